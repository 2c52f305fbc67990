import Foundation
import Testing

@testable import KeyboardAwareCore

/// The choices the UIKit layer used to make between two things it read, each now made in the core
/// (by the keyboard intake, `KeyboardIntake`, from raw reads, or by a function of raw values),
/// worked out by hand. Every test has a case whose answer flips if the choice were made the other
/// way round.
@Suite("Choices between two readings")
struct ReadingChoicesTests {
    // MARK: - Which text input the keyboard intake takes

    @Test func theInputThatBeganEditingWhileFirstResponderAndNoWindowWalk() throws {
        // The field `one` that began editing is first responder: it is the one measured, and the
        // windows are never walked (the walk would have found `two`).
        let one = TestInput()
        let two = TestInput()
        var reads = TestReads(firstResponder: one)
        reads.windowsFirstResponder = two
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(one)
        let taken = try intake.takeIn(show(), from: phoneOrigin, reads: reads)
        #expect(taken.measuredInput == ObjectIdentifier(one))
        #expect(reads.count(.windowsFirstResponder) == 0)
    }

    @Test func aTextViewFirstResponderBeforeItsBeginEditingIsTaken() throws {
        // A secure field `one` began editing and is no longer first responder; the text view `two`
        // is, and posts its will-notifications before its begin-editing: `two` is the one measured.
        let one = TestInput()
        let two = TestInput()
        let reads = TestReads(firstResponder: two)
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(one)
        let beforeBegin = try intake.takeIn(show(), from: phoneOrigin, reads: reads)
        #expect(beforeBegin.measuredInput == ObjectIdentifier(two))
        // The field's end-editing already came (none began): still `two`.
        intake.inputEndedEditing(one)
        let afterEnd = try intake.takeIn(show(), from: phoneOrigin, reads: reads)
        #expect(afterEnd.measuredInput == ObjectIdentifier(two))
        // No window has a first-responder text input: the one that began editing stands (its screen
        // is read for a notification that names none), or none.
        let noneFirst = TestReads()
        intake.inputBeganEditing(one)
        let stands = try intake.takeIn(show(), from: .init(), reads: noneFirst)
        #expect(noneFirst.count(.screenSize, of: one) == 1)
        #expect(stands.measuredInput == nil)
        var nothing = KeyboardIntake<TestInput>()
        _ = nothing.take(show(), from: .init(), reads: noneFirst)
        #expect(noneFirst.count(.screenSize) == 1)
    }

    // MARK: - Accessory view against search bar

    /// The kit's 58 pt bar resting directly above the phone's 336 pt keyboard: 852 - 336 - 58 = 458.
    let bar = CGRect(x: 0, y: 458, width: 393, height: 58)
    /// iOS 26's bottom search field, 50 high, resting directly above the keyboard: 466..516.
    /// A search tab's field, 50 high, resting directly above the 336 pt keyboard (466..516).
    let searchBar = SearchFieldBar.Reading(
        frame: CGRect(x: 16, y: 466, width: 361, height: 50), placement: .init(host: .other, isInSearchTab: true))

