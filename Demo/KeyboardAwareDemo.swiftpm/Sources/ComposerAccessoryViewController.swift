import UIKit

/// A screen whose composer is the view controller's `inputAccessoryView`, as in Messages: the
/// controller is first responder while it is on screen, so that the composer stays at the bottom
/// with no keyboard up, and takes first responder back when the text view gives up the keyboard.
/// The chat screens subclass it.
class ComposerAccessoryViewController: UIViewController {
    let composer = ComposerView()
    /// Between `viewDidAppear` and `viewWillDisappear`: the composer belongs on screen.
    private var isOnScreen = false

    override func viewDidLoad() {
        super.viewDidLoad()
        // As an input accessory view, the composer is sized by UIKit from its constraints.
        composer.autoresizingMask = .flexibleHeight
        composer.onEndEditing = { [weak self] in self?.keepComposerOnScreen() }
    }

    override var canBecomeFirstResponder: Bool { true }

    override var inputAccessoryView: UIView? { composer }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isOnScreen = true
        becomeFirstResponder()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        isOnScreen = false
        composer.endEditing(true)
        resignFirstResponder()
    }

    /// The text view gave up the keyboard (an interactive dismissal, a panel swapped in): the
    /// controller takes first responder back, unless UIKit already gave it back or the text view is
    /// editing again, so that its composer stays at the bottom of the screen.
    private func keepComposerOnScreen() {
        DispatchQueue.main.async { [weak self] in
            guard let self, self.isOnScreen, !self.isFirstResponder, !self.composer.isEditing else { return }
            self.becomeFirstResponder()
        }
    }
}
