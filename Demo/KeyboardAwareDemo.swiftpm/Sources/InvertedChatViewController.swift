import KeyboardAware
import UIKit

/// A chat drawn upside down, as many chat screens draw theirs: a plain `UITableView` flipped with
/// `transform = CGAffineTransform(scaleX: 1, y: -1)`, each cell flipped back, the newest message
/// row 0 at the bottom (``InvertedConversation``). The kit recognises the flip from the transform
/// (``KeyboardAvoidanceOptions/contentOrientation`` `.automatic`) and puts the keyboard's room at
/// the flipped table's `contentInset.top`, its visual bottom; `contentLift = .whenAtEnd` keeps the
/// newest message on the composer as the keyboard shows, as messages arrive at row 0 and frame by
/// frame while a finger drags the keyboard down. The composer is the view controller's
/// `inputAccessoryView`, as in the Chat screen.
///
/// The "Chat" menu: "Receive a message" (at row 0), "Load earlier" (appended at the end, drawn at
/// the top), "Ask for a plan" (the question pinned at the top while the reply streams in at row 0
/// below it). The table's accessibility value says where the pin stands: `pinned`,
/// `scrolled away` or `none`.
///
/// Accessibility identifiers: `Chat messages`, `Composer`, `Message text`, `Send`,
/// `Jump to newest`, `Hide keyboard`, `Chat`, and the rows' (``InvertedConversation``).
final class InvertedChatViewController: ComposerAccessoryViewController {
    /// A plain table with avoidance turned on, as an app with its own table subclass does.
    private let tableView = UITableView(frame: .zero, style: .plain)
    private lazy var conversation = InvertedConversation(showingIn: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inverted chat"
        view.backgroundColor = .systemBackground
        tableView.keyboardAvoidance.isEnabled = true
        tableView.keyboardAvoidance.options.contentLift = .whenAtEnd
        _ = conversation
        FormFields.fill(view, with: tableView)
        composer.onSend = { [weak self] text in self?.conversation.send(text) }
        setUpButtons()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        conversation.scrollToEndOnFirstLayout()
    }

    // MARK: - Buttons

    private func setUpButtons() {
        let jump = UIBarButtonItem(
            title: "Newest", image: UIImage(systemName: "arrow.down.circle"),
            primaryAction: UIAction { [weak self] _ in self?.tableView.keyboardAvoidance.scrollToEnd(animated: true) })
        jump.accessibilityIdentifier = "Jump to newest"
        let hide = UIBarButtonItem(
            title: "Hide keyboard", image: UIImage(systemName: "keyboard.chevron.compact.down"),
            primaryAction: UIAction { [weak self] _ in self?.composer.endEditing(true) })
        hide.accessibilityIdentifier = "Hide keyboard"
        let chat = UIBarButtonItem(
            title: "Chat", image: UIImage(systemName: "ellipsis.circle"),
            menu: UIMenu(children: [
                UIAction(title: "Receive a message") { [weak self] _ in self?.conversation.receive() },
                UIAction(title: "Load earlier") { [weak self] _ in self?.conversation.loadEarlier() },
                UIAction(title: "Ask for a plan") { [weak self] _ in self?.conversation.askForAPlan() },
            ]))
        chat.accessibilityIdentifier = "Chat"
        navigationItem.rightBarButtonItems = [hide, jump, chat]
        // At its end as the user sees it: the newest message at the visual bottom.
        jump.isHidden = tableView.keyboardAvoidance.isAtEnd
        tableView.keyboardAvoidance.atEndChangeHandler = { [weak jump] isAtEnd in
            jump?.isHidden = isAtEnd
        }
        tableView.accessibilityValue = Self.describe(tableView.keyboardAvoidance.pinState)
        tableView.keyboardAvoidance.pinStateChangeHandler = { [weak tableView] state in
            tableView?.accessibilityValue = Self.describe(state)
        }
    }

    private static func describe(_ state: PinState) -> String {
        switch state {
        case .none: "none"
        case .pinned: "pinned"
        case .scrolledAway: "scrolled away"
        }
    }
}
