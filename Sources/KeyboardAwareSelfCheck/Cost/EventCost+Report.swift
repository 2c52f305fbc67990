import Foundation
import KeyboardAwareSimulator

extension EventCost {
    /// One line per keyboard event of `events` with what it cost, counted from 1:
    /// `event 2 (willShow): inset 1, indicator 1, offset 1, layout 2 (0 forced)`. The other events
    /// (focus, the app's own writes) are the scenario's doing, reported only when over budget.
    package static func keyboardEventLines(events: [Scenario.Event], costs: [EventCost]) -> [String] {
        zip(events, costs).enumerated().compactMap { index, pair in
            guard case .keyboard(let keyboard) = pair.0 else { return nil }
            return "event \(index + 1) (\(keyboard.kind.rawValue)): \(pair.1.summary)"
        }
    }
}
