import Foundation

/// Times closures with a monotonic clock, robustly enough to compare nanoseconds.
///
/// Each measurement first calibrates an iteration count that takes at least `minimumSample`,
/// then takes several samples and reports the median nanoseconds per iteration: the median
/// shrugs off the odd preemption on a shared machine, which a mean would not.
struct Harness {
    var minimumSample: Duration = .milliseconds(40)
    var samples = 7

    /// Median nanoseconds per call of `body`. `body` gets the iteration number, so that it can
    /// vary its input, and returns a value that is passed to ``blackHole(_:)``.
    func nanoseconds<T>(_ body: (Int) -> T) -> Double {
        let clock = ContinuousClock()
        var iterations = 1
        // Calibrate: grow until one sample takes long enough to time precisely.
        while true {
            let start = clock.now
            for i in 0..<iterations { blackHole(body(i)) }
            let elapsed = start.duration(to: clock.now)
            if elapsed >= minimumSample || iterations >= 1 << 30 { break }
            iterations *= elapsed < minimumSample / 10 ? 10 : 2
        }
        var results: [Double] = []
        for _ in 0..<samples {
            let start = clock.now
            for i in 0..<iterations { blackHole(body(i)) }
            results.append(Self.nanoseconds(start.duration(to: clock.now)) / Double(iterations))
        }
        results.sort()
        return results[results.count / 2]
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) * 1e-9
    }
}

/// Keeps a value alive as far as the optimizer can tell, so that the work producing it is not
/// removed. Not inlinable and not optimized: the call itself costs about a nanosecond.
@_optimize(none) @inline(never)
func blackHole<T>(_ value: T) {}
