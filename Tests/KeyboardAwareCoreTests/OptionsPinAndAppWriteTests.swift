import Foundation
import KeyboardAwareCore
import Testing

/// *What is inset* (every app write is the app's exactly), *Changing options* and *Pinned content*
/// through the engine's one entry, on the iPhone of `Fixtures.swift` (keyboard extra 302).
@Suite("*What is inset*, *Changing options*, *Pinned content*: exact app writes, options, pins")
struct OptionsPinAndAppWriteTests {
    let field = FocusedField(frame: CGRect(x: 16, y: 80, width: 361, height: 44), id: 0)

    // MARK: - *What is inset*

    @Test func anAppWriteUnderAHundredthOfAPointIsStillTheApps() {
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        let tiny = engine.decide(
            .appInset(.content, EdgeInsets(bottom: 0.0046), .replace), at: 0, scrollView: view, focus: nil)
        // UIKit stores the app's value as given, however close to the one it replaces.
        #expect(tiny.changes.contentInset == EdgeInsets(bottom: 0.0046))
        #expect(engine.baseContentInset == EdgeInsets(bottom: 0.0046))
        view = applying(tiny.changes, to: view)
        let zero = engine.decide(.appInset(.content, .zero, .replace), at: 1, scrollView: view, focus: nil)
        #expect(zero.changes.contentInset == .zero)
        #expect(engine.baseContentInset == .zero)
        // With the keyboard up the app's 0.0046 still comes back exactly on hide.
        _ = engine.decide(
            .appInset(.content, EdgeInsets(bottom: 0.0046), .replace), at: 2, scrollView: view, focus: nil)
        view = applying(engine.decide(.keyboard(.init(show())), at: 3, scrollView: view, focus: nil).changes, to: view)
        #expect(abs(view.contentInset.bottom - 302.0046) < 1e-9)
        let hidden = engine.decide(
            .keyboard(.init(show(HeldHideTests.gone, kind: .willHide))), at: 4, scrollView: view, focus: nil)
        #expect(hidden.changes.contentInset == EdgeInsets(bottom: 0.0046))
    }

