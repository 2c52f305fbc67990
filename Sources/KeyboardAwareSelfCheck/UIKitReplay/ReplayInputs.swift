// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import UIKit

/// A text field that takes focus the way UIKit reports it (`isFirstResponder`, the editing
/// notifications, the editing control events) without bringing up the device's own keyboard,
/// whose notifications would mix with the scenario's.
@MainActor
final class ReplayTextField: UITextField {
    private var isEditingInReplay = false

    override var isFirstResponder: Bool { isEditingInReplay }

    override func becomeFirstResponder() -> Bool {
        guard !isEditingInReplay else { return true }
        _ = window.flatMap(ReplayFocus.current(in:))?.resignFirstResponder()
        isEditingInReplay = true
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    override func resignFirstResponder() -> Bool {
        guard isEditingInReplay else { return true }
        isEditingInReplay = false
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        return true
    }

    /// What UIKit does when return is pressed: it asks the delegate's `textFieldShouldReturn(_:)`
    /// and, unless that says `false`, sends `.editingDidEndOnExit`.
    func pressReturn() {
        if let delegate, delegate.textFieldShouldReturn?(self) == false { return }
        sendActions(for: .editingDidEndOnExit)
    }
}

/// A text view that takes focus like ``ReplayTextField`` and puts its caret where the scenario
/// says.
@MainActor
final class ReplayTextView: UITextView {
    private var isEditingInReplay = false
    /// The scenario's caret, in this view's coordinates.
    var replayCaret: CGRect?

    override var isFirstResponder: Bool { isEditingInReplay }

    override func becomeFirstResponder() -> Bool {
        guard !isEditingInReplay else { return true }
        _ = window.flatMap(ReplayFocus.current(in:))?.resignFirstResponder()
        isEditingInReplay = true
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    override func resignFirstResponder() -> Bool {
        guard isEditingInReplay else { return true }
        isEditingInReplay = false
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    override func caretRect(for position: UITextPosition) -> CGRect {
        replayCaret ?? super.caretRect(for: position)
    }

    /// The caret moved: UIKit reports typing with this notification.
    func moveCaret(to rect: CGRect) {
        replayCaret = rect
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}

/// Finds the replay's input being edited.
@MainActor
enum ReplayFocus {
    static func current(in view: UIView) -> UIView? {
        if view.isFirstResponder, view is ReplayTextField || view is ReplayTextView { return view }
        for subview in view.subviews {
            if let found = current(in: subview) { return found }
        }
        return nil
    }
}
#endif
