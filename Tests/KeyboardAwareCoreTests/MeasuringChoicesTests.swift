import Foundation
import Testing

@testable import KeyboardAwareCore

/// The choices made while measuring a notification (by the keyboard intake, `KeyboardIntake`, from
/// raw reads) and following a drag (core functions of raw values), worked out by hand on a 393x852
/// phone whose keyboard rests at 0,516 393x336. Every test has a case whose answer flips if the
/// choice were made the other way round.
@Suite("Choices in measuring and following the keyboard")
struct MeasuringChoicesTests {
    /// The kit's 58 pt bar resting directly above the keyboard: 852 - 336 - 58 = 458.
    let bar = CGRect(x: 0, y: 458, width: 393, height: 58)
    /// A chat's 60 pt composer resting directly above the keyboard: 516 - 60 = 456.
    let composer = CGRect(x: 0, y: 456, width: 393, height: 60)
    /// The phone's keyboard frame once it is down: 0,852 393x336.
    let hidden = CGRect(x: 0, y: 852, width: 393, height: 336)

    /// Decides `taken` on a fresh engine over the phone's scroll view: the extra bottom inset it
    /// leaves (the keyboard's covering height less the 34 pt safe area).
    func extraInset(_ taken: KeyboardIntake<TestInput>.ForScrollView) -> CGFloat {
        var engine = KeyboardAvoidanceEngine()
        _ = engine.decide(.keyboard(taken.keyboard), at: 0, scrollView: phone(), focus: nil)
        return engine.extraBottomInset
    }

    // MARK: - The accessory a scroll view hands its engine (How much of the view the keyboard covers)

    @Test func theHubsMeasurementStandsForTheInputItMeasured() throws {
        // The intake measured the bar of field `a`, which this scroll view tracks too: nothing is
        // measured again for the scroll view, and the bar resting directly above the keyboard is
        // left out by its 58 pt (the composer, were it read, would make it 60).
        let a = TestInput()
        var reads = TestReads(firstResponder: a)
        reads.ownAccessories[a] = bar
        reads.composer = composer
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(a)
        let taken = try intake.keyboardInput(show(kind: .didShow), tracked: a, reads: reads)
        #expect(taken.keyboard.heightLeftOut == 58)
        #expect(reads.count(.ownAccessory) == 1)
        #expect(reads.count(.composer) == 0)
        // Covered 852 - 458 = 394: extra 394 - 34 = 360.
        #expect(extraInset(taken) == 360)
        // iOS 26's 50 pt search field the intake counted, with no accessory (field `b` has none):
        // handed on as it is, the composer not read, nothing learned. Covered 852 - 466 = 386:
        // extra 352.
        let b = TestInput()
        var search = TestReads(firstResponder: b)
        search.searchBars[b] = SearchFieldBar.Reading(
            frame: CGRect(x: 16, y: 466, width: 361, height: 50), placement: .init(host: .other, isInSearchTab: true))
        search.composer = composer
        var searching = KeyboardIntake<TestInput>()
        searching.inputBeganEditing(b)
        let counted = try searching.keyboardInput(show(kind: .didShow), reads: search)
        #expect(counted.keyboard.heightLeftOut == 50)
        #expect(search.count(.composer) == 0)
        #expect(searching.facts.accessoryReport == .unknown)
        #expect(extraInset(counted) == 352)
    }

    @Test func anotherTrackedInputIsMeasuredHere() throws {
        // The intake measured `a`'s bar; this scroll view tracks `b` (taken before its begin-editing;
        // each of two scenes' windows has its first responder): `b`'s own accessory, else the
        // composer around the scroll view, is measured here, and the bar is not handed on. `b` has
        // none: the composer resting directly above the keyboard is left out by its 60 pt, not 58.
        let a = TestInput()
        let b = TestInput()
        var reads = TestReads(firstResponder: a)
        reads.firstResponders.append(b)
        reads.ownAccessories[a] = bar
        reads.composer = composer
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(a)
        let taken = try intake.keyboardInput(show(kind: .didShow), tracked: b, reads: reads)
        #expect(taken.keyboard.heightLeftOut == 60)
        #expect(reads.count(.ownAccessory, of: b) == 1)
        #expect(reads.count(.composer) == 1)
        // Covered 852 - 456 = 396: extra 362.
        #expect(extraInset(taken) == 362)
        // The intake measured nothing at all (no text input is first responder): a composer is
        // looked for, once, and no input's accessory.
        var none = TestReads()
        none.composer = composer
        var nothing = KeyboardIntake<TestInput>()
        let found = try nothing.keyboardInput(show(kind: .didShow), reads: none)
        #expect(found.keyboard.heightLeftOut == 60)
        #expect(none.count(.composer) == 1)
        #expect(none.count(.ownAccessory) == 0)
        // Measured here and nothing found: the intake's 50 pt search field height still stands.
        var search = TestReads(firstResponder: a)
        search.firstResponders.append(b)
        search.searchBars[a] = SearchFieldBar.Reading(
            frame: CGRect(x: 16, y: 466, width: 361, height: 50), placement: .init(host: .other, isInSearchTab: true))
        var searching = KeyboardIntake<TestInput>()
        searching.inputBeganEditing(a)
        let stands = try searching.keyboardInput(show(kind: .didShow), tracked: b, reads: search)
        #expect(stands.keyboard.heightLeftOut == 50)
        #expect(search.count(.ownAccessory, of: b) == 1)
        #expect(search.count(.composer) == 1)
    }

