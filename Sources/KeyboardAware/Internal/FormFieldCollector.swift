#if canImport(UIKit)
import UIKit

/// Gathers what the core needs to walk a form: the editable text inputs on screen in a scroll
/// view, with their frames in content coordinates, and in tables and collections the cell past
/// the visible ones. It measures and scrolls when told to; it decides nothing (the order and what
/// counts as next come from ``KeyboardAvoidanceEngine/formStep(_:from:fieldFrames:cellBeyond:)``).
@MainActor
enum FormFieldCollector {
    /// A text input that focus can move to, and where it is in the scroll view's content.
    struct Field {
        let view: UIView
        let frame: CGRect
    }

    // MARK: - Fields on screen

    /// The editable inputs inside `scrollView`: for a table or collection only in its visible
    /// cells (and a table's header and footer views), so the cost follows the screen, not the
    /// data; for any other scroll view its whole (unhidden) subtree. `current` is always included.
    static func fields(in scrollView: UIScrollView, including current: UIView?) -> [Field] {
        var inputs: [UIView] = []
        if scrollView.window != nil {
            for root in roots(of: scrollView) { collect(root, into: &inputs) }
        }
        if let current, !inputs.contains(where: { $0 === current }), current.isDescendant(of: scrollView) {
            inputs.append(current)
        }
        return inputs.map { Field(view: $0, frame: $0.convert($0.bounds, to: scrollView)) }
    }

    /// The editable inputs in the cell at `indexPath`, once it is on screen.
    static func fields(inCellAt indexPath: IndexPath, of scrollView: UIScrollView) -> [Field] {
        guard scrollView.window != nil, let cell = cell(at: indexPath, in: scrollView) else { return [] }
        var inputs: [UIView] = []
        collect(cell, into: &inputs)
        return inputs.map { Field(view: $0, frame: $0.convert($0.bounds, to: scrollView)) }
    }

    /// Whether focus can go to `view`: an enabled `UITextField`, an editable `UITextView`, or
    /// another `UITextInput` view that can become first responder.
    static func isEditableTextInput(_ view: UIView) -> Bool {
        if let field = view as? UITextField { return field.isEnabled }
        if let textView = view as? UITextView { return textView.isEditable }
        return view is UITextInput && view.canBecomeFirstResponder
    }

    private static func roots(of scrollView: UIScrollView) -> [UIView] {
        if let tableView = scrollView as? UITableView {
            return [tableView.tableHeaderView].compactMap { $0 } + tableView.visibleCells
                + [tableView.tableFooterView].compactMap { $0 }
        }
        if let collectionView = scrollView as? UICollectionView { return collectionView.visibleCells }
        return scrollView.subviews
    }

    /// Depth first, skipping hidden and transparent subtrees; a text input's own subviews are not
    /// searched.
    private static func collect(_ view: UIView, into inputs: inout [UIView]) {
        guard !view.isHidden, view.alpha > 0 else { return }
        if view is UITextInput {
            if isEditableTextInput(view) { inputs.append(view) }
            return
        }
        for subview in view.subviews { collect(subview, into: &inputs) }
    }

    // MARK: - Cells off screen

    /// The first cell past the visible ones going `direction` (``NextCell`` after the last visible
    /// one, ``PreviousCell`` before the first); `nil` for other scroll views and at the ends.
    static func cellBeyond(_ direction: FormStep.Direction, in scrollView: UIScrollView) -> (section: Int, item: Int)? {
        if let tableView = scrollView as? UITableView {
            return cell(direction, beyond: tableView.indexPathsForVisibleRows ?? [], in: tableView)
        }
        if let collectionView = scrollView as? UICollectionView {
            return cell(direction, beyond: collectionView.indexPathsForVisibleItems, in: collectionView)
        }
        return nil
    }

    /// The cell past `indexPath` going `direction`, for a revealed cell that holds no field.
    static func cell(_ direction: FormStep.Direction, beyond indexPath: IndexPath,
                     in scrollView: UIScrollView) -> (section: Int, item: Int)? {
        cell(direction, beyond: [indexPath], in: scrollView)
    }

    private static func cell(_ direction: FormStep.Direction, beyond visible: [IndexPath],
                             in scrollView: UIScrollView) -> (section: Int, item: Int)? {
        guard let counts = itemCounts(of: scrollView) else { return nil }
        switch direction {
        case .next:
            guard let last = visible.max() else { return nil }
            return NextCell.indexPath(after: last.section, item: last.item, sectionCount: counts.sections,
                                      itemCount: counts.items)
        case .previous:
            guard let first = visible.min() else { return nil }
            return PreviousCell.indexPath(before: first.section, item: first.item, itemCount: counts.items)
        }
    }

    private static func itemCounts(of scrollView: UIScrollView) -> (sections: Int, items: (Int) -> Int)? {
        if let tableView = scrollView as? UITableView {
            return (tableView.numberOfSections, { tableView.numberOfRows(inSection: $0) })
        }
        if let collectionView = scrollView as? UICollectionView {
            return (collectionView.numberOfSections, { collectionView.numberOfItems(inSection: $0) })
        }
        return nil
    }

    // MARK: - Revealing a cell

    /// Scrolls the cell at `indexPath` in, the least for a table row, at the end it is entered
    /// from for a collection item, and lays out so that the cell exists. UIKit's scrolling
    /// respects the adjusted insets, so the keyboard's extra is already accounted for; the
    /// engine's focus scroll follows once a field in it begins editing.
    static func reveal(_ indexPath: IndexPath, going direction: FormStep.Direction, in scrollView: UIScrollView) {
        if let tableView = scrollView as? UITableView {
            tableView.scrollToRow(at: indexPath, at: .none, animated: false)
        } else if let collectionView = scrollView as? UICollectionView {
            collectionView.scrollToItem(at: indexPath, at: direction == .next ? .bottom : .top, animated: false)
        }
        scrollView.layoutIfNeeded()
    }

    private static func cell(at indexPath: IndexPath, in scrollView: UIScrollView) -> UIView? {
        if let tableView = scrollView as? UITableView { return tableView.cellForRow(at: indexPath) }
        if let collectionView = scrollView as? UICollectionView { return collectionView.cellForItem(at: indexPath) }
        return nil
    }
}
#endif
