import Foundation
import Testing

@testable import KeyboardAwareCore

/// *Inverted*: a chat table drawn upside down, decided on its upright mirror. Every number is
/// worked out by hand from the rules; the phone is 393×852, safe area 59/34 added by UIKit, the
/// keyboard 336 high (its extra 336 - 34 = 302).
@Suite("*Inverted*: an upside-down view decided on its mirror")
struct InvertedTests {
    static let inverted = KeyboardAvoidanceOptions.scenarioDefault.with(\.isInverted, true)
    static let keyboard = KeyboardAvoidanceInput.keyboard(.init(show()))
    static let hide = KeyboardAvoidanceInput.keyboard(
        .init(KeyboardNotification(kind: .willHide, endFrame: phoneKeyboard, duration: 0.25, curve: 7)))
    static let animation = KeyboardAnimation(duration: 0.25, curve: 7)

    /// The phone's chat table drawn upside down: UIKit reports the safe area in the view's own
    /// coordinates, so the home indicator's 34 is its top and the status bar's 59 its bottom. Its
    /// end, the newest row just above the home indicator, is `offset.y = -adjusted.top` = -34.
    static func flipped(
        offsetY: CGFloat = -34, inset: EdgeInsets = .zero, indicator: EdgeInsets = .zero,
        contentHeight: CGFloat = 1200, frame: CGRect = CGRect(x: 0, y: 0, width: 393, height: 852)
    ) -> ScrollViewSnapshot {
        ScrollViewSnapshot(
            screenSize: CGSize(width: 393, height: 852), frameInScreen: frame,
            contentSize: CGSize(width: 393, height: contentHeight), contentOffset: CGPoint(x: 0, y: offsetY),
            contentInset: inset, adjustedContentInset: inset + EdgeInsets(top: 34, bottom: 59),
            indicatorInset: indicator, isFlipped: true)
    }

    static func engine(_ lift: ContentLift = .never) -> KeyboardAvoidanceEngine {
        KeyboardAvoidanceEngine(options: inverted.with(\.contentLift, lift))
    }

    /// Decides `input` and writes the answer, as UIKit would.
    static func step(
        _ engine: inout KeyboardAvoidanceEngine, _ input: KeyboardAvoidanceInput, _ view: inout ScrollViewSnapshot,
        focus: FocusedField? = nil
    ) -> KeyboardAvoidanceDecision {
        let decision = engine.decide(input, at: 0, scrollView: view, focus: focus)
        view = applying(decision.changes, to: view)
        return decision
    }

    // MARK: - The option

    @Test func anOptionsChangeThatFlipsTheViewIsIgnoredAsAWhole() {
        var engine = KeyboardAvoidanceEngine(options: Self.inverted)
        var upright = Self.inverted.with(\.isInverted, false)
        upright.keyboardDistance = 40
        let decision = engine.decide(.options(upright), at: 0, scrollView: phone(), focus: nil)
        #expect(decision.ignoredBecause == .invertedIsFixed)
        #expect(decision.changes.isEmpty)
        // Ignored as a whole: the distance given beside it is not taken either.
        #expect(engine.options == Self.inverted)
        // The other way round too.
        var plain = KeyboardAvoidanceEngine(options: .scenarioDefault)
        let flip = plain.decide(.options(Self.inverted), at: 0, scrollView: phone(), focus: nil)
        #expect(flip.ignoredBecause == .invertedIsFixed)
        #expect(plain.options == .scenarioDefault)
        // The same value given again is an ordinary change.
        let same = engine.decide(
            .options(Self.inverted.with(\.keyboardDistance, 40)), at: 0, scrollView: phone(), focus: nil)
        #expect(same.ignoredBecause == nil)
        #expect(engine.options.keyboardDistance == 40)
    }

    // MARK: - Insets

    @Test func theKeyboardsExtraGoesToTheTopAndComesBackOnHide() {
        var engine = Self.engine()
        var view = Self.flipped()
        // The mirror's bottom is the view's top: covered 336, system 34 (the home indicator, the
        // view's top safe area), extra 302 on the view's top. The mirror's offset is
        // H - frame.height - offset.y = 1200 - 852 + 34 = 382, inside its new range
        // [-59, 1200 + 336 - 852 = 684]: no offset write (lift `never`).
        let shown = Self.step(&engine, Self.keyboard, &view)
        #expect(shown.changes.contentInset == EdgeInsets(top: 302))
        #expect(shown.changes.indicatorInset == EdgeInsets(top: 302))
        #expect(shown.changes.contentOffset == nil)
        #expect(shown.changes.animation == Self.animation)
        #expect(engine.appliedInset(.content) == EdgeInsets(top: 302))
        #expect(engine.extraBottomInset == 302)
        // Hidden: the app's zero insets back; the mirror's 382 is inside [-59, 1200 + 34 - 852 = 382].
        let hidden = Self.step(&engine, Self.hide, &view)
        #expect(hidden.changes.contentInset == .zero)
        #expect(hidden.changes.indicatorInset == .zero)
        #expect(hidden.changes.contentOffset == nil)
        #expect(view.contentOffset.y == -34)
    }

