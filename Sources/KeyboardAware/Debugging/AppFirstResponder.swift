#if canImport(UIKit)
import UIKit

/// The app's first responder, whatever it is and wherever it lives, as UIKit itself reports it:
/// an action sent to the first responder (`UIApplication.sendAction(_:to:from:for:)` with no
/// target) reaches it, a view controller or a composer's text view in the keyboard's own window
/// included, which no walk of an app window's views finds. Then every window of every connected
/// scene is walked, for a scene whose first responder is not the one the action reached.
///
/// App extensions cannot reach `UIApplication.shared`, and so neither this nor the warm-up that
/// asks it exists there.
@available(iOSApplicationExtension, unavailable)
@available(macCatalystApplicationExtension, unavailable)
@available(visionOSApplicationExtension, unavailable)
@MainActor
enum AppFirstResponder {
    /// Where the action's receiver reports itself, for the length of one ``current()``.
    fileprivate static weak var reported: UIResponder?

    /// The first responder, `nil` when nothing is first responder anywhere in the app. Called when
    /// the warm-up asks to run and for a keyboard notification while one of its late ones is
    /// awaited, never per frame.
    static func current() -> UIResponder? {
        reported = nil
        defer { reported = nil }
        UIApplication.shared.sendAction(
            #selector(UIResponder.keyboardAwareReportFirstResponder(_:)), to: nil, from: nil, for: nil)
        if let reported { return reported }
        for case let scene as UIWindowScene in UIApplication.shared.connectedScenes {
            for window in scene.windows {
                if let found = FirstResponder.view(in: window) { return found }
            }
        }
        return nil
    }

    /// Whether `responder` can make the app's keyboard show, or an input view or accessory of its
    /// own (``KeyboardWarmUp/canShowKeyboard(isTextInput:hasInputView:hasInputAccessoryView:)``).
    static func canShowKeyboard(_ responder: UIResponder) -> Bool {
        #if os(visionOS)
        // visionOS has no input accessory views.
        let hasAccessory = false
        #else
        let hasAccessory = responder.inputAccessoryView != nil
        #endif
        return KeyboardWarmUp.canShowKeyboard(
            isTextInput: responder is UIKeyInput, hasInputView: responder.inputView != nil,
            hasInputAccessoryView: hasAccessory)
    }

    /// What `responder` is, as the warm-up's gate names it.
    static func kind(of responder: UIResponder) -> KeyboardWarmUp.FirstResponder {
        if responder is UIViewController { return .viewController }
        guard let view = responder as? UIView, view is UITextInput else { return .otherResponder }
        // The keyboard's windows stand above the app's normal level.
        let isInAppWindow = view.window.map { $0.windowLevel <= .normal } ?? false
        return isInAppWindow ? .textInput : .textInputInKeyboardWindow
    }
}

extension UIResponder {
    /// The receiver of ``AppFirstResponder/current()``'s action: the first responder reports
    /// itself (a responder that is not first, should UIKit deliver the action elsewhere when there
    /// is none, reports nothing).
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    @objc(keyboardAware_reportFirstResponder:)
    func keyboardAwareReportFirstResponder(_ sender: Any?) {
        if isFirstResponder { AppFirstResponder.reported = self }
    }
}
#endif
