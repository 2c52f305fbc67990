#if canImport(UIKit)
import UIKit

/// Fields get ready before they are focused: the accessory bar goes on the form's fields at the
/// scroll view's layout, and a field that began editing gets the return key's action and label and
/// the bar's Previous/Next state, set up for what Next and Previous would do from it.
extension FormNavigator {
    // MARK: - Before focus

    /// Asks for ``prepareFields()`` on the next run-loop turn, once however often it is asked for
    /// (the scroll view lays out on every scroll step), and only when it has something to do: the
    /// bar is on and other cells are on screen than at the last preparation. A scroll step that
    /// brings in no cell, or any step with the bar off, walks no view.
    func prepareFieldsSoon() {
        guard showsAccessoryBar, let scrollView else { return }
        let onScreen = CellContainer(scrollView).visibleItems
        guard onScreen != preparedItems else { return }
        preparedItems = onScreen
        guard !isPreparingFieldsSoon else { return }
        isPreparingFieldsSoon = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.isPreparingFieldsSoon = false
            self.prepareFields()
        }
    }

    /// Puts the accessory bar on every field on screen that wants it, and labels their return
    /// keys Next or Done, before any of them becomes first responder: UIKit reads
    /// `inputAccessoryView` and `returnKeyType` then, so the keyboard comes up with the bar and the
    /// label in one animation. Setting them at begin-editing instead needs `reloadInputViews()`,
    /// which relayouts the keyboard that is up and posts a second keyboard frame after the first
    /// (a text view animated twice). Runs at the layout that brings other cells on screen while
    /// the bar is on, and the turn after the scroll view joins a window; with the bar off, no
    /// layout pass pays for it, and the fields' labels also go on whenever one of them begins
    /// editing (``prepare(for:)``).
    func prepareFields() {
        guard let scrollView, avoidance?.isObserving == true, avoidance?.engine.options.isEnabled == true,
            scrollView.window != nil
        else { return }
        preparedItems = CellContainer(scrollView).visibleItems
        let fields = FormFieldCollector.fields(in: scrollView)
        if showsAccessoryBar {
            for field in fields where wantsAccessoryBar(field.view) { installAccessoryBar(on: field.view) }
        }
        guard isReturnKeyNavigationEnabled else { return }
        let hidden = FormFieldCollector.hiddenCells(.next, in: scrollView)
        for (index, field) in fields.enumerated() {
            guard let textField = field.view as? UITextField, !textField.isFirstResponder else { continue }
            let hasNext = step(.next, from: index, among: fields, hidden: hidden).movesFocus
            labelReturnKey(of: textField, hasNextField: hasNext)
        }
    }

    // MARK: - At focus

    /// Gives the field that began editing its return-key action and type, and the accessory bar
    /// with Previous/Next enabled as the engine's next step allows. Only the innermost enabled
    /// `KeyboardAvoidance` around a field does this, so nested scroll views never move focus twice.
    func prepare(for input: UIView) {
        guard let scrollView, avoidance?.engine.options.isEnabled == true, isInnermost(for: input) else { return }
        hostedContent.noteHostingControllers(in: CellContainer(scrollView).fieldRoots.map(\.view))
        let returnField = isReturnKeyNavigationEnabled ? input as? UITextField : nil
        let showsBar = wantsAccessoryBar(input)
        guard returnField != nil || showsBar else { return }
        let form = FormFieldCollector.form(in: scrollView, around: input, frame: nil, place: nil)
        func canMove(_ direction: FormStep.Direction) -> Bool {
            let hidden = FormFieldCollector.hiddenCells(direction, in: scrollView)
            return step(direction, from: form.current, among: form.fields, hidden: hidden).movesFocus
        }
        let canMoveNext = canMove(.next)
        if let returnField {
            attachReturnKey(to: returnField, hasNextField: canMoveNext)
            // The others are labelled now, before Next or a tap focuses them.
            let hidden = FormFieldCollector.hiddenCells(.next, in: scrollView)
            for (index, field) in form.fields.enumerated() where index != form.current {
                guard let other = field.view as? UITextField else { continue }
                labelReturnKey(
                    of: other, hasNextField: step(.next, from: index, among: form.fields, hidden: hidden).movesFocus)
            }
        }
        guard showsBar else { return }
        accessoryBar.update(canMovePrevious: canMove(.previous), canMoveNext: canMoveNext, for: input)
        // Normally on since the last layout; a field focused before that gets it now, reloaded.
        installAccessoryBar(on: input)
        for field in form.fields where wantsAccessoryBar(field.view) { installAccessoryBar(on: field.view) }
    }

    /// Whether `view` shows this scroll view's bar: its own switch, else the scroll view's, never
    /// in a field SwiftUI hosts, and only when no scroll view nested in between serves it.
    private func wantsAccessoryBar(_ view: UIView) -> Bool {
        view.showsKeyboardAccessoryBar(
            scrollViewShowsBar: showsAccessoryBar, isHostedBySwiftUI: Self.isHostedBySwiftUI(view, below: scrollView))
            && isInnermost(for: view)
    }

    /// Whether no scroll view between `input` and this one has enabled keyboard avoidance of its own.
    private func isInnermost(for input: UIView) -> Bool {
        var view = input.superview
        while let current = view, current !== scrollView {
            if let inner = (current as? UIScrollView)?.installedKeyboardAvoidance, inner.isObserving { return false }
            view = current.superview
        }
        return true
    }
}
#endif