    @Test func anEdgeEditKeepsTheBottomOnlyWhenItIsExactlyTheOneTheViewHeld() {
        // The keyboard up: the view holds 0 + 302.
        var engine = KeyboardAvoidanceEngine()
        let view = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: nil).changes, to: phone())
        #expect(view.contentInset.bottom == 302)
        // `contentInset.top = 8`: the bottom read back unchanged is the app's 0, not a new 302.
        let top = engine.decide(
            .appInset(.content, EdgeInsets(top: 8, bottom: 302), .editEdges), at: 1, scrollView: view, focus: nil)
        #expect(
            engine.baseContentInset == EdgeInsets(top: 8) && top.changes.contentInset == EdgeInsets(top: 8, bottom: 302)
        )
        // A bottom 0.004 pt off what the view held is a bottom of the app's own (*What is inset*): 302.004,
        // with the keyboard's 302 on top.
        let held = applying(top.changes, to: view)
        let nudged = engine.decide(
            .appInset(.content, EdgeInsets(top: 8, bottom: 302.004), .editEdges), at: 2, scrollView: held, focus: nil)
        #expect(engine.baseContentInset == EdgeInsets(top: 8, bottom: 302.004))
        #expect(abs((nudged.changes.contentInset?.bottom ?? 0) - 604.004) < 1e-9)
    }

    // MARK: - *Changing options*

    @Test func aNewHoldHideActsOnHidesHeldLater() {
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.holdHide, 0.05))
        var view = phone()
        view = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: field).changes, to: view)
        let held = engine.decide(HeldHideTests.hide(), at: 1, scrollView: view, focus: field)
        #expect(held.wakeAt == 1.05)
        var longer = engine.options
        longer.holdHide = 0.5
        let change = engine.decide(.options(longer), at: 1.01, scrollView: view, focus: field)
        // Nothing to lay out (same keyboard, same insets); the hide held keeps its 0.05 s.
        #expect(change.changes.isEmpty && change.wakeAt == 1.05)
        let applied = engine.decide(.wake, at: 1.05, scrollView: view, focus: field)
        #expect(applied.changes.contentInset == .zero && applied.changes.animation?.duration == 0.2)
    }

    @Test func anOptionsChangeWhileARotationWaitsChangesNothing() {
        // The app's bottom 50, the keyboard up: 50 + 302 = 352. Turned to landscape (*Rotation and resizing*: the
        // keyboard's frame is forgotten until its next notification).
        var engine = KeyboardAvoidanceEngine(baseContentInset: EdgeInsets(bottom: 50))
        var view = phone(inset: EdgeInsets(bottom: 50))
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset.bottom == 352)
        var turned = view
        turned.screenSize = CGSize(width: 852, height: 393)
        _ = engine.decide(.resize(before: view, isKeyboardTransition: false), at: 1, scrollView: turned, focus: nil)
        var covers = engine.options
        covers.keyboardCoversAppInset = true
        // *Changing options*: while *Rotation and resizing* waits, nothing (302 - 50 = 252 would have been written).
        let change = engine.decide(.options(covers), at: 2, scrollView: turned, focus: nil)
        #expect(change.changes.isEmpty && !change.notifies)
        #expect(engine.options.keyboardCoversAppInset)
    }

    @Test func turningAvoidanceOffEndsThePinAndDropsTheHeldHide() {
        var engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.holdHide, 0.05))
        var view = phone()
        view = applying(
            engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: field).changes, to: view)
        view = applying(engine.decide(.pin(1100), at: 0, scrollView: view, focus: field).changes, to: view)
        _ = engine.decide(HeldHideTests.hide(), at: 1, scrollView: view, focus: field)
        var off = engine.options
        off.isEnabled = false
        let decision = engine.decide(.options(off), at: 1.01, scrollView: view, focus: field)
        #expect(decision.changes.contentInset == .zero && decision.changes.indicatorInset == .zero)
        #expect(decision.changes.animation == nil && decision.wakeAt == nil)
        #expect(engine.pin == nil && engine.heldHide == nil && engine.keyboardState == .docked)
        view = applying(decision.changes, to: view)
        // Disabled, a pin changes nothing.
        #expect(engine.decide(.pin(500), at: 2, scrollView: view, focus: field) == .nothing)
        #expect(engine.pin == nil)
    }

    // MARK: - *Pinned content*

    @Test func aPinKeepsTheRowAtTheTopAndIsNotWrittenUnderTheFinger() {
        // Content 1200, at rest y = -59; pin 900: blank = 900 - 59 + 852 - 1200 - 34 - 0 = 459.
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        _ = engine.decide(.touch(.down), at: 0, scrollView: view, focus: nil)
        let pinned = engine.decide(.pin(900), at: 0, scrollView: view, focus: nil)
        #expect(pinned.changes.contentInset == EdgeInsets(bottom: 459))
        #expect(pinned.changes.contentOffset == nil && pinned.changes.indicatorInset == nil)
        view = applying(pinned.changes, to: view)
        _ = engine.decide(.touch(.up), at: 1, scrollView: view, focus: nil)
        // Pinned again with the finger up: y = 900 - 59 = 841 = 1200 + 493 - 852.
        let again = engine.decide(.pin(900), at: 1, scrollView: view, focus: nil)
        #expect(again.changes == ScrollViewChanges(contentOffset: CGPoint(x: 0, y: 841)))
        // A pin that is not a number is ignored with a reason.
        let bad = engine.decide(.pin(.nan), at: 2, scrollView: view, focus: nil)
        #expect(bad.ignoredBecause == .pinNotFinite && bad.changes.isEmpty && engine.pin?.y == 900)
    }

    @Test func observersHearOnlyWhatTheKeyboardAddsBeyondTheBlank() {
        // Pin 900 (blank 459), then the keyboard (302) fits in it: observers hear the state, extra 0.
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        view = applying(engine.decide(.pin(900), at: 0, scrollView: view, focus: nil).changes, to: view)
        let shown = engine.decide(.keyboard(.init(show())), at: 1, scrollView: view, focus: nil)
        #expect(shown.changes.contentInset == nil && shown.changes.indicatorInset == EdgeInsets(bottom: 302))
        #expect(shown.notifies && engine.toldObservation.extraContentInset == 0)
        #expect(engine.toldObservation.extraIndicatorInset == 302)
    }
}
