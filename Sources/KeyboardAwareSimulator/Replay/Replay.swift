import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Replays a scenario through the same ``KeyboardAvoidanceEngine`` the UIKit layer uses.
package struct Replay: Sendable {
    /// The scenario being replayed, as read from its file.
    package internal(set) var scenario: Scenario
    /// The modelled scroll view, with every change the engine has written so far.
    package internal(set) var scrollView: SimulatedScrollView
    /// The engine, exactly as the UIKit layer's `KeyboardAvoidance` holds one; inspect it to see what it remembers.
    package private(set) var engine: KeyboardAvoidanceEngine
    /// Index into ``Scenario/fields`` of the field being edited, if any.
    package private(set) var focus: Int?
    /// The keyboard as the screen shows it, for drawings.
    package private(set) var keyboardFrame: CGRect?
    /// The engine's clock, in seconds: time passes only through `wait` events (Behaviour rules:
    /// *Held hides*).
    package private(set) var clock: TimeInterval = 0
    /// Whether each step carries its ``DecisionExplanation``: the simulator's `--explain` and the
    /// tests read it; the stress run, which replays millions of events and prints none, turns it
    /// off rather than build a string per event.
    package var explains = true
    /// The keyboard intake the UIKit layer's hub drives, here driven by the scenario's events.
    private var intake = KeyboardIntake<SimulatedInput>()
    /// The fields' text inputs, by index.
    private let fieldInputs: [SimulatedInput]
    /// A text input of the window outside the scroll view, and a composer's, in the keyboard's window.
    private let windowInput = SimulatedInput(field: nil)
    private let composerInput = SimulatedInput(field: nil)
    /// The inputs that left their window with no notification.
    private var inputsOutOfWindow: Set<ObjectIdentifier> = []
    /// The timers made for the decisions' wake-ups, as the UIKit layer makes one for each decision
    /// that carries a generation: the deadline, and the generation the engine is asked about when
    /// it fires.
    private var timers: [(deadline: TimeInterval, generation: Int)] = []

    /// Starts a replay with the scroll view as the scenario describes it and nothing focused.
    package init(_ scenario: Scenario) {
        self.scenario = scenario
        scrollView = SimulatedScrollView(scenario: scenario)
        fieldInputs = scenario.fields.indices.map { SimulatedInput(field: $0) }
        engine = KeyboardAvoidanceEngine(
            options: scenario.options,
            baseContentInset: scenario.scrollView.contentInset,
            baseIndicatorInset: scenario.scrollView.indicatorInset)
    }

    /// This replay with its model seen as `view` (the stress run sees a view out of its window in the
    /// geometry the engine decides it in, ``SimulatedScrollView/placed(as:)``).
    package func seeing(_ view: SimulatedScrollView) -> Replay {
        var replay = self
        replay.scrollView = view
        return replay
    }

    /// Every step of the scenario, in event order.
    package static func run(_ scenario: Scenario) -> [ReplayStep] {
        var replay = Replay(scenario)
        return scenario.events.indices.map { replay.step($0) }
    }

    /// Applies event `index` and reports the result.
    package mutating func step(_ index: Int) -> ReplayStep {
        let event = scenario.events[index]
        let decision = decide(event)
        let writes = scrollView.apply(decision.changes)
        // An inverted view is judged on its mirror, where the keyboard covers the bottom (Behaviour
        // rules: *Inverted*).
        let snapshot = scrollView.snapshot
        let mirror = engine.options.isInverted ? InvertedMirror(snapshot) : nil
        let viewport = mirror.map { $0.snapshot(snapshot).viewport } ?? snapshot.viewport
        let field = mirror.map { $0.focus(focusedField) } ?? focusedField
        let distance = field?.keyboardDistance ?? engine.options.keyboardDistance
        let safeArea = mirror == nil ? snapshot.systemInset.bottom : snapshot.systemInset.top
        let explanation =
            explains
            ? DecisionExplanation(decision, cause: event.cause, engine: engine, safeArea: safeArea)
            : nil
        return ReplayStep(
            eventIndex: index, event: event, scrollView: scrollView, keyboardState: engine.keyboardState,
            keyboardFrame: keyboardFrame, animation: decision.changes.animation, focus: focus,
            focusedRect: field.map { field in
                let rect = field.focusedRect(visibleHeight: viewport.visibleHeight, distance: distance)
                return mirror?.rect(rect) ?? rect
            },
            focusVisible: field?.isVisible(in: viewport, defaultDistance: engine.options.keyboardDistance),
            writes: writes, ignored: decision.ignoredBecause?.description, notify: decision.notifies,
            explanation: explanation)
    }

    // MARK: - Events

    /// The scenario event as the engine's one input, applied to the model as UIKit would apply the
    /// app's and the user's own changes; every event is decided by
    /// ``KeyboardAvoidanceEngine/decide(_:at:scrollView:focus:)``, as on a device.
    private mutating func decide(_ event: Scenario.Event) -> KeyboardAvoidanceDecision {
        switch event {
        case .keyboard(let event):
            var notification = KeyboardNotification(kind: event.kind, userInfo: event.userInfo.mapValues(\.boxed))
            notification.isLocal = notification.isLocal ?? event.isLocal
            let input = intakeInput(notification, event)
            notification = input.notification
            let decision = ask(.keyboard(input))
            if decision.ignoredBecause == nil, engine.heldHide?.event != notification {
                keyboardFrame = event.kind.isHide ? nil : try? notification.endFrame.get()
            }
            return decision
        case .attach(let keyboard):
            keyboardFrame = keyboard
            return ask(.attach(keyboardFrame: keyboard))
        case .foreground(let keyboard):
            keyboardFrame = keyboard
            return ask(.foreground(keyboardFrame: keyboard))
        case .background:
            return ask(.background)
        case .wait(let seconds):
            guard let seconds, seconds >= 0 else { return .ignored(.waitNotANonNegativeNumber) }
            clock += seconds
            return fireTimer()
        case .focus(let index):
            setFocus(index)
            return ask(.focus(isCorrection: false))
        case .blur:
            setFocus(nil)
            return ask(.blur)
        case .caret(let rect):
            guard let index = focus else { return .nothing }
            scenario.fields[index].caret = rect
            return ask(.caret)
        case .returnKey:
            guard let index = focus else { return .nothing }
            switch formStep(.next, from: index) {
            case .stay, .revealCell: return .nothing
            case .release:
                setFocus(nil)
                return ask(.blur)
            case .focus(let next):
                setFocus(next)
                return ask(.focus(isCorrection: false))
            }
        case .setContentInset(let inset):
            return appWrite(.content, inset)
        case .setIndicatorInset(let inset):
            return appWrite(.indicator, inset)
        case .scroll(let point):
            scrollView.userScroll(to: point)
            return ask(.userScroll)
        case .contentSize(let size):
            let before = scrollView.snapshot
            scrollView.contentSize = size
            return ask(.contentSize(before: before.viewport))
        case .resize(let resize):
            let before = scrollView.snapshot
            scrollView.resize(resize)
            return ask(.resize(before: before, isKeyboardTransition: resize.isKeyboardTransition))
        case .track(let frame):
            let decision = ask(.track(frame))
            if engine.lastKeyboardFrame == frame { keyboardFrame = engine.keyboardState == .hidden ? nil : frame }
            return decision
        case .touch(isDown: true):
            return ask(.touch(.down))
        case .touch(isDown: false):
            scrollView.bounce()
            return ask(.touch(.up))
        case .options(let change):
            return ask(.options(change.applied(to: engine.options)))
        case .pin(let y):
            return ask(.pin(y))
        case .pinMoved(let y):
            return ask(.pinMoved(y))
        case .inputLeftWindow:
            if let input = intake.editingInput { inputsOutOfWindow.insert(ObjectIdentifier(input)) }
            return .nothing
        case .layoutPass(let guide):
            return layoutPass(guide: guide)
        case .window(let isIn):
            return isIn ? joinWindow() : leaveWindow()
        }
    }

    /// The scroll view leaves its window, as the UIKit layer hears it: a field editing inside it
    /// ends editing first (UIKit resigns a first responder taken out of its window), decided while
    /// the view is still in place; then the wake-up scheduled is cancelled, and the view is read
    /// out of its window from now on.
    private mutating func leaveWindow() -> KeyboardAvoidanceDecision {
        guard scrollView.isInWindow else { return .nothing }
        var decision = KeyboardAvoidanceDecision.nothing
        if focus != nil {
            setFocus(nil)
            decision = ask(.blur)
        }
        scrollView.isInWindow = false
        engine.cancelWake()
        return decision
    }

    /// The scroll view joins a window again: it attaches to the keyboard as the last notification on
    /// its screen left it (Behaviour rules: *Joining a keyboard already up*; a file gives no
    /// keyboard layout guide here, and none is asked for).
    private mutating func joinWindow() -> KeyboardAvoidanceDecision {
        guard !scrollView.isInWindow else { return .nothing }
        scrollView.isInWindow = true
        let current = currentFrame(guide: nil, reads: simulatedReads(for: nil))
        guard current != .notYetKnown else { return .nothing }
        keyboardFrame = current.frame
        return ask(.attach(keyboardFrame: current.frame))
    }

    /// What the view would lay out under now, on its screen (the intake's answer to an attach).
    private mutating func currentFrame(
        guide: KeyboardSource.GuideReading?, reads: SimulatedReads
    ) -> KeyboardSource.Attach {
        let snapshot = scrollView.snapshot
        return intake.currentFrame(
            on: SimulatedReads.mainScreen, guide: guide, screenSize: snapshot.screenSize,
            windowFrame: snapshot.windowFrame, reads: reads
        ).attach
    }

    /// A layout pass, as the UIKit layer's: while a keyboard shows and the input being edited left
    /// its window with no notification, what the view would lay out under now is asked (the last
    /// notification, or the window's keyboard layout guide), and when that is no keyboard the view
    /// lays out as an attach with none (Behaviour rules: *Joining a keyboard already up*).
    private mutating func layoutPass(guide: KeyboardSource.GuideReading?) -> KeyboardAvoidanceDecision {
        let reads = simulatedReads(for: nil)
        guard KeyboardDoubt.asks(keyboardState: engine.keyboardState, doubt: intake.doubt(reads: reads)) else {
            return .nothing
        }
        let current = currentFrame(guide: guide, reads: reads)
        guard KeyboardDoubt.laysOutHidden(keyboardState: engine.keyboardState, current: current) else {
            return .nothing
        }
        keyboardFrame = nil
        return ask(.attach(keyboardFrame: nil))
    }

    /// A field begins editing (`nil`: the focused one ends), as its notifications tell the intake.
    private mutating func setFocus(_ index: Int?) {
        if let focus, focus != index { intake.inputEndedEditing(fieldInputs[focus]) }
        if let index { intake.inputBeganEditing(fieldInputs[index]) }
        focus = index
    }

    /// A keyboard notification through the keyboard intake, as the UIKit layer's hub and the
    /// scroll view's `KeyboardAvoidance` take it: the first responder the event describes is read; one
    /// that describes none gives what was measured (`accessory`, `accessoryHeight`), read from
    /// nothing.
    private mutating func intakeInput(
        _ notification: KeyboardNotification, _ event: Scenario.KeyboardEvent
    ) -> KeyboardAvoidanceInput.KeyboardInput {
        let tracked = focus.map { fieldInputs[$0] }
        var reads = simulatedReads(for: event)
        if let responder = event.responder {
            switch responder.lives {
            case .window: reads.firstResponder = responder.field.map { fieldInputs[$0] } ?? tracked ?? windowInput
            case .keyboardWindow: reads.firstResponder = composerInput
            case .viewController: reads.firstResponder = nil
            }
            // Its begin-editing came before, unless it posts its will-events first.
            if responder.beganEditing, let input = reads.firstResponder, input !== intake.editingInput {
                intake.inputBeganEditing(input)
            }
        }
        let origin = KeyboardIntake<SimulatedInput>.Origin(
            screen: event.onMainScreen ? SimulatedReads.mainScreen : SimulatedReads.otherScreen,
            screenSize: event.responder == nil ? nil : scrollView.snapshot.screenSize)
        var editing: SimulatedInput?
        guard var notice = intake.take(notification, from: origin, reads: reads, editing: &editing) else {
            return KeyboardAvoidanceInput.KeyboardInput(notification)
        }
        if event.responder == nil {
            notice.accessory = event.accessory
            notice.searchFieldHeight = CGFloat(event.accessoryHeight)
        }
        let taken = intake.keyboardInput(
            for: notice, editing: editing, scrollView: (), tracked: tracked, snapshot: scrollView.snapshot,
            judged: engine.judgesKeyboardEvents, reads: reads)
        // A field that posts `willShow` before its begin-editing is focused for it already.
        if let field = taken.startsTracking?.field { focus = field }
        return taken.keyboard
    }

    /// The views as the intake reads them for `event` (`nil`: a layout pass, no notification).
    private func simulatedReads(for event: Scenario.KeyboardEvent?) -> SimulatedReads {
        let snapshot = scrollView.snapshot
        return SimulatedReads(
            firstResponder: focus.map { fieldInputs[$0] }, responder: event?.responder, composer: event?.composer,
            screenSize: snapshot.screenSize,
            windowFrame: snapshot.windowFrame ?? CGRect(origin: .zero, size: snapshot.screenSize),
            inputsOutOfWindow: inputsOutOfWindow, viewIsInWindow: scrollView.isInWindow)
    }

    /// The engine's decision on `input`, now, for the scroll view as it is.
    /// A wait reached the deadlines of the timers made so far: they fire earliest first, and the
    /// first the engine still counts (``KeyboardAvoidanceEngine/wakeFires(_:)``) decides `.wake`, as
    /// the UIKit layer's timer does; one cancelled or replaced since fires into nothing. A wait that
    /// reaches none decides nothing. One wake per wait: a timer the wake makes, due already, fires
    /// at the next.
    private mutating func fireTimer() -> KeyboardAvoidanceDecision {
        timers.sort { $0.deadline < $1.deadline }
        while let timer = timers.first, Tolerance.isReached(timer.deadline, at: clock) {
            timers.removeFirst()
            if engine.wakeFires(timer.generation) { return ask(.wake) }
        }
        return .nothing
    }

    private mutating func ask(_ input: KeyboardAvoidanceInput) -> KeyboardAvoidanceDecision {
        let decision = engine.decide(input, at: clock, scrollView: scrollView.snapshot, focus: focusedField)
        if let deadline = decision.wakeAt, let generation = decision.wakeGeneration {
            timers.append((deadline, generation))
        }
        // A held hide applied by a wait, a blur or a did-event takes the keyboard off the drawing.
        if engine.keyboardState == .hidden, engine.heldHide == nil, decision.changes.contentInset != nil {
            keyboardFrame = nil
        }
        return decision
    }

    /// The app writes its own inset: UIKit stores what the engine puts on top of it, and that is
    /// the app's write, not the engine's; only a lift of the offset it causes is (Behaviour rules:
    /// *Content lift*).
    private mutating func appWrite(_ property: InsetProperty, _ inset: EdgeInsets) -> KeyboardAvoidanceDecision {
        var decision = ask(.appInset(property, inset, .replace))
        let applied = decision.changes
        if let inset = applied.contentInset { scrollView.contentInset = inset }
        if let inset = applied.indicatorInset { scrollView.indicatorInset = inset }
        decision.changes = ScrollViewChanges(contentOffset: applied.contentOffset)
        return decision
    }

    /// The focused field as the engine sees it, with the previous cell in tables and collections:
    /// the one drawn above it, which in an inverted view is the next one (Behaviour rules:
    /// *Inverted*).
    private var focusedField: FocusedField? {
        guard let index = focus else { return nil }
        let field = scenario.fields[index]
        var previousCell: CGRect?
        if scenario.scrollView.kind != .scroll, let cell = field.cell {
            let above = engine.options.isInverted ? cell + 1 : cell - 1
            if scenario.cells.indices.contains(above) { previousCell = scenario.cells[above] }
        }
        return FocusedField(
            frame: field.frame, isMultiline: field.isMultiline, caretRect: field.caret,
            previousCellFrame: previousCell, id: index)
    }
}
