import KeyboardAware
import KeyboardAwareSelfCheck
import UIKit
import XCTest

/// The Demo's sign-up form driven as a user drives it, with the simulator's software keyboard:
/// after every tap, return, Previous, Next, rotation and dismissal, the software keyboard is up
/// (asserted first, naming a connected hardware keyboard when that is why it is not), the field
/// being edited lies above the keyboard and the bar above it, the form's insets end exactly at the
/// keyboard's top, and they come back as they were when the keyboard goes. A field the keyboard
/// would cover is brought above it (so the kit did something). Every reading is required: a
/// missing bar, keyboard or inset readout fails. The geometry is `KeyboardClearance`,
/// `SoftwareKeyboardPresence` and `InsetReadout`, compiled and tested everywhere.
@MainActor
final class SignUpKeyboardUITests: XCTestCase {
    private var app = XCUIApplication()
    private var form: XCUIElement { app.scrollViews["Sign-up form"] }
    /// The kit's Previous / Next / Done bar, by its identifiers (the return key is also "Next").
    private var accessoryBar: XCUIElement { app.toolbars[KeyboardAccessoryBar.AccessibilityIdentifier.bar.rawValue] }
    /// The referral field's own accessory toolbar, which the kit leaves in place of its bar.
    private var pasteBar: XCUIElement { app.toolbars["Referral code bar"] }
    private var keyboard: XCUIElement { app.keyboards.firstMatch }

    /// The form's fields in reading order; the two password fields are secure.
    private let fields = [
        "First name", "Last name", "Email", "Phone", "Password", "Confirm password", "Street", "City",
        "Postal code", "Country", "Referral code (optional)",
    ]
    private let referral = "Referral code (optional)"

    override func setUp() async throws {
        continueAfterFailure = false
        app = DemoScreen.open("Sign-up form")
        XCTAssertTrue(form.waitForExistence(timeout: 10), "the sign-up form did not open")
    }

    override func tearDown() async throws {
        XCUIDevice.shared.orientation = .portrait
    }

    // MARK: - Reading the screen

    private func field(_ name: String) -> XCUIElement {
        name.contains("assword") ? app.secureTextFields[name] : app.textFields[name]
    }

    private func hasFocus(_ element: XCUIElement) -> Bool {
        (element.value(forKey: "hasKeyboardFocus") as? Bool) ?? false
    }

    /// The form's insets, from its accessibility value (`InsetReadout`); a form without one fails.
    private func insets(file: StaticString = #filePath, line: UInt = #line) throws -> InsetReadout {
        let value = form.value as? String
        return try XCTUnwrap(
            value.flatMap(InsetReadout.init), "the form reports no insets (\(value ?? "no value"))", file: file,
            line: line)
    }

    /// Swipes the form up until `name` can be tapped.
    private func bringIntoView(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
        for _ in 0..<4 where !field(name).isHittable { form.swipeUp() }
        XCTAssertTrue(field(name).isHittable, "\(name) cannot be brought on screen", file: file, line: line)
    }

    /// What iOS shows on a `.newPassword` field when AutoFill offers a strong password, its own bar
    /// in place of the kit's, or `nil`: the simulator's AutoFill Passwords was not turned off.
    private func strongPasswordOffer() -> String? {
        for label in ["Use Strong Password", "Choose My Own Password", "Strong Password"]
        where app.buttons[label].exists || app.staticTexts[label].exists {
            return "iOS offers a strong password (\"\(label)\"), whose bar replaces the kit's: the simulator's "
                + "AutoFill Passwords is on (.ci/simulator-check turns it off before the device boots)"
        }
        return nil
    }

    // MARK: - Assertions

    /// The software keyboard is up for `name`, then `name` lies above it and its bar and below the
    /// navigation bar, and the form's adjusted inset ends at the top of what covers it.
    private func assertClear(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        _ = keyboard.waitForExistence(timeout: 5)
        let presence = SoftwareKeyboardPresence.problem(
            fieldHasFocus: hasFocus(field(name)), keyboard: keyboard.exists ? keyboard.frame : nil)
        XCTAssertNil(presence, "\(name): \(presence ?? "")", file: file, line: line)
        // The keyboard slides in and the kit scrolls with it (a quarter of a second each).
        Thread.sleep(forTimeInterval: 1)
        let bar = name == referral ? pasteBar : accessoryBar
        if !bar.exists, let strong = strongPasswordOffer() {
            XCTFail("\(name): \(strong)", file: file, line: line)
        }
        XCTAssertTrue(
            bar.exists, "\(name): no bar above the keyboard in the accessibility tree", file: file, line: line)
        let navigationBar = app.navigationBars.firstMatch
        XCTAssertTrue(navigationBar.exists, "no navigation bar above the form", file: file, line: line)
        let clearance = KeyboardClearance.problem(
            field: field(name).frame, keyboard: keyboard.frame, accessoryBar: bar.frame,
            visibleTop: navigationBar.frame.maxY)
        XCTAssertNil(clearance, "\(name): \(clearance ?? "")", file: file, line: line)
        let covered = form.frame.maxY - KeyboardClearance.coveredTop(keyboard: keyboard.frame, accessoryBar: bar.frame)
        let readout = try insets(file: file, line: line)
        let room = readout.problem(keyboardCovering: covered)
        XCTAssertNil(room, "\(name): \(readout): \(room ?? "")", file: file, line: line)
    }

