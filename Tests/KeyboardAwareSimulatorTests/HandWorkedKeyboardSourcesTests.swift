import Foundation
import Testing

@testable import KeyboardAwareSimulator

/// *Which keyboard events count* (another app's keyboard), *How much of the view the keyboard covers*
/// (`accessoryHeight`), *While a finger drags* (a tap is not a drag), *Joining a keyboard already up*
/// and UIKit's adjusted-inset model, each scenario worked out by hand from the behaviour rules.
/// On the iPhone (393x852, safe area 59/34 added, keyboard 0,516 393x336): extra = 336 - 34 = 302,
/// adjusted bottom 336, and with the keyboard up the visible band at offset y is [y + 59, y + 516].
@Suite("Hand-worked scenarios: attach, accessory views, other apps, taps, adjusted insets")
struct HandWorkedKeyboardSourcesTests {
    @Test func attachLaysOutFromTheKeyboardAlreadyUp() throws {
        // Field 0 at 600..644, content 1200.
        try expectReplay(
            "attach-under-keyboard",
            [
                // Hidden: band [0, 759] holds the field.
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // Attach under the docked keyboard: a willShow of duration 0. F 600..654 past the band's
                // bottom 457 → down 197 → y = 138 (max 1200 + 336 - 852 = 684). No animation.
                Expected(inset: 302, adjusted: 336, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "111"),
                // The same attach again changes nothing (*Repeated events change nothing*).
                Expected(inset: 302, adjusted: 336, y: 138, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // Attach with no keyboard known: a hide. Insets back; max 1200 + 34 - 852 = 382 keeps 138.
                Expected(inset: 0, adjusted: 34, y: 138, keyboard: .hidden, focus: 0, visible: true, writes: "110"),
                // Already hidden: nothing.
                Expected(inset: 0, adjusted: 34, y: 138, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // The keyboard's own willShow: band [197, 654] holds F 600..654, no scroll.
                Expected(
                    inset: 302, adjusted: 336, y: 138, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
            ])
    }

    @Test func anAccessoryViewLeftOutOfTheFrameCoversTheViewToo() throws {
        // Field 0 at 600..644, content 1200; the end frame is the bare keyboard, accessory 44 above it.
        try expectReplay(
            "ios26-accessory-view",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // K = (0, 472, 393, 380): covered 852 - 472 = 380, extra 346, band [y + 59, y + 472].
                // F 600..654 → y = 654 - 472 = 182.
                Expected(
                    inset: 346, adjusted: 380, y: 182, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                // didShow reports the same: nothing.
                Expected(inset: 346, adjusted: 380, y: 182, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // The view shrinks to 800 with no bottom safe area; 7b reuses K: covered 800 - 472 = 328,
                // extra 328. The field showed; band [241, 182 + 800 - 328 = 654] still holds F.
                Expected(inset: 328, adjusted: 328, y: 182, keyboard: .docked, focus: 0, visible: true, writes: "110"),
                // Hide: insets 0; max 1200 - 800 = 400 keeps 182.
                Expected(
                    inset: 0, adjusted: 0, y: 182, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
            ])
    }

    @Test func anotherAppsKeyboardMovesTheInsetsButScrollsNothing() throws {
        // iPad 820x1180, window 405 wide at the left, safe area 24/20, content 2000, field 900..944.
        try expectReplay(
            "another-apps-keyboard",
            [
                Expected(inset: 0, adjusted: 20, y: -24, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // The other app's keyboard (UIKeyboardIsLocalUserInfoKey false) at 815: covered 365,
                // extra 345. No focus scroll: y stays -24 (in [-24, 2000 + 365 - 1180 = 1185]); band
                // [0, 791] misses the field.
                Expected(
                    inset: 345, adjusted: 365, y: -24, keyboard: .docked, animation: 0.25, focus: 0, visible: false,
                    writes: "110"),
                // The user taps the field: a focus change scrolls as usual, with that will-event's 0.25 s.
                // F 900..954 → y = 954 - 815 = 139.
                Expected(
                    inset: 345, adjusted: 365, y: 139, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "001"),
                // The other app's keyboard hides: insets back; max 2000 + 20 - 1180 = 840 keeps 139.
                Expected(
                    inset: 0, adjusted: 20, y: 139, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
            ])
    }

    @Test func aFieldFocusedUnderTheFingerScrollsInWhenItLifts() throws {
        // Fields at 100..144 and 500..544, content 1200.
        try expectReplay(
            "tap-field-while-keyboard-up",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // F0 100..154 lies in [0, 457]: no scroll.
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // Field 1 takes focus while the finger is down: held, nothing written.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 1, visible: false, writes: "000"),
                // The finger lifts: F1 500..554 → y = 554 - 516 = 38, with the keyboard's 0.25 s.
                Expected(
                    inset: 302, adjusted: 336, y: 38, keyboard: .docked, animation: 0.25, focus: 1, visible: true,
                    writes: "001"),
                Expected(inset: 302, adjusted: 336, y: 38, keyboard: .docked, focus: 1, visible: true, writes: "000"),
                // The user drags to 600 (max 684): band [659, 1116] misses field 1.
                Expected(inset: 302, adjusted: 336, y: 600, keyboard: .docked, focus: 1, visible: false, writes: "000"),
                // Nothing asked for a scroll while the finger was down: the lift writes nothing.
                Expected(inset: 302, adjusted: 336, y: 600, keyboard: .docked, focus: 1, visible: false, writes: "000"),
            ])
    }

    @Test func shortContentCountsTheSafeAreaOnlyOnceItScrolls() throws {
        // Content 500 in an 852 view, automatic: no vertical scrolling, so no safe area added; the
        // offset rests at 0. Field 400..444.
        try expectReplay(
            "short-content-starts-scrolling",
            [
                Expected(inset: 0, adjusted: 0, y: 0, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // system 0: extra = 336. Band [y, y + 516] holds F 400..454; range [0, 0].
                Expected(
                    inset: 336, adjusted: 336, y: 0, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
                // Content 1200 scrolls: UIKit adds 59/34, extra = 302 at once, no animation; y = 0 is in
                // [-59, 684]; band [59, 516] holds the field.
                Expected(inset: 302, adjusted: 336, y: 0, keyboard: .docked, focus: 0, visible: true, writes: "110"),
                // Still scrolling: nothing.
                Expected(inset: 302, adjusted: 336, y: 0, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // Back to 500: system 0 again, extra 336; range [0, 0] keeps 0.
                Expected(inset: 336, adjusted: 336, y: 0, keyboard: .docked, focus: 0, visible: true, writes: "110"),
                Expected(
                    inset: 0, adjusted: 0, y: 0, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
            ])
    }

    @Test func aShortTableBouncesSoItGetsTheSafeArea() throws {
        // A table (alwaysBounceVertical by default) with content 300, scrollableAxes: 59/34 added.
        try expectReplay(
            "short-table-bounces",
            [
                // extra 302; range [-59, max(-59, 300 + 336 - 852)] keeps -59.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, writes: "110"),
                // F 200..254 in [0, 457].
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // Taller content changes nothing: it scrolled already.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                Expected(
                    inset: 0, adjusted: 34, y: -59, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
            ])
    }

    @Test func aNavigationControllersViewGetsTheSafeAreaWhateverItsContent() throws {
        // Content 500, automatic, the view of a controller in a navigation controller: 59/34 added.
        try expectReplay(
            "short-content-navigation-controller",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // extra 302; F 400..454 in [0, 457]; range [-59, -16] keeps -59.
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                Expected(
                    inset: 0, adjusted: 34, y: -59, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
            ])
    }

    @Test func readingOrderTiesGoByIndexWhateverWasRevealedWhen() throws {
        // A collection at y = 100 shows cells 0 (0..400) and 2 (300..340), not cell 1 (10..50).
        // Every field shares the row of field 0 (0..400): field 1 (10..50) and field 2 (300..340)
        // overlap it by 40 >= 20. Within the row by minX: field 0 (16), then 1 and 2 (both 200),
        // tied, so by index: 0, 1, 2. Keyboard hidden: nothing is written; band [100, 952].
        try expectReplay(
            "tall-field-shares-row-with-later-cells",
            [
                Expected(inset: 0, adjusted: 0, y: 100, keyboard: .hidden, focus: 0, visible: false, writes: "000"),
                // Field 1's cell is revealed; field 1 comes before field 2, though it exists later.
                Expected(inset: 0, adjusted: 0, y: 100, keyboard: .hidden, focus: 1, visible: false, writes: "000"),
                Expected(inset: 0, adjusted: 0, y: 100, keyboard: .hidden, focus: 2, visible: true, writes: "000"),
                // The last field: focus is released.
                Expected(inset: 0, adjusted: 0, y: 100, keyboard: .hidden, writes: "000"),
            ])
    }

    @Test func theAccessoryBarAloneIsADockedKeyboardOf44Points() throws {
        // iOS 26, hardware keyboard: the frame is the 44 pt bar (808..852). Field 780..824.
        try expectReplay(
            "ios26-accessory-bar-alone",
            [
                // Hidden: band [0, 759] misses 780..824.
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: false, writes: "000"),
                // covered 44, extra 44 - 34 = 10; band [y + 59, y + 808]; F 780..834 → y = 26.
                Expected(
                    inset: 10, adjusted: 44, y: 26, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                // Hide: max 1200 + 34 - 852 = 382 keeps 26.
                Expected(
                    inset: 0, adjusted: 34, y: 26, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
            ])
    }

    @Test func aWrongFrameRepairedByALaterDidEventAppliesAtOnce() throws {
        // Field 500..544. The willShow says 560 (autofill's suggestions left out); the layout
        // guide's 472 arrives as a did-event that disagrees (*Which keyboard events count*).
        try expectReplay(
            "ios26-autofill-frame-repaired",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // covered 292, extra 258; band bottom y + 560; F 500..554 → y = -6.
                Expected(
                    inset: 258, adjusted: 292, y: -6, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111"),
                // covered 380, extra 346, no animation; band bottom y + 472 → y = 82.
                Expected(inset: 346, adjusted: 380, y: 82, keyboard: .docked, focus: 0, visible: true, writes: "111"),
                Expected(
                    inset: 0, adjusted: 34, y: 82, keyboard: .hidden, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
            ])
    }
}
