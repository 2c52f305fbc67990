import Foundation
import UIKit
import XCTest

/// The first keyboard of a launch, timed from the tap on a field until the software keyboard is
/// on screen: once with the Demo launched plainly, once with `--warm-up-keyboard`
/// (``KeyboardAvoidance/warmUpKeyboard()`` at launch). Each prints and attaches its time with the
/// system's version, so that the two can be compared run by run, on iOS 17 and later above all,
/// where the keyboard runs in its own process and the warm-up's benefit is unmeasured; each fails
/// only when no keyboard came. The debug overlay's
/// line is read too, when the Demo is launched with it on: it must say why the form moved.
@MainActor
final class KeyboardWarmUpUITests: XCTestCase {
    override func setUp() async throws {
        continueAfterFailure = false
        print("software keyboard: \(SimulatorSoftwareKeyboard.keepOnScreen())")
        XCUIDevice.shared.orientation = .portrait
    }

    func testFirstKeyboardWithoutWarmUp() throws {
        try measureFirstKeyboard(arguments: [], name: "without warm-up")
    }

    func testFirstKeyboardWithWarmUp() throws {
        try measureFirstKeyboard(arguments: ["--warm-up-keyboard"], name: "with warm-up")
    }

    /// The overlay's line after the sign-up form's first keyboard: the inset the kit added and
    /// what the keyboard covers, as the engine explains it.
    func testDebugOverlaySaysWhyTheFormMoved() throws {
        let app = XCUIApplication()
        app.launchArguments = ["--debug-overlay"]
        app.launch()
        app.staticTexts["Sign-up form"].firstMatch.tap()
        let field = app.textFields["First name"]
        XCTAssertTrue(field.waitForExistence(timeout: 10), "the sign-up form did not open")
        field.tap()
        XCTAssertNil(DemoScreen.keyboardProblem(in: app, for: field))
        let line = app.staticTexts["KeyboardAware.decision"]
        XCTAssertTrue(line.waitForExistence(timeout: 5), "no debug overlay line")
        let deadline = Date().addingTimeInterval(5)
        while !line.label.contains("keyboard covers"), Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        }
        XCTAssertTrue(line.label.contains("keyboard covers"), "the overlay says: \(line.label)")
    }

    // MARK: - Timing

    /// Launches with `arguments`, waits for the menu to settle, opens the sign-up form, taps its
    /// first field and times the keyboard's arrival.
    private func measureFirstKeyboard(arguments: [String], name: String) throws {
        let app = XCUIApplication()
        app.launchArguments = arguments
        app.launch()
        // The warm-up runs after the first frame: give it the time a user takes to reach a field.
        sleep(2)
        app.staticTexts["Sign-up form"].firstMatch.tap()
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
