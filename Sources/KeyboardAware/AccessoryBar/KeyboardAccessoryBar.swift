#if canImport(UIKit)
import UIKit

/// The Previous / Next / Done bar shown above the keyboard when a scroll view's
/// `KeyboardAvoidanceOptions.showsAccessoryBar` is on: people can walk a form without finding the
/// next field on screen, and leave it without a return key (number pads have none).
///
/// It is an `inputAccessoryView` put, before they are focused, only on text fields and text views
/// whose `inputAccessoryView` the app left `nil` (and whose ``UIKit/UIView/keyboardAccessoryBarVisibility``
/// is not `.never`). It looks and sounds like the platform's own, through iOS 18 and in iOS 26's
/// Liquid Glass: a toolbar whose Done is the system's Done item (localized by iOS), chevrons for
/// Previous and Next with VoiceOver labels in the languages the package ships, and the keyboard's
/// click on every tap. Whether Previous and Next are enabled follows the core's reading order.
///
/// An app may make it its own: its parts are public (``previousItem``, ``nextItem``, ``doneItem``,
/// which an app may replace with an item of its own, ``toolbar`` for tints and appearances,
/// ``titleLabel``, which shows the field's placeholder or ``UIKit/UIView/keyboardAccessoryBarTitle``),
/// what Previous, Next and Done do (``previousAction``, ``nextAction``, ``doneAction``), and the
/// labels in its own `KeyboardAware.strings` table (keys `KeyboardAware.previous` and
/// `KeyboardAware.next`), which wins over the package's.
///
/// UI tests find the bar and its items by ``AccessibilityIdentifier`` rather than by label: the
/// return key of a field whose next field exists is also labelled Next.
///
/// visionOS has no input accessory views and no input clicks: there the bar is never shown, and
/// `KeyboardAvoidanceOptions.showsAccessoryBar` and ``UIKit/UIView/keyboardAccessoryBarVisibility`` are kept
/// but do nothing, so that code and storyboards shared with iOS build and load unchanged.
///
/// ```swift
/// scrollView.keyboardAvoidance.options.showsAccessoryBar = true
/// scrollView.keyboardAvoidance.accessoryBar.toolbar.tintColor = .systemIndigo
/// scrollView.keyboardAvoidance.accessoryBar.doneItem = UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)
/// ```
@MainActor
public final class KeyboardAccessoryBar: UIInputView, UIInputViewAudioFeedback {
    // MARK: - Items

