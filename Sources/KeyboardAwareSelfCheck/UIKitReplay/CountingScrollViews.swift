// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import KeyboardAware
import UIKit

/// A replay's scroll view that reports each write of `contentInset`, the vertical indicator
/// insets and `contentOffset`, and each layout pass, to a ``ScrollViewWriteCounter``: what the
/// kit costs the view, event by event. Each `KeyboardAware…` class has one such subclass; the
/// overrides only report and call `super`.
@MainActor
protocol CostCounting: UIScrollView {
    /// Where the view reports.
    var probe: CostProbe { get }
}

/// Holds a view's ``ScrollViewWriteCounter`` and brackets the calls it is told about.
@MainActor
final class CostProbe {
    /// The counts so far.
    var counter = ScrollViewWriteCounter()

    /// Runs an inset setter's body between its begin and end reports.
    func insetWrite(_ inset: ScrollViewWriteCounter.Inset, _ write: () -> Void) {
        counter.insetWriteBegan(inset)
        write()
        counter.insetWriteEnded()
    }

    /// Runs `layoutIfNeeded()`'s body between its begin and end reports.
    func layoutIfNeeded(_ layout: () -> Void) {
        counter.layoutIfNeededBegan()
        layout()
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
        set {
            probe.counter.offsetSet(to: newValue)
            super.contentOffset = newValue
        }
    }

    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        probe.counter.scrollCalled(to: contentOffset)
        super.setContentOffset(contentOffset, animated: animated)
    }

    override func layoutSubviews() {
        probe.counter.layoutPassed()
        super.layoutSubviews()
    }

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
        set {
            probe.counter.offsetSet(to: newValue)
            super.contentOffset = newValue
        }
    }

    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        probe.counter.scrollCalled(to: contentOffset)
        super.setContentOffset(contentOffset, animated: animated)
    }

    override func layoutSubviews() {
        probe.counter.layoutPassed()
        super.layoutSubviews()
    }

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
        set {
            probe.counter.offsetSet(to: newValue)
            super.contentOffset = newValue
        }
    }

    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        probe.counter.scrollCalled(to: contentOffset)
        super.setContentOffset(contentOffset, animated: animated)
    }

    override func layoutSubviews() {
        probe.counter.layoutPassed()
        super.layoutSubviews()
    }

    override func layoutIfNeeded() { probe.layoutIfNeeded { super.layoutIfNeeded() } }
}
#endif
