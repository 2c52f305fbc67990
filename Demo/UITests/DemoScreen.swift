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
}
