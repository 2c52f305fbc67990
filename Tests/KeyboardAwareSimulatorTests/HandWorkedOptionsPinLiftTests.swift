import Foundation
import KeyboardAwareTestSupport
import Testing

@testable import KeyboardAwareSimulator

/// An event's writes as its net effect, *Content lift* (`persistent`, the app's bottom inset lifting),
/// *Held hides* (a return key that releases focus is a blur), *Changing options* and *Pinned
/// content*, each scenario worked out by hand from the behaviour rules before its first run. On the iPhone (393x852,
/// safe area 59/34 added while the content scrolls, keyboard 0,516 393x336): covered 336, system
/// 34, so the keyboard's extra is 302.
@Suite("Hand-worked scenarios: options, pins, lifts, net writes")
struct HandWorkedOptionsPinLiftTests {
    // MARK: - *Changing options*

    @Test func optionsChangedWhileTheKeyboardIsUpLayOutAgainAtOnce() throws {
        // Content 1200; the app's bottom inset is 50: adjusted bottom 84 at rest; field 0 is 80..124,
        // 80..134 with the default distance of 10 below it.
        try expectReplay(
            "options-change-while-keyboard-up",
            [
                Expected(
                    inset: 50, indicator: 0, adjusted: 84, y: -59, keyboard: .hidden, focus: 0, visible: true,
                    writes: "000", notify: false),
                // 50 + 302 = 352 (adjusted 386), the indicator 0 + 302; the band [0, 407] shows 80..134.
                Expected(
                    inset: 352, indicator: 302, adjusted: 386, y: -59, keyboard: .docked, animation: 0.25,
                    focus: 0, visible: true, writes: "110", notify: true),
                // keyboardCoversAppInset: the app's 50 is room, extra 302 - 50 = 252 -> 302; the
                // indicator's own app value is 0, so it keeps 302. No animation; observers hear 252.
                Expected(
                    inset: 302, indicator: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 0,
                    visible: true, writes: "100", notify: true),
                // Distance 400: the field showed before (80..134 in [0, 457]), so it scrolls: 80..524
                // fits 457, its bottom 524 is 67 below 457 -> y = -59 + 67 = 8.
                Expected(
                    inset: 302, indicator: 302, adjusted: 336, y: 8, keyboard: .docked, focus: 0, visible: true,
                    writes: "001", notify: false),
                // Disabled: the app's insets back at once, no animation; 8 is inside
                // [-59, 1200 + 84 - 852 = 432]; the keyboard's state is kept.
                Expected(
                    inset: 50, indicator: 0, adjusted: 84, y: 8, keyboard: .docked, focus: 0, visible: true,
                    writes: "110", notify: true),
                // *Turning avoidance off*: a hide changes nothing, the state included.
                Expected(
                    inset: 50, indicator: 0, adjusted: 84, y: 8, keyboard: .docked, focus: 0, visible: true,
                    writes: "000", notify: false),
                // Turned on: nothing by itself.
                Expected(
                    inset: 50, indicator: 0, adjusted: 84, y: 8, keyboard: .docked, focus: 0, visible: true,
                    writes: "000", notify: false),
                // The next show lays out with the options of now: 50 + 252, the indicator 302; the
                // field (80..524) shows in [67, 524].
                Expected(
                    inset: 302, indicator: 302, adjusted: 336, y: 8, keyboard: .docked, animation: 0.25,
                    focus: 0, visible: true, writes: "110", notify: true),
            ])
    }

    // MARK: - *Pinned content*

