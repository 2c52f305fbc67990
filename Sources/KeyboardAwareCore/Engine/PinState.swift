/// Where a pin stands (Behaviour rules: *Pinned content*), as an AI chat shows it: a "jump to the
/// reply" button while the user reads history, the pin's end once the pinned message is gone.
public enum PinState: Sendable, Equatable {
    /// Nothing is pinned: never pinned, unpinned, the pinned row deleted or reloaded away, or
    /// avoidance turned off.
    case none
    /// The pinned content is kept at the top, and the view moves with it when rows above it change.
    case pinned
    /// Still pinned, but the user scrolled away from it: the view stays where the user left it.
    case scrolledAway
}

extension KeyboardAvoidanceEngine {
    /// Where the pin stands now.
    package var pinState: PinState {
        guard let pin else { return .none }
        return pin.isFollowed ? .pinned : .scrolledAway
    }
}
