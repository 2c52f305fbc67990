import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the keyboard is, as far as covering content goes.
public enum KeyboardState: String, Sendable, CaseIterable {
    /// Off screen, empty, or hiding.
    case hidden
    /// Resting on the screen's bottom edge: the iPhone keyboard, the docked iPad keyboard, and the
    /// hardware keyboard's shortcuts bar.
    case docked
    /// On screen but clear of the bottom edge: floating, split or undocked iPad keyboards.
    case undocked

    /// Classifies a keyboard from its end frame in screen coordinates.
    ///
    /// - Parameters:
    ///   - kind: Which notification reported the frame: hide notifications always mean hidden.
    ///   - endFrame: The frame the keyboard animates to; `nil` only for hide events.
    ///   - screenHeight: The height of the screen's interface-oriented bounds.
    package init(kind: KeyboardEventKind, endFrame: CGRect?, screenHeight: CGFloat) {
        self.init(kind: kind, endFrame: endFrame, screen: CGSize(width: .infinity, height: screenHeight), window: nil)
    }

    /// Classifies a keyboard from a notification's kind and end frame, on a screen of `screen`
    /// size, for a window at `window` in screen coordinates (`nil`: the screen's bounds).
    package init(kind: KeyboardEventKind, endFrame: CGRect?, screen: CGSize, window: CGRect?) {
        guard !kind.isHide, let frame = endFrame else {
            self = .hidden
            return
        }
        self.init(endFrame: frame, screen: screen, window: window)
    }

    /// Classifies a keyboard frame that is known to be shown or moving, on a screen
    /// `screenHeight` high whose windows reach its bottom.
    package init(endFrame frame: CGRect, screenHeight: CGFloat) {
        self.init(endFrame: frame, screen: CGSize(width: .infinity, height: screenHeight), window: nil)
    }

    /// Classifies a keyboard frame that is known to be shown or moving (Behaviour rules:
    /// *Docked and undocked keyboards*): docked when it touches the screen's bottom, or, for a
    /// window that ends above the screen's bottom (Slide Over, where a docked keyboard's frame may
    /// stop at the app's bottom), when it spans the screen's width and touches the window's bottom.
    package init(endFrame frame: CGRect, screen: CGSize, window: CGRect?) {
        if frame.size.width <= 0 || frame.size.height <= 0 || frame.minY >= screen.height {
            self = .hidden
        } else if frame.maxY >= screen.height - 1 {
            self = .docked
        } else if let window, window.maxY < screen.height, frame.width >= screen.width - 1,
            abs(frame.maxY - window.maxY) <= 1
        {
            self = .docked
        } else {
            self = .undocked
        }
    }
}

/// Which bottom a docked keyboard's frame ends at (Behaviour rules:
/// *Docked and undocked keyboards*): the screen's, as on every full-screen window, or a window's
/// that ends above it (Slide Over, where a docked keyboard's frame may stop at the app's bottom).
/// What a device sends is recorded by the self-check.
package enum DockedKeyboardEdge: String, Sendable, Equatable {
    /// The frame reaches the screen's bottom edge.
    case screenBottom = "the screen's bottom"
    /// The frame stops at the bottom of a window that ends above the screen's.
    case windowBottom = "the window's bottom"

    /// The edge a keyboard frame ends at, or `nil` when it is not docked (Behaviour rules:
    /// *Docked and undocked keyboards*).
    package init?(endFrame: CGRect, screen: CGSize, window: CGRect?) {
        guard KeyboardState(endFrame: endFrame, screen: screen, window: window) == .docked else { return nil }
        self = endFrame.maxY >= screen.height - 1 ? .screenBottom : .windowBottom
    }
}
