#if canImport(UIKit)
import UIKit

/// A `UITableView` that keeps the text input being edited, and the row before it, above the keyboard.
@MainActor @objc(KeyboardAwareTableView)
open class KeyboardAwareTableView: UITableView, KeyboardAwareView {
    var avoidance: KeyboardAvoidance?
    open override var contentInset: UIEdgeInsets {
        get { super.contentInset }
        set { forwardAppWrite(.content, newValue) { super.contentInset = $0 } }
    }
    open override var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { super.verticalScrollIndicatorInsets }
        set { forwardAppWrite(.indicator, newValue) { super.verticalScrollIndicatorInsets = $0 } }
    }
    open override func layoutSubviews() { forwardLayout { super.layoutSubviews() } }
    open override func safeAreaInsetsDidChange() { forwardLayout { super.safeAreaInsetsDidChange() } }
    open override func didMoveToWindow() { forwardWindowChange { super.didMoveToWindow() } }
}
#endif
