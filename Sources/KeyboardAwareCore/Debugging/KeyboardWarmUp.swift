import Foundation

/// When the keyboard may be warmed up, and which keyboard notifications are its own: the first
/// keyboard of a process loads its input system, seconds on some devices, and a warm-up pays that
/// once at launch with a keyboard that is never shown.
package enum KeyboardWarmUp {
    /// Whether a warm-up asked for may run now, or why it waits or is dropped.
    package enum Verdict: String, Sendable, Equatable {
        /// Run it now.
        case run
        /// Wait: the app has not drawn its first frame, or its scene is not foreground-active
        /// (a warm-up then would lengthen the launch or show over the splash screen).
        case waitForActiveScene = "waits for the scene to be foreground-active after its first frame"
        /// Dropped: a text input is first responder, so the keyboard is up or coming, and the
        /// warm-up would take its focus.
        case inputIsEditing = "a text input is first responder: the keyboard is warm already"
        /// Dropped: it ran already in this process.
        case alreadyRan = "it ran already"
    }

    /// What the gate knows: raw facts the UIKit layer reads.
    package struct Facts: Sendable, Equatable {
        package var hasRun: Bool
        package var hasDrawnFirstFrame: Bool
        package var isSceneForegroundActive: Bool
        package var isTextInputFirstResponder: Bool

        package init(
            hasRun: Bool, hasDrawnFirstFrame: Bool, isSceneForegroundActive: Bool, isTextInputFirstResponder: Bool
        ) {
            self.hasRun = hasRun
            self.hasDrawnFirstFrame = hasDrawnFirstFrame
            self.isSceneForegroundActive = isSceneForegroundActive
            self.isTextInputFirstResponder = isTextInputFirstResponder
        }
    }

    /// The gate: once per process, never over an editing input, only after the first frame with
    /// the scene foreground-active.
    package static func verdict(_ facts: Facts) -> Verdict {
        if facts.hasRun { return .alreadyRan }
        if facts.isTextInputFirstResponder { return .inputIsEditing }
        guard facts.hasDrawnFirstFrame, facts.isSceneForegroundActive else { return .waitForActiveScene }
        return .run
    }

    /// Whether a keyboard or editing notification is the warm-up's own and no scroll view may hear
    /// it: every one posted from the warm-up field's first responder until the run-loop turn after
    /// it resigned (UIKit may post the hide's did-notification a turn late), or one whose object
    /// is the warm-up field.
    package static func isOwnNotification(isWarmingUp: Bool, objectIsWarmUpField: Bool) -> Bool {
        isWarmingUp || objectIsWarmUpField
    }
}
