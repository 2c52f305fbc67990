// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import KeyboardAware
import UIKit

/// A replay's scroll view that reports each write of `contentInset`, the vertical indicator
/// insets and `contentOffset`, and each layout pass, to a ``ScrollViewWriteCounter``: what the
/// kit costs the view, event by event. Each `KeyboardAware…` class has one such subclass, whose
/// overrides hand the call to its ``CostProbe``, which counts it and runs `super`'s.
@MainActor
protocol CostCounting: UIScrollView {
    /// Where the view reports.
    var probe: CostProbe { get }
}

/// The counting of the three subclasses: each call a subclass overrides is reported to the
/// ``ScrollViewWriteCounter`` around `body`, the call of `super`.
@MainActor
final class CostProbe {
    /// The counts so far.
    var counter = ScrollViewWriteCounter()

    /// A set of `contentInset` or the vertical indicator insets; an offset UIKit sets inside it is
    /// part of it.
    func insetWrite(_ inset: ScrollViewWriteCounter.Inset, _ body: () -> Void) {
        counter.insetWriteBegan(inset)
        body()
        counter.insetWriteEnded()
    }

    /// A set of `contentOffset` (an animation's frames included).
    func offsetSet(to offset: CGPoint, _ body: () -> Void) {
        counter.offsetSet(to: offset)
        body()
    }

    /// A call of `setContentOffset(_:animated:)`.
    func scrollCalled(to offset: CGPoint, _ body: () -> Void) {
        counter.scrollCalled(to: offset)
        body()
    }

    /// A layout pass (`layoutSubviews()`).
    func layoutPassed(_ body: () -> Void) {
        counter.layoutPassed()
        body()
    }

    /// A call of `layoutIfNeeded()`: a pass inside it is a forced one.
    func layoutIfNeeded(_ body: () -> Void) {
        counter.layoutIfNeededBegan()
        body()
        counter.layoutIfNeededEnded()
    }
}

/// A `KeyboardAwareScrollView` that counts its writes and layout passes.
final class CountingScrollView: KeyboardAwareScrollView, CostCounting {
    let probe = CostProbe()

    override var contentInset: UIEdgeInsets {
        get { super.contentInset }
        set { probe.insetWrite(.content) { super.contentInset = newValue } }
    }

    override var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { super.verticalScrollIndicatorInsets }
        set { probe.insetWrite(.indicator) { super.verticalScrollIndicatorInsets = newValue } }
    }

    override var contentOffset: CGPoint {
        get { super.contentOffset }
        set { probe.offsetSet(to: newValue) { super.contentOffset = newValue } }
    }

    override func setContentOffset(_ offset: CGPoint, animated: Bool) {
        probe.scrollCalled(to: offset) { super.setContentOffset(offset, animated: animated) }
    }

    override func layoutSubviews() { probe.layoutPassed { super.layoutSubviews() } }

    override func layoutIfNeeded() { probe.layoutIfNeeded { super.layoutIfNeeded() } }
}

/// A `KeyboardAwareTableView` that counts its writes and layout passes.
final class CountingTableView: KeyboardAwareTableView, CostCounting {
    let probe = CostProbe()

    override var contentInset: UIEdgeInsets {
        get { super.contentInset }
        set { probe.insetWrite(.content) { super.contentInset = newValue } }
    }

    override var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { super.verticalScrollIndicatorInsets }
        set { probe.insetWrite(.indicator) { super.verticalScrollIndicatorInsets = newValue } }
    }

    override var contentOffset: CGPoint {
        get { super.contentOffset }
        set { probe.offsetSet(to: newValue) { super.contentOffset = newValue } }
    }

    override func setContentOffset(_ offset: CGPoint, animated: Bool) {
        probe.scrollCalled(to: offset) { super.setContentOffset(offset, animated: animated) }
    }

    override func layoutSubviews() { probe.layoutPassed { super.layoutSubviews() } }

    override func layoutIfNeeded() { probe.layoutIfNeeded { super.layoutIfNeeded() } }
}

/// A `KeyboardAwareCollectionView` that counts its writes and layout passes.
final class CountingCollectionView: KeyboardAwareCollectionView, CostCounting {
    let probe = CostProbe()

    override var contentInset: UIEdgeInsets {
        get { super.contentInset }
        set { probe.insetWrite(.content) { super.contentInset = newValue } }
    }

    override var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { super.verticalScrollIndicatorInsets }
        set { probe.insetWrite(.indicator) { super.verticalScrollIndicatorInsets = newValue } }
    }

    override var contentOffset: CGPoint {
        get { super.contentOffset }
        set { probe.offsetSet(to: newValue) { super.contentOffset = newValue } }
    }

    override func setContentOffset(_ offset: CGPoint, animated: Bool) {
        probe.scrollCalled(to: offset) { super.setContentOffset(offset, animated: animated) }
    }

    override func layoutSubviews() { probe.layoutPassed { super.layoutSubviews() } }

    override func layoutIfNeeded() { probe.layoutIfNeeded { super.layoutIfNeeded() } }
}
#endif
