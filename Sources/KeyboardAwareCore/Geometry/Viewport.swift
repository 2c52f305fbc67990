import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The vertical geometry of a scroll view that focus scrolling needs, in content coordinates.
///
/// `adjustedTop` and `adjustedBottom` are `adjustedContentInset`'s edges: the app's inset, the
/// keyboard's extra and the safe-area part that UIKit adds by itself.
public struct Viewport: Sendable, Hashable {
    public var offsetY: CGFloat
    public var frameHeight: CGFloat
    public var contentHeight: CGFloat
    public var adjustedTop: CGFloat
    public var adjustedBottom: CGFloat

    public init(offsetY: CGFloat, frameHeight: CGFloat, contentHeight: CGFloat,
                adjustedTop: CGFloat, adjustedBottom: CGFloat) {
        self.offsetY = offsetY
        self.frameHeight = frameHeight
        self.contentHeight = contentHeight
        self.adjustedTop = adjustedTop
        self.adjustedBottom = adjustedBottom
    }

    /// Topmost content y not hidden behind the top inset.
    public var visibleTop: CGFloat { offsetY + adjustedTop }
    /// Lowest content y not hidden behind the bottom inset (keyboard included).
    public var visibleBottom: CGFloat { offsetY + frameHeight - adjustedBottom }
    public var visibleHeight: CGFloat { visibleBottom - visibleTop }

    /// The offsets UIKit lets the content rest at: from the top inset to the end of the content
    /// plus the bottom inset, never inverted when the content is shorter than the view.
    public var minimumOffsetY: CGFloat { -adjustedTop }
    public var maximumOffsetY: CGFloat {
        max(-adjustedTop, contentHeight + adjustedBottom - frameHeight)
    }

    public func clampedOffsetY(_ y: CGFloat) -> CGFloat {
        min(max(y, minimumOffsetY), maximumOffsetY)
    }

    /// Whether `rect` (content coordinates) lies within the visible band, give or take
    /// ``Tolerance/visibility``.
    public func showsVertically(_ rect: CGRect) -> Bool {
        rect.minY >= visibleTop - Tolerance.visibility && rect.maxY <= visibleBottom + Tolerance.visibility
    }
}
