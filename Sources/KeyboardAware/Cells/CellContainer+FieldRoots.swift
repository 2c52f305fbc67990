#if canImport(UIKit)
import UIKit

/// Where a form's fields live: the views on screen whose subtrees hold them, each with its place
/// in the content (``FormFieldPlace``), so that the fields are numbered the same whatever shows.
extension CellContainer {
    /// A view whose subtree holds fields, and where it sits in the content.
    struct FieldRoot {
        let view: UIView
        let place: FormFieldPlace
        /// What takes the view from where it is drawn to its place in the layout: a plain table's
        /// floating section header shows pinned to the top, but its fields are read where the
        /// header belongs, before its section's rows (Behaviour rules: *The return key*).
        var offsetToLayout: CGFloat = 0
    }

    // MARK: - Roots

    /// A table's header, its visible rows, section headers and footers (`headerView(forSection:)`,
    /// `footerView(forSection:)`), and its footer; a collection's visible cells and supplementary
    /// views of every kind its layout shows; a plain scroll view's whole content. The cost follows
    /// the screen, not the data.
    var fieldRoots: [FieldRoot] {
        switch self {
        case .table(let tableView): return tableRoots(tableView)
        case .collection(let collectionView): return collectionRoots(collectionView)
        case .plain(let scrollView): return [FieldRoot(view: scrollView, place: .top())]
        }
    }

    private func tableRoots(_ tableView: UITableView) -> [FieldRoot] {
        var roots = tableView.tableHeaderView.map { [FieldRoot(view: $0, place: .top())] } ?? []
        for cell in tableView.visibleCells {
            guard let indexPath = tableView.indexPath(for: cell) else { continue }
            roots.append(FieldRoot(view: cell, place: .cell(section: indexPath.section, item: indexPath.item)))
        }
        for section in visibleSections(of: tableView) {
            if let header = tableView.headerView(forSection: section) {
                roots.append(
                    FieldRoot(
                        view: header, place: .header(section: section),
                        offsetToLayout: offset(of: header, from: tableView.rectForHeader(inSection: section))))
            }
            if let footer = tableView.footerView(forSection: section) {
                roots.append(
                    FieldRoot(
                        view: footer, place: .footer(section: section),
                        offsetToLayout: offset(of: footer, from: tableView.rectForFooter(inSection: section))))
            }
        }
        if let footer = tableView.tableFooterView { roots.append(FieldRoot(view: footer, place: .bottom())) }
        return roots
    }

    /// The sections with any part on screen: those of the visible rows, and the sections beside
    /// them whose rect reaches into the bounds (a section with a header and no rows).
    private func visibleSections(of tableView: UITableView) -> [Int] {
        let count = tableView.numberOfSections
        let sections = (tableView.indexPathsForVisibleRows ?? []).map(\.section)
        func shows(_ section: Int) -> Bool { tableView.rect(forSection: section).intersects(tableView.bounds) }
        guard var first = sections.min(), var last = sections.max() else {
            return (0..<count).filter(shows)
        }
        while first > 0, shows(first - 1) { first -= 1 }
        while last + 1 < count, shows(last + 1) { last += 1 }
        return Array(first...last)
    }

    private func collectionRoots(_ collectionView: UICollectionView) -> [FieldRoot] {
        var roots: [FieldRoot] = []
        for cell in collectionView.visibleCells {
            guard let indexPath = collectionView.indexPath(for: cell) else { continue }
            roots.append(FieldRoot(view: cell, place: .cell(section: indexPath.section, item: indexPath.item)))
        }
        let shown = collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? []
        let kinds = Set(
            shown.filter { $0.representedElementCategory == .supplementaryView }
                .compactMap(\.representedElementKind))
        for kind in kinds.sorted() {
            for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                guard let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath) else { continue }
                roots.append(FieldRoot(view: view, place: Self.place(ofKind: kind, at: indexPath)))
            }
        }
        return roots
    }

    /// Section headers and footers by their standard kinds; any other kind sits with its item.
    private static func place(ofKind kind: String, at indexPath: IndexPath) -> FormFieldPlace {
        switch kind {
        case UICollectionView.elementKindSectionHeader: return .header(section: indexPath.section)
        case UICollectionView.elementKindSectionFooter: return .footer(section: indexPath.section)
        default: return .supplementary(kind, section: indexPath.section, item: indexPath.item)
        }
    }

    /// From where `view` is drawn to its rect in the layout (0 when the layout has none).
    private func offset(of view: UIView, from layoutRect: CGRect) -> CGFloat {
        guard !layoutRect.isNull, !layoutRect.isEmpty else { return 0 }
        return layoutRect.minY - view.convert(view.bounds, to: scrollView).minY
    }
}
#endif
