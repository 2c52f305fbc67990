import Foundation
import KeyboardAwareCore

/// Reading order asked one field at a time, as the tests state it: the library itself steps
/// through a form with `FormStep`, which also knows about rows not on screen.
extension ReadingOrder {
    /// All indices of `frames`, in reading order.
    static func sorted(_ frames: [CGRect], rightToLeft: Bool = false) -> [Int] {
        rows(frames, rightToLeft: rightToLeft).order
    }

    /// The field after `current` in reading order, or `nil` at the last field.
    static func next(after current: Int, in frames: [CGRect], rightToLeft: Bool = false) -> Int? {
        neighbour(of: current, in: frames, rightToLeft: rightToLeft, offset: 1)
    }

    /// The field before `current` in reading order, or `nil` at the first field.
    static func previous(before current: Int, in frames: [CGRect], rightToLeft: Bool = false) -> Int? {
        neighbour(of: current, in: frames, rightToLeft: rightToLeft, offset: -1)
    }

    private static func neighbour(of current: Int, in frames: [CGRect], rightToLeft: Bool, offset: Int) -> Int? {
        guard frames.indices.contains(current) else { return nil }
        let order = sorted(frames, rightToLeft: rightToLeft)
        guard let position = order.firstIndex(of: current) else { return nil }
        let target = position + offset
        return order.indices.contains(target) ? order[target] : nil
    }
}
