import KeyboardAware
import UIKit

/// The messages of the demo's inverted chat, newest first, and the upside-down table that shows
/// them: row 0 is the newest message, drawn at the table's bottom, so a message that arrives is
/// inserted at row 0 without moving the offset, and "load earlier" appends at the end (drawn at the
/// top). Each cell is flipped back so that its text reads the right way up.
///
/// "Ask for a plan" sends a question, pins it to the top of the visible region
/// (``KeyboardAvoidance/pinToTop(at:)``) and streams the reply in at row 0 below it, word by word.
///
/// Accessibility identifiers: the newest row `Newest message`, the pinned question's row
/// `Pinned message`, the others `Message`.
@MainActor
final class InvertedConversation: NSObject, UITableViewDataSource {
    /// Newest first.
    private var messages: [ChatMessage] = ChatMessage.samples.suffix(20).reversed()
    private weak var tableView: UITableView?
    private var hasScrolledToEnd = false
    /// The pinned question's row: 1 while its reply streams in at row 0, moved by what arrives.
    private var pinnedRow: IndexPath?
    private var streaming: Timer?
    private var wordsToCome: [Substring] = []
    private var earlierLoaded = 0

    /// Every reply is this text, a word at a time.
    private static let reply =
        "Leave at quarter to eight, climb while it is cool, lunch at the fire tower, and take the shaded "
        + "loop back down with two bottles of water each."

    init(showingIn tableView: UITableView) {
        self.tableView = tableView
        super.init()
        // The whole table upside down: content y = 0, row 0, shows at its bottom.
        tableView.transform = CGAffineTransform(scaleX: 1, y: -1)
        tableView.accessibilityIdentifier = "Chat messages"
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.separatorStyle = .none
        tableView.allowsSelection = false
        tableView.estimatedRowHeight = 52
        tableView.keyboardDismissMode = .interactive
    }

    /// Goes to the newest message, the table's visual bottom, the first time the table has a size.
    func scrollToEndOnFirstLayout() {
        guard !hasScrolledToEnd, let tableView else { return }
        hasScrolledToEnd = tableView.scrollToEndOnceSized()
    }

    // MARK: - Messages arriving

    /// A message sent from the composer: inserted at row 0, where the newest shows. At its end the
    /// table stays there (the kit's `contentLift = .whenAtEnd`; UIKit keeps the flipped table's
    /// offset as its content grows at y = 0).
    func send(_ text: String) {
        insertNewest(ChatMessage(text: text, isOutgoing: true))
    }

    /// A message from the other side, at row 0 as well.
    func receive() {
        insertNewest(ChatMessage(text: "Sounds good, see you at quarter to eight.", isOutgoing: false))
    }

    private func insertNewest(_ message: ChatMessage) {
        guard let tableView else { return }
        finishStreaming()
        messages.insert(message, at: 0)
        pinnedRow = pinnedRow.map { IndexPath(row: $0.row + 1, section: 0) }
        UIView.performWithoutAnimation {
            tableView.performBatchUpdates {
                tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
                // The row that was the newest is not any more (its accessibility identifier).
                tableView.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
            }
        }
    }

    /// Older messages, appended at the end: drawn at the top, above everything on screen, and
    /// nothing on screen moves.
    func loadEarlier() {
        guard let tableView else { return }
        let earlier = (1...5).map {
            ChatMessage(text: "Earlier message \(earlierLoaded + $0)", isOutgoing: $0.isMultiple(of: 2))
        }
        earlierLoaded += earlier.count
        let first = messages.count
        messages.append(contentsOf: earlier)
        tableView.insertRows(at: (first..<messages.count).map { IndexPath(row: $0, section: 0) }, with: .none)
    }

    // MARK: - A pinned question and its streamed reply

    /// Sends a question and an empty reply below it (rows 1 and 0), pins the question to the top of
    /// the visible region, and streams the reply into row 0.
    func askForAPlan() {
        guard let tableView else { return }
        finishStreaming()
        messages.insert(ChatMessage(text: "Can you plan Saturday for us?", isOutgoing: true), at: 0)
        messages.insert(ChatMessage(text: "…", isOutgoing: false), at: 0)
        let previousPin = pinnedRow.map { IndexPath(row: $0.row + 2, section: 0) }
        let question = IndexPath(row: 1, section: 0)
        pinnedRow = question
        UIView.performWithoutAnimation {
            tableView.performBatchUpdates {
                tableView.insertRows(at: [IndexPath(row: 0, section: 0), question], with: .none)
                tableView.reconfigureRows(at: [IndexPath(row: 2, section: 0)] + (previousPin.map { [$0] } ?? []))
            }
        }
        tableView.keyboardAvoidance.pinToTop(at: question)
        wordsToCome = Self.reply.split(separator: " ")
        streaming = Timer.scheduledTimer(withTimeInterval: AIConversation.wordInterval, repeats: true) {
            [weak self] _ in
            MainActor.assumeIsolated { self?.streamNextWord() }
        }
    }

    /// One more word of the reply at row 0: the row grows at y = 0, below the pinned question.
    private func streamNextWord() {
        guard let tableView, !wordsToCome.isEmpty, let pinnedRow, pinnedRow.row == 1 else { return finishStreaming() }
        let word = wordsToCome.removeFirst()
        let text = messages[0].text == "…" ? String(word) : messages[0].text + " " + word
        messages[0] = ChatMessage(text: text, isOutgoing: false)
        UIView.performWithoutAnimation {
            tableView.performBatchUpdates { tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)]) }
        }
    }

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
        // Flipped back, so that the text reads the right way up in the flipped table.
        cell.transform = CGAffineTransform(scaleX: 1, y: -1)
        (cell as? MessageCell)?.configure(messages[indexPath.row], isNewest: indexPath.row == 0)
        if indexPath == pinnedRow { cell.accessibilityIdentifier = "Pinned message" }
        return cell
    }
}
