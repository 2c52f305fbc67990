import Foundation
import Testing

@testable import KeyboardAwareCore

/// The engine's answers to what a device shows today: a keyboard already up (*Joining a keyboard already up*), another
/// app's keyboard (*Which keyboard events count*), an accessory view left out of the frame (*How much of the view the keyboard covers*), a finger that lifts
/// (*While a finger drags*) and content that starts scrolling. On the iPhone fixture (393x852, safe area 59/34,
/// keyboard 0,516 393x336): extra 302, and with the keyboard up the band at y is [y + 59, y + 516].
@Suite("Keyboard sources and the finger")
struct KeyboardSourcesTests {
    let field = FocusedField(frame: CGRect(x: 16, y: 780, width: 361, height: 44), id: 1)

    @Test func attachIsAWillShowWithoutAnimation() {
        var engine = KeyboardAvoidanceEngine()
        let decision = engine.attach(keyboardFrame: phoneKeyboard, scrollView: phone(), focus: field)
        // F 780..834 → y = 834 - 516 = 318, at once; the last animation is still none.
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 302))
        #expect(decision.changes.contentOffset?.y == 318)
        #expect(decision.changes.animation == nil)
        #expect(engine.lastKeyboardAnimation == nil)
        #expect(engine.lastKeyboardFrame == phoneKeyboard)
    }

    @Test func attachWithNoKeyboardHidesOrDoesNothing() {
        var engine = KeyboardAvoidanceEngine()
        #expect(engine.attach(keyboardFrame: nil, scrollView: phone(), focus: field) == .nothing)
        let shown = applying(engine.handle(show(), scrollView: phone(), focus: nil).changes, to: phone(offsetY: 600))
        let hidden = engine.attach(keyboardFrame: nil, scrollView: shown, focus: field)
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
        let decision = engine.handle(notification, scrollView: phone(), focus: field)
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 302))
        #expect(decision.changes.contentOffset == nil)
        #expect(engine.lastKeyboardAnimation == KeyboardAnimation(duration: 0.25, curve: 7))
    }

    @Test func theAccessoryHeightGrowsTheCoveredFrame() {
        var engine = KeyboardAvoidanceEngine()
        let decision = engine.handle(show(), heightLeftOut: 44, scrollView: phone(), focus: nil)
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
            engine.handle(show(), scrollView: phone(contentHeight: 3000), focus: nil).changes,
            to: phone(contentHeight: 3000))
        engine.touchBegan()
        #expect(engine.caretMoved(scrollView: shown, focus: textView) == .nothing)
        #expect(engine.heldFocusScroll == HeldFocusScroll(fieldID: 7, isCaretOnly: true))
        // Caret 900..920 + 10 → y = 930 - 516 = 414.
        let lift = engine.touchEnded(scrollView: shown, focus: textView)
        #expect(lift.changes.contentOffset?.y == 414)
    }

    @Test func aFocusChangeAmongTheAsksScrollsTheWholeField() {
        var engine = KeyboardAvoidanceEngine()
        let shown = applying(engine.handle(show(), scrollView: phone(), focus: nil).changes, to: phone())
        engine.touchBegan()
        _ = engine.focusChanged(scrollView: shown, focus: field)
        _ = engine.caretMoved(
            scrollView: shown, focus: FocusedField(frame: field.frame, isMultiline: true, caretRect: field.frame, id: 1)
        )
        #expect(engine.heldFocusScroll == HeldFocusScroll(fieldID: 1, isCaretOnly: false))
    }

    @Test func theLiftWritesNothingWhenTheFieldOrTheKeyboardChanged() {
        var engine = KeyboardAvoidanceEngine()
        let shown = applying(engine.handle(show(), scrollView: phone(), focus: nil).changes, to: phone())
        engine.touchBegan()
        _ = engine.focusChanged(scrollView: shown, focus: field)
        // Another field is focused when the finger lifts.
        let other = FocusedField(frame: field.frame, id: 2)
        #expect(engine.touchEnded(scrollView: shown, focus: other) == .nothing)
        // The keyboard went while the finger was down.
        engine.touchBegan()
        _ = engine.focusChanged(scrollView: shown, focus: field)
        let hidden = applying(
            engine.handle(show(kind: .willHide), scrollView: shown, focus: field).changes, to: shown)
        #expect(engine.touchEnded(scrollView: hidden, focus: field) == .nothing)
    }

    @Test func aResizeUnderTheFingerIsDroppedNotHeld() {
        var engine = KeyboardAvoidanceEngine()
        let shown = applying(engine.handle(show(), scrollView: phone(), focus: nil).changes, to: phone())
        engine.touchBegan()
        var moved = shown
        moved.frameInScreen.origin.y = 100
        let resize = engine.geometryChanged(from: shown, to: moved, focus: field)
        #expect(resize.changes.contentOffset == nil)
        #expect(engine.heldFocusScroll == nil)
        #expect(engine.touchEnded(scrollView: moved, focus: field) == .nothing)
    }

    @Test func contentThatStartsScrollingGetsItsInsetAtOnce() {
        var engine = KeyboardAvoidanceEngine()
        // Short content: UIKit adds no safe area, so the keyboard's 336 all counts.
        var short = phone(offsetY: 0, contentHeight: 500)
        short.adjustedContentInset = .zero
        let shown = applying(engine.handle(show(), scrollView: short, focus: field).changes, to: short)
        #expect(shown.contentInset == EdgeInsets(bottom: 336))
        // It grows and scrolls: UIKit adds 59/34, so the extra drops to 302, with no animation
        // and no focus scroll; y = 0 is inside [-59, 1200 + 336 - 852].
        var grown = shown
        grown.contentSize.height = 1200
        grown.adjustedContentInset = shown.contentInset + EdgeInsets(top: 59, bottom: 34)
        let decision = engine.contentSizeChanged(from: shown.viewport, to: grown)
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 302))
        #expect(decision.changes.contentOffset == nil)
        #expect(decision.changes.animation == nil)
    }

    @Test func theLiftMeasuresFromWhereTheBounceEnds() {
        var engine = KeyboardAvoidanceEngine()
        var shown = applying(engine.handle(show(), scrollView: phone(), focus: nil).changes, to: phone())
        engine.touchBegan()
        _ = engine.focusChanged(scrollView: shown, focus: field)
        // The finger lifts with the content overscrolled to 750, past the end (1200 + 336 - 852 =
        // 684). UIKit bounces it to 684, where the band [743, 1200] shows F 780..834: nothing to
        // write. Measured from 750 instead, the band [809, 1266] would scroll up to 721.
        shown.contentOffset.y = 750
        #expect(engine.touchEnded(scrollView: shown, focus: field) == .nothing)
    }
}