    /// The keyboard went and the insets are exactly `before`.
    private func assertInsetsBack(to before: InsetReadout, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(keyboard.waitForNonExistence(timeout: 5), "the keyboard did not go", file: file, line: line)
        Thread.sleep(forTimeInterval: 1)
        XCTAssertEqual(
            try insets(file: file, line: line), before, "the insets did not come back", file: file, line: line)
    }

    /// The form's insets with no keyboard: nothing of the app's, nothing of the kit's.
    private func restingInsets(file: StaticString = #filePath, line: UInt = #line) throws -> InsetReadout {
        let resting = try insets(file: file, line: line)
        XCTAssertEqual(resting.content, 0, "a bottom inset before any keyboard: \(resting)", file: file, line: line)
        XCTAssertEqual(
            resting.indicator, 0, "an indicator inset before any keyboard: \(resting)", file: file, line: line)
        return resting
    }

    // MARK: - Tests

    func testEveryTappedFieldStaysAboveTheKeyboard() throws {
        for name in fields {
            bringIntoView(name)
            field(name).tap()
            field(name).typeText("1")
            try assertClear(name)
        }
    }

    /// In landscape every screen is short enough for the keyboard to cover the lowest field on it:
    /// tapped, it lies above the keyboard after, below the keyboard's top before.
    func testAFieldTheKeyboardWouldCoverIsBroughtAboveIt() throws {
        XCUIDevice.shared.orientation = .landscapeLeft
        Thread.sleep(forTimeInterval: 1)
        _ = try restingInsets()
        let bottom = form.frame.maxY
        let onScreen = fields.filter { field($0).isHittable && field($0).frame.maxY <= bottom }
        let name = try XCTUnwrap(onScreen.last, "no field of the form is wholly on screen")
        let before = field(name).frame
        field(name).tap()
        try assertClear(name)
        let bar = name == referral ? pasteBar : accessoryBar
        let top = KeyboardClearance.coveredTop(keyboard: keyboard.frame, accessoryBar: bar.frame)
        XCTAssertGreaterThan(
            before.maxY, top + KeyboardClearance.tolerance,
            "\(name) was above the keyboard before it came up (bottom \(before.maxY), keyboard top \(top)): "
                + "this proves nothing of the kit")
    }

    /// Return moves on in reading order, from fields the keyboard covers on a phone.
    func testReturnMovesThroughTheFormInReadingOrder() throws {
        bringIntoView("Street")
        field("Street").tap()
        try assertClear("Street")
        for (name, next) in [("Street", "City"), ("City", "Postal code"), ("Postal code", "Country")] {
            field(name).typeText("a\n")
            XCTAssertTrue(hasFocus(field(next)), "return in \(name) did not move to \(next)")
            try assertClear(next)
        }
    }

    func testPreviousNextAndDone() throws {
        let before = try restingInsets()
        bringIntoView("Street")
        field("Street").tap()
        try assertClear("Street")
        let identifiers = KeyboardAccessoryBar.AccessibilityIdentifier.self
        accessoryBar.buttons[identifiers.next.rawValue].tap()
        XCTAssertTrue(hasFocus(field("City")), "Next did not move to City")
        try assertClear("City")
        accessoryBar.buttons[identifiers.previous.rawValue].tap()
        XCTAssertTrue(hasFocus(field("Street")), "Previous did not move back to Street")
        try assertClear("Street")
        accessoryBar.buttons[identifiers.done.rawValue].tap()
        try assertInsetsBack(to: before)
    }

    func testRotationKeepsTheFieldAboveTheKeyboard() throws {
        bringIntoView("Postal code")
        field("Postal code").tap()
        try assertClear("Postal code")
        XCUIDevice.shared.orientation = .landscapeLeft
        try assertClear("Postal code")
        XCUIDevice.shared.orientation = .portrait
        try assertClear("Postal code")
    }

    /// `keyboardDismissMode = .interactive`: a finger dragging the content down into the keyboard
    /// takes it away, and the insets come back.
    func testInteractiveDismissalGivesTheInsetsBack() throws {
        let before = try restingInsets()
        field("Email").tap()
        try assertClear("Email")
        let start = form.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.3))
        let end = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.98))
        start.press(forDuration: 0.1, thenDragTo: end)
        try assertInsetsBack(to: before)
    }
}
