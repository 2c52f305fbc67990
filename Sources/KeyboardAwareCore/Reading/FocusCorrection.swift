/// Whether the focused field, measured again after a scroll settled, is scrolled to once more: a
/// text view places its caret late, a row brought in by the scroll is laid out with its real
/// height instead of an estimate.
///
/// Not while the finger is down: the engine writes no offset then (Behaviour rules:
/// *While a finger drags*), and a correction asked then would be held and replayed when the finger
/// lifts, bringing back a field the user dragged away from. Nor once the keyboard is no longer
/// avoided.
package enum FocusCorrection {
    /// Whether to correct: the keyboard is avoided, no finger is down, and the field as measured
    /// now (`now`) is not where the last decision measured it (`measured`).
    package static func corrects(
        isAvoidingKeyboard: Bool, isTouching: Bool, measured: FocusedField?, now: FocusedField?
    ) -> Bool {
        guard isAvoidingKeyboard, !isTouching, let measured, let now else { return false }
        return !now.isSameMeasure(as: measured)
    }
}