    @Test func theAppsInsetsStayTheViewsAndTheExtraGoesOnTopOfItsTop() {
        var engine = Self.engine()
        var view = Self.flipped()
        _ = Self.step(&engine, Self.keyboard, &view)
        // The app sets its top (the composer's room, on screen at the bottom) to 20 while the
        // keyboard is up: 20 is the mirror's base bottom, the extra stays on top: 20 + 302 = 322.
        let write = engine.decide(
            .appInset(.content, EdgeInsets(top: 20), .replace), at: 0, scrollView: view, focus: nil)
        #expect(write.changes.contentInset == EdgeInsets(top: 322))
        #expect(engine.appInset(.content) == EdgeInsets(top: 20))
        #expect(engine.appliedInset(.content) == EdgeInsets(top: 322))
        // Observers: still docked, extra 322 - 20 = 302, the same frame: not told again.
        #expect(!write.notifies)
    }

    @Test func underKeyboardCoversAppInsetTheAppsTopIsTheRoomTheKeyboardHas() {
        var engine = KeyboardAvoidanceEngine(
            options: Self.inverted.with(\.keyboardCoversAppInset, true), baseContentInset: EdgeInsets(top: 50))
        var view = Self.flipped(offsetY: -84, inset: EdgeInsets(top: 50))
        // The app's top 50 (a bar at the screen's bottom) is the mirror's base bottom: the extra is
        // max(0, 336 - 34 - 50) = 252 on top of it, 302 in all; the indicator's own, with no app
        // inset, 302.
        let shown = Self.step(&engine, Self.keyboard, &view)
        #expect(shown.changes.contentInset == EdgeInsets(top: 302))
        #expect(shown.changes.indicatorInset == EdgeInsets(top: 302))
        #expect(engine.extraBottomInset == 252)
        #expect(engine.extraIndicatorInset == 302)
        #expect(engine.appliedInset(.content) == EdgeInsets(top: 302))
    }

