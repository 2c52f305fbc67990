import KeyboardAware
import UIKit

/// A chat whose composer is the view controller's `inputAccessoryView`, as in Messages: UIKit
/// keeps it at the bottom of the screen while the keyboard is down and on top of the keyboard while
/// it is up, and the keyboard's frame includes it. The table fills the screen; the kit makes room
/// for everything that covers it (keys and composer), and `contentLift = .whenAtEnd` keeps the
/// newest message just above the composer as the keyboard shows, as a message is sent, as the
/// composer grows, and frame by frame while a finger drags the keyboard down
/// (`keyboardDismissMode = .interactive`), whether it lets the keyboard go or it springs back.
final class ChatViewController: ComposerAccessoryViewController {
    private let tableView = KeyboardAwareTableView(frame: .zero, style: .plain)
    private lazy var transcript = ChatTranscript(showingIn: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        view.backgroundColor = .systemBackground
        tableView.keyboardAvoidance.options.contentLift = .whenAtEnd
        _ = transcript
        FormFields.fill(view, with: tableView)

        composer.onSend = { [weak self] text in self?.transcript.send(text) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        transcript.scrollToEndOnFirstLayout()
    }
}
