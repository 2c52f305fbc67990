/// What a drag on a scroll view does to the keyboard, from its `keyboardDismissMode`
/// (`UIScrollView.KeyboardDismissMode`, read as its raw value so that the policy is tested here).
///
/// Both interactive modes make the keyboard follow the finger (Behaviour rules:
/// *Frames between notifications*): `.interactive`, and from iOS 16 `.interactiveWithAccessory`,
/// which takes the input accessory view along; under `.interactive` from iOS 16 on, a view
/// controller's accessory (a chat composer) stays where it rests while the keyboard goes.
package enum InteractiveDismissal: Sendable, Equatable {
    /// The keyboard does not follow the finger (`.none`, `.onDrag`, `.onDragWithAccessory`).
    case none
    /// The keyboard follows the finger; the accessory view stays (iOS 16 and later).
    case keyboardOnly
    /// The keyboard and its accessory view follow the finger together.
    case keyboardAndAccessory

    /// UIKit's raw values of `UIScrollView.KeyboardDismissMode`.
    package enum RawMode {
        package static let interactive = 2
        package static let interactiveWithAccessory = 4
    }

    /// The dismissal a drag makes under `mode` (the raw value), on a system where accessories stay
    /// under `.interactive` (`accessoryStaysUnderInteractive`, iOS 16 and later) or not.
    package init(mode: Int, accessoryStaysUnderInteractive: Bool) {
        switch mode {
        case RawMode.interactive: self = accessoryStaysUnderInteractive ? .keyboardOnly : .keyboardAndAccessory
        case RawMode.interactiveWithAccessory: self = .keyboardAndAccessory
        default: self = .none
        }
    }

    /// Whether the keyboard follows the finger.
    package var followsFinger: Bool { self != .none }

    /// Whether a drag beginning with the engine's keyboard in `keyboardState` follows the keyboard:
    /// only a docked one follows the finger (a floating or split keyboard is moved by its own
    /// handle, and a hidden one has nothing to pull), and only under an interactive mode.
    package func follows(keyboardState: KeyboardState) -> Bool {
        followsFinger && keyboardState == .docked
    }
}
