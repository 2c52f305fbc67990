/// A tiny seeded random number generator (Steele, Lea & Flood's SplitMix64).
///
/// The stress run must be reproducible from one number on any machine and any Swift version, so
/// it cannot use `SystemRandomNumberGenerator`, and it must not pull in a package for a dozen
/// lines. SplitMix64 passes BigCrush, is one add and three xor-shift-multiplies per draw, and
/// lets every sequence get its own independent stream from `(seed, index)`, so sequences can run
/// on any number of threads in any order and still come out the same.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The generator for sequence `index` of a run seeded with `seed`: the two are mixed through
    /// one SplitMix step each so that neighbouring indices give unrelated streams.
    package init(seed: UInt64, stream index: UInt64) {
        var mixer = SplitMix64(seed: seed)
        let base = mixer.next()
        state = base ^ (index &* 0xD1B5_4A32_D192_ED03)
        _ = next()
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    // MARK: - Conveniences the generator reads well with

    // The helpers below use their own arithmetic rather than the standard library's
    // `random(in:using:)`, whose algorithm may change between Swift releases: a seed printed by
    // one toolchain must replay the same sequence on the next.

    /// A double in `0 ..< 1` with 53 random bits.
    package mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// `true` with probability `p`.
    package mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// A uniform integer in `range` (modulo bias is far below anything a test could notice).
    package mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        return range.lowerBound + Int(span == 0 ? next() : next() % span)
    }

    /// A uniformly drawn element; the collection must not be empty.
    package mutating func pick<C: RandomAccessCollection>(_ choices: C) -> C.Element {
        choices[choices.index(choices.startIndex, offsetBy: int(0...(choices.count - 1)))]
    }

    /// A uniform double in `range`.
    package mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
}
