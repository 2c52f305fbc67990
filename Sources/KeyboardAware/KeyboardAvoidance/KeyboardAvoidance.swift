#if canImport(UIKit)
import UIKit

/// Keeps the text input being edited in one scroll view visible above the keyboard.
///
/// Every ``KeyboardAwareScrollView``, ``KeyboardAwareTableView`` and ``KeyboardAwareCollectionView``
/// has one, and any scroll view can get one through ``UIKit/UIScrollView/keyboardAvoidance``. While
/// the keyboard covers the scroll view it adds the covered height to the bottom of the app's own
/// insets and scrolls the focused field (or a text view's caret) into view, with the keyboard's
/// animation; when the keyboard goes, the app's insets come back exactly. It also walks forms: the
/// return key, ``focusNextField()``, an optional Previous/Next/Done bar and tap to dismiss
/// (``options``).
///
/// It holds no policy. Each input (a notification, a layout pass, the finger, the app's write) is
/// read from the views as one input value, decided by the portable engine in one call,
/// and the decision is written back, its wake-up scheduled and its observers told. What it listens
/// to, and why each is needed, is in <doc:HowKeyboardAvoidanceObserves>.
@MainActor
public final class KeyboardAvoidance: NSObject {
    /// How the app's own writes to the scroll view's insets reach the engine.
    enum InsetWrites {
        /// A `KeyboardAware…` subclass overrides the setters and calls
        /// `storeAppWrite(_:_:store:)`.
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
        get { engine.options.isEnabled }
        set {
            guard newValue != engine.options.isEnabled else { return }
            if newValue {
                adoptCurrentInsetsIfObserved()
            } else {
                stopObserving()
            }
            decide(.enabled(newValue), newValue ? "enabled" : "disabled")
            if newValue { startObserving() }
        }
    }

    /// What this scroll view's avoidance does: distance, previous cell, undocked keyboards, content
    /// lift, the return key, the accessory bar, tap to dismiss. It starts from ``defaults``; a
    /// change takes effect at once: while the keyboard is up the scroll view is laid out again
    /// with the new options, so that the insets it holds are always the ones the engine expects
    /// (and the app's next write of its own is told from the kit's, see *What is inset* in the
    /// behaviour rules).
    public var options: KeyboardAvoidanceOptions {
        get { engine.options }
        set {
            var options = engine.resolvingOrientation(of: newValue) { flipsVertically }
            options.isEnabled = engine.options.isEnabled
            if options != engine.options { decide(.options(options), "options") }
            // What the engine took: a change it ignored as a whole (one that would turn an inverted
            // view upright) changes no form option either.
            forms.apply(engine.options)
        }
    }

    /// The bar `KeyboardAvoidanceOptions.showsAccessoryBar` installs, made on first use; its items
    /// and its toolbar are public so that an app can change them.
    public var accessoryBar: KeyboardAccessoryBar { forms.accessoryBar }

    // MARK: - What it knows

    /// The scroll view it serves; `nil` once that is gone.
    private(set) weak var scrollView: UIScrollView?
    /// The text input being edited inside the scroll view, if any.
    var focusedInput: UIView? { trackedInput }

    // MARK: - State

    /// All policy, and what it remembers between inputs.
    private(set) var engine: KeyboardAvoidanceEngine
    let insetWrites: InsetWrites
    /// Return key, Previous/Next, the accessory bar and tap to dismiss.
    let forms = FormNavigator()
    /// The app's observers of keyboard changes (``registerForKeyboardChanges(_:)``).
    let keyboardChanges = KeyboardChangeObservers()
    private(set) var isObserving = false
    /// The input being edited inside the scroll view.
    weak var trackedInput: UIView?
    /// What is observed on the views while observing: key-value observations, the pan recognizer.
    private(set) var observations: ViewObservations?
    /// The geometry and controller of the last decision: what a layout pass is compared with.
    private(set) var lastLayoutGeometry: LayoutGeometry?
    private(set) var lastAdjustedByController = false
    /// The focused field as measured for the last decision that had one: what a later measure is
    /// compared with, to correct a scroll made on a stale caret or an estimated row height.
    var lastMeasuredFocus: FocusedField?
    /// Work put off to the next run-loop turn, once however often it is asked for.
    private var nextTurn: Set<NextTurnWork> = []
    /// An attach waits for the window's keyboard layout guide to be laid out (Behaviour rules:
    /// *Joining a keyboard already up*): it is asked again at the next layout pass.
    var attachIsPending = false
    private var notices = OnceNotices()
    /// The row pinned to the top by index path, followed through updates (Behaviour rules:
    /// *Pinned content*).
    var pinnedRow: PinnedRow?
    /// The app's handler for reaching or leaving the end, and what it last heard.
    let endObservation = StateObservation(false)
    /// The app's handler for the pin's state, and what it last heard.
    let pinObservation = StateObservation(PinState.none)
    /// The debug overlay, while ``showsDebugOverlay`` is on.
    var debugOverlay: DecisionOverlay?

