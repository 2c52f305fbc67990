import KeyboardAwareSimulator

/// Cuts a failing scenario down to the events that make it fail.
///
/// A random sequence that breaks an invariant usually carries dozens of irrelevant events; the
/// reproduction a person (or a regression test) wants has two or three. Shrinking is delta
/// debugging on the event list: drop chunks, halving their size down to single events, keeping
/// every cut after which the scenario still fails, until no single event can go.
package enum ScenarioShrinker {
    /// The smallest scenario found that still breaks `violation.invariant`, and its violation.
    package static func shrink(_ scenario: Scenario, failing violation: InvariantViolation) -> (
        Scenario, InvariantViolation
    ) {
        var last = violation
        let minimal = shrink(scenario, failingAt: violation.eventIndex) { candidate in
            guard let found = InvariantChecker.check(candidate).violations[violation.invariant] else { return nil }
            last = found
            return found.eventIndex
        }
        return (minimal, InvariantChecker.check(minimal).violations[violation.invariant] ?? last)
    }

    /// The smallest scenario found for which `failure` still answers an event index.
    ///
    /// - Parameters:
    ///   - scenario: a scenario that fails.
    ///   - eventIndex: the event it fails at; later events cannot matter and are dropped first.
    ///   - failure: the index of the event a candidate fails at, or `nil` when it passes.
    package static func shrink(
        _ scenario: Scenario, failingAt eventIndex: Int,
        where failure: (Scenario) -> Int?
    ) -> Scenario {
        var best = scenario
        best.events = Array(best.events.prefix(eventIndex + 1))
        var chunk = max(1, best.events.count / 2)
        while true {
            var start = 0
            var progressed = false
            while start < best.events.count {
                var candidate = best
                candidate.events.removeSubrange(start..<min(start + chunk, candidate.events.count))
                if let index = failure(candidate) {
                    best = candidate
                    best.events = Array(best.events.prefix(index + 1))
                    progressed = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !progressed { break }
            if !progressed { chunk = max(1, chunk / 2) }
        }
        return best
    }
}
