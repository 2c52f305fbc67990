import Foundation
import Testing

@testable import KeyboardAwareSimulator

/// *When the offset moves* (`pinnedTop`), *Rotation and resizing*, *Animation* (`keyboardTransition`),
/// *The return key* (rows, hidden rows) and *While a finger drags*, each worked out by hand from the
/// behaviour rules. On the iPhone (393x852, safe area 59/34,
/// keyboard 0,516 393x336): extra = 336 - 34 = 302, adjusted bottom 336, and with the keyboard up
/// the visible band at offset y is [y + 59, y + 516].
@Suite("Hand-worked scenarios: moves, transitions, touch, rows")
struct HandWorkedRulesTests {
    @Test func aMovedViewKeepsOnlyAFieldThatShowed() throws {
        // Field 0 at 400..444, content 1200.
        try expectReplay(
            "view-moves-keeps-scrolled-away-field",
            [
                // Hidden: band [0, 759] holds 400..444.
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // F 400..454 within [0, 457]: no scroll.
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
                // Frame down 100: covered 952 - 516 = 436, extra 402. The field showed, so *When the offset moves* runs:
                // band bottom -59 + 852 - 436 = 357 < 454 → down 97 → 38.
                Expected(inset: 402, adjusted: 436, y: 38, keyboard: .docked, focus: 0, visible: true, writes: "111"),
                // The user scrolls away: 600 (max 1200 + 436 - 852 = 784); band [659, 1016].
                Expected(inset: 402, adjusted: 436, y: 600, keyboard: .docked, focus: 0, visible: false, writes: "000"),
                // Frame back: extra 302. The field did not show: no focus scroll; clamp to max 684 keeps 600.
                Expected(inset: 302, adjusted: 336, y: 600, keyboard: .docked, focus: 0, visible: false, writes: "110"),
                // Frame down 200: covered 1052 - 516 = 536, extra 502; max 884 keeps 600.
                Expected(inset: 502, adjusted: 536, y: 600, keyboard: .docked, focus: 0, visible: false, writes: "110"),
                // Scroll to 880 (within 884).
                Expected(inset: 502, adjusted: 536, y: 880, keyboard: .docked, focus: 0, visible: false, writes: "000"),
                // Frame back: extra 302; max 684 < 880 → clamped to 684, not scrolled to the field.
                Expected(inset: 302, adjusted: 336, y: 684, keyboard: .docked, focus: 0, visible: false, writes: "111"),
            ])
    }

