import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How much of a view a keyboard covers, measured from the view's bottom edge.
package enum KeyboardOverlap {
    /// The height, from the bottom of `viewFrame` up, that the keyboard hides. Both rects are in
    /// screen coordinates. A keyboard that only touches the view's edge covers nothing.
    ///
    /// Measuring from the view's bottom (not the keyboard's height) is what makes windows that end
    /// above the screen's bottom (Split View, Stage Manager, form sheets) come out right.
    package static func coveredHeight(of viewFrame: CGRect, by keyboardFrame: CGRect) -> CGFloat {
        let overlap = viewFrame.intersection(keyboardFrame)
        guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { return 0 }
        return viewFrame.maxY - overlap.minY
    }

    /// What covers the screen: the keyboard's end frame grown upward by an input accessory view
    /// that the frame leaves out (iOS 26 and later report the keyboard without it): rule 3,
    /// covered height. A negative or non-finite accessory height counts as none.
    package static func coveringFrame(endFrame: CGRect, accessoryHeight: CGFloat) -> CGRect {
        guard accessoryHeight.isFinite, accessoryHeight > 0 else { return endFrame }
        let frame = endFrame.standardized
        return CGRect(
            x: frame.minX, y: frame.minY - accessoryHeight,
            width: frame.width, height: frame.height + accessoryHeight)
    }

    /// The inset to add on top of the app's own: what the keyboard covers beyond the safe-area
    /// part UIKit already adds (the home indicator's, for a docked iPhone keyboard).
    package static func extraBottomInset(
        state: KeyboardState, keyboardFrame: CGRect?,
        scrollView: ScrollViewSnapshot,
        options: KeyboardAvoidanceOptions
    ) -> CGFloat {
        guard options.avoids(state), scrollView.makesRoomForKeyboard, let keyboardFrame else { return 0 }
        let covered = coveredHeight(of: scrollView.frameInScreen, by: keyboardFrame)
        return max(0, covered - scrollView.systemInset.bottom)
    }
}
