import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Replays a scenario through the same ``KeyboardAvoidanceEngine`` the UIKit layer uses.
package struct Replay: Sendable {
    /// The scenario being replayed, as read from its file.
    package private(set) var scenario: Scenario
    /// The modelled scroll view, with every change the engine has written so far.
    package private(set) var scrollView: SimulatedScrollView
    /// The engine, exactly as the UIKit adapter holds one; inspect it to see what it remembers.
    package private(set) var engine: KeyboardAvoidanceEngine
    /// Index into ``Scenario/fields`` of the field being edited, if any.
    package private(set) var focus: Int?
    /// The keyboard as the screen shows it, for drawings.
    package private(set) var keyboardFrame: CGRect?

    /// Starts a replay with the scroll view as the scenario describes it and nothing focused.
    package init(_ scenario: Scenario) {
        self.scenario = scenario
        scrollView = SimulatedScrollView(scenario: scenario)
        engine = KeyboardAvoidanceEngine(
            options: scenario.options,
            baseContentInset: scenario.scrollView.contentInset,
            baseIndicatorInset: scenario.scrollView.indicatorInset)
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
        let viewport = scrollView.snapshot.viewport
        let field = focusedField
        let distance = field?.keyboardDistance ?? engine.options.keyboardDistance
        return ReplayStep(
            eventIndex: index, event: event, scrollView: scrollView, keyboardState: engine.keyboardState,
            keyboardFrame: keyboardFrame, animation: decision.changes.animation, focus: focus,
            focusedRect: field?.focusedRect(visibleHeight: viewport.visibleHeight, distance: distance),
            focusVisible: field?.isVisible(in: viewport, defaultDistance: engine.options.keyboardDistance),
            writes: writes, ignored: decision.ignoredBecause?.description)
    }

    // MARK: - Events

    private mutating func decide(_ event: Scenario.Event) -> KeyboardAvoidanceDecision {
        switch event {
        case .keyboard(let event):
            var notification = KeyboardNotification(kind: event.kind, userInfo: event.userInfo.mapValues(\.boxed))
            notification.isLocal = notification.isLocal ?? event.isLocal
            let decision = engine.handle(
                notification, isOnScrollViewScreen: event.onMainScreen, accessory: event.accessory,
                accessoryHeight: CGFloat(event.accessoryHeight), scrollView: scrollView.snapshot, focus: focusedField)
            if decision.ignoredBecause == nil {
                keyboardFrame = event.kind.isHide ? nil : try? notification.endFrame.get()
            }
            return decision
        case .attach(let keyboard):
            let decision = engine.attach(keyboardFrame: keyboard, scrollView: scrollView.snapshot, focus: focusedField)
            if decision.ignoredBecause == nil { keyboardFrame = keyboard }
            return decision
        case .focus(let index):
            focus = index
            return engine.focusChanged(scrollView: scrollView.snapshot, focus: focusedField)
        case .blur:
            focus = nil
            return .nothing
        case .caret(let rect):
            guard let index = focus else { return .nothing }
            scenario.fields[index].caret = rect
            return engine.caretMoved(scrollView: scrollView.snapshot, focus: focusedField)
        case .returnKey:
            guard let index = focus else { return .nothing }
            switch formStep(.next, from: index) {
            case .stay, .revealCell: return .nothing
            case .release:
                focus = nil
                return .nothing
            case .focus(let next):
                focus = next
                return engine.focusChanged(scrollView: scrollView.snapshot, focus: focusedField)
            }
        case .setContentInset(let inset):
            scrollView.contentInset = engine.replaceAppInset(.content, with: inset)
            return .nothing
        case .setIndicatorInset(let inset):
            scrollView.indicatorInset = engine.replaceAppInset(.indicator, with: inset)
            return .nothing
        case .scroll(let point):
            scrollView.userScroll(to: point)
            return .nothing
        case .contentSize(let size):
            let before = scrollView.snapshot
            scrollView.contentSize = size
            return engine.contentSizeChanged(from: before, to: scrollView.snapshot)
        case .resize(let resize):
            let before = scrollView.snapshot
            scrollView.resize(resize)
            return engine.geometryChanged(
                from: before, to: scrollView.snapshot, focus: focusedField,
                isKeyboardTransition: resize.isKeyboardTransition)
        case .track(let frame):
            let decision = engine.track(keyboardFrame: frame, scrollView: scrollView.snapshot)
            if engine.lastKeyboardFrame == frame { keyboardFrame = engine.keyboardState == .hidden ? nil : frame }
            return decision
        case .touch(isDown: true):
            engine.touchBegan()
            return .nothing
        case .touch(isDown: false):
            scrollView.bounce()
            return engine.touchEnded(scrollView: scrollView.snapshot, focus: focusedField)
        }
    }

    /// The focused field as the engine sees it, with the previous cell in tables and collections.
    private var focusedField: FocusedField? {
        guard let index = focus else { return nil }
        let field = scenario.fields[index]
        var previousCell: CGRect?
        if scenario.scrollView.kind != .scroll, let cell = field.cell, cell > 0 {
            previousCell = scenario.cells[cell - 1]
        }
        return FocusedField(
            frame: field.frame, isMultiline: field.isMultiline, caretRect: field.caret,
            previousCellFrame: previousCell, id: index)
    }
}
