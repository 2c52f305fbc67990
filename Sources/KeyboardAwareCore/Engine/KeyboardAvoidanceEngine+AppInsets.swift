import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The app's own insets (Behaviour rules: *What is inset*), and the lift a bottom inset of the
/// app's causes (Behaviour rules: *Content lift*).
extension KeyboardAvoidanceEngine {
    /// The app wrote `inset` to `property`: it becomes the app's own value exactly, however close
    /// to the current one, and the decision's inset is what the scroll view stores (always given:
    /// it is the app's write, and UIKit stores whatever it is given). A `contentInset` write that
    /// changes the applied bottom by `b` (a composer growing with its text) lifts the content like
    /// the keyboard in every mode but `never`: `always` by `b`, `persistent` when `b > 0`,
    /// `whenAtEnd` keeps a view that was at its end there; then the offset is clamped into the new
    /// range. That offset is the engine's write, with no animation; nothing is lifted while the
    /// finger is down, nor in a view that makes no room for the keyboard.
    mutating func appInsetWritten(
        _ property: InsetProperty, _ inset: EdgeInsets, _ write: KeyboardAvoidanceInput.AppInsetWrite,
        scrollView: ScrollViewSnapshot
    ) -> KeyboardAvoidanceDecision {
        let wasAtEnd = isAtEnd(scrollView)
        let applied =
            switch write {
            case .replace: replaceAppInset(property, with: inset)
            case .editEdges: editAppInsetEdges(property, writing: inset, held: scrollView.inset(property))
            }
        var changes = ScrollViewChanges(property, applied)
        guard property == .content, options.isEnabled, !isTouching, scrollView.makesRoomForKeyboard else {
            return KeyboardAvoidanceDecision(changes: changes)
        }
        let viewport = scrollView.viewport(withContentInset: applied)
        let b = applied.bottom - scrollView.contentInset.bottom
        let lifted: CGFloat
        switch options.contentLift {
        case .never: return KeyboardAvoidanceDecision(changes: changes)
        case .always: lifted = viewport.offsetY + b
        case .persistent: lifted = viewport.offsetY + max(0, b)
        case .whenAtEnd: lifted = wasAtEnd ? viewport.maximumOffsetY : viewport.offsetY
        }
        let y = viewport.clampedOffsetY(lifted)
        if abs(y - scrollView.contentOffset.y) > Tolerance.write {
            changes.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: y)
        }
        return KeyboardAvoidanceDecision(changes: changes)
    }
}
