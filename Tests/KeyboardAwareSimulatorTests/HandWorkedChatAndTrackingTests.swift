import Foundation
import KeyboardAwareTestSupport
import Testing

@testable import KeyboardAwareSimulator

/// *How much of the view the keyboard covers* (a measured accessory view), *What is inset*
/// (`keyboardCoversAppInset`), *Frames between notifications* and *Content lift*, each scenario worked
/// out by hand from the behaviour rules. On the iPhone (393x852,
/// safe area 59/34 added, keyboard 0,516 393x336): extra = 336 - 34 = 302, adjusted bottom 336,
/// and with the keyboard up the visible band at offset y is [y + 59, y + 516].
@Suite("Hand-worked scenarios: accessory views measured, bottom bars, tracked frames, chat screens")
struct HandWorkedChatAndTrackingTests {
    // MARK: - *How much of the view the keyboard covers*, a measured accessory view

    @Test func anAccessoryFormingTheFramesTopIsCountedOnce() throws {
        // Field 0 at 600..644, content 1200. The end frame starts at the accessory's top.
        try expectReplay(
            "accessory-included-in-frame",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // a = 0: K = end = (0, 472, 393, 380), covered 380, extra 346; F 600..654 → y = 654 - 472.
                Expected(
                    inset: 346, adjusted: 380, y: 182, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                Expected(inset: 346, adjusted: 380, y: 182, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // The composer grows to 88 and the frame with it (top 428): covered 424, extra 390,
                // y = 654 - 428 = 226.
                Expected(
                    inset: 390, adjusted: 424, y: 226, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                // A hide uses a = 0; max 1200 + 34 - 852 = 382 keeps 226.
                Expected(
                    inset: 0, adjusted: 34, y: 226, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
            ])
    }

    @Test func anAccessoryAboveTheFrameIsAddedOnTop() throws {
        // The same screen on a system whose end frame is the bare keyboard (top 516), the first
        // responder's own accessory read by the intake.
        try expectReplay(
            "accessory-left-out-of-frame",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // willShow: where the accessory stands is not its place yet at a will-event, only its
                // height counts, and nothing learned yet counts it as included: a = 0. Covered
                // 852 - 516 = 336, extra 336 - 34 = 302, y = 654 - 516 = 138.
                Expected(
                    inset: 302, adjusted: 336, y: 138, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                // didShow measures it in place, 472..516 directly above: left out, a = 44, K top 472,
                // covered 380, extra 346, y = 654 - 472 = 182.
                Expected(inset: 346, adjusted: 380, y: 182, keyboard: .docked, focus: 0, visible: true, writes: "111"),
                // willChangeFrame, accessory 88 tall: not in place at a will-event, but the system is now
                // known to leave accessories out, so a = 88, K top 428, extra 390, y = 226.
                Expected(
                    inset: 390, adjusted: 424, y: 226, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                Expected(
                    inset: 0, adjusted: 34, y: 226, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
            ])
    }

    @Test func anAccessoryNotYetInPlaceCountsOnlyOnceTheSystemIsKnown() throws {
        try expectReplay(
            "accessory-not-yet-in-place",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // Accessory still at the screen's bottom (852..896): over the keyboard, in neither place;
                // nothing learned yet counts as included: a = 0. Covered 336, extra 302, y = 654 - 516.
                Expected(
                    inset: 302, adjusted: 336, y: 138, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                // didShow measures it above the frame: left out, a = 44, extra 346 disagrees with 302, so
                // it applies at once: band [y + 59, y + 472], y = 654 - 472 = 182.
                Expected(inset: 346, adjusted: 380, y: 182, keyboard: .docked, focus: 0, visible: true, writes: "111"),
                Expected(
                    inset: 0, adjusted: 34, y: 182, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
                // The next show's accessory is again not in place, but the system is known to leave it
                // out: a = 44 from the will-event. Band [241, 654] holds F 600..654: no scroll.
                Expected(
                    inset: 346, adjusted: 380, y: 182, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
            ])
    }

    // MARK: - *What is inset*, keyboardCoversAppInset

    @Test func aBottomBarTheKeyboardCoversIsRoomItAlreadyHas() throws {
        // `never`, the app's own insets top 59 and bottom 84 (a save bar), indicator bottom 84.
        // Field 0 at 700..744; hidden band [y + 59, y + 852 - 84] = [0, 709] at y = -59.
        try expectReplay(
            "bottom-bar-covered-by-keyboard",
            [
                Expected(inset: 84, adjusted: 84, y: -59, keyboard: .hidden, focus: 0, visible: false, writes: "000"),
                // Covered 336, system 0: extra = 336 - 84 = 252 on each inset, bottoms 336 (not 84 + 336).
                // Band [y + 59, y + 516]: F 700..754 → y = 754 - 516 = 238.
                Expected(
                    inset: 336, adjusted: 336, y: 238, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                // The app's bottom becomes 120: extra 336 - 120 = 216, applied 336 as before; the app's event.
                Expected(inset: 336, adjusted: 336, y: 238, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // 400, taller than the keyboard: extra 0, applied 400; the indicator keeps 84 + 252. No clamp.
                // Band [297, 238 + 852 - 400 = 690] misses F.
                Expected(
                    inset: 400, indicator: 336, adjusted: 400, y: 238, keyboard: .docked, focus: 0, visible: false,
                    writes: "000"),
                // Hide: the content inset is already the app's 400; only the indicator goes back to 84.
                Expected(
                    inset: 400, indicator: 84, adjusted: 400, y: 238, keyboard: .hidden, animation: 0.25, focus: 0,
                    visible: false, writes: "010"),
            ])
    }

    // MARK: - *Frames between notifications*

    @Test func anInteractiveDismissalIsFollowedUnderTheFinger() throws {
        try expectReplay(
            "interactive-dismissal-followed",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                Expected(
                    inset: 302, adjusted: 336, y: 138, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                Expected(inset: 302, adjusted: 336, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // Top 600: covered 252, extra 218; no animation, no offset write under the finger.
                Expected(inset: 218, adjusted: 252, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "110"),
                // Top 700: covered 152, extra 118.
                Expected(inset: 118, adjusted: 152, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "110"),
                // Top 852, wholly below the screen: hidden, insets back.
                Expected(inset: 0, adjusted: 34, y: 138, keyboard: .hidden, focus: 0, visible: true, writes: "110"),
                // A tracked frame after the hide changes nothing.
                Expected(inset: 0, adjusted: 34, y: 138, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // Lift: 138 is inside [-59, 382]; nothing was held.
                Expected(inset: 0, adjusted: 34, y: 138, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // The late willHide and didHide repeat what is already applied (*Repeated events change nothing*).
                Expected(inset: 0, adjusted: 34, y: 138, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                Expected(inset: 0, adjusted: 34, y: 138, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
            ])
    }

    @Test func aKeyboardLetGoHalfwaySpringsBackWithItsInsets() throws {
        try expectReplay(
            "interactive-dismissal-springs-back",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                Expected(
                    inset: 302, adjusted: 336, y: 138, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                Expected(inset: 302, adjusted: 336, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // Top 640: covered 212, extra 178.
                Expected(inset: 178, adjusted: 212, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "110"),
                // Back at 516: 302 again.
                Expected(inset: 302, adjusted: 336, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "110"),
                Expected(inset: 302, adjusted: 336, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // The notifications that follow repeat the tracked frame: nothing, not even a focus scroll.
                Expected(inset: 302, adjusted: 336, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                Expected(inset: 302, adjusted: 336, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "000"),
            ])
    }

    @Test func aKeyboardLetGoWithoutANotificationIsTakenBackWhereItRested() throws {
        // As above, but UIKit sends nothing after the lift; the file waits 0.6 s for it.
        try expectReplay(
            "interactive-dismissal-let-go-silently",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                Expected(
                    inset: 302, adjusted: 336, y: 138, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111", notify: true),
                Expected(inset: 302, adjusted: 336, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // Top 640: covered 212, extra 178.
                Expected(
                    inset: 178, adjusted: 212, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "110",
                    notify: true),
                // The lift (clock 0) starts the wait: nothing written.
                Expected(inset: 178, adjusted: 212, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // 0.3 s: still waiting.
                Expected(inset: 178, adjusted: 212, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // 0.6 s: laid out for the resting frame, as an attach: 302 again, unanimated; the field
                // 600..654 stays inside [197, 654], so no scroll.
                Expected(
                    inset: 302, adjusted: 336, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "110",
                    notify: true),
                // A late notification of the same frame repeats it (*Repeated events change nothing*).
                Expected(
                    inset: 302, adjusted: 336, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "000",
                    notify: false),
            ])
    }

    @Test func aWaitReachesTheLetGoDeadlineWhateverItsRounding() throws {
        // The scenario above with `letGoWait` 0.1, the finger lifted at 0.2 s and two waits of
        // 0.05 after it: the deadline is 0.2 + 0.1 = 0.30000000000000004 and the clock
        // 0.2 + 0.05 + 0.05 = 0.29999999999999998, a nanosecond's rounding short of it. The timer
        // made for the deadline fires at the second wait, as it would on a device.
        var scenario = try Repository.scenario("interactive-dismissal-let-go-silently")
        scenario.options.letGoWait = 0.1
        let lift = try #require(scenario.events.firstIndex(of: Scenario.Event.touch(isDown: false)))
        scenario.events.insert(Scenario.Event.wait(0.2), at: lift)
        scenario.events[lift + 2] = Scenario.Event.wait(0.05)
        scenario.events[lift + 3] = Scenario.Event.wait(0.05)
        #expect(0.2 + 0.1 > 0.2 + 0.05 + 0.05)
        let steps = Replay.run(scenario)
        // Top 640 under the finger: extra 178 until the second wait.
        #expect(steps[lift + 2].scrollView.contentInset.bottom == 178)
        // Laid out for the resting frame, as an attach: 302 again, unanimated.
        let back = steps[lift + 3]
        #expect(back.scrollView.contentInset.bottom == 302 && back.writes.contentInset == 1 && back.notify)
        #expect(back.animation == nil)
    }

    @Test func anUndockedKeyboardDraggedIsFollowedWithoutScrolling() throws {
        // iPad 834x1194, safe area 24/20, content 2000, field 900..944, undocked keyboards followed.
        try expectReplay(
            "undocked-keyboard-dragged",
            [
                Expected(inset: 0, adjusted: 20, y: -24, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // Floating at 100,700 320x250: covered 1194 - 700 = 494, extra 474; band [y + 24, y + 700],
                // F 900..954 → y = 254.
                Expected(
                    inset: 474, adjusted: 494, y: 254, keyboard: .undocked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                // Dragged to 800: covered 394, extra 374, no scroll; band [278, 1054] holds the field.
                Expected(
                    inset: 374, adjusted: 394, y: 254, keyboard: .undocked, focus: 0, visible: true, writes: "110"),
                // Dragged to 600: covered 594, extra 574; band [278, 854] misses the field, and a tracked
                // frame asks for no field.
                Expected(
                    inset: 574, adjusted: 594, y: 254, keyboard: .undocked, focus: 0, visible: false, writes: "110"),
                Expected(
                    inset: 574, adjusted: 594, y: 254, keyboard: .undocked, focus: 0, visible: false, writes: "000"),
                // Tapping the field scrolls with the last will-event's animation: y = 954 - 600 = 354.
                Expected(
                    inset: 574, adjusted: 594, y: 354, keyboard: .undocked, animation: 0.25, focus: 0, visible: true,
                    writes: "001"),
            ])
    }

    // MARK: - *Content lift*

    @Test func aChatAtItsEndStaysAtItsEnd() throws {
        // A table 852 high, safe area 59/34, content 1500, at its end: 1500 + 34 - 852 = 682.
        try expectReplay(
            "chat-stays-at-end",
            [
                // Extra 302; the new end is 1500 + 336 - 852 = 984.
                Expected(inset: 302, adjusted: 336, y: 984, keyboard: .docked, animation: 0.25, writes: "111"),
                Expected(inset: 302, adjusted: 336, y: 984, keyboard: .docked, writes: "000"),
                // A message arrives: 1580 + 336 - 852 = 1064, at once.
                Expected(inset: 302, adjusted: 336, y: 1064, keyboard: .docked, writes: "001"),
                // Scrolled up to read: no longer at the end, so the next message does not move it.
                Expected(inset: 302, adjusted: 336, y: 500, keyboard: .docked, writes: "000"),
                Expected(inset: 302, adjusted: 336, y: 500, keyboard: .docked, writes: "000"),
                // Back to the end: 1660 + 336 - 852 = 1144.
                Expected(inset: 302, adjusted: 336, y: 1144, keyboard: .docked, writes: "000"),
                // Hide: the end is 1660 + 34 - 852 = 842.
                Expected(inset: 0, adjusted: 34, y: 842, keyboard: .hidden, animation: 0.25, writes: "111"),
                // With no keyboard a message still keeps the end: 1740 + 34 - 852 = 922.
                Expected(inset: 0, adjusted: 34, y: 922, keyboard: .hidden, writes: "001"),
            ])
    }

    @Test func aChatWhoseComposerRidesTheLayoutGuideShrinksAndStaysAtItsEnd() throws {
        // A table 762 high above a 56 pt composer on the guide, safe area top 59 only, content
        // 1500, at its end 1500 - 762 = 738.
        try expectReplay(
            "chat-composer-pinned-to-keyboard-guide",
            [
                // The keyboard arrives before the table shrinks: covered 762 - 516 = 246, extra 246;
                // end 1500 + 246 - 762 = 984.
                Expected(inset: 246, adjusted: 246, y: 984, keyboard: .docked, animation: 0.25, writes: "111"),
                // The table shrinks to 460 with the keyboard: covers nothing, extra 0, end 1500 - 460,
                // with the keyboard's animation.
                Expected(inset: 0, adjusted: 0, y: 1040, keyboard: .docked, animation: 0.25, writes: "111"),
                Expected(inset: 0, adjusted: 0, y: 1040, keyboard: .docked, writes: "000"),
                // A message: 1580 - 460 = 1120.
                Expected(inset: 0, adjusted: 0, y: 1120, keyboard: .docked, writes: "001"),
                // Hide: the state changes, the extra stays 0 and the end is where it was.
                Expected(inset: 0, adjusted: 0, y: 1120, keyboard: .hidden, writes: "000"),
                // The table grows back: end 1580 - 762 = 818, with the last will-event's animation.
                Expected(inset: 0, adjusted: 0, y: 818, keyboard: .hidden, animation: 0.25, writes: "001"),
            ])
    }

    @Test func contentThatRidesWithTheKeyboardComesBackToTheSamePlace() throws {
        // A table 852 high, safe area 59/34, content 1500, scrolled to 400.
        try expectReplay(
            "chat-content-rides-with-keyboard",
            [
                // d = +302: 702, inside [-59, 984].
                Expected(inset: 302, adjusted: 336, y: 702, keyboard: .docked, animation: 0.25, writes: "111"),
                Expected(inset: 302, adjusted: 336, y: 702, keyboard: .docked, writes: "000"),
                // d = -302: back to 400.
                Expected(inset: 0, adjusted: 34, y: 400, keyboard: .hidden, animation: 0.25, writes: "111"),
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, writes: "000"),
                // From the top: -59 + 302 = 243; then 243 - 302 = -59, the top again.
                Expected(inset: 302, adjusted: 336, y: 243, keyboard: .docked, animation: 0.25, writes: "111"),
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, animation: 0.25, writes: "111"),
            ])
    }

    @Test func contentRidingTheKeyboardStaysUnderTheFinger() throws {
        // The same table from the top (-59).
        try expectReplay(
            "chat-content-rides-under-the-finger",
            [
                Expected(inset: 302, adjusted: 336, y: 243, keyboard: .docked, animation: 0.25, writes: "111"),
                Expected(inset: 302, adjusted: 336, y: 243, keyboard: .docked, writes: "000"),
                // Under the finger nothing is lifted: the insets follow (118, then 302), the offset stays.
                Expected(inset: 118, adjusted: 152, y: 243, keyboard: .docked, writes: "110"),
                Expected(inset: 302, adjusted: 336, y: 243, keyboard: .docked, writes: "110"),
                Expected(inset: 302, adjusted: 336, y: 243, keyboard: .docked, writes: "000"),
                // d = -302: 243 - 302 = -59, the top.
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, animation: 0.25, writes: "111"),
            ])
    }
}
