#if canImport(UIKit)
import UIKit

/// The six keyboard notifications, handed to the engine as they come, and the two repairs UIKit
/// makes necessary: a presentation that moves with the keyboard (form sheets, popovers), and a
/// focused field measured before it settled (a text view's caret, a row's real height).
extension KeyboardAvoidance {
    // MARK: - Notifications

    @objc func keyboardNotification(_ notification: Notification) {
        guard let kind = Self.keyboardEvents[notification.name], let scrollView else { return }
        updateControllerDeferral()
        let isOnScrollViewScreen = ScreenSpace.keyboardNotification(notification, of: kind, concerns: scrollView)
        guard let snapshot = makeSnapshot() else { return }
        let event = KeyboardNotification(kind: kind, userInfo: notification.userInfo)
        let focus = currentFocus()
        let decision = engine.handle(
            event, isOnScrollViewScreen: isOnScrollViewScreen, scrollView: snapshot, focus: focus)
        apply(decision, cause: kind.rawValue, snapshot: snapshot, focus: focus)
        guard decision.ignoredBecause == nil, isOnScrollViewScreen else { return }
        if kind.isWill {
            scheduleKeyboardTransitionCheck()
        } else {
            // The keyboard has settled: so has the text view's selection and the rows it scrolled in.
            correctFocusIfItMoved(cause: "\(kind.rawValue) re-measure")
        }
    }

    // MARK: - Presentations that move with the keyboard (rule 8)

    /// A form sheet moves up, or a popover shrinks, as part of the keyboard's transition, after
    /// the will-notification was handled. Until the next run-loop turn every geometry change counts
    /// as part of that transition; on that turn the scroll view is measured again, and a change
    /// found is applied with the keyboard's own animation.
    private func scheduleKeyboardTransitionCheck() {
        guard !isInKeyboardTransition else { return }
        isInKeyboardTransition = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.layoutDidChange()
            self.isInKeyboardTransition = false
        }
    }

    // MARK: - Focus measured again

    /// Measures the focused field again (after laying out) and, when it moved since the last
    /// decision measured it — a text view's caret placed late, an off-screen row laid out with its
    /// real height instead of an estimate — scrolls to it again at once.
    func correctFocusIfItMoved(cause: String) {
        guard isObserving, engine.isAvoidingKeyboard, let measured = lastMeasuredFocus, let scrollView else { return }
        scrollView.layoutIfNeeded()
        guard let focus = currentFocus(), !focus.isSameMeasure(as: measured), let snapshot = makeSnapshot() else {
            return
        }
        apply(
            engine.focusChanged(scrollView: snapshot, focus: focus, isCorrection: true), cause: cause,
            snapshot: snapshot, focus: focus)
    }

    /// ``correctFocusIfItMoved(cause:)`` on the next run-loop turn, once for any number of calls:
    /// after a focus scroll, the rows it brought in are laid out by then.
    func scheduleFocusCorrection(cause: String) {
        guard !isFocusCorrectionScheduled else { return }
        isFocusCorrectionScheduled = true
        DispatchQueue.main.async { [weak self] in
            self?.isFocusCorrectionScheduled = false
            self?.correctFocusIfItMoved(cause: cause)
        }
    }
}

#endif
