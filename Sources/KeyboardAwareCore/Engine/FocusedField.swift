import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The text input being edited, in the scroll view's content coordinates.
package struct FocusedField: Sendable, Equatable {
    /// The input's frame in the scroll view's content coordinates: what has to end up above the
    /// keyboard, plus the keyboard distance.
    package var frame: CGRect
    /// A text view, whose caret can be far from its top.
    package var isMultiline: Bool
    /// Where the caret is, for multi-line inputs.
    package var caretRect: CGRect?
    /// In a table or collection, the cell before the focused field's cell (previous row, or the
    /// last row of the nearest earlier non-empty section), found even when it is off screen.
    package var previousCellFrame: CGRect?
    /// This field's own distance to the keyboard, in place of the option's.
    package var keyboardDistance: CGFloat?
    /// Which input this is, for telling whether the field focused when a focus scroll was held is
    /// still the focused one when the finger lifts (Behaviour rules: *While a finger drags*); `nil`
    /// where the caller cannot tell.
    package var id: Int?

    /// Describes the input being edited. Only `frame` is required; the rest refines the scroll.
    ///
    /// - Parameters:
    /// - frame: The input's frame in content coordinates.
    /// - isMultiline: Whether it is a text view, whose caret can be far from its top.
    /// - caretRect: The caret in content coordinates, followed when the input is taller than the
    /// visible band.
    /// - previousCellFrame: In a table or collection, the cell before the input's own, shown too
    /// when both fit.
    /// - keyboardDistance: A per-field distance to the keyboard, in place of the option's.
    /// - id: Which input this is (an index, an object's identity).
    package init(
        frame: CGRect, isMultiline: Bool = false, caretRect: CGRect? = nil,
        previousCellFrame: CGRect? = nil, keyboardDistance: CGFloat? = nil, id: Int? = nil
    ) {
        self.frame = frame
        self.isMultiline = isMultiline
        self.caretRect = caretRect
        self.previousCellFrame = previousCellFrame
        self.keyboardDistance = keyboardDistance
        self.id = id
    }

    /// The rect that has to stay visible: the field, or its caret when it is a multi-line input
    /// too tall, with its distance, for the visible height.
    package func focusedRect(visibleHeight: CGFloat, distance: CGFloat) -> CGRect {
        let field = frame.standardized
        if isMultiline, let caret = caretRect, Tolerance.isTaller(field.height + distance, than: visibleHeight) {
            return caret.standardized
        }
        return field
    }

    /// The room kept below this field: its own ``keyboardDistance``, else the scroll view's.
    package func distance(default defaultDistance: CGFloat) -> CGFloat {
        keyboardDistance ?? defaultDistance
    }

    /// Whether the focused rect lies within the visible band of `viewport`.
    package func isVisible(in viewport: Viewport, defaultDistance: CGFloat) -> Bool {
        let distance = distance(default: defaultDistance)
        return viewport.showsVertically(focusedRect(visibleHeight: viewport.visibleHeight, distance: distance))
    }

    /// Whether `other` measures the same place: every rect within ``Tolerance/visibility`` (what
    /// shows on screen) and the same distance. A field measured again that is not the same (a text
    /// view's caret placed late, a row laid out with its real height instead of an estimate) calls
    /// for a correcting scroll.
    package func isSameMeasure(as other: FocusedField) -> Bool {
        func same(_ a: CGRect?, _ b: CGRect?) -> Bool {
            switch (a?.standardized, b?.standardized) {
            case (nil, nil): return true
            case (let a?, let b?):
                let t = Tolerance.visibility
                return abs(a.minX - b.minX) <= t && abs(a.minY - b.minY) <= t
                    && abs(a.width - b.width) <= t && abs(a.height - b.height) <= t
            default: return false
            }
        }
        return same(frame, other.frame) && same(caretRect, other.caretRect)
            && same(previousCellFrame, other.previousCellFrame) && keyboardDistance == other.keyboardDistance
    }
}

extension FocusedField {
    /// Whether the focused field, measured again after a scroll settled (`now`), is scrolled to once
    /// more: a text view places its caret late, a row brought in by the scroll is laid out with its
    /// real height instead of an estimate. Only while the keyboard is avoided, and not while the
    /// finger is down: the engine writes no offset then (Behaviour rules: *While a finger drags*),
    /// and a correction asked then would bring back a field the user dragged away from.
    package static func needsCorrection(
        isAvoidingKeyboard: Bool, isTouching: Bool, measured: FocusedField?, now: FocusedField?
    ) -> Bool {
        guard isAvoidingKeyboard, !isTouching, let measured, let now else { return false }
        return !now.isSameMeasure(as: measured)
    }
}

extension FocusedField? {
    /// Whether there is a focused field, asked without copying it: `focus != nil` copied the whole
    /// field into the comparison.
    var isPresent: Bool {
        if case .some = self { true } else { false }
    }
}
