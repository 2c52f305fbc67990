import Foundation
import KeyboardAwareCore
import Testing

/// *Held hides*, *Scenes in the background* and *What observers are told* through the engine's one entry, on
/// the iPhone of `Fixtures.swift`: the keyboard up gives an extra of 336 - 34 = 302.
@Suite("*Held hides*, *Scenes in the background*, *What observers are told*: held hides, the scene, observers")
struct HeldHideTests {
    let field = FocusedField(frame: CGRect(x: 16, y: 80, width: 361, height: 44), id: 0)
    static let gone = CGRect(x: 0, y: 852, width: 393, height: 336)

    /// An engine holding hides for 0.05 s, the keyboard up over a focused field, and the view.
    func shown(holdHide: TimeInterval = 0.05) -> (KeyboardAvoidanceEngine, ScrollViewSnapshot) {
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.holdHide, holdHide))
        var view = phone()
        let decision = engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: field)
        view = applying(decision.changes, to: view)
        return (engine, view)
    }

    static func hide(_ kind: KeyboardEventKind = .willHide, isLocal: Bool = true) -> KeyboardAvoidanceInput {
        var notification = show(gone, kind: kind)
        notification.isLocal = isLocal
        return .keyboard(.init(notification))
    }

    @Test func aHideWhileTheFieldEditsIsHeldAndWrittenAtItsDeadline() {
        var (engine, view) = shown()
        let held = engine.decide(Self.hide(), at: 1, scrollView: view, focus: field)
        #expect(held.changes.isEmpty && held.ignoredBecause == nil && !held.notifies)
        #expect(held.wakeAt == 1.05)
        #expect(engine.keyboardState == .docked)
        #expect(engine.decide(.wake, at: 1.04, scrollView: view, focus: field).changes.isEmpty)
        let applied = engine.decide(.wake, at: 1.06, scrollView: view, focus: field)
        // Held exactly 0.05 s of its 0.25 s: 0.2 s left.
        #expect(applied.changes.contentInset?.bottom == 0)
        #expect(applied.changes.animation?.duration == 0.2)
        #expect(applied.notifies && applied.observerAnimation?.duration == 0.2)
        #expect(applied.wakeAt == nil)
        // It is the last will-event now: a focus scroll would use its 0.2 s.
        #expect(engine.lastKeyboardAnimation?.duration == 0.2)
        _ = view
    }

    @Test func aBlurAppliesTheHeldHideAtOnce() {
        var (engine, view) = shown()
        _ = engine.decide(Self.hide(), at: 0, scrollView: view, focus: field)
        let blur = engine.decide(.blur, at: 0.02, scrollView: view, focus: nil)
        #expect(blur.changes.contentInset?.bottom == 0)
        #expect(abs((blur.changes.animation?.duration ?? 0) - 0.23) < 1e-9)
        view = applying(blur.changes, to: view)
        #expect(engine.keyboardState == .hidden && engine.heldHide == nil)
    }

    @Test func anotherAppsHideIsAppliedInThePlaceOfTheHeldOne() {
        var (engine, view) = shown()
        _ = engine.decide(Self.hide(), at: 0, scrollView: view, focus: field)
        let other = engine.decide(Self.hide(isLocal: false), at: 0.01, scrollView: view, focus: field)
        #expect(other.changes.contentInset?.bottom == 0)
        #expect(other.changes.animation?.duration == 0.25)
        #expect(engine.heldHide == nil)
        _ = view
    }

    @Test func nothingIsHeldWithoutAFocusedFieldOrWithHoldHideZero() {
        var (engine, view) = shown()
        #expect(engine.decide(Self.hide(), at: 0, scrollView: view, focus: nil).changes.contentInset?.bottom == 0)
        var (never, neverView) = shown(holdHide: 0)
        #expect(never.decide(Self.hide(), at: 0, scrollView: neverView, focus: field).changes.contentInset?.bottom == 0)
        // The UIKit layer says whether an input edits, in or out of this scroll view.
        (engine, view) = shown()
        let outside = KeyboardAvoidanceInput.keyboard(.init(show(Self.gone, kind: .willHide), isInputEditing: true))
        #expect(engine.decide(outside, at: 0, scrollView: view, focus: nil).changes.isEmpty)
        _ = neverView
    }

    @Test func trackedFramesChangeNothingWhileAHideIsHeldAndAnAttachDropsIt() {
        var (engine, view) = shown()
        _ = engine.decide(Self.hide(), at: 0, scrollView: view, focus: field)
        let tracked = engine.decide(
            .track(CGRect(x: 0, y: 600, width: 393, height: 252)), at: 0.01, scrollView: view, focus: field)
        #expect(tracked.changes.isEmpty && tracked.ignoredBecause == nil)
        let attach = engine.decide(.attach(keyboardFrame: phoneKeyboard), at: 0.02, scrollView: view, focus: field)
        #expect(attach.changes.isEmpty && engine.heldHide == nil && attach.wakeAt == nil)
        #expect(engine.decide(.wake, at: 1, scrollView: view, focus: field).changes.isEmpty)
    }

    @Test func aRotationKeepsTheHeldHideUntilADidEventAppliesItWithTheTimeHeldBeforeIt() {
        var (engine, view) = shown()
        _ = engine.decide(Self.hide(), at: 0, scrollView: view, focus: field)
        var turned = view
        turned.screenSize = CGSize(width: 852, height: 393)
        turned.frameInScreen = CGRect(x: 0, y: 0, width: 852, height: 393)
        let rotation = engine.decide(
            .resize(before: view, isKeyboardTransition: false), at: 0.03, scrollView: turned, focus: field)
        #expect(rotation.changes.isEmpty && rotation.wakeAt == nil && engine.heldHide != nil)
        #expect(engine.decide(.wake, at: 0.5, scrollView: turned, focus: field).changes.isEmpty)
        // didHide: held 0.03 s before the rotation, so 0.22 s of its animation are left.
        let did = engine.decide(Self.hide(.didHide), at: 0.6, scrollView: turned, focus: field)
        #expect(did.changes.contentInset?.bottom == 0)
        #expect(abs((did.changes.animation?.duration ?? 0) - 0.22) < 1e-9)
        view = turned
        _ = view
    }

    @Test func keyboardEventsInTheBackgroundAreIgnoredAndOtherInputsActAsUsual() {
        var (engine, view) = shown()
        #expect(engine.judgesKeyboardEvents)
        #expect(engine.decide(.background, at: 0, scrollView: view, focus: field) == .nothing)
        // What the intake is told of this engine: it learns nothing from events not judged.
        #expect(!engine.judgesKeyboardEvents)
        let hide = engine.decide(Self.hide(), at: 0, scrollView: view, focus: field)
        #expect(hide.ignoredBecause == .sceneInBackground && hide.changes.isEmpty)
        let tracked = engine.decide(.track(phoneKeyboard), at: 0, scrollView: view, focus: field)
        #expect(tracked.ignoredBecause == .sceneInBackground)
        #expect(KeyboardInputProblem.sceneInBackground.description == "the scene is in the background")
        // Back with no keyboard known: a hide with no animation.
        let back = engine.decide(.foreground(keyboardFrame: nil), at: 1, scrollView: view, focus: field)
        #expect(back.changes.contentInset?.bottom == 0 && back.changes.animation == nil && back.notifies)
        #expect(back.observerAnimation == nil && engine.judgesKeyboardEvents)
        view = applying(back.changes, to: view)
        #expect(
            engine.decide(.keyboard(.init(show())), at: 2, scrollView: view, focus: field).changes.contentInset?.bottom
                == 302)
    }

    @Test func aDeadlineIsReachedDespiteTheClocksRoundingAndNotBefore() {
        // 0.2 + 0.1 = 0.30000000000000004; 0.2 + 0.05 + 0.05 = 0.29999999999999998.
        #expect(0.2 + 0.05 + 0.05 < 0.2 + 0.1)
        #expect(Tolerance.isReached(0.2 + 0.1, at: 0.2 + 0.05 + 0.05))
        #expect(!Tolerance.isReached(0.3, at: 0.3 - 1e-6))
        // After 2^25 s of uptime (about 388 days) a Double's unit there is 2^-27 s, about 7.5 ns:
        // a deadline one unit short is reached, one a microsecond short is not.
        let deadline = 33_554_432 + 0.05
        #expect(deadline.ulp == 0x1p-27)
        #expect(Tolerance.isReached(deadline, at: deadline.nextDown))
        #expect(!Tolerance.isReached(deadline, at: deadline - 1e-6))
    }

    @Test func onlyAnEngineThatIsOnAndInTheForegroundJudgesKeyboardEvents() {
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.isEnabled, false))
        let view = phone()
        #expect(!engine.judgesKeyboardEvents)
        _ = engine.decide(.enabled(true), at: 0, scrollView: view, focus: nil)
        #expect(engine.judgesKeyboardEvents)
        _ = engine.decide(.background, at: 1, scrollView: view, focus: nil)
        #expect(!engine.judgesKeyboardEvents)
        _ = engine.decide(.enabled(false), at: 2, scrollView: view, focus: nil)
        _ = engine.decide(.foreground(keyboardFrame: nil), at: 3, scrollView: view, focus: nil)
        // In the foreground again, but off.
        #expect(!engine.judgesKeyboardEvents)
        _ = engine.decide(.enabled(true), at: 4, scrollView: view, focus: nil)
        #expect(engine.judgesKeyboardEvents)
    }

    @Test func observersAreToldOfAFrameThatMovesOverAViewItDoesNotCover() {
        // A view 0..400 high: no keyboard frame reaches it.
        var engine = KeyboardAvoidanceEngine()
        let view = phone(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        let first = engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil)
        #expect(first.changes.isEmpty && first.notifies)
        #expect(first.observerAnimation == KeyboardAnimation(duration: 0.25, curve: 7))
        #expect(engine.toldObservation.keyboardFrame == phoneKeyboard)
        let emoji = CGRect(x: 0, y: 472, width: 393, height: 380)
        let moved = engine.decide(
            .keyboard(.init(show(emoji, kind: .willChangeFrame))), at: 1, scrollView: view, focus: nil)
        #expect(moved.changes.isEmpty && moved.notifies)
        // A hundredth of a point or less is no change; nor is the same frame again.
        let nudged = CGRect(x: 0, y: 472.01, width: 393, height: 379.99)
        #expect(
            !engine.decide(.keyboard(.init(show(nudged, kind: .didChangeFrame))), at: 2, scrollView: view, focus: nil)
                .notifies)
        // Other inputs are told with no animation.
        let app = engine.decide(
            .appInset(.content, EdgeInsets(bottom: 20), .replace), at: 3, scrollView: view, focus: nil)
        #expect(!app.notifies)
    }

    @Test func anAppWriteThatChangesTheAppliedExtraTellsObservers() {
        // keyboardCoversAppInset: a bottom bar of 49 counts as room: extra 302 - 49 = 253.
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.keyboardCoversAppInset, true))
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        let bar = engine.decide(
            .appInset(.content, EdgeInsets(bottom: 49), .replace), at: 1, scrollView: view, focus: nil)
        // Applied bottom max(49, 302) = 302: the value the view stores for the app's write (*What is inset*:
        // UIKit stores every app write), and no lift; the extra over the app's is 253 now, which
        // observers hear.
        #expect(bar.changes == ScrollViewChanges(contentInset: EdgeInsets(bottom: 302)))
        #expect(bar.notifies && bar.observerAnimation == nil)
        #expect(engine.toldObservation.extraContentInset == 253)
    }

    @Test func aContentSizeChangeIsReadOnlyWhenItCanChangeSomething() {
        var engine = KeyboardAvoidanceEngine()
        #expect(
            !engine.needsContentSizeChange {
                Issue.record("asked while nothing lifts")
                return true
            })
        engine.options.contentLift = .whenAtEnd
        #expect(engine.needsContentSizeChange { true })
        #expect(!engine.needsContentSizeChange { false })
        let view = phone()
        _ = engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil)
        #expect(engine.needsContentSizeChange { false })
    }

    @Test func tapToDismissBooleansForInterfaceBuilderNeverMakeAnInvalidPair() {
        var tap = TapToDismiss.never
        tap.dismissesOnCellTap = true
        #expect(tap == .includingCells)
        tap.dismissesOnTap = true
        #expect(tap == .includingCells)
        tap.dismissesOnCellTap = false
        #expect(tap == .outsideCells)
        tap.dismissesOnTap = false
        #expect(tap == .never && !tap.dismissesOnCellTap)
    }

    @Test func theOptionsDefaultsAreTheDocumentedOnes() {
        let options = KeyboardAvoidanceOptions()
        #expect(options.keyboardDistance == 10 && options.revealsPreviousCell && !options.followsUndockedKeyboard)
        #expect(!options.keyboardCoversAppInset && options.contentLift == .never && options.pinnedHeaderHeight == nil)
        #expect(options.isReturnKeyNavigationEnabled && !options.showsAccessoryBar && options.tapToDismiss == .never)
        #expect(options.isEnabled && options.holdHide == 0.05)
        #expect(KeyboardAvoidanceOptions.scenarioDefault.holdHide == 0)
    }
}
