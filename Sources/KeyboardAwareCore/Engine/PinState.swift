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

extension PinState {
    /// Where `pin` stands: followed or scrolled away from, or nothing pinned.
    init(_ pin: PinnedContent?) {
        guard let pin else {
            self = .none
            return
        }
        self = pin.isFollowed ? .pinned : .scrolledAway
    }
}
