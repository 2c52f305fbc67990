import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Counts the writes and layout passes of one scroll view, event by event, from the calls its
/// overridden setters and layout methods report. The rules of what counts live here, away from
/// UIKit, so that they are tested where UIKit does not exist:
/// - the replay's own writes (the scenario's app setting an inset) are announced and not counted;
/// - `setContentOffset(_:animated: true)` counts once, and the `contentOffset` sets of the
///   animation UIKit then runs, up to the one that reaches the target, are its frames;
/// - an offset set inside an inset write is UIKit keeping the offset in range, not a write;
/// - a layout pass inside `layoutIfNeeded()` on the view is forced, unless the replay forced it.
package struct ScrollViewWriteCounter: Sendable {
    /// Which inset property was written.
    package enum Inset: Sendable { case content, indicator }

    /// The counts since the last ``endEvent()``.
    package private(set) var current = EventCost()
    private var ownWritePending = false
    private var ownLayoutPending = false
    private var insetWriteDepth = 0
    /// One entry per `layoutIfNeeded()` being run on the view: whether it is the kit's (forced).
    private var layoutIfNeededCalls: [Bool] = []
    private var animationTarget: CGPoint?

    /// A counter with nothing counted.
    package init() {}

    // MARK: - Reported by the view

    /// The next write (inset or offset) or forced layout is the replay's own: not the kit's cost.
    package mutating func nextWriteIsOwn() { ownWritePending = true }

    /// The next `layoutIfNeeded()` on the view is the replay's own.
    package mutating func nextLayoutIsOwn() { ownLayoutPending = true }

    /// An inset setter was entered; ``insetWriteEnded()`` follows when it returns.
    package mutating func insetWriteBegan(_ inset: Inset) {
        insetWriteDepth += 1
        if ownWritePending {
            ownWritePending = false
            return
        }
        switch inset {
        case .content: current.contentInsetSets += 1
        case .indicator: current.indicatorInsetSets += 1
        }
    }

    /// The inset setter returned.
    package mutating func insetWriteEnded() { insetWriteDepth -= 1 }

    /// `setContentOffset(_:animated:)` was called with `offset`. The `contentOffset` sets it makes
    /// (one without animation, one per frame with it), up to the one that reaches `offset`, are
    /// part of this write.
    package mutating func scrollCalled(to offset: CGPoint) {
        if ownWritePending {
            ownWritePending = false
        } else {
            current.contentOffsetSets += 1
        }
        animationTarget = offset
    }

    /// The `contentOffset` setter ran with `offset`.
    package mutating func offsetSet(to offset: CGPoint) {
        if let target = animationTarget {
            // A frame of the scroll just asked for, or its last one.
            if abs(target.x - offset.x) <= 0.5, abs(target.y - offset.y) <= 0.5 { animationTarget = nil }
            return
        }
        if insetWriteDepth > 0 { return }
        if ownWritePending {
            ownWritePending = false
            return
        }
        current.contentOffsetSets += 1
    }

    /// `layoutIfNeeded()` was entered on the view; ``layoutIfNeededEnded()`` follows.
    package mutating func layoutIfNeededBegan() {
        layoutIfNeededCalls.append(!ownLayoutPending)
        ownLayoutPending = false
    }

    /// `layoutIfNeeded()` returned.
    package mutating func layoutIfNeededEnded() { _ = layoutIfNeededCalls.popLast() }

    /// `layoutSubviews()` ran.
    package mutating func layoutPassed() {
        current.layoutPasses += 1
        if layoutIfNeededCalls.contains(true) { current.forcedLayoutPasses += 1 }
    }

    // MARK: - Events

    /// The counts of the event that just ended; counting starts again from zero. An animation
    /// still running belongs to the event that started it.
    package mutating func endEvent() -> EventCost {
        defer {
            current = EventCost()
            animationTarget = nil
        }
        return current
    }
}
