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
        // The intersection worked out on the edges alone (a tracked frame does this on every
        // display frame, and Foundation's `intersection` builds standardized rects first).
        let (viewLeft, viewRight) = edges(viewFrame.origin.x, viewFrame.size.width)
        let (viewTop, viewBottom) = edges(viewFrame.origin.y, viewFrame.size.height)
        let (keyboardLeft, keyboardRight) = edges(keyboardFrame.origin.x, keyboardFrame.size.width)
        let (keyboardTop, keyboardBottom) = edges(keyboardFrame.origin.y, keyboardFrame.size.height)
        let top = max(viewTop, keyboardTop)
        guard min(viewRight, keyboardRight) > max(viewLeft, keyboardLeft), min(viewBottom, keyboardBottom) > top
        else { return 0 }
        return viewBottom - top
    }

    /// The lower and upper edge of a side from `origin` and `length`, a negative length included.
    @inline(__always)
    private static func edges(_ origin: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
        length < 0 ? (origin + length, origin) : (origin, origin + length)
    }

    /// What covers the screen: the keyboard's end frame grown upward by the part of an input
    /// accessory view that the frame leaves out (Behaviour rules:
    /// *How much of the view the keyboard covers*). A negative or non-finite height counts as none.
    package static func coveringFrame(endFrame: CGRect, accessoryHeight: CGFloat) -> CGRect {
        guard accessoryHeight.isFinite, accessoryHeight > 0 else { return endFrame }
        let frame = endFrame.standardized
        return CGRect(
            x: frame.minX, y: frame.minY - accessoryHeight,
            width: frame.width, height: frame.height + accessoryHeight)
    }

    /// How much of the view's bottom the keyboard covers beyond the safe-area part UIKit already
    /// adds (the home indicator's, for a docked iPhone keyboard): `covered - system` (Behaviour
    /// rules: *What is inset*). `nil` when the content makes no room for this keyboard (hidden,
    /// undocked and not followed, a view that cannot or must not make room).
    package static func keyboardRoom(
        state: KeyboardState, keyboardFrame: CGRect?,
        scrollView: ScrollViewSnapshot,
        options: KeyboardAvoidanceOptions
    ) -> CGFloat? {
        guard options.avoids(state), scrollView.makesRoomForKeyboard, let keyboardFrame else { return nil }
        return coveredHeight(of: scrollView.frameInScreen, by: keyboardFrame) - scrollView.systemInset.bottom
    }

    /// The inset to add on top of the app's own bottom inset `appBottom`: the keyboard's room, less
    /// the app's bottom when that counts as room the keyboard covers too
    /// (``KeyboardAvoidanceOptions/keyboardCoversAppInset``), never negative (Behaviour rules:
    /// *What is inset*).
    package static func extraInset(room: CGFloat?, appBottom: CGFloat, options: KeyboardAvoidanceOptions) -> CGFloat {
        guard let room else { return 0 }
        return max(0, room - (options.keyboardCoversAppInset ? appBottom : 0))
    }
}
