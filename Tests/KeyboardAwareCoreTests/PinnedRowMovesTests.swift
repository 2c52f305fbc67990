import Foundation
import Testing

@testable import KeyboardAwareCore

/// *Pinned content*'s moved row (`pinMoved`), *Turning avoidance off* (nothing judged) and
/// *Changing options* (`holdHide` 0 while a hide is held, the frame forgotten) through the engine's
/// one entry, on the iPhone of `Fixtures.swift`: safe area 59/34, content 1200, keyboard extra 302.
@Suite("*Pinned content*, *Turning avoidance off*, *Changing options*: a moved pinned row, the corners")
struct PinnedRowMovesTests {
    let field = FocusedField(frame: CGRect(x: 16, y: 80, width: 361, height: 44), id: 0)

    /// Changes a moved pinned row writes: part of the app's update, in its animation if any.
    func appUpdate(inset: CGFloat? = nil, offsetY: CGFloat? = nil) -> ScrollViewChanges {
        var changes = ScrollViewChanges(
            contentInset: inset.map { EdgeInsets(bottom: $0) }, contentOffset: offsetY.map { CGPoint(x: 0, y: $0) })
        changes.isPartOfAppUpdate = true
        return changes
    }

    /// Pin 900 on the resting phone: blank = 900 - 59 + 852 - 1200 - 34 - 0 = 459; y = 900 - 59 = 841.
    func pinned() -> (KeyboardAvoidanceEngine, ScrollViewSnapshot) {
        var engine = KeyboardAvoidanceEngine()
        let view = applying(engine.decide(.pin(900), at: 0, scrollView: phone(), focus: nil).changes, to: phone())
        return (engine, view)
    }

    // MARK: - *Pinned content*: the row moves

    @Test func aFollowedRowKeepsItsPlaceOnScreenAndNothingSnapsBackOnceTheUserScrolled() {
        var (engine, view) = pinned()
        #expect(view.contentInset.bottom == 459 && view.contentOffset.y == 841)
        // 60 pt of rows inserted above: the content grows to 1260 first, the blank shrinks to
        // 900 - 59 + 852 - 1260 - 34 = 399, and 841 stays inside [-59, 1260 + 433 - 852 = 841].
        var grown = view
        grown.contentSize.height = 1260
        let sized = engine.decide(.contentSize(before: view.viewport), at: 1, scrollView: grown, focus: nil)
        #expect(sized.changes == ScrollViewChanges(contentInset: EdgeInsets(bottom: 399)))
        view = applying(sized.changes, to: grown)
        // The row now starts at 960: blank 960 - 59 + 852 - 1260 - 34 = 459; followed, the offset
        // moves by exactly 60 (841 -> 901 = 1260 + 493 - 852), no animation.
        let moved = engine.decide(.pinMoved(960), at: 2, scrollView: view, focus: nil)
        #expect(moved.changes == appUpdate(inset: 459, offsetY: 901))
        #expect(engine.pin?.y == 960)
        view = applying(moved.changes, to: view)
        // The user flings up into history (y = 300): the pin is no longer followed.
        view.contentOffset.y = 300
        #expect(engine.pinState == .pinned)
        #expect(engine.decide(.userScroll, at: 3, scrollView: view, focus: nil).changes.isEmpty)
        #expect(engine.pinState == .scrolledAway)
        // Rows above get their real heights: the row starts at 1000, blank 1000 - 59 + 852 - 1260 -
        // 34 = 499. The offset stays at 300 (inside [-59, 1260 + 533 - 852 = 941]): no snap back to
        // 1000 - 59 = 941.
        let resized = engine.decide(.pinMoved(1000), at: 4, scrollView: view, focus: nil)
        #expect(resized.changes == appUpdate(inset: 499))
        view = applying(resized.changes, to: view)
        // The row is gone: the pin ends as `pin(nil)` does, the blank goes, 300 stays inside
        // [-59, 1260 + 34 - 852 = 442].
        let gone = engine.decide(.pinMoved(nil), at: 5, scrollView: view, focus: nil)
        #expect(gone.changes == appUpdate(inset: 0))
        #expect(engine.pin == nil && engine.pinState == PinState.none)
        view = applying(gone.changes, to: view)
        // With no pin a move changes nothing.
        #expect(engine.decide(.pinMoved(1200), at: 6, scrollView: view, focus: nil) == .nothing)
    }

    @Test func aFollowedMoveUnderTheFingerWritesTheInsetsAndNotTheOffset() {
        var (engine, view) = pinned()
        _ = engine.decide(.touch(.down), at: 1, scrollView: view, focus: nil)
        // The row starts at 960 in content 1200: blank 960 - 59 + 852 - 1200 - 34 = 519.
        let moved = engine.decide(.pinMoved(960), at: 2, scrollView: view, focus: nil)
        #expect(moved.changes == appUpdate(inset: 519))
        view = applying(moved.changes, to: view)
        _ = engine.decide(.touch(.up), at: 3, scrollView: view, focus: nil)
        // A drag alone is no scroll event: still followed. 1000: blank 559, 841 + 40 = 881 inside
        // [-59, 1200 + 593 - 852 = 941].
        let again = engine.decide(.pinMoved(1000), at: 4, scrollView: view, focus: nil)
        #expect(again.changes == appUpdate(inset: 559, offsetY: 881))
    }

