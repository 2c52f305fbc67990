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
/// It coordinates and holds no policy: each event is read from the views, decided by the portable
/// engine and written back as the engine answers. What it listens to, and why each is needed, is
/// in <doc:HowKeyboardAvoidanceObserves>.
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
    /// edited and makes room for a keyboard that is already up, at once. A plain scroll view first
    /// adopts its current insets as the app's own.
    public var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            if isEnabled {
                adoptCurrentInsetsIfObserved()
            } else {
                stopObserving()
            }
            if let snapshot = reader?.snapshot() {
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
    /// A field's delegate keeps the last word: UIKit sends the event the kit listens for only when
    /// `textFieldShouldReturn(_:)` returns `true`, so returning `false` keeps the key the app's. The
    /// kit leaves alone a field with targets or actions of its own for `.editingDidEndOnExit` or
    /// `.primaryActionTriggered` (Interface Builder's Did End On Exit, `addAction(_:for:)`),
    /// search fields, and keys the app labelled for an action of its own (Go, Send, Search…).
    /// In the fields it takes part in, a `returnKeyType` left `.default` reads Next or Done; a key
    /// the app labelled Next or Done keeps its label. Return never moves focus when another input
    /// already became first responder. Turning it off puts back `.default` where the kit had set it.
    public var isReturnKeyNavigationEnabled: Bool {
        get { forms.isReturnKeyNavigationEnabled }
        set { forms.isReturnKeyNavigationEnabled = newValue }
    }

    /// Shows a Previous / Next / Done bar (``accessoryBar``) above the keyboard for the text
    /// fields and text views of this scroll view that have no `inputAccessoryView` of their own
    /// (default off). Turning it off takes the bar back off the fields it was put on.
    public var showsAccessoryBar: Bool {
        get { forms.showsAccessoryBar }
        set { forms.showsAccessoryBar = newValue }
    }

    /// Ends editing when people tap the scroll view outside any control, text input, cell or
    /// other interactive view (default off). The tap is never taken from anything: the recognizer
    /// cancels and delays no touches, recognizes alongside every other one, and ends editing with
    /// `endEditing(false)`, so a delegate that refuses to end editing still wins. It is a switch of
    /// its own: it keeps working while ``isEnabled`` is off.
    public var dismissesKeyboardOnTap: Bool {
        get { forms.dismissesKeyboardOnTap }
        set { forms.dismissesKeyboardOnTap = newValue }
    }

    /// With ``dismissesKeyboardOnTap``, a tap on a cell ends editing too (default off): in a chat,
    /// a tap on a message dismisses the keyboard. Controls, text inputs and views with recognizers
    /// of their own inside the cell still keep their taps, and the cell is still selected.
    public var dismissesKeyboardOnCellTap: Bool {
        get { forms.dismissesKeyboardOnCellTap }
        set { forms.dismissesKeyboardOnCellTap = newValue }
    }

    /// The bar ``showsAccessoryBar`` installs, made on first use; its items and tints are public
    /// so that an app can change them.
    public var accessoryBar: KeyboardAccessoryBar { forms.accessoryBar }

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

    /// Whether the app's own bottom insets are room for something the keyboard covers too: a bar
    /// that stays at the screen's bottom, a home indicator counted by hand under `.never` (default
    /// off). Then the keyboard's inset counts them as room it already has, and the bottom inset is
    /// the larger of the app's and the keyboard's; off, the app's bottom inset is room for something
    /// that stays above the keyboard (a button riding on it) and the keyboard's goes on top. See
    /// <doc:Troubleshooting> for both.
    public var keyboardCoversAppInset: Bool {
        get { engine.options.keyboardCoversAppInset }
        set { engine.options.keyboardCoversAppInset = newValue }
    }

    /// How the content moves with the keyboard (default `.never`): `.whenAtEnd` keeps a chat
    /// scrolled to its newest message there as the keyboard comes, goes or is dragged away and as
    /// messages arrive; `.always` moves the content with the keyboard, as Messages does. See
    /// <doc:ChatScreens>.
    public var contentLift: ContentLift {
        get { engine.options.contentLift }
        set { engine.options.contentLift = newValue }
    }

    /// How much content is pinned over the top of the scroll view (default `nil`: measured). A
    /// plain table's floating section headers and a flow layout's pinned headers are measured; a
    /// compositional layout's are not reachable once built, so give their height here, and focused
    /// fields are kept below them.
    public var pinnedHeaderHeight: CGFloat? {
        get { engine.options.pinnedHeaderHeight }
        set { engine.options.pinnedHeaderHeight = newValue }
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

    /// All policy, and what it remembers between events. The finger's reader (``FingerDrag``)
    /// tells it of drags itself.
    var engine: KeyboardAvoidanceEngine
    let insetWrites: InsetWrites
    /// Return key, Previous/Next, the accessory bar and tap to dismiss.
    let forms = FormNavigator()
    /// The app's observers of keyboard changes (``registerForKeyboardChanges(_:)``).
    let keyboardChanges = KeyboardChangeObservers()
    private(set) var isObserving = false
    private weak var trackedInput: UIView?
    /// What is observed on the views while observing: key-value observations, the pan recognizer.
    private var observations: ViewObservations?
    /// The screen geometry of the last decision, standing in for events that arrive off screen.
    private var lastScreenGeometry: ScreenSpace.Geometry?
    /// The geometry and controller of the last decision: what a layout pass is compared with.
    private var lastLayoutGeometry: LayoutGeometry?
    private var lastAdjustedByController = false
    /// The focused field as measured for the last decision that had one: what a later measure is
    /// compared with, to correct a scroll made on a stale caret or an estimated row height.
    private var lastMeasuredFocus: FocusedField?
    /// Work put off to the next run-loop turn, once however often it is asked for.
    private var nextTurn: Set<NextTurnWork> = []
    /// A will-event that hides the keyboard, held briefly: a show that follows (a rotation reports
    /// the keyboard hidden, then shown) replaces it (``HeldHide``).
    private var heldHide: HeldHide?
    private var notices = OnceNotices()

    // MARK: - Life cycle

    /// Use ``UIKit/UIScrollView/keyboardAvoidance`` to get a scroll view's coordinator.
    init(scrollView: UIScrollView, insetWrites: InsetWrites, isEnabled: Bool) {
        self.scrollView = scrollView
        self.insetWrites = insetWrites
        self.isEnabled = isEnabled
        engine = KeyboardAvoidanceEngine(
            options: Self.defaults.engineOptions(isEnabled: isEnabled),
            baseContentInset: EdgeInsets(scrollView.contentInset),
            baseIndicatorInset: EdgeInsets(scrollView.verticalScrollIndicatorInsets))
        super.init()
        forms.avoidance = self
        Self.defaults.apply(to: forms)
        if isEnabled { startObserving() }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: - Keyboard notifications

    /// One keyboard notification: read, decided, written; then the repairs UIKit makes necessary.
    @objc func keyboardNotification(_ notification: Notification) {
        guard let kind = ScrollViewSnapshotReader.keyboardEventKinds[notification.name] else { return }
        // Another app's keyboard, shown while this scene is in the background (an app switch), covers
        // nothing of it; coming back to the foreground attaches to whatever keyboard is up then.
        guard !ScreenSpace.isSceneInBackground(scrollView) else {
            Log.debug("\(kind.rawValue): the scene is in the background; ignored")
            return
        }
        if kind == .willShow, trackedInput == nil { trackInputBeforeItsBeginEditing() }
        guard var reading = reader?.keyboardEvent(notification) else { return }
        if reading.isOnScrollViewScreen, engine.keyboardState != .hidden,
            HeldHide.holds(
                reading.event, screenHeight: reading.snapshot.screenSize.height,
                inputStillEditing: (trackedInput ?? KeyboardTracker.shared.editingInput)?.isFirstResponder == true)
        {
            hold(reading.event)
            return
        }
        if settleHeldHide(before: kind) {
            // The held hide was written: read the scroll view again.
            guard let fresh = reader?.keyboardEvent(notification) else { return }
            reading = fresh
        }
        // What accessories seen in place taught is the system's: every engine shares it (rule 3).
        engine.accessoryReport = KeyboardTracker.shared.accessoryReport
        let decision = engine.handle(
            reading.event, isOnScrollViewScreen: reading.isOnScrollViewScreen,
            accessory: InputAccessory.frame(for: reading.event, editing: trackedInput, around: scrollView),
            scrollView: reading.snapshot, focus: reading.focus)
        KeyboardTracker.shared.accessoryReport = engine.accessoryReport
        apply(decision, cause: kind.rawValue, snapshot: reading.snapshot, focus: reading.focus)
        guard decision.ignoredBecause == nil, reading.isOnScrollViewScreen else { return }
        if kind.isWill {
            followKeyboardTransition()
        } else if let scrollView, CellContainer(scrollView).animatesOffsetItself {
            // The keyboard has settled; a table's or collection's scroll may still run on UIKit's
            // timing: the rows it brings in are measured once it has ended.
            whenScrollSettled { $0.correctFocusIfItMoved(cause: "\(kind.rawValue) re-measure") }
        } else {
            // The keyboard has settled: so has the text view's selection.
            correctFocusIfItMoved(cause: "\(kind.rawValue) re-measure")
        }
    }

    /// A form sheet moves up, or a popover shrinks, as part of the keyboard's transition (rule 8):
    /// until the next run-loop turn every geometry change counts as part of it, and on that turn
    /// the scroll view is measured again.
    private func followKeyboardTransition() {
        scheduleOnNextTurn(.keyboardTransition) { $0.layOut(isKeyboardTransition: true) }
    }

    // MARK: - A hide followed by a show

    /// Holds a will-event that hides the keyboard for a show that may replace it (``HeldHide``).
    private func hold(_ event: KeyboardNotification) {
        Log.debug("\(event.kind.rawValue): held for a show that may follow")
        guard heldHide == nil else { return heldHide!.replace(with: event) }
        let held = HeldHide(event, at: CACurrentMediaTime())
        heldHide = held
        DispatchQueue.main.asyncAfter(deadline: .now() + HeldHide.grace) { [weak self] in
            // Only the hide this wait was for: one replaced since has a wait of its own.
            guard self?.heldHide?.heldAt == held.heldAt else { return }
            self?.applyHeldHide(cause: "no show followed")
        }
        followKeyboardTransition()
    }

    /// Before a notification of `kind` that does not hide is handled: a show or frame change
    /// replaces a held hide (it carries where the keyboard ends up); a did-event applies the hide
    /// first. Returns whether the hide was written.
    private func settleHeldHide(before kind: KeyboardEventKind) -> Bool {
        guard heldHide != nil else { return false }
        guard kind.isWill else {
            applyHeldHide(cause: "before \(kind.rawValue)")
            return true
        }
        heldHide = nil
        Log.debug("\(kind.rawValue) replaces the held hide")
        return false
    }

    private func applyHeldHide(cause: String) {
        guard let held = heldHide else { return }
        heldHide = nil
        guard isObserving, let reader, let snapshot = reader.snapshot() else { return }
        let event = held.released(at: CACurrentMediaTime())
        let focus = reader.focus()
        apply(
            engine.handle(event, scrollView: snapshot, focus: focus), cause: "\(event.kind.rawValue) (\(cause))",
            snapshot: snapshot, focus: focus)
    }

    // MARK: - Attach (rule 14)

    /// Rule 14, attach: the scroll view starts observing (avoidance turned on, a new window, its
    /// scene back in the foreground) while a keyboard may already be up, which UIKit does not
    /// notify. It lays out under the keyboard's current frame, or as a hide when none is known.
    func attachToKeyboard(cause: String) {
        guard isObserving, let scrollView, scrollView.window != nil, let reader, let snapshot = reader.snapshot()
        else { return }
        let frame = KeyboardTracker.shared.currentFrame(for: scrollView)
        let focus = reader.focus()
        apply(
            engine.attach(keyboardFrame: frame, scrollView: snapshot, focus: focus), cause: "attach (\(cause))",
            snapshot: snapshot, focus: focus)
    }

    /// Rule 14, attach: the scroll view's own scene came back from the background, where a keyboard
    /// may have come or gone meanwhile without notifying this scene. A scene that was only inactive
    /// (Control Center, a Face ID sheet) missed nothing and is left alone. Attached on the next
    /// turn, once UIKit has laid the scene out again.
    @objc func sceneDidComeToForeground(_ notification: Notification) {
        guard let scene = notification.object as? UIWindowScene, scene === scrollView?.window?.windowScene else {
            return
        }
        scheduleOnNextTurn(.attach) { $0.attachToKeyboard(cause: "scene back from the background") }
    }

    // MARK: - Content size

    /// The content changed size from `oldSize`: when that makes the view start or stop scrolling,
    /// the engine works the keyboard's inset out again (the safe-area part UIKit adds changes), and
    /// a chat at its end stays there (rule 16). Nothing is read while the keyboard is hidden,
    /// unless the content is kept at its end.
    func contentSizeDidChange(from oldSize: CGSize) {
        guard isObserving, let scrollView,
            engine.keyboardState != .hidden
                || engine.options.contentLift == .whenAtEnd
                    && ScrollViewSnapshotReader.isAtEnd(scrollView, contentHeight: oldSize.height),
            let snapshot = reader?.snapshot()
        else { return }
        var before = lastLayoutGeometry.map(snapshot.placed(in:)) ?? snapshot // the last decision's safe area
        before.contentSize = oldSize
        apply(engine.contentSizeChanged(from: before, to: snapshot), cause: "content size", snapshot: snapshot)
    }

    // MARK: - Focus

    /// Reports that `input`, a text input that posts no `UITextField`/`UITextView` notifications
    /// (a custom `UITextInput` view), began editing. Ignored unless it is inside the scroll view.
    ///
    /// - Parameter input: the view that became first responder.
    public func inputDidBeginEditing(_ input: UIView) {
        guard isObserving, let scrollView, input.isDescendant(of: scrollView) else { return }
        trackedInput = input
        lastMeasuredFocus = nil
        forms.prepare(for: input)
        // Editing may begin inside a layout pass (an app calling `becomeFirstResponder()` from
        // `willDisplay` or during batch updates), where laying out again would re-enter it; and a
        // text view places its selection only after it has begun editing. So the field is laid
        // out, measured and scrolled to on the next run-loop turn.
        DispatchQueue.main.async { [weak self, weak input] in
            guard let self, let input, input === self.trackedInput else { return }
            self.scrollToFocus()
        }
    }

    /// Reports that `input` ended editing (the counterpart of ``inputDidBeginEditing(_:)``).
    ///
    /// - Parameter input: the view that resigned first responder.
    public func inputDidEndEditing(_ input: UIView) {
        forms.detachReturnKeyLater(from: input)
        guard input === trackedInput else { return }
        trackedInput = nil
        lastMeasuredFocus = nil
    }

    /// Keeps a text view's caret in view after its selection moved without typing: call it from
    /// `textViewDidChangeSelection(_:)`, since UIKit posts no notification for that.
    public func caretDidMove() {
        // The caret rect is only up to date once the text view has laid out the new text.
        scheduleOnNextTurn(.caretUpdate) { avoidance in
            guard avoidance.isObserving, let scrollView = avoidance.scrollView else { return }
            scrollView.layoutIfNeeded()
            guard let reader = avoidance.reader, let snapshot = reader.snapshot() else { return }
            let focus = reader.focus()
            avoidance.apply(
                avoidance.engine.caretMoved(scrollView: snapshot, focus: focus), cause: "caret", snapshot: snapshot,
                focus: focus)
        }
    }

    @objc func textInputDidBeginEditing(_ notification: Notification) {
        guard let input = notification.object as? UIView, input is UITextInput else { return }
        inputDidBeginEditing(input)
    }

    @objc func textInputDidEndEditing(_ notification: Notification) {
        guard let input = notification.object as? UIView else { return }
        inputDidEndEditing(input)
    }

    @objc func textViewDidChange(_ notification: Notification) {
        guard let input = notification.object as? UIView, input === trackedInput else { return }
        caretDidMove()
    }

    /// `keyboardWillShow` comes before a text view's begin-editing: the input being edited is
    /// tracked for that event already (scrolled to, its accessory measured); its begin-editing does
    /// the rest. The scroll view is walked only when no begin-editing named any input yet.
    private func trackInputBeforeItsBeginEditing() {
        guard let scrollView else { return }
        let input: UIView?
        if let editing = KeyboardTracker.shared.editingInput {
            input = editing.isFirstResponder && editing.isDescendant(of: scrollView) ? editing : nil
        } else {
            input = FirstResponder.textInput(in: scrollView)
        }
        guard let input else { return }
        trackedInput = input
        lastMeasuredFocus = nil
    }

    /// Tracks the input already first responder inside the scroll view, when observing starts or
    /// the scroll view moves to a window while a field in it is editing.
    private func adoptFirstResponder() {
        guard isObserving, let scrollView, scrollView.window != nil,
            let input = FirstResponder.textInput(in: scrollView), input !== trackedInput
        else { return }
        Log.debug("tracking the input already being edited")
        inputDidBeginEditing(input)
    }

    /// Scrolls the focused input into view, with the keyboard's last animation. A row brought in
    /// by the scroll is measured again once the scroll has ended (its real height may differ from
    /// the estimate).
    private func scrollToFocus() {
        // The previous row's rect comes from the layout: bring it up to date first.
        scrollView?.layoutIfNeeded()
        guard let reader, let snapshot = reader.snapshot() else { return }
        let focus = reader.focus()
        let decision = engine.focusChanged(scrollView: snapshot, focus: focus)
        apply(decision, cause: "focus", snapshot: snapshot, focus: focus)
        guard decision.changes.contentOffset != nil else { return }
        whenScrollSettled { $0.correctFocusIfItMoved(cause: "focus re-measure") }
    }

    /// Runs `work` once the scroll just written has ended: a table or collection scrolls on UIKit's
    /// own timing, laying rows out as they come in (``ScrollSettling``); any other scroll view has
    /// its final offset at once, and `work` runs on the next run-loop turn.
    func whenScrollSettled(_ work: @escaping (KeyboardAvoidance) -> Void) {
        guard let scrollView, CellContainer(scrollView).animatesOffsetItself else {
            scheduleOnNextTurn(.focusCorrection, work)
            return
        }
        guard nextTurn.insert(.focusCorrection).inserted else { return }
        ScrollSettling.whenSettled(scrollView) { [weak self] in
            guard let self else { return }
            self.nextTurn.remove(.focusCorrection)
            work(self)
        }
    }

    /// Measures the focused field again (after laying out) and, when it moved since the last
    /// decision measured it (a text view's caret placed late, an off-screen row laid out with its
    /// real height instead of an estimate), scrolls to it again at once.
    func correctFocusIfItMoved(cause: String) {
        guard isObserving, engine.isAvoidingKeyboard, let measured = lastMeasuredFocus, let scrollView else { return }
        scrollView.layoutIfNeeded()
        guard let reader, let focus = reader.focus(), !focus.isSameMeasure(as: measured),
            let snapshot = reader.snapshot()
        else { return }
        apply(
            engine.focusChanged(scrollView: snapshot, focus: focus, isCorrection: true), cause: cause,
            snapshot: snapshot, focus: focus)
    }

    /// VoiceOver moved its focus: an element of this scroll view hidden under the keyboard is
    /// scrolled into view by the same rule as a focused field, only while the keyboard is avoided.
    @objc func accessibilityElementFocused(_ notification: Notification) {
        guard isObserving, engine.isAvoidingKeyboard, let scrollView,
            let field = FocusedFieldReader.accessibilityFocus(notification, in: scrollView),
            let snapshot = reader?.snapshot()
        else { return }
        apply(engine.focusChanged(scrollView: snapshot, focus: field), cause: "VoiceOver focus", snapshot: snapshot)
    }

    // MARK: - Layout

    /// Reports that the scroll view's geometry may have changed (rotation, window resize, Stage
    /// Manager, safe area). Cheap when nothing changed; the `KeyboardAware…` classes call it
    /// themselves.
    ///
    /// The engine gets the geometry as it was last laid out and as it is now: a new screen size
    /// (rotation) keeps everything until the keyboard reports its frame for the new orientation,
    /// and a view that merely moved brings the focused field back only if it showed before.
    public func layoutDidChange() {
        // Cells may have come in: their fields get the accessory bar before anyone focuses them.
        forms.prepareFieldsSoon()
        layOut(isKeyboardTransition: nextTurn.contains(.keyboardTransition))
    }

    /// The scroll view moved to another window (or none): observe that window's scene, see again
    /// which controller owns it, pick up a field already editing, make room for a keyboard already
    /// up there (rule 14, attach), and lay out.
    func windowDidChange() {
        observations?.observeWindowScene()
        layOutIfControllerChanged()
        adoptFirstResponder()
        // Not before UIKit has laid the view out: its content size and the offset the app restored
        // are in place by the next turn.
        scheduleOnNextTurn(.attach) { $0.attachToKeyboard(cause: "joined a window") }
        layoutDidChange()
    }

    /// `bounds`, `center` or the window scene changed (also on every scroll step): check the
    /// geometry once per run-loop turn.
    func scheduleLayoutCheck() {
        scheduleOnNextTurn(.layoutCheck) { avoidance in
            // A plain scroll view that joined or left a window without anyone saying so.
            if avoidance.observations?.windowChanged() == true { return avoidance.windowDidChange() }
            avoidance.layoutDidChange()
        }
    }

    /// The engine gets the geometry as it was last laid out and as it is now, when that changed.
    private func layOut(isKeyboardTransition: Bool) {
        guard isObserving, let reader, let geometry = reader.layoutGeometry(),
            geometry.requiresLayout(since: lastLayoutGeometry), let snapshot = reader.snapshot()
        else { return }
        let before = lastLayoutGeometry.map(snapshot.placed(in:)) ?? snapshot
        let focus = reader.focus()
        let decision = engine.geometryChanged(
            from: before, to: snapshot, focus: focus, isKeyboardTransition: isKeyboardTransition)
        let cause = isKeyboardTransition ? "geometry (keyboard transition)" : "geometry"
        apply(decision, cause: cause, snapshot: snapshot, focus: focus)
    }

    /// `UITableViewController` and `UICollectionViewController` adjust their own scroll view for
    /// the keyboard; doing it twice would fight, so the snapshot says when one owns the view and
    /// the insets are left to it. When that changes with the view's window, the keyboard's extra
    /// goes (or comes back) at once. Keyboard events need no such step: their snapshot is fresh.
    private func layOutIfControllerChanged() {
        guard isObserving, let snapshot = reader?.snapshot(),
            snapshot.isAdjustedByController != lastAdjustedByController
        else { return }
        var before = snapshot
        before.isAdjustedByController = lastAdjustedByController
        let decision = engine.geometryChanged(from: before, to: snapshot, focus: nil)
        let cause = snapshot.isAdjustedByController ? "controller adjusts" : "no controller adjusts"
        apply(decision, cause: cause, snapshot: snapshot)
    }

    // MARK: - The app's insets

    /// Sets the app's own `contentInset`: it becomes the value the scroll view returns to when the
    /// keyboard hides, and the keyboard's extra stays on top of it meanwhile.
    ///
    /// - Parameter inset: the whole inset the app wants, without any keyboard share.
    public func setContentInset(_ inset: UIEdgeInsets) {
        let applied = AppInsetWrites.replace(.content, with: EdgeInsets(inset), engine: &engine)
        AppInsetWrites.write(applied, to: .content, of: scrollView)
    }

    /// Sets the app's own `verticalScrollIndicatorInsets`, like ``setContentInset(_:)``.
    ///
    /// - Parameter inset: the whole inset the app wants, without any keyboard share.
    public func setVerticalScrollIndicatorInsets(_ inset: UIEdgeInsets) {
        let applied = AppInsetWrites.replace(.indicator, with: EdgeInsets(inset), engine: &engine)
        AppInsetWrites.write(applied, to: .indicator, of: scrollView)
    }

    /// For the subclasses' `contentInset` setter: the value to store, the app's value plus the
    /// keyboard's extra, or the value itself when it is the kit's own write.
    func contentInsetToWrite(forAppValue inset: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(AppInsetWrites.interpret(.content, EdgeInsets(inset), engine: &engine) ?? EdgeInsets(inset))
    }

    /// For the subclasses' `verticalScrollIndicatorInsets` setter, like
    /// ``contentInsetToWrite(forAppValue:)``.
    func indicatorInsetToWrite(forAppValue inset: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(AppInsetWrites.interpret(.indicator, EdgeInsets(inset), engine: &engine) ?? EdgeInsets(inset))
    }

    /// A plain scroll view's inset changed (key-value observing): unless it is the kit's own
    /// write, the app may have changed one edge of the value it read, and the engine sorts out
    /// what it meant; the keyboard's extra is put back on top when it went missing.
    func observedInsetWrite(_ property: InsetProperty) {
        guard let scrollView else { return }
        let written = EdgeInsets(scrollView[keyPath: property.keyPath])
        guard let applied = AppInsetWrites.interpret(property, written, engine: &engine), !applied.isClose(to: written)
        else { return }
        ScrollViewWriter.write(ScrollViewChanges(property, applied), to: scrollView)
    }

    /// A plain scroll view's insets may have been changed while avoidance was off.
    private func adoptCurrentInsetsIfObserved() {
        guard insetWrites == .observed, let scrollView else { return }
        AppInsetWrites.adoptCurrent(of: scrollView, engine: &engine)
    }

    // MARK: - Deciding

    /// Reads the views as they are now, for one event.
    var reader: ScrollViewSnapshotReader? {
        scrollView.map {
            ScrollViewSnapshotReader(
                scrollView: $0, focusedInput: trackedInput, lastScreenGeometry: lastScreenGeometry,
                pinnedHeaderHeight: engine.options.pinnedHeaderHeight)
        }
    }

    /// Runs one engine call and writes its answer, for the readers that feed the engine events of
    /// their own (the finger and the keyboard it drags, ``FingerDrag``).
    @discardableResult
    func decide(
        _ cause: String, snapshot: ScrollViewSnapshot, focus: FocusedField? = nil,
        _ call: (inout KeyboardAvoidanceEngine) -> KeyboardAvoidanceDecision
    ) -> KeyboardAvoidanceDecision {
        let decision = call(&engine)
        apply(decision, cause: cause, snapshot: snapshot, focus: focus)
        return decision
    }

    /// Logs and writes one decision; remembers the geometry it was made in (for the next layout
    /// pass and for events off screen) and the focus it measured (for a later correction).
    private func apply(
        _ decision: KeyboardAvoidanceDecision, cause: String, snapshot: ScrollViewSnapshot,
        focus: FocusedField? = nil
    ) {
        lastScreenGeometry = ScreenSpace.Geometry(snapshot)
        lastLayoutGeometry = LayoutGeometry(snapshot)
        lastAdjustedByController = snapshot.isAdjustedByController
        if let focus { lastMeasuredFocus = focus }
        if let scrollView { notices.note(snapshot, of: scrollView) }
        Log.debug(DecisionLog.describe(decision, cause: cause, engine: engine))
        guard let scrollView else { return }
        let told = keyboardChanges.telling(engine, decision.changes.animation)
        ScrollViewWriter.write(decision.changes, to: scrollView, alongside: told)
    }

    // MARK: - Start and stop

    func startObserving() {
        guard !isObserving, let scrollView else { return }
        isObserving = true
        // Rule 14, attach: the process-wide tracker knows where the keyboard is from its first use on.
        _ = KeyboardTracker.shared
        let center = NotificationCenter.default
        let selectors: [(Notification.Name, Selector)] =
            ScrollViewSnapshotReader.keyboardEventKinds.keys.map { ($0, #selector(keyboardNotification(_:))) } + [
                (UITextField.textDidBeginEditingNotification, #selector(textInputDidBeginEditing(_:))),
                (UITextView.textDidBeginEditingNotification, #selector(textInputDidBeginEditing(_:))),
                (UITextField.textDidEndEditingNotification, #selector(textInputDidEndEditing(_:))),
                (UITextView.textDidEndEditingNotification, #selector(textInputDidEndEditing(_:))),
                (UITextView.textDidChangeNotification, #selector(textViewDidChange(_:))),
                (UIAccessibility.elementFocusedNotification, #selector(accessibilityElementFocused(_:))),
                (UIScene.willEnterForegroundNotification, #selector(sceneDidComeToForeground(_:))),
            ]
        for (name, selector) in selectors { center.addObserver(self, selector: selector, name: name, object: nil) }
        observations = ViewObservations(of: scrollView, for: self, insets: insetWrites == .observed)
        // A field may be editing already (avoidance turned on mid-edit, the view moved into a window),
        // under a keyboard that is already up (rule 14, attach).
        adoptFirstResponder()
        attachToKeyboard(cause: "started observing")
    }

    func stopObserving() {
        guard isObserving else { return }
        isObserving = false
        NotificationCenter.default.removeObserver(self)
        observations?.invalidate()
        observations = nil
        engine.touchCancelled()
        heldHide = nil
        forms.withdraw()
        trackedInput = nil
        lastMeasuredFocus = nil
        lastLayoutGeometry = nil
    }

    // MARK: - Next run-loop turn

    private enum NextTurnWork: Hashable {
        case caretUpdate, layoutCheck, focusCorrection, keyboardTransition, attach
    }

    /// Runs `work` on the next run-loop turn, once for any number of calls before then.
    private func scheduleOnNextTurn(_ kind: NextTurnWork, _ work: @escaping (KeyboardAvoidance) -> Void) {
        guard nextTurn.insert(kind).inserted else { return }
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.nextTurn.remove(kind)
            work(self)
        }
    }
}
#endif