    @Test func anInputsOwnAccessoryComesBeforeAComposerAroundTheScrollView() {
        // Phone keyboard 0,516 393x336. The field's own 44 pt bar rests at 472 (516 - 44); a
        // chat's 60 pt composer would rest at 456.
        let end = CGRect(x: 0, y: 516, width: 393, height: 336)
        let own = CGRect(x: 0, y: 472, width: 393, height: 44)
        var composerReads = 0
        let composer = { () -> CGRect? in
            composerReads += 1
            return CGRect(x: 0, y: 456, width: 393, height: 60)
        }
        // A did-event measures the own bar where it rests; the composer is never read.
        #expect(InputAccessoryPlacement.measurement(own: own, composer: composer, endFrame: end, kind: .didShow) == own)
        #expect(composerReads == 0)
        // No own bar: the composer. At a will-event only its height counts, below the end frame:
        // 0, 852 (516 + 336), 393 x 60.
        #expect(
            InputAccessoryPlacement.measurement(own: nil, composer: composer, endFrame: end, kind: .willShow)
                == CGRect(x: 0, y: 852, width: 393, height: 60))
        #expect(composerReads == 1)
        #expect(InputAccessoryPlacement.measurement(own: nil, composer: { nil }, endFrame: end, kind: .didShow) == nil)
    }

    @Test func anInputsOwnAccessoryComesBeforeASearchBar() throws {
        // Field `a`, first responder, is a search field with the kit's bar of its own.
        let a = TestInput()
        var reads = TestReads(firstResponder: a)
        reads.ownAccessories[a] = bar
        reads.searchBars[a] = searchBar
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(a)
        // A will-event: only the bar's height counts, below the end frame: 0,852 393x58, not in
        // place, counting nothing while nothing is learned (the search field would count 50).
        let will = try intake.keyboardInput(show(), reads: reads)
        #expect(will.keyboard.heightLeftOut == 0)
        // A did-event: the bar is measured where it rests, directly above the keyboard: left out by
        // its 58 pt, and learned (the other way round the search field would count its 50 pt and
        // measure no accessory).
        let did = try intake.keyboardInput(show(kind: .didShow), reads: reads)
        #expect(did.keyboard.heightLeftOut == 58)
        #expect(intake.facts.accessoryReport == .leftOut)
        // The search bar is never read.
        #expect(reads.count(.searchBar) == 0)
    }

    /// What the intake leaves out for a scroll view when `a`, first responder and being edited, is
    /// a search field whose bar is `bar`, with no accessory of its own.
    func searchFieldLeftOut(
        _ notification: KeyboardNotification, bar: SearchFieldBar.Reading?
    ) throws -> (notice: CGFloat, scrollView: CGFloat) {
        let a = TestInput()
        var reads = TestReads(firstResponder: a)
        reads.searchBars[a] = bar
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(a)
        let notice = try intake.takeIn(notification, from: phoneOrigin, reads: reads)
        let taken = intake.keyboardInput(
            for: notice, editing: a, scrollView: TestScrollView(), tracked: a, snapshot: phone(), judged: true,
            reads: reads)
        return (notice.searchFieldHeight, taken.keyboard.heightLeftOut)
    }

    @Test func onlyASearchBarRidingOnTheKeyboardCounts() throws {
        // Without an accessory, the search field ending at the keyboard's top (516) counts 50 pt.
        #expect(try searchFieldLeftOut(show(kind: .didShow), bar: searchBar) == (50, 50))
        // A navigation bar's field, 102..152, stacked under its title: nothing.
        let high = SearchFieldBar.Reading(
            frame: CGRect(x: 16, y: 102, width: 361, height: 50),
            placement: .init(host: .navigationBar, itemPlacement: 2))
        #expect(try searchFieldLeftOut(show(kind: .didShow).local(true), bar: high) == (0, 0))
        // Another app's keyboard, or a frame at 852 on an 852 pt screen (no keyboard): nothing.
        #expect(try searchFieldLeftOut(show(kind: .didShow).local(false), bar: searchBar) == (0, 0))
        let below = show(phoneKeyboard.offsetBy(dx: 0, dy: 336), kind: .didShow).local(true)
        #expect(try searchFieldLeftOut(below, bar: searchBar) == (0, 0))
        // Neither: nothing.
        #expect(try searchFieldLeftOut(show().local(true), bar: nil) == (0, 0))
    }

    // MARK: - The popped-field settle

    let phoneScreen = CGSize(width: 393, height: 852)
    /// The phone's window's guide resting at its bottom safe-area edge: layout frame 818..852,
    /// 852 - 34 = 818, so it shows no keyboard.
    var restingGuide: KeyboardSource.GuideReading {
        .init(
            layoutFrame: CGRect(x: 0, y: 818, width: 393, height: 34),
            windowFrameInScreen: CGRect(origin: .zero, size: phoneScreen), windowSafeAreaBottom: 34)
    }
    /// The guide over the docked keyboard: top 516, 302 pt above where it rests.
    var keyboardGuide: KeyboardSource.GuideReading {
        .init(
            layoutFrame: phoneKeyboard, windowFrameInScreen: CGRect(origin: .zero, size: phoneScreen),
            windowSafeAreaBottom: 34)
    }
    /// The guide as its first use makes it: zero until the window's next layout pass.
    var freshGuide: KeyboardSource.GuideReading {
        .init(
            layoutFrame: .zero, windowFrameInScreen: CGRect(origin: .zero, size: phoneScreen), windowSafeAreaBottom: 34)
    }
    let popped = KeyboardDoubt(inputBeganEditing: true, inputIsInWindow: false)
    let stillThere = KeyboardDoubt(inputBeganEditing: true, inputIsInWindow: true)

    func frame(_ doubt: KeyboardDoubt, notified: CGRect = phoneKeyboard, guide: KeyboardSource.GuideReading)
        -> (attach: KeyboardSource.Attach, keyboardWent: Bool)
    {
        doubt.currentFrame(
            lastNotified: notified, isHiddenByNotification: false, guide: guide, screenSize: phoneScreen,
            windowFrame: CGRect(origin: .zero, size: phoneScreen))
    }

    @Test func onlyAnInputThatBeganAndLeftItsWindowIsInDoubt() {
        #expect(popped.isInDoubt)
        #expect(!stillThere.isInDoubt)
        // Ended editing (nothing began), gone or not: no doubt.
        #expect(!KeyboardDoubt(inputBeganEditing: false, inputIsInWindow: false).isInDoubt)
    }

    @Test func aPoppedFieldsKeyboardWentOnceTheGuideRests() {
        // The guide rests (818 is not above 818 - 0.5): hidden, and the doubt is settled.
        let went = frame(popped, guide: restingGuide)
        #expect(went.attach == .hidden)
        #expect(went.keyboardWent)
        // The same stale docked frame without doubt is dropped too, but there is nothing to settle.
        let stale = frame(stillThere, guide: restingGuide)
        #expect(stale.attach == .hidden)
        #expect(!stale.keyboardWent)
    }

    @Test func aPoppedFieldsKeyboardStaysInDoubtWhileTheGuideShowsOne() {
        // On its way down the guide still shows it (516 < 817.5): the notified frame stands.
        let going = frame(popped, guide: keyboardGuide)
        #expect(going.attach == .shown(phoneKeyboard))
        #expect(!going.keyboardWent)
        // A guide not laid out says nothing: with doubt the answer waits; without, the
        // notification stands.
        let waits = frame(popped, guide: freshGuide)
        #expect(waits.attach == .notYetKnown)
        #expect(!waits.keyboardWent)
        #expect(frame(stillThere, guide: freshGuide).attach == .shown(phoneKeyboard))
    }

    @Test func aFloatingKeyboardInDoubtIsAskedOfTheGuide() {
        // A floating keyboard 100,300 200x250 ends at 550, far above 851: undocked. Without doubt
        // it stands whatever the resting guide says; in doubt, the resting guide says it went.
        let floating = CGRect(x: 100, y: 300, width: 200, height: 250)
        #expect(frame(stillThere, notified: floating, guide: restingGuide).attach == .shown(floating))
        #expect(!frame(stillThere, notified: floating, guide: restingGuide).keyboardWent)
        #expect(frame(popped, notified: floating, guide: restingGuide).attach == .hidden)
        #expect(frame(popped, notified: floating, guide: restingGuide).keyboardWent)
    }

    @Test func aHideSettlesTheDoubtAndAShownKeyboardAsks() {
        #expect(popped.isSettled(by: .willHide))
        #expect(popped.isSettled(by: .didHide))
        #expect(!popped.isSettled(by: .didShow))
        #expect(!stillThere.isSettled(by: .willHide))
        #expect(KeyboardDoubt.asks(keyboardState: .docked, doubt: popped))
        #expect(KeyboardDoubt.asks(keyboardState: .undocked, doubt: popped))
        #expect(!KeyboardDoubt.asks(keyboardState: .docked, doubt: stillThere))
        // With the keyboard hidden nothing is asked, and the doubt is not even read.
        var reads = 0
        func read() -> KeyboardDoubt {
            reads += 1
            return popped
        }
        // (Outside `#expect`, which would evaluate the argument to show it.)
        let asksWhileHidden = KeyboardDoubt.asks(keyboardState: .hidden, doubt: read())
        #expect(!asksWhileHidden)
        #expect(reads == 0)
    }

    @Test func aScrollViewShowingAKeyboardLaysOutHiddenWhenNoneIsCurrent() {
        var reads = 0
        func current(_ attach: KeyboardSource.Attach) -> KeyboardSource.Attach {
            reads += 1
            return attach
        }
        #expect(KeyboardDoubt.laysOutHidden(keyboardState: .docked, current: current(.hidden)))
        #expect(!KeyboardDoubt.laysOutHidden(keyboardState: .docked, current: current(.shown(phoneKeyboard))))
        #expect(!KeyboardDoubt.laysOutHidden(keyboardState: .docked, current: current(.notYetKnown)))
        #expect(reads == 3)
        // Already hidden: nothing to lay out, and the current frame (which may settle the doubt)
        // is not read.
        // (Called outside `#expect`, which would evaluate the argument to show it.)
        let hidden = KeyboardDoubt.laysOutHidden(keyboardState: .hidden, current: current(.hidden))
        #expect(!hidden)
        #expect(reads == 3)
    }

    // MARK: - Where an interactive dismissal measures from

    @Test func aDragMeasuresFromWhereAnEarlierDragFoundTheKeyboard() {
        // An earlier drag found it resting at 516 and let go at 700 (184 pt down), with no
        // notification since: the last frame 700 is the finger's, the keyboard rests at 516.
        let lastUnderFinger = CGRect(x: 0, y: 700, width: 393, height: 336)
        let earlier = DraggedKeyboard(resting: phoneKeyboard, letGoDeadline: 1.3)
        #expect(DraggedKeyboard.restingFrame(earlier: earlier, lastFrame: lastUnderFinger) == phoneKeyboard)
        // No earlier drag: the last frame notified.
        #expect(DraggedKeyboard.restingFrame(earlier: nil, lastFrame: lastUnderFinger) == lastUnderFinger)
        #expect(DraggedKeyboard.restingFrame(earlier: nil, lastFrame: nil) == nil)
    }

    // MARK: - The screen size a keyboard frame is read against

    @Test func theNotifiedScreensSizeComesBeforeTheInputs() {
        // The end frame 0,852 393x336 lies below the phone's 852 pt screen: no keyboard there
        // (Behaviour rules: *Docked and undocked keyboards*), where a taller screen shows one.
        let below = CGRect(x: 0, y: 852, width: 393, height: 336)
        // The notification names the phone's screen, 393x852; the input `a` is on an external
        // display, 1920x1080: the frame is in the phone screen's space (hidden), and the input's
        // screen is never read.
        let a = TestInput()
        var reads = TestReads(firstResponder: a)
        reads.screenSizes[a] = CGSize(width: 1920, height: 1080)
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(a)
        _ = intake.take(show(below), from: phoneOrigin, reads: reads)
        #expect(intake.facts.lastNotification(on: TestReads.phoneScreen) == .init(coveringFrame: nil, isHidden: true))
        #expect(reads.count(.screenSize) == 0)
        // Before iOS 16.1 the notification names none: the input's screen, an iPad's 820x1180, on
        // which the frame (852 + 336 = 1188 past 1180 - 1) is docked and shown.
        var iPad = TestReads(firstResponder: a)
        iPad.screenSizes[a] = CGSize(width: 820, height: 1180)
        iPad.windowFrames[a] = CGRect(x: 0, y: 0, width: 820, height: 1180)
        _ = intake.take(show(below), from: .init(), reads: iPad)
        #expect(intake.facts.lastNotification(on: nil) == .init(coveringFrame: below, isHidden: false))
        #expect(iPad.count(.screenSize, of: a) == 1)
        // Neither (no input): no screen size, and then only an empty frame hides: shown.
        var nothing = KeyboardIntake<TestInput>()
        _ = nothing.take(show(below), from: .init(), reads: TestReads())
        #expect(nothing.facts.lastNotification(on: nil) == .init(coveringFrame: below, isHidden: false))
    }

    // MARK: - Same screen size

    @Test func screenSizesWithinAHundredthOfAPointAreTheSame() {
        let portrait = CGSize(width: 393, height: 852)
        // A rotation: different.
        #expect(!Tolerance.isSameScreenSize(portrait, CGSize(width: 852, height: 393)))
        // 393.01 - 393 = 0.00999... in binary: within 0.01, the same; 0.02 off is not.
        #expect(Tolerance.isSameScreenSize(portrait, CGSize(width: 393.01, height: 852)))
        #expect(!Tolerance.isSameScreenSize(portrait, CGSize(width: 393.02, height: 852)))
        // Exact binary fractions either side of 0.01: 1/128 = 0.0078125 the same, 1/64 = 0.015625
        // not, in either dimension.
        #expect(Tolerance.isSameScreenSize(portrait, CGSize(width: 393, height: 852 + 0.007_812_5)))
        #expect(!Tolerance.isSameScreenSize(portrait, CGSize(width: 393, height: 852 + 0.015_625)))
        #expect(!Tolerance.isSameScreenSize(CGSize(width: 393 + 0.015_625, height: 852), portrait))
    }
}
