#if canImport(UIKit)
import UIKit

/// Loads the keyboard once at launch with a field that is never seen: off screen in the key
/// window, it becomes first responder and resigns in the same run-loop turn, inside
/// `performWithoutAnimation`, so no frame with a keyboard is ever committed. The gate is
/// ``KeyboardWarmUp/verdict(_:)``: it never runs while anything is first responder, as UIKit
/// reports it (``AppFirstResponder``), so it never takes a place it would have to give back.
/// Until the turn after it ends every keyboard and editing notification is its own, and after
/// that every keyboard notification until a responder that can show a keyboard is first
/// (``KeyboardWarmUp/Aftermath``): no scroll view hears any of them.
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

    /// What the gate is told now, and the key window of the foreground-active scene to warm up in.
    package static func facts() -> (facts: KeyboardWarmUp.Facts, window: UIWindow?) {
        let scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }
        let window = scene?.windows.first { $0.isKeyWindow }
        let facts = KeyboardWarmUp.Facts(
            hasRun: hasRun, hasDrawnFirstFrame: window.map { !$0.isHidden } ?? false,
            isSceneForegroundActive: scene != nil,
            firstResponder: AppFirstResponder.current().map(AppFirstResponder.kind(of:)))
        return (facts, window)
    }

    private static func attempt() {
        let (facts, window) = facts()
        let verdict = KeyboardWarmUp.verdict(facts)
        guard verdict == .run, let window else {
            if verdict != .waitForActiveScene { finish(verdict) }
            return
        }
        hasRun = true
        warmUp(in: window)
        finish(.run)
    }

    /// The warm-up itself, in `window`, which the gate allowed (nothing is first responder): the
    /// field becomes first responder and resigns within this turn. The hub ignores what it causes
    /// until the next turn, and then every keyboard notification until a responder that can show
    /// a keyboard is first. The self-check calls it directly.
    ///
    /// The field keeps UIKit's default autocorrection: turning it off might skip the part of the
    /// keyboard's loading that is slow.
    package static func warmUp(in window: UIWindow) {
        let field = UITextField(frame: CGRect(x: -10_000, y: -10_000, width: 1, height: 1))
        field.isAccessibilityElement = false
        KeyboardWarmUpState.field = field
        KeyboardWarmUpState.isWarmingUp = true
        UIView.performWithoutAnimation {
            window.addSubview(field)
            field.becomeFirstResponder()
            field.resignFirstResponder()
            field.removeFromSuperview()
        }
        // UIKit may post the hide's did-notification a turn late, and from iOS 17 the keyboard's
        // process any number of turns late.
        DispatchQueue.main.async {
            KeyboardWarmUpState.isWarmingUp = false
            KeyboardWarmUpState.isKeyboardOwnerFirst = {
                AppFirstResponder.current().map(AppFirstResponder.canShowKeyboard) ?? false
            }
            KeyboardHub.shared.withIntake { $0.warmUpEnded() }
        }
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
    /// It runs after the first frame with a foreground-active scene, once per process, and never
    /// while anything is first responder (a text input, a view controller showing a composer as its
    /// input accessory view, a composer's text view in the keyboard's window, a controller with key
    /// commands): it is dropped then, so the first responder it found stays first. An off-screen
    /// field becomes first responder and resigns within one run-loop turn, so no keyboard is shown.
    /// No scroll view hears its notifications nor moves an inset for them, however late they come:
    /// from iOS 17 the keyboard runs in a process of its own and may report the warm-up's show and
    /// hide turns later, so every keyboard notification that comes before a responder that can show
    /// a keyboard is first is taken for the warm-up's. It costs that one turn on the main thread at
    /// launch.
    ///
    /// Whether it shortens the first keyboard has not been measured on a device, on iOS 17 and
    /// later least of all, where the keyboard's own process may be what is slow and stays so:
    /// the Demo's UI tests time the first keyboard with and without it. See
    /// <doc:SeeingWhyAViewMoved>.
    @available(iOSApplicationExtension, unavailable)
    @available(macCatalystApplicationExtension, unavailable)
    @available(visionOSApplicationExtension, unavailable)
    public static func warmUpKeyboard() {
        KeyboardWarmUpRunner.request()
    }
}
#endif