    @Test func aScrollViewNotJudgingKeyboardEventsLearnsNothingFromItsComposer() throws {
        // No text input is first responder; the composer around the scroll view rests directly
        // above the keyboard. An engine that does not judge (avoidance off, or in the background)
        // takes nothing from it and teaches nothing; one that does learns "left out", 60 pt.
        var reads = TestReads()
        reads.composer = composer
        var intake = KeyboardIntake<TestInput>()
        let unjudged = try intake.keyboardInput(show(kind: .didShow), judged: false, reads: reads)
        #expect(unjudged.keyboard.heightLeftOut == 0)
        #expect(reads.count(.composer) == 0)
        #expect(intake.facts.accessoryReport == .unknown)
        let judged = try intake.keyboardInput(show(kind: .didShow), reads: reads)
        #expect(judged.keyboard.heightLeftOut == 60)
        #expect(intake.facts.accessoryReport == .leftOut)
    }

    // MARK: - The screen a notification concerns (Docked and undocked keyboards)

    /// Whether `notification`, from `screen` (the phone's or the external display's, or none),
    /// concerns the scroll view as `reads` place it.
    func concerns(
        _ notification: KeyboardNotification, from screen: ObjectIdentifier?, reads: TestReads = TestReads()
    ) throws -> Bool {
        var intake = KeyboardIntake<TestInput>()
        let origin = KeyboardIntake<TestInput>.Origin(
            screen: screen, screenSize: screen.map { _ in CGSize(width: 393, height: 852) })
        return try intake.keyboardInput(notification, from: origin, reads: reads).keyboard
            .isOnScrollViewScreen
    }

    @Test func aNotificationConcernsTheScreenItNames() throws {
        // The scroll view is on the phone's screen; the other is an external display's.
        let phoneScreen = TestReads.phoneScreen
        let otherScreen = TestReads.otherScreen
        #expect(try concerns(show(), from: phoneScreen))
        #expect(try !concerns(show(), from: otherScreen))
        #expect(try !concerns(show(hidden, kind: .willHide), from: otherScreen))
        // Before iOS 16.1 none is named: this screen's.
        #expect(try concerns(show(kind: .didChangeFrame), from: nil))
        // The external display's keyboard leaves the phone's scroll view as it is; the phone's
        // covers 336: extra 302.
        var intake = KeyboardIntake<TestInput>()
        let other = KeyboardIntake<TestInput>.Origin(screen: otherScreen, screenSize: CGSize(width: 393, height: 852))
        let fromOther = try intake.keyboardInput(show(), from: other, reads: TestReads())
        #expect(extraInset(fromOther) == 0)
        let fromPhone = try intake.keyboardInput(show(), reads: TestReads())
        #expect(extraInset(fromPhone) == 302)
    }

    @Test func aViewOutsideAWindowTakesOnlyHides() throws {
        var outside = TestReads()
        outside.viewScreen = nil
        for kind in [KeyboardEventKind.willHide, .didHide] {
            #expect(try concerns(show(hidden, kind: kind), from: TestReads.phoneScreen, reads: outside))
            #expect(try concerns(show(hidden, kind: kind), from: nil, reads: outside))
        }
        for kind in [KeyboardEventKind.willShow, .didShow, .willChangeFrame, .didChangeFrame] {
            #expect(try !concerns(show(kind: kind), from: TestReads.phoneScreen, reads: outside))
            #expect(try !concerns(show(kind: kind), from: nil, reads: outside))
        }
    }

