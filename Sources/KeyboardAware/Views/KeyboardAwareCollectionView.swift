#if canImport(UIKit)
import UIKit

/// A `UICollectionView` that keeps the text input being edited visible above the keyboard, and the
/// item before it when both fit.
///
/// Use it in code or swap a collection view's class in Interface Builder (class
/// `KeyboardAwareCollectionView`, module `KeyboardAware`).
///
/// Its options are those of every scroll view (``KeyboardAvoidance/options`` in code; in Interface
/// Builder's Attributes inspector, `Is Keyboard Avoidance Enabled`, `Keyboard Distance` and the
/// others), with avoidance on from the start. What it adds to its UIKit superclass is that it
/// hears of your inset writes, layout passes, safe-area changes and windows directly, where a
/// plain scroll view is observed.
///
/// As the `collectionView` of a `UICollectionViewController`, which adjusts it for the keyboard
/// itself, it leaves the insets and the scroll to the controller (logged once) and keeps the forms
/// features. A layout that scrolls only horizontally is left alone (logged once).
@MainActor
@objc(KeyboardAwareCollectionView)
open class KeyboardAwareCollectionView: UICollectionView, KeyboardAwareView {
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
