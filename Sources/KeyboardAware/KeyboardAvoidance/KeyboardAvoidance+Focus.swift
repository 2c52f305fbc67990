#if canImport(UIKit)
import UIKit

/// The input being edited: begin and end editing, the caret, VoiceOver's focus, and the
/// corrections a late measure calls for. Each reaches the engine as one input.
extension KeyboardAvoidance {
    /// Reports that `input`, a text input that posts no `UITextField`/`UITextView` notifications
    /// (a custom `UITextInput` view), began editing. Ignored unless it is inside the scroll view.
    ///
    /// - Parameter input: the view that became first responder.
    public func inputDidBeginEditing(_ input: UIView) {
        guard isObserving, let scrollView, AppReads().nesting(of: input, in: scrollView) == .inside else { return }
        trackedInput = input
        lastMeasuredFocus = nil
        forms.prepare(for: input)
        // Editing may begin inside a layout pass (an app calling `becomeFirstResponder()` from
        // `willDisplay` or during batch updates), where laying out again would re-enter it; and a
        // text view places its selection only after it has begun editing. So the field is laid
        // out, measured and scrolled to on the next run-loop turn.
        DispatchQueue.main.async { [weak self, weak input] in
            guard let self, let input, input === self.trackedInput else { return }
            self.scrollToFocus()
        }
    }

    /// Reports that `input` ended editing (the counterpart of ``inputDidBeginEditing(_:)``).
    ///
    /// - Parameter input: the view that resigned first responder.
    public func inputDidEndEditing(_ input: UIView) {
        forms.detachReturnKeyLater(from: input)
        guard input === trackedInput else { return }
        trackedInput = nil
        lastMeasuredFocus = nil
        // A hide held while the field still edited is applied now (Behaviour rules: *Held hides*).
        decide(.blur, "end editing")
    }

    /// Keeps a text view's caret in view after its selection moved without typing: call it from
    /// `textViewDidChangeSelection(_:)`, since UIKit posts no notification for that.
    public func caretDidMove() {
        // The caret rect is only up to date once the text view has laid out the new text.
        scheduleOnNextTurn(.caretUpdate) { avoidance in
            guard avoidance.isObserving, let scrollView = avoidance.scrollView else { return }
            scrollView.layoutIfNeeded()
            avoidance.decide(.caret, "caret")
        }
    }

    @objc func textInputDidBeginEditing(_ notification: Notification) {
        guard let input = notification.object as? UIView, input is UITextInput else { return }
        inputDidBeginEditing(input)
    }

    @objc func textInputDidEndEditing(_ notification: Notification) {
        guard let input = notification.object as? UIView else { return }
        inputDidEndEditing(input)
    }

    @objc func textViewDidChange(_ notification: Notification) {
        guard let input = notification.object as? UIView, input === trackedInput else { return }
        caretDidMove()
    }

    /// Tracks the input already first responder inside the scroll view, when observing starts or
    /// the scroll view moves to a window while a field in it is editing.
    func adoptFirstResponder() {
        guard isObserving, let scrollView, scrollView.window != nil,
            let input = FirstResponder.textInput(in: scrollView), input !== trackedInput
        else { return }
        Log.debug("tracking the input already being edited")
        inputDidBeginEditing(input)
    }

    /// Scrolls the focused input into view, with the keyboard's last animation. A row brought in
    /// by the scroll is measured again once the scroll has ended (its real height may differ from
    /// the estimate).
    func scrollToFocus() {
        // The previous row's rect comes from the layout: bring it up to date first.
        scrollView?.layoutIfNeeded()
        guard let decision = decide(.focus(isCorrection: false), "focus"), decision.changes.contentOffset != nil
        else { return }
        whenScrollSettled { $0.correctFocusIfItMoved(cause: "focus re-measure") }
    }

    /// Measures the focused field again (after laying out) and, when it moved since the last
    /// decision measured it (a text view's caret placed late, an off-screen row laid out with its
    /// real height instead of an estimate), scrolls to it again at once.
    ///
    /// Not while the finger is down (`FocusedField.needsCorrection`): a correction found then would be held and
    /// replayed when it lifts, bringing back a field the user dragged away from; and no layout is
    /// forced then, nor while the keyboard is not avoided.
    func correctFocusIfItMoved(cause: String) {
        guard isObserving, engine.isAvoidingKeyboard, !engine.isTouching, let measured = lastMeasuredFocus,
            let scrollView
        else { return }
        scrollView.layoutIfNeeded()
        guard let reading = read(),
            FocusedField.needsCorrection(
                isAvoidingKeyboard: engine.isAvoidingKeyboard, isTouching: engine.isTouching, measured: measured,
                now: reading.focus)
        else { return }
        decide(.focus(isCorrection: true), cause, reading: reading)
    }

    /// VoiceOver moved its focus: an element of this scroll view hidden under the keyboard is
    /// scrolled into view by the same rule as a focused field, only while the keyboard is avoided.
    @objc func accessibilityElementFocused(_ notification: Notification) {
        guard isObserving, engine.isAvoidingKeyboard, let scrollView,
            let field = FocusedFieldReader.accessibilityFocus(notification, in: scrollView),
            var reading = read()
        else { return }
        reading.focus = field
        reading.isTrackedFocus = false
        decide(.focus(isCorrection: false), "VoiceOver focus", reading: reading)
    }
}
#endif