    /// Moves focus to the previous field in reading order.
    public let previousItem = UIBarButtonItem()
    /// Moves focus to the next field in reading order, scrolling its row in when needed.
    public let nextItem = UIBarButtonItem()
    /// Ends editing, which lets the keyboard go: the system's Done item (localized by iOS) unless
    /// the app sets one of its own (a title, an image with its VoiceOver label). The bar puts the
    /// item in the toolbar and points its target and action at itself, so a tap runs
    /// ``doneAction`` or ends editing; the item stays the one the app set.
    public var doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil) {
        didSet { install(doneItem, replacing: oldValue) }
    }
    /// The toolbar that holds the items.
    public let toolbar = UIToolbar()
    /// The title between Next and Done: the focused field's ``UIKit/UIView/keyboardAccessoryBarTitle``,
    /// else its placeholder.
    public let titleLabel = UILabel()

    /// What the items do by default; set by the `KeyboardAvoidance`, which holds the policy.
    var onPrevious: (() -> Void)?
    var onNext: (() -> Void)?
    var onDone: (() -> Void)?

    // MARK: - Making it the app's own

    /// What Previous does instead of moving to the previous field, given the input being edited;
    /// `nil` (the default) moves focus. To add to the default, call
    /// ``KeyboardAvoidance/focusPreviousField()`` from the action. The bar keeps the actions for
    /// as long as the scroll view lives: capture `self` weakly.
    public var previousAction: (@MainActor (UIView?) -> Void)?
    /// What Next does instead of moving to the next field (``KeyboardAvoidance/focusNextField()``
    /// is the default), given the input being edited.
    public var nextAction: (@MainActor (UIView?) -> Void)?
    /// What Done does instead of ending editing, given the input being edited (validate, then end
    /// editing with `endEditing(_:)` yourself).
    public var doneAction: (@MainActor (UIView?) -> Void)?

    /// The input the bar's actions act on: the one being edited when it was last updated.
    private weak var input: UIView?

    // MARK: - Accessibility identifiers

    /// The accessibility identifiers of the bar's toolbar and items, for UI tests, e.g.
    /// `app.toolbars[AccessibilityIdentifier.bar.rawValue].buttons[AccessibilityIdentifier.next.rawValue]`:
    /// the toolbar is `KeyboardAccessoryBar`, the items `KeyboardAccessoryBar.previous`, `.next` and
    /// `.done`.
    public enum AccessibilityIdentifier: String, CaseIterable, Sendable {
        /// The toolbar.
        case bar = "KeyboardAccessoryBar"
        /// Previous.
        case previous = "KeyboardAccessoryBar.previous"
        /// Next.
        case next = "KeyboardAccessoryBar.next"
        /// Done.
        case done = "KeyboardAccessoryBar.done"
    }

    // MARK: - Initializers

    /// Creates a bar that looks like the system's on the system it runs on.
    init() {
        super.init(
            frame: CGRect(x: 0, y: 0, width: 320, height: Self.look.height), inputViewStyle: Self.systemInputViewStyle)
        configure()
    }

    /// For archives; configured like a bar the kit makes.
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

    /// Enables Previous and Next as the core's next step allows, and titles the bar for `input`.
    func update(canMovePrevious: Bool, canMoveNext: Bool, for input: UIView?) {
        previousItem.isEnabled = canMovePrevious
        nextItem.isEnabled = canMoveNext
        self.input = input
        titleLabel.text = input.flatMap(Self.title(for:))
        titleLabel.sizeToFit()
    }

    /// The title shown for `input`: its own ``UIKit/UIView/keyboardAccessoryBarTitle``, else a text
    /// field's placeholder (what IQKeyboardManager users expect); an empty title shows none.
    static func title(for input: UIView) -> String? {
        let title = input.keyboardAccessoryBarTitle ?? (input as? UITextField)?.placeholder
        return title?.isEmpty == false ? title : nil
    }

    /// Puts `item` in the toolbar where `old` was, acting through the bar.
    private func install(_ item: UIBarButtonItem, replacing old: UIBarButtonItem) {
        item.target = self
        item.action = #selector(doneTapped)
        if item.accessibilityIdentifier == nil { item.accessibilityIdentifier = AccessibilityIdentifier.done.rawValue }
        toolbar.items = toolbar.items?.map { $0 === old ? item : $0 }
    }

    // MARK: - Layout

    private func configure() {
        let configuration = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)
        previousItem.image = UIImage(systemName: "chevron.up", withConfiguration: configuration)
        nextItem.image = UIImage(systemName: "chevron.down", withConfiguration: configuration)
        previousItem.accessibilityLabel = AccessoryBarStrings.previous
        nextItem.accessibilityLabel = AccessoryBarStrings.next
        toolbar.accessibilityIdentifier = AccessibilityIdentifier.bar.rawValue
        previousItem.accessibilityIdentifier = AccessibilityIdentifier.previous.rawValue
        nextItem.accessibilityIdentifier = AccessibilityIdentifier.next.rawValue
        doneItem.accessibilityIdentifier = AccessibilityIdentifier.done.rawValue
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
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .secondaryLabel
        titleLabel.lineBreakMode = .byTruncatingTail
        // A long placeholder truncates instead of pushing Done off a narrow bar.
        titleLabel.widthAnchor.constraint(lessThanOrEqualToConstant: 180).isActive = true
        let title = UIBarButtonItem(customView: titleLabel)
        // On iOS 26 a bar item gets a glass background, which would make the title look like a
        // button (`hidesSharedBackground`, looked up by name: older SDKs do not declare it).
        if title.responds(to: NSSelectorFromString("setHidesSharedBackground:")) {
            title.setValue(true, forKey: "hidesSharedBackground")
        }
        toolbar.items = [previousItem, fixed, nextItem, .flexibleSpace(), title, .flexibleSpace(), doneItem]
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

    /// Transparent over the keyboard's background with no hairline, as above the system keyboard.
    /// Every appearance is set, so the toolbar looks the same whichever one UIKit picks; an app
    /// that wants a background of its own sets the toolbar's appearances.
    private func applyBackground() {
        let appearance = UIToolbarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.shadowColor = nil
        toolbar.standardAppearance = appearance
        toolbar.compactAppearance = appearance
        toolbar.scrollEdgeAppearance = appearance
        toolbar.compactScrollEdgeAppearance = appearance
    }

    /// Plays the keyboard's click, then the app's action for the item, else the default.
    private func tapped(
        _ action: KeyPath<KeyboardAccessoryBar, (@MainActor (UIView?) -> Void)?>,
        default handler: KeyPath<KeyboardAccessoryBar, (() -> Void)?>
    ) {
        #if !os(visionOS)
        UIDevice.current.playInputClick()
        #endif
        if let action = self[keyPath: action] {
            action(input)
        } else {
            self[keyPath: handler]?()
        }
    }

    @objc private func previousTapped() {
        tapped(\.previousAction, default: \.onPrevious)
    }

    @objc private func nextTapped() {
        tapped(\.nextAction, default: \.onNext)
    }

    @objc private func doneTapped() {
        tapped(\.doneAction, default: \.onDone)
    }
}
#endif
