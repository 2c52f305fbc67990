#if canImport(UIKit)
import UIKit

/// A scroll view as a container of cells: the rows of a table, the items of a collection, or none
/// for any other scroll view. The one place that tells tables from collections; everything else
/// asks it for index paths, cell frames from the layout, and the facts that differ between them.
@MainActor
enum CellContainer {
    /// A `UITableView`: rows, `rectForRow(at:)`.
    case table(UITableView)
    /// A `UICollectionView`: items, layout attributes.
    case collection(UICollectionView)
    /// Any other scroll view: no cells.
    case plain(UIScrollView)

    init(_ scrollView: UIScrollView) {
        if let tableView = scrollView as? UITableView {
            self = .table(tableView)
        } else if let collectionView = scrollView as? UICollectionView {
            self = .collection(collectionView)
        } else {
            self = .plain(scrollView)
        }
    }

    /// The scroll view itself.
    var scrollView: UIScrollView {
        switch self {
        case .table(let tableView): return tableView
        case .collection(let collectionView): return collectionView
        case .plain(let scrollView): return scrollView
        }
    }

    /// Whether a view is a table or collection cell (of any container).
    static func isCell(_ view: UIView) -> Bool {
        view is UITableViewCell || view is UICollectionViewCell
    }

    // MARK: - Index paths

    /// The index path of the nearest cell above `view` that belongs to this container (a cell of a
    /// table nested in a cell belongs to the inner table and is skipped).
    func indexPath(containing view: UIView) -> IndexPath? {
        var ancestor = view.superview
        while let current = ancestor, current !== scrollView {
            switch self {
            case .table(let tableView):
                if let cell = current as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) {
                    return indexPath
                }
            case .collection(let collectionView):
                if let cell = current as? UICollectionViewCell, let indexPath = collectionView.indexPath(for: cell) {
                    return indexPath
                }
            case .plain: return nil
            }
            ancestor = current.superview
        }
        return nil
    }

    /// The index paths of the cells on screen.
    var visibleIndexPaths: [IndexPath] {
        switch self {
        case .table(let tableView): return tableView.indexPathsForVisibleRows ?? []
        case .collection(let collectionView): return collectionView.indexPathsForVisibleItems
        case .plain: return []
        }
    }

    /// Which cells are on screen, told apart cheaply: enough to know whether a scroll step brought
    /// new cells in, without reading any cell's views.
    struct VisibleItems: Equatable {
        var count: Int
        var first: IndexPath?
        var last: IndexPath?
        /// A plain scroll view's subviews: the whole content is its one "cell".
        var subviewCount: Int
    }

    /// The cells on screen now, as ``VisibleItems``.
    var visibleItems: VisibleItems {
        if case .plain(let scrollView) = self {
            return VisibleItems(count: 0, first: nil, last: nil, subviewCount: scrollView.subviews.count)
        }
        let paths = visibleIndexPaths
        return VisibleItems(count: paths.count, first: paths.min(), last: paths.max(), subviewCount: 0)
    }

    /// Whether `indexPath` names a cell inside the table's or collection's counts now: UIKit raises
    /// for one outside them (`ExistingCell`).
    func contains(_ indexPath: IndexPath) -> Bool {
        ExistingCell.contains(
            section: indexPath.section, item: indexPath.item, sectionCount: sectionCount, itemCount: itemCount)
    }

    /// Every cell of every section: a few count reads, once per content size change while a row
    /// is pinned.
    var itemCount: Int {
        (0..<sectionCount).reduce(0) { $0 + itemCount(inSection: $1) }
    }

    /// A cell's frame in content coordinates from the layout, so that an off-screen cell counts too
    /// (`rectForRow(at:)`, `layoutAttributesForItem(at:)`); `.null` when the layout has none or
    /// the index path is outside the counts.
    func frame(at indexPath: IndexPath) -> CGRect {
        guard contains(indexPath) else { return .null }
        switch self {
        case .table(let tableView): return tableView.rectForRow(at: indexPath)
        case .collection(let collectionView):
            return collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .null
        case .plain: return .null
        }
    }

    /// The frame of the cell before the one holding `view`, found even when it is off screen. A
    /// row never shown may still have its estimated height here: the `KeyboardAvoidance` lays out and
    /// measures again once the scroll brought it in. With `drawnAbove` (an inverted view) it is the
    /// cell drawn above on screen: the one after in the table (Behaviour rules: *Inverted*).
    func previousCellFrame(containing view: UIView, drawnAbove: Bool = false) -> CGRect? {
        guard let indexPath = indexPath(containing: view),
            let previous = drawnAbove ? after(indexPath) : before(indexPath)
        else { return nil }
        return frame(at: previous)
    }

    // MARK: - Walking the cells

    /// The very first cell, in the first section that has any.
    var first: IndexPath? { after(IndexPath(item: -1, section: 0)) }
    /// The very last cell, in the last section that has any.
    var last: IndexPath? { before(IndexPath(item: 0, section: sectionCount)) }

    /// The cell after `indexPath`, across empty sections.
    func after(_ indexPath: IndexPath) -> IndexPath? {
        NextCell.indexPath(
            after: indexPath.section, item: indexPath.item, sectionCount: sectionCount, itemCount: itemCount
        ).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The cell before `indexPath`, across empty sections.
    func before(_ indexPath: IndexPath) -> IndexPath? {
        PreviousCell.indexPath(before: indexPath.section, item: indexPath.item, itemCount: itemCount)
            .map { IndexPath(item: $0.item, section: $0.section) }
    }

    private var sectionCount: Int {
        switch self {
        case .table(let tableView): return tableView.numberOfSections
        case .collection(let collectionView): return collectionView.numberOfSections
        case .plain: return 0
        }
    }

    private func itemCount(inSection section: Int) -> Int {
        switch self {
        case .table(let tableView): return tableView.numberOfRows(inSection: section)
        case .collection(let collectionView): return collectionView.numberOfItems(inSection: section)
        case .plain: return 0
        }
    }
}
#endif
