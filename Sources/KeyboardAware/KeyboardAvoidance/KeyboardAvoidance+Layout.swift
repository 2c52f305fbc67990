#if canImport(UIKit)
import UIKit

/// Geometry: layout passes, a new window, a controller that adjusts for the keyboard, content
/// that changes size. Each change reaches the engine as one input, with the geometry as it was
/// last laid out.
extension KeyboardAvoidance {
    /// Reports that the scroll view's geometry may have changed (rotation, window resize, Stage
    /// Manager, safe area). Cheap when nothing changed; the `KeyboardAware…` classes call it
    /// themselves.
    ///
    /// The engine gets the geometry as it was last laid out and as it is now: a new screen size
    /// (rotation) keeps everything until the keyboard reports its frame for the new orientation,
    /// and a view that merely moved brings the focused field back only if it showed before.
    public func layoutDidChange() {
        // Cells may have come in: their fields get the accessory bar before anyone focuses them.
        forms.prepareFieldsSoon()
        layOut(isKeyboardTransition: isScheduled(.keyboardTransition))
        attachIfPending()
        pinnedRowLaidOut()
        checkEnd()
    }

    /// The scroll view moved to another window (or none): observe that window's scene, see again
    /// which controller owns it, pick up a field already editing, make room for a keyboard already
    /// up there (Behaviour rules: *Joining a keyboard already up*), and lay out.
    func windowDidChange() {
        // A wake-up asked for in the old window would write with geometry that no longer holds.
        if scrollView?.window == nil {
            cancelWake()
            debugOverlay?.remove()
        }
        observations?.observeWindowScene()
        layOutIfControllerChanged()
        adoptFirstResponder()
        // Not before UIKit has laid the view out: its content size and the offset the app restored
        // are in place by the next turn.
        scheduleOnNextTurn(.attach) { $0.attachToKeyboard(cause: "joined a window") }
        // Return-key labels and the bar on the fields before any is focused, once laid out.
        if scrollView?.window != nil {
            DispatchQueue.main.async { [weak self] in self?.forms.prepareFields() }
        }
        layoutDidChange()
    }

    /// `bounds`, `center` or the window scene changed (also on every scroll step): check the
    /// geometry once per run-loop turn.
    func scheduleLayoutCheck() {
        scheduleOnNextTurn(.layoutCheck) { avoidance in
            // A plain scroll view that joined or left a window without anyone saying so.
            if avoidance.observations?.windowChanged() == true { return avoidance.windowDidChange() }
            avoidance.layoutDidChange()
        }
    }

    /// The engine gets the geometry as it was last laid out and as it is now, when that changed.
    func layOut(isKeyboardTransition: Bool) {
        guard isObserving, let reader, let geometry = reader.layoutGeometry(),
            geometry.requiresLayout(since: lastLayoutGeometry), let reading = read()
        else { return }
        let before = lastLayoutGeometry.map(reading.snapshot.placed(in:)) ?? reading.snapshot
        decide(
            .resize(before: before, isKeyboardTransition: isKeyboardTransition),
            isKeyboardTransition ? "geometry (keyboard transition)" : "geometry", reading: reading)
    }

    /// `UITableViewController` and `UICollectionViewController` adjust their own scroll view for
    /// the keyboard; doing it twice would fight, so the snapshot says when one owns the view and
    /// the insets are left to it. When that changes with the view's window, the keyboard's extra
    /// goes (or comes back) at once. Keyboard events need no such step: their snapshot is fresh.
    private func layOutIfControllerChanged() {
        guard isObserving, let reading = read(focus: false),
            reading.snapshot.isAdjustedByController != lastAdjustedByController
        else { return }
        var before = reading.snapshot
        before.isAdjustedByController = lastAdjustedByController
        let cause = reading.snapshot.isAdjustedByController ? "controller adjusts" : "no controller adjusts"
        decide(.resize(before: before, isKeyboardTransition: false), cause, reading: reading)
    }

    /// The content changed size from `oldSize`: when that makes the view start or stop scrolling,
    /// the engine works the keyboard's inset out again (the safe-area part UIKit adds changes), and
    /// a chat at its end stays there (Behaviour rules: *Content lift*). The engine says first
    /// whether it needs the views read at all (four property reads while the keyboard is hidden).
    func contentSizeDidChange(from oldSize: CGSize) {
        guard isObserving, let scrollView,
            engine.needsContentSizeChange(wasAtEnd: {
                ScrollViewSnapshotReader.isAtEnd(
                    scrollView, contentHeight: oldSize.height, isInverted: isInverted)
            }),
            let reading = read(focus: false)
        else { return }
        // The last decision's safe area (no focus read: a content size changes on every scroll
        // step of a self-sizing table).
        var before = lastLayoutGeometry.map(reading.snapshot.placed(in:)) ?? reading.snapshot
        before.contentSize = oldSize
        decide(.contentSize(before: before.viewport), "content size", reading: reading)
        pinnedRowMayHaveMoved()
    }
}
#endif
