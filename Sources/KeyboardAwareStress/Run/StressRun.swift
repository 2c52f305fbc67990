import Foundation
import KeyboardAwareSimulator

/// Runs many random sequences through the invariant checker, on every core, reproducibly.
///
/// Sequence `i` of a run seeded with `s` is drawn from its own ``SplitMix64`` stream `(s, i)`,
/// so the result does not depend on how the sequences are spread over threads, and any failing
/// sequence can be regenerated alone from the seed and its index.
package struct StressRun: Sendable {
    /// A failing sequence, with its shrunk reproduction.
    package struct Failure: Sendable {
        /// The failing sequence's index, which regenerates it with ``StressRun/scenario(_:)``.
        package var sequence: Int
        /// The violation as the full sequence showed it.
        package var violation: InvariantViolation
        /// The shrunk scenario (the scenario format) and the violation it shows.
        package var minimal: Scenario
        /// The violation the shrunk scenario shows.
        package var minimalViolation: InvariantViolation
    }

    /// The run's seed: the same seed gives the same sequences on any machine.
    package var seed: UInt64
    /// How many random sequences to check.
    package var sequences: Int
    /// The most events one sequence may have.
    package var maximumEvents: Int

    /// A run of `sequences` random sequences of up to `maximumEvents` events, drawn from `seed`.
    package init(seed: UInt64, sequences: Int, maximumEvents: Int = 30) {
        self.seed = seed
        self.sequences = sequences
        self.maximumEvents = maximumEvents
    }

    /// Sequence `index`, exactly as the run draws it.
    package func scenario(_ index: Int) -> Scenario {
        var random = SplitMix64(seed: seed, stream: UInt64(index))
        return ScenarioGenerator.scenario(
            using: &random, maximumEvents: maximumEvents,
            name: "stress seed \(seed) sequence \(index)")
    }

    // MARK: - Running

    /// What a run found.
    package struct Report: Sendable {
        /// Sequences checked.
        package var sequences = 0
        /// Events replayed, over all sequences.
        package var events = 0
        /// Events that exercised each invariant.
        package var exercised = InvariantChecker.Coverage()
        /// How many sequences broke each invariant.
        package var failureCounts: [InvariantViolation.Invariant: Int] = [:]
        /// The first failing sequence of each invariant, shrunk.
        package var failures: [Failure] = []
        /// Failing sequences, over all invariants.
        package var totalFailures: Int { failureCounts.values.reduce(0, +) }
    }

    /// Checks every sequence, using `threads` threads.
    package func run(threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> Report {
        let workers = max(1, min(threads, sequences))
        let collector = Collector()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var events = 0
            var exercised = InvariantChecker.Coverage()
            var counts: [InvariantViolation.Invariant: Int] = [:]
            var firsts: [InvariantViolation.Invariant: (Int, InvariantViolation)] = [:]
            var index = worker
            while index < sequences {
                let scenario = self.scenario(index)
                events += scenario.events.count
                let outcome = InvariantChecker.check(scenario)
                exercised.add(outcome.exercised)
                for (invariant, violation) in outcome.violations {
                    counts[invariant, default: 0] += 1
                    if firsts[invariant].map({ index < $0.0 }) ?? true { firsts[invariant] = (index, violation) }
                }
                index += workers
            }
            collector.add(events: events, exercised: exercised, counts: counts, firsts: firsts)
        }
        var report = Report()
        report.sequences = sequences
        report.events = collector.events
        report.exercised = collector.exercised
        report.failureCounts = collector.counts
        for (invariant, (index, violation)) in collector.firsts.sorted(by: { $0.key < $1.key }) {
            _ = invariant
            let (minimal, minimalViolation) = ScenarioShrinker.shrink(scenario(index), failing: violation)
            report.failures.append(
                Failure(
                    sequence: index, violation: violation, minimal: minimal,
                    minimalViolation: minimalViolation))
        }
        return report
    }

    /// Gathers the workers' results; the lock makes it safe to share.
    private final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var events = 0
        private(set) var exercised = InvariantChecker.Coverage()
        private(set) var counts: [InvariantViolation.Invariant: Int] = [:]
        private(set) var firsts: [InvariantViolation.Invariant: (Int, InvariantViolation)] = [:]

        func add(
            events: Int, exercised: InvariantChecker.Coverage, counts: [InvariantViolation.Invariant: Int],
            firsts: [InvariantViolation.Invariant: (Int, InvariantViolation)]
        ) {
            lock.lock()
            defer { lock.unlock() }
            self.events += events
            self.exercised.add(exercised)
            self.counts.merge(counts, uniquingKeysWith: +)
            for (invariant, first) in firsts where self.firsts[invariant].map({ first.0 < $0.0 }) ?? true {
                self.firsts[invariant] = first
            }
        }
    }
}
