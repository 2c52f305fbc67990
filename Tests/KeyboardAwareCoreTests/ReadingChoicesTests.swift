import Foundation
import Testing

@testable import KeyboardAwareCore

/// The choices the UIKit layer used to make between two things it read, each now a core function
/// of raw values, worked out by hand. Every test has a case whose answer flips if the choice were
/// made the other way round.
@Suite("Choices between two readings")
struct ReadingChoicesTests {
    // MARK: - Which text input the keyboard hub takes

    @Test func theInputThatBeganEditingWhileFirstResponderAndNoWindowWalk() {
        // The field 1 that began editing is first responder: it is the one, and the windows are
        // never walked (the walk would have found 2).
        var walks = 0
        let taken = EditingInputChoice.input(began: 1, beganIsFirstResponder: true) {
            walks += 1
            return 2
        }
        #expect(taken == 1)
        #expect(walks == 0)
    }

    @Test func aTextViewFirstResponderBeforeItsBeginEditingIsTaken() {
        // A secure field 1 began editing and is no longer first responder; the text view 2 is, and
        // posts its will-notifications before its begin-editing: 2 is the one.
        #expect(EditingInputChoice.input(began: 1, beganIsFirstResponder: false) { 2 } == 2)
        // The field's end-editing already came (none began): still 2.
        #expect(EditingInputChoice.input(began: Int?.none, beganIsFirstResponder: false) { 2 } == 2)
        // No window has a first-responder text input: the one that began editing stands, or none.
        #expect(EditingInputChoice.input(began: 1, beganIsFirstResponder: false) { nil } == 1)
        #expect(EditingInputChoice.input(began: Int?.none, beganIsFirstResponder: false) { nil } == nil)
    }
}
