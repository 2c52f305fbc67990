/// Whether the kit takes part in a text field's return key, decided from what the UIKit layer
/// reads off the field. The kit must never change what an app's own return-key code does.
///
/// The contract is UIKit's own. A text field asks its delegate's `textFieldShouldReturn(_:)` first;
/// only when that returns `true` ("the text field should implement its default behavior for the
/// return button", Apple's documentation) does it send `.editingDidEndOnExit`, which is what the
/// kit listens for. So a delegate keeps the last word: returning `false` keeps the return key the
/// app's, returning `true` (what most shared form delegates do) lets the kit move on, unless the
/// delegate moved focus or dismissed the keyboard itself (``ReturnKeyPress``). What the kit reads is what else says the app handles return: other
/// targets or actions for the return events (a field with any target for
/// `.editingDidEndOnExit` resigns on return, which would change such a field's behaviour), search
/// fields, and keys labelled for an action of the app's own.
package enum ReturnKeyRole: Sendable, Hashable {
    /// The kit leaves the field alone: no action, no relabelling.
    case none
    /// Return moves to the next field (ends editing at the last); the key keeps the label the app
    /// chose (`.next` or `.done`).
    case navigates
    /// Return moves to the next field, and the key reads Next or Done accordingly: the app left
    /// `returnKeyType` at `.default` (or the kit set the current label).
    case navigatesAndLabels

    /// The return key type as far as the decision goes.
    package enum KeyType: Sendable, Hashable {
        /// `.default`: the app chose no label.
        case `default`
        /// `.next` or `.done`: a navigation label.
        case navigation
        /// Anything else (`.go`, `.search`, `.send`, `.join`…): a label that promises the app's own action.
        case appAction
    }

    /// What the UIKit layer reads off a text field.
    package struct Field: Sendable, Hashable {
        /// The field's `returnKeyType`, classified.
        package var keyType: KeyType
        /// The current label is the one the kit set earlier (then it counts as `.default`).
        package var keyTypeSetByKit: Bool
        /// The field has targets or actions for `.editingDidEndOnExit` or `.primaryActionTriggered`
        /// other than the kit's own (Interface Builder's "Did End On Exit", `addAction`).
        package var hasOtherReturnActions: Bool
        /// A search field (`UISearchTextField`, a `UISearchBar`'s field): return means search.
        package var isSearchField: Bool

        /// Describes a field; see the properties.
        package init(
            keyType: KeyType, keyTypeSetByKit: Bool = false, hasOtherReturnActions: Bool = false,
            isSearchField: Bool = false
        ) {
            self.keyType = keyType
            self.keyTypeSetByKit = keyTypeSetByKit
            self.hasOtherReturnActions = hasOtherReturnActions
            self.isSearchField = isSearchField
        }
    }

    /// The kit's part in `field`'s return key.
    ///
    /// - Parameter field: what the UIKit layer read off the field when it began editing.
    /// - Returns: ``none`` when the app handles return itself (another return action), for search
    ///   fields and for keys the app labelled for an action of its own; ``navigatesAndLabels`` for a `.default` key (or
    ///   one the kit labelled); ``navigates`` for a key the app labelled Next or Done.
    package static func role(for field: Field) -> ReturnKeyRole {
        guard !field.hasOtherReturnActions, !field.isSearchField else { return .none }
        if field.keyTypeSetByKit { return .navigatesAndLabels }
        switch field.keyType {
        case .default: return .navigatesAndLabels
        case .navigation: return .navigates
        case .appAction: return .none
        }
    }
}

/// The label the kit gives a return key it labels (``ReturnKeyRole/navigatesAndLabels``).
package enum ReturnKeyLabel: Sendable, Hashable {
    /// `.next`: return moves on to another field.
    case next
    /// `.done`: return ends editing.
    case done

    /// Next where return moves on to another field; Done at the last field, and in a field whose
    /// delegate was seen dismissing the keyboard on return
    /// (``ReturnKeyPress/showsTheAppDismissed(knowing:)``), where return ends editing too.
    package static func label(hasNextField: Bool, appDismissesOnReturn: Bool) -> ReturnKeyLabel {
        hasNextField && !appDismissesOnReturn ? .next : .done
    }
}
