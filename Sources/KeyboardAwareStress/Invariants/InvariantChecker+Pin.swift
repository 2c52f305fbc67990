import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Pinned content (Behaviour rules: *Pinned content*), from the outside: the checker keeps its own
/// record of the pin from the `pin` events and works out the blank space from the formula
/// of *Pinned content* in the behaviour rules and the simulated view.
extension InvariantChecker {
    /// A pin as the checker sees it: the content y, and the geometry part of the blank space as last
    /// measured (`y - system.top - pinnedTop + frame.height - contentSize.height - system.bottom`).
    struct PinRecord {
        var y: CGFloat
        var roomBeyondAppInsets: CGFloat
        /// From the pin until the user's `scroll`.
        var isFollowed = true

        /// `blank = max(0, y - adjusted.top - pinnedTop + frame.height - contentSize.height - system - base.bottom)`.
        func blank(base: EdgeInsets) -> CGFloat {
            max(0, roomBeyondAppInsets - base.top - base.bottom)
        }
    }

    /// Whether the applied extra is the blank space and nothing more (so the keyboard fits in it).
    static func holdsAll(_ blank: CGFloat, extra: CGFloat) -> Bool {
        blank > Tolerance.write && abs(extra - blank) <= Tolerance.write + 1e-9
    }

    /// The pin after `step`: set by a pin of a finite y while enabled, moved by a `pinMoved`,
    /// ended by a `null` pin or move or by turning avoidance off, no longer followed after the
    /// user's scroll; measured again unless a rotation waits for the keyboard (Behaviour rules:
    /// *Rotation and resizing*), which keeps the blank's geometry through a move.
    mutating func updatePin(_ step: ReplayStep, engine: KeyboardAvoidanceEngine) {
        switch step.event {
        // A pin asked for before the view was ever on screen is not made.
        case .pin(let y?) where options.isEnabled && y.isFinite && engine.lastScreenGeometry != nil:
            pin = PinRecord(y: y, roomBeyondAppInsets: 0)
        case .pin(nil) where options.isEnabled, .pinMoved(nil) where options.isEnabled: pin = nil
        case .pinMoved(let y?) where options.isEnabled && y.isFinite && pin != nil:
            // Measured below, unless a rotation waits: then the blank keeps its room.
            pin?.y = y
        case .scroll: pin?.isFollowed = false
        case .options(let change) where change[\.isEnabled] == false: pin = nil
        default: break
        }
        // A hide held (Behaviour rules: *Held hides*) writes nothing: the keyboard event that
        // leaves one held measures nothing.
        var isHeld = false
        if case .keyboard = step.event, engine.heldHide != nil { isHeld = true }
        // A new pin is measured at once, a rotation's wait or not.
        var isNewPin = false
        if case .pin(_?) = step.event { isNewPin = true }
        guard let y = pin?.y, step.ignored == nil, !isHeld,
            isNewPin || engine.keyboardState == .hidden || engine.lastKeyboardFrame != nil
        else { return }
        let view = step.scrollView
        let system = view.adjustedContentInset - view.contentInset
        pin?.roomBeyondAppInsets =
            y - system.top - view.pinnedTop + view.frame.height - view.contentSize.height - system.bottom
    }

    /// ``InvariantViolation/Invariant/pinStaysAtTop``.
    func checkPin(
        _ step: ReplayStep, pinnedBefore: PinRecord?, blankHeldBefore: Bool, before: EngineState, now: EngineState,
        coverage: inout Coverage
    ) -> [InvariantViolation] {
        guard let pin, let pinnedBefore, pin.y == pinnedBefore.y, options.isEnabled, blankHeldBefore,
            !before.isTouching, !now.isTouching, step.focus == nil, step.ignored == nil,
            before.keyboard == .hidden || before.lastFrame != nil, now.keyboard == .hidden || now.lastFrame != nil
        else { return [] }
        switch step.event {
        case .keyboard, .contentSize, .track, .wait, .setIndicatorInset, .setContentInset: break
        case .options(let change) where change[\.isEnabled] == nil: break
        default: return []
        }
        // The top of the visible band stays where it was (no new top inset, safe area or header).
        guard abs(now.topInset - before.topInset) <= Tolerance.write else { return [] }
        let atTopBefore = abs(before.offsetY - (pin.y - before.topInset)) <= Self.offsetTolerance
        let extra = now.contentInsetBottom - appInset.bottom
        guard atTopBefore, Self.holdsAll(pin.blank(base: appInset), extra: extra) else { return [] }
        coverage.count(.pinStaysAtTop)
        // Or where the range allows: an app that lowered its top inset under a pin near the
        // content's top leaves the pinned offset outside the range, where it stays until the engine
        // next writes the offset and clamps it (Behaviour rules: *Pinned content*).
        let wanted = pin.y - now.topInset
        let clamped = step.scrollView.snapshot.viewport.clampedOffsetY(wanted)
        guard abs(now.offsetY - wanted) > Self.offsetTolerance, abs(now.offsetY - clamped) > Self.offsetTolerance
        else { return [] }
        return [
            InvariantViolation(
                .pinStaysAtTop, eventIndex: step.eventIndex,
                detail: "pinned y \(pin.y): offset.y \(before.offsetY) -> \(now.offsetY), not \(wanted)")
        ]
    }
}

extension InvariantChecker {
    /// ``InvariantViolation/Invariant/pinMoveKeepsTheUsersScroll``: after a `pinMoved` of a pin that
    /// stays, a followed offset is the one before moved by the row's move, clamped into the new
    /// range; one the user scrolled to is the one before, clamped. Under the finger nothing moves it.
    func checkPinMove(
        _ step: ReplayStep, pinnedBefore: PinRecord?, before: EngineState, now: EngineState, coverage: inout Coverage
    ) -> [InvariantViolation] {
        guard case .pinMoved(let y?) = step.event, let pinnedBefore, pin != nil, options.isEnabled,
            step.ignored == nil
        else { return [] }
        coverage.count(.pinMoveKeepsTheUsersScroll)
        let viewport = step.scrollView.snapshot.viewport
        let wanted: CGFloat
        if before.isTouching {
            wanted = before.offsetY
        } else if pinnedBefore.isFollowed {
            wanted = viewport.clampedOffsetY(before.offsetY + y - pinnedBefore.y)
        } else {
            // Clamped only when the insets changed: either way the user's offset, or the nearest
            // the new range allows.
            let clamped = viewport.clampedOffsetY(before.offsetY)
            if abs(now.offsetY - before.offsetY) <= Self.offsetTolerance { return [] }
            wanted = clamped
        }
        guard abs(now.offsetY - wanted) > Self.offsetTolerance else { return [] }
        return [
            InvariantViolation(
                .pinMoveKeepsTheUsersScroll, eventIndex: step.eventIndex,
                detail:
                    "pinned y \(pinnedBefore.y) -> \(y), followed \(pinnedBefore.isFollowed): offset.y \(before.offsetY) -> \(now.offsetY), not \(wanted)"
            )
        ]
    }
}
