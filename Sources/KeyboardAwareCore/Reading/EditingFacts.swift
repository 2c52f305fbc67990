/// Whether a text input still edits when a hiding keyboard notification comes, for holding that
/// hide (Behaviour rules: *Held hides*).
///
/// A `UITextView` (and SwiftUI's `TextEditor`, and many custom `UITextInput` views) posts its
/// keyboard will-notifications *before* its begin-editing: when focus moves from a secure field to
/// a text view, the secure field has ended editing and the text view has not begun yet, so neither
/// the input the scroll view tracks nor the last one that began editing is first responder. The
/// text view already is, though: the window is asked for any text input that is first responder.
package enum EditingFacts {
    /// Whether an input still edits.
    ///
    /// - Parameters:
    ///   - trackedIsFirstResponder: whether the input the scroll view tracks is first responder
    ///     (`nil` without one).
    ///   - lastBeganIsFirstResponder: whether the last input that began editing anywhere is
    ///     (`nil` without one).
    ///   - windowHasTextInputFirstResponder: whether any text input in the window is first
    ///     responder; asked only when the other two say no (it walks the window).
    package static func inputStillEdits(
        trackedIsFirstResponder: Bool?, lastBeganIsFirstResponder: Bool?,
        windowHasTextInputFirstResponder: () -> Bool
    ) -> Bool {
        trackedIsFirstResponder == true || lastBeganIsFirstResponder == true || windowHasTextInputFirstResponder()
    }
}
