import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The engine's single entry: every input, one decision.
extension KeyboardAvoidanceEngine {
    /// Decides what one input does to the scroll view: the writes and their animation, whether the
    /// app's observers are told (Behaviour rules: *What observers are told*), why the input was
    /// ignored, and when the engine next wants to be woken (a held hide's deadline, see
    /// *Held hides* in the behaviour rules; the wait after a dragged keyboard was let go,
    /// ``DraggedKeyboard``), with the generation of the timer to make for it when one is to be made.
    ///
    /// The UIKit layer and the simulator both call this, so a scenario replays what a device does.
    ///
    /// - Parameters:
    ///   - input: what happened.
    ///   - time: now, in seconds on any clock that only moves forward (the simulator's moves only
    ///     through `wait` events).
    ///   - scrollView: the scroll view as it is now (for `contentSize` and `resize`, after the
    ///     change).
    ///   - focus: the focused field, when it is inside this scroll view.
    ///
    /// A view outside its window (``ScrollViewSnapshot/isOnScreen`` false) is decided as if it were
    /// still where the last input decided on screen found it (``lastScreenGeometry``: its screen,
    /// frame and window, and UIKit's share of its insets there, the safe area, which UIKit reports
    /// as none out of a window), and so is what the input carries of it before (a resize's snapshot, a content-size
    /// change's viewport): a hide gives the app its insets back there, an extra written there is
    /// right once the view is back, and a controller taking the view over is no rotation. A view never yet decided on screen has no such geometry: only the inputs
    /// that change what the engine remembers are decided for it, with its insets alone (avoidance
    /// turned on or off in `viewDidLoad()`, the app's insets, the scene, the finger, a wake-up);
    /// the others wait for its first geometry and decide nothing.
    package mutating func decide(
        _ input: KeyboardAvoidanceInput, at time: TimeInterval, scrollView: ScrollViewSnapshot, focus: FocusedField?
    ) -> KeyboardAvoidanceDecision {
        guard scrollView.isOnScreen else {
            return decideOffScreen(input, at: time, scrollView: scrollView, focus: focus)
        }
        lastScreenGeometry = LayoutGeometry(scrollView)
        return decideInPlace(input, at: time, scrollView: scrollView, focus: focus)
    }

    /// ``decide(_:at:scrollView:focus:)`` for a view outside its window: apart, so that the
    /// values of a view on screen are passed on as they came, not copied into one of two.
    @inline(never)
    private mutating func decideOffScreen(
        _ input: KeyboardAvoidanceInput, at time: TimeInterval, scrollView: ScrollViewSnapshot, focus: FocusedField?
    ) -> KeyboardAvoidanceDecision {
        guard let last = lastScreenGeometry else {
            guard input.isDecidedBeforeAnyGeometry else { return .nothing }
            return decideInPlace(input, at: time, scrollView: scrollView, focus: focus)
        }
        return decideInPlace(
            input.placed(in: last, from: scrollView), at: time, scrollView: scrollView.placed(in: last), focus: focus)
    }

    /// ``decide(_:at:scrollView:focus:)`` once the geometry is settled. Inlined: the decision is
    /// then made where the caller returns it, not copied there.
    @inline(__always)
    private mutating func decideInPlace(
        _ input: KeyboardAvoidanceInput, at time: TimeInterval, scrollView: ScrollViewSnapshot, focus: FocusedField?
    ) -> KeyboardAvoidanceDecision {
        // An upside-down view is decided on its upright mirror (Behaviour rules: *Inverted*); an
        // upright one pays this branch alone.
        if options.isInverted { return decideOnMirror(input, at: time, scrollView: scrollView, focus: focus) }
        return decideUprightInPlace(input, at: time, scrollView: scrollView, focus: focus)
    }

