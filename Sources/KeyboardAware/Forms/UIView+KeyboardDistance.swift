#if canImport(UIKit)
import UIKit

// MARK: - Per-field distance

/// Storage key of ``UIKit/UIView/keyboardDistanceOverride``.
@MainActor private var keyboardDistanceKey: UInt8 = 0

/// A per-field distance to the keyboard, set on the text input itself.
extension UIView {
    /// This text input's own room above the keyboard, in place of the scroll view's
    /// `keyboardAvoidance.options.keyboardDistance`: e.g. more for a field with a hint below it.
    /// `nil` (the default) uses the scroll view's value. Read when the input is focused. On a text
    /// view it is the room the text view keeps as a field of the scroll view around it, not the
    /// text view's own avoidance as a scroll view.
    public var keyboardDistanceOverride: CGFloat? {
        get { (objc_getAssociatedObject(self, &keyboardDistanceKey) as? NSNumber).map { CGFloat($0.doubleValue) } }
        set {
            objc_setAssociatedObject(
                self, &keyboardDistanceKey, newValue.map { NSNumber(value: Double($0)) },
                .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}
#endif
