import UIKit

/// A panel of emoji that replaces the keyboard: the composer's text view gets it as its
/// `inputView` and swaps it in and out with `reloadInputViews()`. UIKit shows it where the keyboard
/// was and reports the swap with its keyboard notifications (a frame change, or a hide then a
/// show), so the kit follows it as it follows any keyboard. Accessibility identifier `Emoji panel`.
final class EmojiPanel: UIInputView {
    /// Called with the emoji tapped.
    var onPick: (String) -> Void = { _ in }

    private static let emoji = ["😀", "😂", "🥲", "😍", "🤔", "😎", "🙌", "👍", "🎉", "🔥", "❤️", "🚀", "🌲", "⛰️", "☕️", "🥪"]

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 260), inputViewStyle: .keyboard)
        allowsSelfSizing = false
        accessibilityIdentifier = "Emoji panel"
        layOut()
    }

    required init?(coder: NSCoder) {
        fatalError("EmojiPanel is created in code")
    }

    /// Four rows of four buttons, filling the panel above its bottom safe area.
    private func layOut() {
        let rows = UIStackView()
        rows.axis = .vertical
        rows.distribution = .fillEqually
        rows.translatesAutoresizingMaskIntoConstraints = false
        for start in stride(from: 0, to: Self.emoji.count, by: 4) {
            let row = UIStackView(arrangedSubviews: Self.emoji[start..<start + 4].map(button))
            row.distribution = .fillEqually
            rows.addArrangedSubview(row)
        }
        addSubview(rows)
        NSLayoutConstraint.activate([
            rows.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            rows.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            rows.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
    }

    private func button(_ emoji: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(emoji, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 32)
        button.addAction(UIAction { [weak self] _ in self?.onPick(emoji) }, for: .primaryActionTriggered)
        return button
    }
}
