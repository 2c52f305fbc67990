#if canImport(UIKit)
import UIKit

/// Gathers what the core needs to walk a form: the text inputs that can take focus, with their
/// frames in content coordinates, and in tables and collections the rows not on screen that lie
/// next to the visible ones (through ``CellContainer``). It measures; it decides nothing (the
/// order and what counts as next come from the engine's `formStep`).
@MainActor
enum FormFieldCollector {
    /// A text input that focus can move to, where it is in the scroll view's content, and its
    /// place in the form (what numbers it, see *The return key* in the behaviour rules).
    struct Field {
        let view: UIView
        var frame: CGRect
        let place: FormFieldPlace
    }

    // MARK: - Fields that exist

    /// The inputs inside `scrollView` that can take focus, except `excluded`, listed by place
    /// (``FormFieldPlace/listingOrder(_:)``): for a table or collection only in the views on
    /// screen (``CellContainer/fieldRoots``), so the cost follows the screen, not the data; for
    /// any other scroll view its whole subtree.
    static func fields(in scrollView: UIScrollView, excluding excluded: [UIView] = []) -> [Field] {
        guard scrollView.window != nil, isShown(scrollView) else { return [] }
        var fields: [Field] = []
        for root in CellContainer(scrollView).fieldRoots {
            var inputs: [UIView] = []
            collect(root.view, into: &inputs)
            for (position, input) in inputs.enumerated() where !excluded.contains(where: { $0 === input }) {
                let frame = input.convert(input.bounds, to: scrollView).offsetBy(dx: 0, dy: root.offsetToLayout)
                fields.append(Field(view: input, frame: frame, place: root.place.at(position: position)))
            }
        }
        return FormFieldPlace.listingOrder(fields.map(\.place)).map { fields[$0] }
    }

    /// The form as seen from `current`: the fields in listing order with `current` among them at
    /// its place, with `frame` when given (revealing a row may scroll its own cell away), and its
    /// index. A field not found and of unknown place goes first, as the one walked from.
    static func form(
        in scrollView: UIScrollView, around current: UIView, frame: CGRect?, place: FormFieldPlace?,
        excluding excluded: [UIView] = []
    ) -> (fields: [Field], current: Int) {
        var fields = self.fields(in: scrollView, excluding: excluded)
        if let index = fields.firstIndex(where: { $0.view === current }) {
            if let frame { fields[index].frame = frame }
            return (fields, index)
        }
        let index = place.map { place in fields.firstIndex { place < $0.place } ?? fields.count } ?? 0
        let measured = frame ?? current.convert(current.bounds, to: scrollView)
        fields.insert(Field(view: current, frame: measured, place: place ?? .top()), at: index)
        return (fields, index)
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
        ViewWalks.visit()
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
        skipping skipped: [IndexPath] = [], isInverted: Bool = false
    ) -> [HiddenCell] {
        let container = CellContainer(scrollView)
        let visible = container.visibleIndexPaths
        // Below on screen is earlier in an inverted view's data (Behaviour rules: *Inverted*).
        let inData: FormStep.Direction = isInverted ? (direction == .next ? .previous : .next) : direction
        let starts: [IndexPath?]
        switch inData {
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
                candidate = inData == .next ? container.after(indexPath) : container.before(indexPath)
            }
        }
        return cells
    }
}
#endif
