import UIKit
import XCTest

/// The Demo's two chat screens driven as a user drives them, with the simulator's software keyboard
/// (CI disconnects the hardware keyboard before the simulator boots). Both set
/// `contentLift = .whenAtEnd` and open scrolled to their newest message, so that message's row must
/// end where the composer begins, within a point: before and after the keyboard shows, while the
/// composer grows, after Send, and, on the chat whose composer is the input accessory view, after a
/// finger drags the keyboard down and lets go, whether the keyboard then goes or springs back.
/// Frames are read from the accessibility tree, in screen points.
@MainActor
final class ChatKeyboardUITests: XCTestCase {
    private var app = XCUIApplication()
    private var composer: XCUIElement { app.otherElements["Composer"] }
    private var messageText: XCUIElement { app.textViews["Message text"] }
    private var newest: XCUIElement { app.cells["Newest message"] }
    private var keyboard: XCUIElement { app.keyboards.element }

    override func setUp() async throws {
        continueAfterFailure = false
    }

    // MARK: - Steps

    /// Launches the Demo on `screen` (`--open-screen`).
    private func open(_ screen: String) {
        app = DemoScreen.open(screen)
        XCTAssertTrue(app.tables["Chat messages"].waitForExistence(timeout: 10), "\(screen) did not open")
        XCTAssertTrue(composer.waitForExistence(timeout: 5), "\(screen): no composer on screen")
        // The push, and the input accessory view coming up from the bottom edge.
        settle()
    }

    private func settle() { DemoScreen.settle() }

    private func showKeyboard(file: StaticString = #filePath, line: UInt = #line) {
        DemoScreen.showKeyboard(in: app, tapping: messageText, file: file, line: line)
    }

    /// A point of the screen, in the app's coordinates.
    private func point(x: CGFloat, y: CGFloat) -> XCUICoordinate {
        app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: x, dy: y))
    }

    /// The newest message's row ends where the composer begins, within a point.
    private func assertNewestOnComposer(_ moment: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(
            newest.waitForExistence(timeout: 5), "\(moment): the newest message is not on screen", file: file,
            line: line)
        let bottom = newest.frame.maxY
        let top = composer.frame.minY
        XCTAssertGreaterThan(app.frame.maxY, top, "\(moment): the composer is below the screen", file: file, line: line)
        XCTAssertEqual(
            bottom, top, accuracy: 1,
            "\(moment): the newest message ends at y \(bottom), the composer begins at y \(top)", file: file,
            line: line)
    }

    // MARK: - The composer as input accessory view

    func testTheNewestMessageStaysOnTheComposerWhenTheKeyboardShows() {
        open("Chat")
        assertNewestOnComposer("keyboard down")
        let restingTop = composer.frame.minY
        showKeyboard()
        XCTAssertGreaterThan(restingTop - composer.frame.minY, 100, "the composer did not ride up on the keyboard")
        assertNewestOnComposer("keyboard shown")
    }

    func testSendKeepsTheNewestMessageOnTheComposer() {
        open("Chat")
        showKeyboard()
        for text in ["On my way!", "Leaving the house now."] {
            messageText.typeText(text)
            app.buttons["Send"].tap()
            settle()
            XCTAssertTrue(newest.staticTexts[text].exists, "the newest message is not \"\(text)\" after Send")
            assertNewestOnComposer("after sending \"\(text)\"")
        }
    }

    func testAGrowingComposerKeepsTheNewestMessageOnTheComposer() {
        open("Chat")
        showKeyboard()
        let oneLine = composer.frame.height
        messageText.typeText("One\nTwo\nThree")
        settle()
        XCTAssertGreaterThan(composer.frame.height, oneLine + 20, "three lines did not grow the composer")
        assertNewestOnComposer("composer grown to three lines")
        messageText.typeText("\nFour\nFive")
        settle()
        let fiveLines = composer.frame.height
        messageText.typeText("\nSix\nSeven")
        settle()
        XCTAssertEqual(composer.frame.height, fiveLines, accuracy: 1, "the composer grew past five lines")
        assertNewestOnComposer("composer at five lines, scrolling")
        app.buttons["Send"].tap()
        settle()
        XCTAssertEqual(composer.frame.height, oneLine, accuracy: 1, "the composer did not shrink back after Send")
        assertNewestOnComposer("after sending seven lines")
    }

    /// The drag starts a point above the composer, on the newest message, so that the content under
    /// the finger starts at its end; once the finger is below the keyboard's top, UIKit moves the
    /// keyboard with it, and the content, moving with the finger too, stays at its end.
    func testInteractiveDismissalLetGoLeavesTheNewestMessageOnTheComposerAtTheBottom() {
        open("Chat")
        showKeyboard()
        assertNewestOnComposer("keyboard shown")
        let frame = composer.frame
        point(x: frame.midX, y: frame.minY - 1).press(
            forDuration: 0.1, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.98)))
        XCTAssertTrue(keyboard.waitForNonExistence(timeout: 5), "the keyboard did not go when the drag was let go")
        settle()
        XCTAssertTrue(composer.exists, "the composer went away with the keyboard")
        XCTAssertEqual(composer.frame.maxY, app.frame.maxY, accuracy: 1, "the composer is not at the bottom")
        assertNewestOnComposer("keyboard dragged away")
    }

    /// A short, slow drag that holds still before letting go: UIKit puts the keyboard back.
    func testInteractiveDismissalSpringingBackLeavesTheNewestMessageOnTheComposer() {
        open("Chat")
        showKeyboard()
        assertNewestOnComposer("keyboard shown")
        let frame = composer.frame
        point(x: frame.midX, y: frame.minY - 1).press(
            forDuration: 0.1, thenDragTo: point(x: frame.midX, y: frame.minY + 60), withVelocity: .slow,
            thenHoldForDuration: 0.5)
        settle()
        XCTAssertTrue(keyboard.exists, "a short drag let go took the keyboard away instead of springing back")
        XCTAssertEqual(composer.frame.minY, frame.minY, accuracy: 1, "the composer did not come back onto the keyboard")
        assertNewestOnComposer("keyboard sprung back")
    }

    // MARK: - The composer on the keyboard layout guide

    func testOnTheLayoutGuideTheNewestMessageStaysOnTheComposer() {
        open("Chat on the layout guide")
        assertNewestOnComposer("keyboard down")
        let restingTop = composer.frame.minY
        showKeyboard()
        XCTAssertGreaterThan(restingTop - composer.frame.minY, 100, "the composer did not move up with the keyboard")
        assertNewestOnComposer("keyboard shown")
        messageText.typeText("Sent from the layout guide chat.")
        app.buttons["Send"].tap()
        settle()
        XCTAssertTrue(
            newest.staticTexts["Sent from the layout guide chat."].exists, "the newest message is not the one sent")
        assertNewestOnComposer("after Send")
    }
}
