import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The part of a ``ScrollViewSnapshot`` that the keyboard layout depends on: the screen, the
/// scroll view's frame in it, and the safe-area part of its insets.
///
/// A scroll view lays out very often (every scroll step runs `layoutSubviews`). Only a change of
/// this geometry (rotation, window resize, Stage Manager, safe area) is a reason to call
/// ``KeyboardAvoidanceEngine/geometryChanged(from:to:focus:isKeyboardTransition:)``; calling it on a mere scroll
/// would pull the focused field back into view while the user scrolls away from it.
package struct LayoutGeometry: Sendable, Equatable {
    /// Size of the screen's interface-oriented bounds.
    package var screenSize: CGSize
    /// The scroll view's frame in the screen's coordinate space.
    package var frameInScreen: CGRect
    /// `adjustedContentInset - contentInset`: what UIKit adds by itself.
    package var systemInset: EdgeInsets
    /// The window's frame in the screen's coordinate space, when it does not fill the screen.
    package var windowFrame: CGRect?

    /// Geometry from its parts (tests, the simulator).
    package init(screenSize: CGSize, frameInScreen: CGRect, systemInset: EdgeInsets, windowFrame: CGRect? = nil) {
        self.screenSize = screenSize
        self.frameInScreen = frameInScreen
        self.systemInset = systemInset
        self.windowFrame = windowFrame
    }

    /// The geometry a snapshot was taken in.
    package init(_ snapshot: ScrollViewSnapshot) {
        self.init(
            screenSize: snapshot.screenSize, frameInScreen: snapshot.frameInScreen,
            systemInset: snapshot.systemInset, windowFrame: snapshot.windowFrame)
    }

    /// Whether going from `previous` to this geometry calls for a new layout: there was none
    /// before, or the screen, the frame in it, or the bottom of the safe-area part moved by more
    /// than ``Tolerance/write``.
    package func requiresLayout(since previous: LayoutGeometry?) -> Bool {
        guard let previous else { return true }
        // Only the bottom of the safe-area part changes the room the keyboard takes. The top one
        // changes while people scroll (a large title collapsing), which must not pull the focused
        // field back into view under their finger. Compared without building anything: this runs
        // on every scroll step.
        return Self.differ(screenSize.width, previous.screenSize.width)
            || Self.differ(screenSize.height, previous.screenSize.height)
            || Self.differ(frameInScreen, previous.frameInScreen)
            || Self.differ(systemInset.bottom, previous.systemInset.bottom)
            || windowFrame != previous.windowFrame
                && Self.differ(windowFrame ?? .null, previous.windowFrame ?? .null)
    }

    private static func differ(_ a: CGFloat, _ b: CGFloat) -> Bool {
        abs(a - b) > Tolerance.write
    }

    private static func differ(_ a: CGRect, _ b: CGRect) -> Bool {
        guard !a.isNull, !b.isNull else { return a.isNull != b.isNull }
        let a = a.standardized
        let b = b.standardized
        return differ(a.minX, b.minX) || differ(a.minY, b.minY) || differ(a.width, b.width)
            || differ(a.height, b.height)
    }
}
