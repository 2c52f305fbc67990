/// UIKit's order of ending a text field's editing and sending `.editingDidEndOnExit`
/// (``ReturnKeyEditingEnd``), as learned for one field.
///
/// Apple documents neither order, and what one press shows depends on that field's app code as
/// much as on UIKit (a delegate that resigns in `textFieldShouldReturn(_:)` looks like UIKit
/// ending editing first). Learned once for the whole process, one odd field would flip every
/// form. So the order is kept per field (the UIKit layer holds one for as long as the field lives),
/// and changes only when two presses of that field in a row show the same thing; until then the
/// assumed order stands.
package struct ReturnKeyOrder: Sendable {
    /// The order known for the field.
    package private(set) var order = ReturnKeyEditingEnd.assumed
    /// What the last press that showed anything showed, awaiting a second that agrees.
    private var pending: ReturnKeyEditingEnd?

    /// Nothing learned yet.
    package init() {}

    /// Takes in what `press` shows, if anything, and returns the order now known.
    @discardableResult
    package mutating func learn(from press: ReturnKeyPress) -> ReturnKeyEditingEnd {
        guard let evidence = press.evidence else { return order }
        if evidence == order {
            pending = nil
        } else if pending == evidence {
            order = evidence
            pending = nil
        } else {
            pending = evidence
        }
        return order
    }
}
