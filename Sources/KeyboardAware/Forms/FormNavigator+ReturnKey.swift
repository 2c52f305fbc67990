#if canImport(UIKit)
import UIKit

/// The return key: Next in reading order, Done at the last field, only in fields whose app does
/// not handle return itself (the core's `ReturnKeyRole` decides from what is read here).
extension FormNavigator {
    // MARK: - Attaching

    /// Listens for return through `.editingDidEndOnExit`, which a text field sends only when its
    /// delegate allows it, in a field the kit takes part in; labels the key Next or Done where the
    /// app left it `.default`. A field the kit stays out of gets nothing, not even a new label.
    ///
    /// The label is normally on already: ``labelReturnKey(of:hasNextField:)`` put it on when the
    /// fields were prepared, before any of them began editing, as UIKit reads the return key's
    /// type when the field becomes first responder. Only a field that began editing before that
    /// (or whose next field changed since) is labelled here, with `reloadInputViews()` on the
    /// keyboard that is up.
    ///
    /// A field hosted by SwiftUI is left to SwiftUI, where `@FocusState` and `.submitLabel` already
    /// decide (`SwiftUIHosting`).
    func attachReturnKey(to field: UITextField, hasNextField: Bool) {
        field.removeTarget(self, action: #selector(returnKeyPressed(_:)), for: .editingDidEndOnExit)
        guard !Self.isHostedBySwiftUI(field, below: scrollView) else { return }
        let role = returnKeyRole(of: field)
        if role != .none {
            field.addTarget(self, action: #selector(returnKeyPressed(_:)), for: .editingDidEndOnExit)
        }
        applyLabel(role: role, to: field, hasNextField: hasNextField)
    }

    /// Labels the return key of `field`, which is not editing yet, Next or Done as it would be at
    /// its begin-editing: called when the fields are prepared (at the scroll view's layout), so
    /// that the keyboard comes up with its label and is never reloaded for it.
    func labelReturnKey(of field: UITextField, hasNextField: Bool) {
        guard !field.isFirstResponder, !Self.isHostedBySwiftUI(field, below: scrollView) else { return }
        applyLabel(role: returnKeyRole(of: field), to: field, hasNextField: hasNextField)
    }

    /// The label `role` asks for, or the app's `.default` back; the keyboard reloaded only when
    /// the field already edits.
    private func applyLabel(role: ReturnKeyRole, to field: UITextField, hasNextField: Bool) {
        guard role == .navigatesAndLabels else {
            takeBackLabel(of: field)
            return
        }
        let label = ReturnKeyLabel.label(
            hasNextField: hasNextField, appDismissesOnReturn: fieldsDismissingOnReturn.contains(field))
        let wanted: UIReturnKeyType = label == .next ? .next : .done
        returnKeyTypesSet.setObject(NSNumber(value: wanted.rawValue), forKey: field)
        guard field.returnKeyType != wanted else { return }
        field.returnKeyType = wanted
        // The keyboard read the traits when the field became first responder.
        if field.isFirstResponder { field.reloadInputViews() }
    }

    /// What the core needs to know about `field` to decide the kit's part.
    private func returnKeyRole(of field: UITextField) -> ReturnKeyRole {
        let keyType: ReturnKeyRole.KeyType
        switch field.returnKeyType {
        case .default: keyType = .default
        case .next, .done: keyType = .navigation
        default: keyType = .appAction
        }
        let setByKit = returnKeyTypesSet.object(forKey: field)?.intValue == field.returnKeyType.rawValue
        return ReturnKeyRole.role(
            for: ReturnKeyRole.Field(
                keyType: keyType, keyTypeSetByKit: setByKit, hasOtherReturnActions: hasOtherReturnActions(field),
                isSearchField: FormFieldCollector.isSearchField(field)))
    }

    /// `.default` back where the field still has the label the kit set; the kit forgets it.
    private func takeBackLabel(of field: UITextField) {
        defer { returnKeyTypesSet.removeObject(forKey: field) }
        guard returnKeyTypesSet.object(forKey: field)?.intValue == field.returnKeyType.rawValue else { return }
        field.returnKeyType = .default
        if field.isFirstResponder { field.reloadInputViews() }
    }

    /// Whether anything but the kit listens for return on `field`: a target-action or a
    /// `UIAction` for `.editingDidEndOnExit` or `.primaryActionTriggered`.
    private func hasOtherReturnActions(_ field: UITextField) -> Bool {
        let returnEvents: UIControl.Event = [.editingDidEndOnExit, .primaryActionTriggered]
        var found = false
        field.enumerateEventHandlers { action, targetAction, event, stop in
            guard !event.intersection(returnEvents).isEmpty else { return }
            let isKits = action == nil && (targetAction?.0 as AnyObject?) === self
            if !isKits {
                found = true
                stop = true
            }
        }
        return found
    }

    // MARK: - Detaching

    /// The field stopped editing: its return key is the app's again, from the next run-loop turn
    /// on, so that the action still arrives should UIKit end editing before sending it.
    func detachReturnKeyLater(from input: UIView) {
        guard let field = input as? UITextField else { return }
        DispatchQueue.main.async { [weak self, weak field] in
            guard let self, let field, !field.isFirstResponder else { return }
            self.detachReturnKey(from: field)
        }
    }

    private func detachReturnKey(from input: UIView) {
        (input as? UITextField)?.removeTarget(self, action: #selector(returnKeyPressed(_:)), for: .editingDidEndOnExit)
    }

    /// Return-key navigation was turned off: no more action, and `.default` back wherever the
    /// field still has the type the kit set.
    func withdrawReturnKeyNavigation() {
        if let input = focusedInput { detachReturnKey(from: input) }
        returnKeyTypesSet.keyEnumerator().allObjects.compactMap { $0 as? UITextField }.forEach(takeBackLabel(of:))
    }

    // MARK: - Pressed

    /// UIKit's order of ending editing and sending return, learned per field from two agreeing
    /// presses (`ReturnKeyOrder`): one odd field does not flip every form. Held as long as the field
    /// lives, so that nothing grows with the fields an app has made, and a new field never takes a
    /// gone one's order.
    private static let returnKeyOrders = NSMapTable<UITextField, LearnedOrder>.weakToStrongObjects()

    /// One field's `ReturnKeyOrder`, as a map table holds it.
    private final class LearnedOrder {
        var value = ReturnKeyOrder()
    }

    /// Whether `field`, or a view between it and `scrollView`, is SwiftUI's. Read once per field
    /// that begins editing, and per field when the fields are prepared.
    static func isHostedBySwiftUI(_ field: UIView, below scrollView: UIView?) -> Bool {
        var names: [String] = []
        var view: UIView? = field
        while let current = view, current !== scrollView {
            names.append(NSStringFromClass(type(of: current)))
            view = current.superview
        }
        return SwiftUIHosting.hostsField(classNames: names)
    }

    /// Return in a text field whose delegate allowed it: the field that sent it is the one to move
    /// on from, unless the app's return handling moved focus or dismissed the keyboard itself (the
    /// core's `ReturnKeyPress` decides from what is read here).
    @objc private func returnKeyPressed(_ field: UITextField) {
        let shouldReturn = #selector(UITextFieldDelegate.textFieldShouldReturn(_:))
        let press = ReturnKeyPress(
            role: returnKeyRole(of: field), isNavigationEnabled: isReturnKeyNavigationEnabled,
            fieldStillEdits: field.isFirstResponder,
            anotherInputEdits: FirstResponder.isAnotherInputFirstResponder(than: field),
            delegateHandlesReturn: field.delegate?.responds(to: shouldReturn) == true)
        let learned = Self.returnKeyOrders.object(forKey: field) ?? LearnedOrder()
        Self.returnKeyOrders.setObject(learned, forKey: field)
        let order = learned.value.learn(from: press)
        if press.showsTheAppDismissed(knowing: order) {
            // The key reads Done from the field's next editing on (`attachReturnKey`).
            fieldsDismissingOnReturn.add(field)
        }
        guard press.movesFocus(knowing: order) else {
            Log.debug("return: focus stays with the app")
            return
        }
        _ = moveFocus(.next, from: field, releasingAtEnd: true)
    }
}
#endif
