import UIKit

/// A chat's composer: a text view that grows with its text up to five lines, then scrolls, and a
/// Send button. Its height comes from its constraints, so a view controller can return it as its
/// `inputAccessoryView` (UIKit then resizes the accessory, and posts a keyboard frame change, as it
/// grows) or pin it in its own view. Accessibility identifiers: `Composer`, `Message text`, `Send`.
final class ComposerView: UIView, UITextViewDelegate {
    /// Called with the trimmed text when Send is tapped; the text view is then emptied.
    var onSend: (String) -> Void = { _ in }
    /// Called when the text view stops editing (the keyboard went away).
    var onEndEditing: () -> Void = {}

    private let textView = UITextView()
    private let sendButton = UIButton(type: .system)
    private let maximumLines: CGFloat = 5
    private var heightLimit: NSLayoutConstraint?
    /// The text view's leading edge: at the margin, or after the panel button when there is one.
    private var textViewLeading: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "Composer"
        backgroundColor = .secondarySystemBackground
        setUpTextView()
        setUpSendButton()
        layOut()
    }

    required init?(coder: NSCoder) {
        fatalError("ComposerView is created in code")
    }

    /// No size of its own: its constraints decide, the text view's among them.
    override var intrinsicContentSize: CGSize { .zero }

    /// Whether its text view has the keyboard.
    var isEditing: Bool { textView.isFirstResponder }

    // MARK: - Views

    private func setUpTextView() {
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.isScrollEnabled = false
        textView.backgroundColor = .systemBackground
        textView.layer.cornerRadius = 18
        textView.layer.cornerCurve = .continuous
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        textView.accessibilityIdentifier = "Message text"
        textView.accessibilityLabel = "Message"
        textView.delegate = self
    }

    private func setUpSendButton() {
        sendButton.setTitle("Send", for: .normal)
        sendButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        sendButton.accessibilityIdentifier = "Send"
        sendButton.isEnabled = false
        sendButton.setContentHuggingPriority(.required, for: .horizontal)
        sendButton.setContentCompressionResistancePriority(.required, for: .horizontal)
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .primaryActionTriggered)
    }

    private func layOut() {
        textView.translatesAutoresizingMaskIntoConstraints = false
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        addSubview(textView)
        addSubview(sendButton)
        let margins = layoutMarginsGuide
        let limit = textView.heightAnchor.constraint(equalToConstant: maximumHeight)
        heightLimit = limit
        let leading = textView.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        textViewLeading = leading
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
            leading,
            sendButton.leadingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 8),
            sendButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            sendButton.bottomAnchor.constraint(equalTo: textView.bottomAnchor),
            sendButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 36),
        ])
    }

    // MARK: - Growing

    /// Five lines of text and the text view's own padding.
    private var maximumHeight: CGFloat {
        let lineHeight = textView.font?.lineHeight ?? UIFont.preferredFont(forTextStyle: .body).lineHeight
        return (lineHeight * maximumLines + textView.textContainerInset.top + textView.textContainerInset.bottom)
            .rounded(.up)
    }

    /// Grows with the text until five lines, then keeps that height and scrolls.
    private func fitText() {
        let width = textView.bounds.width
        guard width > 0 else { return }
        let fitting = textView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let scrolls = fitting > maximumHeight
        heightLimit?.constant = maximumHeight
        if scrolls != textView.isScrollEnabled {
            textView.isScrollEnabled = scrolls
            heightLimit?.isActive = scrolls
        }
        textView.invalidateIntrinsicContentSize()
    }

    func textViewDidChange(_ textView: UITextView) {
        sendButton.isEnabled = !trimmedText.isEmpty
        fitText()
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        onEndEditing()
    }

    // MARK: - A panel instead of the keyboard

    /// Adds a button before the text view that swaps the keyboard for `panel` and back: the text
    /// view's `inputView`, replaced with `reloadInputViews()` while it edits, so that no keyboard
    /// goes down and comes up again. Accessibility identifier `Emoji`; it reads `Keyboard` while
    /// the panel shows.
    func addInputPanel(_ panel: EmojiPanel) {
        panel.onPick = { [weak self] emoji in
            guard let self else { return }
            self.textView.insertText(emoji)
            self.textViewDidChange(self.textView)
        }
        let button = UIButton(type: .system)
        button.setTitle("😀", for: .normal)
        button.accessibilityIdentifier = "Emoji"
        button.setContentHuggingPriority(.required, for: .horizontal)
        button.addAction(
            UIAction { [weak self, weak panel, weak button] _ in
                guard let self else { return }
                let showsPanel = self.textView.inputView == nil
                self.textView.inputView = showsPanel ? panel : nil
                button?.setTitle(showsPanel ? "⌨️" : "😀", for: .normal)
                button?.accessibilityIdentifier = showsPanel ? "Keyboard" : "Emoji"
                if self.textView.isFirstResponder {
                    self.textView.reloadInputViews()
                } else {
                    self.textView.becomeFirstResponder()
                }
            }, for: .primaryActionTriggered)
        button.translatesAutoresizingMaskIntoConstraints = false
        addSubview(button)
        textViewLeading?.isActive = false
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            button.bottomAnchor.constraint(equalTo: textView.bottomAnchor),
            button.heightAnchor.constraint(greaterThanOrEqualToConstant: 36),
            textView.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
        ])
    }

    // MARK: - Sending

    private var trimmedText: String {
        textView.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func send() {
        let text = trimmedText
        guard !text.isEmpty else { return }
        onSend(text)
        textView.text = ""
        textViewDidChange(textView)
    }
}