    // MARK: - Which input a notification takes

    @Test func aHideAndAnotherAppsKeyboardTakeTheInputThatBeganWithoutAWalk() throws {
        // Field `one` began editing and is no longer first responder; a walk would find the text
        // view `two`. The notifications name no screen, so the taken input's screen is read: that
        // read tells which input was taken.
        let one = TestInput()
        let two = TestInput()
        let unnamed = KeyboardIntake<TestInput>.Origin()
        let reads = TestReads(firstResponder: two)
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(one)
        _ = intake.take(show(hidden, kind: .willHide).local(true), from: unnamed, reads: reads)
        #expect(reads.count(.screenSize, of: one) == 1)
        // Nothing began: no input at all.
        let none = TestReads(firstResponder: two)
        var fresh = KeyboardIntake<TestInput>()
        _ = fresh.take(show(hidden, kind: .didHide), from: unnamed, reads: none)
        #expect(none.count(.screenSize) == 0)
        #expect(none.count(.windowsFirstResponder) == 0)
        // Another app's keyboard (Slide Over, Split View): its coordinates and accessory are not
        // this app's; `one`, not first responder, has nothing measured.
        let another = try intake.takeIn(show().local(false), from: unnamed, reads: reads)
        #expect(reads.count(.screenSize, of: one) == 2)
        #expect(another.measuredInput == nil)
        #expect(reads.count(.windowsFirstResponder) == 0)
        // This app's show, or one that does not say: the walk finds the text view `two`.
        let local = try intake.takeIn(show().local(true), from: unnamed, reads: reads)
        #expect(local.measuredInput == ObjectIdentifier(two))
        let unsaid = try intake.takeIn(show(kind: .didChangeFrame), from: unnamed, reads: reads)
        #expect(unsaid.measuredInput == ObjectIdentifier(two))
        #expect(reads.count(.screenSize, of: two) == 2)
        #expect(reads.count(.windowsFirstResponder) == 2)
        // The one that began is first responder: it, with no walk (which would still find `two`).
        var beganFirst = TestReads(firstResponder: one)
        beganFirst.windowsFirstResponder = two
        let first = try intake.takeIn(show().local(true), from: unnamed, reads: beganFirst)
        #expect(first.measuredInput == ObjectIdentifier(one))
        #expect(beganFirst.count(.windowsFirstResponder) == 0)
    }

    // MARK: - When the intake measures what the keyboard carries

    @Test func onlyAFirstRespondersShowOrFrameChangeIsMeasured() throws {
        // Field `a`, first responder, carries the kit's 58 pt bar resting at 458.
        let a = TestInput()
        var reads = TestReads(firstResponder: a)
        reads.ownAccessories[a] = bar
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(a)
        // A will-show measures it against the end frame 0,516 393x336: its height alone, below it
        // (0, 516 + 336 = 852, 393 x 58).
        let willShow = try intake.takeIn(show(), from: phoneOrigin, reads: reads)
        #expect(willShow.accessory == CGRect(x: 0, y: 852, width: 393, height: 58))
        // A did-change-frame measures it where it rests.
        let change = try intake.takeIn(show(kind: .didChangeFrame), from: phoneOrigin, reads: reads)
        #expect(change.accessory == bar)
        #expect(reads.count(.ownAccessory) == 2)
        // A hide (its frame 0,852 393x336, below the screen), or a frame that cannot be read:
        // nothing is measured.
        let hide = try intake.takeIn(show(hidden, kind: .willHide), from: phoneOrigin, reads: reads)
        #expect(hide.accessory == nil)
        let unread = KeyboardNotification(kind: .willShow, endFrame: .failure(.missingEndFrame))
        let unreadNotice = try intake.takeIn(unread, from: phoneOrigin, reads: reads)
        #expect(unreadNotice.accessory == nil)
        #expect(reads.count(.ownAccessory) == 2)
        // `a` no longer first responder, and no other: nothing rides for it.
        var notFirst = TestReads()
        notFirst.ownAccessories[a] = bar
        let notFirstNotice = try intake.takeIn(show(), from: phoneOrigin, reads: notFirst)
        #expect(notFirstNotice.accessory == nil)
        // No input at all.
        var nothing = KeyboardIntake<TestInput>()
        let noInputNotice = try nothing.takeIn(show(), from: phoneOrigin, reads: notFirst)
        #expect(noInputNotice.accessory == nil)
        #expect(notFirst.count(.ownAccessory) == 0)
    }

