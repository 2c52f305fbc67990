import KeyboardAware
import UIKit

/// The messages of the demo's AI chat and the table that shows them. Sending appends the message
/// and an empty reply, pins the message to the top of the table (``KeyboardAvoidance/pinToTop(at:)``),
/// and streams the reply in word by word on a timer, whether the keyboard is up or down: the reply
/// fills the blank space the pin keeps below it, and the sent message does not move.
///
/// What a real chat does to the rows around a pin is here too: older messages loaded above it with
/// an animation, the pinned message deleted (a moderation delete, "regenerate"), and a new chat that
/// reloads the table; the kit follows the pinned row through each, and ends the pin when the row is
/// gone.
///
/// Accessibility identifiers: the pinned message's row `Pinned message`, the newest row
/// `Newest message`, the others `Message`.
@MainActor
final class AIConversation: NSObject, UITableViewDataSource {
    private var messages: [ChatMessage] = ChatMessage.samples.suffix(12)
    private weak var tableView: UITableView?
    private var pinnedRow: IndexPath?
    private var hasScrolledToEnd = false
    private var streaming: Timer?
    /// The words of the reply still to come.
    private var wordsToCome: [Substring] = []

    /// Every reply is this text, a word at a time.
    private static let reply =
        "Here is a plan for Saturday. Leave at quarter to eight to find parking, start with the climb "
        + "while it is cool, have lunch at the fire tower, and take the shaded loop back down. Pack two "
        + "bottles of water each, sunscreen and the first-aid kit."

    /// How long between two words.
    static let wordInterval: TimeInterval = 0.12

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

    /// Whether a reply is still streaming in.
    var isStreaming: Bool { streaming != nil }

    /// Scrolls to the newest message the first time the table has a size.
    func scrollToEndOnFirstLayout() {
        guard !hasScrolledToEnd, let tableView else { return }
        hasScrolledToEnd = tableView.scrollToEndOnceSized()
    }

    // MARK: - Sending and streaming

    /// Appends the message and an empty reply, pins the message to the top, and streams the reply.
    func send(_ text: String) {
        guard let tableView else { return }
        finishStreaming()
        let previousNewest = IndexPath(row: messages.count - 1, section: 0)
        let previousPin = pinnedRow
        messages.append(ChatMessage(text: text, isOutgoing: true))
        messages.append(ChatMessage(text: "…", isOutgoing: false))
        let sent = IndexPath(row: messages.count - 2, section: 0)
        pinnedRow = sent
        UIView.performWithoutAnimation {
            tableView.performBatchUpdates {
                tableView.insertRows(at: [sent, IndexPath(row: messages.count - 1, section: 0)], with: .none)
                tableView.reconfigureRows(at: [previousNewest] + (previousPin.map { [$0] } ?? []))
            }
        }
        tableView.keyboardAvoidance.pinToTop(at: sent)
        wordsToCome = Self.reply.split(separator: " ")
        streaming = Timer.scheduledTimer(withTimeInterval: Self.wordInterval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.streamNextWord() }
        }
    }

    /// One more word of the reply: the row grows, the content size with it, and the kit takes the
    /// growth out of the blank space below.
    private func streamNextWord() {
        guard let tableView, !wordsToCome.isEmpty else { return finishStreaming() }
        let word = wordsToCome.removeFirst()
        let last = messages.count - 1
        let text = messages[last].text == "…" ? String(word) : messages[last].text + " " + word
        messages[last] = ChatMessage(text: text, isOutgoing: false)
        UIView.performWithoutAnimation {
            tableView.performBatchUpdates { tableView.reconfigureRows(at: [IndexPath(row: last, section: 0)]) }
        }
    }

    // MARK: - Rows around the pin

    /// Older messages arrive above everything, animated, as "load earlier" does: the kit moves the
    /// view with the pinned row (until the user scrolled), inside the table's own animation.
    func loadEarlier() {
        guard let tableView else { return }
        let earlier = (1...5).map { ChatMessage(text: "Earlier message \($0)", isOutgoing: $0.isMultiple(of: 2)) }
        messages.insert(contentsOf: earlier, at: 0)
        pinnedRow = pinnedRow.map { IndexPath(row: $0.row + earlier.count, section: 0) }
        tableView.insertRows(at: earlier.indices.map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }

    /// Deletes the pinned message (the reply below it stays and keeps streaming): the kit ends the
    /// pin by itself.
    func deletePinned() {
        guard let tableView, let pinned = pinnedRow else { return }
        messages.remove(at: pinned.row)
        pinnedRow = nil
        tableView.deleteRows(at: [pinned], with: .fade)
    }

    /// A new chat: one greeting, and `reloadData()` with no `unpin()`; the kit ends the pin by itself.
    func startNewChat() {
        guard let tableView else { return }
        finishStreaming()
        messages = [ChatMessage(text: "New chat. Ask me anything.", isOutgoing: false)]
        pinnedRow = nil
        tableView.reloadData()
    }

    /// Stops the timer; the pin stays until the next message is sent.
    private func finishStreaming() {
        streaming?.invalidate()
        streaming = nil
        wordsToCome = []
    }

    // MARK: - Data source

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath)
        let isNewest = indexPath.row == messages.count - 1
        (cell as? MessageCell)?.configure(messages[indexPath.row], isNewest: isNewest)
        if indexPath == pinnedRow { cell.accessibilityIdentifier = "Pinned message" }
        return cell
    }
}
