#if canImport(UIKit)
import UIKit

// MARK: - Attaching to any scroll view

/// Storage key of ``UIKit/UIScrollView/keyboardAvoidance``.
@MainActor private var keyboardAvoidanceKey: UInt8 = 0

/// The `KeyboardAware…` views: their own setters route the app's inset writes to the `KeyboardAvoidance`, their
/// layout passes and windows reach it directly, and their avoidance is on from the start.
@MainActor
protocol KeyboardAwareView: UIScrollView {
    /// The `KeyboardAvoidance` once made, kept by the view too so that layout passes skip the lookup.
    var avoidance: KeyboardAvoidance? { get set }
}

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
    /// For the `KeyboardAware…` classes it starts enabled.
    public var keyboardAvoidance: KeyboardAvoidance {
        if let existing = installedKeyboardAvoidance { return existing }
        let routed = self as? any KeyboardAwareView
        let avoidance = KeyboardAvoidance(
            scrollView: self, insetWrites: routed == nil ? .observed : .routedBySubclass, isEnabled: routed != nil)
        objc_setAssociatedObject(self, &keyboardAvoidanceKey, avoidance, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        routed?.avoidance = avoidance
        return avoidance
    }

    /// The `KeyboardAvoidance`, only when one was already made: for questions that must not create one (which
    /// scroll view around a field handles its return key, what the inspector shows).
    var installedKeyboardAvoidance: KeyboardAvoidance? {
        objc_getAssociatedObject(self, &keyboardAvoidanceKey) as? KeyboardAvoidance
    }
}
#endif
