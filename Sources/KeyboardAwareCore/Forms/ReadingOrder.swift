import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The order the return key walks a form in: row by row from the top, leading to trailing within
/// a row (Behaviour rules: *The return key*).
///
/// Fields a few points apart, or a taller field beside a shorter one, share a row: a field joins
/// the row of that row's first field when their vertical overlap is at least half the shorter
/// field's height. Comparing raw `minY`s instead would put a field 1 pt higher before its
/// neighbour on the left.
package enum ReadingOrder {
    /// All indices of `frames` in reading order and, for each field, the index of the field that
    /// opened its row (the row's topmost): what tells whether a field not known yet could fall
    /// between two others.
    ///
    /// Fields are taken by `minY` (ties by `minX`, then index) and grouped into rows; rows go top
    /// to bottom, and within a row by `minX` (ties by index), or by `maxX` descending (ties by
    /// index) when `rightToLeft`.
    package static func rows(_ frames: [CGRect], rightToLeft: Bool = false) -> (order: [Int], rowStart: [Int]) {
        let standardized = frames.map(\.standardized)
        let byTop = standardized.indices.sorted { a, b in
            let fa = standardized[a]
            let fb = standardized[b]
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            return a < b
        }
        var order: [Int] = []
        order.reserveCapacity(frames.count)
        var rowStart = Array(repeating: 0, count: frames.count)
        var row: [Int] = []
        for index in byTop {
            if let first = row.first, !sharesRow(standardized[index], with: standardized[first]) {
                order += arranged(row, standardized, rightToLeft: rightToLeft)
                row.removeAll(keepingCapacity: true)
            }
            rowStart[index] = row.first ?? index
            row.append(index)
        }
        return (order + arranged(row, standardized, rightToLeft: rightToLeft), rowStart)
    }

    /// Whether `field` belongs to the row that `rowStart` opened: they overlap vertically by at
    /// least half the shorter one's height (as *The return key* in the behaviour rules words it, a
    /// field of no height joins any row).
    package static func sharesRow(_ field: CGRect, with rowStart: CGRect) -> Bool {
        let overlap = max(0, min(field.maxY, rowStart.maxY) - max(field.minY, rowStart.minY))
        return overlap >= min(field.height, rowStart.height) / 2
    }

    // MARK: - Internal

    private static func arranged(_ row: [Int], _ frames: [CGRect], rightToLeft: Bool) -> [Int] {
        row.sorted { a, b in
            let fa = frames[a]
            let fb = frames[b]
            if rightToLeft {
                if fa.maxX != fb.maxX { return fa.maxX > fb.maxX }
            } else if fa.minX != fb.minX {
                return fa.minX < fb.minX
            }
            return a < b
        }
    }
}
