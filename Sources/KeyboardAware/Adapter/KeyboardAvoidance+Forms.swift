#if canImport(UIKit)
import UIKit

/// Forms: Previous / Next / the return key, the accessory bar, and VoiceOver focus. The order and
/// what counts as next come from the engine (``KeyboardAvoidanceEngine/formStep(_:from:fieldFrames:cellBeyond:)``,
/// rule 12); this extension gathers the fields on screen and applies the step.
extension KeyboardAvoidance {
    // MARK: - Moving focus

    /// Moves focus from the input being edited to the next field in reading order (top to
    /// bottom, then leading to trailing, mirrored right to left). In a table or collection whose
    /// next field is in a row not on screen yet, scrolls that row in first. Returns whether focus
    /// moved; at the last field it stays where it is (the return key ends editing there).
    @discardableResult
    public func focusNextField() -> Bool {
        moveFocus(.next, from: trackedInput, releasingAtEnd: false)
    }

    /// Moves focus to the previous field in reading order, like ``focusNextField()``. Returns
    /// whether focus moved; at the first field it stays where it is.
    @discardableResult
    public func focusPreviousField() -> Bool {
        moveFocus(.previous, from: trackedInput, releasingAtEnd: false)
    }

    /// One step of the core's walk, applied: focus a field, or scroll an off-screen cell in and
    /// step into it (at most ``FormStep/maximumCellsRevealed`` cells), or end editing.
    func moveFocus(_ direction: FormStep.Direction, from current: UIView?, releasingAtEnd: Bool) -> Bool {
        guard isObserving, let scrollView, let current, current.isDescendant(of: scrollView) else { return false }
        syncLayoutDirection()
        var fields = FormFieldCollector.fields(in: scrollView, including: current)
        guard let index = fields.firstIndex(where: { $0.view === current }) else { return false }
        var step = engine.formStep(direction, from: index, fieldFrames: fields.map(\.frame),
                                   hiddenCells: FormFieldCollector.hiddenCells(direction, in: scrollView))
        var revealed = 0
        while true {
            Log.debug("form \(direction): \(step)")
            switch step {
            case .focus(let target):
                return fields[target].view.becomeFirstResponder()
            case .release:
                if releasingAtEnd { endEditing(current) }
                return false
            case .stay:
                return false
            case .revealCell(let section, let item):
                guard revealed < FormStep.maximumCellsRevealed else { return false }
                revealed += 1
                let indexPath = IndexPath(item: item, section: section)
                FormFieldCollector.reveal(indexPath, going: direction, in: scrollView)
                fields = FormFieldCollector.fields(inCellAt: indexPath, of: scrollView)
                step = engine.formStep(direction, enteringCellWith: fields.map(\.frame),
                                       cellBeyond: FormFieldCollector.cell(direction, beyond: indexPath, in: scrollView))
            }
        }
    }

