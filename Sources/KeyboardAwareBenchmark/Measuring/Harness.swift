import Foundation

/// Times closures with a monotonic clock (`DispatchTime`, available on every platform the package
/// supports, where `ContinuousClock` needs macOS 13), robustly enough to compare nanoseconds.
///
/// Each measurement first calibrates an iteration count that takes at least `minimumSample`,
/// then takes several samples and reports the median nanoseconds per iteration: the median
/// shrugs off the odd preemption on a shared machine, which a mean would not.
struct Harness {
    /// Nanoseconds; 40 ms by default.
    var minimumSample: UInt64 = 40_000_000
    var samples = 7

    /// Median nanoseconds per call of `body`. `body` gets the iteration number, so that it can
    /// vary its input, and returns a value that is passed to ``blackHole(_:)``.
    func nanoseconds<T>(_ body: (Int) -> T) -> Double {
        var iterations = 1
        // Calibrate: grow until one sample takes long enough to time precisely.
        while true {
            let start = DispatchTime.now().uptimeNanoseconds
            for i in 0..<iterations { blackHole(body(i)) }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            if elapsed >= minimumSample || iterations >= 1 << 30 { break }
            iterations *= elapsed < minimumSample / 10 ? 10 : 2
        }
        var results: [Double] = []
        for _ in 0..<samples {
            let start = DispatchTime.now().uptimeNanoseconds
            for i in 0..<iterations { blackHole(body(i)) }
            results.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations))
        }
        results.sort()
        return results[results.count / 2]
    }

    /// Nanoseconds per call of each body, measured in turns: every sample times each body for
    /// the same number of iterations, one after the other, so that a slow moment of the machine
    /// lands on all of them alike. Returns each body's per-sample results, in sample order, so
    /// that ratios can be taken within a sample.
    ///
    /// Each body hands its result to ``blackHole(_:)`` itself, as the type it is: bodies of
    /// different kinds share one array, and a result boxed into `Any` to share it was allocated on
    /// the heap at every call when larger than three words (a scroll view's decision is), which no
    /// keyboard event does.
    func interleavedNanoseconds(_ bodies: [(Int) -> Void], samples: Int) -> [[Double]] {
        var iterations = 1
        // Calibrate on the first body, to a fifth of the usual sample: many short turns.
        while true {
            let start = DispatchTime.now().uptimeNanoseconds
            for i in 0..<iterations { bodies[0](i) }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            if elapsed >= minimumSample / 5 || iterations >= 1 << 30 { break }
            iterations *= elapsed < minimumSample / 50 ? 10 : 2
        }
        var results = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<samples {
            for (index, body) in bodies.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                for i in 0..<iterations { body(i) }
                results[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations))
            }
        }
        return results
    }
}

/// Keeps a value alive as far as the optimizer can tell, so that the work producing it is not
/// removed. Not inlinable and not optimized: the call itself costs about a nanosecond.
@_optimize(none) @inline(never)
func blackHole<T>(_ value: T) {}