    @Test func observersAreToldTheMirrorsExtra() {
        var engine = Self.engine()
        var view = Self.flipped()
        let shown = Self.step(&engine, Self.keyboard, &view)
        // Docked, extras 302 and 302 (what the keyboard adds on the view's top), frame K.
        #expect(shown.notifies)
        #expect(shown.observerAnimation == Self.animation)
        #expect(
            engine.toldObservation
                == KeyboardObservation(
                    state: .docked, extraContentInset: 302, extraIndicatorInset: 302, keyboardFrame: phoneKeyboard))
        let hidden = Self.step(&engine, Self.hide, &view)
        #expect(hidden.notifies)
        #expect(engine.toldObservation == .initial)
    }

    // MARK: - Content lift

    @Test func whenAtEndKeepsTheNewestRowAboveTheKeyboard() {
        var engine = Self.engine(.whenAtEnd)
        var view = Self.flipped()
        // At its end: the mirror's 382 = its maxOffsetY 1200 + 34 - 852. After the show its end is
        // 1200 + 336 - 852 = 684, the view's 1200 - 852 - 684 = -336 = -adjusted.top (34 + 302).
        let shown = Self.step(&engine, Self.keyboard, &view)
        #expect(shown.changes.contentOffset == CGPoint(x: 0, y: -336))
        #expect(shown.changes.animation == Self.animation)
        // Hidden: back to the mirror's 382, the view's -34.
        let hidden = Self.step(&engine, Self.hide, &view)
        #expect(hidden.changes.contentOffset == CGPoint(x: 0, y: -34))
    }

    @Test func alwaysMovesTheContentWithTheKeyboardAndBack() {
        var engine = Self.engine(.always)
        // Scrolled into the history: the view's 100 is the mirror's 1200 - 852 - 100 = 248.
        var view = Self.flipped(offsetY: 100)
        // d = 302: the mirror's 550 (inside [-59, 684]), the view's 348 - 550 = -202.
        let shown = Self.step(&engine, Self.keyboard, &view)
        #expect(shown.changes.contentOffset == CGPoint(x: 0, y: -202))
        // d = -302: the mirror's 248 again, the view's 100.
        let hidden = Self.step(&engine, Self.hide, &view)
        #expect(hidden.changes.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func persistentPushesUpAndStaysUntilTheClamp() {
        var engine = Self.engine(.persistent)
        var view = Self.flipped(offsetY: 100)
        // As `always` on the way up: the view's -202 (the mirror's 550).
        let shown = Self.step(&engine, Self.keyboard, &view)
        #expect(shown.changes.contentOffset == CGPoint(x: 0, y: -202))
        // d < 0 leaves the mirror's 550, which the clamp brings into [-59, 382]: 382, the view's -34.
        let hidden = Self.step(&engine, Self.hide, &view)
        #expect(hidden.changes.contentOffset == CGPoint(x: 0, y: -34))
    }

    @Test func aShortChatRestsAtItsOwnTopSoItsNewestRowSitsAboveTheKeyboard() {
        for lift in [ContentLift.never, .whenAtEnd, .always, .persistent] {
            var engine = Self.engine(lift)
            // 300 of content in 852: the mirror's range is [min(-59, 300 + 34 - 852), 300 + 34 - 852],
            // the single point -518, the view's 300 - 852 + 518 = -34.
            var view = Self.flipped(contentHeight: 300)
            // Shown: the single point 300 + 336 - 852 = -216, the view's 300 - 852 + 216 = -336.
            let shown = Self.step(&engine, Self.keyboard, &view)
            #expect(shown.changes.contentInset == EdgeInsets(top: 302), "\(lift)")
            #expect(shown.changes.contentOffset == CGPoint(x: 0, y: -336), "\(lift)")
            // Hidden: -518 again, the view's -34.
            let hidden = Self.step(&engine, Self.hide, &view)
            #expect(hidden.changes.contentOffset == CGPoint(x: 0, y: -34), "\(lift)")
        }
    }

    // MARK: - UIKit keeps the flipped view's offset

    @Test func aMessageArrivingAtTheBottomKeepsAViewAtItsEnd() {
        var engine = Self.engine(.whenAtEnd)
        var view = Self.flipped()
        _ = Self.step(&engine, Self.keyboard, &view)
        #expect(view.contentOffset.y == -336)
        // 60 of content arrives at y = 0: UIKit keeps the flipped offset -336, so the mirror's moves
        // to 1260 - 852 + 336 = 744, which is its new end 1260 + 336 - 852: nothing to write.
        let before = view.viewport
        view.contentSize.height = 1260
        let arrived = engine.decide(.contentSize(before: before), at: 0, scrollView: view, focus: nil)
        #expect(arrived.changes.isEmpty)
    }

    @Test func aResizeKeepsTheFlippedOffset() {
        var engine = Self.engine(.whenAtEnd)
        var view = Self.flipped()
        _ = Self.step(&engine, Self.keyboard, &view)
        // A bar appears above the view: frame (0, 52, 393, 800). The keyboard still covers 336 of
        // it (extra 302); the flipped offset -336 is the mirror's 1200 - 800 + 336 = 736, its end
        // 1200 + 336 - 800: nothing to write (an upright view would be lifted by 52).
        let before = view
        view.frameInScreen = CGRect(x: 0, y: 52, width: 393, height: 800)
        let resized = engine.decide(
            .resize(before: before, isKeyboardTransition: false), at: 0, scrollView: view, focus: nil)
        #expect(resized.changes.isEmpty)
    }

    // MARK: - Focus scrolling

    @Test func focusRevealsTheCellDrawnAboveTheField() {
        var engine = Self.engine()
        var view = Self.flipped()
        _ = Self.step(&engine, Self.keyboard, &view)
        // Rows 60 high: cell i at y = 60i. The field in cell 15 (900...960) at y 910...950; the cell
        // drawn above it is cell 16 (960...1020). In the mirror (H = 1200): the field at
        // 1200 - 950 = 250...290, F = 250...300 with the distance; cell 16 at 1200 - 1020 = 180...240;
        // T = 180...300. Visible: top = 382 + 59 = 441, bottom = 382 + 852 - 336 = 898. T is above
        // the top: up by 441 - 180 = 261, to 121; the view's 1200 - 852 - 121 = 227.
        let field = FocusedField(
            frame: CGRect(x: 16, y: 910, width: 361, height: 40),
            previousCellFrame: CGRect(x: 0, y: 960, width: 393, height: 60), id: 0)
        let focused = Self.step(&engine, .focus(isCorrection: false), &view, focus: field)
        #expect(focused.changes.contentOffset == CGPoint(x: 0, y: 227))
        #expect(focused.changes.animation == Self.animation)
    }

    // MARK: - Pinned content

    @Test func aPinAndAStreamedReplyKeepThePinnedRowAtTheTop() {
        var engine = Self.engine()
        var view = Self.flipped()
        // The message sent ends at y = 300 (its top edge on screen): the mirror pins 1200 - 300 = 900.
        // Blank = 900 - 59 - 0 + 852 - 1200 - 34 - 0 = 459, on the view's top; the offset
        // 900 - 59 = 841 (the mirror's end 1200 + 34 + 459 - 852), the view's 348 - 841 = -493.
        let pinned = Self.step(&engine, .pin(300), &view)
        #expect(pinned.changes.contentInset == EdgeInsets(top: 459))
        #expect(pinned.changes.indicatorInset == nil)
        #expect(pinned.changes.contentOffset == CGPoint(x: 0, y: -493))
        #expect(engine.pin?.y == 300)
        // The reply grows by 50 at y = 0: H = 1250, the flipped offset kept. Until the app moves the
        // pin, the mirror's is 1250 - 300 = 950 and its blank 950 - 59 + 852 - 1250 - 34 = 459 again.
        let before = view.viewport
        view.contentSize.height = 1250
        let grown = Self.step(&engine, .contentSize(before: before), &view)
        #expect(grown.changes.isEmpty)
        // The app moves the pin to 350: the mirror's 1250 - 350 = 900 again, moved by -50. Blank
        // 900 - 59 + 852 - 1250 - 34 = 409; the followed offset: the mirror's 1250 - 852 + 493 = 891,
        // minus 50 = 841 (its end 1250 + 34 + 409 - 852), the view's 1250 - 852 - 841 = -443.
        let moved = Self.step(&engine, .pinMoved(350), &view)
        #expect(moved.changes.contentInset == EdgeInsets(top: 409))
        #expect(moved.changes.contentOffset == CGPoint(x: 0, y: -443))
        #expect(moved.changes.isPartOfAppUpdate)
        #expect(engine.pin?.y == 350)
        // A keyboard that fits in the blank (302 < 409) moves nothing; its indicator gets its 302.
        let shown = Self.step(&engine, Self.keyboard, &view)
        #expect(shown.changes.contentInset == nil)
        #expect(shown.changes.indicatorInset == EdgeInsets(top: 302))
        #expect(shown.changes.contentOffset == nil)
    }

    // MARK: - A finger drags

    @Test func anInteractiveDismissalMovesTheInsetsNotTheOffset() {
        var engine = Self.engine(.always)
        var view = Self.flipped()
        // Shown with `always` from the end: d = 302, the mirror's 382 + 302 = 684, the view's -336.
        _ = Self.step(&engine, Self.keyboard, &view)
        #expect(view.contentOffset.y == -336)
        #expect(Self.step(&engine, .touch(.down), &view).changes.isEmpty)
        // The finger drags the keyboard down to y = 700: it covers 152, extra 152 - 34 = 118 on the
        // view's top; the offset is not written while the finger is down, and nothing is lifted.
        let dragged = Self.step(&engine, .track(CGRect(x: 0, y: 700, width: 393, height: 152)), &view)
        #expect(dragged.changes.contentInset == EdgeInsets(top: 118))
        #expect(dragged.changes.indicatorInset == EdgeInsets(top: 118))
        #expect(dragged.changes.contentOffset == nil)
        #expect(dragged.changes.animation == nil)
    }

    // MARK: - The return key

    @Test func theReturnKeyReadsTheFieldsAsDrawn() {
        let engine = Self.engine()
        // Field 0 at y = 0 shows at the bottom, field 1 at y = 100 above it: drawn top to bottom,
        // field 1 comes first, so Next goes from 1 to 0, and from 0 (the last drawn) releases.
        let frames = [CGRect(x: 16, y: 0, width: 361, height: 40), CGRect(x: 16, y: 100, width: 361, height: 40)]
        #expect(engine.formStep(.next, from: 1, fieldFrames: frames, rightToLeft: false) == .focus(0))
        #expect(engine.formStep(.next, from: 0, fieldFrames: frames, rightToLeft: false) == .release)
    }
}
