import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What to write to the scroll view. `nil` means leave that property alone: it already holds the
/// value (within ``Tolerance/write``).
package struct ScrollViewChanges: Sendable, Equatable {
    /// The new `contentInset`: the app's own plus the keyboard's extra at the bottom.
    package var contentInset: EdgeInsets?
    /// The new `verticalScrollIndicatorInsets`, so the indicator stops at the keyboard too.
    package var indicatorInset: EdgeInsets?
    /// The new `contentOffset`: the smallest move that shows the focused field, or a clamp on hide.
    package var contentOffset: CGPoint?
    /// Apply inside one animation with this duration and curve; `nil` applies at once.
    package var animation: KeyboardAnimation?
    /// The changes belong to the app's own update (a pinned row moved by rows inserted above it):
    /// with no animation of the kit's own, they are written inside whatever animation that update
    /// runs in, so the offset moves with the table's animated rows and the row keeps its place on
    /// screen (Behaviour rules: *Pinned content*).
    package var isPartOfAppUpdate = false

    /// Changes to write; leave a property `nil` to leave it alone.
    package init(
        contentInset: EdgeInsets? = nil, indicatorInset: EdgeInsets? = nil,
        contentOffset: CGPoint? = nil, animation: KeyboardAnimation? = nil
    ) {
        self.contentInset = contentInset
        self.indicatorInset = indicatorInset
        self.contentOffset = contentOffset
        self.animation = animation
    }

    /// Nothing to write: the scroll view already shows what it should. Made where it is used,
    /// rather than copied from a global behind its once-only initialization.
    package static var none: ScrollViewChanges { ScrollViewChanges() }

    /// Whether there is nothing to write (an animation alone is no change). Callers skip the write and
    /// its layout pass.
    package var isEmpty: Bool { contentInset == nil && indicatorInset == nil && contentOffset == nil }
}

/// The engine's answer to one event.
package struct KeyboardAvoidanceDecision: Sendable, Equatable {
    /// What to write to the scroll view; empty when the event changed nothing or was ignored.
    package var changes: ScrollViewChanges
    /// Set when the event was ignored; the changes are then empty.
    package var ignoredBecause: KeyboardInputProblem?
    /// Whether the app's keyboard observers are told of this event (Behaviour rules:
    /// *What observers are told*): what they were last told changed, whether or not anything is
    /// written.
    package var notifies = false
    /// The animation observers are told with: a keyboard event's own (a held hide's, shortened,
    /// when one is applied), even when nothing is written; `nil` for every other event.
    package var observerAnimation: KeyboardAnimation?
    /// When the engine wants to be woken with ``KeyboardAvoidanceInput/wake`` (a held hide's
    /// deadline, see *Held hides* in the behaviour rules), on the clock the caller gives it; `nil`
    /// when nothing waits.
    package var wakeAt: TimeInterval?
    /// Set when a timer is to be made for ``wakeAt``: the generation it carries, which
    /// ``KeyboardAvoidanceEngine/wakeFires(_:)`` asks about when it fires; `nil` when the timer made
    /// for the same deadline stands, or none is asked for.
    package var wakeGeneration: Int?

    /// An answer with `changes` to write, or the reason the event was ignored.
    package init(changes: ScrollViewChanges = .none, ignoredBecause: KeyboardInputProblem? = nil) {
        self.changes = changes
        self.ignoredBecause = ignoredBecause
    }

    /// Nothing to write and nothing wrong: the answer to duplicates and disabled avoidance.
    package static var nothing: KeyboardAvoidanceDecision { KeyboardAvoidanceDecision() }

    package static func ignored(_ problem: KeyboardInputProblem) -> KeyboardAvoidanceDecision {
        KeyboardAvoidanceDecision(ignoredBecause: problem)
    }
}
