/// UIKit's order of ending a text field's editing and sending `.editingDidEndOnExit`
/// (``ReturnKeyEditingEnd``), as learned for each field.
///
/// Apple documents neither order, and what one press shows depends on that field's app code as
/// much as on UIKit (a delegate that resigns in `textFieldShouldReturn(_:)` looks like UIKit
/// ending editing first). Learned once for the whole process, one odd field would flip every
/// form. So the order is kept per field, and changes only when two presses of that field in a row
/// show the same thing; until then the assumed order stands.
package struct ReturnKeyOrders: Sendable {
    /// What is known of one field.
    private struct Learned: Sendable {
        var order: ReturnKeyEditingEnd
        /// What the last press that showed anything showed, awaiting a second that agrees.
        var pending: ReturnKeyEditingEnd?
    }

    private var byField: [ObjectIdentifier: Learned] = [:]

    /// Nothing learned yet: every field has the assumed order.
    package init() {}

    /// The order the kit knows for `field`.
    package func order(of field: ObjectIdentifier) -> ReturnKeyEditingEnd {
        byField[field]?.order ?? .assumed
    }

    /// Takes in what `press` of `field` shows, if anything, and returns the order now known for it.
    @discardableResult
    package mutating func learn(from press: ReturnKeyPress, of field: ObjectIdentifier) -> ReturnKeyEditingEnd {
        var learned = byField[field] ?? Learned(order: .assumed)
        if let evidence = press.evidence {
            if evidence == learned.order {
                learned.pending = nil
            } else if learned.pending == evidence {
                learned.order = evidence
                learned.pending = nil
            } else {
                learned.pending = evidence
            }
            byField[field] = learned
        }
        return learned.order
    }

    /// Forgets `field` (it went away).
    package mutating func forget(_ field: ObjectIdentifier) {
        byField[field] = nil
    }
}