    @Test func theSentMessageStaysPinnedWhileTheReplyStreamsAndTheKeyboardComesAndGoes() throws {
        // A chat kept at its end, a composer inset of 60 (indicator 60): adjusted bottom 94.
        try expectReplay(
            "ai-chat-pinned-message",
            [
                // The sent message (1000..1100) arrives: at its end, 1100 + 94 - 852 = 342.
                Expected(inset: 60, adjusted: 94, y: 342, keyboard: .hidden, writes: "001", notify: false),
                // Pin 1000: blank = 1000 - 59 + 852 - 1100 - 34 - 60 = 599 -> 659 (adjusted 693), the
                // indicator keeps 60; y = 1000 - 59 = 941 = 1100 + 693 - 852. Observers: nothing
                // beyond the blank.
                Expected(
                    inset: 659, indicator: 60, adjusted: 693, y: 941, keyboard: .hidden, writes: "101",
                    notify: false),
                // 200 pt of reply: blank 399 -> 459; still at its end, 1300 + 493 - 852 = 941: the
                // pinned row does not move.
                Expected(
                    inset: 459, indicator: 60, adjusted: 493, y: 941, keyboard: .hidden, writes: "100",
                    notify: false),
                // The keyboard (302) fits in the blank (399): contentInset stays; the indicator takes
                // the keyboard's own 60 + 302 = 362. Observers hear the state.
                Expected(
                    inset: 459, indicator: 362, adjusted: 493, y: 941, keyboard: .docked, animation: 0.25,
                    writes: "010", notify: true),
                // 200 pt more: blank 199 < 302 -> 362 (adjusted 396); at its end: 1500 + 396 - 852 = 1044,
                // the keyboard 103 taller than the blank moves the row by that. Observers hear 103.
                Expected(
                    inset: 362, indicator: 362, adjusted: 396, y: 1044, keyboard: .docked, writes: "101",
                    notify: true),
                // Hidden: base + blank = 60 + 199 = 259 (adjusted 293); at its end, 1500 + 293 - 852 = 941:
                // the row is back at the top, in the hide's animation.
                Expected(
                    inset: 259, indicator: 60, adjusted: 293, y: 941, keyboard: .hidden, animation: 0.25,
                    writes: "111", notify: true),
                // The pin ends: 60 (adjusted 94), clamped to 1500 + 94 - 852 = 742.
                Expected(
                    inset: 60, indicator: 60, adjusted: 94, y: 742, keyboard: .hidden, writes: "101",
                    notify: false),
            ])
    }

    /// Rows above the pinned message change (self-sizing rows measured, a reply streaming, rows
    /// inserted), the user flings into history, the message is deleted. A table kept at its end,
    /// a composer inset of 60 (indicator 60): adjusted bottom 94 with the 34 of the safe area.
    @Test func aPinnedRowIsFollowedUntilTheUserScrollsAndNeverSnapsBack() throws {
        try expectReplay(
            "ai-chat-pinned-row-moves",
            [
                // Pin 1000 in content 1100: blank = 1000 - 59 + 852 - 1100 - 34 - 60 = 599 -> 659 (adjusted
                // 693); y = 1000 - 59 = 941.
                Expected(
                    inset: 659, indicator: 60, adjusted: 693, y: 941, keyboard: .hidden, writes: "101",
                    notify: false),
                // The reply: 1300, blank 399 -> 459; at its end, 1300 + 493 - 852 = 941 stays.
                Expected(
                    inset: 459, indicator: 60, adjusted: 493, y: 941, keyboard: .hidden, writes: "100",
                    notify: false),
                // A row above grows by 40: 1340 (blank for y 1000: 359 -> 419), at its end 1340 + 453 - 852 = 941.
                Expected(
                    inset: 419, indicator: 60, adjusted: 453, y: 941, keyboard: .hidden, writes: "100",
                    notify: false),
                // The row now starts at 1040: blank 399 -> 459; followed, 941 + 40 = 981 (= 1340 + 493 - 852):
                // the row keeps its place on screen.
                Expected(
                    inset: 459, indicator: 60, adjusted: 493, y: 981, keyboard: .hidden, writes: "101",
                    notify: false),
                // The keyboard (302) fits in the blank (399): the indicator alone, 60 + 302.
                Expected(
                    inset: 459, indicator: 362, adjusted: 493, y: 981, keyboard: .docked, animation: 0.25,
                    writes: "010", notify: true),
                // The user flings into history: 500. The pin is no longer followed.
                Expected(
                    inset: 459, indicator: 362, adjusted: 493, y: 500, keyboard: .docked, writes: "000",
                    notify: false),
                // Rows above measured: 1400, blank for y 1040: 339 -> max(302, 339) = 339, 399 (adjusted
                // 433); not at its end, 500 inside [-59, 981].
                Expected(
                    inset: 399, indicator: 362, adjusted: 433, y: 500, keyboard: .docked, writes: "100",
                    notify: false),
                // The row starts at 1100: blank 399 -> 459. No snap back to 1100 - 59 = 1041: 500 stays.
                Expected(
                    inset: 459, indicator: 362, adjusted: 493, y: 500, keyboard: .docked, writes: "100",
                    notify: false),
                // The row is gone: the pin ends, the keyboard's 302 alone (362, adjusted 396); 500 inside
                // [-59, 1400 + 396 - 852 = 944]. Observers now hear the keyboard's 302.
                Expected(
                    inset: 362, indicator: 362, adjusted: 396, y: 500, keyboard: .docked, writes: "100",
                    notify: true),
                // The keyboard hides: 60 and 60; 500 inside [-59, 1400 + 94 - 852 = 642].
                Expected(
                    inset: 60, indicator: 60, adjusted: 94, y: 500, keyboard: .hidden, animation: 0.25,
                    writes: "110", notify: true),
            ])
    }

