import Foundation
import KeyboardAwareCore
import Testing

@Suite("*When the offset moves*: focus scrolling")
struct FocusScrollingTests {
    // With the phone keyboard up: adjusted 59 / 336, frame 852 → band [y + 59, y + 516],
    // visible height 457, offsets [-59, 1200 + 336 - 852 = 684].
    let viewport = Viewport(offsetY: -59, frameHeight: 852, contentHeight: 1200, adjustedTop: 59, adjustedBottom: 336)
    let options = KeyboardAvoidanceOptions()

    func offset(
        _ field: FocusedField, _ target: FocusScroller.Target = .field,
        in viewport: Viewport? = nil, options: KeyboardAvoidanceOptions? = nil
    ) -> CGFloat {
        FocusScroller.offsetY(
            showing: field, target: target, in: viewport ?? self.viewport, options: options ?? self.options)
    }

    @Test func scrollsDownJustEnoughWithTheKeyboardDistance() {
        // 700..744 + 10 → 754 - 457 = 297 down: -59 + 297.
        #expect(offset(FocusedField(frame: CGRect(x: 16, y: 700, width: 361, height: 44))) == 238)
    }

    @Test func scrollsUpJustEnough() {
        var scrolled = viewport
        scrolled.offsetY = 300 // band [359, 816]
        #expect(offset(FocusedField(frame: CGRect(x: 16, y: 200, width: 361, height: 44)), in: scrolled) == 141)
    }

    @Test func staysWhenTheFieldAlreadyShows() {
        #expect(offset(FocusedField(frame: CGRect(x: 16, y: 400, width: 361, height: 44))) == -59) // 454 <= 457
    }

    @Test func keyboardDistanceOptionAndPerFieldOverride() {
        let field = CGRect(x: 16, y: 400, width: 361, height: 44) // maxY 444
        var far = options
        far.keyboardDistance = 30 // 474 - 457 = 17
        #expect(offset(FocusedField(frame: field), options: far) == -42)
        #expect(offset(FocusedField(frame: field, keyboardDistance: 0)) == -59)
        #expect(offset(FocusedField(frame: field, keyboardDistance: 20)) == -52) // 464 - 457 = 7
    }

    @Test func tallTargetsAlignTheirTopWithTheBandsTop() {
        // 600 high single-line-ish field: taller than 457 → minY 300 at the top: 300 - 59.
        #expect(offset(FocusedField(frame: CGRect(x: 0, y: 300, width: 393, height: 600))) == 241)
    }

    @Test func tallTextViewsFollowTheirCaret() {
        let textView = FocusedField(
            frame: CGRect(x: 16, y: 80, width: 361, height: 1000), isMultiline: true,
            caretRect: CGRect(x: 20, y: 700, width: 2, height: 20))
        // Caret 700..720 + 10 = 730; 730 - 457 = 273 → 214.
        #expect(offset(textView) == 214)
        #expect(offset(textView, .caret) == 214)
        // A short text view that fits is treated as a whole on focus: 80..180 + 10 fits.
        let short = FocusedField(
            frame: CGRect(x: 16, y: 80, width: 361, height: 100), isMultiline: true,
            caretRect: CGRect(x: 20, y: 150, width: 2, height: 20))
        #expect(offset(short) == -59)
        #expect(short.focusedRect(visibleHeight: 457, distance: 10) == short.frame)
        #expect(textView.focusedRect(visibleHeight: 457, distance: 10) == textView.caretRect)
    }

    @Test func previousCellJoinsWhenItFits() {
        let field = FocusedField(
            frame: CGRect(x: 16, y: 548, width: 361, height: 44),
            previousCellFrame: CGRect(x: 0, y: 480, width: 393, height: 60))
        // Union 480..602 → 602 - 457 = 145 → 86.
        #expect(offset(field) == 86)
        var off = options
        off.revealsPreviousCell = false // 602 alone is F.maxY too: same bottom, 86
        #expect(offset(field, options: off) == 86)
        // Seen from below, the previous cell decides how far up: at 500 the band is [559, 1016];
        // the union's top 480 is 79 above it → 421; the field alone (548) only 11 → 489.
        var below = viewport
        below.offsetY = 500
        #expect(offset(field, in: below) == 421)
        #expect(offset(field, in: below, options: off) == 489)
    }

    @Test func previousCellIsDroppedWhenTheUnionIsTooTall() {
        let field = FocusedField(
            frame: CGRect(x: 16, y: 900, width: 361, height: 44),
            previousCellFrame: CGRect(x: 0, y: 400, width: 393, height: 60))
        // Union 400..954 = 554 > 457 → F alone 900..954: 954 - 457 = 497 → 438.
        #expect(offset(field) == 438)
    }

    @Test func caretTargetIgnoresThePreviousCell() {
        let field = FocusedField(
            frame: CGRect(x: 16, y: 548, width: 361, height: 44), isMultiline: true,
            caretRect: CGRect(x: 20, y: 560, width: 2, height: 20),
            previousCellFrame: CGRect(x: 0, y: 0, width: 393, height: 60))
        // Caret 560..590 → 590 - 457 = 133 → 74.
        #expect(offset(field, .caret) == 74)
    }

    @Test func offsetsAreClampedToTheContent() {
        // Field near the end: 1150..1194 + 10 = 1204 → wants 1204 - 516 = 688 > 684.
        #expect(offset(FocusedField(frame: CGRect(x: 16, y: 1150, width: 361, height: 44))) == 684)
        // Short content (400): the range collapses to [-59, max(-59, 400 + 336 - 852)] = [-59, -59].
        var short = viewport
        short.contentHeight = 400
        #expect(offset(FocusedField(frame: CGRect(x: 16, y: 380, width: 361, height: 44)), in: short) == -59)
    }

    @Test func focusChangeUsesTheLastWillAnimation() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(
            engine.decide(.keyboard(.init(show(duration: 0.4, curve: 3))), at: 0, scrollView: view, focus: nil).changes,
            to: view)
        // A will-event without duration does not replace it.
        _ = engine.decide(
            .keyboard(.init(show(CGRect(x: 0, y: 560, width: 393, height: 292), kind: .willChangeFrame, duration: 0))),
            at: 0, scrollView: view, focus: nil)
        let decision = engine.decide(
            .focus(isCorrection: false), at: 0, scrollView: view,
            focus: FocusedField(frame: CGRect(x: 16, y: 900, width: 361, height: 44)))
        #expect(decision.changes.animation == KeyboardAnimation(duration: 0.4, curve: 3))
        #expect(decision.changes.contentOffset != nil)
    }

    @Test func visibilityHasHalfAPointOfTolerance() {
        // Band [0, 457].
        #expect(viewport.showsVertically(CGRect(x: 0, y: -0.5, width: 1, height: 457.5)))
        #expect(!viewport.showsVertically(CGRect(x: 0, y: -0.6, width: 1, height: 10)))
        #expect(!viewport.showsVertically(CGRect(x: 0, y: 400, width: 1, height: 57.6)))
    }
}