    // MARK: - Joining a keyboard already up, outside a window

    @Test func aViewOutsideAWindowIsCoveredByNoKeyboardAndSettlesNoDoubt() {
        let screen = CGSize(width: 393, height: 852)
        let guide = KeyboardSource.GuideReading(
            layoutFrame: CGRect(x: 0, y: 818, width: 393, height: 34),
            windowFrameInScreen: CGRect(origin: .zero, size: screen),
            windowSafeAreaBottom: 34)
        let popped = KeyboardDoubt(inputBeganEditing: true, inputIsInWindow: false)
        // With its screen known, the resting guide (818 = 852 - 34) says the keyboard went.
        let inWindow = popped.currentFrame(
            lastNotified: phoneKeyboard, isHiddenByNotification: false, guide: guide, screenSize: screen,
            windowFrame: CGRect(origin: .zero, size: screen))
        #expect(inWindow.attach == .hidden)
        #expect(inWindow.keyboardWent)
        // Outside a window, the last notified 516 frame stands for nothing, and nothing is settled.
        let outside = popped.currentFrame(
            lastNotified: phoneKeyboard, isHiddenByNotification: false, guide: nil, screenSize: nil, windowFrame: nil)
        #expect(outside.attach == .hidden)
        #expect(!outside.keyboardWent)
    }

    // MARK: - Following the finger (Frames between notifications)

    @Test func onlyADockedKeyboardFollowsAnInteractiveDrag() {
        #expect(InteractiveDismissal.keyboardOnly.follows(keyboardState: .docked))
        #expect(InteractiveDismissal.keyboardAndAccessory.follows(keyboardState: .docked))
        #expect(!InteractiveDismissal.none.follows(keyboardState: .docked))
        // A floating keyboard, or none.
        #expect(!InteractiveDismissal.keyboardOnly.follows(keyboardState: .undocked))
        #expect(!InteractiveDismissal.keyboardAndAccessory.follows(keyboardState: .hidden))
    }

    @Test func aFrameUnderTheFingerIsHandedOnlyWhenItsTopMovedMoreThanAHundredth() {
        // Exact binary fractions either side of 0.01: 1/128 = 0.0078125 is not a move, 1/64 =
        // 0.015625 is, down or up.
        #expect(!DraggedKeyboard.movesTop(to: 516 + 0.007_812_5, from: 516))
        #expect(DraggedKeyboard.movesTop(to: 516 + 0.015_625, from: 516))
        #expect(DraggedKeyboard.movesTop(to: 600 - 0.015_625, from: 600))
        #expect(!DraggedKeyboard.movesTop(to: 600, from: 600))
        // A finger 84 pt further down: 600 from 516.
        #expect(DraggedKeyboard.movesTop(to: 600, from: 516))
    }

    // MARK: - The accessory's height and where a staying one rests

    @Test func anAccessoryInAWindowIsAsHighAsItsBounds() {
        var reads = 0
        func intrinsic(_ height: CGFloat) -> () -> CGFloat {
            {
                reads += 1
                return height
            }
        }
        #expect(InputAccessoryPlacement.height(laidOut: 44, isInWindow: true, intrinsic: intrinsic(58)) == 44)
        // Laid out 0 high in a window: 0, whatever it asks for.
        #expect(InputAccessoryPlacement.height(laidOut: 0, isInWindow: true, intrinsic: intrinsic(58)) == 0)
        // Not in a window but laid out: its bounds.
        #expect(InputAccessoryPlacement.height(laidOut: 44, isInWindow: false, intrinsic: intrinsic(58)) == 44)
        #expect(reads == 0)
        // Not laid out yet (Auto Layout): the 58 pt it asks for; none (-1, `noIntrinsicMetric`) or
        // an infinite one: 0.
        #expect(InputAccessoryPlacement.height(laidOut: 0, isInWindow: false, intrinsic: intrinsic(58)) == 58)
        #expect(InputAccessoryPlacement.height(laidOut: 0, isInWindow: false, intrinsic: intrinsic(-1)) == 0)
        #expect(InputAccessoryPlacement.height(laidOut: 0, isInWindow: false, intrinsic: intrinsic(.infinity)) == 0)
        #expect(reads == 3)
    }

    /// An accessory of a fixed height, as measured with the keyboard up.
    private func fixed(_ height: CGFloat) -> InputAccessoryPlacement.Measure {
        InputAccessoryPlacement.Measure(height: height, stretches: false)
    }

