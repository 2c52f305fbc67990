import Foundation
import KeyboardAwareTestSupport
import Testing

@testable import KeyboardAwareSimulator

/// *Held hides*, *Scenes in the background* and *What observers are told*, each scenario worked out
/// by hand from the behaviour rules. On the iPhone (393x852, safe area 59/34 added, content 1200, keyboard 0,516 393x336):
/// extra = 336 - 34 = 302, adjusted bottom 336, and with the keyboard up the visible band at
/// offset y is [y + 59, y + 516]. Field 0 is 80..124, field 1 150..194: both show at y = -59.
@Suite("Hand-worked scenarios: held hides, the scene, observers")
struct HandWorkedHeldHideSceneObserverTests {
    /// Hidden at rest: inset 0, adjusted 34, y -59.
    static func rest(focus: Int?, notify: Bool = false, writes: String = "000", animation: Double? = nil) -> Expected {
        Expected(
            inset: 0, adjusted: 34, y: -59, keyboard: .hidden, animation: animation, focus: focus,
            visible: focus.map { _ in true }, writes: writes, notify: notify)
    }

    /// The keyboard up: inset 302, adjusted 336, y -59.
    static func up(focus: Int?, notify: Bool = false, writes: String = "000", animation: Double? = nil) -> Expected {
        Expected(
            inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: animation, focus: focus,
            visible: focus.map { _ in true }, writes: writes, notify: notify)
    }

    // MARK: - *Held hides*

    @Test func aHideNoShowFollowsIsAppliedWhenItsTimeIsUpWithWhatIsLeftOfItsAnimation() throws {
        try expectReplay(
            "held-hide-applied-late",
            [
                Self.rest(focus: 0),
                Self.up(focus: 0, notify: true, writes: "110", animation: 0.25),
                // Held: nothing written, still docked, not ignored, observers not told.
                Self.up(focus: 0),
                // 0.03 s of the 0.05 s.
                Self.up(focus: 0),
                // A second hide replaces the first; its clock goes on.
                Self.up(focus: 0),
                // 0.06 s: due. Held exactly 0.05 s, so 0.25 - 0.05 = 0.2 s are left.
                Self.rest(focus: 0, notify: true, writes: "110", animation: 0.2),
                // The did-event agrees (*Which keyboard events count*).
                Self.rest(focus: 0),
            ])
    }

    @Test func aShowDropsTheHeldHideAndADidEventAppliesIt() throws {
        try expectReplay(
            "secure-field-keyboard-swap",
            [
                Self.rest(focus: 0),
                Self.up(focus: 0, notify: true, writes: "110", animation: 0.25),
                Self.up(focus: 0),
                // Field 1 (150..204 with its distance) shows in [0, 457]: no scroll.
                Self.up(focus: 1),
                // The show drops the hide; it changes nothing (*Repeated events change nothing*).
                Self.up(focus: 1),
                Self.up(focus: 1),
                // didHide applies the held hide first, held 0 s: its whole 0.25 s.
                Self.rest(focus: 1, notify: true, writes: "110", animation: 0.25),
            ])
    }