    /// Whether the timer made for `generation` (``KeyboardAvoidanceDecision/wakeGeneration``)
    /// fires now: `false` for one cancelled or replaced since, which fires into nothing. When it
    /// fires, it is used up, and the caller decides ``KeyboardAvoidanceInput/wake``.
    package mutating func wakeFires(_ generation: Int) -> Bool {
        wake.fires(generation)
    }

    /// Cancels the wake-up scheduled (the view left its window, observing stopped): its timer
    /// fires into nothing.
    package mutating func cancelWake() {
        wake.cancel()
    }

    /// ``decide(_:at:scrollView:focus:)`` on an inverted view's mirror: apart, so that the body
    /// inlined into `decide` for an upright view is not inlined twice.
    @inline(never)
    mutating func decideUpright(
        _ input: KeyboardAvoidanceInput, at time: TimeInterval, scrollView: ScrollViewSnapshot, focus: FocusedField?
    ) -> KeyboardAvoidanceDecision {
        decideUprightInPlace(input, at: time, scrollView: scrollView, focus: focus)
    }

    /// ``decide(_:at:scrollView:focus:)`` for an upright view, or on an inverted view's mirror.
    /// Inlined into `decide`: the decision is then made where `decide` returns it, not copied.
    @inline(__always)
    private mutating func decideUprightInPlace(
        _ input: KeyboardAvoidanceInput, at time: TimeInterval, scrollView: ScrollViewSnapshot, focus: FocusedField?
    ) -> KeyboardAvoidanceDecision {
        var eventAnimation: KeyboardAnimation?
        // A pin's blank space is measured with the geometry of now before the event is laid out
        // (Behaviour rules: *Pinned content*), and kept as it was by an event that writes nothing
        // (ignored, or a hide held). Each rule writes only what differs from the view (Behaviour
        // rules: *Repeated events change nothing*), so an event's writes are its net effect
        // by construction; a held hide applied by its did-event takes the net of both
        // itself.
        let pinBefore = pin
        if pin != nil, measuresPin(for: input, scrollView: scrollView) { pin?.measure(scrollView) }
        var decision = route(input, at: time, scrollView: scrollView, focus: focus, animation: &eventAnimation)
        if pin != nil, writesNothing(input, decision) { pin = pinBefore }
        let now = observation(
            contentInset: decision.changes.contentInset ?? scrollView.contentInset,
            indicatorInset: decision.changes.indicatorInset ?? scrollView.indicatorInset)
        if now.differs(from: toldObservation) {
            toldObservation = now
            decision.notifies = true
            decision.observerAnimation = eventAnimation.flatMap { $0.isAnimated ? $0 : nil }
        }
        // A held hide goes first: a let-go waits until it is settled (`.wake` takes it only then).
        decision.wakeAt = heldHide?.deadline ?? draggedKeyboard?.letGoDeadline
        // One timer per deadline: asked for only when the deadline is new; a decision that asks
        // for none cancels the one scheduled.
        decision.wakeGeneration = wake.schedule(at: decision.wakeAt)
        return decision
    }

    /// What observers would be told of a scroll view holding these insets once the decision is
    /// written (Behaviour rules: *What observers are told*): the extras as applied, over the app's
    /// own, and of `contentInset` only what the keyboard adds beyond a pin's blank space (Behaviour
    /// rules: *Pinned content*); a frame forgotten by a rotation (Behaviour rules:
    /// *Rotation and resizing*) is no change.
    private func observation(contentInset: EdgeInsets, indicatorInset: EdgeInsets) -> KeyboardObservation {
        let isHidden = keyboardState == .hidden
        let extra = contentInset.bottom - baseContentInset.bottom
        return KeyboardObservation(
            state: keyboardState,
            extraContentInset: pin == nil ? extra : max(0, extra - pinBlank),
            extraIndicatorInset: indicatorInset.bottom - baseIndicatorInset.bottom,
            keyboardFrame: isHidden ? nil : lastKeyboardFrame ?? toldObservation.keyboardFrame)
    }

