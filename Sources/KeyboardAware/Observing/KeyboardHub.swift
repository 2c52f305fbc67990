#if canImport(UIKit)
import UIKit

/// The process's one observer of the keyboard notifications: each is taken in once by the keyboard
/// intake (`KeyboardIntake`) and handed to every observing `KeyboardAvoidance` in the order they
/// started. It lives as long as the process, so one that starts observing under a keyboard already
/// up lays out from what the intake kept (Behaviour rules: *Joining a keyboard already up*).
@MainActor
final class KeyboardHub: NSObject {
    static let shared = KeyboardHub()

    /// Every choice between a notification and a decision, and what the process knows about the
    /// keyboard and the input being edited. Changed only through ``withIntake(_:)``.
    var intake = KeyboardIntake<UIView>() {
        didSet { intakeVersion &+= 1 }
    }
    /// Counts the intake's changes, for ``withIntake(_:)``.
    var intakeVersion = 0
    /// The observing `KeyboardAvoidance`s, held weakly, in the order they started.
    private var avoidances: [Weak] = []

    private struct Weak {
        weak var value: KeyboardAvoidance?
    }

    /// Notifications, not iOS 26's typed messages: a message's `UIView.AnimationCurve` cannot hold
    /// the keyboard's own curve (7), and a malformed `userInfo` makes none, where the intake ignores
    /// it with a reason.
    private override init() {
        super.init()
        let center = NotificationCenter.default
        for name in KeyboardEventKind.byNotification.keys {
            center.addObserver(self, selector: #selector(keyboardNotification(_:)), name: name, object: nil)
        }
        let editing: [(Notification.Name, Selector)] = [
            (UITextField.textDidBeginEditingNotification, #selector(inputDidBeginEditing(_:))),
            (UITextView.textDidBeginEditingNotification, #selector(inputDidBeginEditing(_:))),
            (UITextField.textDidEndEditingNotification, #selector(inputDidEndEditing(_:))),
            (UITextView.textDidEndEditingNotification, #selector(inputDidEndEditing(_:))),
        ]
        for (name, selector) in editing { center.addObserver(self, selector: selector, name: name, object: nil) }
    }

    /// `avoidance` hears every keyboard notification from now on, until ``remove(_:)``.
    func add(_ avoidance: KeyboardAvoidance) {
        remove(avoidance)
        avoidances.append(Weak(value: avoidance))
    }

    func remove(_ avoidance: KeyboardAvoidance) {
        avoidances.removeAll { $0.value == nil || $0.value === avoidance }
    }

    /// The app's views as the intake reads them now.
    var reads: AppReads { AppReads(scrollViews: avoidances.compactMap { $0.value?.scrollView }) }

    /// What a scroll view that starts observing lays out under (`KeyboardIntake.currentFrame`); a
    /// keyboard layout guide not laid out yet asks for the window's next layout pass.
    func currentFrame(for view: UIView) -> KeyboardSource.Attach {
        let window = view.window
        let guide = window.flatMap(ScreenSpace.keyboardLayoutGuide(of:))
        if guide?.isLaidOut == false { window?.setNeedsLayout() }
        let geometry = ScreenSpace.geometry(of: view)
        let (answer, keyboardWent) = withIntake {
            $0.currentFrame(
                on: window.flatMap(ScreenSpace.screen(of:)).map(ObjectIdentifier.init), guide: guide,
                screenSize: geometry?.screenSize, windowFrame: geometry?.windowFrame, reads: AppReads())
        }
        guard keyboardWent else { return answer }
        // The keyboard went with no notification: every view lays out again, on the next turn.
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
        guard let kind = KeyboardEventKind.byNotification[notification.name] else { return }
        let reads = reads
        let origin = KeyboardIntake<UIView>.Origin(
            screen: ScreenSpace.screenIdentity(of: notification), screenSize: ScreenSpace.screenSize(of: notification),
            isInWarmUpTurn: KeyboardWarmUpState.isInTurn(notification.object))
        // The input being edited as the notification came, kept alive until every view has it.
        var editing: UIView?
        guard
            let notice = withIntake({
                $0.take(kind, userInfo: notification.userInfo, from: origin, reads: reads, editing: &editing)
            })
        else { return }
        for entry in avoidances { entry.value?.keyboardNotified(notice, editing: editing, reads: reads) }
    }

    @objc private func inputDidBeginEditing(_ notification: Notification) {
        guard !KeyboardWarmUpState.isInTurn(notification.object) else { return }
        withIntake { $0.inputBeganEditing(notification.object as? UIView) }
        KeyboardWarmUpState.isKeyboardOwnerFirst = nil
    }

    @objc private func inputDidEndEditing(_ notification: Notification) {
        guard !KeyboardWarmUpState.isInTurn(notification.object), let input = notification.object as? UIView
        else { return }
        withIntake { $0.inputEndedEditing(input) }
    }
}
#endif
