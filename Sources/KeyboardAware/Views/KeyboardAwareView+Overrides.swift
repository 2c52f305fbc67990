#if canImport(UIKit)
import UIKit

/// What the three `KeyboardAware…` views do in their overrides, written once: each override hands
/// its `super` call in, so that UIKit's own behaviour runs exactly where it did.
extension KeyboardAwareView {
    // MARK: - The app's insets

    /// The app's write of an inset becomes its own value at once, and the keyboard's extra stays on
    /// top of it; `store` is the superclass's setter.
    func forwardAppWrite(_ property: InsetProperty, _ inset: UIEdgeInsets, store: (UIEdgeInsets) -> Void) {
        if let avoidance {
            avoidance.storeAppWrite(property, inset, store: store)
        } else {
            store(inset)
        }
    }

    // MARK: - Layout and windows

    /// A layout pass or a safe-area change: a new geometry (rotation, resize) reaches the `KeyboardAvoidance`;
    /// a plain scroll step costs it a compare.
    func forwardLayout(_ superCall: () -> Void) {
        superCall()
        avoidance?.layoutDidChange()
    }

    /// A new window means a new screen position, perhaps a controller that adjusts for the
    /// keyboard, and perhaps a field already editing. The `KeyboardAvoidance` is made when the view first
    /// joins a window, unless something asked for it before.
    func forwardWindowChange(_ superCall: () -> Void) {
        superCall()
        guard window != nil || avoidance != nil else { return }
        keyboardAvoidance.windowDidChange()
    }
}
#endif
