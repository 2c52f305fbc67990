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
/// Accessibility identifiers: `Composer`, `Message text`, `Send`, `Emoji`, `Jump to newest`,
/// `Hide keyboard`, and the rows' (``AIConversation``).
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
        navigationItem.rightBarButtonItems = [hide, jump]
        jump.isHidden = tableView.keyboardAvoidance.isAtEnd
        tableView.keyboardAvoidance.atEndChangeHandler = { [weak jump] isAtEnd in
            jump?.isHidden = isAtEnd
        }
    }
}
