#if canImport(UIKit)
import UIKit

/// Forms: Previous / Next, the accessory bar, and VoiceOver focus. The order and what counts as
/// next come from the engine (`formStep`, rule 12); this extension gathers the fields and the
/// rows not on screen, and applies the step.
extension KeyboardAvoidance {
    // MARK: - Moving focus

    /// Moves focus from the input being edited to the next field in reading order: top to
    /// bottom, then leading to trailing, mirrored right to left. Rows of a table or collection
    /// that are not on screen count as if they were: the next one is scrolled in first. A field
    /// that refuses focus (its delegate's `textFieldShouldBeginEditing(_:)` returns `false`) is
    /// passed over for the one after it.
    ///
    /// ```swift
    /// // An "OK" button on a custom input view:
    /// @objc func okTapped() {
    ///     if !tableView.keyboardAvoidance.focusNextField() { view.endEditing(false) }
    /// }
    /// ```
    ///
    /// - Returns: whether focus moved; at the last field it stays where it is (the return key
    ///   ends editing there).
    @discardableResult
    public func focusNextField() -> Bool {
        moveFocus(.next, from: trackedInput, releasingAtEnd: false)
    }

    /// Moves focus to the previous field in reading order, like ``focusNextField()``.
    ///
    /// - Returns: whether focus moved; at the first field it stays where it is.
    @discardableResult
    public func focusPreviousField() -> Bool {
        moveFocus(.previous, from: trackedInput, releasingAtEnd: false)
    }

    /// Steps of the core's walk, applied until one settles: focus a field (or, when it refuses,
    /// ask again without it), scroll a row not on screen in and ask again with its fields (at
    /// most `FormStep.maximumCellsRevealed` rows), or end editing.
    func moveFocus(_ direction: FormStep.Direction, from current: UIView?, releasingAtEnd: Bool) -> Bool {
        guard isObserving, let scrollView, let current, current.isDescendant(of: scrollView) else { return false }
        // Rects of rows not on screen come from the layout: bring it up to date first.
        scrollView.layoutIfNeeded()
        // The current field keeps the frame it had: revealing a row may scroll its own cell away.
        let currentFrame = current.convert(current.bounds, to: scrollView)
        var passedOver: [UIView] = []
        var revealed: [IndexPath] = []
        while revealed.count <= FormStep.maximumCellsRevealed {
            let fields = FormFieldCollector.fields(in: scrollView, excluding: [current] + passedOver)
            let hidden = FormFieldCollector.hiddenCells(direction, in: scrollView, skipping: revealed)
            // Index 0 is the current field.
            let step = engine.formStep(
                direction, from: 0, fieldFrames: [currentFrame] + fields.map(\.frame),
                hiddenCells: hidden, rightToLeft: isRightToLeft)
            Log.debug("form \(direction): \(step)")
            switch step {
            case .focus(let target):
                guard target > 0 else { return false }
                let field = fields[target - 1].view
                if field.becomeFirstResponder() { return true }
                Log.debug("form \(direction): the field refused focus; trying the one after it")
                passedOver.append(field)
            case .revealCell(let section, let item):
                let indexPath = IndexPath(item: item, section: section)
                revealed.append(indexPath)
                FormFieldCollector.reveal(indexPath, going: direction, in: scrollView)
            case .release:
                if releasingAtEnd { endEditing(current) }
                return false
            case .stay:
                return false
            }
        }
        return false
    }

    /// Right-to-left reading order follows the scroll view's effective layout direction.
    private var isRightToLeft: Bool {
        scrollView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
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
        let showsBar = input.showsKeyboardAccessoryBar ?? showsAccessoryBar
        guard returnField != nil || showsBar else { return }
        let fields = FormFieldCollector.fields(in: scrollView, excluding: [input])
        let frames = [input.convert(input.bounds, to: scrollView)] + fields.map(\.frame)
        func canMove(_ direction: FormStep.Direction) -> Bool {
            engine.formStep(
                direction, from: 0, fieldFrames: frames,
                hiddenCells: FormFieldCollector.hiddenCells(direction, in: scrollView), rightToLeft: isRightToLeft
            ).movesFocus
        }
        let canMoveNext = canMove(.next)
        if let returnField { attachReturnKey(to: returnField, hasNextField: canMoveNext) }
        guard showsBar else { return }
        accessoryBar.update(canMovePrevious: canMove(.previous), canMoveNext: canMoveNext)
        // Every field on screen that wants it gets the bar now, so that the next one shows it at once.
        installAccessoryBar(on: input)
        for field in fields where field.view.showsKeyboardAccessoryBar ?? showsAccessoryBar {
            installAccessoryBar(on: field.view)
        }
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

    // MARK: - Accessory bar

    /// Puts the bar on a text field or text view whose `inputAccessoryView` is `nil`; never
    /// replaces the app's own.
    private func installAccessoryBar(on view: UIView) {
        guard view.showsKeyboardAccessoryBar != false else { return }
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
