import Foundation

/// A will-event that hides the keyboard, held briefly before it is applied, because a show may
/// follow that takes its place.
///
/// iOS reports a rotation, or focus moving between a secure field and a plain one, as the keyboard
/// hiding and then showing again. Applied one after the other, the insets would drop to the app's
/// own and come back: a flash. Since iOS 17 the keyboard runs out of process and its notifications
/// "can be delayed" (WWDC23, "Keep up with the keyboard"), so the show may land a run-loop turn or
/// more after the hide. The hide is therefore held for ``grace`` (a few display frames): a show or
/// frame change arriving meanwhile replaces it, a did-event applies it first, and otherwise it is
/// applied when the grace ends, its animation shortened by the time it waited so that the insets
/// still arrive when the keyboard does.
package struct HeldHide: Sendable, Equatable {
    /// How long a hide waits for a show to replace it, in seconds: six frames at 120 Hz.
    package static let grace: TimeInterval = 0.05

    /// The hide as it was posted.
    package private(set) var event: KeyboardNotification
    /// When it was held, in seconds on any clock that only moves forward.
    package private(set) var heldAt: TimeInterval

    /// Holds `event`, posted at `time`.
    package init(_ event: KeyboardNotification, at time: TimeInterval) {
        self.event = event
        heldAt = time
    }

    /// When the hide is applied unless something replaces it first.
    package var deadline: TimeInterval { heldAt + Self.grace }

    /// A later hide in the same wait takes this one's place and keeps its clock: the wait never
    /// grows longer than ``grace`` from the first hide.
    package mutating func replace(with later: KeyboardNotification) {
        event = later
    }

    /// The hide to apply at `time`: its animation shortened by the time it was held (none left:
    /// no animation), the curve kept.
    package func released(at time: TimeInterval) -> KeyboardNotification {
        var released = event
        let waited = max(0, time - heldAt)
        released.animation = KeyboardAnimation(
            duration: event.animation.duration - waited, curve: event.animation.curve)
        return released
    }

    /// Whether `event` is held: a will-event the engine would take as a hide (rule 2) on a screen
    /// `screenHeight` high, while a text input is still being edited (`inputStillEditing`: the
    /// keyboard goes only to come back, as in a rotation or a move to a secure field). A keyboard
    /// dismissed for good has no input editing any more, and its hide applies at once, with the
    /// keyboard's own timing.
    package static func holds(_ event: KeyboardNotification, screenHeight: CGFloat, inputStillEditing: Bool) -> Bool {
        guard event.kind.isWill, inputStillEditing else { return false }
        let endFrame = try? event.endFrame.get()
        guard event.kind.isHide || endFrame != nil else { return false }
        return KeyboardState(kind: event.kind, endFrame: endFrame, screenHeight: screenHeight) == .hidden
    }
}
