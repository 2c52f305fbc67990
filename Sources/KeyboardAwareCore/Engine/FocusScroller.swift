import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where to scroll so that the focused field shows, moving the content as little as possible.
package enum FocusScroller {
    /// What a scroll is for: the field as a whole, or only its caret while typing.
    package enum Target: Sendable {
        /// The field (or its caret when it is too tall), with the previous cell when that fits.
        case field
        /// The caret alone, without the previous cell: the text view is being typed in.
        case caret
    }

    /// The content offset `y` that shows `field` in `viewport`, clamped to the valid range.
    package static func offsetY(
        showing field: FocusedField, target: Target = .field, in viewport: Viewport,
        options: KeyboardAvoidanceOptions
    ) -> CGFloat {
        let distance = field.distance(default: options.keyboardDistance)
        let visibleHeight = viewport.visibleHeight
        let focused: CGRect
        switch target {
        case .caret: focused = (field.caretRect ?? field.frame).standardized
        case .field: focused = field.focusedRect(visibleHeight: visibleHeight, distance: distance)
        }
        let withDistance = CGRect(
            x: focused.minX, y: focused.minY,
            width: focused.width, height: focused.height + distance)
        // Only the vertical extent matters: what is shown runs from `top` to `bottom`.
        var (top, bottom) = (withDistance.minY, withDistance.maxY)
        if target == .field, options.revealsPreviousCell, let previous = field.previousCellFrame {
            let both = (min(top, previous.minY), max(bottom, previous.maxY))
            if !Tolerance.isTaller(both.1 - both.0, than: visibleHeight) { (top, bottom) = both }
        }
        var y = viewport.offsetY
        if Tolerance.isTaller(bottom - top, than: visibleHeight) {
            y = top - viewport.adjustedTop - viewport.pinnedTop
        } else if top < viewport.visibleTop {
            y -= viewport.visibleTop - top
        } else if bottom > viewport.visibleBottom {
            y += bottom - viewport.visibleBottom
        }
        return viewport.clampedOffsetY(y)
    }
}
