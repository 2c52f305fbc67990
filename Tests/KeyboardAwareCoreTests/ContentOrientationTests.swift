import Foundation
import Testing

@testable import KeyboardAwareCore

/// `contentOrientation` (Behaviour rules: *Inverted*): what the UIKit layer reads from a view's
/// transform, and when that becomes the engine's `isInverted`.
@Suite("*Inverted*: the orientation read from the transform or the option")
struct ContentOrientationTests {
    // MARK: - The transform

    @Test func onlyAVerticalFlipIsAnInvertedChat() {
        // CGAffineTransform(scaleX: 1, y: -1): a = 1, b = 0, c = 0, d = -1.
        #expect(InvertedMirror.flipsVertically(transformA: 1, b: 0, c: 0, d: -1))
        // A flip with another scale (scaleX: 2, y: -0.5) is still a vertical flip.
        #expect(InvertedMirror.flipsVertically(transformA: 2, b: 0, c: 0, d: -0.5))
        // The identity, and a plain scale.
        #expect(!InvertedMirror.flipsVertically(transformA: 1, b: 0, c: 0, d: 1))
        #expect(!InvertedMirror.flipsVertically(transformA: 1, b: 0, c: 0, d: 2))
        // A half turn (rotationAngle: .pi): a = -1, d = -1, text upside down and mirrored.
        #expect(!InvertedMirror.flipsVertically(transformA: -1, b: 0, c: 0, d: -1))
        // A quarter turn (rotationAngle: .pi / 2): a = 0, b = 1, c = -1, d = 0.
        #expect(!InvertedMirror.flipsVertically(transformA: 0, b: 1, c: -1, d: 0))
        // A flip with a shear: c = 0.5.
        #expect(!InvertedMirror.flipsVertically(transformA: 1, b: 0, c: 0.5, d: -1))
    }

    @Test func anExplicitOrientationWinsOverTheTransform() {
        #expect(ContentOrientation.automatic.isInverted(transformFlipsVertically: true))
        #expect(!ContentOrientation.automatic.isInverted(transformFlipsVertically: false))
        #expect(!ContentOrientation.upright.isInverted(transformFlipsVertically: true))
        #expect(ContentOrientation.inverted.isInverted(transformFlipsVertically: false))
        #expect(KeyboardAvoidanceOptions().contentOrientation == .automatic)
    }

    // MARK: - Settling

    @Test func theFirstReadInAWindowSettlesItOnce() {
        var engine = KeyboardAvoidanceEngine(options: .scenarioDefault)
        #expect(!engine.isOrientationSettled && !engine.options.isInverted)
        engine.settleOrientation(transformFlipsVertically: true)
        #expect(engine.isOrientationSettled && engine.options.isInverted)
        // A transform changed later is not read again.
        engine.settleOrientation(transformFlipsVertically: false)
        #expect(engine.options.isInverted)
        // `upright` set before the view showed keeps a flipped view upright (left to the app).
        var upright = KeyboardAvoidanceEngine(
            options: KeyboardAvoidanceOptions.scenarioDefault.with(\.contentOrientation, .upright))
        upright.settleOrientation(transformFlipsVertically: true)
        #expect(upright.isOrientationSettled && !upright.options.isInverted)
    }

    @Test func anOptionSetBeforeTheViewShowsIsTakenWhenItSettles() {
        var engine = KeyboardAvoidanceEngine(options: .scenarioDefault)
        // viewDidLoad(): the app says inverted on a view with no transform yet.
        var options = engine.resolvingOrientation(of: engine.options.with(\.contentOrientation, .inverted)) {
            Issue.record("the transform is read only once the view's orientation is settled")
            return false
        }
        // Not settled: the engine's own `isInverted` (false) stays, so the change is an ordinary one.
        #expect(!options.isInverted)
        options.keyboardDistance = 16
        let change = engine.decide(.options(options), at: 0, scrollView: phone(), focus: nil)
        #expect(change.ignoredBecause == nil)
        #expect(engine.options.contentOrientation == .inverted && engine.options.keyboardDistance == 16)
        // The first read in a window: the option wins over the upright transform.
        engine.settleOrientation(transformFlipsVertically: false)
        #expect(engine.options.isInverted)
    }

    @Test func afterSettlingOnlyAChangeOfOrientationReadsTheTransformAndAFlipIsIgnored() {
        var engine = KeyboardAvoidanceEngine(options: .scenarioDefault)
        engine.settleOrientation(transformFlipsVertically: true)
        // Another option changed: `isInverted` stays the settled true, the transform unread.
        let distance = engine.resolvingOrientation(of: engine.options.with(\.keyboardDistance, 20)) {
            Issue.record("no change of orientation: the transform is not read")
            return false
        }
        #expect(distance.isInverted)
        #expect(
            engine.decide(.options(distance), at: 0, scrollView: InvertedTests.flipped(), focus: nil)
                .ignoredBecause == nil)
        #expect(engine.options.keyboardDistance == 20)
        // `upright` asked once the view showed: resolved false, a flip, ignored as a whole.
        let upright = engine.resolvingOrientation(of: engine.options.with(\.contentOrientation, .upright)) { true }
        #expect(!upright.isInverted)
        let decision = engine.decide(.options(upright), at: 0, scrollView: InvertedTests.flipped(), focus: nil)
        #expect(decision.ignoredBecause == .invertedIsFixed)
        #expect(engine.options.isInverted && engine.options.contentOrientation == .automatic)
    }

    @Test func aSettledFlippedViewGetsTheKeyboardsRoomAtItsTop() {
        // The phone's flipped chat (home indicator 34 at the view's top): the keyboard 336 high
        // covers the mirror's bottom, 336 - 34 = 302 goes to the view's `contentInset.top`. Not
        // settled, the same view is flipped and upright: left alone (no inset).
        var unsettled = KeyboardAvoidanceEngine(options: .scenarioDefault)
        let alone = unsettled.decide(InvertedTests.keyboard, at: 0, scrollView: InvertedTests.flipped(), focus: nil)
        #expect(alone.changes.contentInset == nil)
        var engine = KeyboardAvoidanceEngine(options: .scenarioDefault)
        engine.settleOrientation(transformFlipsVertically: true)
        let shown = engine.decide(InvertedTests.keyboard, at: 0, scrollView: InvertedTests.flipped(), focus: nil)
        #expect(shown.changes.contentInset == EdgeInsets(top: 302))
        #expect(shown.changes.indicatorInset == EdgeInsets(top: 302))
    }
}
