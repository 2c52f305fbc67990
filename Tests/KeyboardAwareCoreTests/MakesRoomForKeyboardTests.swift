import Foundation
import KeyboardAwareCore
import Testing

@Suite("Scroll views that make no room for the keyboard; focus corrections")
struct MakesRoomForKeyboardTests {
    // A field at y 900..940 of the 1200-high content, below the keyboard's top.
    let field = FocusedField(frame: CGRect(x: 16, y: 900, width: 361, height: 40))

    @Test func aViewThatScrollsOnlySidewaysKeepsTheAppsInsets() {
        var engine = KeyboardAvoidanceEngine(baseContentInset: EdgeInsets(bottom: 8))
        var view = phone(inset: EdgeInsets(bottom: 8))
        view.scrollsVertically = false
        #expect(!view.makesRoomForKeyboard)
        // The keyboard is docked, but covers nothing this view makes room for: no inset, no scroll
        // (observers are told of the keyboard all the same).
        let shown = engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: field)
        #expect(shown.changes == .none && shown.ignoredBecause == nil)
        #expect(engine.keyboardState == .docked)
        #expect(engine.extraBottomInset == 0)
        #expect(engine.decide(.focus(isCorrection: false), at: 0, scrollView: view, focus: field) == .nothing)
        #expect(engine.decide(.caret, at: 0, scrollView: view, focus: field) == .nothing)
    }

    @Test func anUpsideDownChatTableIsLeftToTheApp() {
        var engine = KeyboardAvoidanceEngine(baseContentInset: EdgeInsets(top: 12))
        var view = phone(inset: EdgeInsets(top: 12))
        view.isFlipped = true
        #expect(!view.makesRoomForKeyboard)
        // Its content's top is at the screen's bottom: a bottom inset would go to the wrong end.
        let shown = engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: field)
        #expect(shown.changes == .none && shown.ignoredBecause == nil)
        #expect(engine.keyboardState == .docked)
        #expect(engine.decide(.focus(isCorrection: false), at: 0, scrollView: view, focus: field) == .nothing)
        #expect(engine.appliedContentInset == EdgeInsets(top: 12))
    }

    @Test func aControllerThatAdjustsTheViewTakesOverTheInsetsWhileTheKeyboardIsUp() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset == EdgeInsets(bottom: 302))
        // The view moves under a UITableViewController: the extra goes, the app's zero comes back.
        var owned = view
        owned.isAdjustedByController = true
        let decision = engine.decide(
            .resize(before: view, isKeyboardTransition: false), at: 0, scrollView: owned, focus: nil)
        #expect(decision.changes.contentInset == .zero)
        #expect(decision.changes.indicatorInset == .zero)
        #expect(engine.extraBottomInset == 0)
        // Offset -59 is inside the new range [-59, 1200 + 34 - 852 = 382]: left alone.
        #expect(decision.changes.contentOffset == nil)
    }

    @Test func aCorrectionScrollsAtOnceAndANewFocusWithTheKeyboard() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        // Visible bottom = y + 852 - (302 + 34) = y + 516; the field's bottom with 10 pt is 950:
        // y = 950 - 516 = 434.
        let scroll = engine.decide(.focus(isCorrection: false), at: 0, scrollView: view, focus: field)
        #expect(scroll.changes.contentOffset?.y == 434)
        #expect(scroll.changes.animation == KeyboardAnimation(duration: 0.25, curve: 7))
        let correction = engine.decide(.focus(isCorrection: true), at: 0, scrollView: view, focus: field)
        #expect(correction.changes.contentOffset?.y == 434)
        #expect(correction.changes.animation == nil)
    }

    @Test func aMeasureThatMovedMoreThanHalfAPointIsNotTheSame() {
        let text = FocusedField(
            frame: CGRect(x: 16, y: 900, width: 361, height: 400), isMultiline: true,
            caretRect: CGRect(x: 20, y: 904, width: 2, height: 20))
        var nudged = text
        nudged.caretRect = CGRect(x: 20, y: 904.5, width: 2, height: 20)
        #expect(text.isSameMeasure(as: nudged))
        // The caret placed late, one line lower (24 pt).
        var placed = text
        placed.caretRect = CGRect(x: 20, y: 928, width: 2, height: 20)
        #expect(!text.isSameMeasure(as: placed))
        // A caret that appears where there was none.
        var noCaret = text
        noCaret.caretRect = nil
        #expect(!text.isSameMeasure(as: noCaret))
        // The previous row laid out 44 pt high instead of its 60 pt estimate.
        var estimated = field
        estimated.previousCellFrame = CGRect(x: 0, y: 840, width: 393, height: 60)
        var real = estimated
        real.previousCellFrame = CGRect(x: 0, y: 856, width: 393, height: 44)
        #expect(!estimated.isSameMeasure(as: real))
    }
}
