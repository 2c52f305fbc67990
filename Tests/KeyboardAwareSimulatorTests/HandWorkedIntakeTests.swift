import Foundation
import Testing

@testable import KeyboardAwareSimulator

/// The keyboard intake's choices, reached from scenario files that describe the first responder
/// (`responder`, `composer`), each worked out by hand from the behaviour rules. On the iPhone
/// (393x852, scroll view over the whole screen, content 1200, safe area 59/34 added): a keyboard
/// covering from y = T down gives inset 852 - T - 34 and adjusted 852 - T; nothing is focused, so
/// the offset stays at -59.
@Suite("Hand-worked scenarios: the keyboard intake")
struct HandWorkedIntakeTests {
    @Test func aFrameReportedInTheInputsCoordinatesIsReadBackIntoTheScreens() throws {
        // The text view is at 0,159 393x400 on screen. Its keyboard 0,516 393x336 is reported in
        // its coordinates: 0,357 (516 - 159). That spans the width but ends at 693, above the
        // screen's bottom: not a docked keyboard as reported. Read in the input's space it is
        // 0,516 (357 + 159), resting on the bottom (852): that one. Inset 852 - 516 - 34 = 302.
        try expectReplay(
            "intake-frame-in-input-coordinates",
            [
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, writes: "110"),
                // The same frame again changes nothing.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, writes: "000"),
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, animation: 0.25, writes: "110"),
            ])
    }

    @Test func aComposerInTheKeyboardsWindowIsMeasuredAndKeepsAHideHeld() throws {
        // The composer's text view (first responder in the keyboard's window) has no accessory of
        // its own: the 60 pt composer around the scroll view is measured. holdHide 0.5.
        try expectReplay(
            "intake-composer-in-keyboard-window",
            [
                // willShow: the composer still rests low; at a will-event only its height counts,
                // below the frame, and nothing is learned yet (counts as included): 302.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, writes: "110"),
                // didShow: the composer rests at 456..516, directly above the frame: left out, 60.
                // Covered from 456: 852 - 456 - 34 = 362.
                Expected(inset: 362, adjusted: 396, y: -59, keyboard: .docked, writes: "110"),
                // willChangeFrame to 0,552 (predictions off): the composer still stands at 456 but
                // only its height counts, now known left out: covered from 552 - 60 = 492 → 326.
                Expected(inset: 326, adjusted: 360, y: -59, keyboard: .docked, animation: 0.25, writes: "110"),
                // didChangeFrame: the composer at 492..552, directly above: 60 again, no change.
                Expected(inset: 326, adjusted: 360, y: -59, keyboard: .docked, writes: "000"),
                // willHide while the composer's text view is first responder: a text input still
                // edits, so the hide is held (nothing written).
                Expected(inset: 326, adjusted: 360, y: -59, keyboard: .docked, writes: "000"),
                // 0.6 s later the held hide is due: applied, its 0.25 s all spent, with no animation.
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, writes: "110"),
            ])
    }

    @Test func aViewControllerFirstResponderHoldsNoHide() throws {
        // The controller is first responder and shows the same composer: measured as above, but
        // no text input is first responder anywhere, so the willHide is applied at once.
        try expectReplay(
            "intake-view-controller-first-responder",
            [
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, writes: "110"),
                Expected(inset: 362, adjusted: 396, y: -59, keyboard: .docked, writes: "110"),
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, animation: 0.25, writes: "110"),
            ])
    }

    @Test func aPoppedFieldsKeyboardIsLaidOutHiddenOnceTheGuideRests() throws {
        // Field 0 at 300..344; the keyboard at 516 leaves the band [0, 457] (516 - 59), which holds
        // it with 10 pt to spare: no scroll.
        try expectReplay(
            "intake-popped-field",
            [
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                Expected(
                    inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "110"),
                // The field leaves its window with no notification: nothing changes yet.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // The guide still stands over a keyboard (516 above its resting 818): the last
                // notification stands, nothing changes.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // The guide rests: the keyboard went. Laid out as an attach with none: insets back,
                // no animation.
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "110"),
                // Settled: a further pass asks nothing.
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
            ])
    }

    @Test func aSearchFieldCountsItsHeightOnlyWhereItRidesOnTheKeyboard() throws {
        // The search bar is 16,466 361x50, resting on the keyboard 0,516 393x336.
        try expectReplay(
            "intake-search-bar-rides-or-not",
            [
                // A search tab's field rides: 50 above the frame, covered from 466: 852 - 466 - 34 = 352.
                Expected(inset: 352, adjusted: 386, y: -59, keyboard: .docked, animation: 0.25, writes: "110"),
                Expected(inset: 0, adjusted: 34, y: -59, keyboard: .hidden, animation: 0.25, writes: "110"),
                // A search bar in the content does not ride, wherever it stands: 302.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, animation: 0.25, writes: "110"),
                // An integrated bar in a regular width stays in its navigation bar: 302, no change.
                Expected(inset: 302, adjusted: 336, y: -59, keyboard: .docked, writes: "000"),
                // The same bar in a compact width joins the shown bottom toolbar, which rides: 352.
                Expected(inset: 352, adjusted: 386, y: -59, keyboard: .docked, animation: 0.25, writes: "110"),
            ])
    }
}
