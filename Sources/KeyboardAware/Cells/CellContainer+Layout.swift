#if canImport(UIKit)
import UIKit

/// What differs between tables, collections and other scroll views beyond their cells: floating
/// headers, the scroll direction, how to scroll, and which view controllers
/// adjust them for the keyboard.
extension CellContainer {
    // MARK: - Pinned header (Behaviour rules: *When the offset moves*)

    /// The height of the section header that floats over the top of the visible band above the
    /// row holding `input`: a plain table's header of that row's section, or a flow layout's
    /// header when `sectionHeadersPinToVisibleBounds` is on. Whether the header floats at that
    /// moment or sits in its place, nothing of the section shows above it, so its height is what
    /// the field must stay below. Compositional layouts are not read (their sections are not
    /// reachable once built): 0. Grouped and inset-grouped tables do not float headers: 0.
    ///
    /// An inverted view (`isInverted`) floats its headers at its own top, the visual bottom, and its
    /// footers at the visual top: the section's footer is what covers the visible band's top there.
    func pinnedTop(above input: UIView?, isInverted: Bool = false) -> CGFloat {
        guard let input, let indexPath = indexPath(containing: input) else { return 0 }
        switch self {
        case .table(let tableView):
            guard tableView.style == .plain, indexPath.section < tableView.numberOfSections else { return 0 }
            return Self.height(
                of: isInverted
                    ? tableView.rectForFooter(inSection: indexPath.section)
                    : tableView.rectForHeader(inSection: indexPath.section))
        case .collection(let collectionView):
            guard let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout,
                isInverted ? flow.sectionFootersPinToVisibleBounds : flow.sectionHeadersPinToVisibleBounds
            else { return 0 }
            let floating = flow.layoutAttributesForSupplementaryView(
                ofKind: isInverted
                    ? UICollectionView.elementKindSectionFooter : UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: indexPath.section))
            return floating.map { Self.height(of: $0.frame) } ?? 0
        case .plain: return 0
        }
    }

    private static func height(of rect: CGRect) -> CGFloat {
        rect.isNull || rect.isEmpty || !rect.height.isFinite ? 0 : rect.height
    }

    // MARK: - Scroll direction

    /// Whether the content can scroll vertically: `false` only for a collection view whose flow or
    /// compositional layout scrolls horizontally. Other layouts are taken to scroll vertically.
    var scrollsVertically: Bool {
        guard case .collection(let collectionView) = self else { return true }
        let layout = collectionView.collectionViewLayout
        if let flow = layout as? UICollectionViewFlowLayout { return flow.scrollDirection == .vertical }
        if let compositional = layout as? UICollectionViewCompositionalLayout {
            return compositional.configuration.scrollDirection == .vertical
        }
        return true
    }

    // MARK: - Scrolling

    /// Whether an animated offset change must go through `setContentOffset(_:animated:)`: inside
    /// an animation block a table or collection lays its cells out for the final offset at once,
    /// and the rows the animation passes through would show blank.
    var animatesOffsetItself: Bool {
        if case .plain = self { return false }
        return true
    }

    /// Scrolls the cell at `indexPath` in, the least for a table row, at the end it is entered
    /// from for a collection item, and lays out so that its cell exists. UIKit's scrolling
    /// respects the adjusted insets, so the keyboard's extra is already accounted for. In an
    /// inverted view "next" is below on screen, which is the flipped view's top: the item is
    /// scrolled to the other edge of its coordinates (Behaviour rules: *Inverted*).
    func reveal(_ indexPath: IndexPath, going direction: FormStep.Direction, isInverted: Bool = false) {
        guard contains(indexPath) else { return }
        switch self {
        case .table(let tableView): tableView.scrollToRow(at: indexPath, at: .none, animated: false)
        case .collection(let collectionView):
            let entersAtBottom = (direction == .next) != isInverted
            collectionView.scrollToItem(at: indexPath, at: entersAtBottom ? .bottom : .top, animated: false)
        case .plain: return
        }
        scrollView.layoutIfNeeded()
    }

    // MARK: - View controllers that adjust for the keyboard

    /// The `UITableViewController` whose `tableView`, or `UICollectionViewController` whose
    /// `collectionView`, this scroll view is, found along the responder chain. Both adjust their
    /// own scroll view for the keyboard (see Troubleshooting for the evidence).
    var keyboardAdjustingController: UIViewController? {
        if case .plain = self { return nil }
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
