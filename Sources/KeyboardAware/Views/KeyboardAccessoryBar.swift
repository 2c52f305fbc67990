#if canImport(UIKit)
import UIKit

/// The Previous / Next / Done bar shown above the keyboard when a scroll view's
/// ``KeyboardAvoidance/showsAccessoryBar`` is on: people can walk a form without finding the
/// next field on screen, and leave it without a return key (number pads have none).
///
/// It is an `inputAccessoryView` put, before they are focused, only on text fields and text views
/// whose `inputAccessoryView` the app left `nil` (and whose ``UIKit/UIView/showsKeyboardAccessoryBar``
/// is not `false`). It looks and sounds like the platform's own, through iOS 18 and in iOS 26's
/// Liquid Glass: a toolbar whose Done is the system's Done item (localized by iOS), chevrons for
/// Previous and Next with VoiceOver labels in the languages the package ships, and the keyboard's
/// click on every tap. Whether Previous and Next are enabled follows the core's reading order.
///
/// An app may change the items, or translate the labels in its own `KeyboardAware.strings` table
/// (keys `KeyboardAware.previous` and `KeyboardAware.next`), which wins over the package's.
///
/// visionOS has no input accessory views and no input clicks: there the bar is never shown, and
/// ``KeyboardAvoidance/showsAccessoryBar`` and ``UIKit/UIView/showsKeyboardAccessoryBar`` are kept
/// but do nothing, so that code and storyboards shared with iOS build and load unchanged.
///
/// ```swift
/// scrollView.keyboardAvoidance.showsAccessoryBar = true
/// scrollView.keyboardAvoidance.accessoryBar.buttonTintColor = .systemIndigo
/// ```
@MainActor
public final class KeyboardAccessoryBar: UIInputView, UIInputViewAudioFeedback {
    // MARK: - Items

    /// Moves focus to the previous field in reading order.
    public let previousItem = UIBarButtonItem()
    /// Moves focus to the next field in reading order, scrolling its row in when needed.
    public let nextItem = UIBarButtonItem()
    /// Ends editing, which lets the keyboard go: the system's Done item.
    public let doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    /// The toolbar that holds the items.
    public let toolbar = UIToolbar()

    /// What the items do; set by the adapter, which holds the policy.
    var onPrevious: (() -> Void)?
    var onNext: (() -> Void)?
    var onDone: (() -> Void)?

    // MARK: - Appearance

    /// The bar's background color; `nil` (the default) lets the keyboard's own background show
    /// through. Set through the toolbar's appearances, which UIKit draws in place of its
    /// `barTintColor` once they are set.
    public var barTintColor: UIColor? {
        didSet { applyBackground() }
    }

    /// The items' tint; `nil` (the default) follows the app's tint.
    public var buttonTintColor: UIColor? {
        get { toolbar.tintColor }
        set { toolbar.tintColor = newValue }
    }

    // MARK: - Initializers

    /// Creates a bar that looks like the system's on the system it runs on.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44), inputViewStyle: Self.systemInputViewStyle)
        configure()
    }

    /// For archives; configured like ``init()``.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    // MARK: - Input clicks

    #if !os(visionOS)
    /// The keyboard's click plays for the bar's items, as for the keys, when the person has
    /// keyboard clicks on. Not on visionOS, which has no input clicks.
    public var enableInputClicksWhenVisible: Bool { true }
    #endif

    // MARK: - State

    /// Enables Previous and Next as the core's next step allows.
    func update(canMovePrevious: Bool, canMoveNext: Bool) {
        previousItem.isEnabled = canMovePrevious
        nextItem.isEnabled = canMoveNext
    }

    // MARK: - Layout

    private func configure() {
        let configuration = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)
        previousItem.image = UIImage(systemName: "chevron.up", withConfiguration: configuration)
        nextItem.image = UIImage(systemName: "chevron.down", withConfiguration: configuration)
        previousItem.accessibilityLabel = AccessoryBarStrings.previous
        nextItem.accessibilityLabel = AccessoryBarStrings.next
        previousItem.largeContentSizeImage = previousItem.image
        nextItem.largeContentSizeImage = nextItem.image
        for (item, action) in [
            (previousItem, #selector(previousTapped)), (nextItem, #selector(nextTapped)),
            (doneItem, #selector(doneTapped)),
        ] {
            item.target = self
            item.action = action
        }

        let fixed = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        fixed.width = 8
        toolbar.items = [previousItem, fixed, nextItem, .flexibleSpace(), doneItem]
        applyBackground()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: trailingAnchor),
            toolbar.topAnchor.constraint(equalTo: topAnchor),
            toolbar.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// Transparent over the keyboard's background, or opaque in ``barTintColor``; no hairline
    /// either way, as above the system keyboard. Every appearance is set, so the toolbar looks
    /// the same whichever one UIKit picks.
    private func applyBackground() {
        let appearance = UIToolbarAppearance()
        if let barTintColor {
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = barTintColor
        } else {
            appearance.configureWithTransparentBackground()
        }
        appearance.shadowColor = nil
        toolbar.standardAppearance = appearance
        toolbar.compactAppearance = appearance
        toolbar.scrollEdgeAppearance = appearance
        toolbar.compactScrollEdgeAppearance = appearance
    }

    private func tapped(_ handler: KeyPath<KeyboardAccessoryBar, (() -> Void)?>) {
        #if !os(visionOS)
        UIDevice.current.playInputClick()
        #endif
        self[keyPath: handler]?()
    }

    @objc private func previousTapped() {
        tapped(\.onPrevious)
    }

    @objc private func nextTapped() {
        tapped(\.onNext)
    }

    @objc private func doneTapped() {
        tapped(\.onDone)
    }
}
#endif
