import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What to write to the scroll view. `nil` means leave that property alone: it already holds the
/// value (within ``Tolerance/write``).
public struct ScrollViewChanges: Sendable, Equatable {
    /// The new `contentInset`: the app's own plus the keyboard's extra at the bottom.
    public var contentInset: EdgeInsets?
    /// The new `verticalScrollIndicatorInsets`, so the indicator stops at the keyboard too.
    public var indicatorInset: EdgeInsets?
    /// The new `contentOffset`: the smallest move that shows the focused field, or a clamp on hide.
    public var contentOffset: CGPoint?
    /// Apply inside one animation with this duration and curve; `nil` applies at once.
    public var animation: KeyboardAnimation?

    /// Changes to write; leave a property `nil` to leave it alone.
    public init(contentInset: EdgeInsets? = nil, indicatorInset: EdgeInsets? = nil,
                contentOffset: CGPoint? = nil, animation: KeyboardAnimation? = nil) {
        self.contentInset = contentInset
        self.indicatorInset = indicatorInset
        self.contentOffset = contentOffset
        self.animation = animation
    }

    /// Nothing to write: the scroll view already shows what it should.
    public static let none = ScrollViewChanges()

    /// Whether there is nothing to write (an animation alone is no change). Callers skip the write and
    /// its layout pass.
    public var isEmpty: Bool { contentInset == nil && indicatorInset == nil && contentOffset == nil }
}

/// The engine's answer to one event.
public struct KeyboardAvoidanceDecision: Sendable, Equatable {
    /// What to write to the scroll view; empty when the event changed nothing or was ignored.
    public var changes: ScrollViewChanges
    /// Set when the event was ignored; the changes are then empty.
    public var ignoredBecause: KeyboardInputProblem?

    /// An answer with `changes` to write, or the reason the event was ignored.
    public init(changes: ScrollViewChanges = .none, ignoredBecause: KeyboardInputProblem? = nil) {
        self.changes = changes
        self.ignoredBecause = ignoredBecause
    }

    /// Nothing to write and nothing wrong: the answer to duplicates and disabled avoidance.
    public static let nothing = KeyboardAvoidanceDecision()

    static func ignored(_ problem: KeyboardInputProblem) -> KeyboardAvoidanceDecision {
        KeyboardAvoidanceDecision(ignoredBecause: problem)
    }
}
