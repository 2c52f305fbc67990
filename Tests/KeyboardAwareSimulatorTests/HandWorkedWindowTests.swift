import Foundation
import Testing

@testable import KeyboardAwareSimulator

/// A scroll view taken out of its window and put back (`window` events), each step worked out by
/// hand. On the iPhone (393x852) the scroll view is 600 high, 100 below the screen's top
/// (100..700), with no safe area of its own and content 1200; a keyboard covering from y = T
/// covers 700 - T of it, all of it the keyboard's extra. Nothing is focused: the offset stays 0.
@Suite("Hand-worked scenarios: a scroll view out of its window")
struct HandWorkedWindowTests {
    @Test func outOfItsWindowAFormTakesOnlyHidesAndAttachesOnItsReturn() throws {
        try expectReplay(
            "window-away-while-the-keyboard-moves",
            [
                // willShow 516: 700 - 516 = 184, with the notification's 0.25 s.
                Expected(inset: 184, adjusted: 184, y: 0, keyboard: .docked, animation: 0.25, writes: "110"),
                // Another screen pushed over it: nothing focused in it, nothing decided.
                Expected(inset: 184, adjusted: 184, y: 0, keyboard: .docked, writes: "000"),
                // The keyboard moves to 552 (the pushed screen's field): the view is on no screen,
                // and only a hide is its own.
                Expected(inset: 184, adjusted: 184, y: 0, keyboard: .docked, writes: "000", ignored: true),
                // Back in its window: attached to the keyboard as the last notification left it,
                // 700 - 552 = 148, at once.
                Expected(inset: 148, adjusted: 148, y: 0, keyboard: .docked, writes: "110"),
                Expected(inset: 148, adjusted: 148, y: 0, keyboard: .docked, writes: "000"),
                // The keyboard hides while the view is away: the app's 0 comes back, in the
                // geometry the view last had on screen, with the hide's 0.25 s.
                Expected(inset: 0, adjusted: 0, y: 0, keyboard: .hidden, animation: 0.25, writes: "110"),
                // Back again: no keyboard to attach to, nothing to write.
                Expected(inset: 0, adjusted: 0, y: 0, keyboard: .hidden, writes: "000"),
            ])
    }

    @Test func aFormMadeOutsideAnyWindowWaitsForItsPlaceOnScreen() throws {
        try expectReplay(
            "window-not-yet-in-a-window",
            [
                Expected(inset: 0, adjusted: 0, y: 0, keyboard: .hidden, writes: "000"),
                // The app's own bottom inset, 20: stored by UIKit, remembered by the engine.
                Expected(inset: 20, indicator: 0, adjusted: 20, y: 0, keyboard: .hidden, writes: "000"),
                // The keyboard shows, and a pin is asked for: neither can be placed yet.
                Expected(inset: 20, indicator: 0, adjusted: 20, y: 0, keyboard: .hidden, writes: "000"),
                Expected(inset: 20, indicator: 0, adjusted: 20, y: 0, keyboard: .hidden, writes: "000"),
                // In its window: attached to the keyboard up since, 700 - 516 = 184 on top of the
                // app's 20 (204), the indicator's 0 + 184, at once.
                Expected(inset: 204, indicator: 184, adjusted: 204, y: 0, keyboard: .docked, writes: "110"),
            ])
    }
}