    @Test func aFollowedMoveIsClampedAndTheKeyboardStillCountsWhenTheBlankShrinks() {
        // Pin 900, then the keyboard: 302 fits in the blank 459, contentInset stays 459.
        var (engine, view) = pinned()
        view = applying(engine.decide(.keyboard(.init(show())), at: 1, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset.bottom == 459 && view.indicatorInset.bottom == 302)
        // Rows above deleted: the row starts at 700, blank 700 - 59 + 852 - 1200 - 34 = 259 < 302, so
        // the keyboard's 302 (adjusted 336). Followed: 841 - 200 = 641, inside [-59, 1200 + 336 - 852 =
        // 684].
        let moved = engine.decide(.pinMoved(700), at: 2, scrollView: view, focus: nil)
        #expect(moved.changes == appUpdate(inset: 302, offsetY: 641))
        view = applying(moved.changes, to: view)
        // Rows inserted above: 1100, blank 659; 641 + 400 = 1041 is past [-59, 1200 + 693 - 852 = 1041]'s
        // end by nothing: 1041 exactly.
        let back = engine.decide(.pinMoved(1100), at: 3, scrollView: view, focus: nil)
        #expect(back.changes == appUpdate(inset: 659, offsetY: 1041))
        // Observers hear nothing beyond the blank: the keyboard adds max(0, 302 - 659) = 0.
        #expect(engine.toldObservation.extraContentInset == 0)
    }

    @Test func whileARotationWaitsAMoveChangesYAndAFollowedOffsetButNotTheBlank() {
        // Keyboard up, pin 900 (blank 459 holds the keyboard's 302), then the screen turns: the
        // keyboard's frame is forgotten until its next notification (*Rotation and resizing*).
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        view = applying(engine.decide(.pin(900), at: 1, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset.bottom == 459 && view.contentOffset.y == 841)
        var turned = view
        turned.screenSize = CGSize(width: 852, height: 393)
        _ = engine.decide(.resize(before: view, isKeyboardTransition: false), at: 2, scrollView: turned, focus: nil)
        // The row moved up 50: measured now the blank would be 409; it keeps 459. The followed offset
        // moves by -50: 791.
        let moved = engine.decide(.pinMoved(850), at: 3, scrollView: turned, focus: nil)
        #expect(moved.changes == appUpdate(offsetY: 791))
        #expect(engine.pin?.y == 850 && engine.pinBlank == 459)
    }

    @Test func onlyAMoveBeyondTheWriteToleranceOrTheEndIsWorthReadingTheViewsFor() {
        var (engine, _) = pinned()
        // Pinned at 900: 900.01 is within the 0.01 pt write tolerance, 900.02 is not.
        #expect(!engine.changesPin(movingTo: 900.01) && engine.changesPin(movingTo: 900.02))
        #expect(engine.changesPin(movingTo: 880) && engine.changesPin(movingTo: nil))
        _ = engine.decide(.pin(nil), at: 1, scrollView: phone(), focus: nil)
        #expect(!engine.changesPin(movingTo: nil) && !engine.changesPin(movingTo: 880))
    }

    @Test func aMoveThatIsNotANumberIsIgnoredWithAReason() {
        var (engine, view) = pinned()
        let bad = engine.decide(.pinMoved(.infinity), at: 1, scrollView: view, focus: nil)
        #expect(bad.ignoredBecause == .pinNotFinite && bad.changes.isEmpty && engine.pin?.y == 900)
        #expect(engine.pin?.isFollowed == true)
    }

    // MARK: - *Turning avoidance off*: nothing is judged

    @Test func disabledKeyboardEventsAndTrackedFramesGiveNoReason() {
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.isEnabled, false))
        let view = phone()
        // Each would be ignored with a reason while enabled: another screen, a malformed end frame,
        // a tracked frame that is not finite, and a keyboard event in the background.
        let other = engine.decide(
            .keyboard(.init(show(), isOnScrollViewScreen: false)), at: 0, scrollView: view, focus: nil)
        let malformed = KeyboardNotification(kind: .willShow, endFrame: .failure(.missingEndFrame))
        let bad = engine.decide(.keyboard(.init(malformed)), at: 1, scrollView: view, focus: nil)
        let track = engine.decide(
            .track(CGRect(x: 0, y: CGFloat.nan, width: 393, height: 336)), at: 2, scrollView: view, focus: nil)
        _ = engine.decide(.background, at: 3, scrollView: view, focus: nil)
        let background = engine.decide(.keyboard(.init(show())), at: 4, scrollView: view, focus: nil)
        for decision in [other, bad, track, background] {
            #expect(decision.ignoredBecause == nil && decision.changes.isEmpty && !decision.notifies)
        }
        // The same keyboard event in the background, enabled: a reason.
        var enabled = KeyboardAvoidanceEngine()
        _ = enabled.decide(.background, at: 0, scrollView: view, focus: nil)
        #expect(enabled.decide(.keyboard(.init(show())), at: 1, scrollView: view, focus: nil).ignoredBecause != nil)
    }

