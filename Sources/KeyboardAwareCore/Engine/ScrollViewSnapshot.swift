import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scroll view's geometry at one moment, as UIKit reports it. The UIKit layer reads it from the
/// real view; the simulator from its model.
public struct ScrollViewSnapshot: Sendable, Equatable {
    /// Size of the screen's interface-oriented bounds.
    public var screenSize: CGSize
    /// The scroll view's frame in the screen's coordinate space.
    public var frameInScreen: CGRect
    /// The scroll view's `contentSize`, which bounds how far it can scroll.
    public var contentSize: CGSize
    /// The scroll view's `contentOffset` now; the engine moves it as little as possible.
    public var contentOffset: CGPoint
    /// `contentInset` as currently applied (the app's own plus any keyboard extra).
    public var contentInset: EdgeInsets
    /// `adjustedContentInset`: `contentInset` plus the safe-area part UIKit adds by itself.
    public var adjustedContentInset: EdgeInsets
    /// `verticalScrollIndicatorInsets` as currently applied.
    public var indicatorInset: EdgeInsets
    /// The height of the header floating over the top of the visible band, above the focused
    /// field's row (a plain table's section header); 0 without one.
    public var pinnedTop: CGFloat

    /// Captures a scroll view's geometry; every value is what UIKit reports at that moment.
    public init(screenSize: CGSize, frameInScreen: CGRect, contentSize: CGSize, contentOffset: CGPoint,
                contentInset: EdgeInsets, adjustedContentInset: EdgeInsets, indicatorInset: EdgeInsets,
                pinnedTop: CGFloat = 0) {
        self.screenSize = screenSize
        self.frameInScreen = frameInScreen
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.contentInset = contentInset
        self.adjustedContentInset = adjustedContentInset
        self.indicatorInset = indicatorInset
        self.pinnedTop = pinnedTop
    }

    /// The part of `adjustedContentInset` that UIKit adds on its own (safe area), per edge.
    public var systemInset: EdgeInsets { adjustedContentInset - contentInset }

    /// The viewport as it would be with `contentInset` replaced by `inset`: the system part stays.
    public func viewport(withContentInset inset: EdgeInsets) -> Viewport {
        let adjusted = inset + systemInset
        return Viewport(offsetY: contentOffset.y, frameHeight: frameInScreen.height,
                        contentHeight: contentSize.height,
                        adjustedTop: adjusted.top, adjustedBottom: adjusted.bottom, pinnedTop: pinnedTop)
    }

    /// The same scroll view in other geometry: what it was before a resize, from the geometry it
    /// was last laid out in (the offset, content and insets stay; UIKit derives the rest).
    public func placed(in geometry: LayoutGeometry) -> ScrollViewSnapshot {
        var snapshot = self
        snapshot.screenSize = geometry.screenSize
        snapshot.frameInScreen = geometry.frameInScreen
        snapshot.adjustedContentInset = contentInset + geometry.systemInset
        return snapshot
    }

    /// The viewport as it is now.
    public var viewport: Viewport { viewport(withContentInset: contentInset) }
}
