import Foundation

/// `keyboard-aware-stress [--sequences N] [--seed S] [--max-events E] [--threads T] [--out DIR]`:
/// replays N random event sequences through the engine and checks the engine's rules after every
/// event. Prints the count, the seed and, per broken invariant, the first failing sequence shrunk
/// to a minimal scenario file that `keyboard-aware-sim` accepts.
package enum StressCommand {
    static let usage = """
        usage: keyboard-aware-stress [--sequences N] [--seed S] [--max-events E] [--threads T] [--out DIR]
          --sequences N   random sequences to check (default 10000)
          --seed S        run seed (default 1); the same seed gives the same sequences everywhere
          --max-events E  events per sequence at most (default 30)
          --threads T     worker threads (default: all cores; results do not depend on it)
          --out DIR       also write each minimal failing scenario to DIR/<invariant>.json
        """

    /// What the command line asks for.
    private struct Options {
        var sequences = 10_000
        var seed: UInt64 = 1
        var maximumEvents = 30
        var threads = ProcessInfo.processInfo.activeProcessorCount
        var outputDirectory: String?
    }

    /// A wrong argument: the message for standard error (exit 64).
    private struct UsageError: Error {
        var message: String
    }

    /// Runs the command with `arguments` (the program's name left out) and returns the process's
    /// exit status: 0 when every invariant held, 1 when one broke, 64 for wrong arguments.
    package static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        do {
            guard let parsed = try parse(arguments) else {
                print(usage)
                return 0
            }
            options = parsed
        } catch {
            let message = (error as? UsageError)?.message ?? "\(error)"
            FileHandle.standardError.write(Data((message + "\n").utf8))
            return 64
        }
        return run(options)
    }

    // MARK: - Arguments

    /// The options, or `nil` when help was asked for.
    private static func parse(_ arguments: [String]) throws -> Options? {
        var arguments = arguments
        var options = Options()
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            func value() throws -> String {
                guard !arguments.isEmpty else { throw UsageError(message: "\(argument) needs a value\n\(usage)") }
                return arguments.removeFirst()
            }
            switch argument {
            case "-h", "--help":
                return nil
            case "--sequences":
                guard let n = Int(try value()), n >= 0 else { throw UsageError(message: usage) }
                options.sequences = n
            case "--seed":
                guard let s = UInt64(try value()) else { throw UsageError(message: usage) }
                options.seed = s
            case "--max-events":
                guard let n = Int(try value()), n >= 1 else { throw UsageError(message: usage) }
                options.maximumEvents = n
            case "--threads":
                guard let n = Int(try value()), n >= 1 else { throw UsageError(message: usage) }
                options.threads = n
            case "--out": options.outputDirectory = try value()
            default: throw UsageError(message: "unexpected argument \(argument)\n\(usage)")
            }
        }
        return options
    }

    // MARK: - Running

    private static func run(_ options: Options) -> Int32 {
        // DispatchTime, not ContinuousClock: the package supports macOS 12, and the clock came in macOS 13.
        let start = DispatchTime.now().uptimeNanoseconds
        let report = StressRun(seed: options.seed, sequences: options.sequences, maximumEvents: options.maximumEvents)
            .run(threads: options.threads)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9

        print("sequences: \(report.sequences)")
        print("events: \(report.events)")
        print("seed: \(options.seed)")
        print(
            String(
                format: "time: %.1f s (%d threads, %.0f events/s)", seconds, options.threads,
                Double(report.events) / max(seconds, 1e-9)
            ))
        let failingSequences = report.failureCounts.values.reduce(0, +)
        print("failures: \(failingSequences) (sequence, invariant) pairs")
        print("invariant                  events checked   failing sequences")
        for invariant in InvariantViolation.Invariant.allCases {
            let name = invariant.rawValue.padding(toLength: 26, withPad: " ", startingAt: 0)
            let checked = leftPadded(String(report.exercised[invariant]), 14)
            print("\(name) \(checked)   \(report.failureCounts[invariant] ?? 0)")
        }
        for failure in report.failures {
            print("")
            print("== \(failure.violation.invariant.rawValue): first in sequence \(failure.sequence)")
            print("   \(failure.violation)")
            print("   minimal (\(failure.minimal.events.count) events): \(failure.minimalViolation)")
            print(failure.minimal.json, terminator: "")
            if let outputDirectory = options.outputDirectory {
                let path = URL(fileURLWithPath: outputDirectory).appendingPathComponent(
                    "\(failure.violation.invariant.rawValue).json")
                try? FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
                try? Data(failure.minimal.json.utf8).write(to: path)
            }
        }
        return report.totalFailures == 0 ? 0 : 1
    }

    private static func leftPadded(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
