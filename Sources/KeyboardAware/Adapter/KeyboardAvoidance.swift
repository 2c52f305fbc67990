#if canImport(UIKit)
import UIKit

/// Keeps the text input being edited in one scroll view visible above the keyboard.
///
/// Every ``KeyboardAwareScrollView``, ``KeyboardAwareTableView`` and ``KeyboardAwareCollectionView``
/// has one, and any scroll view can get one through ``UIKit/UIScrollView/keyboardAvoidance``. While
/// the keyboard covers the scroll view it adds the covered height to the bottom of the app's own
/// insets and scrolls the focused field (or a text view's caret) into view, with the keyboard's
/// animation; when the keyboard goes, the app's insets come back exactly. It also walks forms: the
/// return key, ``focusNextField()``, an optional Previous/Next/Done bar (``showsAccessoryBar``) and
/// tap-to-dismiss (``dismissesKeyboardOnTap``).
///
/// What it listens to, and why each is needed, is in <doc:HowKeyboardAvoidanceObserves>.
@MainActor
public final class KeyboardAvoidance: NSObject {
    /// How the app's own writes to the scroll view's insets reach the engine.
    enum InsetWrites {
        /// A `KeyboardAware…` subclass overrides the setters and calls
        /// ``contentInsetToWrite(forAppValue:)``.
        case routedBySubclass
        /// A plain scroll view: observed with KVO.
        case observed
    }

    // MARK: - Options

