#if canImport(UIKit)
import UIKit

/// The Previous / Next / Done bar: made on first use, put only on fields without an accessory view
/// of their own, and taken back off exactly those. visionOS has no input accessory views: there the
/// bar is made but never put on a field.
extension FormNavigator {
    /// ``KeyboardAvoidance/accessoryBar``, made on first use.
    var accessoryBar: KeyboardAccessoryBar {
        if let bar = installedAccessoryBar { return bar }
        let bar = KeyboardAccessoryBar()
        bar.onPrevious = { [weak self] in
            _ = self?.moveFocus(.previous, from: self?.focusedInput, releasingAtEnd: false)
        }
        bar.onNext = { [weak self] in _ = self?.moveFocus(.next, from: self?.focusedInput, releasingAtEnd: false) }
        bar.onDone = { [weak self] in self?.endEditing(self?.focusedInput) }
        installedAccessoryBar = bar
        return bar
    }

    /// Puts the bar on a text field or text view whose `inputAccessoryView` is `nil`; never
    /// replaces the app's own. Nothing on visionOS.
    func installAccessoryBar(on view: UIView) {
        #if !os(visionOS)
        guard view.keyboardAccessoryBarVisibility != .never else { return }
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
        #endif
    }

    /// Takes the bar off every field the kit put it on that still shows it.
    func withdrawAccessoryBar() {
        #if !os(visionOS)
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
        #endif
    }
}
#endif
