import Foundation
import Testing

@testable import KeyboardAwareCore

/// The choices the UIKit layer used to make while measuring a notification and following a drag,
/// each now a core function of raw values, worked out by hand on a 393x852 phone whose keyboard
/// rests at 0,516 393x336. Every test has a case whose answer flips if the choice were made the
/// other way round.
@Suite("Choices in measuring and following the keyboard")
struct MeasuringChoicesTests {
    /// An input, compared by identity as the UIKit layer compares its views.
    final class Input {}

    /// The kit's 58 pt bar resting directly above the keyboard: 852 - 336 - 58 = 458.
    let bar = CGRect(x: 0, y: 458, width: 393, height: 58)
    /// A chat's 60 pt composer resting directly above the keyboard: 516 - 60 = 456.
    let composer = CGRect(x: 0, y: 456, width: 393, height: 60)

    // MARK: - The accessory a scroll view hands its engine (How much of the view the keyboard covers)

    @Test func theHubsMeasurementStandsForTheInputItMeasured() {
        // The hub measured the bar of field `a`, which this scroll view tracks too: nothing is
        // measured here, and the bar is handed on with no height left out.
        let a = Input()
        var measured = 0
        let carried = ScrollViewAccessory.carried(
            tracked: a, measuredByHub: a, hub: CarriedAccessory(accessory: bar)
        ) { _ in
            measured += 1
            return composer
        }
        #expect(carried == CarriedAccessory(accessory: bar, heightLeftOut: 0))
        #expect(measured == 0)
        // iOS 26's 50 pt search field the hub counted, with no accessory: handed on as it is.
        let search = ScrollViewAccessory.carried(
            tracked: Input?.none, measuredByHub: a, hub: CarriedAccessory(heightLeftOut: 50)
        ) { _ in composer }
        #expect(search == CarriedAccessory(accessory: nil, heightLeftOut: 50))
    }

