#if canImport(UIKit)
import UIKit

/// What the keyboard did to one scroll view, as its observers hear it
/// (``KeyboardAvoidance/registerForKeyboardChanges(_:)``).
public struct KeyboardChange: Sendable, Equatable {
    /// Where the keyboard is now, as far as this scroll view is concerned.
    public var keyboardState: KeyboardState
    /// What the keyboard now adds to the bottom of the app's own `contentInset`. It depends on where
    /// the scroll view is: a view placed from it should use ``keyboardFrame`` instead.
    public var extraBottomInset: CGFloat
    /// Everything that covers the screen (the keyboard with its input accessory view), in the
    /// screen's coordinate space; `nil` while it is hidden. Convert it with
    /// `view.convert(frame, from: view.window?.windowScene?.screen.coordinateSpace)`.
    public var keyboardFrame: CGRect?
    /// The duration of the keyboard's animation this change runs in, in seconds; 0 when it applies
    /// at once (a did-notification repairing a late frame, the finger dragging the keyboard).
    public var animationDuration: TimeInterval
    /// The curve of that animation: the keyboard's own (raw value 7, which `UIView.AnimationCurve`
    /// has no case for) unless the notification said otherwise. Pass
    /// `UIView.AnimationOptions(rawValue: UInt(animationCurve) << 16)` to animate alike.
    public var animationCurve: Int
}

/// A handler registered with ``KeyboardAvoidance/registerForKeyboardChanges(_:)``; pass it to
/// ``KeyboardAvoidance/unregisterForKeyboardChanges(_:)`` to stop it. The registration lasts as long
/// as the scroll view unless unregistered.
@MainActor
public final class KeyboardChangeRegistration {
    fileprivate let handler: (KeyboardChange) -> Void

    fileprivate init(_ handler: @escaping (KeyboardChange) -> Void) {
        self.handler = handler
    }
}

/// The coordinator's observers of keyboard changes, and what they last heard: each hears a change
/// of the keyboard's state or inset once, right after the kit's own writes for it.
@MainActor
final class KeyboardChangeObservers {
    private var registrations: [KeyboardChangeRegistration] = []
    private var lastHeard: (state: KeyboardState, extra: CGFloat) = (.hidden, 0)

    func add(_ handler: @escaping (KeyboardChange) -> Void) -> KeyboardChangeRegistration {
        let registration = KeyboardChangeRegistration(handler)
        registrations.append(registration)
        return registration
    }

    func remove(_ registration: KeyboardChangeRegistration) {
        registrations.removeAll { $0 === registration }
    }

    /// What tells every observer, in the order they registered, of the keyboard as `engine` now has
    /// it, with `animation`: `nil` without observers or when its state and inset are what they last
    /// heard (within the write tolerance).
    func telling(_ engine: KeyboardAvoidanceEngine, _ animation: KeyboardAnimation?) -> (() -> Void)? {
        let (state, extra) = (engine.keyboardState, engine.extraBottomInset)
        guard !registrations.isEmpty,
            state != lastHeard.state || abs(extra - lastHeard.extra) > Tolerance.write
        else { return nil }
        lastHeard = (state, extra)
        let change = KeyboardChange(
            keyboardState: state, extraBottomInset: extra,
            keyboardFrame: state == .hidden ? nil : engine.lastKeyboardFrame,
            animationDuration: animation?.duration ?? 0,
            animationCurve: animation?.curve ?? KeyboardAnimation.keyboardCurve)
        let handlers = registrations.map(\.handler)
        return { for handler in handlers { handler(change) } }
    }
}

extension KeyboardAvoidance {
    /// Calls `handler` on the main actor after each change of the keyboard's state or of
    /// ``extraBottomInset``, right after KeyboardAware wrote the scroll view's insets and offset
    /// for it, inside the same animation: whatever `handler` changes animates with the keyboard.
    ///
    /// Use it instead of observing the keyboard's notifications yourself, which would race the
    /// kit's own handling:
    ///
    /// ```swift
    /// tableView.keyboardAvoidance.registerForKeyboardChanges { [weak self] change in
    ///     self?.jumpToLatestButton.alpha = change.keyboardState == .hidden ? 1 : 0
    /// }
    /// ```
    ///
    /// Observers hear changes in the order they registered, each change once; a keyboard event
    /// that changes nothing is not told. Like UIKit's trait change registrations, the registration
    /// lasts as long as the scroll view; capture `self` weakly.
    ///
    /// - Parameter handler: what to do with the change; it runs inside the keyboard's animation.
    /// - Returns: the registration, to pass to ``unregisterForKeyboardChanges(_:)``.
    @discardableResult
    public func registerForKeyboardChanges(
        _ handler: @escaping @MainActor (KeyboardChange) -> Void
    ) -> KeyboardChangeRegistration {
        keyboardChanges.add(handler)
    }

    /// Stops a handler registered with ``registerForKeyboardChanges(_:)``.
    public func unregisterForKeyboardChanges(_ registration: KeyboardChangeRegistration) {
        keyboardChanges.remove(registration)
    }
}
#endif
