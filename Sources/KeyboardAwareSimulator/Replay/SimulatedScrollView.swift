import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A model of the `UIScrollView` properties keyboard avoidance reads and writes, with UIKit's
/// rules for `adjustedContentInset` and the offsets content can rest at.
public struct SimulatedScrollView: Sendable, Equatable {
    /// How many times the engine wrote each property.
    public struct Writes: Sendable, Hashable {
        public var contentInset = 0
        public var indicatorInset = 0
        public var contentOffset = 0
    }

    public var screenSize: CGSize
    /// Screen coordinates.
    public var window: CGRect
    /// Whether the window follows the screen's size (the file gave none of its own).
    public var windowFollowsScreen: Bool
    /// Window coordinates.
    public var frame: CGRect
    public var contentSize: CGSize
    public var contentInset: EdgeInsets
    /// `verticalScrollIndicatorInsets`.
    public var indicatorInset: EdgeInsets
    public var safeArea: EdgeInsets
    public var insetAdjustment: ContentInsetAdjustment
    public var contentOffset: CGPoint

    public init(scenario: Scenario) {
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
        contentOffset = .zero
        contentOffset = spec.contentOffset ?? CGPoint(x: 0, y: -adjustedContentInset.top)
    }

    // MARK: - What UIKit derives

    public var adjustedContentInset: EdgeInsets {
        contentInset + insetAdjustment.systemInset(safeArea: safeArea, contentSize: contentSize, frameSize: frame.size)
    }

    /// The frame in the screen's coordinate space.
    public var frameInScreen: CGRect {
        frame.offsetBy(dx: window.minX, dy: window.minY)
    }

    public var snapshot: ScrollViewSnapshot {
        ScrollViewSnapshot(screenSize: screenSize, frameInScreen: frameInScreen, contentSize: contentSize,
                           contentOffset: contentOffset, contentInset: contentInset,
                           adjustedContentInset: adjustedContentInset, indicatorInset: indicatorInset)
    }

    // MARK: - Changes

    /// Applies the engine's answer and counts what it wrote.
    public mutating func apply(_ changes: ScrollViewChanges) -> Writes {
        var writes = Writes()
        if let inset = changes.contentInset { contentInset = inset; writes.contentInset += 1 }
        if let inset = changes.indicatorInset { indicatorInset = inset; writes.indicatorInset += 1 }
        if let offset = changes.contentOffset { contentOffset = offset; writes.contentOffset += 1 }
        return writes
    }

    /// A scroll by the user, which UIKit stops at the ends of the content.
    public mutating func userScroll(to point: CGPoint) {
        let adjusted = adjustedContentInset
        let maxX = max(-adjusted.left, contentSize.width + adjusted.right - frame.width)
        contentOffset = CGPoint(x: min(max(point.x, -adjusted.left), maxX),
                                y: snapshot.viewport.clampedOffsetY(point.y))
    }

    public mutating func resize(_ resize: Scenario.Resize) {
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
