import Foundation
import KeyboardAwareStress

// keyboard-aware-stress [--sequences N] [--seed S] [--max-events E] [--threads T] [--out DIR]
// Replays N random event sequences through the engine and checks the engine's rules
// after every event. Prints the count, the seed and, per broken invariant, the first failing
// sequence shrunk to a minimal scenario file that keyboard-aware-sim accepts. Exit 1 on failure.

let usage = """
    usage: keyboard-aware-stress [--sequences N] [--seed S] [--max-events E] [--threads T] [--out DIR]
      --sequences N   random sequences to check (default 10000)
      --seed S        run seed (default 1); the same seed gives the same sequences everywhere
      --max-events E  events per sequence at most (default 30)
      --threads T     worker threads (default: all cores; results do not depend on it)
      --out DIR       also write each minimal failing scenario to DIR/<invariant>.json
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(64)
}

var sequences = 10_000
var seed: UInt64 = 1
var maximumEvents = 30
var threads = ProcessInfo.processInfo.activeProcessorCount
var outputDirectory: String?
var arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    func value() -> String {
        guard !arguments.isEmpty else { fail("\(argument) needs a value\n\(usage)") }
        return arguments.removeFirst()
    }
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--sequences":
        guard let n = Int(value()), n >= 0 else { fail(usage) }
        sequences = n
    case "--seed":
        guard let s = UInt64(value()) else { fail(usage) }
        seed = s
    case "--max-events":
        guard let n = Int(value()), n >= 1 else { fail(usage) }
        maximumEvents = n
    case "--threads":
        guard let n = Int(value()), n >= 1 else { fail(usage) }
        threads = n
    case "--out": outputDirectory = value()
    default: fail("unexpected argument \(argument)\n\(usage)")
    }
}

// DispatchTime, not ContinuousClock: the package supports macOS 12, and the clock came in macOS 13.
let start = DispatchTime.now().uptimeNanoseconds
let report = StressRun(seed: seed, sequences: sequences, maximumEvents: maximumEvents).run(threads: threads)
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9

print("sequences: \(report.sequences)")
print("events: \(report.events)")
print("seed: \(seed)")
print(
    String(
        format: "time: %.1f s (%d threads, %.0f events/s)", seconds, threads, Double(report.events) / max(seconds, 1e-9)
    ))
let failingSequences = report.failureCounts.values.reduce(0, +)
print("failures: \(failingSequences) (sequence, invariant) pairs")
print("invariant                  events checked   failing sequences")
for invariant in InvariantViolation.Invariant.allCases {
    let name = invariant.rawValue.padding(toLength: 26, withPad: " ", startingAt: 0)
    let checked = String(report.exercised[invariant]).leftPadded(14)
    print("\(name) \(checked)   \(report.failureCounts[invariant] ?? 0)")
}
for failure in report.failures {
    print("")
    print("== \(failure.violation.invariant.rawValue): first in sequence \(failure.sequence)")
    print("   \(failure.violation)")
    print("   minimal (\(failure.minimal.events.count) events): \(failure.minimalViolation)")
    print(failure.minimal.json, terminator: "")
    if let outputDirectory {
        let path = URL(fileURLWithPath: outputDirectory).appendingPathComponent(
            "\(failure.violation.invariant.rawValue).json")
        try? FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        try? Data(failure.minimal.json.utf8).write(to: path)
    }
}
exit(report.totalFailures == 0 ? 0 : 1)

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
