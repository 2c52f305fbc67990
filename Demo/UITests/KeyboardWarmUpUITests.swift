import Foundation
import UIKit
import XCTest

/// The first keyboard of a launch, timed from the tap on a field until the software keyboard is
/// on screen: once with the Demo launched plainly, once with `--warm-up-keyboard`
/// (``KeyboardAvoidance/warmUpKeyboard()`` at launch). Each prints and attaches its time with the
/// system's version, so that the two can be compared run by run, on iOS 17 and later above all,
/// where the keyboard runs in its own process and the warm-up's benefit is unmeasured; each fails
/// only when no keyboard came, so both pass with the kit off (they are marked so for
/// `.ci/simulator-check --kit-off`). The debug overlay's line is read too, when the Demo is launched
/// with it on: it must say how much inset the kit added for how much of the form the keyboard
/// covers, which no line says when the kit did nothing.
@MainActor
final class KeyboardWarmUpUITests: XCTestCase {
    override func setUp() async throws {
        continueAfterFailure = false
        print("software keyboard: \(SimulatorSoftwareKeyboard.keepOnScreen())")
        XCUIDevice.shared.orientation = .portrait
    }

    // Kit off: passes, it times the first keyboard and asserts only that one came.
    func testFirstKeyboardWithoutWarmUp() throws {
        try measureFirstKeyboard(arguments: [], name: "without warm-up")
    }

    // Kit off: passes, it times the first keyboard (warmed up) and asserts only that one came.
    func testFirstKeyboardWithWarmUp() throws {
        try measureFirstKeyboard(arguments: ["--warm-up-keyboard"], name: "with warm-up")
    }

    /// The overlay's line after the sign-up form's first keyboard: the inset the kit added and
    /// what the keyboard covers, as the engine explains it (`inset +302: docked keyboard covers 336
    /// of the view, …`). Precondition: the keyboard covers part of the form (a phone in portrait,
    /// the form filling the screen), so a line with no inset, such as "keyboard covers none of the
    /// view's content", fails it, as does no line at all.
    func testDebugOverlaySaysWhyTheFormMoved() throws {
        let app = DemoScreen.open("Sign-up form", arguments: ["--debug-overlay"])
        let field = app.textFields["First name"]
        XCTAssertTrue(field.waitForExistence(timeout: 10), "the sign-up form did not open")
        field.tap()
        XCTAssertNil(DemoScreen.keyboardProblem(in: app, for: field))
        let line = app.staticTexts["KeyboardAware.decision"]
        XCTAssertTrue(line.waitForExistence(timeout: 5), "no debug overlay line")
        let madeRoom = try NSRegularExpression(
            pattern: #"inset \+[1-9][0-9.]*: .*keyboard covers [1-9][0-9.]* of the view"#)
        func saysWhy(_ text: String) -> Bool {
            madeRoom.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        let deadline = Date().addingTimeInterval(5)
        while !saysWhy(line.label), Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        }
        XCTAssertTrue(
            saysWhy(line.label), "the overlay does not say the kit added an inset for the keyboard: \(line.label)")
    }

    // MARK: - Timing

    /// Launches with `arguments` on the sign-up form, waits as a user would, taps its first field
    /// and times the keyboard's arrival.
    private func measureFirstKeyboard(arguments: [String], name: String) throws {
        let app = DemoScreen.launch(arguments: arguments + ["--open-screen", "Sign-up form"])
        // The warm-up runs after the first frame: give it the time a user takes to reach a field.
        sleep(2)
        let field = app.textFields["First name"]
        XCTAssertTrue(field.waitForExistence(timeout: 10), "the sign-up form did not open")
        let start = Date()
        field.tap()
        let keyboard = app.keyboards.firstMatch
        XCTAssertTrue(keyboard.waitForExistence(timeout: 15), "no keyboard came (\(name))")
        let seconds = Date().timeIntervalSince(start)
        let system = "iOS \(UIDevice.current.systemVersion)"
        print("first keyboard \(name) on \(system): \(String(format: "%.3f", seconds)) s")
        add(XCTAttachment(string: "first keyboard \(name) on \(system): \(seconds) s"))
    }
}
