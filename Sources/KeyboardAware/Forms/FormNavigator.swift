#if canImport(UIKit)
import UIKit

/// Walks one scroll view's form: the return key, Previous and Next, the accessory bar and tap to
/// dismiss, and what the kit set on fields for them (each taken back when its feature is turned
/// off). The order and what counts as next come from the engine (`formStep`, see *The return key*
/// in the behaviour rules); the navigator gathers the fields and the rows not on screen, and
/// applies the step.
///
/// `KeyboardAvoidance` owns it and forwards its form options here; the navigator reads the
/// `KeyboardAvoidance` (focused input, engine) through a weak reference, so neither keeps the other alive.
@MainActor
final class FormNavigator: NSObject {
    /// The `KeyboardAvoidance` it works for, which owns it.
    weak var avoidance: KeyboardAvoidance?

    // MARK: - Options

    /// The form options of the `KeyboardAvoidance`'s ``KeyboardAvoidance/options``, each acted on when it
    /// changes.
    func apply(_ options: KeyboardAvoidanceOptions) {
        isReturnKeyNavigationEnabled = options.isReturnKeyNavigationEnabled
        showsAccessoryBar = options.showsAccessoryBar
        tapToDismiss = options.tapToDismiss
    }

    /// `KeyboardAvoidanceOptions.isReturnKeyNavigationEnabled`.
    private(set) var isReturnKeyNavigationEnabled = true {
        didSet {
            guard isReturnKeyNavigationEnabled != oldValue else { return }
            guard isReturnKeyNavigationEnabled else { return withdrawReturnKeyNavigation() }
            // Labels go on before focus (`prepareFields()`).
            preparedItems = nil
            prepareFields()
        }
    }

    /// `KeyboardAvoidanceOptions.showsAccessoryBar`.
    private(set) var showsAccessoryBar = false {
        didSet {
            guard showsAccessoryBar != oldValue else { return }
            preparedItems = nil
            if !showsAccessoryBar {
                withdrawAccessoryBar()
                return
            }
            prepareFields()
            if let input = focusedInput { prepare(for: input) }
        }
    }

    /// `KeyboardAvoidanceOptions.tapToDismiss`: a switch of its own, working while avoidance is
    /// off too.
    private(set) var tapToDismiss = TapToDismiss.never {
        didSet {
            guard tapToDismiss != oldValue else { return }
            guard tapToDismiss != .never, let scrollView else {
                dismissTapHandler?.remove()
                dismissTapHandler = nil
                return
            }
            if dismissTapHandler == nil { dismissTapHandler = DismissTapHandler(scrollView: scrollView) }
            dismissTapHandler?.includesCells = tapToDismiss == .includingCells
        }
    }

    // MARK: - What the kit set on fields

    /// The bar, once ``accessoryBar`` made it.
    var installedAccessoryBar: KeyboardAccessoryBar?
    /// Fields whose `inputAccessoryView` the kit set (to take it back, never anyone else's).
    let fieldsWithAccessoryBar = NSHashTable<UIView>.weakObjects()
    /// Text fields whose `returnKeyType` the kit set, with the raw value it wrote.
    let returnKeyTypesSet = NSMapTable<UITextField, NSNumber>.weakToStrongObjects()
    /// Text fields whose delegate was seen dismissing the keyboard on return: labelled Done.
    let fieldsDismissingOnReturn = NSHashTable<UITextField>.weakObjects()
    /// What the kit says, once, about SwiftUI hosted in the scroll view.
    var hostedContent = HostedSwiftUIContent()
    /// Whether ``prepareFieldsSoon()`` has asked for the next run-loop turn.
    var isPreparingFieldsSoon = false
    /// The cells on screen when the fields were last prepared for the bar.
    var preparedItems: CellContainer.VisibleItems?
    private var dismissTapHandler: DismissTapHandler?

    var scrollView: UIScrollView? { avoidance?.scrollView }
    var focusedInput: UIView? { avoidance?.focusedInput }

    // MARK: - Moving focus

    /// Steps of the core's walk, applied until one settles: focus a field (or, when it refuses,
    /// ask again without it), scroll a row not on screen in and ask again with its fields (at
    /// most `FormStep.maximumCellsRevealed` rows), or end editing.
    func moveFocus(_ direction: FormStep.Direction, from current: UIView?, releasingAtEnd: Bool) -> Bool {
        guard avoidance?.isObserving == true, let scrollView, let current, current.isDescendant(of: scrollView)
        else { return false }
        // Rects of rows not on screen come from the layout: bring it up to date first.
        scrollView.layoutIfNeeded()
        // The current field keeps the frame and place it had: revealing a row may scroll its cell away.
        let measured = FormFieldCollector.fields(in: scrollView).first { $0.view === current }
        let currentFrame = measured?.frame ?? current.convert(current.bounds, to: scrollView)
        var passedOver: [UIView] = []
        var revealed: [IndexPath] = []
        while revealed.count <= FormStep.maximumCellsRevealed {
            let form = FormFieldCollector.form(
                in: scrollView, around: current, frame: currentFrame, place: measured?.place, excluding: passedOver)
            let hidden = FormFieldCollector.hiddenCells(
                direction, in: scrollView, skipping: revealed, isInverted: avoidance?.isInverted == true)
            let step = self.step(direction, from: form.current, among: form.fields, hidden: hidden)
            Log.debug("form \(direction): \(step)")
            switch step {
            case .focus(let target):
                guard target != form.current else { return false }
                let field = form.fields[target].view
                if field.becomeFirstResponder() { return true }
                Log.debug("form \(direction): the field refused focus; trying the one after it")
                passedOver.append(field)
            case .revealCell(let section, let item):
                let indexPath = IndexPath(item: item, section: section)
                revealed.append(indexPath)
                CellContainer(scrollView).reveal(indexPath, going: direction, isInverted: avoidance?.isInverted == true)
            case .release:
                if releasingAtEnd { endEditing(current) }
                return false
            case .stay:
                return false
            }
        }
        return false
    }

    /// The engine's step from the field at index `current` of `fields` (listed by place, so that
    /// ties in reading order go the same way whatever is on screen, see *The return key* in the
    /// behaviour rules), in the reading order of the scroll view's effective layout direction.
    func step(
        _ direction: FormStep.Direction, from current: Int, among fields: [FormFieldCollector.Field],
        hidden: [HiddenCell]
    ) -> FormStep {
        guard let avoidance, let scrollView else { return .stay }
        return avoidance.engine.formStep(
            direction, from: current, fieldFrames: fields.map(\.frame), hiddenCells: hidden,
            rightToLeft: scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// Ends editing the way the field agrees to (its delegate may refuse).
    func endEditing(_ input: UIView?) {
        if let input, input.isFirstResponder {
            input.resignFirstResponder()
        } else {
            scrollView?.endEditing(false)
        }
    }

    /// Avoidance stopped: everything the kit set on fields goes back.
    func withdraw() {
        withdrawReturnKeyNavigation()
        withdrawAccessoryBar()
        preparedItems = nil
    }
}

// MARK: - Moving focus from code

extension KeyboardAvoidance {
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
        forms.moveFocus(.next, from: focusedInput, releasingAtEnd: false)
    }

    /// Moves focus to the previous field in reading order, like ``focusNextField()``.
    ///
    /// - Returns: whether focus moved; at the first field it stays where it is.
    @discardableResult
    public func focusPreviousField() -> Bool {
        forms.moveFocus(.previous, from: focusedInput, releasingAtEnd: false)
    }
}
#endif
