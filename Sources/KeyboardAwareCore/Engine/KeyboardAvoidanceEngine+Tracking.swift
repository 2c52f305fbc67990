import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Tracked frames (Behaviour rules: *Frames between notifications*): the keyboard moving with no
/// notification (an interactive dismissal under the finger, an undocked iPad keyboard being
/// dragged), followed frame by frame.
extension KeyboardAvoidanceEngine {
    /// A keyboard frame observed between notifications.
    ///
    /// Laid out like a `will…` event with no animation (state, covered height with no accessory
    /// left out, insets, clamp, idempotence; the lift, see *Content lift* in the behaviour rules),
    /// and it becomes the last keyboard frame; but it scrolls to no field (the user is moving the
    /// keyboard, not asking for a field) and is no keyboard animation for later scrolls. It changes
    /// nothing while the keyboard is hidden (keyboards appear through notifications and attach: so
    /// a frame that hid the keyboard ends tracking until one of those lays it out again), nor while
    /// a rotation waits for the keyboard's new frame (Behaviour rules: *Rotation and resizing*).
    /// While the finger is down its offset writes are dropped, as always (Behaviour rules:
    /// *While a finger drags*), so the insets follow the keyboard and the content stays under the
    /// finger.
    ///
    /// - Parameters:
    ///   - keyboardFrame: everything that covers the screen now (accessory view included), in
    ///     screen coordinates.
    ///   - scrollView: the scroll view now.
    /// - Returns: the changes to write with no animation; ignored with a reason when the frame is
    ///   not finite.
    mutating func track(keyboardFrame: CGRect, scrollView: ScrollViewSnapshot) -> KeyboardAvoidanceDecision {
        guard keyboardFrame.isFinite else { return .ignored(.trackedFrameNotFinite) }
        guard options.isEnabled, keyboardState != .hidden, lastKeyboardFrame != nil else { return .nothing }
        let state = scrollView.keyboardState(endFrame: keyboardFrame)
        return layOutKeyboard(state: state, frame: keyboardFrame, scrollView: scrollView, focus: nil, animation: nil)
    }
}
