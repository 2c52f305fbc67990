import UIKit

/// A chat row: the message in a bubble, on the right when this device sent it. The newest row
/// carries the accessibility identifier `Newest message`, by which the UI tests measure it.
final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"

    private let bubble = UIView()
    private let label = UILabel()
    private var incoming: NSLayoutConstraint?
    private var outgoing: NSLayoutConstraint?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        bubble.layer.cornerRadius = 16
        bubble.layer.cornerCurve = .continuous
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        bubble.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        bubble.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        incoming = bubble.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        outgoing = bubble.trailingAnchor.constraint(equalTo: margins.trailingAnchor)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            bubble.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            bubble.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            label.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("MessageCell is created in code")
    }

    func configure(_ message: ChatMessage, isNewest: Bool) {
        label.text = message.text
        label.textColor = message.isOutgoing ? .white : .label
        bubble.backgroundColor = message.isOutgoing ? .systemBlue : .secondarySystemBackground
        // The side it leaves first, so that both are never active together.
        (message.isOutgoing ? incoming : outgoing)?.isActive = false
        (message.isOutgoing ? outgoing : incoming)?.isActive = true
        accessibilityIdentifier = isNewest ? "Newest message" : "Message"
    }
}
