// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import KeyboardAware
import UIKit

extension SelfCheck {
    /// The keyboard warm-up (``KeyboardAvoidance/warmUpKeyboard()``) in a window with a kit
    /// scroll view: while a responder that is not a text input is first, the gate drops it and the
    /// responder stays first; with nothing first, it runs, and afterwards the scroll view's insets
    /// and offset are as they were, and no notification is being dropped for its turn a turn later.
    package static func keyboardWarmUpMovesNothing(in scene: UIWindowScene) async -> Outcome {
        let window = UIWindow(windowScene: scene)
        let scrollView = KeyboardAwareScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: window.bounds.width, height: window.bounds.height * 2)
        scrollView.contentInset.bottom = 12
        let responder = FirstResponderView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        scrollView.addSubview(responder)
        window.addSubview(scrollView)
        window.isHidden = false
        defer { window.isHidden = true }
        scrollView.layoutIfNeeded()
        try? await Task.sleep(nanoseconds: 200_000_000)
        guard responder.becomeFirstResponder() else { return .failed("the responder refused to become first") }
        let before = (scrollView.contentInset, scrollView.verticalScrollIndicatorInsets, scrollView.contentOffset)
        if KeyboardWarmUpRunner.facts().facts.firstResponder == nil {
            return .failed("the warm-up's gate did not see the first responder")
        }
        if !responder.isFirstResponder { return .failed("the first responder lost its place to the gate") }
        responder.resignFirstResponder()

        KeyboardWarmUpRunner.warmUp(in: window)
        try? await Task.sleep(nanoseconds: 500_000_000)

        if scrollView.contentInset != before.0 { return .failed("contentInset became \(scrollView.contentInset)") }
        if scrollView.verticalScrollIndicatorInsets != before.1 {
            return .failed("verticalScrollIndicatorInsets became \(scrollView.verticalScrollIndicatorInsets)")
        }
        if scrollView.contentOffset != before.2 { return .failed("contentOffset became \(scrollView.contentOffset)") }
        if KeyboardWarmUpState.isWarmingUp { return .failed("keyboard notifications are still dropped") }
        return .passed
    }
}

/// A first responder that is not a text input: the warm-up's gate must leave it first.
private final class FirstResponderView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}
#endif
