import Foundation
import KeyboardAwareCore
import Testing

/// The engine's answers to what a device shows today: a keyboard already up (*Joining a keyboard already up*), another
/// app's keyboard (*Which keyboard events count*), an accessory view left out of the frame (*How much of the view the keyboard covers*), a finger that lifts
/// (*While a finger drags*) and content that starts scrolling. On the iPhone fixture (393x852, safe area 59/34,
/// keyboard 0,516 393x336): extra 302, and with the keyboard up the band at y is [y + 59, y + 516].
@Suite("Keyboard sources and the finger")
struct KeyboardSourcesTests {
    let field = FocusedField(frame: CGRect(x: 16, y: 780, width: 361, height: 44), id: 1)

    @Test func attachIsAWillShowWithoutAnimation() {
        var engine = KeyboardAvoidanceEngine()
        let decision = engine.decide(.attach(keyboardFrame: phoneKeyboard), at: 0, scrollView: phone(), focus: field)
        // F 780..834 → y = 834 - 516 = 318, at once; the last animation is still none.
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 302))
        #expect(decision.changes.contentOffset?.y == 318)
        #expect(decision.changes.animation == nil)
        #expect(engine.lastKeyboardAnimation == nil)
        #expect(engine.lastKeyboardFrame == phoneKeyboard)
    }

    @Test func attachWithNoKeyboardHidesOrDoesNothing() {
        var engine = KeyboardAvoidanceEngine()
        #expect(engine.decide(.attach(keyboardFrame: nil), at: 0, scrollView: phone(), focus: field) == .nothing)
        let shown = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: nil).changes,
            to: phone(offsetY: 600))
        let hidden = engine.decide(.attach(keyboardFrame: nil), at: 0, scrollView: shown, focus: field)
        // Insets back to 0; the range's top is now 1200 + 34 - 852 = 382: 600 is clamped to it.
        #expect(hidden.changes.contentInset == .zero)
        #expect(hidden.changes.contentOffset?.y == 382)
        #expect(engine.keyboardState == .hidden)
        #expect(engine.lastKeyboardFrame == nil)
    }

    @Test func anotherAppsKeyboardCountsForTheInsetsAndTheAnimationOnly() {
        var engine = KeyboardAvoidanceEngine()
        var notification = show()
        notification.isLocal = false
        let decision = engine.decide(.keyboard(.init(notification)), at: 0, scrollView: phone(), focus: field)
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 302))
        #expect(decision.changes.contentOffset == nil)
        #expect(engine.lastKeyboardAnimation == KeyboardAnimation(duration: 0.25, curve: 7))
    }

    @Test func theAccessoryHeightGrowsTheCoveredFrame() {
        var engine = KeyboardAvoidanceEngine()
        let decision = engine.decide(
            .keyboard(.init(show(), heightLeftOut: 44)), at: 0, scrollView: phone(), focus: nil)
        // K from y 472: covered 380, extra 346.
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 346))
        #expect(engine.lastKeyboardFrame == CGRect(x: 0, y: 472, width: 393, height: 380))
        // A negative or non-finite accessory height counts as none.
        for height in [-44, .nan, .infinity] as [CGFloat] {
            #expect(KeyboardOverlap.coveringFrame(endFrame: phoneKeyboard, accessoryHeight: height) == phoneKeyboard)
        }
    }

    @Test func aCaretMoveHeldUnderTheFingerShowsTheCaretAlone() {
        var engine = KeyboardAvoidanceEngine()
        let textView = FocusedField(
            frame: CGRect(x: 16, y: 100, width: 361, height: 2000), isMultiline: true,
            caretRect: CGRect(x: 20, y: 900, width: 2, height: 20),
            previousCellFrame: CGRect(x: 0, y: 0, width: 393, height: 90),
            id: 7)
        let shown = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(contentHeight: 3000), focus: nil).changes,
            to: phone(contentHeight: 3000))
        _ = engine.decide(.touch(.down), at: 0, scrollView: shown, focus: nil)
        #expect(engine.decide(.caret, at: 0, scrollView: shown, focus: textView) == .nothing)
        #expect(engine.heldFocusScroll?.fieldID == 7)
        #expect(engine.heldFocusScroll?.isCaretOnly == true)
        // Caret 900..920 + 10 → y = 930 - 516 = 414.
        let lift = engine.decide(.touch(.up), at: 0, scrollView: shown, focus: textView)
        #expect(lift.changes.contentOffset?.y == 414)
    }

    @Test func aFocusChangeAmongTheAsksScrollsTheWholeField() {
        var engine = KeyboardAvoidanceEngine()
        let shown = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: nil).changes, to: phone())
        _ = engine.decide(.touch(.down), at: 0, scrollView: shown, focus: nil)
        _ = engine.decide(.focus(isCorrection: false), at: 0, scrollView: shown, focus: field)
        _ = engine.decide(
            .caret, at: 0, scrollView: shown,
            focus: FocusedField(frame: field.frame, isMultiline: true, caretRect: field.frame, id: 1))
        #expect(engine.heldFocusScroll?.fieldID == 1)
        #expect(engine.heldFocusScroll?.isCaretOnly == false)
    }

    @Test func theLiftWritesNothingWhenTheFieldOrTheKeyboardChanged() {
        var engine = KeyboardAvoidanceEngine()
        let shown = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: nil).changes, to: phone())
        _ = engine.decide(.touch(.down), at: 0, scrollView: shown, focus: nil)
        _ = engine.decide(.focus(isCorrection: false), at: 0, scrollView: shown, focus: field)
        // Another field is focused when the finger lifts.
        let other = FocusedField(frame: field.frame, id: 2)
        #expect(engine.decide(.touch(.up), at: 0, scrollView: shown, focus: other) == .nothing)
        // The keyboard went while the finger was down (the field no longer edits: no hide held).
        _ = engine.decide(.touch(.down), at: 0, scrollView: shown, focus: nil)
        _ = engine.decide(.focus(isCorrection: false), at: 0, scrollView: shown, focus: field)
        let hide = KeyboardAvoidanceInput.keyboard(.init(show(kind: .willHide), isInputEditing: false))
        let hidden = applying(engine.decide(hide, at: 0, scrollView: shown, focus: field).changes, to: shown)
        #expect(engine.decide(.touch(.up), at: 0, scrollView: hidden, focus: field) == .nothing)
    }

    @Test func aResizeUnderTheFingerIsDroppedNotHeld() {
        var engine = KeyboardAvoidanceEngine()
        let shown = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: nil).changes, to: phone())
        _ = engine.decide(.touch(.down), at: 0, scrollView: shown, focus: nil)
        var moved = shown
        moved.frameInScreen.origin.y = 100
        let resize = engine.decide(
            .resize(before: shown, isKeyboardTransition: false), at: 0, scrollView: moved, focus: field)
        #expect(resize.changes.contentOffset == nil)
        #expect(engine.heldFocusScroll == nil)
        moved = applying(resize.changes, to: moved)
        #expect(engine.decide(.touch(.up), at: 0, scrollView: moved, focus: field) == .nothing)
    }

    @Test func contentThatStartsScrollingGetsItsInsetAtOnce() {
        var engine = KeyboardAvoidanceEngine()
        // Short content: UIKit adds no safe area, so the keyboard's 336 all counts.
        var short = phone(offsetY: 0, contentHeight: 500)
        short.adjustedContentInset = .zero
        let shown = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: short, focus: field).changes, to: short)
        #expect(shown.contentInset == EdgeInsets(bottom: 336))
        // It grows and scrolls: UIKit adds 59/34, so the extra drops to 302, with no animation
        // and no focus scroll; y = 0 is inside [-59, 1200 + 336 - 852].
        var grown = shown
        grown.contentSize.height = 1200
        grown.adjustedContentInset = shown.contentInset + EdgeInsets(top: 59, bottom: 34)
        let decision = engine.decide(.contentSize(before: shown.viewport), at: 0, scrollView: grown, focus: nil)
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 302))
        #expect(decision.changes.contentOffset == nil)
        #expect(decision.changes.animation == nil)
    }

    @Test func theLiftMeasuresFromWhereTheBounceEnds() {
        var engine = KeyboardAvoidanceEngine()
        var shown = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: nil).changes, to: phone())
        _ = engine.decide(.touch(.down), at: 0, scrollView: shown, focus: nil)
        _ = engine.decide(.focus(isCorrection: false), at: 0, scrollView: shown, focus: field)
        // The finger lifts with the content overscrolled to 750, past the end (1200 + 336 - 852 =
        // 684). UIKit bounces it to 684, where the band [743, 1200] shows F 780..834: nothing to
        // write. Measured from 750 instead, the band [809, 1266] would scroll up to 721.
        shown.contentOffset.y = 750
        #expect(engine.decide(.touch(.up), at: 0, scrollView: shown, focus: field) == .nothing)
    }
}
