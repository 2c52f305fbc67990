import KeyboardAware
import UIKit

/// A chat whose composer is pinned to `view.keyboardLayoutGuide` and whose table ends at the
/// composer's top: UIKit moves the composer with the keyboard and the table shrinks, so the
/// keyboard never covers the table and the kit adds no inset. What it does here is keep the chat at
/// its end as the table resizes and messages arrive (`contentLift = .whenAtEnd`). A plain
/// `UITableView`, with `keyboardAvoidance` turned on.
final class GuideChatViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private lazy var transcript = ChatTranscript(showingIn: tableView)
    private let composer = ComposerView()
    /// The composer's color below it, down to the screen's bottom edge, while the guide rests on
    /// the safe area.
    private let composerBackground = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat on the layout guide"
        view.backgroundColor = .systemBackground
        tableView.keyboardAvoidance.isEnabled = true
        tableView.keyboardAvoidance.options.contentLift = .whenAtEnd
        _ = transcript
        composer.onSend = { [weak self] text in self?.transcript.send(text) }
        composerBackground.backgroundColor = composer.backgroundColor
        layOut()
    }

    private func layOut() {
        for child in [tableView, composerBackground, composer] {
            child.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child)
        }
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: composer.topAnchor),
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            composerBackground.topAnchor.constraint(equalTo: composer.bottomAnchor),
            composerBackground.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composerBackground.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composerBackground.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        transcript.scrollToEndOnFirstLayout()
    }

    /// The kit observes the table's frame and insets, not the safe area: say when it changed.
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        tableView.keyboardAvoidance.layoutDidChange()
    }
}
