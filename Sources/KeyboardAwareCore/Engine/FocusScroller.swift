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
        var shown = withDistance
        if target == .field, options.revealsPreviousCell, let previous = field.previousCellFrame {
            let both = withDistance.union(previous.standardized)
            if !Tolerance.isTaller(both.height, than: visibleHeight) { shown = both }
        }
        var y = viewport.offsetY
        if Tolerance.isTaller(shown.height, than: visibleHeight) {
            y = shown.minY - viewport.adjustedTop - viewport.pinnedTop
        } else if shown.minY < viewport.visibleTop {
            y -= viewport.visibleTop - shown.minY
        } else if shown.maxY > viewport.visibleBottom {
            y += shown.maxY - viewport.visibleBottom
        }
        return viewport.clampedOffsetY(y)
    }
}
