import KeyboardAware
import UIKit

/// Moves focus to the next field in reading order when the return key is pressed, and releases it
/// at the last field: the kit's `ReadingOrder`, applied to fields laid out in a scroll view.
@MainActor
final class ReturnKeyNavigator: NSObject, UITextFieldDelegate {
    private let fields: () -> [UITextField]

    /// - Parameter fields: the form's fields, in any order; read each time return is pressed.
    init(fields: @escaping () -> [UITextField]) {
        self.fields = fields
    }

    /// Sets this navigator as every field's delegate and gives the last one a "done" key.
    func attach() {
        let ordered = orderedFields()
        for field in ordered {
            field.delegate = self
            field.returnKeyType = field === ordered.last ? .done : .next
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let fields = fields()
        guard let index = fields.firstIndex(of: textField) else { return true }
        let frames = fields.map { $0.convert($0.bounds, to: nil) }
        let isRightToLeft = textField.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let next = ReadingOrder.next(after: index, in: frames, rightToLeft: isRightToLeft) {
            fields[next].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return false
    }

    private func orderedFields() -> [UITextField] {
        let fields = fields()
        let frames = fields.map { $0.convert($0.bounds, to: nil) }
        return ReadingOrder.sorted(frames).map { fields[$0] }
    }
}
