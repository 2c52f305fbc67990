import Foundation
import Testing

@testable import KeyboardAwareSimulator

// *The return key* on multi-column grids, every number worked out by hand from
// KeyboardAwareCore.docc/HowInsetsAndScrollingAreDecided.md; never copied from the program.
// Shorthand as in HandWorkedScenarioTests: kb = keyboard end frame; extra = covered - safe-area
// bottom; adj = adjusted bottom; band = [y + adjTop, y + frameH - adj]; F = field with maxY + 10.
//
// Both scenarios: screen and scroll view 393x852, safe area 59/34, content 393x1000, y0 = -59.
// kb (0,516,393,336): covered 852-516 = 336, extra 336-34 = 302, adj 336;
// band [y+59, y+852-336 = y+516], height 457; max offset 1000+336-852 = 484 (hidden: 1000+34-852 = 182).

@Suite("Forms worked out by hand: the return key on grids")
struct HandWorkedFormTests {
    /// Left to right. Fields (x, y, w, h), listed out of reading order on purpose:
    ///   row 120: 0 (16..188), 1 (205..377)
    ///   row 420: 2 (252..377, w 125), 3 (16..126, w 110), 4 (134..244, w 110)
    ///   row 640: 5 (300..360, h 30, over the trailing end of 6), 6 (16..377, w 361)
    ///   row 880: 7 (16..188), 8 (205..377)
    /// Reading order by minY, then minX: 0, 1, 3, 4, 2, 6 (minX 16 < 300), 5, 7, 8.
    @Test func leftToRightGrid() throws {
        try expectReplay(
            "grid-return-key-left-to-right",
            [
                // focus 0 (120..164), hidden: band [0, -59+852-34 = 759] → visible, nothing written.
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // willShow: inset 302, adj 336; band [0, 457]; F 120..174 fits → no scroll.
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
                // return 0 → 1 (same row, 120..174 still in [0, 457]): no write, so no animation.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 1, visible: true, writes: "000"),
                // return 1 → 3 (first of row 420 by minX 16): F 420..474 > 457 → y = -59 + 17 = -42,
                // with the keyboard's last animation.
                Expected(
                    inset: 302, adjusted: 336, y: -42, keyboard: .docked, animation: 0.25, focus: 3, visible: true,
                    writes: "001"),
                // return 3 → 4 (minX 134): band [-42+59 = 17, -42+516 = 474]; F.maxY 474 <= 474 → stays.
                Expected(inset: 302, adjusted: 336, y: -42, keyboard: .docked, focus: 4, visible: true, writes: "000"),
                // return 4 → 2 (minX 252, the widest of the row): same rows → stays.
                Expected(inset: 302, adjusted: 336, y: -42, keyboard: .docked, focus: 2, visible: true, writes: "000"),
                // return 2 → 6 (row 640, minX 16 before 300): F 640..694 > 474 → y = -42 + 220 = 178 (<= 484).
                Expected(
                    inset: 302, adjusted: 336, y: 178, keyboard: .docked, animation: 0.25, focus: 6, visible: true,
                    writes: "001"),
                // return 6 → 5 (minX 300): F 640..680 in band [178+59 = 237, 178+516 = 694] → stays.
                Expected(inset: 302, adjusted: 336, y: 178, keyboard: .docked, focus: 5, visible: true, writes: "000"),
                // return 5 → 7 (row 880, minX 16): F 880..934 > 694 → y = 178 + 240 = 418 (<= 484).
                Expected(
                    inset: 302, adjusted: 336, y: 418, keyboard: .docked, animation: 0.25, focus: 7, visible: true,
                    writes: "001"),
                // return 7 → 8 (minX 205): band [477, 934] holds 880..934 → stays.
                Expected(inset: 302, adjusted: 336, y: 418, keyboard: .docked, focus: 8, visible: true, writes: "000"),
                // return at 8, the last field: focus released, nothing written.
                Expected(inset: 302, adjusted: 336, y: 418, keyboard: .docked, writes: "000"),
                // willHide: insets back to 0, adj 34; max 182 → 418 clamps to 182.
                Expected(inset: 0, adjusted: 34, y: 182, keyboard: .hidden, animation: 0.25, writes: "111"),
            ])
    }

    /// Right to left: the same form mirrored (x' = 393 - x - w), same indices:
    ///   row 120: 0 (205..377), 1 (16..188)
    ///   row 420: 2 (16..141, w 125), 3 (267..377, w 110), 4 (149..259, w 110)
    ///   row 640: 5 (33..93, h 30), 6 (16..377, w 361)
    ///   row 880: 7 (205..377), 8 (16..188)
    /// Reading order by minY, then maxX descending: 0 (377), 1 (188); 3 (377), 4 (259), 2 (141);
    /// 6 (377) before 5 (93), although 5 starts further right (minX 33 > 16): maxX decides; 7, 8.
    /// Same logical walk as left to right, so the same offsets; a left-to-right reading of these
    /// frames would go 0 → 2 instead, and ordering by minX descending would put 5 before 6.
    @Test func rightToLeftGrid() throws {
        try expectReplay(
            "grid-return-key-right-to-left",
            [
                // focus 0 (120..164), hidden: visible in [0, 759].
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // willShow: extra 302; F 120..174 within [0, 457].
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
                // 0 → 1: same row (maxX 188 < 377).
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 1, visible: true, writes: "000"),
                // 1 → 3 (row 420, maxX 377): F 420..474 > 457 → y = -42.
                Expected(
                    inset: 302, adjusted: 336, y: -42, keyboard: .docked, animation: 0.25, focus: 3, visible: true,
                    writes: "001"),
                // 3 → 4 (maxX 259): band [17, 474] → stays.
                Expected(inset: 302, adjusted: 336, y: -42, keyboard: .docked, focus: 4, visible: true, writes: "000"),
                // 4 → 2 (maxX 141) → stays.
                Expected(inset: 302, adjusted: 336, y: -42, keyboard: .docked, focus: 2, visible: true, writes: "000"),
                // 2 → 6 (row 640, maxX 377): F 640..694 > 474 → y = 178.
                Expected(
                    inset: 302, adjusted: 336, y: 178, keyboard: .docked, animation: 0.25, focus: 6, visible: true,
                    writes: "001"),
                // 6 → 5 (maxX 93): 640..680 in [237, 694] → stays.
                Expected(inset: 302, adjusted: 336, y: 178, keyboard: .docked, focus: 5, visible: true, writes: "000"),
                // 5 → 7 (row 880, maxX 377): F 880..934 > 694 → y = 418.
                Expected(
                    inset: 302, adjusted: 336, y: 418, keyboard: .docked, animation: 0.25, focus: 7, visible: true,
                    writes: "001"),
                // 7 → 8 (maxX 188): stays.
                Expected(inset: 302, adjusted: 336, y: 418, keyboard: .docked, focus: 8, visible: true, writes: "000"),
                // return at 8, the last field in right-to-left order: released.
                Expected(inset: 302, adjusted: 336, y: 418, keyboard: .docked, writes: "000"),
                // willHide: insets 0; 418 clamps to 182.
                Expected(inset: 0, adjusted: 34, y: 182, keyboard: .hidden, animation: 0.25, writes: "111"),
            ])
    }
}
