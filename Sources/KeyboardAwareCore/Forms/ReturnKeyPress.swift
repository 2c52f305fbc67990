/// One press of return in a text field the kit takes part in, as the UIKit layer reads it when
/// `.editingDidEndOnExit` arrives, and whether the kit moves focus for it.
///
/// The app's own return handling runs first (the delegate's `textFieldShouldReturn(_:)`), and it may
/// move focus or dismiss the keyboard itself before returning `true`. The kit then moves nowhere: a
/// field the app put focus in keeps it, and a keyboard the app dismissed stays dismissed. The hard
/// case is a field that no longer edits with no other input editing: the app ended its editing,
/// unless UIKit ends a field's editing before sending the event. Apple documents neither order;
/// UIKit's field editor, as public decompilations of it show, sends the event first and resigns
/// the field after. The kit starts from that and checks it against every press it sees
/// (``ReturnKeyEditingEnd``).
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
    /// - Parameter order: UIKit's order as the kit knows it, this press included.
    package func movesFocus(knowing order: ReturnKeyEditingEnd) -> Bool {
        guard role != .none, isNavigationEnabled, !anotherInputEdits else { return false }
        return fieldStillEdits || !delegateHandlesReturn || order == .beforeTheEvent
    }

    /// Nothing edits after the app's delegate ran, and UIKit ends editing only after the event:
    /// the app dismissed the keyboard on return. Such a field's key should read Done
    /// (``ReturnKeyLabel``).
    package func showsTheAppDismissed(knowing order: ReturnKeyEditingEnd) -> Bool {
        role != .none && !fieldStillEdits && !anotherInputEdits && delegateHandlesReturn && order == .afterTheEvent
    }
}

/// When UIKit ends a text field's editing on return, relative to sending `.editingDidEndOnExit`:
/// a fact of the system, shared by every scroll view of the app. It starts as
/// ``afterTheEvent``, what UIKit's field editor does, and follows ``ReturnKeyPress/evidence``
/// (the latest press that shows it decides), so that a system that did otherwise keeps return
/// navigation from its first press on a field without a delegate.
package enum ReturnKeyEditingEnd: Sendable, Hashable {
    /// The field still edits when the event arrives (UIKit resigns it after).
    case afterTheEvent
    /// The field's editing has ended when the event arrives.
    case beforeTheEvent

    /// What the kit assumes before any press showed it.
    package static let assumed = ReturnKeyEditingEnd.afterTheEvent

    /// Takes in what `press` shows, if anything.
    package mutating func learn(from press: ReturnKeyPress) {
        if let evidence = press.evidence { self = evidence }
    }
}
