#if canImport(UIKit)
import UIKit

/// Ends editing when people tap the scroll view outside anything they can interact with
/// (`KeyboardAvoidanceOptions.tapToDismiss`).
///
/// It never takes a tap from anyone: its recognizer cancels no touches, delays none, recognizes
/// alongside every other recognizer, and is not even shown touches that land on a control, a text
/// input, a cell, or a view with gesture recognizers of its own (or inside any of them). Ending
/// editing asks the field (`endEditing(false)`), so a delegate that refuses to end editing wins; a
/// field being edited outside the scroll view (a chat's composer above the keyboard) is asked too
/// when none inside was, if it is in the scroll view's window scene (the core's `DismissTapTarget`).
@MainActor
final class DismissTapHandler: NSObject, UIGestureRecognizerDelegate {
    private weak var scrollView: UIScrollView?
    private let recognizer = UITapGestureRecognizer()
    /// A tap on a cell ends editing too (`tapToDismiss = .includingCells`).
    var includesCells = false

    // MARK: - Life cycle

    /// Adds the recognizer to `scrollView`.
    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
        recognizer.addTarget(self, action: #selector(tapped(_:)))
        recognizer.cancelsTouchesInView = false
        recognizer.delaysTouchesBegan = false
        recognizer.delaysTouchesEnded = false
        recognizer.delegate = self
        scrollView.addGestureRecognizer(recognizer)
    }

    /// Takes the recognizer off the scroll view.
    func remove() {
        recognizer.view?.removeGestureRecognizer(recognizer)
    }

    // MARK: - Action

    /// Ends editing inside the scroll view; failing that, the input being edited elsewhere in the
    /// same window scene: a chat's composer is a view controller's `inputAccessoryView`, outside
    /// the scroll view's subtree, where `endEditing(_:)` on the scroll view cannot reach it.
    @objc private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let scrollView else { return }
        let outside = KeyboardHub.shared.intake.editingInput.flatMap { $0.isFirstResponder ? $0 : nil }
        var outsideInput = DismissTapTarget.OutsideInput.absent
        if let outside {
            let sameScene = outside.window?.windowScene === scrollView.window?.windowScene
            outsideInput = sameScene ? .inSameScene : .inAnotherScene
        }
        let target = DismissTapTarget.target(
            inputInScrollView: FirstResponder.textInput(in: scrollView) != nil, outside: outsideInput)
        switch target {
        case .inputInScrollView: scrollView.endEditing(false)
        case .inputOutside: outside?.endEditing(false)
        case .nothing: break
        }
    }

    // MARK: - UIGestureRecognizerDelegate

    /// Touches on anything interactive are not this recognizer's business.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let scrollView else { return false }
        var view = touch.view
        while let current = view, current !== scrollView {
            if isInteractive(current) { return false }
            view = current.superview
        }
        return view === scrollView
    }

    /// Never blocks, nor is blocked by, the scroll view's own or the app's recognizers.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }

    private func isInteractive(_ view: UIView) -> Bool {
        if view is UIControl || view is UITextInput { return true }
        if CellContainer.isCell(view) { return !includesCells }
        return view.gestureRecognizers?.contains(where: { $0.isEnabled }) == true
    }
}
#endif
