import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Content lift (Behaviour rules: *Content lift*): a view at its end stays at its end
/// (`whenAtEnd`), the content rides with the keyboard (`always`), or is pushed up by it and stays
/// there (`persistent`). The lift comes first; focus scrolling starts from where it leaves the
/// content.
extension KeyboardAvoidanceEngine {
    /// What the lift needs to know of the event that may cause it.
    struct LiftCause {
        /// The view was at its end before the event (`offset.y >= maxOffsetY - 1`).
        var wasAtEnd: Bool
        /// For a keyboard event, tracked frame or attach: the change of the `contentInset` extra it
        /// made (`always` moves the content by it, `persistent` when it grew); `nil` for resizes
        /// and content-size changes, which neither lifts.
        var extraChange: CGFloat?

        init(wasAtEnd: Bool, extraChange: CGFloat? = nil) {
            self.wasAtEnd = wasAtEnd
            self.extraChange = extraChange
        }
    }

    /// Whether `scrollView` rests at the end of its content, give or take a point.
    func isAtEnd(_ scrollView: ScrollViewSnapshot) -> Bool {
        scrollView.viewport.isAtEnd
    }

    /// Where the lift puts the content in `viewport` (the new insets), or `nil` when it does not
    /// move it: no lift asked for, the finger down (nothing is lifted, nothing held), or a view
    /// that makes no room for the keyboard (an upside-down chat table is the app's). Inlined: called
    /// apart from the mutating `layout`, it was handed a copy of the whole engine on every keyboard
    /// event.
    @inline(__always)
    func liftedOffsetY(_ cause: LiftCause, in viewport: Viewport, scrollView: ScrollViewSnapshot) -> CGFloat? {
        guard !isTouching, scrollView.makesRoomForKeyboard else { return nil }
        switch options.contentLift {
        case .never:
            return nil
        case .whenAtEnd:
            return cause.wasAtEnd ? viewport.maximumOffsetY : nil
        case .always:
            guard let change = cause.extraChange, change != 0 else { return nil }
            return viewport.clampedOffsetY(viewport.offsetY + change)
        case .persistent:
            guard let change = cause.extraChange, change > 0 else { return nil }
            return viewport.clampedOffsetY(viewport.offsetY + change)
        }
    }

    /// The lift alone, for an event that changes no keyboard inset: a resize while the keyboard is
    /// hidden or while a rotation waits for its new frame, a content-size change likewise. A pin's
    /// blank space (Behaviour rules: *Pinned content*) may still change the insets (not while a
    /// rotation waits, which keeps them; Behaviour rules: *Rotation and resizing*): the lift then
    /// measures the end with them.
    mutating func lifting(
        _ scrollView: ScrollViewSnapshot, cause: LiftCause, animation: KeyboardAnimation?
    ) -> KeyboardAvoidanceDecision {
        if pin != nil, !waitsForRotation {
            return KeyboardAvoidanceDecision(
                changes: layout(scrollView, focus: nil, animation: animation, holdsFocusScroll: false, lift: cause))
        }
        guard let y = liftedOffsetY(cause, in: scrollView.viewport, scrollView: scrollView) else { return .nothing }
        return KeyboardAvoidanceDecision(changes: offsetChange(to: y, in: scrollView, animation: animation))
    }

    /// The keyboard is up but its frame was forgotten by a rotation: the insets and offset stay as
    /// they are until its next notification (Behaviour rules: *Rotation and resizing*).
    var waitsForRotation: Bool { keyboardState != .hidden && lastKeyboardFrame == nil }
}
