import KeyboardAwareSelfCheck
import UIKit
import XCTest

/// How the UI tests start: the software keyboard kept on screen, the device in portrait, the Demo
/// launched and one of its screens opened from the menu, by the row's title.
@MainActor
enum DemoScreen {
    /// The launched app with the screen whose menu row reads `title` tapped.
    static func open(_ title: String) -> XCUIApplication {
        print("software keyboard: \(SimulatorSoftwareKeyboard.keepOnScreen())")
        XCUIDevice.shared.orientation = .portrait
        let app = XCUIApplication()
        app.launch()
        app.staticTexts[title].firstMatch.tap()
        return app
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
