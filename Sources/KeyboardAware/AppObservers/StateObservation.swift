#if canImport(UIKit)
import UIKit

/// An app's handler for a state the kit tells as it changes (``KeyboardAvoidance/atEndChangeHandler``,
/// ``KeyboardAvoidance/pinStateChangeHandler``), and the state it last heard.
///
/// A compare per check, no allocation, and the handler called only when the state changed.
@MainActor
final class StateObservation<State: Equatable> {
    /// The app's handler; `nil` costs one compare per check.
    private(set) var handler: (@MainActor (State) -> Void)?
    /// The state the handler last heard (or the one when it was set).
    private var lastState: State

    init(_ state: State) {
        lastState = state
    }

    /// Sets the handler, with the state now as what it knows: setting it calls nothing.
    func set(_ handler: (@MainActor (State) -> Void)?, state: State) {
        self.handler = handler
        lastState = state
    }

    /// Tells the handler `state` when it differs from what it last heard.
    func tell(_ state: State) {
        guard handler != nil, state != lastState else { return }
        lastState = state
        handler?(state)
    }

    /// Tells the handler `state` on the next run-loop turn when it differs from what it last heard:
    /// for a state that changes inside UIKit's own update of the view (a table's batch update, its
    /// layout pass), where an app that changed the view in return would re-enter that update.
    func tellOnNextTurn(_ state: State) {
        guard handler != nil, state != lastState else { return }
        lastState = state
        DispatchQueue.main.async { [weak self] in self?.handler?(state) }
    }
}
#endif
