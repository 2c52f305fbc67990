import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The finger on the content (Behaviour rules: *While a finger drags*): while the user drags the
/// scroll view the engine never writes its offset, and a focus scroll asked for meanwhile runs once
/// when the finger lifts.
extension KeyboardAvoidanceEngine {
    /// The user's finger began dragging the scroll view (a pan that began, an interactive keyboard
    /// dismissal; a tap that has not moved is no drag). Until it lifts, the engine never writes the
    /// offset; insets are still written. A second call while the finger is down changes nothing.
    mutating func touchBegan() {
        guard !isTouching else { return }
        isTouching = true
        heldFocusScroll = nil
    }

    /// The finger lifted. UIKit bounces content left out of range back by itself; the engine
    /// measures from where that bounce ends, whether `scrollView` was read before it (a device,
    /// where it takes a moment) or after it (the simulator).
    ///
    /// When something asked for a focus scroll while the finger was down, and the keyboard is
    /// still one the content makes room for and the field focused at the last ask is still
    /// focused, that scroll runs now, once, with the keyboard's last animation (caret only if every
    /// ask was a caret move). Otherwise nothing is written: a field the user dragged away from
    /// stays where they left it.
    ///
    /// - Parameters:
    ///   - scrollView: the scroll view as the finger leaves it.
    ///   - focus: the focused field now, when it is inside this scroll view.
    mutating func touchEnded(scrollView: ScrollViewSnapshot, focus: FocusedField?) -> KeyboardAvoidanceDecision {
        isTouching = false
        guard let held = heldFocusScroll else { return .nothing }
        heldFocusScroll = nil
        guard options.isEnabled, isAvoidingKeyboard, scrollView.makesRoomForKeyboard, let focus,
            focus.id == held.fieldID
        else {
            return .nothing
        }
        // Measured from where UIKit's bounce leaves the content, not from an overscroll.
        var bounced = scrollView
        bounced.contentOffset.y = scrollView.viewport.clampedOffsetY(scrollView.contentOffset.y)
        let y = FocusScroller.offsetY(
            showing: focus, target: held.isCaretOnly ? .caret : .field, in: bounced.viewport, options: options)
        return KeyboardAvoidanceDecision(changes: offsetChange(to: y, in: bounced, animation: lastKeyboardAnimation))
    }

    /// The finger's drag is over without a lift to act on (observing stopped): nothing held runs.
    mutating func touchCancelled() {
        isTouching = false
        heldFocusScroll = nil
    }

    /// Notes, while the finger is down, that a focus scroll for `target` was asked for: the lift
    /// runs it (``touchEnded(scrollView:focus:)``).
    mutating func holdIfTouching(_ target: FocusScroller.Target, focus: FocusedField) {
        guard isTouching else { return }
        let isCaretOnly = target == .caret && (heldFocusScroll?.isCaretOnly ?? true)
        heldFocusScroll = HeldFocusScroll(fieldID: focus.id, isCaretOnly: isCaretOnly)
    }
}

// MARK: - A keyboard the finger drags

extension KeyboardAvoidanceEngine {
    /// The finger came down: a keyboard up now may be dragged from where it rests, which is where
    /// an earlier drag found it if no notification came since the finger let go of it (even while
    /// a rotation waits for the keyboard's new frame, see *Rotation and resizing* in the behaviour
    /// rules, so that a notification under the finger can still say where it rests).
    mutating func beginDrag() {
        guard keyboardState != .hidden,
            let resting = DraggedKeyboard.restingFrame(earlier: draggedKeyboard, lastFrame: lastKeyboardFrame)
        else {
            draggedKeyboard = nil
            return
        }
        draggedKeyboard = DraggedKeyboard(resting: resting)
    }

    /// The finger lifted at `time`: a keyboard it moved waits `letGoWait` for its notification
    /// (``DraggedKeyboard``); one it did not move is forgotten.
    mutating func letGoOfDrag(at time: TimeInterval) {
        guard var drag = draggedKeyboard, options.letGoWait > 0, keyboardState != .hidden,
            let last = lastKeyboardFrame, abs(last.minY - drag.resting.minY) > Tolerance.write
        else {
            draggedKeyboard = nil
            return
        }
        drag.letGoDeadline = time + options.letGoWait
        draggedKeyboard = drag
    }

    /// A keyboard notification reached the engine. After a lift it ends the wait: it says where
    /// the keyboard is. Under the finger (a drag begun while the keyboard still animated in) it
    /// says where the keyboard rests, which the drag is measured from; a hide ends the drag.
    mutating func keyboardNotified() {
        guard isTouching, draggedKeyboard != nil, keyboardState != .hidden, heldHide == nil,
            let last = lastKeyboardFrame
        else {
            draggedKeyboard = nil
            return
        }
        draggedKeyboard = DraggedKeyboard(resting: last)
    }

    /// A wake-up: once `letGoWait` is up with no notification since the lift, the keyboard went
    /// back where it rested, and the engine lays out for it there as at attach (Behaviour rules:
    /// *Joining a keyboard already up*). Not for a scroll view measured off screen: joining a
    /// window attaches anew.
    mutating func letGoIsDue(
        at time: TimeInterval, scrollView: ScrollViewSnapshot, focus: FocusedField?
    ) -> KeyboardAvoidanceDecision {
        guard heldHide == nil, let drag = draggedKeyboard, drag.isDue(at: time) else { return .nothing }
        draggedKeyboard = nil
        guard scrollView.isOnScreen, keyboardState != .hidden else { return .nothing }
        return attach(keyboardFrame: drag.resting, scrollView: scrollView, focus: focus)
    }
}

/// A focus scroll asked for while the user's finger was down (Behaviour rules:
/// *While a finger drags*).
package struct HeldFocusScroll: Sendable, Equatable {
    /// ``FocusedField/id`` of the field focused at the last ask: the scroll runs only if that
    /// field is still the focused one when the finger lifts.
    package var fieldID: Int?
    /// Every ask was a caret move: the lift shows the caret alone, as a caret move does.
    package var isCaretOnly: Bool
}