    @Test func aStayingAccessoryRestsWhereTheDockedKeyboardEnds() {
        // Inputs 1 (focused by the scroll view) and 2 (being edited); own accessories: 1 has a
        // 44 pt bar, 2 a 58 pt one, 3 none; a 60 pt composer is around.
        let own: [Int: CGFloat] = [1: 44, 2: 58]
        func top(_ dismissal: InteractiveDismissal, focused: Int?, editing: Int?, ownHeights: [Int: CGFloat] = own)
            -> CGFloat?
        {
            InputAccessoryPlacement.restingTop(
                dismissal: dismissal, focused: focused, editing: editing, ownHeight: { ownHeights[$0].map(fixed) },
                composerHeight: { fixed(60) }, restingBottom: 852)
        }
        // The focused input's bar: 852 - 44 = 808; without a focused input, the edited one's:
        // 852 - 58 = 794.
        #expect(top(.keyboardOnly, focused: 1, editing: 2) == 808)
        #expect(top(.keyboardOnly, focused: nil, editing: 2) == 794)
        // A focused input without an own accessory: the composer, 852 - 60 = 792 (not 2's bar).
        #expect(top(.keyboardOnly, focused: 3, editing: 2) == 792)
        // An own accessory 0 high stays nowhere, composer or not.
        #expect(top(.keyboardOnly, focused: 1, editing: nil, ownHeights: [1: 0]) == nil)
        // No own accessory and no composer: none.
        #expect(
            InputAccessoryPlacement.restingTop(
                dismissal: .keyboardOnly, focused: 3, editing: nil, ownHeight: { own[$0].map(fixed) },
                composerHeight: { nil },
                restingBottom: 852) == nil)
        // The accessory goes with the keyboard, or the keyboard does not follow: none stays.
        #expect(top(.keyboardAndAccessory, focused: 1, editing: 2) == nil)
        #expect(top(.none, focused: 1, editing: 2) == nil)
        // A Slide Over window ending at 1160 of an 1180-high screen, the docked keyboard's frame
        // ending there too: the 60 pt composer rests at 1160 - 60 = 1100, not 1180 - 60 = 1120.
        #expect(
            InputAccessoryPlacement.restingTop(
                dismissal: .keyboardOnly, focused: Int?.none, editing: Int?.none, ownHeight: { _ in nil },
                composerHeight: { fixed(60) }, restingBottom: 1160) == 1100)
    }

    /// With the keyboard down a docked composer that stretches (a flexible height, its content on
    /// the safe area) stands above the home indicator: on an iPhone 393x852 whose window ends at 852
    /// with a 34 pt bottom safe area, a 60 pt composer (read at keyboard-up height) rests at
    /// 852 - 60 - 34 = 758, not 792. One of a fixed height docks behind the home indicator: 792.
    @Test func aStayingComposerRestsAboveTheHomeIndicator() {
        func top(restingBottom: CGFloat, windowBottom: CGFloat?, safeArea: CGFloat, stretches: Bool = true)
            -> CGFloat?
        {
            InputAccessoryPlacement.restingTop(
                dismissal: .keyboardOnly, focused: Int?.none, editing: Int?.none, ownHeight: { _ in nil },
                composerHeight: { InputAccessoryPlacement.Measure(height: 60, stretches: stretches) },
                restingBottom: restingBottom, windowBottom: windowBottom, windowSafeAreaBottom: safeArea)
        }
        #expect(top(restingBottom: 852, windowBottom: 852, safeArea: 34, stretches: false) == 792)
        #expect(top(restingBottom: 852, windowBottom: 852, safeArea: 34) == 758)
        // A Touch ID iPhone 375x667: no home indicator, 667 - 60 = 607.
        #expect(top(restingBottom: 667, windowBottom: 667, safeArea: 0) == 607)
        // An iPad window ending at 1180 with a 20 pt home indicator: 1180 - 60 - 20 = 1100.
        #expect(top(restingBottom: 1180, windowBottom: 1180, safeArea: 20) == 1100)
        // The keyboard docked at 1160 in a window that goes on to 1180: the home indicator is
        // not under the composer, 1160 - 60 = 1100.
        #expect(top(restingBottom: 1160, windowBottom: 1180, safeArea: 20) == 1100)
        // The window not known: 852 - 60 = 792.
        #expect(top(restingBottom: 852, windowBottom: nil, safeArea: 34) == 792)
    }
}
