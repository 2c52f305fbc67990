import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Held hides, scenes in the background and what observers are told (Behaviour rules:
/// *Held hides*, *Scenes in the background*, *What observers are told*), checked from the outside:
/// the checker keeps its own clock, its own idea of the scene, and what observers were told as the
/// scroll view shows it, and holds each step's output to them.
struct LaterRulesState {
    /// The options in force before the event being checked (Behaviour rules: *Changing options*).
    var options: KeyboardAvoidanceOptions
    /// Seconds passed, through `wait` events alone.
    private var clock: TimeInterval = 0
    private var isInBackground = false
    /// What observers were last told, read off the scroll view: state, the extras as applied, `K`.
    private var told = (state: KeyboardState.hidden, content: CGFloat(0), indicator: CGFloat(0), frame: CGRect?.none)

    init(options: KeyboardAvoidanceOptions) {
        self.options = options
    }

    mutating func check(
        _ step: ReplayStep, before: InvariantChecker.EngineState, engine: KeyboardAvoidanceEngine,
        appInset: EdgeInsets, appIndicator: EdgeInsets, blank: CGFloat, coverage: inout InvariantChecker.Coverage
    ) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        func fail(_ invariant: InvariantViolation.Invariant, _ detail: String) {
            found.append(InvariantViolation(invariant, eventIndex: step.eventIndex, detail: detail))
        }
        let wrote = step.writes.contentInset + step.writes.indicatorInset + step.writes.contentOffset
        let writes = "writes \(step.writes.contentInset)/\(step.writes.indicatorInset)/\(step.writes.contentOffset)"
        if case .wait(let seconds?) = step.event, seconds >= 0 { clock += seconds }

        // heldHideWaits
        let stillHeld = engine.heldHide != nil
        if engine.heldHide?.holding == 0 { fail(.heldHideWaits, "held with holdHide 0") }
        if case .keyboard = step.event, options.holdHide == 0, stillHeld, before.heldHide == nil {
            fail(.heldHideWaits, "held with holdHide 0")
        }
        var mustWait = false
        switch step.event {
        case .keyboard(let keyboard) where keyboard.kind.isWill && stillHeld: mustWait = true
        case .track where before.heldHide != nil: mustWait = true
        case .wait where before.heldHide != nil:
            if let deadline = before.heldHide?.deadline, !Tolerance.isReached(deadline, at: clock) {
                mustWait = true
            } else if before.heldHide?.waitsForRotation == true {
                mustWait = true
            } else if let held = before.heldHide, !stillHeld {
                // Applied at its deadline: held exactly `holdHide`.
                coverage.count(.heldHideWaits)
                let left = max(0, held.event.animation.duration - held.holding)
                if let animation = step.animation, abs(animation.duration - left) > 1e-9 {
                    fail(.heldHideWaits, "applied at its deadline with \(animation.duration) s, not \(left) s")
                }
            }
        default: break
        }
        if mustWait {
            coverage.count(.heldHideWaits)
            if wrote > 0 || step.keyboardState != before.keyboard {
                fail(.heldHideWaits, "\(writes), keyboard \(before.keyboard) -> \(step.keyboardState)")
            }
        }

        // backgroundIgnoresKeyboard
        switch step.event {
        case .background: isInBackground = true
        case .foreground: isInBackground = false
        case .keyboard, .track:
            // Disabled, nothing is judged (Behaviour rules: *Turning avoidance off*).
            // A view never decided on screen judges no keyboard event: it decides nothing.
            guard isInBackground, options.isEnabled, engine.lastScreenGeometry != nil else { break }
            coverage.count(.backgroundIgnoresKeyboard)
            if step.ignored == nil || wrote > 0 {
                fail(.backgroundIgnoresKeyboard, "ignored \(step.ignored ?? "nil"), \(writes)")
            }
        default: break
        }

        // observersToldOnChange
        coverage.count(.observersToldOnChange)
        let view = step.scrollView
        let state = step.keyboardState
        // Beyond a pin's blank space, what the keyboard adds (Behaviour rules: *Pinned content*).
        let content = max(0, view.contentInset.bottom - appInset.bottom - blank)
        let indicator = view.indicatorInset.bottom - appIndicator.bottom
        let frame = state == .hidden ? nil : engine.lastKeyboardFrame ?? told.frame
        let differs =
            state != told.state || abs(content - told.content) > Tolerance.write
            || abs(indicator - told.indicator) > Tolerance.write || !Self.same(frame, told.frame)
        if differs != step.notify {
            fail(
                .observersToldOnChange,
                "notify \(step.notify), but told \(told) and now \(state) \(content) \(indicator) \(String(describing: frame))"
            )
        }
        if step.notify { told = (state, content, indicator, frame) }
        return found
    }

    private static func same(_ a: CGRect?, _ b: CGRect?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            return abs(a.minX - b.minX) <= Tolerance.write && abs(a.minY - b.minY) <= Tolerance.write
                && abs(a.width - b.width) <= Tolerance.write && abs(a.height - b.height) <= Tolerance.write
        default: return false
        }
    }
}