    @Test func anotherTrackedInputIsMeasuredHere() {
        // The hub measured `a`; this scroll view tracks `b` (taken before its begin-editing): its
        // own accessory, else the composer around it, is measured here with `b`, and the hub's bar
        // is not handed on.
        let a = Input()
        let b = Input()
        var given: Input?
        let carried = ScrollViewAccessory.carried(
            tracked: b, measuredByHub: a, hub: CarriedAccessory(accessory: bar)
        ) { input in
            given = input
            return composer
        }
        #expect(carried == CarriedAccessory(accessory: composer, heightLeftOut: 0))
        #expect(given === b)
        // The hub measured nothing at all: a composer is looked for, without any input.
        var calls = 0
        let none = ScrollViewAccessory.carried(tracked: Input?.none, measuredByHub: nil, hub: CarriedAccessory()) {
            input in
            calls += 1
            #expect(input == nil)
            return composer
        }
        #expect(none == CarriedAccessory(accessory: composer))
        #expect(calls == 1)
        // Measured here and nothing found: the hub's 50 pt search field height still stands.
        #expect(
            ScrollViewAccessory.carried(tracked: b, measuredByHub: a, hub: CarriedAccessory(heightLeftOut: 50)) { _ in
                nil
            } == CarriedAccessory(accessory: nil, heightLeftOut: 50))
    }

    // MARK: - The screen a notification concerns (Docked and undocked keyboards)

    @Test func aNotificationConcernsTheScreenItNames() {
        // Screens 1 (the phone) and 2 (an external display), as identities.
        #expect(NotifiedScreen.concernsView(notified: 1, viewScreen: 1, kind: .willShow))
        #expect(!NotifiedScreen.concernsView(notified: 2, viewScreen: 1, kind: .willShow))
        #expect(!NotifiedScreen.concernsView(notified: 2, viewScreen: 1, kind: .willHide))
        // Before iOS 16.1 none is named: this screen's.
        #expect(NotifiedScreen.concernsView(notified: Int?.none, viewScreen: 1, kind: .didChangeFrame))
    }

    @Test func aViewOutsideAWindowTakesOnlyHides() {
        for kind in [KeyboardEventKind.willHide, .didHide] {
            #expect(NotifiedScreen.concernsView(notified: 1, viewScreen: nil, kind: kind))
            #expect(NotifiedScreen.concernsView(notified: Int?.none, viewScreen: nil, kind: kind))
        }
        for kind in [KeyboardEventKind.willShow, .didShow, .willChangeFrame, .didChangeFrame] {
            #expect(!NotifiedScreen.concernsView(notified: 1, viewScreen: nil, kind: kind))
            #expect(!NotifiedScreen.concernsView(notified: Int?.none, viewScreen: nil, kind: kind))
        }
    }

    // MARK: - Which input a notification takes

    @Test func aHideAndAnotherAppsKeyboardTakeTheInputThatBeganWithoutAWalk() {
        // Field 1 began editing and is no longer first responder; a walk would find 2.
        var walks = 0
        func walk() -> Int? {
            walks += 1
            return 2
        }
        #expect(
            EditingInputChoice.input(
                for: .willHide, isLocal: true, began: 1, beganIsFirstResponder: false, windowsFirstResponder: walk) == 1
        )
        #expect(
            EditingInputChoice.input(
                for: .didHide, isLocal: nil, began: Int?.none, beganIsFirstResponder: false, windowsFirstResponder: walk
            ) == nil)
        // Another app's keyboard (Slide Over, Split View): its coordinates and accessory are not
        // this app's.
        #expect(
            EditingInputChoice.input(
                for: .willShow, isLocal: false, began: 1, beganIsFirstResponder: false, windowsFirstResponder: walk)
                == 1)
        #expect(walks == 0)
        // This app's show, or one that does not say: the walk finds the text view 2.
        #expect(
            EditingInputChoice.input(
                for: .willShow, isLocal: true, began: 1, beganIsFirstResponder: false, windowsFirstResponder: walk) == 2
        )
        #expect(
            EditingInputChoice.input(
                for: .didChangeFrame, isLocal: nil, began: 1, beganIsFirstResponder: false, windowsFirstResponder: walk)
                == 2)
        #expect(walks == 2)
        // The one that began is first responder: it, with no walk.
        #expect(
            EditingInputChoice.input(
                for: .willShow, isLocal: true, began: 1, beganIsFirstResponder: true, windowsFirstResponder: walk) == 1)
        #expect(walks == 2)
    }

    // MARK: - When the hub measures what the keyboard carries

    @Test func onlyAFirstRespondersShowOrFrameChangeIsMeasured() {
        let show = KeyboardNotification(kind: .willShow, endFrame: phoneKeyboard)
        #expect(CarriedAccessory.endFrame(toMeasure: show, inputIsFirstResponder: true) == phoneKeyboard)
        let change = KeyboardNotification(kind: .didChangeFrame, endFrame: phoneKeyboard)
        #expect(CarriedAccessory.endFrame(toMeasure: change, inputIsFirstResponder: true) == phoneKeyboard)
        // An input no longer first responder, or none: nothing rides for it.
        #expect(CarriedAccessory.endFrame(toMeasure: show, inputIsFirstResponder: false) == nil)
        #expect(CarriedAccessory.endFrame(toMeasure: show, inputIsFirstResponder: nil) == nil)
        // A hide (its frame 0,852 393x336, below the screen), or a frame that cannot be read.
        let hide = KeyboardNotification(kind: .willHide, endFrame: phoneKeyboard.offsetBy(dx: 0, dy: 336))
        #expect(CarriedAccessory.endFrame(toMeasure: hide, inputIsFirstResponder: true) == nil)
        let unread = KeyboardNotification(kind: .willShow, endFrame: .failure(.missingEndFrame))
        #expect(CarriedAccessory.endFrame(toMeasure: unread, inputIsFirstResponder: true) == nil)
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
        #expect(AccessoryHeight.height(laidOut: 44, isInWindow: true, intrinsic: intrinsic(58)) == 44)
        // Laid out 0 high in a window: 0, whatever it asks for.
        #expect(AccessoryHeight.height(laidOut: 0, isInWindow: true, intrinsic: intrinsic(58)) == 0)
        // Not in a window but laid out: its bounds.
        #expect(AccessoryHeight.height(laidOut: 44, isInWindow: false, intrinsic: intrinsic(58)) == 44)
        #expect(reads == 0)
        // Not laid out yet (Auto Layout): the 58 pt it asks for; none (-1, `noIntrinsicMetric`) or
        // an infinite one: 0.
        #expect(AccessoryHeight.height(laidOut: 0, isInWindow: false, intrinsic: intrinsic(58)) == 58)
        #expect(AccessoryHeight.height(laidOut: 0, isInWindow: false, intrinsic: intrinsic(-1)) == 0)
        #expect(AccessoryHeight.height(laidOut: 0, isInWindow: false, intrinsic: intrinsic(.infinity)) == 0)
        #expect(reads == 3)
    }

    /// An accessory of a fixed height, as measured with the keyboard up.
    private func fixed(_ height: CGFloat) -> StayingAccessory.Measure {
        StayingAccessory.Measure(height: height, stretches: false)
    }

    @Test func aStayingAccessoryRestsWhereTheDockedKeyboardEnds() {
        // Inputs 1 (focused by the scroll view) and 2 (being edited); own accessories: 1 has a
        // 44 pt bar, 2 a 58 pt one, 3 none; a 60 pt composer is around.
        let own: [Int: CGFloat] = [1: 44, 2: 58]
        func top(_ dismissal: InteractiveDismissal, focused: Int?, editing: Int?, ownHeights: [Int: CGFloat] = own)
            -> CGFloat?
        {
            StayingAccessory.restingTop(
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
            StayingAccessory.restingTop(
                dismissal: .keyboardOnly, focused: 3, editing: nil, ownHeight: { own[$0].map(fixed) },
                composerHeight: { nil },
                restingBottom: 852) == nil)
        // The accessory goes with the keyboard, or the keyboard does not follow: none stays.
        #expect(top(.keyboardAndAccessory, focused: 1, editing: 2) == nil)
        #expect(top(.none, focused: 1, editing: 2) == nil)
        // A Slide Over window ending at 1160 of an 1180-high screen, the docked keyboard's frame
        // ending there too: the 60 pt composer rests at 1160 - 60 = 1100, not 1180 - 60 = 1120.
        #expect(
            StayingAccessory.restingTop(
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
            StayingAccessory.restingTop(
                dismissal: .keyboardOnly, focused: Int?.none, editing: Int?.none, ownHeight: { _ in nil },
                composerHeight: { StayingAccessory.Measure(height: 60, stretches: stretches) },
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
