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

/// Replays `name` and checks every step against `expected`, value by value (0.01 pt).
func expectReplay(_ name: String, _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let steps = Replay.run(try Repository.scenario(name))
    try #require(steps.count == expected.count, "\(name): \(steps.count) steps", sourceLocation: sourceLocation)
    for (step, want) in zip(steps, expected) {
        let view = step.scrollView
        let context = Comment(rawValue: "\(name) event \(step.eventIndex): expected \(want)")
        #expect(abs(view.contentInset.bottom - want.inset) <= 0.01, context, sourceLocation: sourceLocation)
        #expect(
            abs(view.indicatorInset.bottom - (want.indicator ?? want.inset)) <= 0.01, context,
            sourceLocation: sourceLocation)
        #expect(abs(view.adjustedContentInset.bottom - want.adjusted) <= 0.01, context, sourceLocation: sourceLocation)
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
