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

    /// The app replaced its whole value of `property` (`setContentInset(_:)`, a value it did not
    /// read from the scroll view): that is its new own value, and the keyboard's extra stays on
    /// top. Returns the inset to apply.
    private mutating func replaceAppInset(_ property: InsetProperty, with inset: EdgeInsets) -> EdgeInsets {
        switch property {
        case .content: baseContentInset = inset
        case .indicator: baseIndicatorInset = inset
        }
        return decidedInset(property)
    }

    /// The app wrote straight to the scroll view's `property`, typically by editing one edge of
    /// the value it read (`scrollView.contentInset.top = 8`). That value's bottom edge carries the
    /// keyboard's extra, so a bottom exactly equal to the one the view held (`held`) is the app's
    /// own bottom left unchanged, not a new bottom: taking it literally would count the extra
    /// twice. Any other bottom, however close, is the app's new one (Behaviour rules:
    /// *What is inset*). Returns the inset to apply.
    private mutating func editAppInsetEdges(
        _ property: InsetProperty, writing inset: EdgeInsets, held: EdgeInsets
    ) -> EdgeInsets {
        var own = inset
        if held.bottom != appInset(property).bottom, inset.bottom == held.bottom {
            own.bottom = appInset(property).bottom
        }
        return replaceAppInset(property, with: own)
    }

    /// Whether `written` to `property` is the kit's own write coming back (through a
    /// `KeyboardAware…` view's setter, or key-value observing of a plain scroll view): exactly the
    /// value the engine asks the property to hold, since UIKit stores an inset as given. Any other
    /// value, however close, is the app's (Behaviour rules: *What is inset*).
    package func isOwnWrite(_ written: EdgeInsets, to property: InsetProperty) -> Bool {
        written == appliedInset(property)
    }
}
