import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What to write to the scroll view. `nil` means leave that property alone: it already holds the
/// value (within ``Tolerance/write``).
package struct ScrollViewChanges: Sendable, Equatable {
    /// The new `contentInset`: the app's own plus the keyboard's extra at the bottom.
    package var contentInset: EdgeInsets? {
        get { written.contains(.contentInset) ? contentInsetValue : nil }
        set { contentInsetValue = written.keep(newValue, .contentInset) ?? EdgeInsets() }
    }
    /// The new `verticalScrollIndicatorInsets`, so the indicator stops at the keyboard too.
    package var indicatorInset: EdgeInsets? {
        get { written.contains(.indicatorInset) ? indicatorInsetValue : nil }
        set { indicatorInsetValue = written.keep(newValue, .indicatorInset) ?? EdgeInsets() }
    }
    /// The new `contentOffset`: the smallest move that shows the focused field, or a clamp on hide.
    package var contentOffset: CGPoint? {
        get { written.contains(.contentOffset) ? contentOffsetValue : nil }
        set { contentOffsetValue = written.keep(newValue, .contentOffset) ?? CGPoint() }
    }
    /// Apply inside one animation with this duration and curve; `nil` applies at once.
    package var animation: KeyboardAnimation? {
        get { written.contains(.animation) ? animationValue : nil }
        set { animationValue = written.keep(newValue, .animation) ?? .zero }
    }
    /// The changes belong to the app's own update (a pinned row moved by rows inserted above it):
    /// with no animation of the kit's own, they are written inside whatever animation that update
    /// runs in, so the offset moves with the table's animated rows and the row keeps its place on
    /// screen (Behaviour rules: *Pinned content*).
    package var isPartOfAppUpdate: Bool {
        get { written.contains(.partOfAppUpdate) }
        set { written = written.setting(.partOfAppUpdate, newValue) }
    }

    // MARK: Storage

    // Each optional is kept as a value and a bit of `written` (see *Optionals kept as values and
    // bits* below).
    private var contentInsetValue = EdgeInsets()
    private var indicatorInsetValue = EdgeInsets()
    private var contentOffsetValue = CGPoint()
    private var animationValue = KeyboardAnimation.zero
    private var written: Written = []

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
    package var isEmpty: Bool { written.isDisjoint(with: [.contentInset, .indicatorInset, .contentOffset]) }
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
    package var notifies: Bool {
        get { written.contains(.notifies) }
        set { written = written.setting(.notifies, newValue) }
    }
    /// The animation observers are told with: a keyboard event's own (a held hide's, shortened,
    /// when one is applied), even when nothing is written; `nil` for every other event.
    package var observerAnimation: KeyboardAnimation? {
        get { written.contains(.observerAnimation) ? observerAnimationValue : nil }
        set { observerAnimationValue = written.keep(newValue, .observerAnimation) ?? .zero }
    }
    /// When the engine wants to be woken with ``KeyboardAvoidanceInput/wake`` (a held hide's
    /// deadline, see *Held hides* in the behaviour rules), on the clock the caller gives it; `nil`
    /// when nothing waits.
    package var wakeAt: TimeInterval? {
        get { written.contains(.wakeAt) ? wakeAtValue : nil }
        set { wakeAtValue = written.keep(newValue, .wakeAt) ?? 0 }
    }
    /// Set when a timer is to be made for ``wakeAt``: the generation it carries, which
    /// ``KeyboardAvoidanceEngine/wakeFires(_:)`` asks about when it fires; `nil` when the timer made
    /// for the same deadline stands, or none is asked for.
    package var wakeGeneration: Int? {
        get { written.contains(.wakeGeneration) ? wakeGenerationValue : nil }
        set { wakeGenerationValue = written.keep(newValue, .wakeGeneration) ?? 0 }
    }

    // MARK: Storage

    // Each optional is kept as a value and a bit of `written`, as a change's are, the small fields
    // next to the changes' own bits.
    private var written: Written = []
    private var observerAnimationValue = KeyboardAnimation.zero
    private var wakeAtValue: TimeInterval = 0
    private var wakeGenerationValue = 0

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

// MARK: - Optionals kept as values and bits

// A change and a decision keep each optional value as a value and a bit of their `written` set: a
// value not there is zero, so that equal changes are equal in storage too. An `Optional` keeps its
// tag in a byte after its value, padded to the next word: a decision held seven such bytes, and
// each of its copies (one at each return on the way out of the engine, at every view and event)
// moved every tag and its padding apart, about as many moves as for the values themselves.

extension ScrollViewChanges {
    /// Which of a change's optional values are there.
    fileprivate struct Written: OptionSet, Sendable, Equatable {
        let rawValue: UInt8
        static let contentInset = Written(rawValue: 1 << 0)
        static let indicatorInset = Written(rawValue: 1 << 1)
        static let contentOffset = Written(rawValue: 1 << 2)
        static let animation = Written(rawValue: 1 << 3)
        static let partOfAppUpdate = Written(rawValue: 1 << 4)
    }
}

extension KeyboardAvoidanceDecision {
    /// Which of a decision's own optional values are there.
    fileprivate struct Written: OptionSet, Sendable, Equatable {
        let rawValue: UInt8
        static let notifies = Written(rawValue: 1 << 0)
        static let observerAnimation = Written(rawValue: 1 << 1)
        static let wakeAt = Written(rawValue: 1 << 2)
        static let wakeGeneration = Written(rawValue: 1 << 3)
    }
}

extension OptionSet {
    /// These bits with `bit` set or cleared.
    fileprivate func setting(_ bit: Self, _ isSet: Bool) -> Self { isSet ? union(bit) : subtracting(bit) }

    /// Sets `bit` when `value` is there, clears it when not; `value` is given back, to be stored.
    @inline(__always)
    fileprivate mutating func keep<Value>(_ value: Value?, _ bit: Self) -> Value? {
        self = setting(bit, value != nil)
        return value
    }
}

extension KeyboardAnimation {
    /// What an animation not there is stored as: all zero. Made where used, not a global.
    fileprivate static var zero: KeyboardAnimation { KeyboardAnimation(duration: 0, curve: 0) }
}
