/// One press of return in a text field the kit takes part in, as the UIKit layer reads it when
/// `.editingDidEndOnExit` arrives, and whether the kit moves focus for it.
///
/// The app's own return handling runs first (the delegate's `textFieldShouldReturn(_:)`), and it may
/// move focus or dismiss the keyboard itself before returning `true`. The kit then moves nowhere: a
/// field the app put focus in keeps it, and a keyboard the app dismissed stays dismissed. The hard
/// case is a field that no longer edits with no other input editing: the app may have ended its
/// editing, or UIKit may end a field's editing before sending the event; Apple documents neither
/// order. So the kit learns UIKit's order from the presses it sees (``ReturnKeyEditingEnd``), and
/// until it knows, it moves on as it always did.
package struct ReturnKeyPress: Sendable, Hashable {
    /// The kit's part in the field (``ReturnKeyRole/role(for:)``).
    package var role: ReturnKeyRole
    /// The scroll view's return-key navigation switch.
    package var isNavigationEnabled: Bool
    /// The field that sent return is still first responder.
    package var fieldStillEdits: Bool
    /// A text input other than the field is first responder (the app moved focus).
    package var anotherInputEdits: Bool
    /// The field's delegate implements `textFieldShouldReturn(_:)`: app code ran before the event.
    package var delegateHandlesReturn: Bool

    /// Describes a press; see the properties.
    package init(
        role: ReturnKeyRole, isNavigationEnabled: Bool = true, fieldStillEdits: Bool,
        anotherInputEdits: Bool = false, delegateHandlesReturn: Bool
    ) {
        self.role = role
        self.isNavigationEnabled = isNavigationEnabled
        self.fieldStillEdits = fieldStillEdits
        self.anotherInputEdits = anotherInputEdits
        self.delegateHandlesReturn = delegateHandlesReturn
    }

    /// What this press shows of UIKit's order, if anything: a field still editing when the event
    /// arrives shows that UIKit ends editing after it; a field that stopped with no app code run
    /// and no other input editing shows that UIKit ended it first.
    package var evidence: ReturnKeyEditingEnd? {
        if fieldStillEdits { return .afterTheEvent }
        if !delegateHandlesReturn && !anotherInputEdits { return .beforeTheEvent }
        return nil
    }

    /// Whether the kit moves focus on to the next field (or releases it at the last).
    ///
    /// - Parameter order: what the kit has learned of UIKit's order so far, this press included.
    package func movesFocus(knowing order: ReturnKeyEditingEnd) -> Bool {
        guard role != .none, isNavigationEnabled, !anotherInputEdits else { return false }
        if fieldStillEdits || !delegateHandlesReturn { return true }
        // Nothing edits after the delegate ran. Only when UIKit is known to end editing after the
        // event was it the app that dismissed the keyboard.
        return order != .afterTheEvent
    }
}

/// When UIKit ends a text field's editing on return, relative to sending `.editingDidEndOnExit`:
/// a fact of the system, learned at run time from ``ReturnKeyPress/evidence`` (the latest press
/// that shows it decides), shared by every scroll view of the app.
package enum ReturnKeyEditingEnd: Sendable, Hashable {
    /// No press has shown it yet.
    case unknown
    /// The field still edits when the event arrives.
    case afterTheEvent
    /// The field's editing has ended when the event arrives.
    case beforeTheEvent

    /// Takes in what `press` shows, if anything.
    package mutating func learn(from press: ReturnKeyPress) {
        if let evidence = press.evidence { self = evidence }
    }
}
