import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Pinned content (Behaviour rules: *Pinned content*): the row the app pinned stays at the top of
/// the visible region while the blank space below the content lasts, the keyboard absorbed by that
/// space.
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
        let inset = decidedInset(.content)
        let viewport = scrollView.viewport(withContentInset: inset)
        var changes = offsetChange(
            to: viewport.clampedOffsetY(pinned.offsetY(in: viewport)), in: scrollView, animation: nil)
        if !inset.isClose(to: scrollView.contentInset) { changes.contentInset = inset }
        let indicator = decidedInset(.indicator)
        if !indicator.isClose(to: scrollView.indicatorInset) { changes.indicatorInset = indicator }
        return KeyboardAvoidanceDecision(changes: changes)
    }

    /// The pinned content now starts at content y = `y` (rows inserted, deleted or resized above
    /// it), or is gone with `nil`, which ends the pin as ``pinContent(at:scrollView:)`` does.
    ///
    /// The blank space is measured again with the new y (not while a rotation waits for the
    /// keyboard's new frame: it keeps its geometry until then). While the pin is followed (from the
    /// pin until the user scrolls) the offset moves by exactly how far the row moved, clamped, so
    /// the row keeps its place on screen and a lift already applied stays; once the user has
    /// scrolled, the offset stays where it is, clamped only when the insets change: nothing snaps
    /// back. No animation: the move is part of the app's own update. With no pin, or disabled, it
    /// changes nothing.
    mutating func pinnedContentMoved(to y: CGFloat?, scrollView: ScrollViewSnapshot) -> KeyboardAvoidanceDecision {
        guard options.isEnabled, var pinned = pin else { return .nothing }
        guard let y else {
            var ended = pinContent(at: nil, scrollView: scrollView)
            ended.changes.isPartOfAppUpdate = !ended.changes.isEmpty
            return ended
        }
        guard y.isFinite else { return .ignored(.pinNotFinite) }
        let moved = y - pinned.y
        pinned.y = y
        if !waitsForRotation { pinned.measure(scrollView) }
        pin = pinned
        let inset = decidedInset(.content)
        let indicator = decidedInset(.indicator)
        let writesInset = !inset.isClose(to: scrollView.contentInset)
        let writesIndicator = !indicator.isClose(to: scrollView.indicatorInset)
        let viewport = scrollView.viewport(withContentInset: inset)
        var offsetY = viewport.offsetY
        if pinned.isFollowed {
            offsetY = viewport.clampedOffsetY(offsetY + moved)
        } else if writesInset || writesIndicator {
            offsetY = viewport.clampedOffsetY(offsetY)
        }
        var changes = offsetChange(to: offsetY, in: scrollView, animation: nil)
        if writesInset { changes.contentInset = inset }
        if writesIndicator { changes.indicatorInset = indicator }
        changes.isPartOfAppUpdate = !changes.isEmpty
        return KeyboardAvoidanceDecision(changes: changes)
    }

    /// Whether telling the engine that the pinned content starts at `y`, or is gone (`nil`), can
    /// change anything: a pin that ends, or a move beyond the write tolerance. The UIKit layer asks
    /// before it reads the views for a move, which it may see on every streamed chunk.
    package func changesPin(movingTo y: CGFloat?) -> Bool {
        guard let pin else { return false }
        guard let y else { return true }
        return !(abs(y - pin.y) <= Tolerance.write)
    }

    /// Whether `input` measures the pin's blank space with the geometry of now: every input but
    /// those during a rotation's wait for the keyboard's new frame (Behaviour rules:
    /// *Rotation and resizing*), which keep it until the keyboard notification that follows.
    /// Inlined, as ``writesNothing(_:_:)`` is: called apart from the mutating `decide`, each was
    /// handed a copy of the whole engine on every input to a pinned view.
    @inline(__always)
    func measuresPin(for input: KeyboardAvoidanceInput, scrollView: ScrollViewSnapshot) -> Bool {
        switch input {
        case .keyboard, .attach, .foreground: return true
        case .pin, .pinMoved: return false // measured as it is made or moved
        case .userScroll: return false // moves no geometry
        case .resize(let before, _):
            let rotates = !Tolerance.isSameScreenSize(before.screenSize, scrollView.screenSize)
            return !(keyboardState != .hidden && rotates) && !waitsForRotation
        default:
            return !waitsForRotation
        }
    }

    /// Whether `input` wrote nothing by the rules that keep a pin's blank as it was: ignored, or a
    /// hide held (Behaviour rules: *Held hides*).
    @inline(__always)
    func writesNothing(_ input: KeyboardAvoidanceInput, _ decision: KeyboardAvoidanceDecision) -> Bool {
        if decision.ignoredBecause != nil { return true }
        if case .keyboard = input, heldHide != nil { return true }
        return false
    }
}
