/// A model of how view-tree keyboard kits find the field to show: a depth-first walk of the
/// scroll view's subviews until one answers that it is the first responder (TPKeyboardAvoiding
/// walks `subviews` recursively this way on every keyboard notification). The core is handed the
/// focused field by the UIKit layer's editing notifications instead, so it never walks.
///
/// Plain Swift objects stand in for views: a form of `rows` rows, each a row view holding a label
/// and a text field, as a form laid out in a scroll view is. Only the walk is modelled, not what
/// UIKit would add to it (`isFirstResponder` is a message to each view there).
final class ModelView {
    var subviews: [ModelView] = []
    var isFirstResponder = false

    init(subviews: [ModelView] = []) {
        self.subviews = subviews
    }

    /// The first responder at or below this view, depth first.
    func firstResponderBeneath() -> ModelView? {
        if isFirstResponder { return self }
        for subview in subviews {
            if let found = subview.firstResponderBeneath() { return found }
        }
        return nil
    }
}

/// A form's view tree and a way to move focus in it.
struct ModelForm {
    let root: ModelView
    let fields: [ModelView]

    init(rows: Int) {
        var fields: [ModelView] = []
        fields.reserveCapacity(rows)
        var rowViews: [ModelView] = []
        rowViews.reserveCapacity(rows)
        for _ in 0..<rows {
            let field = ModelView()
            fields.append(field)
            rowViews.append(ModelView(subviews: [ModelView(), field]))
        }
        root = ModelView(subviews: rowViews)
        self.fields = fields
    }

    /// Makes the field of `row` the only first responder.
    func focus(row: Int, previous: Int?) {
        if let previous { fields[previous].isFirstResponder = false }
        fields[row].isFirstResponder = true
    }
}
