import Foundation

/// `keyboard-aware-bench [--write PATH] [--quick] [--profile N]`: nanoseconds per keyboard event
/// (parse `userInfo` + decide), per focus change, per return-key step, and how they scale from 10
/// to 1,000,000 rows. Build with `-c release`: debug numbers mean nothing. `--write` makes five
/// whole runs and judges the targets on their median, as they are set.
package enum BenchmarkCommand {
    static let usage =
        "usage: keyboard-aware-bench [--write Sources/KeyboardAwareBenchmark/KeyboardAwareBenchmark.docc/Benchmarks.md] [--quick] [--profile N]"

    /// Runs the benchmark as `arguments` (the program's name left out) ask, printing as it goes,
    /// and returns the process's exit status: 0, 1 when the article cannot be written, 64 for a
    /// wrong argument.
    package static func run(_ arguments: [String]) -> Int32 {
        var arguments = arguments
        var writePath: String?
        var profileIterations: Int?
        var harness = Harness()
        while !arguments.isEmpty {
            switch arguments.removeFirst() {
            case "--write":
                guard !arguments.isEmpty else {
                    print("--write needs a path")
                    return 64
                }
                writePath = arguments.removeFirst()
            case "--profile":
                // Only the headline loop and the floor's, for `valgrind --tool=callgrind`.
                guard let n = arguments.first.flatMap(Int.init) else {
                    print("--profile needs a count")
                    return 64
                }
                arguments.removeFirst()
                profileIterations = n
            case "--quick":
                harness.minimumSample = 5_000_000
                harness.samples = 3
            case "-h", "--help":
                print(usage)
                return 0
            case let other:
                print("unexpected argument \(other)")
                return 64
            }
        }
        #if DEBUG
        print("warning: debug build; run `swift run -c release keyboard-aware-bench` for meaningful numbers")
        #endif

        var benchmark = Benchmark(harness: harness)
        if let profileIterations {
            benchmark.profile(iterations: profileIterations)
            return 0
        }
        // The article judges the targets on the median of five whole runs, as they are set.
        let runCount = writePath == nil ? 1 : 5
        var runs: [Benchmark.Headline] = []
        for run in 1...runCount {
            if runCount > 1 { print("\n=== Run \(run) of \(runCount)") }
            benchmark = Benchmark(harness: harness)
            benchmark.measureSingleEvents()
            benchmark.measurePinnedReply()
            benchmark.measureInvertedKeyboardEvent()
            benchmark.measureScaling()
            benchmark.measureBreakdown()
            runs.append(benchmark.headline)
        }
        if let writePath {
            do {
                try Data(benchmark.article(runs: runs).utf8).write(to: URL(fileURLWithPath: writePath))
                print("\nwrote \(writePath)")
            } catch {
                print("cannot write \(writePath): \(error)")
                return 1
            }
        }
        return 0
    }
}
