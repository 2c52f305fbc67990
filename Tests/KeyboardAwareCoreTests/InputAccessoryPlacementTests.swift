import Foundation
import Testing

@testable import KeyboardAwareCore

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

    // MARK: - Through the intake and the engine

    /// Reads where field `a` is first responder with its own accessory at `accessory`, and an
    /// intake where `a` began editing.
    func editing(_ a: TestInput, accessory: CGRect) -> (reads: TestReads, intake: KeyboardIntake<TestInput>) {
        var reads = TestReads(firstResponder: a)
        reads.ownAccessories[a] = accessory
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(a)
        return (reads, intake)
    }

    @Test func anotherAppsKeyboardNeitherCountsNorTeachesAMeasuredAccessory() throws {
        // The accessory rests directly above the keyboard when another app's did-show comes.
        let a = TestInput()
        let (reads, editingA) = editing(a, accessory: CGRect(x: 0, y: 472, width: 393, height: 44))
        var intake = editingA
        let taken = try intake.keyboardInput(show(kind: .didShow).local(false), reads: reads)
        #expect(taken.keyboard.heightLeftOut == 0)
        #expect(intake.facts.accessoryReport == .unknown)
        // Covered 336 only: extra 302.
        var engine = KeyboardAvoidanceEngine()
        _ = engine.decide(.keyboard(taken.keyboard), at: 0, scrollView: phone(), focus: nil)
        #expect(engine.extraBottomInset == 302)
    }

    @Test func anAccessoryThatIsNotARectFallsBackToTheGivenHeight() throws {
        // The height given beside an accessory that is not a rect stands: K top 516 - 44 = 472,
        // covered 380, extra 346; nothing is learned.
        let nan = CGRect(x: 0, y: CGFloat.nan, width: 393, height: 44)
        var report = InputAccessoryPlacement.Report.unknown
        let leftOut = InputAccessoryPlacement.heightLeftOut(
            accessory: nan, accessoryHeight: 44, endFrame: phoneKeyboard, showsKeyboard: true, isLocal: true,
            report: &report)
        #expect(leftOut == 44)
        #expect(report == .unknown)
        var engine = KeyboardAvoidanceEngine()
        _ = engine.decide(.keyboard(.init(show(), heightLeftOut: leftOut)), at: 0, scrollView: phone(), focus: nil)
        #expect(engine.extraBottomInset == 346)
        // A negative height counts 0: extra 302.
        #expect(
            InputAccessoryPlacement.heightLeftOut(
                accessory: nil, accessoryHeight: -20, endFrame: phoneKeyboard, showsKeyboard: true, isLocal: true,
                report: &report) == 0)
        var negative = KeyboardAvoidanceEngine()
        _ = negative.decide(.keyboard(.init(show(), heightLeftOut: -20)), at: 0, scrollView: phone(), focus: nil)
        #expect(negative.extraBottomInset == 302)
        // Through the intake an input's own accessory that is not a rect carries no search field:
        // it counts nothing and teaches nothing (extra 302).
        let a = TestInput()
        let (reads, editingA) = editing(a, accessory: nan)
        var intake = editingA
        let taken = try intake.keyboardInput(show(kind: .didShow), reads: reads)
        #expect(taken.keyboard.heightLeftOut == 0)
        #expect(intake.facts.accessoryReport == .unknown)
    }

    @Test func theLatestAccessoryInPlaceDecides() throws {
        // Measured at did-events, where each accessory rests (a will-event measures its height
        // alone, below the end frame).
        let a = TestInput()
        var (reads, intake) = editing(a, accessory: CGRect(x: 0, y: 472, width: 393, height: 44))
        var engine = KeyboardAvoidanceEngine()
        func decide(_ notification: KeyboardNotification) throws {
            let taken = try intake.keyboardInput(notification, tracked: a, reads: reads)
            _ = engine.decide(.keyboard(taken.keyboard), at: 0, scrollView: phone(), focus: nil)
        }
        try decide(show(kind: .didShow))
        #expect(intake.facts.accessoryReport == .leftOut)
        // A hide teaches nothing, even with an accessory above its frame: it is not even measured.
        reads.ownAccessories[a] = CGRect(x: 0, y: 808, width: 393, height: 44)
        try decide(show(CGRect(x: 0, y: 852, width: 393, height: 336), kind: .willHide))
        #expect(intake.facts.accessoryReport == .leftOut)
        #expect(reads.count(.ownAccessory) == 1)
        let included = CGRect(x: 0, y: 472, width: 393, height: 380)
        reads.ownAccessories[a] = CGRect(x: 0, y: 472, width: 393, height: 44)
        try decide(show(included, kind: .didShow))
        #expect(intake.facts.accessoryReport == .included)
        // The same frame with the accessory not in place now counts nothing: covered 380, extra 346.
        reads.ownAccessories[a] = CGRect(x: 0, y: 900, width: 393, height: 44)
        try decide(show(included, kind: .willChangeFrame))
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
