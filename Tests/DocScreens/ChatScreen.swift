// A chat screen, written from the documentation alone:
// - README: "Chat screens".
// - ChatScreens: "Overview" (the `contentLift` table, the `send(_:)` snippet), "Reaching and
//   leaving the end", "A composer as the input accessory view", "A composer that grows", "The
//   keyboard dragged down, frame by frame".
// - GettingStarted: "Observing the keyboard".
// - Recipes: "Keep a chat at its newest message", "Observe the keyboard".
// Type-checked by .ci/ios-check against the built modules; not run.

import KeyboardAware
import UIKit

struct ChatMessage {
    var text: String
}

/// The composer: a text view that grows to five lines, and a Send button. It is the view
/// controller's input accessory view, so it rides on the keyboard and rests at the bottom.
final class ChatComposerView: UIView, UITextViewDelegate {
    let textView = UITextView()
    let sendButton = UIButton(configuration: .filled())
    private var textHeight: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        autoresizingMask = .flexibleHeight // sized by its constraints
        textView.font = .preferredFont(forTextStyle: .body)
        textView.isScrollEnabled = false
        textView.delegate = self
        sendButton.configuration?.title = "Send"
        for subview in [textView, sendButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            textView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
            sendButton.leadingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 8),
            sendButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            sendButton.bottomAnchor.constraint(equalTo: textView.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Past five lines the text scrolls; until then the composer grows, and UIKit reports the
    /// keyboard's new frame.
    func textViewDidChange(_ textView: UITextView) {
        let fiveLines =
            (textView.font?.lineHeight ?? 20) * 5 + textView.textContainerInset.top
            + textView.textContainerInset.bottom
        let needed = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude))
        textView.isScrollEnabled = needed.height > fiveLines
        if textView.isScrollEnabled, textHeight == nil {
            textHeight = textView.heightAnchor.constraint(equalToConstant: fiveLines)
            textHeight?.isActive = true
        } else if !textView.isScrollEnabled {
            textHeight?.isActive = false
            textHeight = nil
        }
    }
}

final class ChatScreenViewController: UIViewController, UITableViewDataSource {
    private let tableView = KeyboardAwareTableView(frame: .zero, style: .plain)
    private let composer = ChatComposerView()
    private let jumpToNewestButton = UIButton(configuration: .gray())
    private var jumpToNewestBottom: NSLayoutConstraint?
    private var messages: [ChatMessage] = []
    private var keyboardRegistration: KeyboardChangeRegistration?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        jumpToNewestButton.configuration?.image = UIImage(systemName: "arrow.down")
        for subview in [tableView, jumpToNewestButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        // The table fills the screen, pinned to the view's edges and not to the keyboard.
        let jumpBottom = jumpToNewestButton.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        jumpToNewestBottom = jumpBottom
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            jumpToNewestButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            jumpBottom,
        ])

        // The newest message stays on the composer's top as the keyboard comes, goes or is dragged
        // down, as the composer grows and as messages arrive; a tap on a message puts the keyboard
        // away.
        tableView.keyboardAvoidance.options.contentLift = .whenAtEnd
        tableView.keyboardAvoidance.options.tapToDismiss = .includingCells
        tableView.keyboardDismissMode = .interactive

        // Jump to newest: shown while the table is away from its end.
        jumpToNewestButton.isHidden = tableView.keyboardAvoidance.isAtEnd
        tableView.keyboardAvoidance.atEndChangeHandler = { [weak self] isAtEnd in
            self?.jumpToNewestButton.isHidden = isAtEnd
        }
        jumpToNewestButton.addAction(
            UIAction { [weak self] _ in self?.tableView.keyboardAvoidance.scrollToEnd(animated: true) },
            for: .primaryActionTriggered)

        // The button rides above the keyboard and the composer (which UIKit reports as part of the
        // keyboard), in the keyboard's animation.
        place(tableView.keyboardAvoidance.keyboard)
        keyboardRegistration = tableView.keyboardAvoidance.registerForKeyboardChanges { [weak self] change in
            self?.place(change)
            self?.view.layoutIfNeeded()
        }

        composer.sendButton.addAction(
            UIAction { [weak self] _ in self?.sendTapped() }, for: .primaryActionTriggered)
    }

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { composer }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder() // shows the composer at the bottom
        tableView.keyboardAvoidance.scrollToEnd(animated: false) // the chat opens at its newest
    }

    /// Rests the button 8 points above what covers the screen's bottom: the keyboard, or the
    /// composer alone while the keyboard is down.
    private func place(_ change: KeyboardChange) {
        guard let frame = change.keyboardFrame, let screen = view.window?.windowScene?.screen else {
            jumpToNewestBottom?.constant = -8
            return
        }
        let keyboard = view.convert(frame, from: screen.coordinateSpace)
        jumpToNewestBottom?.constant = -max(0, view.bounds.maxY - keyboard.minY) - 8
    }

    private func sendTapped() {
        let text = composer.textView.text ?? ""
        guard !text.isEmpty else { return }
        composer.textView.text = ""
        composer.textViewDidChange(composer.textView)
        receive(ChatMessage(text: text), scrollingToIt: true)
    }

    /// A message arrives. At the end, the kit keeps the end; the user's own message is scrolled to
    /// even while they read older ones.
    func receive(_ message: ChatMessage, scrollingToIt: Bool = false) {
        let wasAtEnd = tableView.keyboardAvoidance.isAtEnd
        messages.append(message)
        tableView.insertRows(at: [IndexPath(row: messages.count - 1, section: 0)], with: .bottom)
        if !wasAtEnd && scrollingToIt {
            tableView.layoutIfNeeded()
            tableView.keyboardAvoidance.scrollToEnd(animated: true)
        }
    }

    /// Observing ends with the screen, or sooner.
    func stopObservingKeyboard() {
        if let keyboardRegistration {
            tableView.keyboardAvoidance.unregisterForKeyboardChanges(keyboardRegistration)
        }
        keyboardRegistration = nil
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row].text
        cell.contentConfiguration = content
        return cell
    }
}
