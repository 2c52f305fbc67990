import Foundation
import KeyboardAwareCore
import Testing

/// *How much of the view the keyboard covers*: where a measured accessory view stands against the end frame, what that teaches, and
/// what it covers. The phone keyboard's frame is 0,516 393x336.
@Suite("An input accessory view, measured")
struct InputAccessoryPlacementTests {
    @Test func anAccessoryDirectlyAboveIsLeftOutByItsHeight() {
        let above = InputAccessoryPlacement(
            accessory: CGRect(x: 0, y: 472, width: 393, height: 44), endFrame: phoneKeyboard)
        #expect(above == .above(leftOut: 44))
        #expect(above.report == .leftOut)
        // Within a point of the frame's top either way: a = 516 - 472.6 = 43.4.
        let nearly = InputAccessoryPlacement(
            accessory: CGRect(x: 0, y: 472.6, width: 393, height: 44), endFrame: phoneKeyboard)
        #expect(nearly == .above(leftOut: 516 - 472.6))
        // 1.5 pt off is neither in place: not in place, height 44.
        let off = InputAccessoryPlacement(
            accessory: CGRect(x: 0, y: 473.5, width: 393, height: 44), endFrame: phoneKeyboard)
        #expect(off == .notInPlace(height: 44))
    }

    @Test func anAccessoryAtTheFramesTopIsIncluded() {
        let end = CGRect(x: 0, y: 472, width: 393, height: 380)
        let top = InputAccessoryPlacement(accessory: CGRect(x: 0, y: 472.8, width: 393, height: 44), endFrame: end)
        #expect(top == .top)
        #expect(top.report == .included)
        #expect(top.heightLeftOut(given: .leftOut) == 0)
        // A hardware keyboard's bar alone: the frame is the accessory itself (808..852).
        let bar = CGRect(x: 0, y: 808, width: 393, height: 44)
        #expect(InputAccessoryPlacement(accessory: bar, endFrame: bar) == .top)
        // Starting at the top but reaching more than a point below the frame: not in place.
        let tall = InputAccessoryPlacement(accessory: CGRect(x: 0, y: 472, width: 393, height: 382), endFrame: end)
        #expect(tall == .notInPlace(height: 382))
    }

    @Test func anAccessoryNotInPlaceCountsOnlyWhereFramesAreKnownToLeaveItOut() {
        let placement = InputAccessoryPlacement(
            accessory: CGRect(x: 0, y: 852, width: 393, height: 44), endFrame: phoneKeyboard)
        #expect(placement.report == nil)
        #expect(placement.heightLeftOut(given: .unknown) == 0)
        #expect(placement.heightLeftOut(given: .included) == 0)
        #expect(placement.heightLeftOut(given: .leftOut) == 44)
    }

    @Test func anAccessoryBesideTheKeyboardCoversNothing() {
        // Touching the frame's right edge is no overlap.
        let beside = InputAccessoryPlacement(
            accessory: CGRect(x: 393, y: 472, width: 100, height: 44), endFrame: phoneKeyboard)
        #expect(beside == .besides)
        #expect(beside.report == nil)
        #expect(beside.heightLeftOut(given: .leftOut) == 0)
    }

    // MARK: - Through the engine

    @Test func anotherAppsKeyboardNeitherCountsNorTeachesAMeasuredAccessory() {
        var engine = KeyboardAvoidanceEngine()
        var notification = show()
        notification.isLocal = false
        let accessory = CGRect(x: 0, y: 472, width: 393, height: 44)
        _ = engine.decide(.keyboard(.init(notification, accessory: accessory)), at: 0, scrollView: phone(), focus: nil)
        // Covered 336 only: extra 302.
        #expect(engine.extraBottomInset == 302)
        #expect(engine.accessoryReport == .unknown)
    }

    @Test func anAccessoryThatIsNotARectFallsBackToTheGivenHeight() {
        var engine = KeyboardAvoidanceEngine()
        let nan = CGRect(x: 0, y: CGFloat.nan, width: 393, height: 44)
        _ = engine.decide(
            .keyboard(.init(show(), accessory: nan, accessoryHeight: 44)), at: 0, scrollView: phone(), focus: nil)
        // K top 472: covered 380, extra 346.
        #expect(engine.extraBottomInset == 346)
        #expect(engine.accessoryReport == .unknown)
        var negative = KeyboardAvoidanceEngine()
        _ = negative.decide(.keyboard(.init(show(), accessoryHeight: -20)), at: 0, scrollView: phone(), focus: nil)
        #expect(negative.extraBottomInset == 302)
    }

    @Test func theLatestAccessoryInPlaceDecides() {
        var engine = KeyboardAvoidanceEngine()
        _ = engine.decide(
            .keyboard(.init(show(), accessory: CGRect(x: 0, y: 472, width: 393, height: 44))), at: 0,
            scrollView: phone(), focus: nil)
        #expect(engine.accessoryReport == .leftOut)
        // A hide teaches nothing, even with an accessory above its frame.
        _ = engine.decide(
            .keyboard(
                .init(
                    show(CGRect(x: 0, y: 852, width: 393, height: 336), kind: .willHide),
                    accessory: CGRect(x: 0, y: 808, width: 393, height: 44))), at: 0, scrollView: phone(), focus: nil)
        #expect(engine.accessoryReport == .leftOut)
        let included = CGRect(x: 0, y: 472, width: 393, height: 380)
        _ = engine.decide(
            .keyboard(.init(show(included), accessory: CGRect(x: 0, y: 472, width: 393, height: 44))), at: 0,
            scrollView: phone(), focus: nil)
        #expect(engine.accessoryReport == .included)
        // The same frame with the accessory not in place now counts nothing: covered 380, extra 346.
        _ = engine.decide(
            .keyboard(
                .init(show(included, kind: .willChangeFrame), accessory: CGRect(x: 0, y: 900, width: 393, height: 44))),
            at: 0, scrollView: phone(), focus: nil)
        #expect(engine.extraBottomInset == 346)
    }

    @Test func aWillEventsAccessoryCountsOnlyByItsHeight() {
        // The bar still rests on the old keyboard (top 471) when focus moves to a secure field whose
        // keyboard has no predictions row (top 516): 471 + 44 = 515 is within a point of 516.
        let bar = CGRect(x: 0, y: 471, width: 393, height: 44)
        #expect(InputAccessoryPlacement(accessory: bar, endFrame: phoneKeyboard) == .above(leftOut: 45))
        // Handed over from a will-event, it is an accessory not in place, below the end frame.
        let measured = InputAccessoryPlacement.measurement(of: bar, endFrame: phoneKeyboard, kind: .willChangeFrame)
        #expect(measured == CGRect(x: 0, y: 852, width: 393, height: 44))
        #expect(InputAccessoryPlacement(accessory: measured, endFrame: phoneKeyboard) == .notInPlace(height: 44))
        // A did-event's accessory rests where it is measured.
        #expect(InputAccessoryPlacement.measurement(of: bar, endFrame: phoneKeyboard, kind: .didChangeFrame) == bar)
    }
}
