#if canImport(UIKit)
import UIKit

/// The Previous / Next / Done bar shown above the keyboard when a scroll view's
/// ``KeyboardAvoidance/showsAccessoryBar`` is on: people can walk a form without finding the
/// next field on screen, and leave it without a return key (number pads have none).
///
/// It is an `inputAccessoryView` installed only on text fields and text views whose
/// `inputAccessoryView` the app left `nil`. Whether Previous and Next are enabled follows the
/// core's reading order. The controls use system text styles and grow with Dynamic Type; the
/// chevrons show in the Large Content Viewer. Titles and VoiceOver labels are English by default
/// and looked up in the app's own `KeyboardAware.strings` table (keys `KeyboardAware.previous`,
/// `KeyboardAware.next`, `KeyboardAware.done`), since this package ships no resources; the
/// buttons are public for any further change.
@MainActor
public final class KeyboardAccessoryBar: UIInputView {
    // MARK: - Controls

    /// Moves focus to the previous field in reading order.
    public let previousButton = UIButton(type: .system)
    /// Moves focus to the next field in reading order, scrolling its row in when needed.
    public let nextButton = UIButton(type: .system)
    /// Ends editing, which lets the keyboard go.
    public let doneButton = UIButton(type: .system)

    /// What the buttons do; set by the adapter, which holds the policy.
    var onPrevious: (() -> Void)?
    var onNext: (() -> Void)?
    var onDone: (() -> Void)?

    // MARK: - Initializers

    /// Creates a bar styled like the keyboard, sized by its content (it grows with Dynamic Type).
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44), inputViewStyle: .keyboard)
        configure()
    }

    /// For archives; configured like ``init()``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    // MARK: - State

    /// Enables Previous and Next as the core's next step allows.
    func update(canMovePrevious: Bool, canMoveNext: Bool) {
        previousButton.isEnabled = canMovePrevious
        nextButton.isEnabled = canMoveNext
    }

    // MARK: - Layout

    private func configure() {
        allowsSelfSizing = true
        // The app's own KeyboardAware.strings may translate these; English otherwise.
        let previous = NSLocalizedString("KeyboardAware.previous", tableName: "KeyboardAware", bundle: .main,
                                         value: "Previous field", comment: "Accessory bar: move to the previous field")
        let next = NSLocalizedString("KeyboardAware.next", tableName: "KeyboardAware", bundle: .main,
                                     value: "Next field", comment: "Accessory bar: move to the next field")
        let done = NSLocalizedString("KeyboardAware.done", tableName: "KeyboardAware", bundle: .main,
                                     value: "Done", comment: "Accessory bar: end editing")
        Self.style(previousButton, symbol: "chevron.up", label: previous)
        Self.style(nextButton, symbol: "chevron.down", label: next)
        doneButton.setTitle(done, for: .normal)
        doneButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        doneButton.titleLabel?.adjustsFontForContentSizeCategory = true

        previousButton.addAction(UIAction { [weak self] _ in self?.onPrevious?() }, for: .primaryActionTriggered)
        nextButton.addAction(UIAction { [weak self] _ in self?.onNext?() }, for: .primaryActionTriggered)
        doneButton.addAction(UIAction { [weak self] _ in self?.onDone?() }, for: .primaryActionTriggered)

        let spacer = UIView()
        spacer.setContentHuggingPriority(.defaultLow, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [previousButton, nextButton, spacer, doneButton])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
            stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 36),
            previousButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
            nextButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    /// A chevron that scales with the body text style, labelled for VoiceOver and the Large
    /// Content Viewer (which shows it enlarged at accessibility sizes).
    private static func style(_ button: UIButton, symbol: String, label: String) {
        let configuration = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)
        button.setImage(UIImage(systemName: symbol, withConfiguration: configuration), for: .normal)
        button.setPreferredSymbolConfiguration(configuration, forImageIn: .normal)
        button.accessibilityLabel = label
        button.largeContentTitle = label
        button.showsLargeContentViewer = true
        button.addInteraction(UILargeContentViewerInteraction())
    }
}
#endif
