import Foundation
import Testing

@testable import KeyboardAwareCore

/// A hide held for a show that may replace it: which events are held, and the animation left when
/// one is applied late.
@Suite("A hide held for a show")
struct HeldHideTests {
    let offScreen = CGRect(x: 0, y: 852, width: 393, height: 336)

    @Test func onlyWillEventsThatHideAreHeld() {
        #expect(HeldHide.holds(show(offScreen, kind: .willHide), screenHeight: 852, inputStillEditing: true))
        // A frame change that ends below the screen hides too (rule 2).
        #expect(HeldHide.holds(show(offScreen, kind: .willChangeFrame), screenHeight: 852, inputStillEditing: true))
        #expect(
            !HeldHide.holds(show(phoneKeyboard, kind: .willChangeFrame), screenHeight: 852, inputStillEditing: true))
        #expect(!HeldHide.holds(show(offScreen, kind: .didHide), screenHeight: 852, inputStillEditing: true))
        // A willHide with no frame at all still hides; a frame change with none is ignored, not held.
        let noFrame = KeyboardNotification(kind: .willHide, endFrame: .failure(.missingEndFrame))
        #expect(HeldHide.holds(noFrame, screenHeight: 852, inputStillEditing: true))
        let brokenChange = KeyboardNotification(kind: .willChangeFrame, endFrame: .failure(.missingEndFrame))
        #expect(!HeldHide.holds(brokenChange, screenHeight: 852, inputStillEditing: true))
    }

    @Test func aKeyboardDismissedForGoodIsNotHeld() {
        // No input editing: the keyboard goes for good, and its hide applies at once.
        #expect(!HeldHide.holds(show(offScreen, kind: .willHide), screenHeight: 852, inputStillEditing: false))
    }

    @Test func aHideAppliedLateAnimatesOnlyWhatIsLeft() {
        let held = HeldHide(show(offScreen, kind: .willHide, duration: 0.25, curve: 7), at: 10)
        #expect(held.deadline == 10.05)
        // Applied at its deadline: 0.25 - 0.05 = 0.20 s left, curve kept.
        let released = held.released(at: 10.05)
        #expect(abs(released.animation.duration - 0.20) < 1e-9)
        #expect(released.animation.curve == 7)
        // Held longer than the animation: nothing left to animate.
        #expect(held.released(at: 10.4).animation.duration == 0)
        // A clock that went back counts as no wait.
        #expect(held.released(at: 9).animation.duration == 0.25)
    }

    @Test func aLaterHideKeepsTheFirstOnesClock() {
        var held = HeldHide(show(offScreen, kind: .willHide, duration: 0.25), at: 3)
        held.replace(with: show(offScreen, kind: .willChangeFrame, duration: 0.3))
        #expect(held.deadline == 3.05)
        #expect(held.event.kind == .willChangeFrame)
    }
}
