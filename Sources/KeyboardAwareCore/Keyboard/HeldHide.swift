import Foundation

/// A will-event that hides this app's keyboard, held while an input still edits, because the
/// keyboard is probably coming straight back (Behaviour rules: *Held hides*).
///
/// iOS reports a rotation, or focus moving between a secure field and a plain one, as the keyboard
/// hiding and then showing again. Applied one after the other, the insets would drop to the app's
/// own and come back: a flash. Since iOS 17 the keyboard runs out of process and its notifications
/// "can be delayed" (WWDC23, "Keep up with the keyboard"). The engine holds such a hide for the
/// option `holdHide`: a show drops it, a did-event or a blur applies it at once, and otherwise it
/// is applied when its time is up, its animation shortened by the time it waited so that the
/// insets still arrive when the keyboard does. A rotation keeps it past its deadline: iOS hides
/// the keyboard as a rotation starts and shows it 0.3-0.5 s later, so the first notification
/// after the rotation decides.
package struct HeldHide: Sendable, Equatable {
    /// The hide as it was posted (the latest, when another replaced it).
    package private(set) var event: KeyboardNotification
    /// When it was held, in seconds on the engine's clock.
    package let heldAt: TimeInterval
    /// How long it is held, in seconds: the option `holdHide` when it was held, so that a new value
    /// acts on hides held later (Behaviour rules: *Changing options*).
    package let holding: TimeInterval
    /// Set by a rotation: the time held up to it, which no longer grows.
    package private(set) var heldBeforeRotation: TimeInterval?

    /// Holds `event`, posted at `time`, for `holding` seconds.
    package init(_ event: KeyboardNotification, at time: TimeInterval, holding: TimeInterval) {
        self.event = event
        heldAt = time
        self.holding = holding
    }

    /// Whether a rotation keeps it until the next keyboard notification.
    package var waitsForRotation: Bool { heldBeforeRotation != nil }

    /// When ``holding`` seconds after it was held are up; `nil` while a rotation keeps it.
    package var deadline: TimeInterval? {
        waitsForRotation ? nil : heldAt + holding
    }

    /// Whether its time is up at `time` (a nanosecond's rounding counts as up).
    package func isDue(at time: TimeInterval) -> Bool {
        guard let deadline else { return false }
        return Tolerance.isReached(deadline, at: time)
    }

    /// How long it has been held at `time`: frozen by a rotation, never more than ``holding``.
    package func timeHeld(at time: TimeInterval) -> TimeInterval {
        heldBeforeRotation ?? min(max(0, time - heldAt), holding)
    }

    /// A later hide takes this one's place and keeps its clock.
    package mutating func replace(with later: KeyboardNotification) {
        event = later
    }

    /// A rotation arrived at `time`: the time held stops counting.
    package mutating func keepThroughRotation(at time: TimeInterval) {
        guard heldBeforeRotation == nil else { return }
        heldBeforeRotation = timeHeld(at: time)
    }

    /// The hide to apply at `time`: its duration shortened by the time held (none left: no
    /// animation), the curve kept.
    package func released(at time: TimeInterval) -> KeyboardNotification {
        var released = event
        released.animation = KeyboardAnimation(
            duration: max(0, event.animation.duration - timeHeld(at: time)),
            curve: event.animation.curve)
        return released
    }
}
