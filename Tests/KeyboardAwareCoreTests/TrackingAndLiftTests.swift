import Foundation
import KeyboardAwareCore
import Testing

/// *Frames between notifications*, *Content lift* and *What is inset*'s `keyboardCoversAppInset` at the edges the
/// scenarios do not reach, on the phone of `Fixtures.swift` (extra 302 for the docked keyboard).
@Suite("Tracked frames, content lift and a bar the keyboard covers, at their edges")
struct TrackingAndLiftTests {
    @Test func aTrackedFrameThatIsNotFiniteIsIgnoredWithAReason() {
        var engine = KeyboardAvoidanceEngine()
        let shown = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: nil).changes, to: phone())
        let decision = engine.decide(
            .track(CGRect(x: 0, y: CGFloat.infinity, width: 393, height: 336)), at: 0, scrollView: shown, focus: nil)
        #expect(decision.ignoredBecause == .trackedFrameNotFinite)
        #expect(decision.changes == .none)
        #expect(engine.extraBottomInset == 302)
    }

    @Test func aTrackedFrameChangesNothingWhileHiddenDisabledOrWaitingForARotation() {
        var hidden = KeyboardAvoidanceEngine()
        #expect(hidden.decide(.track(phoneKeyboard), at: 0, scrollView: phone(), focus: nil) == .nothing)
        #expect(hidden.keyboardState == .hidden)

        var disabled = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.isEnabled, false))
        #expect(disabled.decide(.track(phoneKeyboard), at: 0, scrollView: phone(), focus: nil) == .nothing)

        var turning = KeyboardAvoidanceEngine()
        let shown = applying(
            turning.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: nil).changes, to: phone())
        var landscape = shown
        landscape.screenSize = CGSize(width: 852, height: 393)
        landscape.frameInScreen = CGRect(x: 0, y: 0, width: 852, height: 393)
        _ = turning.decide(
            .resize(before: shown, isKeyboardTransition: false), at: 0, scrollView: landscape, focus: nil)
        #expect(turning.lastKeyboardFrame == nil)
        #expect(
            turning.decide(
                .track(CGRect(x: 0, y: 200, width: 852, height: 193)), at: 0, scrollView: landscape, focus: nil)
                == .nothing)
        #expect(turning.extraBottomInset == 302)
    }

    @Test func aTrackedFrameIsNoKeyboardAnimationForLaterScrolls() {
        var engine = KeyboardAvoidanceEngine()
        let shown = applying(
            engine.decide(.keyboard(.init(show(duration: 0.4, curve: 3))), at: 0, scrollView: phone(), focus: nil)
                .changes, to: phone())
        let tracked = engine.decide(
            .track(CGRect(x: 0, y: 600, width: 393, height: 336)), at: 0, scrollView: shown, focus: nil)
        #expect(tracked.changes.animation == nil)
        #expect(tracked.changes.contentInset == EdgeInsets(bottom: 218))
        #expect(engine.lastKeyboardAnimation == KeyboardAnimation(duration: 0.4, curve: 3))
        #expect(engine.lastKeyboardFrame == CGRect(x: 0, y: 600, width: 393, height: 336))
    }

    @Test func aRotationKeepsAChatAtItsEnd() {
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.contentLift, .whenAtEnd))
        // Shown at the end: 1200 + 336 - 852 = 684.
        let shown = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(offsetY: 382), focus: nil).changes,
            to: phone(offsetY: 382))
        #expect(shown.contentOffset.y == 684)
        // Landscape, the same insets kept (*Rotation and resizing*): the end is 1200 + 336 - 393 = 1143.
        var landscape = shown
        landscape.screenSize = CGSize(width: 852, height: 393)
        landscape.frameInScreen = CGRect(x: 0, y: 0, width: 852, height: 393)
        let turned = engine.decide(
            .resize(before: shown, isKeyboardTransition: false), at: 0, scrollView: landscape, focus: nil)
        #expect(turned.changes.contentOffset?.y == 1143)
        #expect(turned.changes.contentInset == nil)
    }

    @Test func nothingIsLiftedWhileTheFingerIsDown() {
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.contentLift, .whenAtEnd))
        _ = engine.decide(.touch(.down), at: 0, scrollView: phone(offsetY: 382), focus: nil)
        let decision = engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(offsetY: 382), focus: nil)
        #expect(decision.changes.contentOffset == nil)
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 302))
        // Nothing is held for the lift either.
        let atEnd = applying(decision.changes, to: phone(offsetY: 382))
        #expect(engine.decide(.touch(.up), at: 0, scrollView: atEnd, focus: nil) == .nothing)
    }

    @Test func contentRidingTheKeyboardIsClampedAtTheEnd() {
        // Content 600 (shorter than the view): the range is [-59, max(-59, 600 + 336 - 852 = 84)].
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.contentLift, .always))
        let short = phone(offsetY: -59, contentHeight: 600)
        let decision = engine.decide(.keyboard(.init(show())), at: 0, scrollView: short, focus: nil)
        // -59 + 302 = 243, clamped to 84: the clamp bit.
        #expect(decision.changes.contentOffset?.y == 84)
        let shown = applying(decision.changes, to: short)
        // Hidden again: 84 - 302 = -218, clamped to -59.
        let hidden = engine.decide(
            .keyboard(.init(show(CGRect(x: 0, y: 852, width: 393, height: 336), kind: .willHide))), at: 0,
            scrollView: shown, focus: nil)
        #expect(hidden.changes.contentOffset?.y == -59)
    }

    @Test func aFocusScrollStartsFromTheLiftedOffset() {
        // At the end (382), field at 1100..1144: lifted to 684; band [743, 1200] holds F 1100..1154.
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.contentLift, .whenAtEnd))
        let field = FocusedField(frame: CGRect(x: 16, y: 1100, width: 361, height: 44))
        let decision = engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(offsetY: 382), focus: field)
        #expect(decision.changes.contentOffset?.y == 684)
        // Without the lift the focus scroll alone moves the least: 1154 - 516 = 638.
        var plain = KeyboardAvoidanceEngine()
        #expect(
            plain.decide(.keyboard(.init(show())), at: 0, scrollView: phone(offsetY: 382), focus: field).changes
                .contentOffset?.y == 638)
    }

    @Test func theAppsBottomCoveredByTheKeyboardIsWeighedWhenItEditsOneEdge() {
        // The app's own bottom 84 (never-style by hand): extra 302 - 84 = 218, applied 302.
        var engine = KeyboardAvoidanceEngine(
            options: KeyboardAvoidanceOptions().with(\.keyboardCoversAppInset, true),
            baseContentInset: EdgeInsets(bottom: 84), baseIndicatorInset: EdgeInsets(bottom: 20))
        let start = phone(inset: EdgeInsets(bottom: 84), indicator: EdgeInsets(bottom: 20))
        let decision = engine.decide(.keyboard(.init(show())), at: 0, scrollView: start, focus: nil)
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 302))
        // The indicator's own 20: extra 282, applied 302 too.
        #expect(decision.changes.indicatorInset == EdgeInsets(bottom: 302))
        #expect(engine.extraBottomInset == 218)
        #expect(engine.extraIndicatorInset == 282)
        // The app changes the top of the value it read: the bottom it read back is the applied one.
        let edited = engine.decide(
            .appInset(.content, EdgeInsets(top: 8, bottom: 302), .editEdges), at: 1,
            scrollView: applying(decision.changes, to: start), focus: nil)
        #expect(engine.baseContentInset == EdgeInsets(top: 8, bottom: 84))
        #expect(edited.changes.contentInset == EdgeInsets(top: 8, bottom: 302))
    }
}
