import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Replays a scenario and checks, after every event, the promises of the engine's rules that must
/// hold whatever the input (see ``InvariantViolation/Invariant``).
///
/// The checker recomputes nothing the engine decides: it keeps its own record of what the app
/// set and what the events were, and judges the simulated scroll view after each step against
/// the engine's rules. Its conditions are derived so that every invariant is TRUE for a correct
/// engine (not loosened to pass, not tightened beyond the rules); the tolerances it allows are
/// exactly the rules' own (0.01 pt for writes, 0.5 pt for visibility).
package struct InvariantChecker {
    // MARK: - Tolerances

    /// The engine leaves a value alone when it is within ``Tolerance/write`` of the target, and
    /// judges the offset range with its own inset, which may differ from the view's by as much
    /// when that inset was not written. Both can add up.
    static let offsetTolerance = 2 * Tolerance.write + 1e-9

    // MARK: - What the checker remembers

    /// The options in force before the event being checked: the scenario's, then every `options`
    /// event's (Behaviour rules: *Changing options*).
    var options: KeyboardAvoidanceOptions
    /// The pinned content, from the `pin` events (Behaviour rules: *Pinned content*).
    var pin: PinRecord?
    /// The app's own latest insets: the scenario's, then every `setContentInset`/`setIndicatorInset`.
    var appInset: EdgeInsets
    var appIndicator: EdgeInsets
    /// The previous keyboard event, if no geometry change happened since it.
    private var previousKeyboardEvent: Scenario.Event?
    /// The view is out of its window (`window` events): decided in the geometry it last had in it,
    /// where no rotation happens, and on no screen of its own, so that every hide is its own.
    private var isOutOfWindow = false
    /// With `contentLift: always`, the last event showed the keyboard from hidden: the offset
    /// before it, and whether the lift had to be clamped (``InvariantViolation/Invariant/ridesBackWithTheKeyboard``).
    private var shownFrom: (offsetY: CGFloat, clamped: Bool)?
    /// Behaviour rules: *Held hides*, *Scenes in the background*, *What observers are told*, from
    /// the outside: the clock, the scene, what observers were told.
    var later: LaterRulesState
    /// A keyboard let go of, from the outside.
    var letGo: LetGoState
    /// For an inverted view, checked on its mirror (Behaviour rules: *Inverted*): the content
    /// height the mirror was last seen with. A pin's y in the mirror is `H - Y`, so it moves with
    /// `H` until the app moves the pin.
    private var mirrorContentHeight: CGFloat?

    /// A checker that starts from `scenario`'s options and the app's own insets.
    package init(_ scenario: Scenario) {
        options = scenario.options
        appInset = scenario.scrollView.contentInset
        appIndicator = scenario.scrollView.indicatorInset
        later = LaterRulesState(options: scenario.options)
        letGo = LetGoState(options: scenario.options)
    }

    // MARK: - Running

    /// The first violation in `scenario`, or `nil` when every event keeps every invariant.
    package static func firstViolation(in scenario: Scenario) -> InvariantViolation? {
        check(scenario).violations.values.min {
            $0.eventIndex < $1.eventIndex || $0.eventIndex == $1.eventIndex && $0.invariant < $1.invariant
        }
    }

    /// What replaying one scenario showed.
    package struct Outcome: Sendable {
        /// The first violation of each invariant that broke (the replay goes on after one, so
        /// a known failure of one invariant does not hide the others).
        package var violations: [InvariantViolation.Invariant: InvariantViolation] = [:]
        /// How many events actually tested each invariant (its precondition held), so that a
        /// run can show that no invariant passed by never being exercised.
        package var exercised = Coverage()
    }

    /// Events that exercised each invariant.
    package struct Coverage: Sendable {
        /// Events per invariant, in ``InvariantViolation/Invariant/allCases`` order.
        package private(set) var counts = [Int](repeating: 0, count: InvariantViolation.Invariant.allCases.count)

        /// No events counted yet.
        package init() {}

        /// The number of events that exercised `invariant`.
        package subscript(invariant: InvariantViolation.Invariant) -> Int {
            counts[Self.position[invariant]!]
        }

        mutating func count(_ invariant: InvariantViolation.Invariant) {
            counts[Self.position[invariant]!] += 1
        }

        /// Adds `other`'s counts, to total the coverage of many sequences.
        package mutating func add(_ other: Coverage) {
            for index in counts.indices { counts[index] += other.counts[index] }
        }

        private static let position = Dictionary(
            uniqueKeysWithValues:
                InvariantViolation.Invariant.allCases.enumerated().map { ($1, $0) })
    }

    /// Replays `scenario` to the end, checking every invariant after every event.
    ///
    /// An inverted view (Behaviour rules: *Inverted*) is checked on its upright mirror, where every
    /// rule holds as written: each step, the view before it and the replay after it are seen
    /// through ``InvertedMirror`` with the geometry of their moment.
    package static func check(_ scenario: Scenario) -> Outcome {
        var replay = Replay(scenario)
        replay.explains = false
        let isInverted = scenario.options.isInverted
        var checker = InvariantChecker(
            isInverted ? scenario.mirrored(by: InvertedMirror(replay.scrollView.snapshot)) : scenario)
        var outcome = Outcome()
        // Out of its window the view is checked as the engine decides it (`window` events): in the
        // geometry it last had in its window, or, never decided on screen, as read.
        var lastInWindow = replay.scrollView
        func asDecided(_ view: SimulatedScrollView, by engine: KeyboardAvoidanceEngine) -> SimulatedScrollView {
            view.isInWindow || engine.lastScreenGeometry == nil ? view : view.placed(as: lastInWindow)
        }
        for index in scenario.events.indices {
            let seenBefore = asDecided(replay.scrollView, by: replay.engine)
            let before = EngineState(replay.engine, scrollView: isInverted ? seenBefore.mirrored : seenBefore)
            var step = replay.step(index)
            step.scrollView = asDecided(step.scrollView, by: replay.engine)
            let seen = replay.seeing(asDecided(replay.scrollView, by: replay.engine))
            let violations =
                isInverted
                ? checker.check(step.mirrored, before: before, after: seen.mirrored, coverage: &outcome.exercised)
                : checker.check(step, before: before, after: seen, coverage: &outcome.exercised)
            if replay.scrollView.isInWindow { lastInWindow = replay.scrollView }
            for violation in violations where outcome.violations[violation.invariant] == nil {
                outcome.violations[violation.invariant] = violation
            }
        }
        return outcome
    }

    /// The engine's memory before an event, to tell what the event changed.
    struct EngineState {
        var keyboard: KeyboardState
        var extra: CGFloat
        var lastFrame: CGRect?
        var isTouching: Bool
        var screenSize: CGSize
        /// `contentOffset.y`, and whether it rested at the end of the content (Behaviour rules:
        /// *Content lift*).
        var offsetY: CGFloat
        var isAtEnd: Bool
        /// A hide held before the event (Behaviour rules: *Held hides*).
        var heldHide: HeldHide?
        /// The applied bottom `contentInset`, and the top of the visible band's offset terms
        /// (`adjusted.top + pinnedTop`), for a pinned row (Behaviour rules: *Pinned content*).
        var contentInsetBottom: CGFloat
        var topInset: CGFloat

        init(_ engine: KeyboardAvoidanceEngine, scrollView: SimulatedScrollView) {
            contentInsetBottom = scrollView.contentInset.bottom
            topInset = scrollView.adjustedContentInset.top + scrollView.pinnedTop
            heldHide = engine.heldHide
            keyboard = engine.keyboardState
            extra = engine.extraBottomInset
            lastFrame = engine.lastKeyboardFrame
            isTouching = engine.isTouching
            screenSize = scrollView.screenSize
            let viewport = scrollView.snapshot.viewport
            offsetY = viewport.offsetY
            isAtEnd = viewport.isAtEnd
        }
    }

    // MARK: - Checks

    mutating func check(
        _ step: ReplayStep, before: EngineState, after replay: Replay,
        coverage: inout Coverage
    ) -> [InvariantViolation] {
        let view = step.scrollView
        let index = step.eventIndex
        var found: [InvariantViolation] = []
        func fail(_ invariant: InvariantViolation.Invariant, _ detail: @autoclosure () -> String) {
            found.append(InvariantViolation(invariant, eventIndex: index, detail: detail()))
        }
        let wrote = step.writes.contentInset + step.writes.indicatorInset + step.writes.contentOffset
        let writes = "writes \(step.writes.contentInset)/\(step.writes.indicatorInset)/\(step.writes.contentOffset)"

        // Pinned content before the event (Behaviour rules: *Pinned content*): whether the blank
        // space held all of the extra.
        let pinnedBefore = pin
        let blankHeldBefore =
            pin.map { Self.holdsAll($0.blank(base: appInset), extra: before.contentInsetBottom - appInset.bottom) }
            ?? false
        if view.shortContentRestsAtEnd {
            // The mirror's pin `H - Y` follows `H` while the app's `Y` stays (Behaviour rules:
            // *Inverted*).
            let height = view.contentSize.height
            if let last = mirrorContentHeight { pin?.y += height - last }
            mirrorContentHeight = height
        }

        // Bookkeeping first: the app's own values are what the event says.
        var isDuplicate = false
        var isKeyboardEvent = false
        var isOnMainScreen = true
        // Another app's keyboard scrolls nothing (Behaviour rules: *Which keyboard events count*);
        // an attach lays out as a show (Behaviour rules: *Joining a keyboard already up*).
        var runsFocusScroll = false
        switch step.event {
        case .setContentInset(let inset): appInset = inset
        case .setIndicatorInset(let inset): appIndicator = inset
        case .resize, .contentSize, .track, .wait, .blur, .background, .options, .pin, .pinMoved, .inputLeftWindow,
            .layoutPass:
            previousKeyboardEvent = nil
        case .attach, .foreground:
            previousKeyboardEvent = nil
            runsFocusScroll = true
        case .window(let isIn):
            // Joining is decided as an attach.
            previousKeyboardEvent = nil
            runsFocusScroll = isIn
            isOutOfWindow = !isIn
            if !isIn { letGo.viewLeftWindow() }
        case .keyboard(let keyboard):
            isKeyboardEvent = true
            isOnMainScreen = keyboard.onMainScreen
            if case .bool(let isLocal)? = keyboard.userInfo[KeyboardNotification.Key.isLocal] {
                runsFocusScroll = isLocal
            } else {
                runsFocusScroll = keyboard.isLocal
            }
            if let previous = previousKeyboardEvent { isDuplicate = Self.isSame(previous, step.event) }
            previousKeyboardEvent = step.event
        default: break
        }

        coverage.count(.finiteOutput)
        coverage.count(.keepsAppInset)
        if replay.engine.keyboardState == .hidden { coverage.count(.hiddenRestoresAppInsets) }
        if !options.isEnabled { coverage.count(.disabledWritesNothing) }
        if isKeyboardEvent, !isOnMainScreen, options.isEnabled { coverage.count(.otherScreenIgnored) }
        if step.ignored != nil { coverage.count(.ignoredChangesNothing) }
        if isDuplicate { coverage.count(.duplicateWritesNothing) }

        // finiteOutput
        let inset = view.contentInset
        let indicator = view.indicatorInset
        let adjusted = view.adjustedContentInset
        let offset = view.contentOffset
        if !inset.isFinite || !indicator.isFinite || !adjusted.isFinite || !offset.x.isFinite || !offset.y.isFinite
            || !(step.animation.map { $0.duration.isFinite && $0.duration >= 0 } ?? true)
        {
            fail(
                .finiteOutput,
                "inset \(inset) indicator \(indicator) adjusted \(adjusted) offset \(offset) animation \(String(describing: step.animation))"
            )
        }

        // keepsAppInset: only the bottom edge grows, and never shrinks below the app's value.
        if inset.bottom < appInset.bottom || inset.top != appInset.top || inset.left != appInset.left
            || inset.right != appInset.right || indicator.bottom < appIndicator.bottom
            || indicator.top != appIndicator.top || indicator.left != appIndicator.left
            || indicator.right != appIndicator.right
        {
            fail(.keepsAppInset, "inset \(inset) vs app \(appInset); indicator \(indicator) vs app \(appIndicator)")
        }

        // The pin as the event leaves it (Behaviour rules: *Pinned content*), its blank measured
        // with the geometry of now unless a rotation waits for the keyboard's new frame (Behaviour
        // rules: *Rotation and resizing*).
        updatePin(step, engine: replay.engine)

        // hiddenRestoresAppInsets (plus a pin's blank space, see *Pinned content* in the behaviour
        // rules); disabled, the app's alone
        let blank = pin?.blank(base: appInset) ?? 0
        if replay.engine.keyboardState == .hidden || !replay.engine.options.isEnabled {
            let written = blank > Tolerance.write ? blank : 0
            if abs(inset.bottom - appInset.bottom - written) > Tolerance.write + 1e-9
                || EdgeInsets(top: inset.top, left: inset.left, bottom: appInset.bottom, right: inset.right) != appInset
                || indicator != appIndicator
            {
                fail(
                    .hiddenRestoresAppInsets,
                    "keyboard \(replay.engine.keyboardState), inset \(inset) vs app \(appInset) + blank \(blank); indicator \(indicator) vs app \(appIndicator)"
                )
            }
        }

        // disabledWritesNothing, otherScreenIgnored, ignoredChangesNothing
        if !options.isEnabled, wrote > 0 { fail(.disabledWritesNothing, writes) }
        // A view never decided on screen judges no keyboard event: it decides nothing. Out of its
        // window a view is on no screen, and every hide is its own.
        var isJudgedAsOtherScreen = replay.engine.lastScreenGeometry != nil
        if isOutOfWindow, case .keyboard(let keyboard) = step.event, keyboard.kind.isHide {
            isJudgedAsOtherScreen = false
        }
        if isKeyboardEvent, !isOnMainScreen, options.isEnabled, isJudgedAsOtherScreen, step.ignored == nil || wrote > 0
        {
            fail(.otherScreenIgnored, "ignored \(step.ignored ?? "nil"), \(writes)")
        }
        let now = EngineState(replay.engine, scrollView: replay.scrollView)
        if step.ignored != nil {
            if wrote > 0 || now.keyboard != before.keyboard || now.extra != before.extra
                || now.lastFrame != before.lastFrame
            {
                fail(
                    .ignoredChangesNothing,
                    "\(step.ignored!): \(writes), keyboard \(before.keyboard) -> \(now.keyboard), extra \(before.extra) -> \(now.extra)"
                )
            }
        }

        // duplicateWritesNothing
        if isDuplicate, wrote > 0 { fail(.duplicateWritesNothing, writes) }

        // offsetHeldWhileTouching: the finger was down before the event and still is.
        let isTouching = replay.engine.isTouching
        if before.isTouching, isTouching {
            coverage.count(.offsetHeldWhileTouching)
            if step.writes.contentOffset > 0 { fail(.offsetHeldWhileTouching, writes) }
        }

        // liftScrollsOnlyToTheField: a held focus scroll writes the offset alone and shows the field.
        if case .touch(isDown: false) = step.event, before.isTouching {
            coverage.count(.liftScrollsOnlyToTheField)
            if step.writes.contentInset + step.writes.indicatorInset > 0 { fail(.liftScrollsOnlyToTheField, writes) }
            if step.writes.contentOffset > 0, let focus = step.focus, !replay.scenario.fields[focus].isMultiline,
                case .hidden(let detail) = Self.focusVisibility(
                    replay.scenario.fields[focus], viewport: view.snapshot.viewport, distance: options.keyboardDistance)
            {
                fail(.liftScrollsOnlyToTheField, "field \(focus): \(detail)")
            }
        }

        // rotationWaitsForTheKeyboard
        if case .resize(let resize) = step.event, let screen = resize.screen, screen != before.screenSize,
            before.keyboard != .hidden, options.isEnabled, !isOutOfWindow
        {
            coverage.count(.rotationWaitsForKeyboard)
            // The lift still keeps a view at its end (Behaviour rules: *Content lift*): that offset
            // write alone is allowed.
            let lifts = options.contentLift == .whenAtEnd && before.isAtEnd && !before.isTouching
            let allowed = lifts ? step.writes.contentOffset : 0
            if wrote > allowed || now.keyboard != before.keyboard || now.extra != before.extra || now.lastFrame != nil {
                fail(
                    .rotationWaitsForKeyboard,
                    "\(writes), keyboard \(before.keyboard) -> \(now.keyboard), extra \(before.extra) -> \(now.extra)")
            }
        }

        // offsetInRange (not while the finger holds the content, which UIKit lets overscroll)
        let viewport = view.snapshot.viewport
        if wrote > 0, !isTouching {
            coverage.count(.offsetInRange)
            let low = viewport.minimumOffsetY - Self.offsetTolerance
            let high = viewport.maximumOffsetY + Self.offsetTolerance
            if !(offset.y >= low && offset.y <= high) {
                fail(
                    .offsetInRange,
                    "offset.y \(offset.y) outside [\(viewport.minimumOffsetY), \(viewport.maximumOffsetY)], \(writes)")
            }
        }

        // focusVisible
        let changed = now.keyboard != before.keyboard || abs(now.extra - before.extra) > Tolerance.write
        if runsFocusScroll, step.ignored == nil, options.isEnabled, changed, options.avoids(now.keyboard),
            !isTouching, let focus = step.focus
        {
            switch Self.focusVisibility(
                replay.scenario.fields[focus], viewport: viewport, distance: options.keyboardDistance)
            {
            case .notRequired: break
            case .shown: coverage.count(.focusVisible)
            case .hidden(let detail):
                coverage.count(.focusVisible)
                fail(.focusVisible, "field \(focus): \(detail)")
            }
        }
        // A view never decided on screen lifts nothing: a content change waits for its place.
        if replay.engine.lastScreenGeometry != nil {
            found += checkLift(step, before: before, now: now, coverage: &coverage)
        }
        found += checkPin(
            step, pinnedBefore: pinnedBefore, blankHeldBefore: blankHeldBefore, before: before, now: now,
            coverage: &coverage)
        found += checkPinMove(step, pinnedBefore: pinnedBefore, before: before, now: now, coverage: &coverage)
        found += later.check(
            step, before: before, engine: replay.engine, appInset: appInset, appIndicator: appIndicator, blank: blank,
            coverage: &coverage)
        // No finger reaches a view out of its window, and its let-go waits for the next attach.
        if !isOutOfWindow { found += letGo.check(step, before: before, engine: replay.engine, coverage: &coverage) }
        if case .options(let change) = step.event {
            options = change.applied(to: options)
            later.options = options
            letGo.options = options
        }
        return found
    }

    // MARK: - Content lift, from the outside

    /// ``InvariantViolation/Invariant/staysAtEnd`` and ``InvariantViolation/Invariant/ridesBackWithTheKeyboard``.
    mutating func checkLift(
        _ step: ReplayStep, before: EngineState, now: EngineState, coverage: inout Coverage
    ) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        let fingerUp = !before.isTouching && !now.isTouching
        let lifts: Bool
        switch step.event {
        case .keyboard, .attach, .resize: lifts = step.focus == nil || !options.avoids(now.keyboard)
        case .track, .contentSize: lifts = true
        default: lifts = false
        }
        if options.contentLift == .whenAtEnd, options.isEnabled, fingerUp, lifts, before.isAtEnd {
            coverage.count(.staysAtEnd)
            if !now.isAtEnd {
                found.append(
                    InvariantViolation(
                        .staysAtEnd, eventIndex: step.eventIndex,
                        detail: "offset.y \(before.offsetY) -> \(now.offsetY), no longer at the end"))
            }
        }

        guard options.contentLift == .always, options.isEnabled else { return found }
        let isKeyboardEvent: Bool
        if case .keyboard = step.event { isKeyboardEvent = true } else { isKeyboardEvent = false }
        // Where the content goes when it moves by exactly the extra's change, and whether that lies
        // outside the range the new insets allow (a clamp bit).
        let viewport = step.scrollView.snapshot.viewport
        let unclamped = before.offsetY + (now.extra - before.extra)
        let clamps =
            unclamped < viewport.minimumOffsetY - Self.offsetTolerance
            || unclamped > viewport.maximumOffsetY + Self.offsetTolerance
        let previous = shownFrom
        // Shown from hidden by a keyboard event, with no field to scroll to and the finger up.
        if isKeyboardEvent, before.keyboard == .hidden, now.keyboard != .hidden, step.focus == nil, fingerUp {
            shownFrom = (before.offsetY, clamps)
        } else {
            shownFrom = nil
        }
        if isKeyboardEvent, let shown = previous, before.keyboard != .hidden, now.keyboard == .hidden,
            step.focus == nil, fingerUp, !shown.clamped, !clamps
        {
            coverage.count(.ridesBackWithTheKeyboard)
            if abs(now.offsetY - shown.offsetY) > Self.offsetTolerance {
                found.append(
                    InvariantViolation(
                        .ridesBackWithTheKeyboard, eventIndex: step.eventIndex,
                        detail: "offset.y \(shown.offsetY) before the show, \(now.offsetY) after the hide"))
            }
        }
        return found
    }

    // MARK: - Focus scrolling, from the outside

    /// Whether focus scrolling must show the focused field, and whether it does (Behaviour rules:
    /// *When the offset moves*).
    enum FocusVisibility {
        /// Focus scrolling cannot guarantee it (too tall, or clamping stands in the way).
        case notRequired
        case shown
        case hidden(String)
    }

    /// Whether the focused field must be visible, and is.
    ///
    /// Focus scrolling (Behaviour rules: *When the offset moves*) scrolls the least so that `T`
    /// (the focused rect `R` with `distance` below it, plus perhaps the previous cell) lies in the
    /// visible band, then clamps the offset. Let `V` be the visible height and `H` the content
    /// height. If `R.height + distance <= V`, `T` fits, and:
    /// - unclamped, `T` (so `R`) lies in the band;
    /// - clamped at the top, the band is `[P, P + V]` (`P` the pinned header's height) and `T`
    ///   ended above its bottom, so `R` shows iff `R.minY >= P`;
    /// - clamped at the bottom, the band ends at `H` (or is `[0, V]` with `V >= H` when the
    ///   content is shorter than the band) and `T` started inside, so `R` shows iff `R.maxY <= H`.
    /// So `R` must show whenever `R.height + distance <= V`, `R.minY >= 0` and
    /// `R.maxY + distance <= H`. That is the precondition; the check is the visibility test of
    /// the simulator's output format (0.5 pt tolerance).
    static func focusVisibility(_ field: Scenario.Field, viewport: Viewport, distance: CGFloat) -> FocusVisibility {
        let visibleHeight = viewport.visibleHeight
        var rect = field.frame.standardized
        if field.isMultiline, let caret = field.caret, Tolerance.isTaller(rect.height + distance, than: visibleHeight) {
            rect = caret.standardized
        }
        guard distance >= 0, !Tolerance.isTaller(rect.height + distance, than: visibleHeight),
            rect.minY >= viewport.pinnedTop,
            rect.maxY + distance <= viewport.contentHeight
        else { return .notRequired }
        let top = viewport.visibleTop
        let bottom = viewport.visibleBottom
        guard rect.minY < top - Tolerance.visibility || rect.maxY > bottom + Tolerance.visibility else { return .shown }
        return .hidden(
            "rect \(rect) outside visible band [\(top), \(bottom)] (offset \(viewport.offsetY), content \(viewport.contentHeight))"
        )
    }

    // MARK: - Sameness

    /// Whether two events are the same notification, bit for bit (NaN equals NaN here: a
    /// duplicated malformed notification is still a duplicate).
    static func isSame(_ a: Scenario.Event, _ b: Scenario.Event) -> Bool {
        guard case .keyboard(let a) = a, case .keyboard(let b) = b, a.kind == b.kind, a.onMainScreen == b.onMainScreen,
            a.isLocal == b.isLocal, a.accessoryHeight.bitPattern == b.accessoryHeight.bitPattern,
            a.accessory.map(Self.bits) == b.accessory.map(Self.bits), a.userInfo.count == b.userInfo.count,
            a.responder == b.responder, a.composer.map(Self.bits) == b.composer.map(Self.bits)
        else { return false }
        return a.userInfo.allSatisfy { key, value in b.userInfo[key].map { isSame(value, $0) } ?? false }
    }

    /// A rect's components bit for bit, so that NaN equals NaN.
    static func bits(_ rect: CGRect) -> [UInt64] {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0).bitPattern }
    }

    static func isSame(_ a: Scenario.UserInfoValue, _ b: Scenario.UserInfoValue) -> Bool {
        switch (a, b) {
        case (.rect(let x), .rect(let y)): return bits(x) == bits(y)
        case (.number(let x), .number(let y)): return x.bitPattern == y.bitPattern
        default: return a == b
        }
    }
}
