import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What Previous, Next or the return key does in a form whose fields may lie in rows that are not
/// on screen yet (tables and collections create cells only for what shows).
///
/// The UIKit layer gathers the fields it can see and, in a table or collection, the first cell past
/// the visible ones; the engine answers with one step. For ``Direction/next`` without such a cell
/// the answer is exactly ``KeyboardAvoidanceEngine/returnKeyAction(from:fieldFrames:)`` (rule 12),
/// so a device walks a form the way the simulator replays it.
public enum FormStep: Sendable, Hashable {
    /// Which way focus moves.
    public enum Direction: Sendable, Hashable {
        /// The return key and the Next button.
        case next
        /// The Previous button.
        case previous
    }

    /// Move focus to the field at this index.
    case focus(Int)
    /// The neighbour is in this cell, off screen: scroll it in, lay out, and step into it with
    /// ``KeyboardAvoidanceEngine/formStep(_:enteringCellWith:cellBeyond:)``.
    case revealCell(section: Int, item: Int)
    /// Past the last field going forward: end editing, which lets the keyboard go.
    case release
    /// Nothing: before the first field going back, avoidance disabled, or the field is unknown.
    case stay

    /// How many off-screen cells one step scrolls in looking for a field before it gives up, so
    /// that a long run of rows without fields (switches, buttons) costs a bounded amount of work.
    public static let maximumCellsRevealed = 20

    /// Whether the step puts focus somewhere else: what enables a Previous or Next button.
    public var movesFocus: Bool {
        switch self {
        case .focus, .revealCell: return true
        case .release, .stay: return false
        }
    }
}

extension KeyboardAvoidanceEngine {
    /// One step from field `current` among the fields on screen (`fieldFrames`, content
    /// coordinates), in reading order mirrored for right-to-left layouts.
    ///
    /// - Parameters:
    ///   - direction: Next (also the return key) or Previous.
    ///   - current: the index of the field being edited in `fieldFrames`.
    ///   - fieldFrames: the editable fields on screen, in content coordinates, in any order.
    ///   - cellBeyond: in a table or collection, the first cell past the visible ones in
    ///     `direction` (``NextCell`` after the last visible one, ``PreviousCell`` before the
    ///     first); `nil` elsewhere and at the ends. Used only when no visible field lies that way.
    public func formStep(_ direction: FormStep.Direction, from current: Int, fieldFrames: [CGRect],
                         cellBeyond: (section: Int, item: Int)? = nil) -> FormStep {
        guard options.isEnabled, fieldFrames.indices.contains(current) else { return .stay }
        let rightToLeft = options.isRightToLeft
        let neighbour = direction == .next
            ? ReadingOrder.next(after: current, in: fieldFrames, rightToLeft: rightToLeft)
            : ReadingOrder.previous(before: current, in: fieldFrames, rightToLeft: rightToLeft)
        if let neighbour { return .focus(neighbour) }
        if let cell = cellBeyond { return .revealCell(section: cell.section, item: cell.item) }
        return direction == .next ? .release : .stay
    }

    /// The step after a cell was scrolled in: its first field in reading order going forward, its
    /// last going back; with no field in it, the cell beyond it (`cellBeyond`, found like
    /// ``formStep(_:from:fieldFrames:cellBeyond:)``'s), else release or stay.
    ///
    /// - Parameters:
    ///   - direction: the direction of the step that revealed the cell.
    ///   - fieldFrames: the editable fields in the revealed cell, in content coordinates.
    ///   - cellBeyond: the cell past the revealed one in `direction`, if any.
    public func formStep(_ direction: FormStep.Direction, enteringCellWith fieldFrames: [CGRect],
                         cellBeyond: (section: Int, item: Int)? = nil) -> FormStep {
        guard options.isEnabled else { return .stay }
        let order = ReadingOrder.sorted(fieldFrames, rightToLeft: options.isRightToLeft)
        if let field = direction == .next ? order.first : order.last { return .focus(field) }
        if let cell = cellBeyond { return .revealCell(section: cell.section, item: cell.item) }
        return direction == .next ? .release : .stay
    }
}
