#if canImport(UIKit)
import UIKit

/// Applying the engine's answer to the real scroll view, and explaining it in the debug log.
extension KeyboardAvoidance {
    /// Logs and writes one decision; remembers the geometry it was made in (for the next resize)
    /// and the focus it measured (for a later correction).
    func apply(
        _ decision: KeyboardAvoidanceDecision, cause: String, snapshot: ScrollViewSnapshot,
        focus: FocusedField? = nil
    ) {
        lastLayoutGeometry = LayoutGeometry(snapshot)
        if let focus { lastMeasuredFocus = focus }
        Log.debug(DecisionLog.describe(decision, cause: cause, engine: engine))
        write(decision.changes)
    }

    /// Writes the changes in one animation with the keyboard's duration and curve, or at once when
    /// they carry no animation; writes nothing for empty changes.
    ///
    /// Tables and collections scroll with `setContentOffset(_:animated:)` instead: inside an
    /// animation block they would lay their cells out for the final offset at once, and the rows
    /// the animation passes through would show blank. The scroll then takes UIKit's own scroll
    /// duration rather than the keyboard's curve.
    func write(_ changes: ScrollViewChanges) {
        guard !changes.isEmpty, let scrollView else { return }
        isApplyingChanges = true
        defer { isApplyingChanges = false }
        let scrollsByItself = scrollView is UITableView || scrollView is UICollectionView
        let offset = changes.contentOffset
        let update = { [weak scrollView] in
            guard let scrollView else { return }
            if let inset = changes.contentInset { scrollView.contentInset = UIEdgeInsets(inset) }
            if let inset = changes.indicatorInset { scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(inset) }
            if let offset, !(scrollsByItself && changes.animation != nil) { scrollView.contentOffset = offset }
        }
        guard let animation = changes.animation else {
            UIView.performWithoutAnimation(update)
            return
        }
        let curve = UIView.AnimationOptions(rawValue: animation.animationOptionsCurve)
        UIView.animate(
            withDuration: animation.duration, delay: 0,
            options: [curve, .beginFromCurrentState, .allowUserInteraction], animations: update)
        if let offset, scrollsByItself { scrollView.setContentOffset(offset, animated: true) }
    }
}
#endif
