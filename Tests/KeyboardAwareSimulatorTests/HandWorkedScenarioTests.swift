import Foundation
import Testing

@testable import KeyboardAwareSimulator

// Every number below was worked out by hand from the rules in KeyboardAwareCore.docc/
// HowInsetsAndScrollingAreDecided.md, with the arithmetic in the comments. Shorthand: kb = keyboard end frame; covered = viewMaxY - (view ∩ kb).minY;
// system = safe-area bottom that UIKit adds; extra = covered - system; adj = adjusted bottom;
// visible band = [y + adjTop, y + frameH - adj]; F = field with maxY + 10.

@Suite("Scenarios worked out by hand")
struct HandWorkedScenarioTests {
    // MARK: - iPhone

    @Test func iPhonePortraitForm() throws {
        // Screen 393x852, safe area 59/34, content 1200, fields at y = 80 + 70i (h 44), y0 = -59.
        try expectReplay(
            "iphone-portrait-form",
            [
                // focus 3 (290..334), keyboard hidden: band [0, -59+852-34 = 759] → visible, no writes.
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 3, visible: true, writes: "000"),
                // kb (0,516,393,336): covered 852-516 = 336, extra 336-34 = 302, adj 336.
                // band [0, -59+852-336 = 457]; F 290..344 fits → no scroll.
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, focus: 3, visible: true,
                    writes: "110"),
                // didShow agrees → nothing.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 3, visible: true, writes: "000"),
                // focus 10 (780..824): F.maxY 834 > 457 → y = -59 + 377 = 318, last keyboard animation.
                Expected(
                    inset: 302, adjusted: 336, y: 318, keyboard: .docked, animation: 0.25, focus: 10, visible: true,
                    writes: "001"),
                // return → 11 (850..894): F.maxY 904 > 318+516 = 834 → y = 388.
                Expected(
                    inset: 302, adjusted: 336, y: 388, keyboard: .docked, animation: 0.25, focus: 11, visible: true,
                    writes: "001"),
                // willHide: insets back to 0; max offset 1200+34-852 = 382 → clamp 388 → 382.
                Expected(
                    inset: 0, adjusted: 34, y: 382, keyboard: .hidden, animation: 0.25, focus: 11, visible: true,
                    writes: "111"),
                Expected(inset: 0, adjusted: 34, y: 382, keyboard: .hidden, focus: 11, visible: true, writes: "000"),
            ])
    }

    @Test func iPhoneLandscapeForm() throws {
        // Screen 852x393, safe area left/right 59, bottom 21; content 852x900 (not wider: no
        // left/right adjustment); fields at y = 20 + 60i (h 40); y0 = 0.
        try expectReplay(
            "iphone-landscape-form",
            [
                // focus 4 (260..300), band [0, 393-21 = 372] → visible.
                Expected(inset: 0, adjusted: 21, y: 0, keyboard: .hidden, focus: 4, visible: true, writes: "000"),
                // kb (0,184,852,209): covered 209, extra 209-21 = 188; band [0, 393-209 = 184];
                // F.maxY 310 → y = 126 (max 900+209-393 = 716).
                Expected(
                    inset: 188, adjusted: 209, y: 126, keyboard: .docked, animation: 0.3, focus: 4, visible: true,
                    writes: "111"),
                // return → 5 (320..360): F.maxY 370 > 126+184 = 310 → y = 186.
                Expected(
                    inset: 188, adjusted: 209, y: 186, keyboard: .docked, animation: 0.3, focus: 5, visible: true,
                    writes: "001"),
                // hide: max 900+21-393 = 528 → 186 stays.
                Expected(
                    inset: 0, adjusted: 21, y: 186, keyboard: .hidden, animation: 0.3, focus: 5, visible: true,
                    writes: "110"),
            ])
    }

    @Test func textViewTallerThanTheScreenFollowsItsCaret() throws {
        // Field 1 is a text view 80..1280; visible height with the keyboard 852-59-336 = 457 <
        // 1210, so its caret is the focused rect.
        try expectReplay(
            "long-text-view-typing",
            [
                // hidden: visible height 759 < 1210 → caret 90..110 in band [0, 759].
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 1, visible: true, writes: "000"),
                // shown: caret+10 = 90..120 in [0, 457] → no scroll.
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, focus: 1, visible: true,
                    writes: "110"),
                // caret 600..620: 630 > 457 → y = 114, at once.
                Expected(inset: 302, adjusted: 336, y: 114, keyboard: .docked, focus: 1, visible: true, writes: "001"),
                // caret 620..640: 650 > 114+516 = 630 → y = 134.
                Expected(inset: 302, adjusted: 336, y: 134, keyboard: .docked, focus: 1, visible: true, writes: "001"),
                // caret 100..120: 100 < 134+59 = 193 → y = 134-93 = 41.
                Expected(inset: 302, adjusted: 336, y: 41, keyboard: .docked, focus: 1, visible: true, writes: "001"),
                // focus 0 (20..64): 20 < 41+59 = 100 → y = -39, animated like the keyboard.
                Expected(
                    inset: 302, adjusted: 336, y: -39, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "001"),
            ])
    }

    @Test func rotationKeepsTheInsetsUntilTheKeyboardReports() throws {
        try expectReplay(
            "rotation-while-editing",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 6, visible: true, writes: "000"),
                // F 500..554 > 457 → y = -59 + 97 = 38.
                Expected(
                    inset: 302, adjusted: 336, y: 38, keyboard: .docked, animation: 0.25, focus: 6, visible: true,
                    writes: "111"),
                // Landscape 852x393 (*Rotation and resizing*): state, inset 302 and offset 38 stay; UIKit's part is now
                // 21, adjusted 323; band [38, 38 + 393 - 323 = 108] misses 500..544.
                Expected(inset: 302, adjusted: 323, y: 38, keyboard: .docked, focus: 6, visible: false, writes: "000"),
                // Landscape kb (0,184,852,209): extra 209 - 21 = 188; band [38, 222]; F.maxY 554 → y = 370.
                Expected(
                    inset: 188, adjusted: 209, y: 370, keyboard: .docked, animation: 0.25, focus: 6, visible: true,
                    writes: "111"),
                // Back to portrait: parked again; 188 + 34 = 222; band [429, 370 + 852 - 222 = 1000].
                Expected(inset: 188, adjusted: 222, y: 370, keyboard: .docked, focus: 6, visible: true, writes: "000"),
                // Portrait kb: extra 302; band [429, 886] holds F 500..554 → no scroll.
                Expected(
                    inset: 302, adjusted: 336, y: 370, keyboard: .docked, animation: 0.25, focus: 6, visible: true,
                    writes: "110"),
            ])
    }

    @Test func theAppsOwnInsetsAreNeverLost() throws {
        // App inset top 10 bottom 20, indicator bottom 20; y0 = -(10+59) = -69.
        try expectReplay(
            "app-changes-inset-while-keyboard-up",
            [
                // extra 336-34 = 302 on top of 20 → 322; adj 322+34 = 356.
                Expected(inset: 322, adjusted: 356, y: -69, keyboard: .docked, animation: 0.25, writes: "110"),
                // The app sets bottom 50: 50+302 = 352, adj 386; not the engine's write.
                Expected(inset: 352, indicator: 322, adjusted: 386, y: -69, keyboard: .docked, writes: "000"),
                // The app sets indicator 0: 0+302.
                Expected(inset: 352, indicator: 302, adjusted: 386, y: -69, keyboard: .docked, writes: "000"),
                // Hide: exactly the app's latest values, 50 and 0.
                Expected(
                    inset: 50, indicator: 0, adjusted: 84, y: -69, keyboard: .hidden, animation: 0.25, writes: "110"),
                Expected(
                    inset: 352, indicator: 302, adjusted: 386, y: -69, keyboard: .docked, animation: 0.25, writes: "110"
                ),
            ])
    }

    @Test func duplicatesWriteNothingAndLoneDidEventsRepair() throws {
        try expectReplay(
            "duplicate-and-late-notifications",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 6, visible: true, writes: "000"),
                Expected(
                    inset: 302, adjusted: 336, y: 38, keyboard: .docked, animation: 0.25, focus: 6, visible: true,
                    writes: "111"),
                Expected(inset: 302, adjusted: 336, y: 38, keyboard: .docked, focus: 6, visible: true, writes: "000"),
                Expected(inset: 302, adjusted: 336, y: 38, keyboard: .docked, focus: 6, visible: true, writes: "000"),
                Expected(inset: 302, adjusted: 336, y: 38, keyboard: .docked, focus: 6, visible: true, writes: "000"),
                // didChangeFrame to (0,560,393,292) disagrees: extra 292-34 = 258, at once; band
                // [97, 38+852-292 = 598] holds F 500..554.
                Expected(inset: 258, adjusted: 292, y: 38, keyboard: .docked, focus: 6, visible: true, writes: "110"),
                // A lone didHide: hidden at once; max 382 keeps 38.
                Expected(inset: 0, adjusted: 34, y: 38, keyboard: .hidden, focus: 6, visible: true, writes: "110"),
                Expected(inset: 0, adjusted: 34, y: 38, keyboard: .hidden, focus: 6, visible: true, writes: "000"),
            ])
    }

    @Test func malformedNotificationsAreIgnoredOrDefaulted() throws {
        try expectReplay(
            "malformed-userinfo",
            [
                // No end frame:
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, writes: "000", ignored: true),
                // A string:
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, writes: "000", ignored: true),
                // Height 1e400:
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, writes: "000", ignored: true),
                // Good frame, duration "fast" → 0 → no animation; curve 7.5 → 7.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, writes: "110"),
                // No height:
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, writes: "000", ignored: true),
                // willHide with a null frame still hides; duration -1 → 0.
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, writes: "110"),
                // Duration 0.25 with no curve → curve 7.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, writes: "110"),
                // Other screen:
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, writes: "000", ignored: true),
            ])
    }

    @Test func insetAdjustmentNeverLeavesNothingToSubtract() throws {
        // .never: adj top 0, y0 = 0; extra = covered 336; band [0, 516]; F 500..554 → y = 38;
        // hide: max 1200-852 = 348 keeps 38.
        try expectReplay(
            "inset-adjustment-never",
            [
                Expected(inset: 0, adjusted: 0, y: 0, keyboard: .hidden, focus: 6, visible: true, writes: "000"),
                Expected(
                    inset: 336, adjusted: 336, y: 38, keyboard: .docked, animation: 0.25, focus: 6, visible: true,
                    writes: "111"),
                Expected(
                    inset: 0, adjusted: 0, y: 38, keyboard: .hidden, animation: 0.25, focus: 6, visible: true,
                    writes: "110"),
            ])
    }

    // MARK: - iPad windows

    @Test func iPadFullScreenWithALateDidHide() throws {
        // 834x1194, safe area 24/20, content 2000, fields at 40 + 90i (h 50), y0 = -24.
        try expectReplay(
            "ipad-full-screen",
            [
                // kb (0,874,834,320): covered 320, extra 300; no focus; range [-24, 1126] keeps -24.
                Expected(inset: 300, adjusted: 320, y: -24, keyboard: .docked, animation: 0.25, writes: "110"),
                // focus 9 (850..900): F.maxY 910 > -24+1194-320 = 850 → y = 36.
                Expected(
                    inset: 300, adjusted: 320, y: 36, keyboard: .docked, animation: 0.25, focus: 9, visible: true,
                    writes: "001"),
                // focus 2 (220..270): F 220..280 inside [60, 910] → stays, nothing written.
                Expected(inset: 300, adjusted: 320, y: 36, keyboard: .docked, focus: 2, visible: true, writes: "000"),
                // didHide alone disagrees → applied at once; max 2000+20-1194 = 826 keeps 36.
                Expected(inset: 0, adjusted: 20, y: 36, keyboard: .hidden, focus: 2, visible: true, writes: "110"),
            ])
    }

    @Test func iPadA16FullScreenWithALateDidHide() throws {
        // The same form on the iPad (A16)'s 820x1180: safe area 24/20, content 2000, fields at
        // 40 + 90i (h 50), y0 = -24.
        try expectReplay(
            "ipad-a16-full-screen",
            [
                // kb (0,815,820,365): covered 1180-815 = 365, extra 365-20 = 345; no focus; range
                // [-24, 2000+365-1180 = 1185] keeps -24.
                Expected(inset: 345, adjusted: 365, y: -24, keyboard: .docked, animation: 0.25, writes: "110"),
                // focus 9 (850..900): F.maxY 910 > -24+1180-365 = 791 → y = -24 + (910-791) = 95.
                Expected(
                    inset: 345, adjusted: 365, y: 95, keyboard: .docked, animation: 0.25, focus: 9, visible: true,
                    writes: "001"),
                // focus 2 (220..270): F 220..280 inside [95+24, 95+1180-365] = [119, 910] → stays.
                Expected(inset: 345, adjusted: 365, y: 95, keyboard: .docked, focus: 2, visible: true, writes: "000"),
                // didHide alone disagrees → applied at once; max 2000+20-1180 = 840 keeps 95.
                Expected(inset: 0, adjusted: 20, y: 95, keyboard: .hidden, focus: 2, visible: true, writes: "110"),
            ])
    }

    @Test func splitViewLeftApp() throws {
        // Window (0,0,678,834) on a 1194x834 screen; kb (0,429,1194,405) spans both apps.
        // covered 834-429 = 405, extra 385; band [0, -24+834-405 = 405]; F 520..574 → y = 145.
        try expectReplay(
            "ipad-split-view-left",
            [
                Expected(inset: 0, adjusted: 20, y: -24, keyboard: .hidden, focus: 6, visible: true, writes: "000"),
                Expected(
                    inset: 385, adjusted: 405, y: 145, keyboard: .docked, animation: 0.25, focus: 6, visible: true,
                    writes: "111"),
                // max 1500+20-834 = 686 keeps 145.
                Expected(
                    inset: 0, adjusted: 20, y: 145, keyboard: .hidden, animation: 0.25, focus: 6, visible: true,
                    writes: "110"),
            ])
    }

    @Test func iPadA16SplitViewLeftAppInLandscape() throws {
        // Window (0,0,780,820) on the iPad (A16) turned, 1180x820; kb (0,415,1180,405) spans both
        // apps. Fields at 40 + 80i (h 44); focus 6 is 520..564, visible with no keyboard in
        // [-24+24, -24+820-20] = [0, 776].
        try expectReplay(
            "ipad-a16-split-view-left",
            [
                Expected(inset: 0, adjusted: 20, y: -24, keyboard: .hidden, focus: 6, visible: true, writes: "000"),
                // covered 820-415 = 405, extra 385; band [0, -24+820-405 = 391]; F 520..574 →
                // y = -24 + (574-391) = 159.
                Expected(
                    inset: 385, adjusted: 405, y: 159, keyboard: .docked, animation: 0.25, focus: 6, visible: true,
                    writes: "111"),
                // max 1500+20-820 = 700 keeps 159.
                Expected(
                    inset: 0, adjusted: 20, y: 159, keyboard: .hidden, animation: 0.25, focus: 6, visible: true,
                    writes: "110"),
            ])
    }

    @Test func splitViewRightAppBelowANavigationBar() throws {
        // Window x 688; frame (0,74,506,760) → screen (688,74,506,760), maxY 834.
        // covered 405, extra 405-20 = 385; band [0, 760-405 = 355]; F 370..424 → y = 69.
        try expectReplay(
            "ipad-split-view-right",
            [
                Expected(inset: 0, adjusted: 20, y: 0, keyboard: .hidden, focus: 5, visible: true, writes: "000"),
                Expected(
                    inset: 385, adjusted: 405, y: 69, keyboard: .docked, animation: 0.25, focus: 5, visible: true,
                    writes: "111"),
                // max 1200+20-760 = 460 keeps 69.
                Expected(
                    inset: 0, adjusted: 20, y: 69, keyboard: .hidden, animation: 0.25, focus: 5, visible: true,
                    writes: "110"),
            ])
    }

    @Test func slideOverWindow() throws {
        // Window (864,16,320,802) → maxY 818; covered 818-429 = 389; no safe area → extra 389.
        // band [0, 802-389 = 413]; F 370..424 → y = 11.
        try expectReplay(
            "ipad-slide-over",
            [
                Expected(inset: 0, adjusted: 0, y: 0, keyboard: .hidden, focus: 5, visible: true, writes: "000"),
                Expected(
                    inset: 389, adjusted: 389, y: 11, keyboard: .docked, animation: 0.25, focus: 5, visible: true,
                    writes: "111"),
                Expected(
                    inset: 0, adjusted: 0, y: 11, keyboard: .hidden, animation: 0.25, focus: 5, visible: true,
                    writes: "110"),
            ])
    }

    @Test func stageManagerWindowEndingJustBelowTheKeyboardsTop() throws {
        // Window (200,40,700,400) → maxY 440; kb top 429 → covered 11 = extra.
        try expectReplay(
            "stage-manager-window-just-below-keyboard-top",
            [
                // field 6 (380..424) sticks out of [0, 400] even before the keyboard.
                Expected(inset: 0, adjusted: 0, y: 0, keyboard: .hidden, focus: 6, visible: false, writes: "000"),
                // band [0, 389]; F.maxY 434 → y = 45.
                Expected(
                    inset: 11, adjusted: 11, y: 45, keyboard: .docked, animation: 0.25, focus: 6, visible: true,
                    writes: "111"),
                // max 900-400 = 500 keeps 45.
                Expected(
                    inset: 0, adjusted: 0, y: 45, keyboard: .hidden, animation: 0.25, focus: 6, visible: true,
                    writes: "110"),
            ])
    }

    @Test func stageManagerWindowThatOnlyTouchesTheKeyboard() throws {
        // Window (200,29,700,400) → maxY 429 = kb top: the overlap is empty, covered 0. The state
        // changes but nothing is written; F for field 3 (200..254) already fits.
        try expectReplay(
            "stage-manager-window-above-keyboard",
            [
                Expected(inset: 0, adjusted: 0, y: 0, keyboard: .hidden, focus: 3, visible: true, writes: "000"),
                Expected(inset: 0, adjusted: 0, y: 0, keyboard: .docked, focus: 3, visible: true, writes: "000"),
                Expected(inset: 0, adjusted: 0, y: 0, keyboard: .hidden, focus: 3, visible: true, writes: "000"),
            ])
    }

    @Test func formSheet() throws {
        // Sheet frame (87,167,660,860) → maxY 1027; kb top 874 → covered 153 = extra.
        // band [0, 860-153 = 707]; field 8 (670..714) F.maxY 724 → y = 17.
        try expectReplay(
            "ipad-form-sheet",
            [
                Expected(inset: 0, adjusted: 0, y: 0, keyboard: .hidden, focus: 8, visible: true, writes: "000"),
                Expected(
                    inset: 153, adjusted: 153, y: 17, keyboard: .docked, animation: 0.25, focus: 8, visible: true,
                    writes: "111"),
                Expected(
                    inset: 0, adjusted: 0, y: 17, keyboard: .hidden, animation: 0.25, focus: 8, visible: true,
                    writes: "110"),
            ])
    }

    // MARK: - Keyboards

    @Test func floatingKeyboardIsNotFollowedByDefault() throws {
        try expectReplay(
            "floating-keyboard-ignored",
            [
                // field 12 (1120..1170) vs band [0, -24+1194-20 = 1150] → not visible.
                Expected(inset: 0, adjusted: 20, y: -24, keyboard: .hidden, focus: 12, visible: false, writes: "000"),
                // docked: extra 300; band [0, 850]; F.maxY 1180 → y = 306.
                Expected(
                    inset: 300, adjusted: 320, y: 306, keyboard: .docked, animation: 0.25, focus: 12, visible: true,
                    writes: "111"),
                // floating (257,700,320,260): maxY 960 < 1193 → undocked, extra 0; max 826 keeps 306.
                Expected(
                    inset: 0, adjusted: 20, y: 306, keyboard: .undocked, animation: 0.25, focus: 12, visible: true,
                    writes: "110"),
                Expected(inset: 0, adjusted: 20, y: 306, keyboard: .undocked, focus: 12, visible: true, writes: "000"),
                // hide: state changes, nothing to write.
                Expected(inset: 0, adjusted: 20, y: 306, keyboard: .hidden, focus: 12, visible: true, writes: "000"),
            ])
    }

    @Test func floatingKeyboardFollowedWhenAskedTo() throws {
        try expectReplay(
            "floating-keyboard-followed",
            [
                Expected(inset: 0, adjusted: 20, y: -24, keyboard: .hidden, focus: 12, visible: false, writes: "000"),
                // (257,700,320,260): covered 1194-700 = 494, extra 474; band [0, 676]; F.maxY 1180 → y = 480.
                Expected(
                    inset: 474, adjusted: 494, y: 480, keyboard: .undocked, animation: 0.25, focus: 12, visible: true,
                    writes: "111"),
                // dragged to y 900: covered 294, extra 274; band [504, 1380] holds F; max 1100 keeps 480.
                Expected(
                    inset: 274, adjusted: 294, y: 480, keyboard: .undocked, animation: 0.25, focus: 12, visible: true,
                    writes: "110"),
                Expected(
                    inset: 0, adjusted: 20, y: 480, keyboard: .hidden, animation: 0.25, focus: 12, visible: true,
                    writes: "110"),
            ])
    }

    @Test func splitKeyboardThenDockedAgain() throws {
        // 1194x834, safe 24/20, content 1600, fields 40 + 80i; field 8 at 680..724.
        try expectReplay(
            "split-keyboard",
            [
                Expected(inset: 0, adjusted: 20, y: -24, keyboard: .hidden, focus: 8, visible: true, writes: "000"),
                // covered 405, extra 385; band [0, 405]; F.maxY 734 → y = 305.
                Expected(
                    inset: 385, adjusted: 405, y: 305, keyboard: .docked, animation: 0.25, focus: 8, visible: true,
                    writes: "111"),
                // split (0,380,1194,300) ends at 680 → undocked; max 1600+20-834 = 786 keeps 305.
                Expected(
                    inset: 0, adjusted: 20, y: 305, keyboard: .undocked, animation: 0.25, focus: 8, visible: true,
                    writes: "110"),
                // docked again: band [329, 734] holds F 680..734 exactly.
                Expected(
                    inset: 385, adjusted: 405, y: 305, keyboard: .docked, animation: 0.25, focus: 8, visible: true,
                    writes: "110"),
            ])
    }

    @Test func hardwareKeyboardShortcutsBar() throws {
        // Bar (0,1139,834,55): docked; covered 55, extra 55-20 = 35; band [0, -24+1194-55 =
        // 1115]; F.maxY 1180 → y = 41.
        try expectReplay(
            "hardware-keyboard-shortcuts-bar",
            [
                Expected(inset: 0, adjusted: 20, y: -24, keyboard: .hidden, focus: 12, visible: false, writes: "000"),
                Expected(
                    inset: 35, adjusted: 55, y: 41, keyboard: .docked, animation: 0.25, focus: 12, visible: true,
                    writes: "111"),
                Expected(inset: 35, adjusted: 55, y: 41, keyboard: .docked, focus: 12, visible: true, writes: "000"),
                Expected(
                    inset: 0, adjusted: 20, y: 41, keyboard: .hidden, animation: 0.25, focus: 12, visible: true,
                    writes: "110"),
            ])
    }

    @Test func otherScreensAndDisabledChangeNothing() throws {
        try expectReplay(
            "keyboard-on-another-screen",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 6, visible: true, writes: "000"),
                Expected(
                    inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 6, visible: true, writes: "000",
                    ignored: true),
                Expected(
                    inset: 302, adjusted: 336, y: 38, keyboard: .docked, animation: 0.25, focus: 6, visible: true,
                    writes: "111"),
                Expected(
                    inset: 302, adjusted: 336, y: 38, keyboard: .docked, focus: 6, visible: true, writes: "000",
                    ignored: true),
            ])
        try expectReplay(
            "disabled",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 6, visible: true, writes: "000"),
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 6, visible: true, writes: "000"),
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 6, visible: true, writes: "000"),
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 6, visible: true, writes: "000"),
            ])
    }

    // MARK: - Tables and collections

    @Test func tableRevealsThePreviousRow() throws {
        // Rows of 60; field i at 60i+8 (h 44) in cell i; extra 302; band height 457.
        try expectReplay(
            "table-form-previous-cell",
            [
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, writes: "110"),
                // focus 9: F 548..602 ∪ row 8 (480..540) = 480..602 (122 fits); 602 > 457 → y = 86.
                Expected(
                    inset: 302, adjusted: 336, y: 86, keyboard: .docked, animation: 0.25, focus: 9, visible: true,
                    writes: "001"),
                // return → 10: 540..662; 662 > 86+516 = 602 → y = 146.
                Expected(
                    inset: 302, adjusted: 336, y: 146, keyboard: .docked, animation: 0.25, focus: 10, visible: true,
                    writes: "001"),
                // focus 2: 60..182; 60 < 146+59 = 205 → y = 1.
                Expected(
                    inset: 302, adjusted: 336, y: 1, keyboard: .docked, animation: 0.25, focus: 2, visible: true,
                    writes: "001"),
                // focus 0: no previous row; F 8..62; 8 < 60 → y = -51.
                Expected(
                    inset: 302, adjusted: 336, y: -51, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "001"),
            ])
    }

    @Test func gridWalksRowsLeftToRight() throws {
        // Cells 184x80 at x 8 / 201, y = 10 + 90 row; fields at cell + (8, 30), h 40.
        try expectReplay(
            "collection-grid-form",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 13, visible: true, writes: "000"),
                // field 13 (580..620) ∪ cell 12 (550..630) = 550..630; 630 > 457 → y = 114.
                Expected(
                    inset: 302, adjusted: 336, y: 114, keyboard: .docked, animation: 0.25, focus: 13, visible: true,
                    writes: "111"),
                // → 14 (row 7, left: 670..720) ∪ cell 13 (550..630) = 550..720; 720 > 630 → y = 204.
                Expected(
                    inset: 302, adjusted: 336, y: 204, keyboard: .docked, animation: 0.25, focus: 14, visible: true,
                    writes: "001"),
                // → 15 (row 7, right) ∪ cell 14 (640..720) inside [263, 720] → stays.
                Expected(inset: 302, adjusted: 336, y: 204, keyboard: .docked, focus: 15, visible: true, writes: "000"),
                // → 16 (760..810) ∪ cell 15 (640..720) = 640..810; 810 > 720 → y = 294.
                Expected(
                    inset: 302, adjusted: 336, y: 294, keyboard: .docked, animation: 0.25, focus: 16, visible: true,
                    writes: "001"),
                // hide: max 920+34-852 = 102 → clamp 294 → 102.
                Expected(
                    inset: 0, adjusted: 34, y: 102, keyboard: .hidden, animation: 0.25, focus: 16, visible: true,
                    writes: "111"),
            ])
    }
}
