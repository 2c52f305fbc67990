#if canImport(UIKit)
import UIKit

/// The row an app pinned to the top (Behaviour rules: *Pinned content*), followed through the
/// table's or collection's updates: rows inserted or deleted above it move its content y, and the
/// pin moves with it.
///
/// The row is followed by its cell while that cell shows it, since only the data source knows how
/// index paths moved; a cell that left the screen or was recycled over a scroll step is let go
/// (`PinnedRowCell`), and the index path is then kept as it was. A row that is gone (deleted, the
/// data reloaded) ends the pin, and an index path outside the table's or collection's counts is
/// never asked about (`ExistingCell`). Reading costs a lookup in the table's or collection's own
/// geometry: no view is walked and no layout is forced.
@MainActor
final class PinnedRow {
    /// The pinned row's index path, as last followed.
    private(set) var indexPath: IndexPath
    /// The cell showing the row, while it does.
    private weak var cell: UIView?
    /// How many rows the table or collection had at the last settled look.
    private var rowCount: Int
    /// The view is drawn upside down: the row's top on screen is its frame's `maxY` (Behaviour
    /// rules: *Inverted*).
    private let isInverted: Bool
    /// Whether the content changed since the last layout pass: the next one looks again, once UIKit
    /// laid the change out.
    var needsSecondLook = false

    /// Where the row is now.
    enum Place: Equatable {
        /// Its top, in content coordinates.
        case at(CGFloat)
        /// The layout has no frame for it now (a custom layout not prepared yet): nothing to tell.
        case unknown
        /// It is gone: the pin ends.
        case gone
    }

    /// Follows the row at `indexPath` of `container`, by its cell when one shows it now; in an
    /// inverted view the row's top is where it shows on screen.
    init(_ indexPath: IndexPath, in container: CellContainer, isInverted: Bool = false) {
        self.indexPath = indexPath
        self.isInverted = isInverted
        rowCount = container.itemCount
        followCell(in: container)
    }

    /// Where the row is now (rectForRow's or the layout's top, in content coordinates; in an
    /// inverted view its `maxY`, the edge drawn on top), after
    /// following its cell to a new index path (`PinnedRowCell.update`). A look that `settles` (the
    /// one after UIKit laid the change out) takes the number of rows as the one to compare with
    /// next: a look from inside UIKit's update may see the cells before they are moved.
    func place(in container: CellContainer, settles: Bool) -> Place {
        let count = container.itemCount
        if settles { rowCount = count }
        let update = PinnedRowCell.update(
            followsCell: cell != nil, cellIndexPath: cell.flatMap { Self.indexPath(of: $0, in: container) },
            rowsChanged: count != rowCount, keptExists: { container.contains(indexPath) })
        switch update {
        case .moved(let followed): indexPath = followed
        case .kept: cell = nil
        case .gone:
            cell = nil
            return .gone
        }
        let frame = container.frame(at: indexPath)
        let top = isInverted ? frame.maxY : frame.minY
        guard !frame.isNull, top.isFinite else { return .unknown }
        followCell(in: container)
        return .at(top)
    }

    /// Follows the cell that shows the row now, if one does and none is followed yet.
    func followCell(in container: CellContainer) {
        guard cell == nil, container.contains(indexPath) else { return }
        cell = Self.cell(at: indexPath, in: container)
    }

    /// After a scroll step, lets go of the cell once it no longer shows in `bounds` (the visible
    /// region) or shows another row: it was or may be recycled (`PinnedRowCell`). One
    /// conversion, two rects compared and one index-path lookup, for each scroll step while a row
    /// is pinned. The cell's rect is converted, not read from `frame`, which UIKit leaves undefined
    /// for a view with a transform of its own (an inverted chat flips each cell back).
    func letGoOfCell(outside bounds: CGRect, in container: CellContainer) {
        guard let cell else { return }
        let rect = cell.convert(cell.bounds, to: container.scrollView)
        let keeps = PinnedRowCell.keepsFollowing(
            isVisible: rect.intersects(bounds), cellIndexPath: Self.indexPath(of: cell, in: container),
            pinned: indexPath)
        if !keeps { self.cell = nil }
    }

    // MARK: - Cells

    private static func cell(at indexPath: IndexPath, in container: CellContainer) -> UIView? {
        switch container {
        case .table(let tableView): return tableView.cellForRow(at: indexPath)
        case .collection(let collectionView): return collectionView.cellForItem(at: indexPath)
        case .plain: return nil
        }
    }

    /// Where the cell is now; `nil` once it no longer shows a row (it left the screen).
    private static func indexPath(of cell: UIView, in container: CellContainer) -> IndexPath? {
        switch container {
        case .table(let tableView):
            return (cell as? UITableViewCell).flatMap { tableView.indexPath(for: $0) }
        case .collection(let collectionView):
            return (cell as? UICollectionViewCell).flatMap { collectionView.indexPath(for: $0) }
        case .plain: return nil
        }
    }
}
#endif
