#if canImport(UIKit)
import UIKit

/// Gathers what the core needs to walk a form: the text inputs that can take focus, with their
/// frames in content coordinates, and in tables and collections the rows not on screen that lie
/// next to the visible ones (through ``CellContainer``). It measures; it decides nothing (the
/// order and what counts as next come from the engine's `formStep`).
@MainActor
enum FormFieldCollector {
    /// A text input that focus can move to, and where it is in the scroll view's content.
    struct Field {
        let view: UIView
        let frame: CGRect
    }

    // MARK: - Fields that exist

    /// The inputs inside `scrollView` that can take focus, except `excluded`: for a table or
    /// collection only in its visible cells (and a table's header and footer views), so the cost
    /// follows the screen, not the data; for any other scroll view its whole subtree.
    static func fields(in scrollView: UIScrollView, excluding excluded: [UIView]) -> [Field] {
        guard scrollView.window != nil, isShown(scrollView) else { return [] }
        var inputs: [UIView] = []
        for root in CellContainer(scrollView).fieldRoots { collect(root, into: &inputs) }
        return inputs.filter { input in !excluded.contains { $0 === input } }
            .map { Field(view: $0, frame: $0.convert($0.bounds, to: scrollView)) }
    }

    /// Whether focus can go to `view` as far as the view itself says: an enabled `UITextField`,
    /// an editable `UITextView`, or another `UITextInput` view; enabled if it is a control, and
    /// able to become first responder. Search fields belong to their search bar, not the form.
    static func canTakeFocus(_ view: UIView) -> Bool {
        guard view is UITextInput, view.canBecomeFirstResponder, !isSearchField(view) else { return false }
        if let textView = view as? UITextView, !textView.isEditable { return false }
        if let control = view as? UIControl, !control.isEnabled { return false }
        return true
    }

    /// A `UISearchTextField`, or any text input inside a `UISearchBar`.
    static func isSearchField(_ view: UIView) -> Bool {
        if view is UISearchTextField { return true }
        var ancestor = view.superview
        while let current = ancestor {
            if current is UISearchBar { return true }
            ancestor = current.superview
        }
        return false
    }

    /// Depth first, skipping subtrees people cannot reach (hidden, transparent, not interactive)
    /// and search bars; a text input's own subviews are not searched.
    private static func collect(_ view: UIView, into inputs: inout [UIView]) {
        guard isReachable(view), !(view is UISearchBar) else { return }
        if view is UITextInput {
            if canTakeFocus(view) { inputs.append(view) }
            return
        }
        for subview in view.subviews { collect(subview, into: &inputs) }
    }

    /// A view people can see and touch: not hidden, not (almost) transparent, interactive.
    private static func isReachable(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01 && view.isUserInteractionEnabled
    }

    /// The scroll view and its ancestors are reachable too.
    private static func isShown(_ scrollView: UIScrollView) -> Bool {
        var view: UIView? = scrollView
        while let current = view {
            guard isReachable(current) else { return false }
            view = current.superview
        }
        return true
    }

    // MARK: - Rows not on screen

    /// The rows not on screen next to the visible ones going `direction`, with their frames from
    /// the layout (`rectForRow(at:)`, layout attributes): after the last visible row and the very
    /// first row going forward, before the first visible row and the very last row going back.
    /// Those are the nearest hidden rows on either side of the visible ones, which is all the
    /// engine needs to know whether a hidden row comes before the neighbour it found (a field in
    /// a table header or footer, with the rows between off screen). Rows with an empty frame
    /// (hidden by the data source with a zero height) are passed over, as are `skipping`.
    static func hiddenCells(
        _ direction: FormStep.Direction, in scrollView: UIScrollView,
        skipping skipped: [IndexPath] = []
    ) -> [HiddenCell] {
        let container = CellContainer(scrollView)
        let visible = container.visibleIndexPaths
        let starts: [IndexPath?]
        switch direction {
        case .next: starts = [visible.max().flatMap(container.after), container.first]
        case .previous: starts = [visible.min().flatMap(container.before), container.last]
        }
        var cells: [HiddenCell] = []
        for start in starts {
            var candidate = start
            var steps = 0
            while let indexPath = candidate, steps < FormStep.maximumCellsRevealed {
                steps += 1
                if visible.contains(indexPath) { break }
                let frame = container.frame(at: indexPath)
                if !frame.isEmpty, !skipped.contains(indexPath) {
                    if !cells.contains(where: { $0.section == indexPath.section && $0.item == indexPath.item }) {
                        cells.append(HiddenCell(section: indexPath.section, item: indexPath.item, frame: frame))
                    }
                    break
                }
                candidate = direction == .next ? container.after(indexPath) : container.before(indexPath)
            }
        }
        return cells
    }
}
#endif
