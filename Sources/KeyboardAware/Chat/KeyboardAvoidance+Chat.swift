#if canImport(UIKit)
import UIKit

/// What a chat screen asks of its scroll view: whether it shows the newest message, and going
/// there. "At its end" is as *Content lift* in the behaviour rules has it: the offset within a
/// point of the largest one.
extension KeyboardAvoidance {
    /// Whether the scroll view rests at the end of its content, within a point: what
    /// `contentLift = .whenAtEnd` keeps (a "jump to the newest message" button shows when it is
    /// `false`). An inverted view (``KeyboardAvoidanceOptions/contentOrientation``) is at its end
    /// as the user sees it: row 0 at its visual bottom, `contentOffset.y` at
    /// `-adjustedContentInset.top`. `false` without a scroll view.
    public var isAtEnd: Bool {
        guard let scrollView else { return false }
        return ScrollViewSnapshotReader.isAtEnd(
            scrollView, contentHeight: scrollView.contentSize.height, isInverted: isInverted)
    }

    /// Scrolls to the end of the content (the newest message of a chat), the keyboard's inset
    /// included, as `setContentOffset(_:animated:)` does: with UIKit's scroll animation or at once.
    /// Call it after the content grew (a sent message) once the table or collection has its new
    /// content size, for instance after `layoutIfNeeded()`. An inverted view goes to its visual
    /// bottom, where row 0 shows: `contentOffset.y = -adjustedContentInset.top`.
    public func scrollToEnd(animated: Bool) {
        guard let scrollView else { return }
        let end = ScrollViewSnapshotReader.endOffsetY(of: scrollView, isInverted: isInverted)
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: end), animated: animated)
    }
}
#endif
