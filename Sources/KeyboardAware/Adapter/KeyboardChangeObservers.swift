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

/// The coordinator's observers of keyboard changes. When to tell them is the engine's to say
/// (rule 19, `KeyboardAvoidanceDecision.notifies`); this only keeps them and builds what they hear.
@MainActor
final class KeyboardChangeObservers {
    private var registrations: [KeyboardChangeRegistration] = []

    func add(_ handler: @escaping (KeyboardChange) -> Void) -> KeyboardChangeRegistration {
        let registration = KeyboardChangeRegistration(handler)
        registrations.append(registration)
        return registration
    }

    func remove(_ registration: KeyboardChangeRegistration) {
        registrations.removeAll { $0 === registration }
    }

    /// What tells every observer, in the order they registered, of the keyboard as `engine` now has
    /// it, with `animation`; `nil` without observers.
    func telling(_ engine: KeyboardAvoidanceEngine, _ animation: KeyboardAnimation?) -> (() -> Void)? {
        guard !registrations.isEmpty else { return nil }
        let observation = engine.toldObservation
        let change = KeyboardChange(
            keyboardState: observation.state, extraBottomInset: observation.extraContentInset,
            keyboardFrame: observation.keyboardFrame,
            animationDuration: animation?.duration ?? 0,
            animationCurve: animation?.curve ?? KeyboardAnimation.keyboardCurve)
        let handlers = registrations.map(\.handler)
        return { for handler in handlers { handler(change) } }
    }
}

extension KeyboardAvoidance {
    /// Calls `handler` on the main actor after each change of the keyboard's state, of the inset
    /// it adds, or of the frame it covers (the emoji keyboard, the QuickType bar, a growing
    /// composer: even over a view it does not cover), right after KeyboardAware wrote the scroll
    /// view's insets and offset for it, inside the keyboard's animation when the change came with
    /// one: whatever `handler` changes animates with the keyboard. Registering calls nothing: read
    /// ``keyboardState`` and ``extraBottomInset`` for the keyboard as it is.
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
    /// Observers hear changes in the order they registered, each change once; an event that
    /// changes none of those is not told. Like UIKit's trait change registrations, the registration
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
