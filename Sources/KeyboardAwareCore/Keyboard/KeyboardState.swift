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
        guard !kind.isHide, let frame = endFrame else {
            self = .hidden
            return
        }
        self.init(endFrame: frame, screenHeight: screenHeight)
    }

    /// Classifies a keyboard frame that is known to be shown or moving.
    package init(endFrame frame: CGRect, screenHeight: CGFloat) {
        if frame.size.width <= 0 || frame.size.height <= 0 || frame.minY >= screenHeight {
            self = .hidden
        } else if frame.maxY >= screenHeight - 1 {
            self = .docked
        } else {
            self = .undocked
        }
    }
}