    /// Whether a change of content size can change anything (the lift, and the insets UIKit
    /// adjusts; Behaviour rules: *Content lift*, *What is inset*),
    /// so that the UIKit layer reads the views for it: while the keyboard is up, or while a view kept
    /// at its end (`wasAtEnd`, asked only then) is.
    package func needsContentSizeChange(wasAtEnd: () -> Bool) -> Bool {
        options.isEnabled
            && (keyboardState != .hidden || pin != nil || options.contentLift == .whenAtEnd && wasAtEnd())
    }

    // MARK: - Routing

    @inline(__always)
    private mutating func route(
        _ input: KeyboardAvoidanceInput, at time: TimeInterval, scrollView: ScrollViewSnapshot, focus: FocusedField?,
        animation: inout KeyboardAnimation?
    ) -> KeyboardAvoidanceDecision {
        switch input {
        case .keyboard:
            // Disabled, keyboard events are not judged at all: no reason is given (Behaviour
            // rules: *Turning avoidance off*).
            guard options.isEnabled else { return .nothing }
            guard !isInBackground else {
                draggedKeyboard = nil
                return .ignored(.sceneInBackground)
            }
            return keyboardEvent(input, at: time, scrollView: scrollView, focus: focus, animation: &animation)
        case .track(let frame):
            guard options.isEnabled else { return .nothing }
            guard !isInBackground else { return .ignored(.sceneInBackground) }
            guard frame.isFinite else { return .ignored(.trackedFrameNotFinite) }
            guard heldHide == nil else { return .nothing }
            return track(keyboardFrame: frame, scrollView: scrollView)
        case .attach(let frame):
            heldHide = nil
            draggedKeyboard = nil
            return attach(keyboardFrame: frame, scrollView: scrollView, focus: focus)
        case .background:
            isInBackground = true
            draggedKeyboard = nil
            return .nothing
        case .foreground(let frame):
            isInBackground = false
            heldHide = nil
            draggedKeyboard = nil
            return attach(keyboardFrame: frame, scrollView: scrollView, focus: focus)
        case .focus(let isCorrection):
            return focusChanged(scrollView: scrollView, focus: focus, isCorrection: isCorrection)
        case .blur:
            return applyHeldHide(at: time, scrollView: scrollView, focus: focus, animation: &animation)
        case .caret:
            return caretMoved(scrollView: scrollView, focus: focus)
        case .appInset(let property, let inset, let write):
            return appInsetWritten(property, inset, write, scrollView: scrollView)
        case .contentSize(let before):
            return contentSizeChanged(from: before, to: scrollView)
        case .resize(let before, let isKeyboardTransition):
            if !Tolerance.isSameScreenSize(before.screenSize, scrollView.screenSize), keyboardState != .hidden {
                heldHide?.keepThroughRotation(at: time)
            }
            return geometryChanged(
                from: before, to: scrollView, focus: focus, isKeyboardTransition: isKeyboardTransition)
        case .touch(.down):
            if !isTouching { beginDrag() }
            touchBegan()
            return .nothing
        case .touch(.up):
            let decision = touchEnded(scrollView: scrollView, focus: focus)
            letGoOfDrag(at: time)
            return decision
        case .touch(.cancelled):
            touchCancelled()
            draggedKeyboard = nil
            return .nothing
        case .enabled(let isEnabled):
            return setEnabled(isEnabled, scrollView: scrollView)
        case .options(let new):
            // Upside down or upright is the view's from the start (Behaviour rules: *Inverted*).
            guard new.isInverted == options.isInverted else { return .ignored(.invertedIsFixed) }
            return changeOptions(to: new, scrollView: scrollView, focus: focus)
        case .pin(let y):
            return pinContent(at: y, scrollView: scrollView)
        case .pinMoved(let y):
            return pinnedContentMoved(to: y, scrollView: scrollView)
        case .userScroll:
            pin?.isFollowed = false
            return .nothing
        case .wake:
            if let held = heldHide, held.isDue(at: time) {
                return applyHeldHide(at: time, scrollView: scrollView, focus: focus, animation: &animation)
            }
            return letGoIsDue(at: time, scrollView: scrollView, focus: focus)
        }
    }

