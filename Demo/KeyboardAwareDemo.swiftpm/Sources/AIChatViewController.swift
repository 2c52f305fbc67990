import KeyboardAware
import UIKit

/// An AI chat, as in Claude's app: the message just sent is pinned to the top of the table while
/// the reply streams in below it (``KeyboardAvoidance/pinToTop(at:)``), and the content lifted by
/// the keyboard stays up when it goes (`contentLift = .persistent`). The composer is the view
/// controller's `inputAccessoryView`, grows to five lines, and can swap the keyboard for an emoji
/// panel (`inputView` and `reloadInputViews()`). A "Newest" button shows while the table is away from
/// its end (``KeyboardAvoidance/atEndChangeHandler``), and "Hide keyboard" puts the keyboard away
/// while the composer stays at the bottom.
///
/// The "Chat" menu loads earlier messages above, deletes the pinned message or starts a new chat
/// (``AIConversation``); the table's accessibility value says where the pin stands
/// (``KeyboardAvoidance/pinStateChangeHandler``): `pinned`, `scrolled away` or `none`.
///
/// Accessibility identifiers: `Composer`, `Message text`, `Send`, `Emoji`, `Jump to newest`,
/// `Hide keyboard`, `Chat`, and the rows' (``AIConversation``).
final class AIChatViewController: ComposerAccessoryViewController {
    private let tableView = KeyboardAwareTableView(frame: .zero, style: .plain)
    private lazy var conversation = AIConversation(showingIn: tableView)
    private let emojiPanel = EmojiPanel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "AI chat"
        view.backgroundColor = .systemBackground
        tableView.keyboardAvoidance.options.contentLift = .persistent
        _ = conversation
        FormFields.fill(view, with: tableView)

        composer.addInputPanel(emojiPanel)
        composer.onSend = { [weak self] text in self?.conversation.send(text) }
        setUpButtons()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        conversation.scrollToEndOnFirstLayout()
    }

    // MARK: - Buttons

    /// "Newest" shows while the table is away from its end: told by the kit as the state changes,
    /// not polled on every scroll step.
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
                UIAction(title: "Load earlier") { [weak self] _ in self?.conversation.loadEarlier() },
                UIAction(title: "Delete pinned message", attributes: .destructive) { [weak self] _ in
                    self?.conversation.deletePinned()
                },
                UIAction(title: "New chat") { [weak self] _ in self?.conversation.startNewChat() },
            ]))
        chat.accessibilityIdentifier = "Chat"
        navigationItem.rightBarButtonItems = [hide, jump, chat]
        jump.isHidden = tableView.keyboardAvoidance.isAtEnd
        tableView.keyboardAvoidance.atEndChangeHandler = { [weak jump] isAtEnd in
            jump?.isHidden = isAtEnd
        }
        tableView.accessibilityValue = Self.describe(tableView.keyboardAvoidance.pinState)
        tableView.keyboardAvoidance.pinStateChangeHandler = { [weak tableView] state in
            tableView?.accessibilityValue = Self.describe(state)
        }
    }

    /// The pin's state as the table's accessibility value reads.
    private static func describe(_ state: PinState) -> String {
        switch state {
        case .none: "none"
        case .pinned: "pinned"
        case .scrolledAway: "scrolled away"
        }
    }
}
