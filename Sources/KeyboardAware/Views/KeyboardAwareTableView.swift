#if canImport(UIKit)
import UIKit

/// A `UITableView` that keeps the text input being edited visible above the keyboard, and the row
/// before it when both fit.
///
/// Use it in code or swap a table view's class in Interface Builder (class
/// `KeyboardAwareTableView`, module `KeyboardAware`).
///
/// Its options are those of every scroll view (``KeyboardAvoidance/options`` in code; in Interface
/// Builder's Attributes inspector, `Is Keyboard Avoidance Enabled`, `Keyboard Distance` and the
/// others), with avoidance on from the start. What it adds to its UIKit superclass is that it
/// hears of your inset writes, layout passes, safe-area changes and windows directly, where a
/// plain scroll view is observed.
///
/// As the `tableView` of a `UITableViewController`, which adjusts its table for the keyboard
/// itself, it leaves the insets and the scroll to the controller (logged once) and keeps the
/// return key, the accessory bar and ``KeyboardAvoidance/focusNextField()``.
@MainActor
@objc(KeyboardAwareTableView)
open class KeyboardAwareTableView: UITableView, KeyboardAwareView {
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
