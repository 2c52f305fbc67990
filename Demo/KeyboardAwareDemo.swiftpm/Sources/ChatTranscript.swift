import KeyboardAware
import UIKit

/// The messages of a demo chat and the table that shows them, newest last. Both chat screens use
/// it; what they show of the kit is in how they place the composer and set `contentLift`.
///
/// The app scrolls to the end once, when the chat first appears, and when someone sends while
/// scrolled up to older messages. A chat already at its end is kept there by the kit
/// (`contentLift = .whenAtEnd`): when the keyboard comes or goes, is dragged away, when the composer
/// grows and when a message arrives.
@MainActor
final class ChatTranscript: NSObject, UITableViewDataSource {
    private(set) var messages = ChatMessage.samples
    private weak var tableView: UITableView?
    private var hasScrolledToEnd = false

    /// Shows the messages in `tableView`, with the chat's usual settings.
    init(showingIn tableView: UITableView) {
        self.tableView = tableView
        super.init()
        tableView.accessibilityIdentifier = "Chat messages"
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.separatorStyle = .none
        tableView.allowsSelection = false
        tableView.estimatedRowHeight = 52
        tableView.keyboardDismissMode = .interactive
    }

    // MARK: - Scrolling

    private var lastRow: IndexPath? {
        messages.isEmpty ? nil : IndexPath(row: messages.count - 1, section: 0)
    }

    /// Scrolls to the newest message the first time the table has a size.
    func scrollToEndOnFirstLayout() {
        guard !hasScrolledToEnd, let tableView else { return }
        hasScrolledToEnd = tableView.scrollToEndOnceSized()
    }

    // MARK: - Sending

    /// Appends an outgoing message. At the end, the kit keeps the table there as the row comes in;
    /// scrolled up, the app brings the new message into view itself.
    func send(_ text: String) {
        guard let tableView else { return }
        let wasAtEnd = tableView.keyboardAvoidance.isAtEnd
        let previous = lastRow
        messages.append(ChatMessage(text: text, isOutgoing: true))
        guard let newRow = lastRow else { return }
        tableView.performBatchUpdates {
            tableView.insertRows(at: [newRow], with: .bottom)
            if let previous { tableView.reconfigureRows(at: [previous]) }
        }
        if !wasAtEnd {
            tableView.layoutIfNeeded()
            tableView.keyboardAvoidance.scrollToEnd(animated: true)
        }
    }

    // MARK: - Data source

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath)
        (cell as? MessageCell)?.configure(messages[indexPath.row], isNewest: indexPath == lastRow)
        return cell
    }
}
