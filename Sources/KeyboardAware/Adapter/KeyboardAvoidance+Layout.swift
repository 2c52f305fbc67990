#if canImport(UIKit)
import UIKit

/// Geometry changes: rotation, window resizes, Stage Manager, safe area, a view that moves.
extension KeyboardAvoidance {
    /// Reports that the scroll view's geometry may have changed (rotation, window resize, Stage
    /// Manager, safe area). Cheap when nothing changed; the `KeyboardAware…` classes call it
    /// themselves.
    ///
    /// The engine gets the geometry as it was last laid out and as it is now: a new screen size
    /// (rotation) keeps everything until the keyboard reports its frame for the new orientation,
    /// and a view that merely moved brings the focused field back only if it showed before.
    public func layoutDidChange() {
        guard isObserving, let geometry = currentLayoutGeometry(),
            geometry.requiresLayout(since: lastLayoutGeometry), let snapshot = makeSnapshot()
        else { return }
        let before = lastLayoutGeometry.map(snapshot.placed(in:)) ?? snapshot
        let focus = currentFocus()
        let isTransition = isInKeyboardTransition
        let decision = engine.geometryChanged(
            from: before, to: snapshot, focus: focus, isKeyboardTransition: isTransition)
        apply(
            decision, cause: isTransition ? "geometry (keyboard transition)" : "geometry", snapshot: snapshot,
            focus: focus)
    }

    /// The scroll view moved to another window (or none): see again which controller owns it,
    /// pick up a field already editing, and lay out.
    func windowDidChange() {
        observeWindowScene()
        updateControllerDeferral()
        adoptFirstResponder()
        layoutDidChange()
    }

    /// `bounds` also changes on every scroll step: check the geometry once per run-loop turn.
    func scheduleLayoutCheck() {
        guard !isLayoutCheckScheduled else { return }
        isLayoutCheckScheduled = true
        DispatchQueue.main.async { [weak self] in
            self?.isLayoutCheckScheduled = false
            self?.layoutDidChange()
        }
    }
}
#endif
