#if canImport(UIKit)
import UIKit

/// A `UIScrollView` that keeps the text input being edited visible above the keyboard.
///
/// Use it in code or swap a scroll view's class in Interface Builder (class
/// `KeyboardAwareScrollView`, module `KeyboardAware`); nothing else is needed:
///
/// ```swift
/// let form = KeyboardAwareScrollView()
/// form.keyboardDistance = 16      // room between the field and the keyboard
/// form.showsAccessoryBar = true   // Previous / Next / Done above the keyboard
/// form.addSubview(stackOfFields)
/// ```
///
/// The work is done by its ``UIKit/UIScrollView/keyboardAvoidance`` adapter, which any plain
/// scroll view can use too.
@MainActor
@objc(KeyboardAwareScrollView)
open class KeyboardAwareScrollView: UIScrollView {
    /// The shared adapter, kept here too so that layout passes skip the associated-object lookup.
    private var avoidance: KeyboardAvoidance?

    // MARK: - Options

    /// Whether this view makes room for the keyboard (default on).
    @IBInspectable open var isKeyboardAvoidanceEnabled: Bool {
        get { keyboardAvoidance.isEnabled }
        set { keyboardAvoidance.isEnabled = newValue }
    }

    /// Room between the focused input and the keyboard, in points (default 10).
    @IBInspectable open var keyboardDistance: CGFloat {
        get { keyboardAvoidance.options.keyboardDistance }
        set { keyboardAvoidance.options.keyboardDistance = newValue }
    }

    /// Also makes room for floating, split and undocked iPad keyboards (default off).
    @IBInspectable open var followsUndockedKeyboard: Bool {
        get { keyboardAvoidance.options.followsUndockedKeyboard }
        set { keyboardAvoidance.options.followsUndockedKeyboard = newValue }
    }

    /// Whether the return key moves to the next field and ends editing at the last one (default
    /// on); the app's text field delegates keep the last word.
    @IBInspectable open var isReturnKeyNavigationEnabled: Bool {
        get { keyboardAvoidance.options.isReturnKeyNavigationEnabled }
        set { keyboardAvoidance.options.isReturnKeyNavigationEnabled = newValue }
    }

    /// Shows a Previous / Next / Done bar above the keyboard on fields without an accessory view
    /// of their own (default off).
    @IBInspectable open var showsAccessoryBar: Bool {
        get { keyboardAvoidance.options.showsAccessoryBar }
        set { keyboardAvoidance.options.showsAccessoryBar = newValue }
    }

    /// Ends editing on a tap outside any control, text input or cell (default off).
    @IBInspectable open var dismissesKeyboardOnTap: Bool {
        get { keyboardAvoidance.options.tapToDismiss != .never }
        set { keyboardAvoidance.options.tapToDismiss.dismissesOnTap = newValue }
    }

    /// Whether the app's own bottom inset is room for a bar the keyboard covers too, counted as
    /// room the keyboard already has (default off: the keyboard's inset goes on top of it).
    @IBInspectable open var keyboardCoversAppInset: Bool {
        get { keyboardAvoidance.options.keyboardCoversAppInset }
        set { keyboardAvoidance.options.keyboardCoversAppInset = newValue }
    }

    /// How the content moves with the keyboard, for chat screens (default `.never`). Set in code:
    /// Interface Builder has no inspector for enumerations.
    open var contentLift: ContentLift {
        get { keyboardAvoidance.options.contentLift }
        set { keyboardAvoidance.options.contentLift = newValue }
    }

    /// The height of content pinned over the top, when it cannot be measured (a compositional
    /// layout's pinned header); `nil` (the default) measures it. Set in code.
    open var pinnedHeaderHeight: CGFloat? {
        get { keyboardAvoidance.options.pinnedHeaderHeight }
        set { keyboardAvoidance.options.pinnedHeaderHeight = newValue }
    }

    // MARK: - Forms

    /// Moves focus to the next field in reading order; returns whether it moved.
    @discardableResult
    open func focusNextField() -> Bool {
        keyboardAvoidance.focusNextField()
    }

    /// Moves focus to the previous field in reading order; returns whether it moved.
    @discardableResult
    open func focusPreviousField() -> Bool {
        keyboardAvoidance.focusPreviousField()
    }

    // MARK: - Initializers

    /// Creates the view with keyboard avoidance on.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        adoptKeyboardAvoidance()
    }

    /// Interface Builder's initializer: keyboard avoidance on, the options from the inspector.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptKeyboardAvoidance()
    }

    /// Creates the shared adapter once the view exists; it reads the insets set so far as the app's.
    private func adoptKeyboardAvoidance() {
        avoidance = installKeyboardAvoidance(insetWrites: .routedBySubclass, isEnabled: true)
    }

    // MARK: - The app's insets

    /// The app's writes become its own value at once; the keyboard's extra stays on top of it.
    open override var contentInset: UIEdgeInsets {
        get { super.contentInset }
        set { super.contentInset = avoidance?.contentInsetToWrite(forAppValue: newValue) ?? newValue }
    }

    /// The app's writes become its own value at once; the keyboard's extra stays on top of it.
    open override var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { super.verticalScrollIndicatorInsets }
        set {
            super.verticalScrollIndicatorInsets = avoidance?.indicatorInsetToWrite(forAppValue: newValue) ?? newValue
        }
    }

    // MARK: - Layout

    /// Reports a new geometry (rotation, resize) to the adapter; a plain scroll step costs a compare.
    open override func layoutSubviews() {
        super.layoutSubviews()
        avoidance?.layoutDidChange()
    }

    /// The safe-area part of the insets changes the room the keyboard takes.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        avoidance?.layoutDidChange()
    }

    /// A new window means a new screen position, perhaps a controller that adjusts for the
    /// keyboard, and perhaps a field already editing.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        avoidance?.windowDidChange()
    }
}
#endif
