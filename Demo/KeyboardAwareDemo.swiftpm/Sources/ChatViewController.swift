import KeyboardAware
import UIKit

/// A chat whose composer is the view controller's `inputAccessoryView`, as in Messages: UIKit
/// keeps it at the bottom of the screen while the keyboard is down and on top of the keyboard while
/// it is up, and the keyboard's frame includes it. The table fills the screen; the kit makes room
/// for everything that covers it (keys and composer), and `contentLift = .whenAtEnd` keeps the
/// newest message just above the composer as the keyboard shows, as a message is sent, as the
/// composer grows, and frame by frame while a finger drags the keyboard down
/// (`keyboardDismissMode = .interactive`), whether it lets the keyboard go or it springs back.
final class ChatViewController: UIViewController {
    private let tableView = KeyboardAwareTableView(frame: .zero, style: .plain)
    private lazy var transcript = ChatTranscript(showingIn: tableView)
    private let composer = ComposerView()
    /// Between `viewDidAppear` and `viewWillDisappear`: the composer belongs on screen.
    private var isOnScreen = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        view.backgroundColor = .systemBackground
        tableView.keyboardAvoidance.options.contentLift = .whenAtEnd
        _ = transcript
        FormFields.fill(view, with: tableView)

        // As an input accessory view, the composer is sized by UIKit from its constraints.
        composer.autoresizingMask = .flexibleHeight
        composer.onSend = { [weak self] text in self?.transcript.send(text) }
        composer.onEndEditing = { [weak self] in self?.keepComposerOnScreen() }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        transcript.scrollToEndOnFirstLayout()
    }

    // MARK: - The composer as input accessory view

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

    /// The text view gave up the keyboard (an interactive dismissal): the controller takes first
    /// responder back, unless UIKit already gave it back or the text view is editing again, so that
    /// its composer stays at the bottom of the screen.
    private func keepComposerOnScreen() {
        DispatchQueue.main.async { [weak self] in
            guard let self, self.isOnScreen, !self.isFirstResponder, !self.composer.isEditing else { return }
            self.becomeFirstResponder()
        }
    }
}