    /// Right-to-left reading order follows the scroll view's effective layout direction.
    private func syncLayoutDirection() {
        guard let scrollView else { return }
        engine.options.isRightToLeft = scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Ends editing the way the field agrees to (its delegate may refuse).
    private func endEditing(_ input: UIView) {
        if input.isFirstResponder {
            input.resignFirstResponder()
        } else {
            scrollView?.endEditing(false)
        }
    }

    /// Done on the accessory bar: ends editing, as the field agrees to.
    func endEditingFromAccessoryBar() {
        if let input = trackedInput {
            endEditing(input)
        } else {
            scrollView?.endEditing(false)
        }
    }

    // MARK: - Preparing a field that began editing

    /// Gives the field that began editing its return-key action and type, and the accessory bar
    /// with Previous/Next enabled as the engine's next step allows. Only the innermost enabled
    /// adapter around a field does this, so nested scroll views never move focus twice.
    func prepareForm(for input: UIView) {
        guard let scrollView, engine.options.isEnabled, isInnermostAdapter(for: input) else { return }
        let returnField = isReturnKeyNavigationEnabled ? input as? UITextField : nil
        guard returnField != nil || showsAccessoryBar else { return }
        syncLayoutDirection()
        let fields = FormFieldCollector.fields(in: scrollView, including: input)
        guard let index = fields.firstIndex(where: { $0.view === input }) else { return }
        let frames = fields.map(\.frame)
        let canMoveNext = engine.formStep(.next, from: index, fieldFrames: frames,
                                          hiddenCells: FormFieldCollector.hiddenCells(.next, in: scrollView)).movesFocus
        if let returnField { attachReturnKey(to: returnField, hasNextField: canMoveNext) }
        guard showsAccessoryBar else { return }
        let canMovePrevious = engine.formStep(.previous, from: index, fieldFrames: frames,
                                              hiddenCells: FormFieldCollector.hiddenCells(.previous, in: scrollView)).movesFocus
        accessoryBar.update(canMovePrevious: canMovePrevious, canMoveNext: canMoveNext)
        // Every field on screen gets the bar now, so that the next one shows it at once.
        for field in fields { installAccessoryBar(on: field.view) }
    }

    /// Whether no scroll view between `input` and this one has enabled keyboard avoidance of its own.
    private func isInnermostAdapter(for input: UIView) -> Bool {
        var view = input.superview
        while let current = view, current !== scrollView {
            if let inner = (current as? UIScrollView)?.installedKeyboardAvoidance, inner.isObserving { return false }
            view = current.superview
        }
        return true
    }

    // MARK: - Return key

    /// Listens for the return key through `.editingDidEndOnExit`, which a text field sends only
    /// when its delegate's `textFieldShouldReturn(_:)` allows it: the delegate is never replaced.
    /// A `returnKeyType` the app left `.default` (or that the kit set) becomes `.next` or `.done`.
    private func attachReturnKey(to field: UITextField, hasNextField: Bool) {
        field.removeTarget(self, action: #selector(returnKeyPressed(_:)), for: .editingDidEndOnExit)
        let setByKit = returnKeyTypesSet.object(forKey: field)?.intValue == field.returnKeyType.rawValue
        // A key the app chose for its own action (search, send, go, join…) and search fields keep
        // their meaning: the kit neither relabels them nor moves focus on them.
        let isNavigationKey = [UIReturnKeyType.default, .next, .done].contains(field.returnKeyType)
        guard (isNavigationKey || setByKit), !(field is UISearchTextField) else {
            returnKeyTypesSet.removeObject(forKey: field)
            return
        }
        field.addTarget(self, action: #selector(returnKeyPressed(_:)), for: .editingDidEndOnExit)
        guard field.returnKeyType == .default || setByKit else {
            returnKeyTypesSet.removeObject(forKey: field)
            return
        }
        let wanted: UIReturnKeyType = hasNextField ? .next : .done
        returnKeyTypesSet.setObject(NSNumber(value: wanted.rawValue), forKey: field)
        guard field.returnKeyType != wanted else { return }
        field.returnKeyType = wanted
        // The keyboard read the traits when the field became first responder.
        if field.isFirstResponder { field.reloadInputViews() }
    }

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

    /// Return in a text field whose delegate allowed it: the field that sent it is the one to
    /// move on from (it may already have ended editing).
    @objc private func returnKeyPressed(_ field: UITextField) {
        guard isReturnKeyNavigationEnabled else { return }
        _ = moveFocus(.next, from: field, releasingAtEnd: true)
    }

    /// Return-key navigation was turned off: no more action, and `.default` back wherever the
    /// field still has the type the kit set.
    func withdrawReturnKeyNavigation() {
        if let input = trackedInput { detachReturnKey(from: input) }
        let fields = returnKeyTypesSet.keyEnumerator().allObjects.compactMap { $0 as? UITextField }
        for field in fields where returnKeyTypesSet.object(forKey: field)?.intValue == field.returnKeyType.rawValue {
            field.returnKeyType = .default
            if field.isFirstResponder { field.reloadInputViews() }
        }
        returnKeyTypesSet.removeAllObjects()
    }

    // MARK: - Accessory bar

    /// Puts the bar on a text field or text view whose `inputAccessoryView` is `nil`; never
    /// replaces the app's own.
    private func installAccessoryBar(on view: UIView) {
        let bar = accessoryBar
        if let field = view as? UITextField, field.inputAccessoryView == nil {
            field.inputAccessoryView = bar
        } else if let textView = view as? UITextView, textView.inputAccessoryView == nil {
            textView.inputAccessoryView = bar
        } else {
            return
        }
        fieldsWithAccessoryBar.add(view)
        if view.isFirstResponder { view.reloadInputViews() }
    }

    /// Takes the bar off every field the kit put it on that still shows it.
    func withdrawAccessoryBar() {
        guard let bar = installedAccessoryBar else { return }
        for view in fieldsWithAccessoryBar.allObjects {
            if let field = view as? UITextField, field.inputAccessoryView === bar {
                field.inputAccessoryView = nil
            } else if let textView = view as? UITextView, textView.inputAccessoryView === bar {
                textView.inputAccessoryView = nil
            } else {
                continue
            }
            if view.isFirstResponder { view.reloadInputViews() }
        }
        fieldsWithAccessoryBar.removeAllObjects()
    }

    // MARK: - VoiceOver

    /// VoiceOver moved its focus: an element of this scroll view hidden under the keyboard is
    /// scrolled into view by the same rule as a focused field, only while the keyboard is avoided.
    @objc func accessibilityElementFocused(_ notification: Notification) {
        guard isObserving, engine.isAvoidingKeyboard, let scrollView,
              let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey],
              let frame = FocusedFieldReader.accessibilityFrame(of: element, in: scrollView),
              let snapshot = makeSnapshot()
        else { return }
        let field = FocusedField(frame: frame, keyboardDistance: (element as? UIView)?.keyboardDistanceOverride)
        apply(engine.focusChanged(scrollView: snapshot, focus: field), cause: "VoiceOver focus", snapshot: snapshot)
    }
}
#endif