    // MARK: - Life cycle

    /// Use ``UIKit/UIScrollView/keyboardAvoidance`` to get a scroll view's `KeyboardAvoidance`.
    init(scrollView: UIScrollView, insetWrites: InsetWrites, isEnabled: Bool) {
        self.scrollView = scrollView
        self.insetWrites = insetWrites
        var options = Self.defaults
        options.isEnabled = isEnabled
        engine = KeyboardAvoidanceEngine(
            options: options, baseContentInset: EdgeInsets(scrollView.contentInset),
            baseIndicatorInset: EdgeInsets(scrollView.verticalScrollIndicatorInsets))
        super.init()
        // One observer of the keyboard for the process, from the first scroll view on.
        _ = KeyboardHub.shared
        forms.avoidance = self
        forms.apply(options)
        if Self.showsDebugOverlayEverywhere { debugOverlay = DecisionOverlay(scrollView: scrollView) }
        if isEnabled { startObserving() }
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: - Deciding

    /// Reads the views as they are now, for one input.
    var reader: ScrollViewSnapshotReader? {
        scrollView.map {
            ScrollViewSnapshotReader(
                scrollView: $0, focusedInput: trackedInput, pinnedHeaderHeight: engine.options.pinnedHeaderHeight,
                isInverted: isInverted)
        }
    }

    /// What the engine is asked about: the scroll view and the focused field as read.
    struct Reading {
        var snapshot: ScrollViewSnapshot
        var focus: FocusedField? = nil
        /// The focus is the tracked input's (not VoiceOver's element): a later measure of that
        /// input is compared with it.
        var isTrackedFocus = true
    }

    /// Reads the views (unless `reading` was read already), asks the engine once, and applies its
    /// decision: the writes, the observers, the wake-up. `nil` once the scroll view is gone.
    @discardableResult
    func decide(_ input: KeyboardAvoidanceInput, _ cause: String, reading: Reading? = nil)
        -> KeyboardAvoidanceDecision?
    {
        // A view never yet in a window is read with its insets alone; the engine decides which
        // inputs count for it.
        guard let reading = reading ?? readOrInsetsOnly() else { return nil }
        settleOrientation(reading)
        let decision = engine.decide(
            input, at: CACurrentMediaTime(), scrollView: reading.snapshot, focus: reading.focus)
        apply(decision, cause: cause, reading: reading)
        return decision
    }

    /// Asks the engine about an input whose inset the caller stores itself (an inset setter):
    /// the decision's inset is not written here, and observers hear of it at once, with no
    /// animation. The caller writes the decision's offset, the engine's lift, once the inset is
    /// stored.
    func decideWithoutWriting(_ input: KeyboardAvoidanceInput, _ cause: String, reading: Reading)
        -> KeyboardAvoidanceDecision
    {
        settleOrientation(reading)
        let decision = engine.decide(input, at: CACurrentMediaTime(), scrollView: reading.snapshot, focus: nil)
        Log.debug(DecisionLog.describe(decision, cause: cause, engine: engine, reading: reading))
        debugOverlay?.record(decision, cause: cause, engine: engine, reading: reading)
        if decision.notifies, let told = keyboardChanges.telling(engine) { UIView.performWithoutAnimation(told) }
        scheduleWake(for: decision)
        return decision
    }

    /// The scroll view and, unless `focus` is false, the focused field now, or `nil` without any
    /// screen geometry: outside a window before the engine ever decided the view in one (the
    /// engine's last geometry on screen stands in for it afterwards).
    func read(focus: Bool = true) -> Reading? {
        guard let reader, let snapshot = reader.snapshot(hasStandIn: engine.lastScreenGeometry != nil) else {
            return nil
        }
        return Reading(snapshot: snapshot, focus: focus ? reader.focus() : nil)
    }

    /// The view's orientation, settled the first time it is read in a window (Behaviour rules:
    /// *Inverted*): one Boolean read on every later input.
    private func settleOrientation(_ reading: Reading) {
        guard !engine.isOrientationSettled, reading.snapshot.isOnScreen, let scrollView else { return }
        engine.settleOrientation(transformFlipsVertically: ScrollViewSnapshotReader.flipsVertically(scrollView))
    }

    /// ``read()``, or the insets alone when there is no screen geometry: what every input is
    /// decided with (the engine decides which inputs count for a view never yet in a window).
    func readOrInsetsOnly(focus: Bool = true) -> Reading? {
        read(focus: focus) ?? readInsetsOnly()
    }

    /// The insets alone, with no screen geometry (`ScrollViewSnapshotReader.insetsOnly()`).
    private func readInsetsOnly() -> Reading? {
        reader.map { Reading(snapshot: $0.insetsOnly()) }
    }

    /// Logs and writes one decision, tells observers when it says so, and schedules the wake-up it
    /// asks for; remembers the geometry it was made in (for the next layout pass) and the focus it
    /// measured (for a later correction).
    private func apply(_ decision: KeyboardAvoidanceDecision, cause: String, reading: Reading) {
        let snapshot = reading.snapshot
        if snapshot.isOnScreen {
            lastLayoutGeometry = LayoutGeometry(snapshot)
            lastAdjustedByController = snapshot.isAdjustedByController
        }
        if let focus = reading.focus, reading.isTrackedFocus { lastMeasuredFocus = focus }
        Log.debug(DecisionLog.describe(decision, cause: cause, engine: engine, reading: reading))
        scheduleWake(for: decision)
        guard let scrollView else { return }
        notices.note(snapshot, of: scrollView, isInverted: engine.options.isInverted)
        let told = decision.notifies ? keyboardChanges.telling(engine) : nil
        ScrollViewWriter.write(decision.changes, to: scrollView, alongside: told, animation: decision.observerAnimation)
        pinObservation.tellOnNextTurn(engine.pinState)
        // Drawn as the decision leaves the view.
        debugOverlay?.record(decision, cause: cause, engine: engine, reading: reading)
    }

    /// Makes the timer `decision` asks for (a held hide's deadline, see *Held hides* in the
    /// behaviour rules; the end of a let-go wait, `DraggedKeyboard`): the engine says when one is
    /// to be made (once per deadline) and, when it fires, whether it still counts.
    private func scheduleWake(for decision: KeyboardAvoidanceDecision) {
        guard let time = decision.wakeAt, let generation = decision.wakeGeneration else { return }
        // The delay is measured before the dispatch clock is read, so that the timer fires at the
        // deadline or after it, never the few nanoseconds before that would find it not yet due.
        let delay = max(0, time - CACurrentMediaTime())
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
            guard let self, self.engine.wakeFires(generation) else { return }
            self.decide(.wake, "wake")
        }
    }

