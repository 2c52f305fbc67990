#if canImport(UIKit)
import UIKit

/// Waits for a scroll view's animated scroll to end. A table or collection scrolls with
/// `setContentOffset(_:animated:)`, which moves `contentOffset` step by step on UIKit's own timing
/// (about a third of a second, not published) and lays rows out as they come in, with their real
/// heights in place of the estimates. What was measured before the scroll ended may still be an
/// estimate, so the focused field is measured again only once the offset stops moving.
@MainActor
enum ScrollSettling {
    /// How often the offset is sampled while it moves: about two display frames.
    static let sampleInterval: TimeInterval = 1.0 / 30
    /// The most samples taken before giving up waiting (about two seconds): a scroll view that
    /// never settles (the app animating it itself) is measured then anyway.
    static let maximumSamples = 60

    /// Runs `work` once `scrollView`'s offset has stopped moving: at the first sample, from the next
    /// run-loop turn on, that finds it where the previous one did (one sample later when it is
    /// not moving). Nothing runs once the scroll view is gone.
    static func whenSettled(_ scrollView: UIScrollView, _ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { [weak scrollView] in
            guard let scrollView else { return }
            sample(scrollView, after: scrollView.contentOffset, remaining: maximumSamples, work)
        }
    }

    private static func sample(
        _ scrollView: UIScrollView, after previous: CGPoint, remaining: Int,
        _ work: @escaping @MainActor () -> Void
    ) {
        DispatchQueue.main.asyncAfter(deadline: .now() + sampleInterval) { [weak scrollView] in
            guard let scrollView else { return }
            let offset = scrollView.contentOffset
            guard offset != previous, remaining > 0 else {
                work()
                return
            }
            sample(scrollView, after: offset, remaining: remaining - 1, work)
        }
    }
}
#endif