    // MARK: - *Content lift*

    /// `.persistent` under a pin: a keyboard taller than the blank pushes the content up by the
    /// excess, and when it goes the clamp brings the pinned row back to the top, since the blank
    /// is exactly the room that reaches it. The pinned chat above with `.persistent`, the reply
    /// grown to 1500 before the keyboard comes.
    @Test func persistentUnderAPinPushesByTheExcessAndTheRowComesBackWhenTheKeyboardGoes() throws {
        var scenario = try Repository.scenario("ai-chat-pinned-message")
        scenario.options.contentLift = .persistent
        // Events: 1100, pin 1000, 1300, willShow, 1500, willHide, unpin -> drop 1300 and move
        // 1500 before the keyboard: 1100, pin 1000, 1500, willShow, willHide.
        let events = scenario.events
        scenario.events = [events[0], events[1], events[4], events[3], events[5]]
        let steps = Replay.run(scenario)
        let got = steps.map {
            [$0.scrollView.contentInset.bottom, $0.scrollView.indicatorInset.bottom, $0.scrollView.contentOffset.y]
        }
        // At 242 = 1000 + 94 - 852, the old end, when the message arrives: persistent follows no
        // content, so y stays 242.
        // Pin 1000: blank 1000 - 59 + 852 - 1100 - 34 - 60 = 599 -> 659, y = 1000 - 59 = 941.
        // 1500: blank 199 -> 259; y 941 = 1500 + 293 - 852, the row still at the top.
        // The keyboard covers 336, extra 302 > 199: inset 362, indicator 60 + 302; the applied
        // extra grew by 103, so the content is pushed up 103: 1044.
        // Hidden: 60 + 199 = 259; pushed content stays but the range ends at 1500 + 293 - 852 = 941.
        let want: [[CGFloat]] = [[60, 60, 242], [659, 60, 941], [259, 60, 941], [362, 362, 1044], [259, 60, 941]]
        #expect(got == want)
    }

    @Test func persistentContentStaysPushedUpAndAGrowingComposerLiftsIt() throws {
        // Composer inset 60 (indicator 60), y = 300 of [-59, 442].
        try expectReplay(
            "chat-persistent-composer-grows",
            [
                // 60 + 302 = 362 (adjusted 396); d = 302 -> y 602 of [-59, 744].
                Expected(
                    inset: 362, adjusted: 396, y: 602, keyboard: .docked, animation: 0.25, writes: "111",
                    notify: true),
                // The composer grows to 100: applied 402, b = 40 -> 642 of [-59, 784]; the app's write
                // itself is not counted, the lift is; the indicator keeps 362.
                Expected(
                    inset: 402, indicator: 362, adjusted: 436, y: 642, keyboard: .docked, writes: "001",
                    notify: false),
                // Hidden: d = -302 leaves the content up, only clamped to 1200 + 134 - 852 = 482.
                Expected(
                    inset: 100, indicator: 60, adjusted: 134, y: 482, keyboard: .hidden, animation: 0.25,
                    writes: "111", notify: true),
                // The composer shrinks to 60: b = -40, persistent does not move it; clamped to 442.
                Expected(inset: 60, adjusted: 94, y: 442, keyboard: .hidden, writes: "001", notify: false),
                // contentLift always: lifts nothing by itself.
                Expected(inset: 60, adjusted: 94, y: 442, keyboard: .hidden, writes: "000", notify: false),
                // Grows to 100 again: always moves by b = 40 -> 482 = 1200 + 134 - 852.
                Expected(
                    inset: 100, indicator: 60, adjusted: 134, y: 482, keyboard: .hidden, writes: "001",
                    notify: false),
            ])
    }

    // MARK: - Net writes and *Held hides*

    @Test func aHeldHideUndoneByItsDidEventWritesNothingAndReturnAtTheLastFieldAppliesOne() throws {
        try expectReplay(
            "held-hide-net-writes",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, focus: 0,
                    visible: true, writes: "110", notify: true),
                // Held.
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 0, visible: true, writes: "000",
                    notify: false),
                // didShow applies the held hide, then disagrees with it and shows the keyboard again:
                // the net effect is nothing, no animation, observers not told.
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 0, visible: true, writes: "000",
                    notify: false),
                // Field 1 (150..204) shows in [0, 457].
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 1, visible: true, writes: "000",
                    notify: false),
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 1, visible: true, writes: "000",
                    notify: false),
                // Return at the last field releases focus: a blur, which applies the hide held 0 s with
                // its whole 0.25 s.
                Expected(
                    inset: 0, adjusted: 34, y: -59, keyboard: .hidden, animation: 0.25, writes: "110",
                    notify: true),
            ])
    }
}
