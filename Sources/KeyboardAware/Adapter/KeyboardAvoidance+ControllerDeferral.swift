#if canImport(UIKit)
import UIKit

/// `UITableViewController` and `UICollectionViewController` adjust their own scroll view for the
/// keyboard; doing it twice would fight. The insets (and the focus scroll) are left to them; the
/// return key, the accessory bar and ``focusNextField()`` keep working.
extension KeyboardAvoidance {
    /// Looks for such a controller again (on every keyboard event and window change); when that
    /// changes, the engine lays out again: the keyboard's extra goes (or comes back) at once.
    func updateControllerDeferral() {
        guard let scrollView else { return }
        let controller = ScrollViewReader.keyboardAdjustingController(of: scrollView)
        guard (controller != nil) != isAdjustedByController else { return }
        let before = makeSnapshot()
        isAdjustedByController = controller != nil
        if let controller, !hasLoggedControllerDeferral {
            hasLoggedControllerDeferral = true
            Log.notice(
                """
                KeyboardAware: this scroll view belongs to a \(type(of: controller)), which adjusts it for the \
                keyboard itself; the kit leaves the insets to it and keeps return-key navigation, the accessory \
                bar and focusNextField()
                """)
        }
        guard isObserving, let before, let after = makeSnapshot() else { return }
        let decision = engine.geometryChanged(from: before, to: after, focus: nil)
        apply(decision, cause: isAdjustedByController ? "controller adjusts" : "no controller adjusts", snapshot: after)
    }
}
#endif
