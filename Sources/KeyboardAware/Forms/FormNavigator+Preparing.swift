#if canImport(UIKit)
import UIKit

/// A field began editing: it gets the return key's action and label and the accessory bar, set up
/// for what Next and Previous would do from it.
extension FormNavigator {
    /// Gives the field that began editing its return-key action and type, and the accessory bar
    /// with Previous/Next enabled as the engine's next step allows. Only the innermost enabled
    /// coordinator around a field does this, so nested scroll views never move focus twice.
    func prepare(for input: UIView) {
        guard let scrollView, avoidance?.engine.options.isEnabled == true, isInnermost(for: input) else { return }
        let returnField = isReturnKeyNavigationEnabled ? input as? UITextField : nil
        let showsBar = input.showsKeyboardAccessoryBar ?? showsAccessoryBar
        guard returnField != nil || showsBar else { return }
        let fields = FormFieldCollector.fields(in: scrollView, excluding: [input])
        let frame = input.convert(input.bounds, to: scrollView)
        func canMove(_ direction: FormStep.Direction) -> Bool {
            step(
                direction, from: frame, among: fields, hidden: FormFieldCollector.hiddenCells(direction, in: scrollView)
            )
            .movesFocus
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
