import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A keyboard the finger dragged and let go (`letGoWait`), checked from the outside with the
/// checker's own clock: a wait with no hide held writes nothing, unless a lift let go of a keyboard
/// the drag moved, no keyboard event, attach or scene change came since, and `letGoWait` is up;
/// then the keyboard is back where it rested when the finger came down (or where a notification
/// under the finger said it rests).
struct LetGoState {
    /// The options in force before the event being checked (Behaviour rules: *Changing options*).
    var options: KeyboardAvoidanceOptions
    private var clock: TimeInterval = 0
    /// Where the keyboard rested when the finger came down, while it is down.
    private var dragResting: CGRect?
    /// A keyboard let go of: where it rested, and when the wait for its notification is up.
    private var letGo: (resting: CGRect, due: TimeInterval)?

    init(options: KeyboardAvoidanceOptions) {
        self.options = options
    }

    /// The view left its window: its wake-up is cancelled, and a let-go waits for the next attach.
    mutating func viewLeftWindow() {
        letGo = nil
        dragResting = nil
    }

    mutating func check(
        _ step: ReplayStep, before: InvariantChecker.EngineState, engine: KeyboardAvoidanceEngine,
        coverage: inout InvariantChecker.Coverage
    ) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        func fail(_ detail: String) {
            found.append(InvariantViolation(.letGoWaitsForTheKeyboard, eventIndex: step.eventIndex, detail: detail))
        }
        switch step.event {
        case .touch(isDown: true) where !before.isTouching:
            dragResting = letGo?.resting ?? (before.keyboard == .hidden ? nil : before.lastFrame)
            letGo = nil
        case .touch(isDown: false):
            let resting = dragResting ?? letGo?.resting
            dragResting = nil
            letGo = nil
            if let resting, options.letGoWait > 0, engine.keyboardState != .hidden, let last = engine.lastKeyboardFrame,
                abs(last.minY - resting.minY) > Tolerance.write
            {
                letGo = (resting, clock + options.letGoWait)
            }
        case .keyboard:
            // Under the finger, a notification says where the keyboard rests; otherwise, and for
            // a hide, it ends the drag and any wait.
            let rests =
                before.isTouching && dragResting != nil && !engine.isInBackground
                && engine.keyboardState != .hidden && engine.heldHide == nil
            dragResting = rests ? engine.lastKeyboardFrame : nil
            letGo = nil
        case .attach, .background, .foreground:
            dragResting = nil
            letGo = nil
        case .layoutPass where before.keyboard != .hidden && engine.keyboardState == .hidden:
            // The input being edited left its window with no hide and the layout guide rests: laid
            // out hidden as an attach (Behaviour rules: *Joining a keyboard already up*), which
            // ends the drag and any wait.
            dragResting = nil
            letGo = nil
        case .options(let change) where change[\.isEnabled] == false && options.isEnabled:
            // Turned off: nothing waits any more (Behaviour rules: *Turning avoidance off*,
            // *Changing options*).
            dragResting = nil
            letGo = nil
        case .track where engine.keyboardState == .hidden:
            // A frame below the screen: the keyboard went after all, and nothing comes back.
            letGo = nil
        case .wait(let seconds?) where seconds >= 0:
            clock += seconds
            guard before.heldHide == nil else { break }
            coverage.count(.letGoWaitsForTheKeyboard)
            let wrote = step.writes.contentInset + step.writes.indicatorInset + step.writes.contentOffset
            if let pending = letGo, Tolerance.isReached(pending.due, at: clock) {
                letGo = nil
                if engine.lastKeyboardFrame?.minY != pending.resting.minY {
                    fail("let go at \(pending.resting.minY), back at \(String(describing: engine.lastKeyboardFrame))")
                }
            } else if wrote > 0 || step.keyboardState != before.keyboard {
                fail("a wait with nothing due wrote \(wrote), keyboard \(before.keyboard) -> \(step.keyboardState)")
            }
        default:
            break
        }
        return found
    }
}
