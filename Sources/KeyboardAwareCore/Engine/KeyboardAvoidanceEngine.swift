import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Decides, event by event, the insets and offset that keep the focused field of one scroll view
/// clear of the keyboard.
///
/// The engine owns no view. Each call takes a ``ScrollViewSnapshot`` of the scroll view as it is
/// and answers with the ``ScrollViewChanges`` to write; the caller applies them (the UIKit layer
/// to a real view, the simulator to its model). It remembers only what geometry cannot tell: the
/// app's own insets, the keyboard's last state, frame and extra inset, and the last keyboard
/// animation.
package struct KeyboardAvoidanceEngine: Sendable {
    /// What the engine does (distance, previous cell, undocked keyboards…). Changes take effect from
    /// the next event; decide ``KeyboardAvoidanceInput/options(_:)`` or
    /// ``KeyboardAvoidanceInput/enabled(_:)`` for them to take effect at once (the app's insets back
    /// when avoidance is turned off).
    package var options: KeyboardAvoidanceOptions {
        didSet { judgesKeyboardEvents = judgesNow }
    }

    // MARK: - State

    /// Where the keyboard was on the last accepted notification, as far as this scroll view goes.
    package internal(set) var keyboardState: KeyboardState = .hidden
    /// How much of the view's bottom the keyboard covers beyond the safe area UIKit already adds
    /// (`covered - system`, see *What is inset* in the behaviour rules), or `nil` when the content
    /// makes no room for it.
    package internal(set) var keyboardRoom: CGFloat?
    /// The last accepted keyboard end frame, in screen coordinates, for re-layout on resize.
    package internal(set) var lastKeyboardFrame: CGRect?
    /// The app's own `contentInset`: what the scroll view returns to when the keyboard hides.
    package internal(set) var baseContentInset: EdgeInsets
    /// The app's own `verticalScrollIndicatorInsets`.
    package internal(set) var baseIndicatorInset: EdgeInsets
    /// The last accepted `will…` animation with a non-zero duration: focus changes and the return
    /// key scroll with it so that they feel like the keyboard.
    package private(set) var lastKeyboardAnimation: KeyboardAnimation?
    /// The user's finger is on the scroll view: no offset writes until it lifts (Behaviour rules:
    /// *While a finger drags*).
    package internal(set) var isTouching = false
    /// A focus scroll asked for while the finger was down, run once when it lifts (Behaviour rules:
    /// *While a finger drags*).
    package internal(set) var heldFocusScroll: HeldFocusScroll?
    /// A hide of this app's keyboard held while an input still edits (Behaviour rules:
    /// *Held hides*).
    package internal(set) var heldHide: HeldHide?
    /// A keyboard the finger drags, or let go of and whose notification is awaited.
    package internal(set) var draggedKeyboard: DraggedKeyboard?
    /// The scene is in the background: keyboard events and tracked frames are ignored (Behaviour
    /// rules: *Scenes in the background*).
    package internal(set) var isInBackground = false {
        didSet { judgesKeyboardEvents = judgesNow }
    }
    /// Whether keyboard events are judged now: avoidance on and the scene in the foreground. One
    /// the engine does not judge teaches nothing about accessories (``KeyboardIntake``). Stored,
    /// kept as the two it follows change: it is read for every view at every notification, and
    /// the call of a computed property there copied the whole engine.
    package private(set) var judgesKeyboardEvents = true
    private var judgesNow: Bool { options.isEnabled && !isInBackground }
    /// What the app's keyboard observers were last told (Behaviour rules:
    /// *What observers are told*).
    package internal(set) var toldObservation = KeyboardObservation.initial
    /// Content pinned to the top of the visible region, with the blank space kept below the content
    /// for it (Behaviour rules: *Pinned content*).
    package internal(set) var pin: PinnedContent? {
        didSet { pinState = PinState(pin) }
    }
    /// Where the pin stands now. Stored, kept as ``pin`` changes: the UIKit layer reads it after
    /// every decision, where a computed property would be one more call into the core (as
    /// ``judgesKeyboardEvents`` is stored).
    package private(set) var pinState = PinState.none
    /// Whether `options.isInverted` was settled from the view's orientation
    /// (``settleOrientation(transformFlipsVertically:)``); the simulator's scenarios give it as
    /// an option and never settle it.
    package internal(set) var isOrientationSettled = false
    /// The wake-up scheduled for ``KeyboardAvoidanceDecision/wakeAt``: one timer per deadline.
    var wake = WakeUp()
    /// The screen, frame and window of the last input decided on screen: they stand in for a view
    /// outside its window (``ScrollViewSnapshot/isOnScreen``), so that a hide still gives the app
    /// its insets back there; `nil` until the view is first decided in a window.
    package internal(set) var lastScreenGeometry: LayoutGeometry?

    /// Creates an engine for one scroll view whose current insets are the app's own.
    ///
    /// - Parameters:
    /// - options: What the engine does; the defaults suit most forms.
    /// - baseContentInset: The scroll view's `contentInset` before any keyboard: what it returns to.
    /// - baseIndicatorInset: The scroll view's `verticalScrollIndicatorInsets` before any keyboard.
    package init(
        options: KeyboardAvoidanceOptions = KeyboardAvoidanceOptions(),
        baseContentInset: EdgeInsets = .zero, baseIndicatorInset: EdgeInsets = .zero
    ) {
        self.options = options
        self.baseContentInset = baseContentInset
        self.baseIndicatorInset = baseIndicatorInset
        judgesKeyboardEvents = judgesNow
    }

    /// Whether the keyboard is one the content currently makes room for.
    package var isAvoidingKeyboard: Bool { options.avoids(keyboardState) }

    /// The `contentInset` the scroll view should have now.
    package var appliedContentInset: EdgeInsets { appliedInset(.content) }
    /// The `verticalScrollIndicatorInsets` the scroll view should have now.
    var appliedIndicatorInset: EdgeInsets { appliedInset(.indicator) }

    /// The inset added to the app's bottom `contentInset` while the keyboard covers the view (to
    /// its top in an inverted view, Behaviour rules: *Inverted*).
    package var extraBottomInset: CGFloat {
        options.isInverted ? mirrored.extraInset(.content) : extraInset(.content)
    }
    /// The inset added to the app's bottom indicator inset: the same as ``extraBottomInset`` unless
    /// the app's own bottom insets count as room the keyboard covers (Behaviour rules:
    /// *What is inset*).
    package var extraIndicatorInset: CGFloat {
        options.isInverted ? mirrored.extraInset(.indicator) : extraInset(.indicator)
    }

    /// The extra on top of the app's own `property`: the keyboard's (Behaviour rules:
    /// *What is inset*), or for `contentInset` a pin's blank space when that is larger (Behaviour
    /// rules: *Pinned content*).
    private func extraInset(_ property: InsetProperty, room: CGFloat?? = nil) -> CGFloat {
        let keyboard = KeyboardOverlap.extraInset(
            room: room ?? keyboardRoom, appBottom: appInset(property).bottom, options: options)
        guard property == .content, let pin else { return keyboard }
        return max(keyboard, pin.blank(base: baseContentInset))
    }

    /// The blank space a pin keeps below the content now; 0 without a pin (Behaviour rules:
    /// *Pinned content*).
    package var pinBlank: CGFloat { pin?.blank(base: baseContentInset) ?? 0 }

    // MARK: - Keyboard notifications

    /// Handles one keyboard notification.
    ///
    /// Another app's keyboard (`isLocal == false`, iPad multitasking) covers the view all the
    /// same, so the insets follow it, but nothing of this app is being edited with it: no focus
    /// scroll runs for it (Behaviour rules: *Which keyboard events count*).
    ///
    /// - Parameters:
    ///   - notification: the notification's parsed `userInfo`.
    ///   - isOnScrollViewScreen: whether the notification's screen is the scroll view's screen.
    ///   - heightLeftOut: the height above the end frame that covers the view though the frame
    ///     leaves it out (Behaviour rules: *How much of the view the keyboard covers*).
    ///   - scrollView: the scroll view as it is before the change.
    ///   - focus: the focused field, when it is inside this scroll view.
    ///
    /// Inlined into its three callers: called, it read the notification its caller had just
    /// written, field by field, back in wide loads, which wait (about 4 ns of a keyboard event).
    @inline(__always)
    mutating func handle(
        _ notification: KeyboardNotification, isOnScrollViewScreen: Bool = true,
        heightLeftOut: CGFloat = 0, scrollView: ScrollViewSnapshot, focus: FocusedField?
    ) -> KeyboardAvoidanceDecision {
        var endFrame: CGRect?
        switch notification.endFrame {
        case .success(let frame): endFrame = frame
        case .failure(let problem):
            guard notification.kind.isHide else { return .ignored(problem) }
        }
        guard isOnScrollViewScreen else { return .ignored(.otherScreen) }
        guard options.isEnabled else { return .nothing }

        if notification.kind.isWill, notification.animation.isAnimated {
            lastKeyboardAnimation = notification.animation
        }
        let state = KeyboardState(
            kind: notification.kind, endFrame: endFrame, screen: scrollView.screenSize,
            window: scrollView.windowFrame)
        let leftOut = notification.kind.isHide ? 0 : heightLeftOut
        let covering = endFrame.map { KeyboardOverlap.coveringFrame(endFrame: $0, accessoryHeight: leftOut) }
        let animation = notification.kind.isWill ? notification.animation : nil
        // Another app's keyboard scrolls to no field; the focus is passed on as it came otherwise,
        // not copied into an optional of its own.
        guard notification.isLocal ?? true else {
            return layOutKeyboard(
                state: state, frame: covering, scrollView: scrollView, focus: nil, animation: animation)
        }
        return layOutKeyboard(state: state, frame: covering, scrollView: scrollView, focus: focus, animation: animation)
    }

    /// The scroll view started observing while a keyboard may already be up (it joined a window,
    /// its scene came back to the foreground, avoidance was turned on mid-edit): UIKit sends no
    /// notification for a keyboard that is already up, so the caller gives its frame
    /// (Behaviour rules: *Joining a keyboard already up*).
    ///
    /// Lays out as a `willShow` with that end frame and no animation would; with no frame known,
    /// as a `willHide`, which writes nothing when the keyboard is already hidden.
    ///
    /// - Parameters:
    ///   - keyboardFrame: everything the keyboard covers now, in screen coordinates (accessory
    ///     view included), or `nil` when no keyboard is known to be up.
    ///   - scrollView: the scroll view now.
    ///   - focus: the focused field, when it is inside this scroll view.
    mutating func attach(
        keyboardFrame: CGRect?, scrollView: ScrollViewSnapshot, focus: FocusedField?
    ) -> KeyboardAvoidanceDecision {
        let notification =
            keyboardFrame.map { KeyboardNotification(kind: .willShow, endFrame: $0) }
            ?? KeyboardNotification(kind: .willHide, endFrame: .failure(.missingEndFrame))
        return handle(notification, scrollView: scrollView, focus: focus)
    }

    /// Lays out for a keyboard in `state` covering `frame`: state, covered height, insets, focus
    /// scroll, clamp and lift (Behaviour rules: *Docked and undocked keyboards* to
    /// *When the keyboard hides*, *Content lift*), unless neither the
    /// state nor an extra changes (Behaviour rules: *Repeated events change nothing*). `frame`
    /// becomes the last keyboard frame either way. Inlined, as ``handle(_:isOnScrollViewScreen:heightLeftOut:scrollView:focus:)``
    /// is: called, it read back in wide loads the arguments just written (about 5 ns of `decide`).
    @inline(__always)
    mutating func layOutKeyboard(
        state: KeyboardState, frame: CGRect?, scrollView: ScrollViewSnapshot, focus: FocusedField?,
        animation: KeyboardAnimation?
    ) -> KeyboardAvoidanceDecision {
        // A keyboard frame taken in ends any rotation's wait (Behaviour rules:
        // *Rotation and resizing*): a pin's blank is measured with the geometry of now (Behaviour
        // rules: *Pinned content*), whatever brought the frame (a notification, a held hide applied
        // late, an attach, the end of a let-go wait).
        // Asked first: `pin?.measure` would run the pin's `didSet` even without a pin, on every
        // tracked frame.
        if pin != nil { pin?.measure(scrollView) }
        // Even an event that writes nothing is the last keyboard frame, and what it covers is what
        // an app's later write is weighed against (Behaviour rules: *Which keyboard events count*,
        // *Repeated events change nothing*).
        lastKeyboardFrame = frame
        keyboardRoom = KeyboardOverlap.keyboardRoom(
            state: state, keyboardFrame: frame, scrollView: scrollView, options: options)
        // Compared with the extra the scroll view holds, so that changes each too small to write
        // cannot add up unwritten.
        func changes(_ property: InsetProperty) -> Bool {
            let held = scrollView.inset(property).bottom - appInset(property).bottom
            return abs(extraInset(property) - held) > Tolerance.write
        }
        let changesExtra = changes(.content) || changes(.indicator)
        guard state != keyboardState || changesExtra else { return .nothing }
        let oldExtra = scrollView.contentInset.bottom - baseContentInset.bottom
        let cause = LiftCause(wasAtEnd: isAtEnd(scrollView), extraChange: writtenExtra(.content) - oldExtra)
        keyboardState = state
        return KeyboardAvoidanceDecision(
            changes: layout(scrollView, focus: focus, animation: animation, holdsFocusScroll: true, lift: cause))
    }

    // MARK: - Focus, caret, geometry

    /// A field began editing (again), or the return key moved focus: scroll it into view when the
    /// keyboard is up, with the keyboard's last animation.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view now.
    ///   - focus: the focused field, when it is inside this scroll view.
    ///   - isCorrection: the same focus measured again because it moved under the last scroll (a
    ///     text view's caret placed late, an off-screen row laid out with its real height): the
    ///     correction applies at once, like a caret move (Behaviour rules: *Animation*).
    mutating func focusChanged(
        scrollView: ScrollViewSnapshot, focus: FocusedField?,
        isCorrection: Bool = false
    ) -> KeyboardAvoidanceDecision {
        guard options.isEnabled, isAvoidingKeyboard, scrollView.makesRoomForKeyboard, let focus else { return .nothing }
        holdIfTouching(.field, focus: focus)
        let y = FocusScroller.offsetY(showing: focus, in: scrollView.viewport, options: options)
        let animation = isCorrection ? nil : lastKeyboardAnimation
        return KeyboardAvoidanceDecision(changes: offsetChange(to: y, in: scrollView, animation: animation))
    }

    /// The caret of a multi-line field moved: keep the caret (alone) in view, at once.
    mutating func caretMoved(scrollView: ScrollViewSnapshot, focus: FocusedField?) -> KeyboardAvoidanceDecision {
        guard options.isEnabled, isAvoidingKeyboard, scrollView.makesRoomForKeyboard, let focus, focus.isMultiline,
            focus.caretRect != nil
        else {
            return .nothing
        }
        holdIfTouching(.caret, focus: focus)
        let y = FocusScroller.offsetY(showing: focus, target: .caret, in: scrollView.viewport, options: options)
        return KeyboardAvoidanceDecision(changes: offsetChange(to: y, in: scrollView, animation: nil))
    }

    /// The screen, window, frame or safe area changed (rotation, Split View, Stage Manager, a
    /// form sheet moving): lay out again against the last keyboard frame (Behaviour rules:
    /// *Rotation and resizing*).
    ///
    /// A new screen size is a rotation: the last keyboard frame belongs to the old orientation,
    /// so it is forgotten and everything stays as it is until the keyboard reports its new frame
    /// (UIKit lays out for the rotation before that notification arrives). Any other change
    /// scrolls to the focused field only if that field showed before it: a view that merely moves
    /// does not pull back a field the user scrolled away from.
    ///
    /// - Parameters:
    ///   - before: the scroll view as it was last laid out (``ScrollViewSnapshot/placed(in:)``).
    ///   - after: the scroll view now.
    ///   - focus: the focused field, when it is inside this scroll view.
    ///   - isKeyboardTransition: the change is part of the keyboard's own transition (an iPad form
    ///     sheet moving up, a popover shrinking): it animates with the keyboard
    ///     (Behaviour rules: *Animation*).
    mutating func geometryChanged(
        from before: ScrollViewSnapshot, to after: ScrollViewSnapshot,
        focus: FocusedField?,
        isKeyboardTransition: Bool = false
    ) -> KeyboardAvoidanceDecision {
        guard options.isEnabled else { return .nothing }
        let animation = isKeyboardTransition ? lastKeyboardAnimation : nil
        let cause = LiftCause(wasAtEnd: isAtEnd(before))
        // Hidden, or waiting for the keyboard's frame in a new orientation (Behaviour rules:
        // *Rotation and resizing*): the lift alone.
        guard keyboardState != .hidden, let frame = lastKeyboardFrame else {
            return lifting(after, cause: cause, animation: animation)
        }
        let rotated = !Tolerance.isSameScreenSize(before.screenSize, after.screenSize)
        guard !rotated else {
            lastKeyboardFrame = nil
            return lifting(after, cause: cause, animation: animation)
        }
        let wasVisible = focus?.isVisible(in: before.viewport, defaultDistance: options.keyboardDistance) == true
        keyboardState = after.keyboardState(endFrame: frame)
        keyboardRoom = KeyboardOverlap.keyboardRoom(
            state: keyboardState, keyboardFrame: frame, scrollView: after, options: options)
        // A resize's focus scroll while the finger is down is dropped, not held (Behaviour rules:
        // *While a finger drags*).
        return KeyboardAvoidanceDecision(
            changes: layout(
                after, focus: wasVisible ? focus : nil, animation: animation, holdsFocusScroll: false, lift: cause))
    }

    /// The content changed size. When that makes the view start or stop scrolling vertically,
    /// UIKit adds or drops the safe area in `adjustedContentInset`, so the keyboard's inset is
    /// worked out again at once (no animation, no focus scroll): the safe area is then neither
    /// counted twice nor missed. The offset is clamped when the insets change (Behaviour rules:
    /// *When the keyboard hides*). A view kept at its end stays there (Behaviour rules:
    /// *Content lift*), keyboard or not.
    ///
    /// - Parameters:
    ///   - before: the scroll view's viewport with its old content size (and the insets UIKit
    ///     derived for it).
    ///   - scrollView: the scroll view with its new content size.
    mutating func contentSizeChanged(
        from before: Viewport, to scrollView: ScrollViewSnapshot
    ) -> KeyboardAvoidanceDecision {
        guard options.isEnabled else { return .nothing }
        let cause = LiftCause(wasAtEnd: before.isAtEnd)
        guard keyboardState != .hidden, let frame = lastKeyboardFrame else {
            return lifting(scrollView, cause: cause, animation: nil)
        }
        keyboardRoom = KeyboardOverlap.keyboardRoom(
            state: keyboardState, keyboardFrame: frame, scrollView: scrollView, options: options)
        return KeyboardAvoidanceDecision(
            changes: layout(scrollView, focus: nil, animation: nil, holdsFocusScroll: false, lift: cause))
    }

    /// Turns avoidance on or off (Behaviour rules: *Changing options*). Turning it off while the
    /// keyboard is up gives the app its own insets back at once.
    mutating func setEnabled(_ isEnabled: Bool, scrollView: ScrollViewSnapshot) -> KeyboardAvoidanceDecision {
        var new = options
        new.isEnabled = isEnabled
        return changeOptions(to: new, scrollView: scrollView, focus: nil)
    }

    // MARK: - The app's own insets

    /// The app's own value of `property`, without the keyboard's extra.
    package func appInset(_ property: InsetProperty) -> EdgeInsets {
        switch property {
        case .content: return baseContentInset
        case .indicator: return baseIndicatorInset
        }
    }

    /// The value `property` should have now, in the view's own coordinates: the app's own plus the
    /// keyboard's extra (at the top of an inverted view, Behaviour rules: *Inverted*).
    package func appliedInset(_ property: InsetProperty) -> EdgeInsets {
        options.isInverted ? InvertedMirror.insets(mirrored.decidedInset(property)) : decidedInset(property)
    }

    /// The value `property` should have in the view the rules decide on (an inverted view's
    /// mirror): the app's own plus the keyboard's extra at the bottom.
    func decidedInset(_ property: InsetProperty) -> EdgeInsets {
        appInset(property).addingBottom(writtenExtra(property))
    }

    /// The extra as written: one within the write tolerance is written as none. Decisions use the
    /// exact extra (Behaviour rules: *What is inset*, *Repeated events change nothing*), but a
    /// scroll view left at its own inset plus a hundredth of a point could never be written back on
    /// hide, since a value that close is never written (Behaviour rules:
    /// *Repeated events change nothing*), and the app's own insets must come back exactly
    /// (Behaviour rules: *What is inset*).
    private func writtenExtra(_ property: InsetProperty) -> CGFloat {
        let extra = extraInset(property)
        return extra > Tolerance.write ? extra : 0
    }

    // MARK: - Layout

    /// Insets for the current state, then the lift (Behaviour rules: *Content lift*) and the focus
    /// scroll from where it leaves the content; without a focus scroll, the clamp into the new
    /// range whenever the insets change (Behaviour rules: *When the keyboard hides*). An offset the
    /// app or the user left out of range while the insets stay as they are is left alone, as UIKit
    /// itself leaves it; so is any offset while the finger is down (Behaviour rules:
    /// *While a finger drags*), when a focus scroll is held for the lift if `holdsFocusScroll`.
    mutating func layout(
        _ scrollView: ScrollViewSnapshot, focus: FocusedField?,
        animation: KeyboardAnimation?, holdsFocusScroll: Bool, lift: LiftCause? = nil
    ) -> ScrollViewChanges {
        let inset = decidedInset(.content)
        let indicator = decidedInset(.indicator)
        let writesInset = !inset.isClose(to: scrollView.contentInset)
        let writesIndicator = !indicator.isClose(to: scrollView.indicatorInset)
        var viewport = scrollView.viewport(withContentInset: inset)
        if let lift, let lifted = liftedOffsetY(lift, in: viewport, scrollView: scrollView) {
            viewport.offsetY = lifted
        }
        var y = viewport.offsetY
        if isAvoidingKeyboard, scrollView.makesRoomForKeyboard, let focus {
            if holdsFocusScroll { holdIfTouching(.field, focus: focus) }
            y = FocusScroller.offsetY(showing: focus, in: viewport, options: options)
        } else if writesInset || writesIndicator {
            y = viewport.clampedOffsetY(y)
        }
        var changes = offsetChange(to: y, in: scrollView, animation: nil)
        if writesInset { changes.contentInset = inset }
        if writesIndicator { changes.indicatorInset = indicator }
        if let animation, animation.isAnimated, !changes.isEmpty { changes.animation = animation }
        return changes
    }

    /// The offset write to `y`, unless it is within the write tolerance or the finger is down.
    func offsetChange(
        to y: CGFloat, in scrollView: ScrollViewSnapshot,
        animation: KeyboardAnimation?
    ) -> ScrollViewChanges {
        guard !isTouching, abs(y - scrollView.contentOffset.y) > Tolerance.write else { return .none }
        let offset = CGPoint(x: scrollView.contentOffset.x, y: y)
        return ScrollViewChanges(contentOffset: offset, animation: animation?.isAnimated == true ? animation : nil)
    }
}