    @Test func aFormSheetMovingWithTheKeyboardAnimatesWithIt() throws {
        // Screen 820x1180; sheet frame (85, 200, 650, 780), no safe area, content 1000; field 600..644.
        try expectReplay(
            "form-sheet-moves-with-keyboard",
            [
                Expected(inset: 0, adjusted: 0, y: 0, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // Keyboard at 780: covered 980 - 780 = 200. F 600..654, band [0, 580] → down 74.
                Expected(
                    inset: 200, adjusted: 200, y: 74, keyboard: .docked, animation: 0.5, focus: 0, visible: true,
                    writes: "111"),
                // The sheet moves up 100 with the keyboard: covered 880 - 780 = 100. The field showed;
                // band [74, 754] holds F: no scroll. The inset change takes the keyboard's 0.5 s.
                Expected(
                    inset: 100, adjusted: 100, y: 74, keyboard: .docked, animation: 0.5, focus: 0, visible: true,
                    writes: "110"),
                // Hide: insets 0; max 1000 - 780 = 220 keeps 74.
                Expected(
                    inset: 0, adjusted: 0, y: 74, keyboard: .hidden, animation: 0.5, focus: 0, visible: true,
                    writes: "110"),
                // The sheet moves back with the keyboard hidden: nothing to do.
                Expected(inset: 0, adjusted: 0, y: 74, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
            ])
    }

    @Test func theFingerHoldsTheContentDuringInteractiveDismissal() throws {
        // Field 700..744.
        try expectReplay(
            "interactive-dismissal",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // F 700..754 > 457 → down 297 → 238.
                Expected(
                    inset: 302, adjusted: 336, y: 238, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                // Finger down.
                Expected(inset: 302, adjusted: 336, y: 238, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // Drag to 600 (max 684).
                Expected(inset: 302, adjusted: 336, y: 600, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // The keyboard follows the finger to 616: covered 236, extra 202; duration 0 → at once.
                Expected(inset: 202, adjusted: 236, y: 600, keyboard: .docked, focus: 0, visible: true, writes: "110"),
                // Dismissed: insets 0. The new max 1200 + 34 - 852 = 382 is below 600, but the finger
                // is down: no clamp.
                Expected(
                    inset: 0, adjusted: 34, y: 600, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
                // Finger up: the engine writes nothing; UIKit's bounce brings the offset to 382.
                Expected(inset: 0, adjusted: 34, y: 382, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
            ])
    }

    @Test func aFloatingSectionHeaderIsNotTakenForVisibleSpace() throws {
        // pinnedTop 28: band [y + 87, y + 516] with the keyboard up. Rows at 28 + 60i, fields at
        // 36 + 60i (44 high), content 1228.
        try expectReplay(
            "plain-table-floating-header",
            [
                // Scroll to 300 (max 1228 + 34 - 852 = 410).
                Expected(inset: 0, adjusted: 34, y: 300, keyboard: .hidden, writes: "000"),
                // Shown, nothing focused: clamp only (max 712 keeps 300).
                Expected(inset: 302, adjusted: 336, y: 300, keyboard: .docked, animation: 0.25, writes: "110"),
                // Field 6 (396..440) with row 5 (328..388): T 328..450; top 387 → up 59 → 241.
                // (Without the header the top would be 359 and the offset 269.)
                Expected(
                    inset: 302, adjusted: 336, y: 241, keyboard: .docked, animation: 0.25, focus: 6, visible: true,
                    writes: "001"),
                // Field 2 (156..200) with row 1 (88..148): T 88..210; top 328 → up 240 → 1.
                Expected(
                    inset: 302, adjusted: 336, y: 1, keyboard: .docked, animation: 0.25, focus: 2, visible: true,
                    writes: "001"),
                // Field 0 (36..80), no row before it: F 36..90; top 88 → up 52 → -51.
                Expected(
                    inset: 302, adjusted: 336, y: -51, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "001"),
                // Hide: min -59 keeps -51.
                Expected(
                    inset: 0, adjusted: 34, y: -51, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
            ])
    }

    @Test func theReturnKeyWalksRowsThatAreNotOnScreen() throws {
        // Header field 0 (10..50); rows c = 0...29 at 60 + 60c, their fields (c + 1) at 70 + 60c;
        // footer field 31 (1870..1910); content 1920 (max offset with the keyboard 1404).
        try expectReplay(
            "table-header-footer-off-screen-rows",
            [
                // Field 13 (row 12, 790..830) is below the hidden-keyboard band [0, 759].
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 13, visible: false, writes: "000"),
                // F 790..840 with row 11 (720..780): T 720..840 → down 383 → 324.
                Expected(
                    inset: 302, adjusted: 336, y: 324, keyboard: .docked, animation: 0.25, focus: 13, visible: true,
                    writes: "111"),
                // Back to the top: rows 0...12 intersect the bounds (-59..793); row 12 is the last.
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 13, visible: false, writes: "000"),
                // Return: the footer exists, but row 13 (840..) lies before it: revealed, its field 14
                // (850..890) is next. F 850..900 with row 13 (840..900) → T 840..900 → down 443 → 384.
                Expected(
                    inset: 302, adjusted: 336, y: 384, keyboard: .docked, animation: 0.25, focus: 14, visible: true,
                    writes: "001"),
                // To the end: 1404.
                Expected(
                    inset: 302, adjusted: 336, y: 1404, keyboard: .docked, focus: 14, visible: false, writes: "000"),
                // Field 30 (row 29, 1810..1850) with row 28: T 1740..1860 within [1463, 1920].
                Expected(
                    inset: 302, adjusted: 336, y: 1404, keyboard: .docked, focus: 30, visible: true, writes: "000"),
                // Return: every hidden row (0...21) lies above: the footer. F 1870..1920 fits.
                Expected(
                    inset: 302, adjusted: 336, y: 1404, keyboard: .docked, focus: 31, visible: true, writes: "000"),
                // Return at the last field: focus released.
                Expected(inset: 302, adjusted: 336, y: 1404, keyboard: .docked, writes: "000"),
            ])
    }

    // Rows of the next two: 0 (16, 400) and 1 (207, 398) share a row (overlap 42 >= 22); the tall
    // 2 (207, 470, 120 high) and 3 (16, 500) share one (overlap 44 >= 22); 4 (16, 620) alone.

    @Test func rowsLeftToRight() throws {
        // Order 0, 1, 3, 2, 4.
        try expectReplay(
            "form-rows-left-to-right",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
                // 1: F 398..452 fits [0, 457].
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 1, visible: true, writes: "000"),
                // 3: F 500..554 → down 97 → 38.
                Expected(
                    inset: 302, adjusted: 336, y: 38, keyboard: .docked, animation: 0.25, focus: 3, visible: true,
                    writes: "001"),
                // 2: F 470..600, band [97, 554] → down 46 → 84.
                Expected(
                    inset: 302, adjusted: 336, y: 84, keyboard: .docked, animation: 0.25, focus: 2, visible: true,
                    writes: "001"),
                // 4: F 620..674, band [143, 600] → down 74 → 158.
                Expected(
                    inset: 302, adjusted: 336, y: 158, keyboard: .docked, animation: 0.25, focus: 4, visible: true,
                    writes: "001"),
                Expected(inset: 302, adjusted: 336, y: 158, keyboard: .docked, writes: "000"),
            ])
    }

    @Test func rowsRightToLeft() throws {
        // By maxX descending within a row: 1, 0, 2, 3, 4.
        try expectReplay(
            "form-rows-right-to-left",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 1, visible: true, writes: "000"),
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, focus: 1, visible: true,
                    writes: "110"),
                // 0: F 400..454 fits.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // 2: F 470..600, band [0, 457] → down 143 → 84.
                Expected(
                    inset: 302, adjusted: 336, y: 84, keyboard: .docked, animation: 0.25, focus: 2, visible: true,
                    writes: "001"),
                // 3: F 500..554 within [143, 600].
                Expected(inset: 302, adjusted: 336, y: 84, keyboard: .docked, focus: 3, visible: true, writes: "000"),
                // 4: F 620..674 → down 74 → 158.
                Expected(
                    inset: 302, adjusted: 336, y: 158, keyboard: .docked, animation: 0.25, focus: 4, visible: true,
                    writes: "001"),
                Expected(inset: 302, adjusted: 336, y: 158, keyboard: .docked, writes: "000"),
            ])
    }
}
