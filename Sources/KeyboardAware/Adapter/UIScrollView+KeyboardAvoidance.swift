#if canImport(UIKit)
import UIKit

// MARK: - Attaching to any scroll view

/// Storage key of ``UIKit/UIScrollView/keyboardAvoidance``.
@MainActor private var keyboardAvoidanceKey: UInt8 = 0

/// Keyboard avoidance for any scroll view, table view or collection view, without subclassing.
extension UIScrollView {
    /// This scroll view's keyboard avoidance, created on first access and kept by the scroll view
    /// (it holds the scroll view weakly, so nothing leaks).
    ///
    /// For a plain `UIScrollView`, `UITableView` or `UICollectionView` it starts disabled; turn it
    /// on once, for instance in `viewDidLoad()`:
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     tableView.keyboardAvoidance.isEnabled = true
    ///     tableView.keyboardAvoidance.options.showsAccessoryBar = true
    /// }
    /// ```
    ///
    /// For the `KeyboardAware…` classes it is the one their options drive, enabled by default.
    public var keyboardAvoidance: KeyboardAvoidance {
        if let existing = objc_getAssociatedObject(self, &keyboardAvoidanceKey) as? KeyboardAvoidance {
            return existing
        }
        return installKeyboardAvoidance(insetWrites: .observed, isEnabled: false)
    }

    /// The adapter, only when one was already made: for questions that must not create one (which
    /// scroll view around a field handles its return key).
    var installedKeyboardAvoidance: KeyboardAvoidance? {
        objc_getAssociatedObject(self, &keyboardAvoidanceKey) as? KeyboardAvoidance
    }

    /// Creates and keeps this scroll view's adapter. The `KeyboardAware…` classes call it from
    /// their initializers with `.routedBySubclass`.
    func installKeyboardAvoidance(insetWrites: KeyboardAvoidance.InsetWrites, isEnabled: Bool) -> KeyboardAvoidance {
        let adapter = KeyboardAvoidance(scrollView: self, insetWrites: insetWrites, isEnabled: isEnabled)
        objc_setAssociatedObject(self, &keyboardAvoidanceKey, adapter, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return adapter
    }
}
#endif
