import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the scroll view looked like after one event: the simulator's output line, and what a
/// drawing of that moment needs.
package struct ReplayStep: Sendable {
    /// The event's index in ``Scenario/events``, from 0 (the output line counts from 1).
    package var eventIndex: Int
    /// The event that was replayed.
    package var event: Scenario.Event
    /// The scroll view after the event.
    package var scrollView: SimulatedScrollView
    /// The keyboard's state after the event, as the engine sees it.
    package var keyboardState: KeyboardState
    /// Where the keyboard is on screen, as last reported (drawn even when it is not avoided).
    package var keyboardFrame: CGRect?
    /// The animation the changes were written with; `nil` when nothing was written or it was at once.
    package var animation: KeyboardAnimation?
    /// Index into ``Scenario/fields`` of the focused field, if any.
    package var focus: Int?
    /// The rect that must stay visible (the field, or its caret), in content coordinates.
    package var focusedRect: CGRect?
    /// Whether the focused field (or its caret) lies within the visible band; `nil` with no focus.
    package var focusVisible: Bool?
    /// What the engine wrote on this event: the proof that duplicates cost nothing.
    package var writes: SimulatedScrollView.Writes
    /// Why the event was ignored, when it was (a ``KeyboardInputProblem``'s description).
    package var ignored: String?
    /// Whether the app's keyboard observers were told (Behaviour rules: *What observers are told*).
    package var notify: Bool
    /// Why the engine did what it did: the line `--explain` prints and the debug overlay shows.
    package var explanation: DecisionExplanation? = nil

    /// The simulator's output line for this step (see the Scenario files article).
    package var jsonLine: String {
        typealias Value = JSONWriter.Value
        func insets(_ value: EdgeInsets) -> Value {
            .object([
                ("top", .number(value.top)), ("left", .number(value.left)),
                ("bottom", .number(value.bottom)), ("right", .number(value.right)),
            ])
        }
        let animationValue: Value =
            animation.map {
                .object([("duration", .number($0.duration)), ("curve", .number(Double($0.curve)))])
            } ?? .null
        return JSONWriter.write(
            .object([
                ("event", .number(Double(eventIndex))),
                ("contentInset", insets(scrollView.contentInset)),
                ("indicatorInset", insets(scrollView.indicatorInset)),
                ("adjustedInset", insets(scrollView.adjustedContentInset)),
                (
                    "contentOffset",
                    .object([
                        ("x", .number(scrollView.contentOffset.x)),
                        ("y", .number(scrollView.contentOffset.y)),
                    ])
                ),
                ("keyboard", .string(keyboardState.rawValue)),
                ("animation", animationValue),
                ("focus", focus.map { .number(Double($0)) } ?? .null),
                ("focusVisible", focusVisible.map(Value.bool) ?? .null),
                (
                    "writes",
                    .object([
                        ("contentInset", .number(Double(writes.contentInset))),
                        ("indicatorInset", .number(Double(writes.indicatorInset))),
                        ("contentOffset", .number(Double(writes.contentOffset))),
                    ])
                ),
                ("ignored", ignored.map(Value.string) ?? .null),
                ("notify", .bool(notify)),
            ]))
    }
}
