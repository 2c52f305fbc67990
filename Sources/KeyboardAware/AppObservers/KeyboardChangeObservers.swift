#if canImport(UIKit)
import UIKit

/// The keyboard as one scroll view sees it: what ``KeyboardAvoidance/keyboard`` reads at any time,
/// and what observers registered with ``KeyboardAvoidance/registerForKeyboardChanges(_:)`` hear.
public struct KeyboardChange: Sendable, Equatable {
    /// Where the keyboard is, as far as this scroll view is concerned.
    public var keyboardState: KeyboardState
    /// What the keyboard adds to the bottom of the app's own `contentInset`. It depends on where the
    /// scroll view is: a view placed from the keyboard should use ``keyboardFrame`` instead.
    public var extraBottomInset: CGFloat
    /// Everything that covers the screen (the keyboard with its input accessory view), in the
    /// screen's coordinate space; `nil` while the keyboard is hidden. To place a view from it,
    /// convert it into that view's coordinates:
    ///
    /// ```swift
    /// if let frame = change.keyboardFrame, let screen = view.window?.windowScene?.screen {
    ///     let inView = view.convert(frame, from: screen.coordinateSpace)
    ///     bottomConstraint.constant = max(0, view.bounds.maxY - inView.minY)
    /// }
    /// ```
    public var keyboardFrame: CGRect?
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

/// The `KeyboardAvoidance`'s observers of keyboard changes. When to tell them is the engine's to say
/// (`KeyboardAvoidanceDecision.notifies`; Behaviour rules: *What observers are told*); this only
/// keeps them and builds what they hear.
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

    /// What tells every observer, in the order they registered, of the keyboard as `engine` last
    /// told it (the caller runs it inside the event's animation); `nil` without observers.
    func telling(_ engine: KeyboardAvoidanceEngine) -> (() -> Void)? {
        guard !registrations.isEmpty else { return nil }
        let change = KeyboardChange(engine.toldObservation)
        let handlers = registrations.map(\.handler)
        return { for handler in handlers { handler(change) } }
    }
}

extension KeyboardChange {
    /// What the engine last told observers.
    init(_ observation: KeyboardObservation) {
        self.init(
            keyboardState: observation.state, extraBottomInset: observation.extraContentInset,
            keyboardFrame: observation.keyboardFrame)
    }
}

extension KeyboardAvoidance {
    /// The keyboard as this scroll view sees it now: its state, the inset it adds, the frame it
    /// covers. Observers registered with ``registerForKeyboardChanges(_:)`` hear each change of it.
    public var keyboard: KeyboardChange { KeyboardChange(engine.toldObservation) }

    /// Calls `handler` on the main actor after each change of the keyboard's state, of the inset
    /// it adds, or of the frame it covers (the emoji keyboard, the QuickType bar, a growing
    /// composer: even over a view it does not cover), right after KeyboardAware wrote the scroll
    /// view's insets and offset for it, inside the keyboard's animation when the change came with
    /// one: whatever `handler` changes animates with the keyboard. Registering calls nothing: read
    /// ``keyboard`` for the keyboard as it is.
    ///
    /// Use it instead of observing the keyboard's notifications yourself, which would race the
    /// kit's own handling:
    ///
    /// ```swift
    /// tableView.keyboardAvoidance.registerForKeyboardChanges { [weak self] change in
    ///     self?.addButton.alpha = change.keyboardState == .hidden ? 1 : 0
    /// }
    /// ```
    ///
    /// A "jump to the newest message" button follows the view's position, not the keyboard: show
    /// it with ``atEndChangeHandler`` (Chat screens). A composer that is the input accessory view
    /// reports itself as a keyboard: with the keyboard down, the composer alone rests on the
    /// screen's bottom edge, so `keyboardState` is `.docked` and `keyboardFrame` is the composer's
    /// frame; `.hidden` comes only when nothing of the keyboard's is on screen.
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
