import KeyboardAware
import KeyboardAwareSelfCheck
import UIKit
import XCTest

/// The Demo's edit-profile sheet (medium and large detents) driven as a user drives it: the lowest
/// field, tapped while the sheet rests at its medium detent, ends above the keyboard and its bar
/// however UIKit moved or grew the sheet, the form's insets end exactly at the keyboard's top, and
/// they come back as they were when the keyboard goes. Its precondition: where UIKit put the sheet,
/// the keyboard covers more of the form than UIKit's own inset does; a sheet UIKit lifted wholly
/// above the keyboard would need nothing of the kit, so the test fails saying so rather than pass
/// with the kit doing nothing. The real return key moves on from a field
/// with no return code of the app's, and leaves the keyboard dismissed after the username field's
/// delegate dismissed it. Every reading is required.
@MainActor
final class SheetKeyboardUITests: XCTestCase {
    private var app = XCUIApplication()
    private var form: XCUIElement { app.scrollViews["Profile form"] }
    private var accessoryBar: XCUIElement { app.toolbars[KeyboardAccessoryBar.AccessibilityIdentifier.bar.rawValue] }
    private var keyboard: XCUIElement { app.keyboards.firstMatch }
    private var bio: XCUIElement { app.textFields["Bio"] }
    private var displayName: XCUIElement { app.textFields["Display name"] }
    private var username: XCUIElement { app.textFields["Username"] }

    override func setUp() async throws {
        continueAfterFailure = false
        app = DemoScreen.open("Edit profile (sheet)")
        XCTAssertTrue(form.waitForExistence(timeout: 10), "the sheet did not open")
    }

    private func hasFocus(_ element: XCUIElement) -> Bool {
        (element.value(forKey: "hasKeyboardFocus") as? Bool) ?? false
    }

    private func insets() throws -> InsetReadout {
        let value = form.value as? String
        return try XCTUnwrap(value.flatMap(InsetReadout.init), "the form reports no insets (\(value ?? "no value"))")
    }

    func testTheLowestFieldOfAMediumSheetEndsAboveTheKeyboard() throws {
        // Let the sheet settle at its medium detent first.
        Thread.sleep(forTimeInterval: 1)
        let before = try insets()
        XCTAssertEqual(before.content, 0, "a bottom inset before any keyboard: \(before)")
        for _ in 0..<3 where !bio.isHittable { form.swipeUp() }
        XCTAssertTrue(bio.isHittable, "Bio cannot be brought on screen")
        bio.tap()
        let presence = DemoScreen.keyboardProblem(in: app, for: bio)
        XCTAssertNil(presence, presence ?? "")
        // The keyboard slides in, the sheet moves with it, and the kit lays out again.
        DemoScreen.settle()
        XCTAssertTrue(accessoryBar.exists, "no bar above the keyboard in the accessibility tree")
        let navigationBar = app.navigationBars["Edit profile"]
        XCTAssertTrue(navigationBar.exists, "no navigation bar above the form")
        let clearance = KeyboardClearance.problem(
            field: bio.frame, keyboard: keyboard.frame, accessoryBar: accessoryBar.frame,
            visibleTop: navigationBar.frame.maxY)
        XCTAssertNil(clearance, "Bio: \(clearance ?? "")")
        let covered =
            form.frame.maxY - KeyboardClearance.coveredTop(keyboard: keyboard.frame, accessoryBar: accessoryBar.frame)
        let readout = try insets()
        let system = CGFloat(readout.adjusted - readout.content)
        XCTAssertGreaterThan(
            covered, system + KeyboardClearance.tolerance,
            "the keyboard covers \(covered) points of the form, no more than the \(system) UIKit adds: "
                + "UIKit lifted the sheet above the keyboard, and this proves nothing of the kit")
        let room = readout.problem(keyboardCovering: covered)
        XCTAssertNil(room, "\(readout): \(room ?? "")")
        // Done on the bar: the keyboard goes, and nothing of the kit's is left behind.
        accessoryBar.buttons[KeyboardAccessoryBar.AccessibilityIdentifier.done.rawValue].tap()
        XCTAssertTrue(keyboard.waitForNonExistence(timeout: 5), "the keyboard did not go")
        DemoScreen.settle()
        XCTAssertEqual(try insets().content, before.content, "the bottom inset did not come back")
    }

    /// Taps `field` once the sheet has settled; the software keyboard must come up for it, with the
    /// kit's bar above it: the precondition of the return tests, since with no kit at work a
    /// return that leaves the keyboard dismissed would prove nothing of it.
    private func beginEditing(_ field: XCUIElement, file: StaticString = #filePath, line: UInt = #line) {
        Thread.sleep(forTimeInterval: 1)
        field.tap()
        let presence = DemoScreen.keyboardProblem(in: app, for: field)
        XCTAssertNil(presence, presence ?? "", file: file, line: line)
        XCTAssertTrue(
            accessoryBar.waitForExistence(timeout: 2),
            "no bar of the kit above the keyboard: the kit is not at work on this form, so what return does proves "
                + "nothing of it", file: file, line: line)
    }

    /// Return in Username, whose delegate ends editing and lets return through: nothing edits
    /// after it, so the keyboard goes and stays gone, and Website is not focused.
    private func assertReturnInUsernameLeavesTheKeyboardDismissed(file: StaticString = #filePath, line: UInt = #line) {
        username.typeText("ada\n")
        XCTAssertTrue(
            keyboard.waitForNonExistence(timeout: 5), "the keyboard came back after the app dismissed it", file: file,
            line: line)
        XCTAssertFalse(
            hasFocus(app.textFields["Website"]), "return moved on to Website after the app's dismissal", file: file,
            line: line)
    }

    func testReturnMovesOnButLeavesAKeyboardTheAppDismissed() throws {
        beginEditing(displayName)
        // Display name has no return code of the app's: return moves to Username.
        displayName.typeText("Ada\n")
        Thread.sleep(forTimeInterval: 1)
        XCTAssertTrue(hasFocus(username), "return in Display name did not move to Username")
        assertReturnInUsernameLeavesTheKeyboardDismissed()
    }

    func testTheFirstReturnOfTheRunWhereTheAppDismissesLeavesTheKeyboardDismissed() throws {
        // No other return before it: the kit knows UIKit's order without having seen a press.
        beginEditing(username)
        assertReturnInUsernameLeavesTheKeyboardDismissed()
    }
}
