import Foundation
import KeyboardAwareCore
import Testing

@Suite(
    "*Which keyboard events count*, *What is inset*, *When the keyboard hides*, *Animation*, *Repeated events change nothing*, *Turning avoidance off*: the engine"
)
struct EngineTests {
    @Test func showAddsTheExtraOnTopOfTheAppsInsets() {
        var engine = KeyboardAvoidanceEngine(
            baseContentInset: EdgeInsets(top: 10, bottom: 20),
            baseIndicatorInset: EdgeInsets(bottom: 5))
        let before = phone(offsetY: -69, inset: EdgeInsets(top: 10, bottom: 20), indicator: EdgeInsets(bottom: 5))
        let decision = engine.decide(.keyboard(.init(show())), at: 0, scrollView: before, focus: nil)
        // extra = 336 - 34 = 302.
        #expect(decision.changes.contentInset == EdgeInsets(top: 10, bottom: 322))
        #expect(decision.changes.indicatorInset == EdgeInsets(bottom: 307))
        #expect(decision.changes.contentOffset == nil)
        #expect(decision.changes.animation == KeyboardAnimation(duration: 0.25, curve: 7))
        #expect(decision.ignoredBecause == nil)
    }

    @Test func duplicatesWriteNothing() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        for kind in [KeyboardEventKind.willShow, .didShow, .willChangeFrame, .didChangeFrame] {
            #expect(engine.decide(.keyboard(.init(show(kind: kind))), at: 0, scrollView: view, focus: nil) == .nothing)
        }
    }

    @Test func changesWithinAHundredthOfAPointAreNotChanges() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        // 0.005 pt lower: extra 302.005, within 0.01 of 302.
        let nudged = CGRect(x: 0, y: 515.995, width: 393, height: 336.005)
        #expect(
            engine.decide(.keyboard(.init(show(nudged, kind: .willChangeFrame))), at: 0, scrollView: view, focus: nil)
                == .nothing)
        // ...but it is the last known frame now, and what it covers (302.005) is what an app's
        // later write is weighed against (*Repeated events change nothing*).
        #expect(abs(engine.extraBottomInset - 302.005) < 0.000_001)
        #expect(engine.lastKeyboardFrame == nudged)
    }

    @Test func theExtraIsExactSoASmallStepIsNoChange() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        // Covers 34.015 of the 852-high view: extra = 34.015 - 34 = 0.015 (*What is inset*).
        let first = CGRect(x: 0, y: 817.985, width: 393, height: 34.015)
        view = applying(
            engine.decide(.keyboard(.init(show(first))), at: 0, scrollView: view, focus: nil).changes, to: view)
        #expect(abs(view.contentInset.bottom - 0.015) < 0.000_1)
        // Covers 34.008: extra 0.008, within 0.01 of 0.015, so the extra did not change (*Repeated events change nothing*).
        let second = CGRect(x: 0, y: 817.992, width: 393, height: 34.008)
        #expect(
            engine.decide(.keyboard(.init(show(second, kind: .willChangeFrame))), at: 0, scrollView: view, focus: nil)
                == .nothing)
    }

    @Test func anExtraTooSmallToWriteBackIsWrittenAsNone() {
        var engine = KeyboardAvoidanceEngine(baseContentInset: EdgeInsets(bottom: 20))
        var view = phone(inset: EdgeInsets(bottom: 20))
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset.bottom == 322)
        // The keyboard shrinks to cover 34.008: extra 0.008. Writing 20.008 could never be undone
        // (a value within 0.01 is not written), so the app's 20 is written.
        let sliver = CGRect(x: 0, y: 817.992, width: 393, height: 34.008)
        view = applying(
            engine.decide(.keyboard(.init(show(sliver, kind: .willChangeFrame))), at: 0, scrollView: view, focus: nil)
                .changes,
            to: view)
        #expect(view.contentInset.bottom == 20)
        let hide = KeyboardNotification(
            kind: .willHide, endFrame: .failure(.missingEndFrame),
            animation: KeyboardAnimation(duration: 0.25, curve: 7))
        view = applying(engine.decide(.keyboard(.init(hide)), at: 0, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset == EdgeInsets(bottom: 20))
    }

    @Test func didEventsRepairWithoutAnimation() {
        var engine = KeyboardAvoidanceEngine()
        let decision = engine.decide(
            .keyboard(.init(show(kind: .didShow, duration: 0.25))), at: 0, scrollView: phone(), focus: nil)
        #expect(decision.changes.contentInset?.bottom == 302)
        #expect(decision.changes.animation == nil)
        // did-events do not become the animation focus scrolls borrow.
        #expect(engine.lastKeyboardAnimation == nil)
    }

    @Test func hideRestoresTheAppsInsetsAndClamps() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        // Scrolled to the very end with the keyboard up: 1200 + 336 - 852 = 684.
        view.contentOffset.y = 684
        let hide = KeyboardNotification(
            kind: .willHide, endFrame: .failure(.missingEndFrame), animation: KeyboardAnimation(duration: 0.3, curve: 7)
        )
        let decision = engine.decide(.keyboard(.init(hide)), at: 0, scrollView: view, focus: nil)
        #expect(decision.ignoredBecause == nil)
        #expect(decision.changes.contentInset == .zero)
        #expect(decision.changes.indicatorInset == .zero)
        // New range ends at 1200 + 34 - 852 = 382.
        #expect(decision.changes.contentOffset == CGPoint(x: 0, y: 382))
        #expect(decision.changes.animation == KeyboardAnimation(duration: 0.3, curve: 7))
        #expect(engine.keyboardState == .hidden)
    }

    @Test func theOffsetIsClampedOnlyWhenTheInsetsChange() {
        // Content shrunk to 400 while scrolled to 300: the valid range is [-59, -59], but UIKit
        // leaves the offset where it is.
        var engine = KeyboardAvoidanceEngine()
        var view = phone(offsetY: 300, contentHeight: 400)
        // A floating keyboard appears: the state changes, the insets do not: offset left alone.
        let floating = CGRect(x: 36, y: 300, width: 320, height: 260)
        let undocked = engine.decide(.keyboard(.init(show(floating))), at: 0, scrollView: view, focus: nil)
        #expect(engine.keyboardState == .undocked)
        #expect(undocked.changes.isEmpty)
        #expect(undocked.changes.animation == nil)
        // It docks: extra 302 is written, and the offset clamps into [-59, max(-59, 400 + 336 - 852)] = -59.
        let docked = engine.decide(.keyboard(.init(show(kind: .willChangeFrame))), at: 0, scrollView: view, focus: nil)
        #expect(docked.changes.contentInset?.bottom == 302)
        #expect(docked.changes.contentOffset == CGPoint(x: 0, y: -59))
        view = applying(docked.changes, to: view)
        #expect(view.contentOffset.y == -59)
    }

    @Test func malformedShowIsIgnoredAndChangesNoState() {
        var engine = KeyboardAvoidanceEngine()
        let bad = KeyboardNotification(
            kind: .willShow, endFrame: .failure(.endFrameNotFinite),
            animation: KeyboardAnimation(duration: 0.25))
        #expect(
            engine.decide(.keyboard(.init(bad)), at: 0, scrollView: phone(), focus: nil).ignoredBecause
                == .endFrameNotFinite)
        #expect(engine.keyboardState == .hidden)
        #expect(engine.lastKeyboardAnimation == nil)
        #expect(engine.lastKeyboardFrame == nil)
    }

    @Test func otherScreensAreIgnored() {
        var engine = KeyboardAvoidanceEngine()
        let decision = engine.decide(
            .keyboard(.init(show(), isOnScrollViewScreen: false)), at: 0, scrollView: phone(), focus: nil)
        #expect(decision.ignoredBecause == .otherScreen)
        #expect(decision.changes.isEmpty)
        #expect(engine.keyboardState == .hidden)
    }

    @Test func disabledChangesNothing() {
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.isEnabled, false))
        let field = FocusedField(frame: CGRect(x: 16, y: 780, width: 361, height: 44))
        #expect(engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: field) == .nothing)
        #expect(engine.decide(.focus(isCorrection: false), at: 0, scrollView: phone(), focus: field) == .nothing)
        #expect(engine.keyboardState == .hidden)
        #expect(
            engine.formStep(
                .next, from: 0, fieldFrames: [.zero, CGRect(x: 0, y: 50, width: 1, height: 1)], rightToLeft: false)
                == .stay)
    }

    @Test func disablingWhileShownGivesTheInsetsBack() {
        var engine = KeyboardAvoidanceEngine(baseContentInset: EdgeInsets(bottom: 20))
        var view = phone(inset: EdgeInsets(bottom: 20))
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset.bottom == 322)
        let decision = engine.decide(.enabled(false), at: 0, scrollView: view, focus: nil)
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 20))
        #expect(decision.changes.animation == nil)
        // *Changing options*: the keyboard's state is kept; from now on every event changes nothing (*Turning avoidance off*).
        #expect(engine.keyboardState == .docked)
        view = applying(decision.changes, to: view)
        #expect(engine.decide(.keyboard(.init(show())), at: 1, scrollView: view, focus: nil) == .nothing)
    }

    @Test func theAppsNewInsetBecomesTheBaseAtOnce() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        let content = engine.decide(
            .appInset(.content, EdgeInsets(top: 8, bottom: 40), .replace), at: 1, scrollView: view, focus: nil)
        #expect(content.changes.contentInset == EdgeInsets(top: 8, bottom: 342))
        view = applying(content.changes, to: view)
        let indicator = engine.decide(
            .appInset(.indicator, EdgeInsets(bottom: 3), .replace), at: 2, scrollView: view, focus: nil)
        #expect(indicator.changes.indicatorInset == EdgeInsets(bottom: 305))
        #expect(engine.baseContentInset == EdgeInsets(top: 8, bottom: 40))
    }

    @Test func changingOneEdgeOfTheReadInsetDoesNotCountTheExtraTwice() {
        var engine = KeyboardAvoidanceEngine(
            baseContentInset: EdgeInsets(bottom: 20), baseIndicatorInset: EdgeInsets(bottom: 4))
        var view = phone(inset: EdgeInsets(bottom: 20), indicator: EdgeInsets(bottom: 4))
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        // Applied: 20 + 302 = 322. `contentInset.top = 8` writes (8, 322): the bottom is the app's 20.
        var edit = engine.decide(
            .appInset(.content, EdgeInsets(top: 8, bottom: 322), .editEdges), at: 1, scrollView: view, focus: nil)
        #expect(edit.changes.contentInset == EdgeInsets(top: 8, bottom: 322))
        #expect(engine.baseContentInset == EdgeInsets(top: 8, bottom: 20))
        view = applying(edit.changes, to: view)
        // A new bottom is a new bottom: 50 + 302.
        edit = engine.decide(
            .appInset(.content, EdgeInsets(top: 8, bottom: 50), .editEdges), at: 2, scrollView: view, focus: nil)
        #expect(edit.changes.contentInset == EdgeInsets(top: 8, bottom: 352))
        view = applying(edit.changes, to: view)
        edit = engine.decide(
            .appInset(.indicator, EdgeInsets(left: 2, bottom: 306), .editEdges), at: 3, scrollView: view, focus: nil)
        #expect(edit.changes.indicatorInset == EdgeInsets(left: 2, bottom: 306))
        #expect(engine.baseIndicatorInset == EdgeInsets(left: 2, bottom: 4))
        // With the keyboard hidden every value is taken as it is.
        var hidden = KeyboardAvoidanceEngine()
        let taken = hidden.decide(
            .appInset(.content, EdgeInsets(bottom: 322), .editEdges), at: 0, scrollView: phone(), focus: nil)
        #expect(taken.changes.contentInset == EdgeInsets(bottom: 322))
    }

    /// The UIKit layer tells its own inset writes from the app's by value: a value equal to what the
    /// engine asks the property to hold is its own echo, which it may pass over because taking it
    /// for the app's would change nothing; any other value is the app's, even one written during
    /// the kit's own write (a stretchy header setting `contentInset.top` from `scrollViewDidScroll`).
    @Test func anInsetWrittenDuringTheKitsOwnWriteIsTheAppsWhenTheKeyboardHides() {
        var engine = KeyboardAvoidanceEngine(baseContentInset: EdgeInsets(top: 100, bottom: 20))
        var view = phone(inset: EdgeInsets(top: 100, bottom: 20))
        // Covered 336, system 34: extra 302, applied (100, 20 + 302).
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset == EdgeInsets(top: 100, bottom: 322))
        #expect(engine.appliedInset(.content) == EdgeInsets(top: 100, bottom: 322))
        // The echo taken as the app's: nothing changes.
        let echo = engine.decide(
            .appInset(.content, EdgeInsets(top: 100, bottom: 322), .editEdges), at: 1, scrollView: view, focus: nil)
        #expect(echo.changes.contentInset == EdgeInsets(top: 100, bottom: 322))
        #expect(engine.baseContentInset == EdgeInsets(top: 100, bottom: 20))
        // The header's top 140, on the value it read: its own top, its own bottom 20 kept.
        let header = engine.decide(
            .appInset(.content, EdgeInsets(top: 140, bottom: 322), .editEdges), at: 2, scrollView: view, focus: nil)
        #expect(header.changes.contentInset == EdgeInsets(top: 140, bottom: 322))
        view = applying(header.changes, to: view)
        // The keyboard hides: back to (140, 20), not to the top of 100 it had before.
        let hide = KeyboardNotification(
            kind: .willHide, endFrame: CGRect(x: 0, y: 852, width: 393, height: 336), duration: 0.25, curve: 7)
        #expect(
            engine.decide(.keyboard(.init(hide)), at: 0, scrollView: view, focus: nil).changes.contentInset
                == EdgeInsets(top: 140, bottom: 20))
    }

    @Test func resizeWhileHiddenDoesNothing() {
        var engine = KeyboardAvoidanceEngine()
        #expect(
            engine.decide(
                .resize(before: phone(), isKeyboardTransition: false), at: 0, scrollView: phone(offsetY: 5000),
                focus: nil) == .nothing)
    }

    @Test func rotationKeepsEverythingUntilTheKeyboardReports() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        view.contentOffset.y = 684
        let portrait = view
        // Landscape: screen 852x393. The portrait keyboard (minY 516) would read as off screen;
        // *Rotation and resizing* keeps the state, the inset (302) and the offset, and forgets that frame.
        view.screenSize = CGSize(width: 852, height: 393)
        view.frameInScreen = CGRect(x: 0, y: 0, width: 852, height: 393)
        #expect(
            engine.decide(.resize(before: portrait, isKeyboardTransition: false), at: 0, scrollView: view, focus: nil)
                == .nothing)
        #expect(engine.keyboardState == .docked)
        #expect(engine.extraBottomInset == 302)
        #expect(engine.lastKeyboardFrame == nil)
        // A further resize before the keyboard's notification changes nothing either.
        var narrower = view
        narrower.frameInScreen.size.height = 300
        #expect(
            engine.decide(.resize(before: view, isKeyboardTransition: false), at: 0, scrollView: narrower, focus: nil)
                == .nothing)
        // The landscape keyboard (852x209 at 184) lays out again: covered 393 - 184 = 209, the
        // safe area's 34 is UIKit's: extra 175.
        let landscape = engine.decide(
            .keyboard(.init(show(CGRect(x: 0, y: 184, width: 852, height: 209), kind: .willChangeFrame))), at: 0,
            scrollView: view, focus: nil)
        #expect(landscape.changes.contentInset == EdgeInsets(bottom: 175))
    }

    @Test func aResizeThatIsPartOfTheKeyboardsTransitionAnimatesWithIt() {
        var engine = KeyboardAvoidanceEngine()
        // A 600-high view at the top of the screen: the keyboard (516..852) covers 600 - 516 = 84,
        // minus the 34 UIKit adds: 50.
        let frame = CGRect(x: 0, y: 0, width: 393, height: 600)
        var view = phone(frame: frame)
        view = applying(
            engine.decide(.keyboard(.init(show(duration: 0.4, curve: 7))), at: 0, scrollView: view, focus: nil).changes,
            to: view)
        #expect(view.contentInset.bottom == 50)
        // The container moves up 40 as the keyboard comes: covered 560 - 516 = 44, extra 10.
        var moved = view
        moved.frameInScreen = CGRect(x: 0, y: -40, width: 393, height: 600)
        let decision = engine.decide(
            .resize(before: view, isKeyboardTransition: true), at: 0, scrollView: moved, focus: nil)
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 10))
        #expect(decision.changes.animation == KeyboardAnimation(duration: 0.4, curve: 7))
        // The same move not marked as the keyboard's applies at once.
        var other = KeyboardAvoidanceEngine()
        _ = other.decide(
            .keyboard(.init(show(duration: 0.4, curve: 7))), at: 0, scrollView: phone(frame: frame), focus: nil)
        #expect(
            other.decide(.resize(before: view, isKeyboardTransition: false), at: 0, scrollView: moved, focus: nil)
                .changes.animation == nil)
    }

    @Test func aMoveDoesNotBringBackAFieldTheUserScrolledAwayFrom() {
        // The view moves down 100 (a header above it expands): covered 952 - 516 = 436, extra
        // 436 - 34 = 402, adjusted bottom 436, band bottom y + 852 - 436 = y + 416.
        let field = FocusedField(frame: CGRect(x: 16, y: 400, width: 361, height: 44))
        func movedDown(_ view: ScrollViewSnapshot) -> ScrollViewSnapshot {
            var moved = view
            moved.frameInScreen = CGRect(x: 0, y: 100, width: 393, height: 852)
            return moved
        }
        // The field showed (offset -59, band 0...457): it is kept in view. 400 + 44 + 10 = 454
        // must reach -59 + 416 = 357: down by 97, to y = 38.
        var engine = KeyboardAvoidanceEngine()
        var view = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: field).changes, to: phone())
        #expect(view.contentOffset.y == -59)
        let kept = engine.decide(
            .resize(before: view, isKeyboardTransition: false), at: 0, scrollView: movedDown(view), focus: field)
        #expect(kept.changes.contentInset == EdgeInsets(bottom: 402))
        #expect(kept.changes.contentOffset?.y == 38)
        // Scrolled away to y = 600 (band 659...1116): only the inset changes; 600 is within the new
        // range (max 1200 + 436 - 852 = 784), so the offset stays.
        var away = KeyboardAvoidanceEngine()
        view = applying(
            away.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: nil).changes, to: phone())
        view.contentOffset.y = 600
        let left = away.decide(
            .resize(before: view, isKeyboardTransition: false), at: 0, scrollView: movedDown(view), focus: field)
        #expect(left.changes.contentInset == EdgeInsets(bottom: 402))
        #expect(left.changes.contentOffset == nil)
    }

    @Test func theFingerOnTheScrollViewHoldsTheOffsetUntilItLifts() {
        var engine = KeyboardAvoidanceEngine()
        let field = FocusedField(frame: CGRect(x: 16, y: 780, width: 361, height: 44), id: 3)
        _ = engine.decide(.touch(.down), at: 0, scrollView: phone(), focus: nil)
        // The keyboard shows while the finger is down: inset 302 written, no focus scroll.
        let decision = engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: field)
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 302))
        #expect(decision.changes.contentOffset == nil)
        #expect(
            engine.decide(
                .focus(isCorrection: false), at: 0, scrollView: applying(decision.changes, to: phone()), focus: field)
                == .nothing)
        // Lifted: the held scroll runs once. 780 + 44 + 10 = 834 must reach the band's bottom,
        // y + 852 - (302 + 34) = y + 516: y = 318, with the show's animation.
        let lift = engine.decide(.touch(.up), at: 0, scrollView: applying(decision.changes, to: phone()), focus: field)
        #expect(lift.changes.contentOffset?.y == 318)
        #expect(lift.changes.animation == KeyboardAnimation(duration: 0.25, curve: 7))
        #expect(engine.heldFocusScroll == nil)
    }

    /// A change or a decision keeps each optional value beside a bit saying it is there: a value of
    /// zero is still there, and one taken back leaves it equal to one where it was never set.
    @Test func aValueTakenBackIsAsIfNeverSetAndZeroIsAValue() {
        var changes = ScrollViewChanges(
            contentInset: EdgeInsets(bottom: 300), contentOffset: CGPoint(x: 0, y: 40),
            animation: KeyboardAnimation(duration: 0.25))
        #expect(changes.contentInset == EdgeInsets(bottom: 300))
        #expect(changes.indicatorInset == nil)
        #expect(changes.contentOffset == CGPoint(x: 0, y: 40))
        #expect(changes.animation == KeyboardAnimation(duration: 0.25, curve: 7))
        changes.contentInset = nil
        changes.animation = nil
        changes.contentOffset = CGPoint(x: 0, y: 0)
        #expect(changes.contentOffset == CGPoint(x: 0, y: 0))
        #expect(!changes.isEmpty)
        #expect(changes != .none)
        changes.contentOffset = CGPoint(x: 0, y: 40)
        changes.contentOffset = nil
        #expect(changes.isEmpty)
        #expect(changes == .none)
        // Written inside the app's update: no write, but not the same changes.
        changes.isPartOfAppUpdate = true
        #expect(changes.isEmpty)
        #expect(changes != .none)

        var decision = KeyboardAvoidanceDecision(changes: changes)
        decision.notifies = true
        decision.observerAnimation = KeyboardAnimation(duration: 0)
        decision.wakeAt = 0
        decision.wakeGeneration = 0
        #expect(decision != KeyboardAvoidanceDecision(changes: changes))
        #expect(decision.notifies)
        #expect(decision.observerAnimation == KeyboardAnimation(duration: 0, curve: 7))
        #expect(decision.wakeAt == 0)
        #expect(decision.wakeGeneration == 0)
        #expect(decision.changes.isPartOfAppUpdate)
        decision.notifies = false
        decision.observerAnimation = KeyboardAnimation(duration: 0.25)
        decision.observerAnimation = nil
        decision.wakeAt = 1.5
        decision.wakeAt = nil
        decision.wakeGeneration = 4
        decision.wakeGeneration = nil
        decision.changes.isPartOfAppUpdate = false
        #expect(decision == .nothing)
        #expect(decision.wakeAt == nil)
        #expect(decision.ignoredBecause == nil)
    }
}
