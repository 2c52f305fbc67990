import Foundation
import KeyboardAwareTestSupport
import Testing

@testable import KeyboardAwareSimulator

/// Replays `name`, an inverted view's scenario, checked on the view's top edge, where the
/// keyboard's extra goes (*Inverted*); its bottom edge stays the app's 0, adjusted by the status
/// bar's 59.
func expectInvertedReplay(
    _ name: String, _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    try expectReplay(name, expected, edge: .top(otherAdjusted: 59), sourceLocation: sourceLocation)
}

/// *Inverted*, worked by hand: an iPhone (393×852) chat table drawn upside down, content 1200 in
/// 60-high rows, its safe area in its own coordinates (top 34, the home indicator; bottom 59), so it
/// rests at its end at y = -34. The keyboard (y = 516, 336 high) covers the mirror's bottom, the
/// view's top: extra 336 - 34 = 302. The mirror's offset is H - 852 - y.
@Suite("*Inverted*: scenarios replayed by hand")
struct HandWorkedInvertedTests {
    @Test func theKeyboardsInsetGoesToTheTopAndBack() throws {
        try expectInvertedReplay(
            "inverted-chat-keyboard-shown-hidden",
            [
                // Top 302, adjusted 34 + 302 = 336; the mirror's 1200 - 852 + 34 = 382 lies in its
                // new range [-59, 1200 + 336 - 852 = 684]: no offset write (lift never).
                Expected(
                    inset: 302, adjusted: 336, y: -34, keyboard: .docked, animation: 0.25, writes: "110", notify: true),
                // The did-event agrees: nothing.
                Expected(inset: 302, adjusted: 336, y: -34, keyboard: .docked, writes: "000", notify: false),
                // `inverted: false` is refused, and the distance given with it is not taken.
                Expected(inset: 302, adjusted: 336, y: -34, keyboard: .docked, writes: "000", ignored: true),
                // Hidden: top 0, adjusted 34; 382 is inside [-59, 1200 + 34 - 852 = 382].
                Expected(
                    inset: 0, adjusted: 34, y: -34, keyboard: .hidden, animation: 0.25, writes: "110", notify: true),
            ])
    }

    @Test func aMessageArrivingAtYZeroKeepsTheChatAtItsEnd() throws {
        try expectInvertedReplay(
            "inverted-chat-message-arrives",
            [
                // whenAtEnd, at the end (382 = 1200 + 34 - 852): to the new end 684, the view's
                // 1200 - 852 - 684 = -336 = -adjusted.top.
                Expected(inset: 302, adjusted: 336, y: -336, keyboard: .docked, animation: 0.25, writes: "111"),
                // H = 1260, the flipped offset kept: the mirror's 1260 - 852 + 336 = 744 is its end
                // 1260 + 336 - 852: nothing written.
                Expected(inset: 302, adjusted: 336, y: -336, keyboard: .docked, writes: "000"),
                // The user scrolls to 200, inside UIKit's [-336, 1260 + 59 - 852 = 467].
                Expected(inset: 302, adjusted: 336, y: 200, keyboard: .docked, writes: "000"),
                // H = 1320: the mirror was at 1260 - 852 - 200 = 208, not its end 744: no lift, and
                // the offset stays 200.
                Expected(inset: 302, adjusted: 336, y: 200, keyboard: .docked, writes: "000"),
                // Back to the end: -336.
                Expected(inset: 302, adjusted: 336, y: -336, keyboard: .docked, writes: "000"),
                // Hidden at the end (the mirror's 1320 - 852 + 336 = 804 = its end): to the new end
                // 1320 + 34 - 852 = 502, the view's 1320 - 852 - 502 = -34.
                Expected(inset: 0, adjusted: 34, y: -34, keyboard: .hidden, animation: 0.25, writes: "111"),
                // H = 1380, keyboard hidden: the mirror's 1380 - 852 + 34 = 562 = its end: nothing.
                Expected(inset: 0, adjusted: 34, y: -34, keyboard: .hidden, writes: "000"),
            ])
    }

