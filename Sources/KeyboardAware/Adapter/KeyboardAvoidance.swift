#if canImport(UIKit)
import UIKit

/// Keeps the text input being edited in one scroll view clear of the keyboard.
///
/// This is the single adapter between UIKit and ``KeyboardAvoidanceEngine``, shared by
/// ``KeyboardAwareScrollView``, ``KeyboardAwareTableView``, ``KeyboardAwareCollectionView`` and any
/// plain scroll view (`scrollView.keyboardAvoidance.isEnabled = true`). It holds no policy: it
/// reads what the engine needs from the real views (a ``ScrollViewSnapshot``, the
/// ``FocusedField``) and writes back exactly the engine's ``ScrollViewChanges``, so a device
/// behaves as the simulator replays.
///
/// Forms (see ``focusNextField()``): the return key walks the fields in the core's reading order
/// without taking over any `UITextFieldDelegate`; an opt-in Previous/Next/Done bar
/// (``showsAccessoryBar``); opt-in tap-outside-to-dismiss (``dismissesKeyboardOnTap``); and an
/// element VoiceOver focuses under the keyboard is scrolled into view.
///
/// What it listens to:
/// - the six keyboard notifications (will/did show, change frame, hide), and
///   `UIAccessibility.elementFocusedNotification`;
/// - `UITextField`/`UITextView` begin/end editing, kept when the input is inside the scroll view,
///   and `UITextView.textDidChangeNotification` for the caret. Custom `UITextInput` views, which
///   post nothing, report with ``inputDidBeginEditing(_:)`` / ``inputDidEndEditing(_:)``;
/// - layout changes: the `KeyboardAware…` classes report them from `layoutSubviews`,
///   `safeAreaInsetsDidChange` and `didMoveToWindow`; for a plain scroll view the adapter
///   observes `bounds` and `center` (KVO), and the app calls ``layoutDidChange()`` for what KVO
///   cannot see (a safe-area change, e.g. from `viewSafeAreaInsetsDidChange()`).
///
/// The app's own insets: the `KeyboardAware…` classes override the `contentInset` and
/// `verticalScrollIndicatorInsets` setters and route every write that is not the adapter's own
/// through the engine. For a plain scroll view the adapter observes both properties (KVO) and
/// takes any write it did not make itself as the app's new value; ``setContentInset(_:)`` and
/// ``setVerticalScrollIndicatorInsets(_:)`` do the same explicitly, for code that prefers not to
/// rely on KVO of UIKit properties.
///
/// All notification observers are selector-based and removed when avoidance is turned off and on
/// deinit; every reference to the scroll view and the focused input is weak.
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
    /// gives the app its own insets back at once; turning it on takes effect from the next keyboard
    /// event (a plain scroll view first adopts its current insets as the app's own).
    public var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            if isEnabled {
                adoptCurrentInsetsIfObserved()
                startObserving()
            } else {
                stopObserving()
            }
            syncEngineEnabled(cause: isEnabled ? "enabled" : "disabled")
        }
    }

    /// Whether the return key of a text field in this scroll view moves to the next field in
    /// reading order, and ends editing at the last one (default on). It works through the field's
    /// `.editingDidEndOnExit` event, so a delegate whose `textFieldShouldReturn(_:)` returns
    /// `false` keeps full control; a `returnKeyType` the app left `.default` becomes `.next` or
    /// `.done`. Turning it off puts back `.default` where the kit had set it.
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

    /// The bar ``showsAccessoryBar`` installs, made on first use; its buttons are public so that
    /// an app can change titles, labels or tint.
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
    public var appContentInset: UIEdgeInsets { UIEdgeInsets(engine.baseContentInset) }
    /// The app's own `verticalScrollIndicatorInsets`, without the keyboard's extra.
    public var appVerticalScrollIndicatorInsets: UIEdgeInsets { UIEdgeInsets(engine.baseIndicatorInset) }

    // MARK: - State

    // Internal rather than private: the forms extension (KeyboardAvoidance+Forms.swift) works
    // with the same engine, focus and snapshot.
    var engine: KeyboardAvoidanceEngine
    private let insetWrites: InsetWrites
    weak var trackedInput: UIView?
    /// Set while the adapter writes to the scroll view, so its own writes are not taken for the app's.
    private var isApplyingChanges = false
    private(set) var isObserving = false
    private var observations: [NSKeyValueObservation] = []
    /// The table view is a `UITableViewController`'s, which handles the keyboard itself.
    private var defersToTableViewController = false
    private var hasLoggedDeferral = false
    /// The last screen size and frame in screen, for events that arrive while off screen.
    private var lastScreenGeometry: (screenSize: CGSize, frameInScreen: CGRect)?
    private var lastLayoutGeometry: LayoutGeometry?
    private var isCaretUpdateScheduled = false
    private var isLayoutCheckScheduled = false

    // MARK: - Forms state

    /// The bar, once ``accessoryBar`` made it.
    var installedAccessoryBar: KeyboardAccessoryBar?
    /// Fields whose `inputAccessoryView` the kit set (to take it back, never anyone else's).
    let fieldsWithAccessoryBar = NSHashTable<UIView>.weakObjects()
    /// Text fields whose `returnKeyType` the kit set, with the raw value it wrote.
    let returnKeyTypesSet = NSMapTable<UITextField, NSNumber>.weakToStrongObjects()
    var dismissTapHandler: DismissTapHandler?

    private static let keyboardEvents: [Notification.Name: KeyboardEventKind] = [
        UIResponder.keyboardWillShowNotification: .willShow,
        UIResponder.keyboardDidShowNotification: .didShow,
        UIResponder.keyboardWillChangeFrameNotification: .willChangeFrame,
        UIResponder.keyboardDidChangeFrameNotification: .didChangeFrame,
        UIResponder.keyboardWillHideNotification: .willHide,
        UIResponder.keyboardDidHideNotification: .didHide,
    ]

    // MARK: - Life cycle

    /// Use ``UIKit/UIScrollView/keyboardAvoidance`` to get a scroll view's adapter.
    init(scrollView: UIScrollView, insetWrites: InsetWrites, isEnabled: Bool) {
        self.scrollView = scrollView
        self.insetWrites = insetWrites
        self.isEnabled = isEnabled
        engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions(isEnabled: isEnabled),
                                         baseContentInset: EdgeInsets(scrollView.contentInset),
                                         baseIndicatorInset: EdgeInsets(scrollView.verticalScrollIndicatorInsets))
        super.init()
        if isEnabled { startObserving() }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: - The app's own insets

    /// Sets the app's own `contentInset`: it becomes the value the scroll view returns to when the
    /// keyboard hides, and the keyboard's extra stays on top of it meanwhile.
    public func setContentInset(_ inset: UIEdgeInsets) {
        let applied = engine.appSetContentInset(EdgeInsets(inset))
        logAppWrite("contentInset", inset, applied)
        guard let scrollView, !applied.isClose(to: EdgeInsets(scrollView.contentInset)) else { return }
        write(ScrollViewChanges(contentInset: applied))
    }

    /// Sets the app's own `verticalScrollIndicatorInsets`, like ``setContentInset(_:)``.
    public func setVerticalScrollIndicatorInsets(_ inset: UIEdgeInsets) {
        let applied = engine.appSetIndicatorInset(EdgeInsets(inset))
        logAppWrite("verticalScrollIndicatorInsets", inset, applied)
        guard let scrollView, !applied.isClose(to: EdgeInsets(scrollView.verticalScrollIndicatorInsets)) else { return }
        write(ScrollViewChanges(indicatorInset: applied))
    }

    /// For the subclasses' `contentInset` setter: the value to store for a write, the app's value
    /// plus the keyboard's extra, or the value itself when the write is the adapter's own.
    func contentInsetToWrite(forAppValue inset: UIEdgeInsets) -> UIEdgeInsets {
        guard !isApplyingChanges else { return inset }
        let applied = engine.appWroteContentInset(EdgeInsets(inset))
        logAppWrite("contentInset", inset, applied)
        return UIEdgeInsets(applied)
    }

    /// For the subclasses' `verticalScrollIndicatorInsets` setter, like
    /// ``contentInsetToWrite(forAppValue:)``.
    func indicatorInsetToWrite(forAppValue inset: UIEdgeInsets) -> UIEdgeInsets {
        guard !isApplyingChanges else { return inset }
        let applied = engine.appWroteIndicatorInset(EdgeInsets(inset))
        logAppWrite("verticalScrollIndicatorInsets", inset, applied)
        return UIEdgeInsets(applied)
    }

    // MARK: - Focus

    /// Reports that `input`, a text input that posts no `UITextField`/`UITextView` notifications
    /// (a custom `UITextInput` view), began editing. Ignored unless it is inside the scroll view.
    public func inputDidBeginEditing(_ input: UIView) {
        guard isObserving, let scrollView, input.isDescendant(of: scrollView) else { return }
        trackedInput = input
        prepareForm(for: input)
        guard input is UITextView else {
            scrollToFocus()
            return
        }
        // A text view places its selection only after it has begun editing: scroll to the caret
        // once it is there, on the next run-loop turn.
        DispatchQueue.main.async { [weak self, weak input] in
            guard let self, let input, input === self.trackedInput else { return }
            self.scrollView?.layoutIfNeeded()
            self.scrollToFocus()
        }
    }

    private func scrollToFocus() {
        guard let snapshot = makeSnapshot() else { return }
        apply(engine.focusChanged(scrollView: snapshot, focus: currentFocus()), cause: "focus", snapshot: snapshot)
    }

    /// Reports that `input` ended editing (the counterpart of ``inputDidBeginEditing(_:)``).
    public func inputDidEndEditing(_ input: UIView) {
        detachReturnKeyLater(from: input)
        if input === trackedInput { trackedInput = nil }
    }

    /// Keeps a text view's caret in view after its selection moved without typing: call it from
    /// `textViewDidChangeSelection(_:)`, since UIKit posts no notification for that.
    public func caretDidMove() {
        scheduleCaretUpdate()
    }

    // MARK: - Layout

    /// Reports that the scroll view's geometry may have changed (rotation, window resize, Stage
    /// Manager, safe area). Cheap when nothing changed; the `KeyboardAware…` classes call it
    /// themselves.
    public func layoutDidChange() {
        guard isObserving, let snapshot = makeSnapshot() else { return }
        guard LayoutGeometry(snapshot).requiresLayout(since: lastLayoutGeometry) else { return }
        let before = lastLayoutGeometry.map(snapshot.placed(in:)) ?? snapshot
        apply(engine.geometryChanged(from: before, to: snapshot, focus: currentFocus()), cause: "geometry",
              snapshot: snapshot)
    }

    /// The scroll view moved to another window (or none): see again whether a
    /// `UITableViewController` owns it, and lay out.
    func windowDidChange() {
        updateTableViewControllerDeferral()
        layoutDidChange()
    }

    // MARK: - Observing

    private func startObserving() {
        guard !isObserving, let scrollView else { return }
        isObserving = true
        let center = NotificationCenter.default
        for name in Self.keyboardEvents.keys {
            center.addObserver(self, selector: #selector(keyboardNotification(_:)), name: name, object: nil)
        }
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            center.addObserver(self, selector: #selector(textInputDidBeginEditing(_:)), name: name, object: nil)
        }
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            center.addObserver(self, selector: #selector(textInputDidEndEditing(_:)), name: name, object: nil)
        }
        center.addObserver(self, selector: #selector(textViewDidChange(_:)),
                           name: UITextView.textDidChangeNotification, object: nil)
        center.addObserver(self, selector: #selector(accessibilityElementFocused(_:)),
                           name: UIAccessibility.elementFocusedNotification, object: nil)
        guard insetWrites == .observed else { return }
        observations = [
            scrollView.observe(\.contentInset) { [weak self] _, _ in
                runAsMainActor { self?.observedContentInsetWrite() }
            },
            scrollView.observe(\.verticalScrollIndicatorInsets) { [weak self] _, _ in
                runAsMainActor { self?.observedIndicatorInsetWrite() }
            },
            scrollView.observe(\.bounds) { [weak self] _, _ in
                runAsMainActor { self?.scheduleLayoutCheck() }
            },
            scrollView.observe(\.center) { [weak self] _, _ in
                runAsMainActor { self?.scheduleLayoutCheck() }
            },
        ]
    }

    private func stopObserving() {
        guard isObserving else { return }
        isObserving = false
        NotificationCenter.default.removeObserver(self)
        observations.forEach { $0.invalidate() }
        observations = []
        withdrawReturnKeyNavigation()
        withdrawAccessoryBar()
        trackedInput = nil
        lastLayoutGeometry = nil
    }

    /// A plain scroll view's insets may have been changed while avoidance was off.
    private func adoptCurrentInsetsIfObserved() {
        guard insetWrites == .observed, let scrollView else { return }
        _ = engine.appSetContentInset(EdgeInsets(scrollView.contentInset))
        _ = engine.appSetIndicatorInset(EdgeInsets(scrollView.verticalScrollIndicatorInsets))
    }

    /// The app wrote the property itself: it may have changed one edge of the value it read, whose
    /// bottom carries the keyboard's extra; the engine sorts that out.
    private func observedContentInsetWrite() {
        guard !isApplyingChanges, let scrollView else { return }
        let written = scrollView.contentInset
        let applied = engine.appWroteContentInset(EdgeInsets(written))
        logAppWrite("contentInset", written, applied)
        guard !applied.isClose(to: EdgeInsets(written)) else { return }
        write(ScrollViewChanges(contentInset: applied))
    }

    private func observedIndicatorInsetWrite() {
        guard !isApplyingChanges, let scrollView else { return }
        let written = scrollView.verticalScrollIndicatorInsets
        let applied = engine.appWroteIndicatorInset(EdgeInsets(written))
        logAppWrite("verticalScrollIndicatorInsets", written, applied)
        guard !applied.isClose(to: EdgeInsets(written)) else { return }
        write(ScrollViewChanges(indicatorInset: applied))
    }

    /// `bounds` also changes on every scroll step: check the geometry once per run-loop turn.
    private func scheduleLayoutCheck() {
        guard !isLayoutCheckScheduled else { return }
        isLayoutCheckScheduled = true
        DispatchQueue.main.async { [weak self] in
            self?.isLayoutCheckScheduled = false
            self?.layoutDidChange()
        }
    }

    // MARK: - Notifications

    @objc private func keyboardNotification(_ notification: Notification) {
        guard let kind = Self.keyboardEvents[notification.name], let scrollView else { return }
        updateTableViewControllerDeferral()
        let isOnScrollViewScreen = ScreenSpace.keyboardNotification(notification, of: kind, concerns: scrollView)
        guard let snapshot = makeSnapshot() else { return }
        let event = KeyboardNotification(kind: kind, userInfo: notification.userInfo)
        let decision = engine.handle(event, isOnScrollViewScreen: isOnScrollViewScreen,
                                     scrollView: snapshot, focus: currentFocus())
        apply(decision, cause: kind.rawValue, snapshot: snapshot)
    }

    @objc private func textInputDidBeginEditing(_ notification: Notification) {
        guard let input = notification.object as? UIView, input is UITextInput else { return }
        inputDidBeginEditing(input)
    }

    @objc private func textInputDidEndEditing(_ notification: Notification) {
        guard let input = notification.object as? UIView else { return }
        inputDidEndEditing(input)
    }

    @objc private func textViewDidChange(_ notification: Notification) {
        guard let input = notification.object as? UIView, input === trackedInput else { return }
        scheduleCaretUpdate()
    }

    /// The caret rect is only up to date once the text view has laid out the new text: read it on
    /// the next run-loop turn, once for any number of changes.
    private func scheduleCaretUpdate() {
        guard !isCaretUpdateScheduled else { return }
        isCaretUpdateScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.isCaretUpdateScheduled = false
            guard self.isObserving, let scrollView = self.scrollView else { return }
            // The text view may not have laid out the new text yet on this turn.
            scrollView.layoutIfNeeded()
            guard let snapshot = self.makeSnapshot() else { return }
            self.apply(self.engine.caretMoved(scrollView: snapshot, focus: self.currentFocus()),
                       cause: "caret", snapshot: snapshot)
        }
    }

    // MARK: - UITableViewController

    /// A `UITableViewController` already moves its table for the keyboard; doing it twice would
    /// fight. Its table view gets no avoidance (logged once).
    private func updateTableViewControllerDeferral() {
        guard let tableView = scrollView as? UITableView else { return }
        var responder = tableView.next
        var isOwned = false
        while let current = responder, !isOwned {
            isOwned = (current as? UITableViewController)?.tableView === tableView
            responder = current.next
        }
        guard isOwned != defersToTableViewController else { return }
        defersToTableViewController = isOwned
        if isOwned, !hasLoggedDeferral {
            hasLoggedDeferral = true
            Log.notice("""
                KeyboardAware: this table view belongs to a UITableViewController, which handles the \
                keyboard itself; keyboard avoidance is off for it
                """)
        }
        syncEngineEnabled(cause: isOwned ? "UITableViewController" : "no UITableViewController")
    }

    private func syncEngineEnabled(cause: String) {
        guard let snapshot = makeSnapshot() else { return }
        let decision = engine.setEnabled(isEnabled && !defersToTableViewController, scrollView: snapshot)
        apply(decision, cause: cause, snapshot: snapshot)
    }

    // MARK: - Reading the views

    /// The scroll view as the engine sees it. The frame is brought into its screen's coordinate
    /// space, where keyboard frames are. Outside a window the last known screen geometry stands in
    /// (so that a hide still restores the insets); before the first window there is none: `nil`.
    func makeSnapshot() -> ScrollViewSnapshot? {
        guard let scrollView else { return nil }
        if let geometry = ScreenSpace.geometry(of: scrollView) {
            lastScreenGeometry = (geometry.screenSize, geometry.frameInScreen)
        }
        guard let geometry = lastScreenGeometry else { return nil }
        return ScrollViewSnapshot(screenSize: geometry.screenSize, frameInScreen: geometry.frameInScreen,
                                  contentSize: scrollView.contentSize, contentOffset: scrollView.contentOffset,
                                  contentInset: EdgeInsets(scrollView.contentInset),
                                  adjustedContentInset: EdgeInsets(scrollView.adjustedContentInset),
                                  indicatorInset: EdgeInsets(scrollView.verticalScrollIndicatorInsets))
    }

    private func currentFocus() -> FocusedField? {
        guard let input = trackedInput, let scrollView else { return nil }
        return FocusedFieldReader.field(for: input, in: scrollView)
    }

    // MARK: - Applying the engine's answer

    func apply(_ decision: KeyboardAvoidanceDecision, cause: String, snapshot: ScrollViewSnapshot) {
        lastLayoutGeometry = LayoutGeometry(snapshot)
        log(decision, cause: cause)
        write(decision.changes)
    }

    /// Writes the changes in one animation with the keyboard's duration and curve, or at once when
    /// they carry no animation; writes nothing for empty changes.
    private func write(_ changes: ScrollViewChanges) {
        guard !changes.isEmpty, let scrollView else { return }
        isApplyingChanges = true
        defer { isApplyingChanges = false }
        let update = { [weak scrollView] in
            guard let scrollView else { return }
            if let inset = changes.contentInset { scrollView.contentInset = UIEdgeInsets(inset) }
            if let inset = changes.indicatorInset { scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(inset) }
            if let offset = changes.contentOffset { scrollView.contentOffset = offset }
        }
        if let animation = changes.animation {
            let curve = UIView.AnimationOptions(rawValue: animation.animationOptionsCurve)
            UIView.animate(withDuration: animation.duration, delay: 0,
                           options: [curve, .beginFromCurrentState, .allowUserInteraction], animations: update)
        } else {
            UIView.performWithoutAnimation(update)
        }
    }

    // MARK: - Debug output

    private func log(_ decision: KeyboardAvoidanceDecision, cause: String) {
        Log.debug(describe(decision, cause: cause))
    }

    /// One line per decision: what caused it, why it was ignored or the state it left, what it writes.
    private func describe(_ decision: KeyboardAvoidanceDecision, cause: String) -> String {
        let changes = decision.changes
        var writes: [String] = []
        if let inset = changes.contentInset { writes.append("contentInset \(inset)") }
        if let inset = changes.indicatorInset { writes.append("indicatorInset \(inset)") }
        if let offset = changes.contentOffset { writes.append("contentOffset.y \(offset.y)") }
        let animation = changes.animation.map { "animated \($0.duration)s curve \($0.curve)" } ?? "at once"
        let reason = decision.ignoredBecause.map { "ignored: \($0)" }
            ?? "state \(engine.keyboardState.rawValue), extra \(engine.extraBottomInset)"
        let written = writes.isEmpty ? "writes nothing" : "writes \(writes.joined(separator: ", ")), \(animation)"
        return "\(cause): \(reason); \(written)"
    }

    private func logAppWrite(_ property: String, _ value: UIEdgeInsets, _ applied: EdgeInsets) {
        Log.debug("app set \(property) \(EdgeInsets(value)); applies \(applied) (extra \(engine.extraBottomInset))")
    }
}
#endif
