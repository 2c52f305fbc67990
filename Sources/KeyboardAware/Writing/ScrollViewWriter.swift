#if canImport(UIKit)
import UIKit

/// Writes the engine's answer to the real scroll view, and nothing else. It keeps no state: the
/// kit's own writes are told from the app's by value (the `KeyboardAvoidance` compares what it observes
/// with what the engine asks the property to hold), so no flag has to be set around a write.
@MainActor
enum ScrollViewWriter {
    /// Writes the changes in one animation with the keyboard's duration and curve, or at once when
    /// they carry no animation, then runs `alongside` inside the same animation (the app's
    /// observers, ``KeyboardAvoidance/registerForKeyboardChanges(_:)``); writes nothing for empty
    /// changes, but still runs `alongside`, in `animation` (the event's own, see
    /// *What observers are told* in the behaviour rules) or at once.
    ///
    /// Tables and collections scroll with `setContentOffset(_:animated:)` instead (see
    /// ``CellContainer/animatesOffsetItself``); the scroll then takes UIKit's own scroll duration
    /// rather than the keyboard's curve.
    static func write(
        _ changes: ScrollViewChanges, to scrollView: UIScrollView, alongside: (() -> Void)? = nil,
        animation: KeyboardAnimation? = nil
    ) {
        guard !changes.isEmpty else {
            guard let alongside else { return }
            animate(animation, alongside)
            return
        }
        let animatesOffsetItself = CellContainer(scrollView).animatesOffsetItself
        let offset = changes.contentOffset
        let update = { [weak scrollView] in
            guard let scrollView else { return }
            if let inset = changes.contentInset { scrollView.contentInset = UIEdgeInsets(inset) }
            if let inset = changes.indicatorInset { scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(inset) }
            if let offset, !(animatesOffsetItself && changes.animation != nil) { scrollView.contentOffset = offset }
            alongside?()
        }
        if changes.isPartOfAppUpdate {
            // In the app's own animation, if its update runs in one (an animated insert above a
            // pinned row): the offset moves with the rows.
            update()
        } else {
            animate(changes.animation, update)
        }
        if let offset, animatesOffsetItself, changes.animation != nil {
            scrollView.setContentOffset(offset, animated: true)
        }
    }

    /// Runs `update` in one animation with the keyboard's duration and curve, or at once.
    private static func animate(_ animation: KeyboardAnimation?, _ update: @escaping () -> Void) {
        guard let animation, animation.isAnimated else {
            UIView.performWithoutAnimation(update)
            return
        }
        let curve = UIView.AnimationOptions(rawValue: animation.animationOptionsCurve)
        UIView.animate(
            withDuration: animation.duration, delay: 0,
            options: [curve, .beginFromCurrentState, .allowUserInteraction], animations: update)
    }
}

// MARK: - The UIKit property of each inset

@MainActor
extension InsetProperty {
    /// The scroll view property this inset is.
    var keyPath: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> {
        switch self {
        case .content: return \.contentInset
        case .indicator: return \.verticalScrollIndicatorInsets
        }
    }
}

#endif
