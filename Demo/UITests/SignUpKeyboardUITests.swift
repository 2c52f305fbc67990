import KeyboardAwareSelfCheck
import UIKit
import XCTest

/// The Demo's sign-up form driven as a user drives it, with the simulator's software keyboard
/// (CI disconnects the hardware keyboard before the simulator boots): after every tap, return,
/// Previous, Next, rotation and dismissal, the field being edited lies above the keyboard and its
/// Previous / Next / Done bar, read from the accessibility tree, and the insets come back when the
/// keyboard goes. The geometry is `KeyboardClearance`, compiled and tested everywhere.
@MainActor
final class SignUpKeyboardUITests: XCTestCase {
    private var app = XCUIApplication()
    private var form: XCUIElement { app.scrollViews["Sign-up form"] }

    /// The form's fields in reading order; the two password fields are secure.
    private let fields = [
        "First name", "Last name", "Email", "Phone", "Password", "Confirm password", "Street", "City",
        "Postal code", "Country", "Referral code (optional)",
    ]

    override func setUp() async throws {
        continueAfterFailure = false
        XCUIDevice.shared.orientation = .portrait
        app = XCUIApplication()
        app.launch()
        app.staticTexts["Sign-up form"].firstMatch.tap()
        XCTAssertTrue(form.waitForExistence(timeout: 10), "the sign-up form did not open")
    }

    override func tearDown() async throws {
        XCUIDevice.shared.orientation = .portrait
    }

    private func field(_ name: String) -> XCUIElement {
        name.contains("assword") ? app.secureTextFields[name] : app.textFields[name]
    }

    private func hasFocus(_ element: XCUIElement) -> Bool {
        (element.value(forKey: "hasKeyboardFocus") as? Bool) ?? false
    }

    /// The field lies above the keyboard and its bar, and below the navigation bar, once the
    /// keyboard's animation and the kit's scroll are over.
    private func assertClear(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let keyboard = app.keyboards.element
        XCTAssertTrue(
            keyboard.waitForExistence(timeout: 5),
            "no software keyboard for \(name): is the simulator's hardware keyboard connected?", file: file, line: line)
        // The keyboard slides in and the kit scrolls with it (a quarter of a second each).
        Thread.sleep(forTimeInterval: 1)
        let bar = app.toolbars.containing(.button, identifier: "Done").firstMatch
        let navigationBar = app.navigationBars.firstMatch
        let problem = KeyboardClearance.problem(
            field: field(name).frame, keyboard: keyboard.frame, accessoryBar: bar.exists ? bar.frame : nil,
            visibleTop: navigationBar.exists ? navigationBar.frame.maxY : 0)
        XCTAssertNil(problem, "\(name): \(problem ?? "")", file: file, line: line)
    }

    private func assertInsetsBack(to before: String?, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(
            app.keyboards.element.waitForNonExistence(timeout: 5), "the keyboard did not go", file: file, line: line)
        Thread.sleep(forTimeInterval: 1)
        XCTAssertEqual(form.value as? String, before, "the insets did not come back", file: file, line: line)
    }

    func testEveryTappedFieldStaysAboveTheKeyboard() {
        for name in fields {
            let element = field(name)
            if !element.isHittable { form.swipeUp() }
            element.tap()
            element.typeText("1")
            assertClear(name)
        }
    }

    func testReturnMovesThroughTheFormInReadingOrder() {
        field("First name").tap()
        assertClear("First name")
        for (name, next) in [("First name", "Last name"), ("Last name", "Email"), ("Email", "Phone")] {
            field(name).typeText("a\n")
            XCTAssertTrue(hasFocus(field(next)), "return in \(name) did not move to \(next)")
            assertClear(next)
        }
    }

    func testPreviousNextAndDone() {
        let before = form.value as? String
        field("Street").tap()
        assertClear("Street")
        app.buttons["Next"].tap()
        XCTAssertTrue(hasFocus(field("City")), "Next did not move to City")
        assertClear("City")
        app.buttons["Previous"].tap()
        XCTAssertTrue(hasFocus(field("Street")), "Previous did not move back to Street")
        assertClear("Street")
        app.buttons["Done"].tap()
        assertInsetsBack(to: before)
    }

    func testRotationKeepsTheFieldAboveTheKeyboard() {
        field("Postal code").tap()
        assertClear("Postal code")
        XCUIDevice.shared.orientation = .landscapeLeft
        assertClear("Postal code")
        XCUIDevice.shared.orientation = .portrait
        assertClear("Postal code")
    }

    /// `keyboardDismissMode = .interactive`: a finger dragging the content down into the keyboard
    /// takes it away, and the insets come back.
    func testInteractiveDismissalGivesTheInsetsBack() {
        let before = form.value as? String
        field("Email").tap()
        assertClear("Email")
        let start = form.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.3))
        let end = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.98))
        start.press(forDuration: 0.1, thenDragTo: end)
        assertInsetsBack(to: before)
    }
}
