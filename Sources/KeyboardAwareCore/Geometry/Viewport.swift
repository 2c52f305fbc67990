import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The vertical geometry of a scroll view that focus scrolling needs, in content coordinates.
///
/// `adjustedTop` and `adjustedBottom` are `adjustedContentInset`'s edges: the app's inset, the
/// keyboard's extra and the safe-area part that UIKit adds by itself. `pinnedTop` is content that
/// floats over the top of the visible band (a plain table's section header), which hides what
/// scrolls under it.
package struct Viewport: Sendable, Hashable {
    /// `contentOffset.y`.
    package var offsetY: CGFloat
    /// The height of the scroll view's frame.
    package var frameHeight: CGFloat
    /// `contentSize.height`.
    package var contentHeight: CGFloat
    /// `adjustedContentInset.top`: the app's inset plus the safe area UIKit adds.
    package var adjustedTop: CGFloat
    /// `adjustedContentInset.bottom`: the app's inset, the keyboard's extra and the safe area.
    package var adjustedBottom: CGFloat
    /// The height of content pinned over the top of the visible band: a plain table's floating
    /// section header, a collection view's pinned header (Behaviour rules:
    /// *When the offset moves*); 0 without one.
    package var pinnedTop: CGFloat
    /// Content shorter than the frame rests at its end rather than at its top: the mirror of an
    /// inverted view, which rests at its own top (Behaviour rules: *Inverted*); `false` for an
    /// upright view.
    package var shortContentRestsAtEnd = false

    /// A viewport from a scroll view's vertical geometry; see the properties for each value.
    package init(
        offsetY: CGFloat, frameHeight: CGFloat, contentHeight: CGFloat,
        adjustedTop: CGFloat, adjustedBottom: CGFloat, pinnedTop: CGFloat = 0
    ) {
        self.offsetY = offsetY
        self.frameHeight = frameHeight
        self.contentHeight = contentHeight
        self.adjustedTop = adjustedTop
        self.adjustedBottom = adjustedBottom
        self.pinnedTop = pinnedTop
    }

    /// Topmost content y not hidden behind the top inset or a pinned header.
    package var visibleTop: CGFloat { offsetY + adjustedTop + pinnedTop }
    /// Lowest content y not hidden behind the bottom inset (keyboard included).
    package var visibleBottom: CGFloat { offsetY + frameHeight - adjustedBottom }
    /// The height of the band between the insets: how much content can show at once.
    package var visibleHeight: CGFloat { visibleBottom - visibleTop }

    /// The offsets UIKit lets the content rest at: from the top inset to the end of the content
    /// plus the bottom inset, never inverted when the content is shorter than the view. Short
    /// content in an inverted view's mirror has one place to rest, its end (Behaviour rules:
    /// *Inverted*): `min(-adjustedTop, end)`.
    package var minimumOffsetY: CGFloat {
        shortContentRestsAtEnd ? min(-adjustedTop, contentHeight + adjustedBottom - frameHeight) : -adjustedTop
    }
    /// The largest offset UIKit lets the content rest at: its end plus the bottom inset (keyboard
    /// included) at the frame's bottom edge, or ``minimumOffsetY`` when the content is shorter.
    package var maximumOffsetY: CGFloat {
        let end = contentHeight + adjustedBottom - frameHeight
        return shortContentRestsAtEnd ? end : max(-adjustedTop, end)
    }

    /// Whether the content rests at its end, give or take a point (Behaviour rules:
    /// *Content lift*).
    package var isAtEnd: Bool { offsetY >= maximumOffsetY - 1 }

    /// `y` brought into the range UIKit allows, so that a scroll never leaves the content past its
    /// ends (UIKit would bounce it back, visibly).
    package func clampedOffsetY(_ y: CGFloat) -> CGFloat {
        min(max(y, minimumOffsetY), maximumOffsetY)
    }

    /// Whether `rect` (content coordinates) lies within the visible band, give or take
    /// ``Tolerance/visibility``.
    package func showsVertically(_ rect: CGRect) -> Bool {
        rect.minY >= visibleTop - Tolerance.visibility && rect.maxY <= visibleBottom + Tolerance.visibility
    }
}