    /// Whether the scroll view makes room for the keyboard. Turning it off while the keyboard is up
    /// gives the app its own insets back at once. Turning it on tracks a field already being
    /// edited at once; the insets follow from the next keyboard notification (UIKit offers no way
    /// to ask where the keyboard is). A plain scroll view first adopts its current insets as the
    /// app's own.
    public var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            if isEnabled {
                adoptCurrentInsetsIfObserved()
            } else {
                stopObserving()
            }
            if let snapshot = makeSnapshot() {
                apply(
                    engine.setEnabled(isEnabled, scrollView: snapshot), cause: isEnabled ? "enabled" : "disabled",
                    snapshot: snapshot)
            }
            if isEnabled { startObserving() }
        }
    }

    /// Whether the return key of a text field in this scroll view moves to the next field in
    /// reading order, and ends editing at the last one (default on).
    ///
    /// The kit takes part only in fields whose return key the app does not handle itself: it
    /// leaves alone a field whose delegate implements `textFieldShouldReturn(_:)` (whatever that
    /// returns), a field with targets or actions of its own for `.editingDidEndOnExit` or
    /// `.primaryActionTriggered` (Interface Builder's Did End On Exit, `addAction(_:for:)`),
    /// search fields, and keys the app labelled for an action of its own (Go, Send, Search…).
    /// In the fields it takes part in, a `returnKeyType` left `.default` reads Next or Done; a key
    /// the app labelled Next or Done keeps its label. Return never moves focus when another input
    /// already became first responder. Turning it off puts back `.default` where the kit had set it.
    public var isReturnKeyNavigationEnabled = true {
        didSet {
            guard isReturnKeyNavigationEnabled != oldValue, !isReturnKeyNavigationEnabled else { return }
            withdrawReturnKeyNavigation()
        }
    }

    /// Shows a Previous / Next / Done bar (``accessoryBar``) above the keyboard for the text
    /// fields and text views of this scroll view that have no `inputAccessoryView` of their own
    /// (default off). Turning it off takes the bar back off the fields it was put on.
    public var showsAccessoryBar = false {
        didSet {
            guard showsAccessoryBar != oldValue else { return }
            if showsAccessoryBar {
                if let input = trackedInput { prepareForm(for: input) }
            } else {
                withdrawAccessoryBar()
            }
        }
    }

    /// Ends editing when people tap the scroll view outside any control, text input, cell or
    /// other interactive view (default off). The tap is never taken from anything: the recognizer
    /// cancels and delays no touches, recognizes alongside every other one, and ends editing with
    /// `endEditing(false)`, so a delegate that refuses to end editing still wins. It is a switch of
    /// its own: it keeps working while ``isEnabled`` is off.
    public var dismissesKeyboardOnTap = false {
        didSet {
            guard dismissesKeyboardOnTap != oldValue else { return }
            dismissTapHandler?.remove()
            dismissTapHandler = nil
            if dismissesKeyboardOnTap, let scrollView {
                dismissTapHandler = DismissTapHandler(scrollView: scrollView)
            }
        }
    }

    /// The bar ``showsAccessoryBar`` installs, made on first use; its items and tints are public
    /// so that an app can change them.
    public var accessoryBar: KeyboardAccessoryBar {
        if let bar = installedAccessoryBar { return bar }
        let bar = KeyboardAccessoryBar()
        bar.onPrevious = { [weak self] in self?.focusPreviousField() }
        bar.onNext = { [weak self] in self?.focusNextField() }
        bar.onDone = { [weak self] in self?.endEditingFromAccessoryBar() }
        installedAccessoryBar = bar
        return bar
    }

    /// Room between the focused input (or a text view's caret) and the keyboard, in points
    /// (default 10). A field's ``UIKit/UIView/keyboardDistanceOverride`` wins over it.
    public var keyboardDistance: CGFloat {
        get { engine.options.keyboardDistance }
        set { engine.options.keyboardDistance = newValue }
    }

    /// In tables and collections, also shows the cell before the focused one when both fit, so that
    /// people see what they filled in last (default on).
    public var revealsPreviousCell: Bool {
        get { engine.options.revealsPreviousCell }
        set { engine.options.revealsPreviousCell = newValue }
    }

    /// Also makes room for floating, split and undocked iPad keyboards (default off: those can be
    /// moved out of the way). Takes effect from the next keyboard event or layout change.
    public var followsUndockedKeyboard: Bool {
        get { engine.options.followsUndockedKeyboard }
        set { engine.options.followsUndockedKeyboard = newValue }
    }

    // MARK: - What it knows

    /// The scroll view it serves; `nil` once that is gone.
    public private(set) weak var scrollView: UIScrollView?
    /// The text input being edited inside the scroll view, if any.
    public var focusedInput: UIView? { trackedInput }
    /// Where the keyboard is, as far as this scroll view is concerned.
    public var keyboardState: KeyboardState { engine.keyboardState }
    /// What the keyboard currently adds to the bottom insets.
    public var extraBottomInset: CGFloat { engine.extraBottomInset }
    /// The app's own `contentInset`, without the keyboard's extra. (Changing one edge of
    /// `contentInset` directly also works: a bottom edge written back unchanged keeps the app's
    /// own bottom.)
    public var appContentInset: UIEdgeInsets { UIEdgeInsets(engine.appInset(.content)) }
    /// The app's own `verticalScrollIndicatorInsets`, without the keyboard's extra.
    public var appVerticalScrollIndicatorInsets: UIEdgeInsets { UIEdgeInsets(engine.appInset(.indicator)) }

    // MARK: - State

    // Internal rather than private: the `KeyboardAvoidance+…` extensions, one per concern, share it.
    var engine: KeyboardAvoidanceEngine
    let insetWrites: InsetWrites
    weak var trackedInput: UIView?
    /// Set while the adapter writes to the scroll view, so its own writes are not taken for the app's.
    var isApplyingChanges = false
    var isObserving = false
    var observations: [NSKeyValueObservation] = []
    /// The window scene's geometry (iPadOS 16+): a Stage Manager window dragged or resized moves
    /// the scroll view on screen without laying it out.
    var sceneObservation: NSKeyValueObservation?
    /// The pan recognizer whose state tells when the finger is down (rule 13), while observed.
    weak var observedPan: UIPanGestureRecognizer?
    /// The scroll view's view controller adjusts it for the keyboard itself.
    var isAdjustedByController = false
    var hasLoggedControllerDeferral = false
    var hasLoggedHorizontalLayout = false
    /// The last screen size and frame in screen, for events that arrive while off screen.
    var lastScreenGeometry: (screenSize: CGSize, frameInScreen: CGRect)?
    var lastLayoutGeometry: LayoutGeometry?
    /// The focused field as measured for the last decision that had one: what a later measure is
    /// compared with, to correct a scroll made on a stale caret or an estimated row height.
    var lastMeasuredFocus: FocusedField?
    var isCaretUpdateScheduled = false
    var isLayoutCheckScheduled = false
    var isFocusCorrectionScheduled = false
    /// From a keyboard will-event to the next run-loop turn: a presentation moving or shrinking
    /// then (a form sheet, a popover) is part of the keyboard's transition (rule 8).
    var isInKeyboardTransition = false

    // MARK: - Forms state

    /// The bar, once ``accessoryBar`` made it.
    var installedAccessoryBar: KeyboardAccessoryBar?
    /// Fields whose `inputAccessoryView` the kit set (to take it back, never anyone else's).
    let fieldsWithAccessoryBar = NSHashTable<UIView>.weakObjects()
    /// Text fields whose `returnKeyType` the kit set, with the raw value it wrote.
    let returnKeyTypesSet = NSMapTable<UITextField, NSNumber>.weakToStrongObjects()
    var dismissTapHandler: DismissTapHandler?

    // MARK: - Life cycle

    /// Use ``UIKit/UIScrollView/keyboardAvoidance`` to get a scroll view's adapter.
    init(scrollView: UIScrollView, insetWrites: InsetWrites, isEnabled: Bool) {
        self.scrollView = scrollView
        self.insetWrites = insetWrites
        self.isEnabled = isEnabled
        engine = KeyboardAvoidanceEngine(
            options: KeyboardAvoidanceOptions(isEnabled: isEnabled),
            baseContentInset: EdgeInsets(scrollView.contentInset),
            baseIndicatorInset: EdgeInsets(scrollView.verticalScrollIndicatorInsets))
        super.init()
        if isEnabled { startObserving() }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}
#endif
