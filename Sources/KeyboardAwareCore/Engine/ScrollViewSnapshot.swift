import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scroll view's geometry at one moment, as UIKit reports it. The UIKit layer reads it from the
/// real view; the simulator from its model.
package struct ScrollViewSnapshot: Sendable, Equatable {
    /// Size of the screen's interface-oriented bounds.
    package var screenSize: CGSize
    /// The scroll view's frame in the screen's coordinate space.
    package var frameInScreen: CGRect
    /// The scroll view's `contentSize`, which bounds how far it can scroll.
    package var contentSize: CGSize
    /// The scroll view's `contentOffset` now; the engine moves it as little as possible.
    package var contentOffset: CGPoint
    /// `contentInset` as currently applied (the app's own plus any keyboard extra).
    package var contentInset: EdgeInsets
    /// `adjustedContentInset`: `contentInset` plus the safe-area part UIKit adds by itself.
    package var adjustedContentInset: EdgeInsets
    /// `verticalScrollIndicatorInsets` as currently applied.
    package var indicatorInset: EdgeInsets
    /// The height of the header floating over the top of the visible band, above the focused
    /// field's row (a plain table's section header); 0 without one.
    package var pinnedTop: CGFloat
    /// Whether the content can scroll vertically at all. A collection view whose layout scrolls
    /// only sideways (a horizontal carousel, full-height pages) cannot: a bottom inset would only
    /// break its full-height items.
    package var scrollsVertically: Bool
    /// Whether the scroll view's view controller already adjusts it for the keyboard
    /// (`UITableViewController`, `UICollectionViewController`): doing it twice would fight.
    package var isAdjustedByController: Bool
    /// Whether the scroll view is drawn upside down (`transform` with a negative `d`, as chat
    /// screens flip a table so that the newest message sits at the bottom): its content's top is
    /// on screen at the bottom, where the keyboard is, so a bottom inset and a scroll computed
    /// for an upright view would go to the wrong end. Such a view is left to the app, unless the
    /// options say it is inverted: it is then decided on its upright mirror, which is not flipped
    /// (Behaviour rules: *Inverted*).
    package var isFlipped: Bool
    /// The window's frame in the screen's coordinate space, where it ends above the screen's
    /// bottom (Slide Over, Stage Manager); `nil` for a window that fills the screen (Behaviour
    /// rules: *Docked and undocked keyboards*).
    package var windowFrame: CGRect?
    /// `false` for a view read outside a window (before it was ever in one, or after it left one):
    /// its frame and screen then say nothing about where a keyboard is. The engine decides it in
    /// the geometry of its last input on screen, when there was one
    /// (``KeyboardAvoidanceEngine/lastScreenGeometry``).
    package var isOnScreen = true
    /// The snapshot is an inverted view's upright mirror (``InvertedMirror``): short content rests
    /// at its end (Behaviour rules: *Inverted*).
    package var shortContentRestsAtEnd = false

    /// Captures a scroll view's geometry; every value is what UIKit reports at that moment.
    package init(
        screenSize: CGSize, frameInScreen: CGRect, contentSize: CGSize, contentOffset: CGPoint,
        contentInset: EdgeInsets, adjustedContentInset: EdgeInsets, indicatorInset: EdgeInsets,
        pinnedTop: CGFloat = 0, scrollsVertically: Bool = true, isAdjustedByController: Bool = false,
        isFlipped: Bool = false, windowFrame: CGRect? = nil
    ) {
        self.screenSize = screenSize
        self.frameInScreen = frameInScreen
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.contentInset = contentInset
        self.adjustedContentInset = adjustedContentInset
        self.indicatorInset = indicatorInset
        self.pinnedTop = pinnedTop
        self.scrollsVertically = scrollsVertically
        self.isAdjustedByController = isAdjustedByController
        self.isFlipped = isFlipped
        self.windowFrame = windowFrame
    }

    /// How a keyboard with this end frame sits for this scroll view's screen and window (Behaviour
    /// rules: *Docked and undocked keyboards*).
    package func keyboardState(endFrame: CGRect) -> KeyboardState {
        KeyboardState(endFrame: endFrame, screen: screenSize, window: windowFrame)
    }

    /// Whether this scroll view makes room for the keyboard (adds the extra inset, scrolls to the
    /// focused field): not when it cannot scroll vertically, nor when its view controller already
    /// does, nor when it is drawn upside down. It then keeps the app's insets exactly, whatever
    /// the keyboard does; the return key and Previous/Next still work (they do not depend on the
    /// insets).
    package var makesRoomForKeyboard: Bool { scrollsVertically && !isAdjustedByController && !isFlipped }

    /// The part of `adjustedContentInset` that UIKit adds on its own (safe area), per edge.
    package var systemInset: EdgeInsets { adjustedContentInset - contentInset }

    /// The viewport as it would be with `contentInset` replaced by `inset`: the system part stays.
    package func viewport(withContentInset inset: EdgeInsets) -> Viewport {
        let adjusted = inset + systemInset
        var viewport = Viewport(
            offsetY: contentOffset.y, frameHeight: frameInScreen.height,
            contentHeight: contentSize.height,
            adjustedTop: adjusted.top, adjustedBottom: adjusted.bottom, pinnedTop: pinnedTop)
        viewport.shortContentRestsAtEnd = shortContentRestsAtEnd
        return viewport
    }

    /// The same scroll view in other geometry: its screen, frame and window, and UIKit's share of
    /// its insets (the safe area, a controller's adjustment), those of `geometry`; its offset, content and own insets stay, and so does
    /// ``isOnScreen``. What it was before a resize, from the geometry it was last laid out in; and
    /// a view outside its window, in the last geometry it was decided in on screen (UIKit reports no
    /// safe area out of a window, where the view still shows with its old one once back).
    package func placed(in geometry: LayoutGeometry) -> ScrollViewSnapshot {
        var snapshot = self
        snapshot.screenSize = geometry.screenSize
        snapshot.frameInScreen = geometry.frameInScreen
        snapshot.windowFrame = geometry.windowFrame
        snapshot.adjustedContentInset = contentInset + geometry.systemInset
        return snapshot
    }

    /// The viewport as it is now.
    package var viewport: Viewport { viewport(withContentInset: contentInset) }

    /// The value of `property` the scroll view holds.
    package func inset(_ property: InsetProperty) -> EdgeInsets {
        switch property {
        case .content: contentInset
        case .indicator: indicatorInset
        }
    }

    /// The scroll view after `changes` are written: UIKit's own share of the adjusted inset stays.
    package func applying(_ changes: ScrollViewChanges) -> ScrollViewSnapshot {
        var after = self
        if let inset = changes.contentInset {
            after.adjustedContentInset = inset + systemInset
            after.contentInset = inset
        }
        if let inset = changes.indicatorInset { after.indicatorInset = inset }
        if let offset = changes.contentOffset { after.contentOffset = offset }
        return after
    }
}