    // MARK: - *Changing options*

    @Test func holdHideSetToZeroWhileAHideIsHeldAppliesTheNextHideAtOnce() {
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.holdHide, 0.05))
        var view = phone()
        view = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: field).changes, to: view)
        let held = engine.decide(HeldHideTests.hide(), at: 1, scrollView: view, focus: field)
        #expect(held.changes.isEmpty && held.wakeAt == 1.05)
        var never = engine.options
        never.holdHide = 0
        #expect(engine.decide(.options(never), at: 1.01, scrollView: view, focus: field).changes.isEmpty)
        // The next hide is not held: laid out at once with its own 0.25 s, the held one dropped.
        let next = engine.decide(HeldHideTests.hide(), at: 1.02, scrollView: view, focus: field)
        #expect(next.changes.contentInset == .zero && next.changes.animation?.duration == 0.25)
        #expect(engine.heldHide == nil && engine.keyboardState == .hidden && next.wakeAt == nil)
    }

    @Test func turningAvoidanceOffForgetsTheKeyboardFrameUntilItIsLaidOutAgain() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset.bottom == 302)
        view = applying(engine.decide(.enabled(false), at: 1, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset.bottom == 0 && engine.lastKeyboardFrame == nil)
        #expect(engine.decide(.enabled(true), at: 2, scrollView: view, focus: nil).changes.isEmpty)
        // The view's frame shrinks to 700 (a bar appeared): with the frame kept, 302 - (852 - 700) =
        // 150 would be written; forgotten, the keyboard not hidden is as while a rotation waits.
        var shorter = view
        shorter.frameInScreen.size.height = 700
        let resized = engine.decide(
            .resize(before: view, isKeyboardTransition: false), at: 3, scrollView: shorter, focus: nil)
        #expect(resized.changes.isEmpty && engine.keyboardState == .docked)
        // An attach lays it out again: 336 - 152 - 34 = 150.
        let attached = engine.decide(.attach(keyboardFrame: phoneKeyboard), at: 4, scrollView: shorter, focus: nil)
        #expect(attached.changes.contentInset == EdgeInsets(bottom: 150))
    }

    // MARK: - Index paths UIKit is asked about

    @Test func onlyAnIndexPathInsideTheCountsIsAskedAbout() {
        // Sections of 3, 0 and 2 rows, as after "New chat" left one section empty.
        let counts = [3, 0, 2]
        var asked: [Int] = []
        func contains(_ section: Int, _ item: Int, sections: Int = 3) -> Bool {
            ExistingCell.contains(section: section, item: item, sectionCount: sections) {
                asked.append($0)
                return counts[$0]
            }
        }
        #expect(contains(0, 2) && contains(2, 1))
        #expect(!contains(0, 3) && !contains(1, 0) && !contains(2, 2) && !contains(0, -1))
        // A section past the end, or every section gone after a reload: its rows are never asked for
        // (UIKit raises for those too).
        asked.removeAll()
        #expect(!contains(3, 0) && !contains(-1, 0) && !contains(0, 0, sections: 0))
        #expect(asked.isEmpty)
    }

    @Test func aFollowedCellThatShowsNoRowAfterAnUpdateEndsThePin() {
        var askedKept = false
        let kept = {
            askedKept = true
            return true
        }
        // Rows inserted above: the cell shows row 9 now.
        let moved = PinnedRowCell.update(
            followsCell: true, cellIndexPath: [0, 9] as IndexPath, rowsChanged: true, keptExists: kept)
        #expect(moved == .moved(to: [0, 9] as IndexPath))
        // The row deleted (or the data reloaded with fewer rows, or more): its cell shows none, and
        // the number of rows changed.
        #expect(
            PinnedRowCell.update(followsCell: true, cellIndexPath: nil, rowsChanged: true, keptExists: kept) == .gone)
        #expect(!askedKept)
        // The row reloaded in place (`reloadRows`): a new cell at the same index path, as many rows.
        #expect(
            PinnedRowCell.update(followsCell: true, cellIndexPath: nil, rowsChanged: false, keptExists: kept) == .kept)
        #expect(askedKept)
        // No cell followed (scrolled away): the kept path decides while no row came or went; once
        // rows came or went it may name another message, and the pin ends.
        #expect(
            PinnedRowCell.update(followsCell: false, cellIndexPath: nil, rowsChanged: false, keptExists: { true })
                == .kept
        )
        #expect(
            PinnedRowCell.update(followsCell: false, cellIndexPath: nil, rowsChanged: false, keptExists: { false })
                == .gone
        )
        #expect(
            PinnedRowCell.update(followsCell: false, cellIndexPath: nil, rowsChanged: true, keptExists: { true })
                == .gone
        )
    }
}
