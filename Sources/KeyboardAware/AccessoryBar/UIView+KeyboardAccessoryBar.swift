#if canImport(UIKit)
import UIKit

// MARK: - Per-field accessory bar

/// Storage key of ``UIKit/UIView/keyboardAccessoryBarVisibility``.
@MainActor private var keyboardAccessoryBarVisibilityKey: UInt8 = 0
/// Storage key of ``UIKit/UIView/keyboardAccessoryBarTitle``.
@MainActor private var keyboardAccessoryBarTitleKey: UInt8 = 0

/// Whether one text input gets the ``KeyboardAccessoryBar``.
public enum KeyboardAccessoryBarVisibility: Sendable, Hashable {
    /// As its scroll view's `KeyboardAvoidanceOptions.showsAccessoryBar` says (the default).
    case automatic
    /// The bar, even where the scroll view shows none.
    case always
    /// No bar (a search field, a field with its own toolbar).
    case never
}

/// Whether one text input gets the accessory bar, whatever its scroll view says, and its title.
extension UIView {
    /// Whether this text input gets the ``KeyboardAccessoryBar`` (default `.automatic`: as its
    /// scroll view says). Either way the bar comes from the innermost scroll view around the input
    /// whose keyboard avoidance is on: an input outside such a scroll view gets none, and neither
    /// does a SwiftUI `TextField`, whose keyboard toolbar is SwiftUI's. Read when the
    /// scroll view lays out (the bar goes on before the input is focused) and when it begins
    /// editing; `.never` also takes a bar already put on off at once. On visionOS, which has no
    /// input accessory views, it is kept and has no effect.
    public var keyboardAccessoryBarVisibility: KeyboardAccessoryBarVisibility {
        get {
            switch (objc_getAssociatedObject(self, &keyboardAccessoryBarVisibilityKey) as? NSNumber)?.boolValue {
            case nil: .automatic
            case true?: .always
            case false?: .never
            }
        }
        set {
            let stored: NSNumber? =
                switch newValue {
                case .automatic: nil
                case .always: NSNumber(value: true)
                case .never: NSNumber(value: false)
                }
            objc_setAssociatedObject(
                self, &keyboardAccessoryBarVisibilityKey, stored, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            if newValue == .never { removeKeyboardAccessoryBar() }
        }
    }

    /// Whether the bar goes on this input, when its scroll view's option is `scrollViewShowsBar`
    /// and `isHostedBySwiftUI` says whether SwiftUI hosts it (the core's `SwiftUIHosting`).
    func showsKeyboardAccessoryBar(scrollViewShowsBar: Bool, isHostedBySwiftUI: Bool) -> Bool {
        let ownSwitch: Bool? =
            switch keyboardAccessoryBarVisibility {
            case .automatic: nil
            case .always: true
            case .never: false
            }
        return SwiftUIHosting.getsAccessoryBar(
            ownSwitch: ownSwitch, scrollViewShowsBar: scrollViewShowsBar, isHostedBySwiftUI: isHostedBySwiftUI)
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
