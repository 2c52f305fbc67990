import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A model of the `UIScrollView` properties keyboard avoidance reads and writes, with UIKit's
/// rules for `adjustedContentInset` and the offsets content can rest at.
package struct SimulatedScrollView: Sendable, Equatable {
    /// How many times the engine wrote each property.
    package struct Writes: Sendable, Hashable {
        /// Writes to `contentInset`.
        package var contentInset = 0
        /// Writes to `verticalScrollIndicatorInsets`.
        package var indicatorInset = 0
        /// Writes to `contentOffset`.
        package var contentOffset = 0
    }

    /// The size of the screen's interface-oriented bounds.
    package var screenSize: CGSize
    /// Screen coordinates.
    package var window: CGRect
    /// Whether the window follows the screen's size (the file gave none of its own).
    package var windowFollowsScreen: Bool
    /// Window coordinates.
    package var frame: CGRect
    /// `contentSize`.
    package var contentSize: CGSize
    /// `contentInset`: the app's own plus whatever the engine added.
    package var contentInset: EdgeInsets
    /// `verticalScrollIndicatorInsets`.
    package var indicatorInset: EdgeInsets
    /// The scroll view's `safeAreaInsets`, which UIKit adds to `adjustedContentInset` by itself.
    package var safeArea: EdgeInsets
    /// `contentInsetAdjustmentBehavior`: which safe-area edges UIKit adds.
    package var insetAdjustment: ContentInsetAdjustment
    /// `contentOffset`.
    package var contentOffset: CGPoint
    /// The height of content pinned over the top of the visible region (a floating header).
    package var pinnedTop: CGFloat
    /// `alwaysBounceVertical`: scrolls vertically, for `adjustedContentInset`, whatever the content.
    package var bouncesVertically: Bool
    /// The view of a controller inside a navigation controller (`.automatic` adds top and bottom).
    package var isNavigationControllerOwned: Bool
    /// The model is an inverted view's upright mirror (``mirrored``): short content rests at its
    /// end (Behaviour rules: *Inverted*).
    package var shortContentRestsAtEnd = false
    /// Whether the scroll view is in its window (a scenario's `window` events take it out and
    /// back). Out of it, UIKit reports no safe area, and the view is read in its own bounds.
    package var isInWindow = true
    /// The safe-area part of `adjustedContentInset` as it was in the window, for a view seen as the
    /// engine decides it out of its window (``placed(as:)``): the engine keeps that part as it was,
    /// where UIKit would derive it again from the content size once the view is back.
    var systemInsetInWindow: EdgeInsets?

    /// The scroll view as `scenario` starts: its window (the screen when none is given), frame, insets
    /// and offset (resting at the top when none is given).
    package init(scenario: Scenario) {
        let spec = scenario.scrollView
        screenSize = scenario.screen
        window = scenario.window ?? CGRect(origin: .zero, size: scenario.screen)
        windowFollowsScreen = scenario.window == nil
        frame = spec.frame
        contentSize = spec.contentSize
        contentInset = spec.contentInset
        indicatorInset = spec.indicatorInset
        safeArea = spec.safeArea
        insetAdjustment = spec.insetAdjustment
        pinnedTop = spec.pinnedTop
        bouncesVertically = spec.bouncesVertically
        isNavigationControllerOwned = spec.isNavigationControllerOwned
        contentOffset = .zero
        contentOffset = spec.contentOffset ?? CGPoint(x: 0, y: -adjustedContentInset.top)
    }

    // MARK: - What UIKit derives

    /// `adjustedContentInset` as UIKit derives it: `contentInset` plus the safe-area edges
    /// ``insetAdjustment`` adds.
    package var adjustedContentInset: EdgeInsets {
        if let systemInsetInWindow { return contentInset + systemInsetInWindow }
        return contentInset
            + insetAdjustment.systemInset(
                safeArea: isInWindow ? safeArea : .zero, contentSize: contentSize, frameSize: frame.size,
                bouncesVertically: bouncesVertically, isNavigationControllerOwned: isNavigationControllerOwned)
    }

    /// The frame in the screen's coordinate space.
    package var frameInScreen: CGRect {
        frame.offsetBy(dx: window.minX, dy: window.minY)
    }

    /// What the engine is given, read as the UIKit layer's `KeyboardAvoidance` reads a real scroll
    /// view: out of its window, in its own bounds (a "screen" its own size, itself at the origin,
    /// no window), not on screen.
    package var snapshot: ScrollViewSnapshot {
        let ownBounds = CGRect(origin: .zero, size: frame.size)
        var snapshot = ScrollViewSnapshot(
            screenSize: isInWindow ? screenSize : frame.size, frameInScreen: isInWindow ? frameInScreen : ownBounds,
            contentSize: contentSize, contentOffset: contentOffset, contentInset: contentInset,
            adjustedContentInset: adjustedContentInset, indicatorInset: indicatorInset,
            pinnedTop: pinnedTop, windowFrame: isInWindow ? window : nil)
        snapshot.shortContentRestsAtEnd = shortContentRestsAtEnd
        snapshot.isOnScreen = isInWindow
        return snapshot
    }

    /// The visible part of the content, in content coordinates: where table and collection views
    /// keep cells (and so their fields) in the view hierarchy.
    package var bounds: CGRect { CGRect(origin: contentOffset, size: frame.size) }

    // MARK: - Changes

    /// Applies the engine's answer and counts what it wrote.
    package mutating func apply(_ changes: ScrollViewChanges) -> Writes {
        var writes = Writes()
        if let inset = changes.contentInset {
            contentInset = inset
            writes.contentInset += 1
        }
        if let inset = changes.indicatorInset {
            indicatorInset = inset
            writes.indicatorInset += 1
        }
        if let offset = changes.contentOffset {
            contentOffset = offset
            writes.contentOffset += 1
        }
        return writes
    }

    /// A scroll by the user, which UIKit stops at the ends of the content.
    package mutating func userScroll(to point: CGPoint) {
        let adjusted = adjustedContentInset
        let maxX = max(-adjusted.left, contentSize.width + adjusted.right - frame.width)
        contentOffset = CGPoint(
            x: min(max(point.x, -adjusted.left), maxX),
            y: snapshot.viewport.clampedOffsetY(point.y))
    }

    /// The finger lifted: UIKit bounces content left out of range back to the nearest end.
    package mutating func bounce() {
        userScroll(to: contentOffset)
    }

    /// This view out of its window as the engine decides it: in the screen, window, frame and safe
    /// area it had in `last`, the model as it was last in its window (the stand-in geometry,
    /// ``KeyboardAvoidanceEngine/lastScreenGeometry``).
    package func placed(as last: SimulatedScrollView) -> SimulatedScrollView {
        var view = self
        view.isInWindow = true
        view.screenSize = last.screenSize
        view.window = last.window
        view.windowFollowsScreen = last.windowFollowsScreen
        view.frame = last.frame
        view.safeArea = last.safeArea
        view.systemInsetInWindow = last.adjustedContentInset - last.contentInset
        return view
    }

    /// Changes the screen, window, frame or safe area as a rotation or a window resize would; a window
    /// that followed the screen keeps following it.
    package mutating func resize(_ resize: Scenario.Resize) {
        if let screen = resize.screen {
            screenSize = screen
            if windowFollowsScreen { window.size = screen }
        }
        if let newWindow = resize.window {
            window = newWindow
            windowFollowsScreen = false
        }
        if let newFrame = resize.frame { frame = newFrame }
        if let newSafeArea = resize.safeArea { safeArea = newSafeArea }
    }
}