    @Test func aRotationKeepsTheHeldHideUntilTheKeyboardShowsAgain() throws {
        try expectReplay(
            "rotation-keeps-held-hide",
            [
                Self.rest(focus: 0),
                Self.up(focus: 0, notify: true, writes: "110", animation: 0.25),
                Self.up(focus: 0),
                Self.up(focus: 0),
                // Landscape 852x393, safe bottom 21: *Rotation and resizing* keeps insets and offset; adjusted
                // 302 + 21 = 323. The frame forgotten is no change for observers.
                Expected(
                    inset: 302, adjusted: 323, y: -59, keyboard: .docked, focus: 0, visible: false, writes: "000",
                    notify: false),
                // Past its deadline: the rotation keeps it.
                Expected(
                    inset: 302, adjusted: 323, y: -59, keyboard: .docked, focus: 0, visible: false, writes: "000",
                    notify: false),
                // The landscape keyboard (top 184) drops it: covered 393 - 184 = 209, extra 188,
                // adjusted 209. Band [y, y + 184] with top 0; F 80..134 + 10 → y = 144 - 125 - 59
                // = -40, clamped to 0.
                Expected(
                    inset: 188, adjusted: 209, y: 0, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111", notify: true),
            ])
    }

    // MARK: - *Scenes in the background*

    @Test func keyboardEventsInTheBackgroundAreIgnoredAndTheForegroundAttaches() throws {
        try expectReplay(
            "scene-background-and-back",
            [
                Self.rest(focus: 0),
                Self.up(focus: 0, notify: true, writes: "110", animation: 0.25),
                Self.up(focus: 0),
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 0, visible: true, writes: "000",
                    ignored: true, notify: false),
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 0, visible: true, writes: "000",
                    ignored: true, notify: false),
                // Back with no keyboard known: a hide with no animation (*Joining a keyboard already up*).
                Self.rest(focus: 0, notify: true, writes: "110"),
                Self.up(focus: 0, notify: true, writes: "110", animation: 0.25),
            ])
    }

    // MARK: - *What observers are told*

    @Test func observersHearTheKeyboardMoveOverAViewItDoesNotCover() throws {
        // The view is 0..400; the keyboard never reaches it. No safe area, content 800.
        let still = { (state: KeyboardState, notify: Bool) in
            Expected(inset: 0, adjusted: 0, y: 0, keyboard: state, writes: "000", notify: notify)
        }
        try expectReplay(
            "observers-told-keyboard-moves",
            [
                still(.docked, true), // hidden → docked, K (0, 516, 393, 336)
                still(.docked, true), // K moves up to 472: nothing to write, observers told
                still(.docked, false), // the did-event's K is the same
                still(.hidden, true),
            ])
    }

    // MARK: - *Docked and undocked keyboards*, a Slide Over window

    @Test func aFullWidthKeyboardEndingAtASlideOverWindowsBottomIsDocked() throws {
        // Window 444,20 375x1154 on an 834x1194 screen, ending at 1174. The keyboard 0,776
        // 834x398 spans the screen's width and ends at the window's bottom: docked. Covered
        // 1174 - 776 = 398, safe bottom 20: extra 378, adjusted 398. Band [y + 24, y + 756];
        // F 900..954 → y = -24 + 954 - 732 = 198 (max 1600 + 398 - 1154 = 844).
        try expectReplay(
            "ipad-slide-over-keyboard-ends-at-window",
            [
                Expected(inset: 0, adjusted: 20, y: -24, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                Expected(
                    inset: 378, adjusted: 398, y: 198, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111", notify: true),
                // Max 1600 + 20 - 1154 = 466 keeps 198.
                Expected(
                    inset: 0, adjusted: 20, y: 198, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110", notify: true),
            ])
    }

    // MARK: - A sheet with detents

    @Test func aSheetGrownByUIKitAsTheKeyboardShowsIsAdjustedOnceAndLeftAsItWas() throws {
        // The sheet at its medium detent: 426 high from y 426, safe bottom 34, content 900; field
        // 300..344 shows at y 0 (band [0, 392]).
        try expectReplay(
            "iphone-sheet-medium-detent",
            [
                Expected(inset: 0, adjusted: 34, y: 0, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // Covered 852 - 516 = 336, extra 302; band [y, y + 90]; F 300..354 → y = 264.
                Expected(
                    inset: 302, adjusted: 336, y: 264, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111", notify: true),
                // UIKit grows it to large (793 high from 59) with the keyboard: still 336 covered,
                // nothing added twice; the field showed and still does in [264, 721].
                Expected(
                    inset: 302, adjusted: 336, y: 264, keyboard: .docked, focus: 0, visible: true, writes: "000",
                    notify: false),
                // Hide: the insets back; max 900 + 34 - 793 = 141 clamps 264.
                Expected(
                    inset: 0, adjusted: 34, y: 141, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "111", notify: true),
                // Back at its detent: nothing left over (max 900 + 34 - 426 = 508 keeps 141).
                Expected(
                    inset: 0, adjusted: 34, y: 141, keyboard: .hidden, focus: 0, visible: true, writes: "000",
                    notify: false),
            ])
    }

    // MARK: - A search field at the bottom

    @Test func aBottomSearchFieldRidingOnTheKeyboardIsCoveredOnceWithTheTabBarCountedOnce() throws {
        // A full-screen table at its end (1200 + 83 - 852 = 431), the floating tab bar in the safe
        // area (bottom 83). The search tab's field, 56 high, rests at 769 before the keyboard moves
        // it: it rides on the keyboard by its placement, wherever it stands, and is never taken for
        // an accessory view the frame leaves out (it teaches nothing).
        let up = { (inset: CGFloat, adjusted: CGFloat, animation: Double?, writes: String) in
            Expected(
                inset: inset, adjusted: adjusted, y: 431, keyboard: .docked, animation: animation, writes: writes,
                notify: true)
        }
        try expectReplay(
            "ios26-bottom-search-field",
            [
                // From the will-event: covered 852 - (516 - 56) = 392, extra 392 - 83 = 309.
                up(309, 392, 0.25, "110"),
                // The did-event, the field now at 460..516: the same, nothing written.
                Expected(
                    inset: 309, adjusted: 392, y: 431, keyboard: .docked, animation: nil, writes: "000", notify: false),
                Expected(
                    inset: 0, adjusted: 83, y: 431, keyboard: .hidden, animation: 0.25, writes: "110", notify: true),
                up(309, 392, 0.25, "110"),
            ])
    }

    // MARK: - Bad waits

    @Test func aWaitThatIsNegativeOrNoNumberIsIgnoredWithAReason() throws {
        var scenario = try Repository.scenario("held-hide-applied-late")
        // Event 3 (a wait of 0.03 s) becomes a bad one, then a good one of 0.05 s follows the
        // second hide: the clock reads 0.05 - 0 = 0.05 at the end, so the hide is due.
        scenario.events[3] = .wait(-0.03)
        scenario.events.insert(.wait(nil), at: 4)
        scenario.events[6] = .wait(0.05)
        let steps = Replay.run(scenario)
        #expect(steps[3].ignored == "wait is not a non-negative number")
        #expect(steps[4].ignored == "wait is not a non-negative number")
        #expect(steps[3].writes == SimulatedScrollView.Writes() && steps[4].writes == SimulatedScrollView.Writes())
        #expect(steps[6].keyboardState == .hidden && steps[6].animation?.duration == 0.2)
    }
}
