import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Rule 21, pinned content: the row the app pinned stays at the top of the visible region while
/// the blank space below the content lasts, the keyboard absorbed by that space.
extension KeyboardAvoidanceEngine {
    /// Pins content y = `y` to the top, or ends the pin with `nil`: the insets with (or without)
    /// the blank space, and the offset that shows the pinned row at the top (the offset clamped
    /// when the pin ends), at once. A disabled engine changes nothing; while the finger is down the
    /// scroll is not written, the insets are.
    mutating func pinContent(at y: CGFloat?, scrollView: ScrollViewSnapshot) -> KeyboardAvoidanceDecision {
        guard options.isEnabled else { return .nothing }
        guard let y, y.isFinite else {
            guard y == nil, pin != nil else { return y == nil ? .nothing : .ignored(.pinNotFinite) }
            pin = nil
            return KeyboardAvoidanceDecision(
                changes: layout(scrollView, focus: nil, animation: nil, holdsFocusScroll: false))
        }
        let pinned = PinnedContent(y: y, in: scrollView)
        pin = pinned
        let inset = appliedContentInset
        let viewport = scrollView.viewport(withContentInset: inset)
        var changes = offsetChange(
            to: viewport.clampedOffsetY(pinned.offsetY(in: viewport)), in: scrollView, animation: nil)
        if !inset.isClose(to: scrollView.contentInset) { changes.contentInset = inset }
        let indicator = appliedIndicatorInset
        if !indicator.isClose(to: scrollView.indicatorInset) { changes.indicatorInset = indicator }
        return KeyboardAvoidanceDecision(changes: changes)
    }

    /// Whether `input` measures the pin's blank space with the geometry of now: every input but
    /// those during a rotation's wait for the keyboard's new frame (rule 7a), which keep it until
    /// the keyboard notification that follows.
    func measuresPin(for input: KeyboardAvoidanceInput, scrollView: ScrollViewSnapshot) -> Bool {
        switch input {
        case .keyboard, .attach, .foreground, .pin: return true
        case .resize(let before, _):
            let rotates = before.screenSize != scrollView.screenSize
            return !(keyboardState != .hidden && rotates) && !waitsForRotation
        default:
            return !waitsForRotation
        }
    }

    /// After the event's own decision: an ignored event, or a hide held (rule 17), measures nothing,
    /// as it writes nothing; the event that ended a rotation's wait (rule 7a) without being
    /// measured first (a held hide applied later) measures now.
    mutating func remeasurePin(
        after input: KeyboardAvoidanceInput, _ decision: KeyboardAvoidanceDecision, before: PinnedContent?,
        measured: Bool, _ scrollView: ScrollViewSnapshot
    ) {
        var isHeld = false
        if case .keyboard = input, heldHide != nil { isHeld = true }
        if decision.ignoredBecause != nil || isHeld {
            pin = before
        } else if !measured, pin != nil, !waitsForRotation {
            pin?.measure(scrollView)
        }
    }

    /// After an event, the `contentInset` the pin's blank space asks for now, if the event's own
    /// changes leave it out (content that grew below shrinks the blank): written with the event's
    /// animation, the offset clamped into the new range (rule 6; not while the finger is down).
    func keepPinBlank(_ changes: inout ScrollViewChanges, scrollView: ScrollViewSnapshot, animation: KeyboardAnimation?)
    {
        // A rotation's wait keeps the insets as they are, the blank included (rule 7a).
        guard options.isEnabled, !waitsForRotation else { return }
        let inset = appliedContentInset
        guard !inset.isClose(to: changes.contentInset ?? scrollView.contentInset) else { return }
        changes.contentInset = inset
        let after = scrollView.applying(changes)
        let y = after.viewport.clampedOffsetY(after.contentOffset.y)
        if !isTouching, abs(y - after.contentOffset.y) > Tolerance.write {
            changes.contentOffset = CGPoint(x: after.contentOffset.x, y: y)
        }
        // The net of the event's own changes and these (section 3).
        changes = changes.net(from: scrollView)
        if changes.isEmpty {
            changes.animation = nil
        } else if changes.animation == nil, let animation, animation.isAnimated {
            changes.animation = animation
        }
    }
}
