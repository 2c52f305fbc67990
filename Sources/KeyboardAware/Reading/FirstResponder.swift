#if canImport(UIKit)
import UIKit

/// Finds the view that is first responder under a view, by walking its subviews (UIKit has no
/// public way to ask; the usual `sendAction(_:to:nil…)` trick needs `UIApplication.shared`, which
/// app extensions cannot use). Called on events (a notification, a tap, a return key, observing
/// starting), never per frame or per scroll step.
@MainActor
enum FirstResponder {
    /// The first-responder view in `root`'s subtree, text input or not.
    static func view(in root: UIView) -> UIView? {
        ViewWalks.visit()
        if root.isFirstResponder { return root }
        for subview in root.subviews {
            if let found = view(in: subview) { return found }
        }
        return nil
    }

    /// The first-responder text input in `root`'s subtree, if any (a window has one first
    /// responder at most).
    static func textInput(in root: UIView) -> UIView? {
        view(in: root).flatMap { $0 is UITextInput ? $0 : nil }
    }

    /// Whether a scroll view between `input` and `scrollView` (itself excluded) avoids the keyboard
    /// itself: then only that innermost one acts for the input, since both making room would inset
    /// and scroll twice for one keyboard.
    static func isInsideAvoidingScrollView(_ input: UIView, within scrollView: UIScrollView) -> Bool {
        var view = input.superview
        while let current = view, current !== scrollView {
            if let nested = current as? UIScrollView, nested.installedKeyboardAvoidance?.isEnabled == true {
                return true
            }
            view = current.superview
        }
        return false
    }

    /// Whether a text input other than `input` is first responder in `input`'s window.
    static func isAnotherInputFirstResponder(than input: UIView) -> Bool {
        guard !input.isFirstResponder, let window = input.window, let other = textInput(in: window) else {
            return false
        }
        return other !== input
    }
}
#endif
