import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What Previous, Next or the return key does in a form whose fields may lie in rows that are not
/// on screen (tables and collections create cells, and so fields, only for what shows).
///
/// The return key orders every field as if all rows were on screen (Behaviour rules:
/// *The return key*). The caller knows the fields that exist now and a cell or more that does not
/// show yet; the engine answers with one step. When a hidden cell could hold a field that comes
/// first, the answer is to reveal it and ask again with its fields added: the UIKit layer scrolls
/// the row in, the simulator adds the cell's fields, and both walk a form the same way.
package enum FormStep: Sendable, Hashable {
    /// Which way focus moves.
    package enum Direction: Sendable, Hashable {
        /// The return key and the Next button.
        case next
        /// The Previous button.
        case previous
    }

    /// Move focus to the field at this index.
    case focus(Int)
    /// A cell not on screen may hold the neighbour: bring it in, add its fields, and ask again.
    case revealCell(section: Int, item: Int)
    /// Past the last field going forward: end editing, which lets the keyboard go.
    case release
    /// Nothing: before the first field going back, avoidance disabled, or the field is unknown.
    case stay

    /// How many hidden cells one Previous/Next/return step may reveal before it gives up: enough
    /// for a run of rows without fields (section headers, notes), bounded so that a data source
    /// that keeps changing can never make a step loop.
    package static let maximumCellsRevealed = 64

    /// Whether the step puts focus somewhere else: what enables a Previous or Next button.
    package var movesFocus: Bool {
        switch self {
        case .focus, .revealCell: return true
        case .release, .stay: return false
        }
    }
}

/// A table row or collection item that is not on screen, so its fields do not exist yet.
// Equatable only: `CGRect` is not `Hashable` on Apple platforms.
package struct HiddenCell: Sendable, Equatable {
    /// The cell's section.
    package var section: Int
    /// The cell's row or item in its section.
    package var item: Int
    /// The cell's frame in content coordinates (for a table, `rectForRow(at:)`), which holds its
    /// fields.
    package var frame: CGRect

    package init(section: Int, item: Int, frame: CGRect) {
        self.section = section
        self.item = item
        self.frame = frame.standardized
    }
}

extension KeyboardAvoidanceEngine {
    /// One step from field `current` (Behaviour rules: *The return key*), in reading order mirrored
    /// for right-to-left layouts, and read as drawn in an inverted view (Behaviour rules:
    /// *Inverted*).
    /// The direction is the caller's to say (a view's layout direction, a scenario's option): it
    /// belongs to the form being walked, not to the engine.
    ///
    /// - Parameters:
    ///   - direction: Next (also the return key) or Previous.
    ///   - current: the index of the field being edited in `fieldFrames`.
    ///   - fieldFrames: the fields that exist now, in content coordinates, in any order.
    ///   - hiddenCells: cells off screen whose fields do not exist yet: every one (the simulator),
    ///     or the first past the visible ones in `direction` (a table or collection view).
    ///   - rightToLeft: whether fields in one row are read from right to left.
    /// - Returns: the field to focus; else the nearest hidden cell that could hold a field coming
    ///   before the neighbour found so far; else release (going forward) or stay.
    package func formStep(
        _ direction: FormStep.Direction, from current: Int, fieldFrames: [CGRect],
        hiddenCells: [HiddenCell] = [], rightToLeft: Bool
    ) -> FormStep {
        guard options.isEnabled, fieldFrames.indices.contains(current) else { return .stay }
        if options.isInverted {
            // Read as drawn: top to bottom on screen is the mirror's (Behaviour rules: *Inverted*).
            let mirror = InvertedMirror(contentHeight: 0, frameHeight: 0)
            var upright = self
            upright.options.isInverted = false
            return upright.formStep(
                direction, from: current, fieldFrames: fieldFrames.map(mirror.rect),
                hiddenCells: hiddenCells.map {
                    HiddenCell(section: $0.section, item: $0.item, frame: mirror.rect($0.frame))
                },
                rightToLeft: rightToLeft)
        }
        let rows = ReadingOrder.rows(fieldFrames, rightToLeft: rightToLeft)
        let position = rows.order.firstIndex(of: current) ?? 0
        let target = position + (direction == .next ? 1 : -1)
        let neighbour = rows.order.indices.contains(target) ? rows.order[target] : nil
        // A row's top is its first field's; its bottom reaches the lower of that field and `field`.
        // A field wholly above a row's top, or from a row's bottom down, is in another row.
        func top(_ field: Int) -> CGFloat { fieldFrames[rows.rowStart[field]].standardized.minY }
        func bottom(_ field: Int) -> CGFloat {
            max(fieldFrames[rows.rowStart[field]].standardized.maxY, fieldFrames[field].standardized.maxY)
        }
        // The top of what is chained to `field` by vertical overlap, hidden cells included.
        func chainTop(containing field: Int) -> CGFloat {
            guard !hiddenCells.isEmpty else { return top(field) }
            let spans = (fieldFrames.map(\.standardized) + hiddenCells.map(\.frame)).map { ($0.minY, $0.maxY) }
                .sorted { $0 < $1 }
            var chain = top(field)
            var reach = -CGFloat.infinity
            var start = -CGFloat.infinity
            for (minY, maxY) in spans {
                if minY >= reach { start = minY } // a gap: a new chain starts here
                reach = max(reach, maxY)
                if minY <= top(field), reach > top(field) { chain = min(chain, start) }
            }
            return chain
        }
        // A hidden cell matters when it could hold a field coming between `current` and
        // `neighbour`, or one that changes how the rows around them are grouped: one that lies
        // within the band from the top of everything chained to them by vertical overlap (rows form
        // only across overlaps, so nothing above a gap groups anything below it) to the bottom of
        // the row the step ends in. Nearest first, in the step's direction.
        let band: ClosedRange<CGFloat>
        switch direction {
        case .next:
            band = chainTop(containing: current)...(neighbour.map(bottom) ?? .infinity)
        case .previous:
            band = (neighbour.map(chainTop(containing:)) ?? -.infinity)...bottom(current)
        }
        let candidates = hiddenCells.filter { $0.frame.maxY > band.lowerBound && $0.frame.minY < band.upperBound }
        let nearest: HiddenCell? =
            switch direction {
            case .next: candidates.min { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
            case .previous: candidates.max { ($0.frame.maxY, $0.frame.maxX) < ($1.frame.maxY, $1.frame.maxX) }
            }
        if let cell = nearest { return .revealCell(section: cell.section, item: cell.item) }
        if let neighbour { return .focus(neighbour) }
        return direction == .next ? .release : .stay
    }
}
