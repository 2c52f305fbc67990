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

    /// Geometry from its parts (tests, the simulator).
    package init(screenSize: CGSize, frameInScreen: CGRect, systemInset: EdgeInsets) {
        self.screenSize = screenSize
        self.frameInScreen = frameInScreen
        self.systemInset = systemInset
    }

    /// The geometry a snapshot was taken in.
    package init(_ snapshot: ScrollViewSnapshot) {
        self.init(
            screenSize: snapshot.screenSize, frameInScreen: snapshot.frameInScreen,
            systemInset: snapshot.systemInset)
    }

    /// Whether going from `previous` to this geometry calls for a new layout: there was none
    /// before, or the screen, the frame in it, or the bottom of the safe-area part moved by more
    /// than ``Tolerance/write``.
    package func requiresLayout(since previous: LayoutGeometry?) -> Bool {
        guard let previous else { return true }
        let tolerance = Tolerance.write
        let a = frameInScreen.standardized
        let b = previous.frameInScreen.standardized
        let values: [(CGFloat, CGFloat)] = [
            (screenSize.width, previous.screenSize.width), (screenSize.height, previous.screenSize.height),
            (a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height),
        ]
        // Only the bottom of the safe-area part changes the room the keyboard takes. The top one
        // changes while people scroll (a large title collapsing), which must not pull the focused
        // field back into view under their finger.
        return values.contains { abs($0.0 - $0.1) > tolerance }
            || abs(systemInset.bottom - previous.systemInset.bottom) > tolerance
    }
}
