import KeyboardAwareSelfCheck
import UIKit
import XCTest

/// How the UI tests start: the software keyboard kept on screen, the device in portrait, the Demo
/// launched with one of its screens opened by the launch argument `--open-screen TITLE` (the menu
/// row's title; no row is tapped, so a row below the fold opens as any other).
///
/// With `KEYBOARD_AWARE_OFF=1` in the tests' environment (`.ci/simulator-check --kit-off` passes
/// `TEST_RUNNER_KEYBOARD_AWARE_OFF=1`), every launch adds `--keyboard-aware-off`: the Demo's kit
/// views are left with avoidance off, and every keyboard test must then fail. Each test states the
/// precondition that makes it meaningful (the keyboard covers what the kit must move), so that it
/// cannot pass with the kit doing nothing.
@MainActor
enum DemoScreen {
    /// Whether this run drives the Demo with the kit turned off.
    static var isKitOff: Bool { ProcessInfo.processInfo.environment["KEYBOARD_AWARE_OFF"] == "1" }

    /// Launches the Demo with `arguments`, and `--keyboard-aware-off` in a kit-off run.
    static func launch(arguments: [String] = []) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments = arguments + (isKitOff ? ["--keyboard-aware-off"] : [])
        app.launch()
        return app
    }

    /// The launched app with the screen whose menu row reads `title` open, and `arguments` passed
    /// too.
    static func open(_ title: String, arguments: [String] = []) -> XCUIApplication {
        print("software keyboard: \(SimulatorSoftwareKeyboard.keepOnScreen())")
        XCUIDevice.shared.orientation = .portrait
        return launch(arguments: arguments + ["--open-screen", title])
    }

    /// Why the software keyboard is not up for `field` (waited for up to 5 seconds), or `nil` when
    /// it is: the first thing every keyboard test asserts (`SoftwareKeyboardPresence`).
    static func keyboardProblem(in app: XCUIApplication, for field: XCUIElement) -> String? {
        let keyboard = app.keyboards.firstMatch
        _ = keyboard.waitForExistence(timeout: 5)
        return SoftwareKeyboardPresence.problem(
            fieldHasFocus: (field.value(forKey: "hasKeyboardFocus") as? Bool) ?? false,
            keyboard: keyboard.exists ? keyboard.frame : nil)
    }

    /// Waits out the keyboard's animation and what the kit does with it (a quarter of a second
    /// each), and the kit's wait for a notification after a drag is let go (0.6 s).
    static func settle() {
        Thread.sleep(forTimeInterval: 1.5)
    }

    /// Taps `field`, fails the test where it is called unless the software keyboard came up for
    /// it, and waits for everything to settle.
    static func showKeyboard(
        in app: XCUIApplication, tapping field: XCUIElement, file: StaticString = #filePath, line: UInt = #line
    ) {
        field.tap()
        if let problem = keyboardProblem(in: app, for: field) {
            XCTFail(problem, file: file, line: line)
        }
        settle()
    }
}
