import Foundation
import Testing
@testable import KeyboardAwareCore

@Suite("Rules 1, 4, 6, 8, 9, 11: the engine")
struct EngineTests {
    @Test func showAddsTheExtraOnTopOfTheAppsInsets() {
        var engine = KeyboardAvoidanceEngine(baseContentInset: EdgeInsets(top: 10, bottom: 20),
                                             baseIndicatorInset: EdgeInsets(bottom: 5))
        let before = phone(offsetY: -69, inset: EdgeInsets(top: 10, bottom: 20), indicator: EdgeInsets(bottom: 5))
        let decision = engine.handle(show(), scrollView: before, focus: nil)
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
        view = applying(engine.handle(show(), scrollView: view, focus: nil).changes, to: view)
        for kind in [KeyboardEventKind.willShow, .didShow, .willChangeFrame, .didChangeFrame] {
            #expect(engine.handle(show(kind: kind), scrollView: view, focus: nil) == .nothing)
        }
    }

    @Test func changesWithinAHundredthOfAPointAreNotChanges() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.handle(show(), scrollView: view, focus: nil).changes, to: view)
        // 0.005 pt lower: extra 302.005, within 0.01 of 302.
        let nudged = CGRect(x: 0, y: 515.995, width: 393, height: 336.005)
        #expect(engine.handle(show(nudged, kind: .willChangeFrame), scrollView: view, focus: nil) == .nothing)
        #expect(engine.extraBottomInset == 302)
        // ...but it is the last known frame now.
        #expect(engine.lastKeyboardFrame == nudged)
    }

    @Test func didEventsRepairWithoutAnimation() {
        var engine = KeyboardAvoidanceEngine()
        let decision = engine.handle(show(kind: .didShow, duration: 0.25), scrollView: phone(), focus: nil)
        #expect(decision.changes.contentInset?.bottom == 302)
        #expect(decision.changes.animation == nil)
        // did-events do not become the animation focus scrolls borrow.
        #expect(engine.lastKeyboardAnimation == nil)
    }

    @Test func hideRestoresTheAppsInsetsAndClamps() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.handle(show(), scrollView: view, focus: nil).changes, to: view)
        // Scrolled to the very end with the keyboard up: 1200 + 336 - 852 = 684.
        view.contentOffset.y = 684
        let decision = engine.handle(KeyboardNotification(kind: .willHide, endFrame: .failure(.missingEndFrame),
                                                          animation: KeyboardAnimation(duration: 0.3, curve: 7)),
                                     scrollView: view, focus: nil)
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
        let undocked = engine.handle(show(floating), scrollView: view, focus: nil)
        #expect(engine.keyboardState == .undocked)
        #expect(undocked.changes.isEmpty)
        #expect(undocked.changes.animation == nil)
        // It docks: extra 302 is written, and the offset clamps into [-59, max(-59, 400 + 336 - 852)] = -59.
        let docked = engine.handle(show(kind: .willChangeFrame), scrollView: view, focus: nil)
        #expect(docked.changes.contentInset?.bottom == 302)
        #expect(docked.changes.contentOffset == CGPoint(x: 0, y: -59))
        view = applying(docked.changes, to: view)
        #expect(view.contentOffset.y == -59)
    }

    @Test func malformedShowIsIgnoredAndChangesNoState() {
        var engine = KeyboardAvoidanceEngine()
        let bad = KeyboardNotification(kind: .willShow, endFrame: .failure(.endFrameNotFinite),
                                       animation: KeyboardAnimation(duration: 0.25))
        #expect(engine.handle(bad, scrollView: phone(), focus: nil).ignoredBecause == .endFrameNotFinite)
        #expect(engine.keyboardState == .hidden)
        #expect(engine.lastKeyboardAnimation == nil)
        #expect(engine.lastKeyboardFrame == nil)
    }

    @Test func otherScreensAreIgnored() {
        var engine = KeyboardAvoidanceEngine()
        let decision = engine.handle(show(), isOnScrollViewScreen: false, scrollView: phone(), focus: nil)
        #expect(decision.ignoredBecause == .otherScreen)
        #expect(decision.changes.isEmpty)
        #expect(engine.keyboardState == .hidden)
    }

    @Test func disabledChangesNothing() {
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions(isEnabled: false))
        let field = FocusedField(frame: CGRect(x: 16, y: 780, width: 361, height: 44))
        #expect(engine.handle(show(), scrollView: phone(), focus: field) == .nothing)
        #expect(engine.focusChanged(scrollView: phone(), focus: field) == .nothing)
        #expect(engine.keyboardState == .hidden)
        #expect(engine.returnKeyAction(from: 0, fieldFrames: [.zero, CGRect(x: 0, y: 50, width: 1, height: 1)]) == .stay)
    }

    @Test func disablingWhileShownGivesTheInsetsBack() {
        var engine = KeyboardAvoidanceEngine(baseContentInset: EdgeInsets(bottom: 20))
        var view = phone(inset: EdgeInsets(bottom: 20))
        view = applying(engine.handle(show(), scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset.bottom == 322)
        let decision = engine.setEnabled(false, scrollView: view)
        #expect(decision.changes.contentInset == EdgeInsets(bottom: 20))
        #expect(decision.changes.animation == nil)
        #expect(engine.keyboardState == .hidden)
    }

    @Test func theAppsNewInsetBecomesTheBaseAtOnce() {
        var engine = KeyboardAvoidanceEngine()
        _ = engine.handle(show(), scrollView: phone(), focus: nil)
        #expect(engine.appSetContentInset(EdgeInsets(top: 8, bottom: 40)) == EdgeInsets(top: 8, bottom: 342))
        #expect(engine.appSetIndicatorInset(EdgeInsets(bottom: 3)) == EdgeInsets(bottom: 305))
        #expect(engine.baseContentInset == EdgeInsets(top: 8, bottom: 40))
    }

    @Test func changingOneEdgeOfTheReadInsetDoesNotCountTheExtraTwice() {
        var engine = KeyboardAvoidanceEngine(baseContentInset: EdgeInsets(bottom: 20), baseIndicatorInset: EdgeInsets(bottom: 4))
        _ = engine.handle(show(), scrollView: phone(inset: EdgeInsets(bottom: 20), indicator: EdgeInsets(bottom: 4)), focus: nil)
        // Applied: 20 + 302 = 322. `contentInset.top = 8` writes (8, 322): the bottom is the app's 20.
        #expect(engine.appWroteContentInset(EdgeInsets(top: 8, bottom: 322)) == EdgeInsets(top: 8, bottom: 322))
        #expect(engine.baseContentInset == EdgeInsets(top: 8, bottom: 20))
        // A new bottom is a new bottom: 50 + 302.
        #expect(engine.appWroteContentInset(EdgeInsets(top: 8, bottom: 50)) == EdgeInsets(top: 8, bottom: 352))
        #expect(engine.appWroteIndicatorInset(EdgeInsets(left: 2, bottom: 306)) == EdgeInsets(left: 2, bottom: 306))
        #expect(engine.baseIndicatorInset == EdgeInsets(left: 2, bottom: 4))
        // With the keyboard hidden every value is taken as it is.
        var hidden = KeyboardAvoidanceEngine()
        #expect(hidden.appWroteContentInset(EdgeInsets(bottom: 322)) == EdgeInsets(bottom: 322))
    }

    @Test func resizeWhileHiddenDoesNothing() {
        var engine = KeyboardAvoidanceEngine()
        #expect(engine.geometryChanged(scrollView: phone(offsetY: 5000), focus: nil) == .nothing)
    }

    @Test func resizeThatPutsTheKeyboardBelowTheScreenHidesAndClamps() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.handle(show(), scrollView: view, focus: nil).changes, to: view)
        view.contentOffset.y = 684
        // Landscape: screen 852x393, frame 852x393; the portrait keyboard (minY 516) is off screen.
        view.screenSize = CGSize(width: 852, height: 393)
        view.frameInScreen = CGRect(x: 0, y: 0, width: 852, height: 393)
        let decision = engine.geometryChanged(scrollView: view, focus: nil)
        #expect(engine.keyboardState == .hidden)
        #expect(decision.changes.contentInset == .zero)
        // The safe area is still 59/34 in this snapshot: max = 1200 + 34 - 393 = 841 keeps 684.
        #expect(decision.changes.contentOffset == nil)
    }
}
