/// Which text input the keyboard hub takes for a show or frame-change notification: the one whose
/// coordinates iPadOS 26 may report the frame in (FB18129544) and whose accessory view is measured.
///
/// The input that began editing is the one, while it is first responder. A `UITextView` (and
/// SwiftUI's `TextEditor`) posts its keyboard will-notifications *before* its begin-editing, and a
/// field's end-editing may already have come: then the first-responder text input of an observing
/// view's window, or of a composer shown as an input accessory view around it (hosted in the
/// keyboard's own window), is the one being edited. Without either, the input that began editing
/// stands.
package enum EditingInputChoice {
    /// The input to take; `nil` without any.
    ///
    /// - Parameters:
    ///   - began: the last input that began editing and has not ended (an id or the input itself),
    ///     `nil` without one.
    ///   - beganIsFirstResponder: whether `began` is first responder now.
    ///   - windowsFirstResponder: the first-responder text input of an observing view's window;
    ///     asked only when `began` is not first responder (it walks the windows).
    package static func input<Input>(
        began: Input?, beganIsFirstResponder: Bool, windowsFirstResponder: () -> Input?
    ) -> Input? {
        if let began, beganIsFirstResponder { return began }
        return windowsFirstResponder() ?? began
    }

    /// The input to take for a notification of `kind`; `nil` without any.
    ///
    /// A hide takes the input that began editing as it is: nothing is measured for a hide. So does
    /// another app's keyboard (`isLocal` false): Apple documents `UIKeyboardIsLocalUserInfoKey` as
    /// true only for the app that caused the keyboard to appear, so neither its coordinates nor an
    /// accessory of this app's are those of that keyboard, and the windows are not walked for one.
    /// A notification that does not say whether it is local is taken as this app's.
    package static func input<Input>(
        for kind: KeyboardEventKind, isLocal: Bool?, began: Input?, beganIsFirstResponder: Bool,
        windowsFirstResponder: () -> Input?
    ) -> Input? {
        guard !kind.isHide, isLocal != false else { return began }
        return input(
            began: began, beganIsFirstResponder: beganIsFirstResponder, windowsFirstResponder: windowsFirstResponder)
    }
}