    @Test func aPinnedMessageStaysAtTheTopWhileTheReplyStreams() throws {
        try expectInvertedReplay(
            "inverted-chat-pin-and-stream",
            [
                // Pin Y = 300: the mirror pins 1200 - 300 = 900. Blank = 900 - 59 - 0 + 852 - 1200 - 34
                // - 0 = 459 on the top (the indicator keeps the keyboard's 0); the mirror's offset
                // 900 - 59 = 841, the view's 1200 - 852 - 841 = -493.
                Expected(
                    inset: 459, indicator: 0, adjusted: 493, y: -493, keyboard: .hidden, writes: "101", notify: false),
                // H = 1250, Y not yet moved: the mirror's pin 950, blank 950 - 59 + 852 - 1250 - 34 = 459.
                Expected(inset: 459, indicator: 0, adjusted: 493, y: -493, keyboard: .hidden, writes: "000"),
                // Y = 350: the mirror's 900, moved by -50. Blank 900 - 59 + 852 - 1250 - 34 = 409; the
                // followed offset 1250 - 852 + 493 - 50 = 841, the view's 1250 - 852 - 841 = -443.
                Expected(inset: 409, indicator: 0, adjusted: 443, y: -443, keyboard: .hidden, writes: "101"),
                // The keyboard (302) fits in the blank (409): only the indicator's 302.
                Expected(
                    inset: 409, indicator: 302, adjusted: 443, y: -443, keyboard: .docked, animation: 0.25,
                    writes: "010", notify: true),
                // H = 1300: the mirror's pin 1300 - 350 = 950, blank 950 - 59 + 852 - 1300 - 34 = 409.
                Expected(inset: 409, indicator: 302, adjusted: 443, y: -443, keyboard: .docked, writes: "000"),
                // Y = 400: the mirror's 900 (moved -50), blank 900 - 59 + 852 - 1300 - 34 = 359 > 302;
                // the offset 1300 - 852 + 443 - 50 = 841, the view's 1300 - 852 - 841 = -393. What the
                // keyboard adds beyond the blank is still 0: observers are not told.
                Expected(
                    inset: 359, indicator: 302, adjusted: 393, y: -393, keyboard: .docked, writes: "101", notify: false),
                // H = 1400: the mirror's pin 1000, blank 1000 - 59 + 852 - 1400 - 34 = 359.
                Expected(inset: 359, indicator: 302, adjusted: 393, y: -393, keyboard: .docked, writes: "000"),
                // Y = 500: blank 900 - 59 + 852 - 1400 - 34 = 259 < 302, so the extra is the keyboard's
                // 302; the offset 1400 - 852 + 393 - 100 = 841 (inside [-59, 1400 + 336 - 852 = 884]),
                // the view's 1400 - 852 - 841 = -293; the keyboard now adds 302 - 259 = 43: told.
                Expected(
                    inset: 302, indicator: 302, adjusted: 336, y: -293, keyboard: .docked, writes: "101", notify: true),
                // Hidden: the blank's 259 alone; the mirror's 841 is its end 1400 + 34 + 259 - 852.
                Expected(
                    inset: 259, indicator: 0, adjusted: 293, y: -293, keyboard: .hidden, animation: 0.25, writes: "110",
                    notify: true),
            ])
    }

    @Test func focusRevealsTheCellDrawnAboveAndTheReturnKeyReadsAsDrawn() throws {
        try expectInvertedReplay(
            "inverted-chat-focus-in-cell",
            [
                Expected(inset: 302, adjusted: 336, y: -34, keyboard: .docked, animation: 0.25, writes: "110"),
                // Field 1 (970...1010, cell 16), the cell drawn above it cell 17 (1020...1080). In the
                // mirror: the field at 1200 - 1010 = 190, F = 190...240; cell 17 at 120...180; T =
                // 120...240. Visible: 382 + 59 = 441 to 382 + 516 = 898: up by 441 - 120 = 321, to
                // 61; the view's 1200 - 852 - 61 = 287, in the last will-event's animation.
                Expected(
                    inset: 302, adjusted: 336, y: 287, keyboard: .docked, animation: 0.25, focus: 1, visible: true,
                    writes: "001"),
                // Drawn top to bottom: field 1 (the mirror's 190) then field 0 (250). Field 0's T,
                // 180...300 with cell 16 at 180...240, lies in 120...577: no scroll.
                Expected(inset: 302, adjusted: 336, y: 287, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // Field 0 is the last drawn: focus is released.
                Expected(inset: 302, adjusted: 336, y: 287, keyboard: .docked, writes: "000"),
                // Hidden: the mirror's 61 lies in [-59, 382]: the offset stays.
                Expected(inset: 0, adjusted: 34, y: 287, keyboard: .hidden, animation: 0.25, writes: "110"),
            ])
    }
}
