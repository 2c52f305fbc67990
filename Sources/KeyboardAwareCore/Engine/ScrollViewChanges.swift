import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What to write to the scroll view. `nil` means leave that property alone: it already holds the
/// value (within ``Tolerance/write``).
public struct ScrollViewChanges: Sendable, Equatable {
    public var contentInset: EdgeInsets?
    public var indicatorInset: EdgeInsets?
    public var contentOffset: CGPoint?
    /// Apply inside one animation with this duration and curve; `nil` applies at once.
    public var animation: KeyboardAnimation?

    public init(contentInset: EdgeInsets? = nil, indicatorInset: EdgeInsets? = nil,
                contentOffset: CGPoint? = nil, animation: KeyboardAnimation? = nil) {
        self.contentInset = contentInset
        self.indicatorInset = indicatorInset
        self.contentOffset = contentOffset
        self.animation = animation
    }

    public static let none = ScrollViewChanges()

    public var isEmpty: Bool { contentInset == nil && indicatorInset == nil && contentOffset == nil }
}

/// The engine's answer to one event.
public struct KeyboardAvoidanceDecision: Sendable, Equatable {
    public var changes: ScrollViewChanges
    /// Set when the event was ignored; the changes are then empty.
    public var ignoredBecause: KeyboardInputProblem?

    public init(changes: ScrollViewChanges = .none, ignoredBecause: KeyboardInputProblem? = nil) {
        self.changes = changes
        self.ignoredBecause = ignoredBecause
    }

    public static let nothing = KeyboardAvoidanceDecision()

    static func ignored(_ problem: KeyboardInputProblem) -> KeyboardAvoidanceDecision {
        KeyboardAvoidanceDecision(ignoredBecause: problem)
    }
}
