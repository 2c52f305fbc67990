#if canImport(UIKit)
import UIKit

/// A `UIScrollView` that keeps the text input being edited visible above the keyboard.
///
/// Use it in code or swap a scroll view's class in Interface Builder (class
/// `KeyboardAwareScrollView`, module `KeyboardAware`); nothing else is needed:
///
/// ```swift
/// let form = KeyboardAwareScrollView()
/// form.keyboardDistance = 16      // room between the field and the keyboard
/// form.showsAccessoryBar = true   // Previous / Next / Done above the keyboard
/// form.addSubview(stackOfFields)
/// ```
///
/// Its options are those of every scroll view (``KeyboardAvoidance/options`` in code; in Interface
/// Builder's Attributes inspector, `Is Keyboard Avoidance Enabled`, `Keyboard Distance` and the
/// others), with avoidance on from the start. What it adds to its UIKit superclass is that it
/// hears of your inset writes, layout passes, safe-area changes and windows directly, where a
/// plain scroll view is observed.
@MainActor
@objc(KeyboardAwareScrollView)
open class KeyboardAwareScrollView: UIScrollView, KeyboardAwareView {
    var adapter: KeyboardAvoidance?

    // MARK: - The app's insets

    /// The app's writes become its own value at once; the keyboard's extra stays on top of it.
    open override var contentInset: UIEdgeInsets {
        get { super.contentInset }
        set {
            if let adapter {
                adapter.storeAppWrite(.content, newValue) { super.contentInset = $0 }
            } else {
                super.contentInset = newValue
            }
        }
    }

    /// The app's writes become its own value at once; the keyboard's extra stays on top of it.
    open override var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { super.verticalScrollIndicatorInsets }
        set {
            if let adapter {
                adapter.storeAppWrite(.indicator, newValue) { super.verticalScrollIndicatorInsets = $0 }
            } else {
                super.verticalScrollIndicatorInsets = newValue
            }
        }
    }

    // MARK: - Layout

    /// Reports a new geometry (rotation, resize) to the adapter; a plain scroll step costs a compare.
    open override func layoutSubviews() {
        super.layoutSubviews()
        adapter?.layoutDidChange()
    }

    /// The safe-area part of the insets changes the room the keyboard takes.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adapter?.layoutDidChange()
    }

    /// A new window means a new screen position, perhaps a controller that adjusts for the
    /// keyboard, and perhaps a field already editing. The adapter is made when the view first
    /// joins a window, unless something asked for it before.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil || adapter != nil else { return }
        keyboardAvoidance.windowDidChange()
    }
}
#endif