    // MARK: - Keyboard events and held hides (Behaviour rules: *Held hides*)

    /// A keyboard notification: ignored (Behaviour rules: *Which keyboard events count*,
    /// *Bad input*), held (Behaviour rules: *Held hides*), or laid out; a did-event applies a held
    /// hide first.
    ///
    /// It and ``layOut(_:scrollView:focus:)`` take the input whole, a `.keyboard` one, and read
    /// the notification in place: passed on alone, it was copied into a new value at each call, at
    /// every view and event.
    private mutating func keyboardEvent(
        _ input: KeyboardAvoidanceInput, at time: TimeInterval, scrollView: ScrollViewSnapshot,
        focus: FocusedField?, animation: inout KeyboardAnimation?
    ) -> KeyboardAvoidanceDecision {
        // Whatever the event decides, on every return, it was a notification
        // (``keyboardNotified()``): first, so that no return comes before it.
        defer { keyboardNotified() }
        guard case .keyboard(let event) = input else { return .nothing }
        let notification = event.notification
        let kind = notification.kind
        if case .failure(let problem) = notification.endFrame, !kind.isHide { return .ignored(problem) }
        guard event.isOnScrollViewScreen else { return .ignored(.otherScreen) }
        guard options.isEnabled else { return .nothing }
        let isLocal = notification.isLocal ?? true
        // Whether a will-event hides the keyboard matters only to a hide held or to be held.
        let mayHold = heldHide != nil || options.holdHide > 0 && keyboardState != .hidden
        let hides =
            mayHold && kind.isWill
            && KeyboardState(
                kind: kind, endFrame: try? notification.endFrame.get(), screen: scrollView.screenSize,
                window: scrollView.windowFrame) == .hidden
        if let held = heldHide {
            if kind.isWill {
                heldHide = nil
                if hides, isLocal, !held.waitsForRotation, options.holdHide > 0 {
                    // A further hide replaces the held one; the time held goes on. With `holdHide`
                    // set to 0 meanwhile it is applied at once in its place (Behaviour rules:
                    // *Changing options*).
                    var replaced = held
                    replaced.replace(with: notification)
                    heldHide = replaced
                    return .nothing
                }
                // A show drops it; another app's hide, or a hide after a rotation, is applied at once.
            } else {
                var first = applyHeldHide(at: time, scrollView: scrollView, focus: focus, animation: &animation)
                let after = scrollView.applying(first.changes)
                let then = layOut(input, scrollView: after, focus: focus)
                first.changes.merge(then.changes)
                // The net of both, written in the held hide's animation.
                first.changes = first.changes.net(from: scrollView)
                first.changes.animation = first.changes.isEmpty ? nil : animation.flatMap { $0.isAnimated ? $0 : nil }
                return first
            }
        } else if hides, isLocal, options.holdHide > 0, keyboardState != .hidden,
            // An input still edits as the intake read it, else a field is focused. Not `??`: its
            // autoclosure captured the 145-byte focus, copied on entry to every keyboard event.
            event.isInputEditing == true || event.isInputEditing == nil && focus.isPresent
        {
            heldHide = HeldHide(notification, at: time, holding: options.holdHide)
            return .nothing
        }
        if kind.isWill { animation = notification.animation }
        return layOut(input, scrollView: scrollView, focus: focus)
    }

    /// A keyboard notification (`input`, a `.keyboard` one) laid out.
    private mutating func layOut(
        _ input: KeyboardAvoidanceInput, scrollView: ScrollViewSnapshot, focus: FocusedField?
    ) -> KeyboardAvoidanceDecision {
        guard case .keyboard(let event) = input else { return .nothing }
        return handle(
            event.notification, isOnScrollViewScreen: event.isOnScrollViewScreen, heightLeftOut: event.heightLeftOut,
            scrollView: scrollView, focus: focus)
    }

