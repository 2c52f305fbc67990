#if canImport(UIKit)
import UIKit

/// Loads the keyboard once at launch with a field that is never seen: off screen in the key
/// window, it becomes first responder and resigns in the same run-loop turn, inside
/// `performWithoutAnimation`, so no frame with a keyboard is ever committed. The gate is
/// ``KeyboardWarmUp/verdict(_:)``; until the turn after it ends every keyboard and editing
/// notification is its own and no scroll view hears it.
@available(iOSApplicationExtension, unavailable)
@available(macCatalystApplicationExtension, unavailable)
@available(visionOSApplicationExtension, unavailable)
@MainActor
package enum KeyboardWarmUpRunner {
    private static var hasRun = false
    private static var isRequested = false
    private static var activation: NSObjectProtocol?

    /// Asks for the warm-up: it runs at the first turn the gate allows, once per process.
    static func request() {
        guard !isRequested else { return }
        isRequested = true
        activation = NotificationCenter.default.addObserver(
            forName: UIScene.didActivateNotification, object: nil, queue: .main
        ) { _ in
            MainActor.assumeIsolated { DispatchQueue.main.async { attempt() } }
        }
        // Already active (asked after launch): one turn later, after the frame being drawn.
        DispatchQueue.main.async { attempt() }
    }

    // MARK: - Running

    private static func attempt() {
        let scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }
        let window = scene?.windows.first { $0.isKeyWindow }
        let responder = window.flatMap(FirstResponder.view(in:))
        let facts = KeyboardWarmUp.Facts(
            hasRun: hasRun, hasDrawnFirstFrame: window.map { !$0.isHidden } ?? false,
            isSceneForegroundActive: scene != nil, isTextInputFirstResponder: responder is UITextInput)
        let verdict = KeyboardWarmUp.verdict(facts)
        guard verdict == .run, let window else {
            if verdict != .waitForActiveScene { finish(verdict) }
            return
        }
        hasRun = true
        warmUp(in: window, restoring: responder)
        // UIKit may post the hide's did-notification a turn late.
        finish(.run)
    }

    /// The warm-up itself, in `window`: the field becomes first responder and resigns within this
    /// turn, and `responder` (the one that was first, not a text input) gets its place back. The
    /// hub ignores what it causes until the next turn. The self-check calls it directly.
    package static func warmUp(in window: UIWindow, restoring responder: UIView?) {
        let field = UITextField(frame: CGRect(x: -10_000, y: -10_000, width: 1, height: 1))
        field.autocorrectionType = .no
        field.isAccessibilityElement = false
        KeyboardWarmUpState.field = field
        KeyboardWarmUpState.isWarmingUp = true
        UIView.performWithoutAnimation {
            window.addSubview(field)
            field.becomeFirstResponder()
            field.resignFirstResponder()
            field.removeFromSuperview()
            if let responder, !responder.isFirstResponder { responder.becomeFirstResponder() }
        }
        DispatchQueue.main.async { KeyboardWarmUpState.isWarmingUp = false }
    }

    private static func finish(_ verdict: KeyboardWarmUp.Verdict) {
        if let activation { NotificationCenter.default.removeObserver(activation) }
        activation = nil
        Log.debug(verdict == .run ? "keyboard warmed up" : "keyboard warm-up dropped: \(verdict.rawValue)")
    }
}

extension KeyboardAvoidance {
    // MARK: - Keyboard warm-up

    /// Loads the keyboard once, at launch, so that the first field the user taps does not wait
    /// for it (the first keyboard of a process can take seconds on some devices). Call it once,
    /// e.g. in `application(_:didFinishLaunchingWithOptions:)`; it is opt-in.
    ///
    /// It runs after the first frame with a foreground-active scene, never while a text input is
    /// first responder, and once per process. An off-screen field becomes first responder and
    /// resigns within one run-loop turn, so no keyboard is shown, no scroll view hears its
    /// notifications nor moves an inset, and any other first responder gets its place back. It
    /// costs that one turn on the main thread at launch, which is the load the first keyboard
    /// would otherwise pay. See <doc:SeeingWhyAViewMoved> for what has not been measured on a device.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    public static func warmUpKeyboard() {
        KeyboardWarmUpRunner.request()
    }
}
#endif
