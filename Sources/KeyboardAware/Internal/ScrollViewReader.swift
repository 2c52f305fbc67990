#if canImport(UIKit)
import UIKit

/// Facts about a scroll view that the engine's snapshot carries beyond its geometry: a header
/// floating over the focused row, a layout that cannot scroll vertically, a view controller that
/// adjusts the view for the keyboard itself. It reads; the engine decides what they mean.
@MainActor
enum ScrollViewReader {
    // MARK: - Pinned header (rule 5)

    /// The height of the section header that floats over the top of the visible band above the
    /// focused row: a plain table's header of that row's section, or a flow layout's header when
    /// `sectionHeadersPinToVisibleBounds` is on. Whether the header floats at that moment or sits
    /// in its place, nothing of the section shows above it, so its height is what the field must
    /// stay below. Compositional layouts are not read (their sections are not reachable once
    /// built): 0. Grouped and inset-grouped tables do not float headers: 0.
    static func pinnedTop(above input: UIView?, in scrollView: UIScrollView) -> CGFloat {
        guard let input else { return 0 }
        if let tableView = scrollView as? UITableView {
            guard tableView.style == .plain,
                let indexPath = FocusedFieldReader.indexPath(
                    of: input, in: tableView, as: UITableViewCell.self,
                    lookUp: tableView.indexPath(for:))
            else { return 0 }
            return height(of: tableView.rectForHeader(inSection: indexPath.section))
        }
        if let collectionView = scrollView as? UICollectionView {
            guard let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout,
                flow.sectionHeadersPinToVisibleBounds,
                let indexPath = FocusedFieldReader.indexPath(
                    of: input, in: collectionView, as: UICollectionViewCell.self,
                    lookUp: collectionView.indexPath(for:))
            else { return 0 }
            let header = flow.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: indexPath.section))
            return header.map { height(of: $0.frame) } ?? 0
        }
        return 0
    }

    private static func height(of rect: CGRect) -> CGFloat {
        rect.isNull || rect.isEmpty || !rect.height.isFinite ? 0 : rect.height
    }

    // MARK: - Scroll direction

    /// Whether the content can scroll vertically: `false` only for a collection view whose flow or
    /// compositional layout scrolls horizontally. Other layouts are taken to scroll vertically.
    static func scrollsVertically(_ scrollView: UIScrollView) -> Bool {
        guard let collectionView = scrollView as? UICollectionView else { return true }
        let layout = collectionView.collectionViewLayout
        if let flow = layout as? UICollectionViewFlowLayout { return flow.scrollDirection == .vertical }
        if let compositional = layout as? UICollectionViewCompositionalLayout {
            return compositional.configuration.scrollDirection == .vertical
        }
        return true
    }

    // MARK: - View controllers that adjust for the keyboard

    /// The `UITableViewController` whose `tableView`, or `UICollectionViewController` whose
    /// `collectionView`, this scroll view is, found along the responder chain. Both adjust their
    /// own scroll view for the keyboard (see Troubleshooting for the evidence).
    static func keyboardAdjustingController(of scrollView: UIScrollView) -> UIViewController? {
        var responder = scrollView.next
        while let current = responder {
            if let controller = current as? UITableViewController, controller.tableView === scrollView {
                return controller
            }
            if let controller = current as? UICollectionViewController, controller.collectionView === scrollView {
                return controller
            }
            responder = current.next
        }
        return nil
    }
}
#endif
