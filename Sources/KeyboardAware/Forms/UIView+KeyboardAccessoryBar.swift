#if canImport(UIKit)
import UIKit

// MARK: - Per-field accessory bar

/// Storage key of ``UIKit/UIView/showsKeyboardAccessoryBar``.
@MainActor private var showsKeyboardAccessoryBarKey: UInt8 = 0
/// Storage key of ``UIKit/UIView/keyboardAccessoryBarTitle``.
@MainActor private var keyboardAccessoryBarTitleKey: UInt8 = 0

/// Whether one text input gets the accessory bar, whatever its scroll view says.
extension UIView {
    /// `false` keeps the ``KeyboardAccessoryBar`` off this text input (a search field, a field
    /// with its own toolbar); `true` gives it the bar even when its scroll view's
    /// `KeyboardAvoidanceOptions.showsAccessoryBar` is off; `nil` (the default) follows the scroll view.
    /// Either way the bar comes from the innermost scroll view around the input whose keyboard
    /// avoidance is on: an input outside such a scroll view gets none. Read when the scroll view
    /// lays out (the bar goes on before the input is focused) and when it begins editing; setting
    /// `false` also takes a bar already put on off at once. On visionOS, which has no input
    /// accessory views, it is kept and has no effect.
    public var showsKeyboardAccessoryBar: Bool? {
        get { (objc_getAssociatedObject(self, &showsKeyboardAccessoryBarKey) as? NSNumber)?.boolValue }
        set {
            objc_setAssociatedObject(
                self, &showsKeyboardAccessoryBarKey, newValue.map { NSNumber(value: $0) },
                .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            if newValue == false { removeKeyboardAccessoryBar() }
        }
    }

    /// The title the ``KeyboardAccessoryBar`` shows while this input is edited; `nil` (the default)
    /// shows a text field's placeholder, and an empty string shows none.
    public var keyboardAccessoryBarTitle: String? {
        get { objc_getAssociatedObject(self, &keyboardAccessoryBarTitleKey) as? String }
        set {
            objc_setAssociatedObject(
                self, &keyboardAccessoryBarTitleKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        }
    }

    /// An input that already has the kit's bar would keep it until the next layout: take it off
    /// now (an accessory view of the app's own stays).
    private func removeKeyboardAccessoryBar() {
        #if !os(visionOS)
        if let field = self as? UITextField, field.inputAccessoryView is KeyboardAccessoryBar {
            field.inputAccessoryView = nil
        } else if let textView = self as? UITextView, textView.inputAccessoryView is KeyboardAccessoryBar {
            textView.inputAccessoryView = nil
        } else {
            return
        }
        if isFirstResponder { reloadInputViews() }
        #endif
    }
}
#endif
