#if canImport(UIKit)
import UIKit

/// Which text input is being edited, and keeping it (or its caret) in view.
extension KeyboardAvoidance {
    // MARK: - Reporting focus

    /// Reports that `input`, a text input that posts no `UITextField`/`UITextView` notifications
    /// (a custom `UITextInput` view), began editing. Ignored unless it is inside the scroll view.
    ///
    /// - Parameter input: the view that became first responder.
    public func inputDidBeginEditing(_ input: UIView) {
        guard isObserving, let scrollView, input.isDescendant(of: scrollView) else { return }
        trackedInput = input
        lastMeasuredFocus = nil
        prepareForm(for: input)
        guard input is UITextView else {
            scrollToFocus()
            return
        }
        // A text view places its selection only after it has begun editing: scroll to the caret
        // once it is there, on the next run-loop turn.
        DispatchQueue.main.async { [weak self, weak input] in
            guard let self, let input, input === self.trackedInput else { return }
            self.scrollView?.layoutIfNeeded()
            self.scrollToFocus()
        }
    }

    /// Reports that `input` ended editing (the counterpart of ``inputDidBeginEditing(_:)``).
    ///
    /// - Parameter input: the view that resigned first responder.
    public func inputDidEndEditing(_ input: UIView) {
        detachReturnKeyLater(from: input)
        guard input === trackedInput else { return }
        trackedInput = nil
        lastMeasuredFocus = nil
    }

    /// Keeps a text view's caret in view after its selection moved without typing: call it from
    /// `textViewDidChangeSelection(_:)`, since UIKit posts no notification for that.
    public func caretDidMove() {
        scheduleCaretUpdate()
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

    // MARK: - Notifications

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
        scheduleCaretUpdate()
    }

    // MARK: - Scrolling

    /// Scrolls the focused input into view, with the keyboard's last animation. A row brought in
    /// by the scroll is measured again once laid out (its real height may differ from the estimate).
    func scrollToFocus() {
        // The previous row's rect comes from the layout: bring it up to date first.
        scrollView?.layoutIfNeeded()
        guard let snapshot = makeSnapshot() else { return }
        let focus = currentFocus()
        let decision = engine.focusChanged(scrollView: snapshot, focus: focus)
        apply(decision, cause: "focus", snapshot: snapshot, focus: focus)
        if decision.changes.contentOffset != nil { scheduleFocusCorrection(cause: "focus re-measure") }
    }

    /// The caret rect is only up to date once the text view has laid out the new text: read it on
    /// the next run-loop turn, once for any number of changes.
    private func scheduleCaretUpdate() {
        guard !isCaretUpdateScheduled else { return }
        isCaretUpdateScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.isCaretUpdateScheduled = false
            guard self.isObserving, let scrollView = self.scrollView else { return }
            // The text view may not have laid out the new text yet on this turn.
            scrollView.layoutIfNeeded()
            guard let snapshot = self.makeSnapshot() else { return }
            let focus = self.currentFocus()
            self.apply(
                self.engine.caretMoved(scrollView: snapshot, focus: focus), cause: "caret",
                snapshot: snapshot, focus: focus)
        }
    }
}
#endif
