#if canImport(UIKit)
import UIKit

/// The process's one observer of the keyboard notifications: each is taken in once by the
/// process's keyboard intake (`KeyboardIntake`: the parse, the frame's repair, what rides on the
/// keyboard, the facts kept) and handed to every `KeyboardAvoidance` that observes, in the order they
/// started. It lives as long as the process, from the first scroll view on: one that starts
/// observing while the keyboard is already up lays out from what it kept (Behaviour rules:
/// *Joining a keyboard already up*), since UIKit posts nothing for a keyboard already up.
@MainActor
final class KeyboardHub: NSObject {
    static let shared = KeyboardHub()

    /// Every choice made between a notification and a `KeyboardAvoidance`'s decision, and what the process
    /// knows about the keyboard and the input being edited.
    var intake = KeyboardIntake<UIView>()
    /// The `KeyboardAvoidance`s that observe, held weakly, in the order they started.
    private var avoidances: [Weak] = []

    private struct Weak {
        weak var value: KeyboardAvoidance?
    }

    /// Observes the keyboard's notifications as notifications on every system, iOS 26 included: its
    /// typed messages (`UIResponder.KeyboardWillShowMessage`…) carry the curve as a
    /// `UIView.AnimationCurve`, which cannot hold the keyboard's own (raw value 7), and cannot be
    /// made at all from a malformed `userInfo`, which the intake ignores with a reason.
    private override init() {
        super.init()
        let center = NotificationCenter.default
        for name in Self.keyboardEventKinds.keys {
            center.addObserver(self, selector: #selector(keyboardNotification(_:)), name: name, object: nil)
        }
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            center.addObserver(self, selector: #selector(inputDidBeginEditing(_:)), name: name, object: nil)
        }
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            center.addObserver(self, selector: #selector(inputDidEndEditing(_:)), name: name, object: nil)
        }
    }

    /// The keyboard notifications and the kind of event each is.
    static let keyboardEventKinds: [Notification.Name: KeyboardEventKind] = [
        UIResponder.keyboardWillShowNotification: .willShow,
        UIResponder.keyboardDidShowNotification: .didShow,
        UIResponder.keyboardWillChangeFrameNotification: .willChangeFrame,
        UIResponder.keyboardDidChangeFrameNotification: .didChangeFrame,
        UIResponder.keyboardWillHideNotification: .willHide,
        UIResponder.keyboardDidHideNotification: .didHide,
    ]

    /// `KeyboardAvoidance` hears every keyboard notification from now on, until ``remove(_:)``.
    func add(_ avoidance: KeyboardAvoidance) {
        avoidances.removeAll { $0.value == nil || $0.value === avoidance }
        avoidances.append(Weak(value: avoidance))
    }

    func remove(_ avoidance: KeyboardAvoidance) {
        avoidances.removeAll { $0.value == nil || $0.value === avoidance }
    }

    /// The app's views as the intake reads them now.
    var reads: AppReads { AppReads(scrollViews: avoidances.compactMap { $0.value?.scrollView }) }

    /// What a scroll view that starts observing lays out under (`KeyboardIntake.currentFrame`).
    /// Reading the window's keyboard layout guide the first time adds it to the window; one not
    /// laid out yet asks for the window's next layout pass.
    func currentFrame(for view: UIView) -> KeyboardSource.Attach {
        let window = view.window
        let guide = window.flatMap(ScreenSpace.keyboardLayoutGuide(of:))
        if guide?.isLaidOut == false { window?.setNeedsLayout() }
        let geometry = ScreenSpace.geometry(of: view)
        // On a copy, as every intake call here: the reads may run app code that reads the intake.
        var intake = self.intake
        let (answer, keyboardWent) = intake.currentFrame(
            on: window.flatMap(ScreenSpace.screen(of:)).map(ObjectIdentifier.init), guide: guide,
            screenSize: geometry?.screenSize, windowFrame: geometry?.windowFrame, reads: AppReads())
        self.intake = intake
        guard keyboardWent else { return answer }
        // The keyboard went with no notification: every `KeyboardAvoidance` lays out again, on the next turn.
        DispatchQueue.main.async { [weak self] in
            for entry in self?.avoidances ?? [] {
                guard let avoidance = entry.value, avoidance.engine.keyboardState != .hidden else { continue }
                avoidance.attachToKeyboard(cause: "the keyboard went with no notification")
            }
        }
        return answer
    }

    // MARK: - Notifications

    @objc private func keyboardNotification(_ notification: Notification) {
        guard let kind = Self.keyboardEventKinds[notification.name] else { return }
        let reads = reads
        let origin = KeyboardIntake<UIView>.Origin(
            screen: ScreenSpace.screenIdentity(of: notification), screenSize: ScreenSpace.screenSize(of: notification),
            isInWarmUpTurn: KeyboardWarmUpState.isInTurn(notification.object))
        var intake = self.intake
        let notice = intake.take(kind, userInfo: notification.userInfo, from: origin, reads: reads)
        self.intake = intake
        guard let notice else { return }
        for entry in avoidances { entry.value?.keyboardNotified(notice, reads: reads) }
    }

    @objc private func inputDidBeginEditing(_ notification: Notification) {
        guard !KeyboardWarmUpState.isInTurn(notification.object) else { return }
        intake.inputBeganEditing(notification.object as? UIView)
        KeyboardWarmUpState.isKeyboardOwnerFirst = nil
    }

    @objc private func inputDidEndEditing(_ notification: Notification) {
        guard !KeyboardWarmUpState.isInTurn(notification.object), let input = notification.object as? UIView else {
            return
        }
        intake.inputEndedEditing(input)
    }
}
#endif
