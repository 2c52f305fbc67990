import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Content the app pinned to the top of the visible region (Behaviour rules: *Pinned content*): the
/// message just sent in an AI chat, kept at the top while the reply streams in below it.
///
/// The engine keeps exactly the blank space below the content that lets the offset reach the
/// pinned row. It remembers the geometry that blank depends on, as of the last event that measured
/// it, apart from the app's own insets, so that an app write is weighed with the base of now.
package struct PinnedContent: Sendable, Equatable {
    /// The content y that stays at the top of the visible region. Changed alone, the blank keeps
    /// the geometry it was last measured with (``measure(_:)``): what a rotation's wait needs.
    package var y: CGFloat
    /// Whether the pinned row is followed: from the pin until the user scrolls. While it is, a move
    /// of the row moves the offset by as much, so the row keeps its place on screen.
    package var isFollowed = true
    /// What the blank space needs beyond the app's own top and bottom insets:
    /// `y - systemTop - pinnedTop + frame.height - contentSize.height - systemBottom`.
    private var roomBeyondAppInsets: CGFloat = 0

    /// Pins content y = `y`, measured in `scrollView`.
    package init(y: CGFloat, in scrollView: ScrollViewSnapshot) {
        self.y = y
        measure(scrollView)
    }

    /// Measures the geometry of now: frame, content size, safe area, pinned header.
    package mutating func measure(_ scrollView: ScrollViewSnapshot) {
        let system = scrollView.systemInset
        roomBeyondAppInsets =
            y - system.top - scrollView.pinnedTop + scrollView.frameInScreen.height - scrollView.contentSize.height
            - system.bottom
    }

    /// The blank space below the content: the bottom extra that lets the offset reach the pinned row,
    /// `max(0, y - adjusted.top - pinnedTop + frame.height - contentSize.height - system - base.bottom)`,
    /// with the app's own insets `base`.
    package func blank(base: EdgeInsets) -> CGFloat {
        max(0, roomBeyondAppInsets - base.top - base.bottom)
    }

    /// The offset that puts the pinned row at the top of `viewport`, before any clamp.
    package func offsetY(in viewport: Viewport) -> CGFloat {
        y - viewport.adjustedTop - viewport.pinnedTop
    }
}
