import Foundation
import KeyboardAwareCore
import Testing

/// A keyboard the finger drags and lets go (`DraggedKeyboard`), on the iPhone of `Fixtures.swift`:
/// the keyboard resting at y 516 gives an extra of 336 - 34 = 302; dragged down to y 700 it covers
/// 852 - 700 = 152 of the view, an extra of 152 - 34 = 118.
@Suite("A dragged keyboard let go without a notification")
struct DraggedKeyboardTests {
    static let dragged = CGRect(x: 0, y: 700, width: 393, height: 336)

    /// An engine waiting `letGoWait` after a let-go, the keyboard up, the finger down at 1 s and the
    /// keyboard dragged to y 700.
    func draggedDown(letGoWait: TimeInterval = 0.6) -> (KeyboardAvoidanceEngine, ScrollViewSnapshot) {
        var engine = KeyboardAvoidanceEngine(
            options: KeyboardAvoidanceOptions().with(\.holdHide, 0).with(\.letGoWait, letGoWait))
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset.bottom == 302)
        _ = engine.decide(.touch(.down), at: 1, scrollView: view, focus: nil)
        let tracked = engine.decide(.track(Self.dragged), at: 1.1, scrollView: view, focus: nil)
        #expect(tracked.changes.contentInset?.bottom == 118)
        return (engine, applying(tracked.changes, to: view))
    }

    @Test func withoutANotificationTheKeyboardIsTakenBackWhereItRested() {
        var (engine, view) = draggedDown()
        let lift = engine.decide(.touch(.up), at: 2, scrollView: view, focus: nil)
        #expect(lift.changes.isEmpty)
        #expect(lift.wakeAt == 2.6)
        #expect(engine.decide(.wake, at: 2.59, scrollView: view, focus: nil).changes.isEmpty)
        let back = engine.decide(.wake, at: 2.6, scrollView: view, focus: nil)
        #expect(back.changes.contentInset?.bottom == 302)
        #expect(back.wakeAt == nil)
        #expect(engine.lastKeyboardFrame == phoneKeyboard)
        view = applying(back.changes, to: view)
        // Once is enough: a later wake writes nothing.
        #expect(engine.decide(.wake, at: 5, scrollView: view, focus: nil).changes.isEmpty)
    }

    @Test func theKeyboardsNotificationEndsTheWait() {
        var (engine, view) = draggedDown()
        _ = engine.decide(.touch(.up), at: 2, scrollView: view, focus: nil)
        let hide = engine.decide(
            .keyboard(.init(show(HeldHideTests.gone, kind: .willHide))), at: 2.1, scrollView: view, focus: nil)
        #expect(hide.changes.contentInset?.bottom == 0)
        #expect(hide.wakeAt == nil)
        view = applying(hide.changes, to: view)
        #expect(engine.decide(.wake, at: 2.6, scrollView: view, focus: nil).changes.isEmpty)
        #expect(engine.keyboardState == .hidden)
    }

    @Test func aSecondDragStartsFromWhereTheKeyboardRested() {
        var (engine, view) = draggedDown()
        _ = engine.decide(.touch(.up), at: 2, scrollView: view, focus: nil)
        // The finger comes down again before the wait is over: no wake while it drags.
        let down = engine.decide(.touch(.down), at: 2.3, scrollView: view, focus: nil)
        #expect(down.wakeAt == nil)
        #expect(engine.draggedKeyboard?.resting == phoneKeyboard)
        // It lifts without moving the keyboard further: still dragged from y 516, so the wait starts again.
        let lift = engine.decide(.touch(.up), at: 2.5, scrollView: view, focus: nil)
        #expect(lift.wakeAt == 3.1)
        #expect(engine.decide(.wake, at: 3.1, scrollView: view, focus: nil).changes.contentInset?.bottom == 302)
    }

    @Test func aLiftThatMovedNoKeyboardWaitsForNothing() {
        var engine = KeyboardAvoidanceEngine(
            options: KeyboardAvoidanceOptions().with(\.holdHide, 0).with(\.letGoWait, 0.6))
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        _ = engine.decide(.touch(.down), at: 1, scrollView: view, focus: nil)
        #expect(engine.decide(.touch(.up), at: 2, scrollView: view, focus: nil).wakeAt == nil)
        #expect(engine.draggedKeyboard == nil)
        // Nor does anything with letGoWait 0, the scenario files' default.
        let waitingForever = draggedDown(letGoWait: 0)
        var never = waitingForever.0
        #expect(never.decide(.touch(.up), at: 2, scrollView: waitingForever.1, focus: nil).wakeAt == nil)
        #expect(never.decide(.wake, at: 10, scrollView: waitingForever.1, focus: nil).changes.isEmpty)
        #expect(KeyboardAvoidanceOptions.scenarioDefault.letGoWait == 0)
        #expect(KeyboardAvoidanceOptions().letGoWait == 0.6)
    }

    @Test func aNotificationUnderTheFingerSaysWhereTheKeyboardRests() {
        // The drag began while the keyboard still animated in; its didShow comes under the finger.
        var engine = KeyboardAvoidanceEngine(
            options: KeyboardAvoidanceOptions().with(\.holdHide, 0).with(\.letGoWait, 0.6))
        var view = phone()
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        _ = engine.decide(.touch(.down), at: 0.1, scrollView: view, focus: nil)
        let did = engine.decide(.keyboard(.init(show(kind: .didShow))), at: 0.25, scrollView: view, focus: nil)
        #expect(did.changes.isEmpty)
        #expect(engine.draggedKeyboard?.resting == phoneKeyboard)
        view = applying(engine.decide(.track(Self.dragged), at: 0.5, scrollView: view, focus: nil).changes, to: view)
        #expect(engine.decide(.touch(.up), at: 1, scrollView: view, focus: nil).wakeAt == 1.6)
        #expect(engine.decide(.wake, at: 1.6, scrollView: view, focus: nil).changes.contentInset?.bottom == 302)
        // A hide under the finger ends the drag: nothing waits after the lift.
        _ = engine.decide(.touch(.down), at: 2, scrollView: view, focus: nil)
        _ = engine.decide(
            .keyboard(.init(show(HeldHideTests.gone, kind: .willHide))), at: 2.1, scrollView: view, focus: nil)
        #expect(engine.draggedKeyboard == nil)
        #expect(engine.decide(.touch(.up), at: 2.2, scrollView: view, focus: nil).wakeAt == nil)
    }

    @Test func aViewMeasuredOffScreenWaitsForItsNextAttach() {
        var (engine, view) = draggedDown()
        _ = engine.decide(.touch(.up), at: 2, scrollView: view, focus: nil)
        // The view left its window meanwhile: the UIKit layer has its insets alone.
        view.isOnScreen = false
        let wake = engine.decide(.wake, at: 2.6, scrollView: view, focus: nil)
        #expect(wake.changes.isEmpty)
        #expect(wake.wakeAt == nil)
        #expect(engine.draggedKeyboard == nil)
    }

    @Test func aNotificationTheEngineIgnoresStillEndsTheWait() {
        var (engine, view) = draggedDown()
        _ = engine.decide(.touch(.up), at: 2, scrollView: view, focus: nil)
        // A frame that is no screen frame in any space the UIKit layer knows (FB18129544: iPadOS 26
        // reports a text view's keyboard frame in that view's coordinates).
        let offScreen = KeyboardNotification(kind: .didChangeFrame, endFrame: .failure(.endFrameNotOnScreen))
        let ignored = engine.decide(.keyboard(.init(offScreen)), at: 2.1, scrollView: view, focus: nil)
        #expect(ignored.ignoredBecause == .endFrameNotOnScreen)
        #expect(ignored.changes.isEmpty && ignored.wakeAt == nil)
        #expect("\(KeyboardInputProblem.endFrameNotOnScreen)" == "end frame cannot be a screen frame")
        // UIKit did notify: the keyboard is not taken back to where it rested.
        #expect(engine.decide(.wake, at: 2.6, scrollView: view, focus: nil).changes.isEmpty)
    }
}
