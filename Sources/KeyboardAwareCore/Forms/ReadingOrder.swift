import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The order the return key walks a form in: top to bottom, then leading to trailing.
public enum ReadingOrder {
    /// Whether the field at `a` comes before the field at `b`. Rows are compared by `minY`; within
    /// a row by `minX`, or by `maxX` descending for right-to-left layouts; fully tied fields keep
    /// their given order.
    public static func precedes(_ a: (index: Int, frame: CGRect), _ b: (index: Int, frame: CGRect),
                                rightToLeft: Bool) -> Bool {
        let fa = a.frame.standardized, fb = b.frame.standardized
        if fa.minY != fb.minY { return fa.minY < fb.minY }
        if rightToLeft {
            if fa.maxX != fb.maxX { return fa.maxX > fb.maxX }
        } else if fa.minX != fb.minX {
            return fa.minX < fb.minX
        }
        return a.index < b.index
    }

    /// All indices of `frames`, in reading order.
    public static func sorted(_ frames: [CGRect], rightToLeft: Bool = false) -> [Int] {
        frames.indices.sorted { precedes(($0, frames[$0]), ($1, frames[$1]), rightToLeft: rightToLeft) }
    }

    /// The field after `current` in reading order, or `nil` at the last field. One pass, no sort:
    /// the cost of a return-key step grows only with the number of candidates.
    public static func next(after current: Int, in frames: [CGRect], rightToLeft: Bool = false) -> Int? {
        step(from: current, in: frames, rightToLeft: rightToLeft, forward: true)
    }

    /// The field before `current` in reading order, or `nil` at the first field.
    public static func previous(before current: Int, in frames: [CGRect], rightToLeft: Bool = false) -> Int? {
        step(from: current, in: frames, rightToLeft: rightToLeft, forward: false)
    }

    private static func step(from current: Int, in frames: [CGRect], rightToLeft: Bool, forward: Bool) -> Int? {
        guard frames.indices.contains(current) else { return nil }
        let origin = (index: current, frame: frames[current])
        var best: (index: Int, frame: CGRect)?
        for index in frames.indices where index != current {
            let candidate = (index: index, frame: frames[index])
            let isBeyond = forward ? precedes(origin, candidate, rightToLeft: rightToLeft)
                                   : precedes(candidate, origin, rightToLeft: rightToLeft)
            guard isBeyond else { continue }
            if let chosen = best {
                let isCloser = forward ? precedes(candidate, chosen, rightToLeft: rightToLeft)
                                       : precedes(chosen, candidate, rightToLeft: rightToLeft)
                if isCloser { best = candidate }
            } else {
                best = candidate
            }
        }
        return best?.index
    }
}
