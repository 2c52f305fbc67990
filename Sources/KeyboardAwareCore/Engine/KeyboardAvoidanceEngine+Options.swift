import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Options changed on screen (Behaviour rules: *Changing options*): new options take effect at
/// once, so that a value written under the old ones is never mistaken for the app's own (Behaviour
/// rules: *What is inset*).
extension KeyboardAvoidanceEngine {
    /// The app changed the options while the view is on screen.
    ///
    /// Turning avoidance off gives the app its own insets back at once (no animation, the offset
    /// clamped), ends a pin, drops a held hide and a dragged keyboard and forgets the last keyboard
    /// frame; the keyboard's state is kept, and from then on every event changes nothing (Behaviour rules:
    /// *Turning avoidance off*). Turning it on changes nothing by itself: the UIKit layer then
    /// attaches (Behaviour rules: *Joining a keyboard already up*). Any other change, while the
    /// keyboard is not hidden, lays out again from the last keyboard frame as a resize that moved
    /// nothing would (Behaviour rules: *Rotation and resizing*): focus scrolling only if the
    /// focused rect showed before the change (judged with the old distance), else the offset
    /// clamped when the insets changed; nothing while a rotation waits for the keyboard's new frame
    /// (Behaviour rules: *Rotation and resizing*). A new `contentLift` lifts nothing by itself.
    ///
    /// - Parameters:
    ///   - new: the options from now on.
    ///   - scrollView: the scroll view now.
    ///   - focus: the focused field, when it is inside this scroll view.
    mutating func changeOptions(
        to new: KeyboardAvoidanceOptions, scrollView: ScrollViewSnapshot, focus: FocusedField?
    ) -> KeyboardAvoidanceDecision {
        let old = options
        guard new != old else { return .nothing }
        options = new
        if old.isEnabled, !new.isEnabled {
            heldHide = nil
            draggedKeyboard = nil
            heldFocusScroll = nil
            pin = nil
            keyboardRoom = nil
            // Nothing re-applies a frame kept through the time off: until an attach, a return to
            // the foreground or a notification lays the keyboard out again, a keyboard not hidden
            // is as while a rotation waits (Behaviour rules: *Changing options*).
            lastKeyboardFrame = nil
            return KeyboardAvoidanceDecision(
                changes: layout(scrollView, focus: nil, animation: nil, holdsFocusScroll: false))
        }
        // Turned on, or a rotation waits for the keyboard's new frame (Behaviour rules:
        // *Rotation and resizing*): nothing.
        guard old.isEnabled, new.isEnabled, !waitsForRotation else { return .nothing }
        let keepsLift = old.contentLift == new.contentLift
        guard keyboardState != .hidden, let frame = lastKeyboardFrame else {
            // Hidden: only a pin's blank space can change (under `keyboardCoversAppInset`, see
            // *Pinned content* in the behaviour rules).
            return KeyboardAvoidanceDecision(
                changes: layout(scrollView, focus: nil, animation: nil, holdsFocusScroll: false))
        }
        let wasVisible = focus?.isVisible(in: scrollView.viewport, defaultDistance: old.keyboardDistance) == true
        keyboardState = scrollView.keyboardState(endFrame: frame)
        keyboardRoom = KeyboardOverlap.keyboardRoom(
            state: keyboardState, keyboardFrame: frame, scrollView: scrollView, options: options)
        let cause = keepsLift ? LiftCause(wasAtEnd: isAtEnd(scrollView)) : nil
        return KeyboardAvoidanceDecision(
            changes: layout(
                scrollView, focus: wasVisible ? focus : nil, animation: nil, holdsFocusScroll: false, lift: cause))
    }
}
