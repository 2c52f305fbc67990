import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An inverted view (Behaviour rules: *Inverted*): every input is decided on the view's upright
/// mirror (``InvertedMirror``) by the rules as written, and the answer mapped back.
///
/// Between inputs the engine's state is the view's: the app's own insets as the app wrote them,
/// the pin's content y as the app gave it. Each input takes them into the mirror with the content
/// height and frame of its moment, so that a change of either (a message arriving at y = 0, a
/// resize) moves the mirror's offset and pin as UIKit moves the flipped view's, with no write.
extension KeyboardAvoidanceEngine {
    /// Decides `input` on the mirror of `scrollView` and maps the decision back.
    mutating func decideOnMirror(
        _ input: KeyboardAvoidanceInput, at time: TimeInterval, scrollView: ScrollViewSnapshot, focus: FocusedField?
    ) -> KeyboardAvoidanceDecision {
        let mirror = InvertedMirror(scrollView)
        enterMirror(mirror)
        let (snapshot, field) = (mirror.snapshot(scrollView), mirror.focus(focus))
        var decision =
            switch mirror.input(input) {
            case .some(let mirrored): decideUpright(mirrored, at: time, scrollView: snapshot, focus: field)
            case .none: decideUpright(input, at: time, scrollView: snapshot, focus: field)
            }
        // Each map is its own inverse: the same one takes the state back.
        enterMirror(mirror)
        decision.changes = mirror.changes(decision.changes)
        return decision
    }

    /// The engine's state taken into `mirror` (or back out: the map is its own inverse).
    private mutating func enterMirror(_ mirror: InvertedMirror) {
        baseContentInset = InvertedMirror.insets(baseContentInset)
        baseIndicatorInset = InvertedMirror.insets(baseIndicatorInset)
        if let y = pin?.y { pin?.y = mirror.contentY(y) }
    }

    /// This engine with the app's insets as the mirror has them, for the values read between
    /// inputs (the applied insets, the extras). The pin's blank does not depend on its y once
    /// measured.
    var mirrored: KeyboardAvoidanceEngine {
        var engine = self
        engine.baseContentInset = InvertedMirror.insets(baseContentInset)
        engine.baseIndicatorInset = InvertedMirror.insets(baseIndicatorInset)
        return engine
    }
}
