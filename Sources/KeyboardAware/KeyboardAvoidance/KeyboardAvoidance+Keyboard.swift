#if canImport(UIKit)
import UIKit

/// Keyboard notifications, attach (Behaviour rules: *Joining a keyboard already up*) and the scene
/// (Behaviour rules: *Scenes in the background*): each read and handed to the engine as one input.
extension KeyboardAvoidance {
    /// The notifications every observing `KeyboardAvoidance` listens to; the keyboard's come parsed from
    /// the process's ``KeyboardHub``, its one observer of them.
    func observeNotifications() {
        let center = NotificationCenter.default
        let selectors: [(Notification.Name, Selector)] = [
            (UITextField.textDidBeginEditingNotification, #selector(textInputDidBeginEditing(_:))),
            (UITextView.textDidBeginEditingNotification, #selector(textInputDidBeginEditing(_:))),
            (UITextField.textDidEndEditingNotification, #selector(textInputDidEndEditing(_:))),
            (UITextView.textDidEndEditingNotification, #selector(textInputDidEndEditing(_:))),
            (UITextView.textDidChangeNotification, #selector(textViewDidChange(_:))),
            (UIAccessibility.elementFocusedNotification, #selector(accessibilityElementFocused(_:))),
            (UIScene.didEnterBackgroundNotification, #selector(sceneDidEnterBackground(_:))),
            (UIScene.willEnterForegroundNotification, #selector(sceneWillEnterForeground(_:))),
        ]
        for (name, selector) in selectors { center.addObserver(self, selector: selector, name: name, object: nil) }
    }

    // MARK: - Keyboard notifications

    /// One keyboard notification as the intake took it in, with the input being edited as it came:
    /// the scroll view read, the intake's input for it, decided, written; then the repairs UIKit
    /// makes necessary.
    func keyboardNotified(_ notice: KeyboardIntake<UIView>.Notice, editing: UIView?, reads: AppReads) {
        guard let scrollView, var reading = read() else { return }
        let kind = notice.notification.kind
        let (tracked, judged, snapshot) = (trackedInput, engine.judgesKeyboardEvents, reading.snapshot)
        let taken = KeyboardHub.shared.withIntake {
            $0.keyboardInput(
                for: notice, editing: editing, scrollView: scrollView, tracked: tracked, snapshot: snapshot,
                judged: judged, reads: reads)
        }
        if let input = taken.startsTracking {
            // `willShow` came before a text view's begin-editing: it is tracked for this event
            // already (scrolled to, its accessory measured); its begin-editing does the rest.
            trackedInput = input
            lastMeasuredFocus = nil
            reading = read() ?? reading
        }
        guard let decision = decide(.keyboard(taken.keyboard), kind.rawValue, reading: reading),
            decision.ignoredBecause == nil, taken.keyboard.isOnScrollViewScreen
        else { return }
        if kind.isWill {
            followKeyboardTransition()
        } else if CellContainer(scrollView).animatesOffsetItself {
            // The keyboard has settled; a table's or collection's scroll may still run on UIKit's
            // timing: the rows it brings in are measured once it has ended.
            whenScrollSettled { $0.correctFocusIfItMoved(cause: "\(kind.rawValue) re-measure") }
        } else {
            // The keyboard has settled: so has the text view's selection.
            correctFocusIfItMoved(cause: "\(kind.rawValue) re-measure")
        }
    }

    /// A form sheet moves up, or a popover shrinks, as part of the keyboard's transition (Behaviour
    /// rules: *Animation*): until the next run-loop turn every geometry change counts as part of
    /// it, and on that turn the scroll view is measured again.
    private func followKeyboardTransition() {
        scheduleOnNextTurn(.keyboardTransition) { $0.layOut(isKeyboardTransition: true) }
    }

    // MARK: - Attach (Behaviour rules: *Joining a keyboard already up*) and the scene (Behaviour
    // rules: *Scenes in the background*)

    /// Attach (Behaviour rules: *Joining a keyboard already up*): the scroll view starts observing
    /// (avoidance turned on, a new window, the scene back in the foreground) while a keyboard may
    /// already be up, which UIKit does not notify. It lays out under the keyboard's current frame,
    /// or as a hide when none is known.
    ///
    /// A keyboard layout guide not laid out yet says nothing: the attach waits for the next layout
    /// pass (``attachIfPending()``) instead of taking "no keyboard" for an answer.
    func attachToKeyboard(cause: String) {
        guard isObserving, let scrollView, scrollView.window != nil else { return }
        let current = KeyboardHub.shared.currentFrame(for: scrollView)
        guard current != .notYetKnown else {
            // Asked again at the next layout pass, and once on the next turn, by when the window
            // has usually laid the guide out.
            if !attachIsPending { scheduleOnNextTurn(.attach) { $0.attachIfPending() } }
            attachIsPending = true
            return
        }
        attachIsPending = false
        decide(.attach(keyboardFrame: current.frame), "attach (\(cause))")
    }

    /// A layout pass: an attach that waited for the keyboard layout guide is asked again, and a
    /// keyboard whose input left its window with no hide notification (a SwiftUI screen popped
    /// while its field was focused, iOS 26.5) is laid out hidden once the guide agrees, asked at
    /// most once per run-loop turn however many layout passes (scroll steps) come. Two property
    /// reads when neither applies.
    func attachIfPending() {
        if attachIsPending {
            attachToKeyboard(cause: "the keyboard layout guide is laid out")
        } else if isObserving,
            KeyboardDoubt.asks(
                keyboardState: engine.keyboardState,
                doubt: KeyboardHub.shared.intake.doubt(
                    inputIsInWindow: KeyboardHub.shared.intake.editingInput?.window != nil))
        {
            scheduleOnNextTurn(.keyboardDoubt) { avoidance in
                guard avoidance.isObserving, let scrollView = avoidance.scrollView, scrollView.window != nil,
                    KeyboardDoubt.laysOutHidden(
                        keyboardState: avoidance.engine.keyboardState,
                        current: KeyboardHub.shared.currentFrame(for: scrollView))
                else { return }
                avoidance.decide(.attach(keyboardFrame: nil), "attach (the focused input left its window)")
            }
        }
    }

    /// The scroll view's own scene left the foreground; keyboard notifications meanwhile are
    /// another app's, or snapshots for the app switcher (Behaviour rules:
    /// *Scenes in the background*).
    @objc func sceneDidEnterBackground(_ notification: Notification) {
        guard isOwnScene(notification) else { return }
        decide(.background, "scene in the background")
    }

    /// The scroll view's own scene came back (Behaviour rules: *Scenes in the background*), where a
    /// keyboard may have come or gone meanwhile without notifying it. A scene that was only
    /// inactive (Control Center, a Face ID sheet) missed nothing and posts nothing. Laid out on the
    /// next turn, once UIKit has laid the scene out again; a keyboard not known yet is asked for
    /// again as an attach asks (`KeyboardSource.Attach.foregroundFrame(last:)`).
    @objc func sceneWillEnterForeground(_ notification: Notification) {
        guard isOwnScene(notification) else { return }
        scheduleOnNextTurn(.foreground) { avoidance in
            guard let scrollView = avoidance.scrollView else { return }
            let answer = KeyboardHub.shared.currentFrame(for: scrollView)
                .foregroundFrame(last: avoidance.engine.lastKeyboardFrame)
            avoidance.decide(.foreground(keyboardFrame: answer.frame), "scene back in the foreground")
            if answer.asksAgain { avoidance.attachToKeyboard(cause: "scene back in the foreground") }
        }
    }

    private func isOwnScene(_ notification: Notification) -> Bool {
        guard let scene = notification.object as? UIWindowScene else { return false }
        return scene === scrollView?.window?.windowScene
    }
}
#endif