    /// Cancels the wake-up scheduled, if any (avoidance stopped, the view left its window): its
    /// timer fires into nothing.
    func cancelWake() {
        engine.cancelWake()
    }

    // MARK: - Start and stop

    func startObserving() {
        guard !isObserving, let scrollView else { return }
        isObserving = true
        // Keyboard notifications come parsed from the process's hub, which knows where the
        // keyboard is from its first use on (Behaviour rules: *Joining a keyboard already up*).
        KeyboardHub.shared.add(self)
        observeNotifications()
        observations = ViewObservations(of: scrollView, for: self, insets: insetWrites == .observed)
        #if DEBUG
        // A developer's aid, in debug builds only; it reads no manager through an accessor that
        // would create it (`SecondKeyboardManager.safeSelector`).
        SecondKeyboardManagerCheck.note(scrollView)
        #endif
        if ScreenSpace.isSceneInBackground(scrollView) { decide(.background, "scene in the background") }
        // A field may be editing already (avoidance turned on mid-edit, the view moved into a window),
        // under a keyboard that is already up (Behaviour rules: *Joining a keyboard already up*).
        adoptFirstResponder()
        attachToKeyboard(cause: "started observing")
    }

    func stopObserving() {
        guard isObserving else { return }
        isObserving = false
        KeyboardHub.shared.remove(self)
        NotificationCenter.default.removeObserver(self)
        cancelWake()
        attachIsPending = false
        observations?.invalidate()
        observations = nil
        decide(.touch(.cancelled), "stopped observing")
        forms.withdraw()
        trackedInput = nil
        lastMeasuredFocus = nil
        lastLayoutGeometry = nil
        debugOverlay?.remove()
    }

    /// A plain scroll view's insets may have been changed while avoidance was off.
    private func adoptCurrentInsetsIfObserved() {
        guard insetWrites == .observed, let scrollView else { return }
        for property in InsetProperty.allCases {
            let own = EdgeInsets(scrollView[keyPath: property.keyPath])
            decide(.appInset(property, own, .replace), "adopt the app's insets")
        }
    }

    // MARK: - Next run-loop turn

    enum NextTurnWork: Hashable {
        case caretUpdate, layoutCheck, focusCorrection, keyboardTransition, attach, foreground, keyboardDoubt
    }

    /// Whether `work` waits for the next run-loop turn.
    func isScheduled(_ work: NextTurnWork) -> Bool { nextTurn.contains(work) }

    /// Runs `work` on the next run-loop turn, once for any number of calls before then.
    func scheduleOnNextTurn(_ kind: NextTurnWork, _ work: @escaping (KeyboardAvoidance) -> Void) {
        guard nextTurn.insert(kind).inserted else { return }
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.nextTurn.remove(kind)
            work(self)
        }
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
}
#endif
