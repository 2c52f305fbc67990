import Foundation
import KeyboardAwareBenchmark

// keyboard-aware-bench [--write PATH] [--quick] [--profile N]: see BenchmarkCommand.
exit(BenchmarkCommand.run(Array(ProcessInfo.processInfo.arguments.dropFirst())))