    /// Lays out the held hide as its will-event would have been, its duration shortened by the time
    /// it was held; then it is the last will-event (Behaviour rules: *Animation*) when any duration
    /// is left.
    private mutating func applyHeldHide(
        at time: TimeInterval, scrollView: ScrollViewSnapshot, focus: FocusedField?,
        animation: inout KeyboardAnimation?
    ) -> KeyboardAvoidanceDecision {
        guard let held = heldHide else { return .nothing }
        heldHide = nil
        let released = held.released(at: time)
        animation = released.animation
        return handle(released, scrollView: scrollView, focus: focus)
    }
}

extension KeyboardAvoidanceInput {
    /// Whether the input changes what the engine remembers, and so is decided for a view never yet
    /// on screen, with its insets alone; the others (keyboard frames, focus, content, geometry,
    /// the pin) need the view's place on screen and wait for it.
    fileprivate var isDecidedBeforeAnyGeometry: Bool {
        switch self {
        case .enabled, .options, .appInset, .background, .blur, .wake, .touch, .userScroll: true
        case .keyboard, .track, .attach, .foreground, .focus, .caret, .contentSize, .resize, .pin, .pinMoved: false
        }
    }

    /// The input of a view outside its window, what it carries of the view before placed in the
    /// same stand-in `geometry` as the view now (`now`, as read out of its window): a resize's
    /// snapshot taken off screen (a controller taking the view over or letting it go there), and a
    /// content-size change's viewport, whose height is the frame's and whose insets are the view's
    /// own plus the geometry's share, however they were read (the UIKit layer may place it
    /// already: adding the share to what was read would count it twice).
    fileprivate func placed(in geometry: LayoutGeometry, from now: ScrollViewSnapshot) -> KeyboardAvoidanceInput {
        switch self {
        case .resize(let before, let isKeyboardTransition) where !before.isOnScreen:
            return .resize(before: before.placed(in: geometry), isKeyboardTransition: isKeyboardTransition)
        case .contentSize(var before):
            before.frameHeight = geometry.frameInScreen.height
            before.adjustedTop = now.contentInset.top + geometry.systemInset.top
            before.adjustedBottom = now.contentInset.bottom + geometry.systemInset.bottom
            return .contentSize(before: before)
        default:
            return self
        }
    }
}

extension ScrollViewChanges {
    /// A change of one inset property alone.
    package init(_ property: InsetProperty, _ inset: EdgeInsets) {
        switch property {
        case .content: self.init(contentInset: inset)
        case .indicator: self.init(indicatorInset: inset)
        }
    }

    /// Adds `later` on top: its values win.
    fileprivate mutating func merge(_ later: ScrollViewChanges) {
        if let inset = later.contentInset { contentInset = inset }
        if let inset = later.indicatorInset { indicatorInset = inset }
        if let offset = later.contentOffset { contentOffset = offset }
    }

    /// The event's net effect on `scrollView` (one decision per event; Behaviour rules:
    /// *Repeated events change nothing*): a property that ends equal, within ``Tolerance/write``,
    /// to what the view holds is not written, even where the event applied two rules in turn;
    /// nothing written, no animation.
    fileprivate func net(from scrollView: ScrollViewSnapshot) -> ScrollViewChanges {
        var net = self
        if let inset = contentInset, inset.isClose(to: scrollView.contentInset) { net.contentInset = nil }
        if let inset = indicatorInset, inset.isClose(to: scrollView.indicatorInset) { net.indicatorInset = nil }
        if let offset = contentOffset, abs(offset.y - scrollView.contentOffset.y) <= Tolerance.write,
            abs(offset.x - scrollView.contentOffset.x) <= Tolerance.write
        {
            net.contentOffset = nil
        }
        if net.isEmpty { net.animation = nil }
        return net
    }
}
