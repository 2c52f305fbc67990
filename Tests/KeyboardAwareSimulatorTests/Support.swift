import Foundation
import KeyboardAwareTestSupport
import Testing

@testable import KeyboardAwareSimulator

/// One expected output line, by hand. `indicator` defaults to `inset` (scenarios whose app
/// indicator inset equals its content inset); `writes` is "contentInset indicatorInset offset".
struct Expected: CustomStringConvertible {
    var inset: CGFloat
    var indicator: CGFloat?
    var adjusted: CGFloat
    var y: CGFloat
    var keyboard: KeyboardState
    var animation: Double?
    var curve = 7
    var focus: Int?
    var visible: Bool?
    var writes: String
    var ignored = false
    /// *What observers are told*: whether observers are told; `nil` leaves it unchecked.
    var notify: Bool?

    var description: String {
        "inset \(inset) adjusted \(adjusted) y \(y) \(keyboard) anim \(animation.map { "\($0)" } ?? "nil") focus \(focus.map(String.init) ?? "nil") writes \(writes)"
    }
}

/// The edge of the view the keyboard's extra goes to.
enum KeyboardEdge {
    /// An upright view's bottom.
    case bottom
    /// An inverted view's top (*Inverted*); its bottom stays the app's 0, adjusted by `otherAdjusted`.
    case top(otherAdjusted: CGFloat)
}

/// Replays `name` and checks every step against `expected`, value by value (0.01 pt), on the edge
/// the keyboard's extra goes to.
func expectReplay(
    _ name: String, _ expected: [Expected], edge: KeyboardEdge = .bottom,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let steps = Replay.run(try Repository.scenario(name))
    try #require(steps.count == expected.count, "\(name): \(steps.count) steps", sourceLocation: sourceLocation)
    for (step, want) in zip(steps, expected) {
        let view = step.scrollView
        let context = Comment(rawValue: "\(name) event \(step.eventIndex): expected \(want)")
        let (inset, indicator, adjusted): (CGFloat, CGFloat, CGFloat)
        switch edge {
        case .bottom:
            (inset, indicator, adjusted) =
                (view.contentInset.bottom, view.indicatorInset.bottom, view.adjustedContentInset.bottom)
        case .top(let otherAdjusted):
            (inset, indicator, adjusted) = (
                view.contentInset.top, view.indicatorInset.top, view.adjustedContentInset.top
            )
            #expect(
                view.contentInset.bottom == 0 && view.indicatorInset.bottom == 0, context,
                sourceLocation: sourceLocation)
            #expect(view.adjustedContentInset.bottom == otherAdjusted, context, sourceLocation: sourceLocation)
        }
        #expect(abs(inset - want.inset) <= 0.01, context, sourceLocation: sourceLocation)
        #expect(abs(indicator - (want.indicator ?? want.inset)) <= 0.01, context, sourceLocation: sourceLocation)
        #expect(abs(adjusted - want.adjusted) <= 0.01, context, sourceLocation: sourceLocation)
        #expect(abs(view.contentOffset.y - want.y) <= 0.01, context, sourceLocation: sourceLocation)
        #expect(step.keyboardState == want.keyboard, context, sourceLocation: sourceLocation)
        #expect(step.animation?.duration == want.animation, context, sourceLocation: sourceLocation)
        if want.animation != nil {
            #expect(step.animation?.curve == want.curve, context, sourceLocation: sourceLocation)
        }
        #expect(step.focus == want.focus, context, sourceLocation: sourceLocation)
        #expect(step.focusVisible == want.visible, context, sourceLocation: sourceLocation)
        let writes = "\(step.writes.contentInset)\(step.writes.indicatorInset)\(step.writes.contentOffset)"
        #expect(writes == want.writes.replacingOccurrences(of: " ", with: ""), context, sourceLocation: sourceLocation)
        #expect((step.ignored != nil) == want.ignored, context, sourceLocation: sourceLocation)
        if let notify = want.notify { #expect(step.notify == notify, context, sourceLocation: sourceLocation) }
    }
}
