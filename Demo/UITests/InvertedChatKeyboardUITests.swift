import UIKit
import XCTest

/// The Demo's inverted chat (a plain `UITableView` flipped upside down, each cell flipped back,
/// the newest message row 0 at the bottom) driven with the software keyboard. The kit recognises
/// the flip from the table's transform and makes the keyboard's room at the flipped table's top,
/// its visual bottom; `contentLift = .whenAtEnd` keeps it at its end as the user sees it. So the
/// newest message's row must end where the composer begins, within a point: after the keyboard
/// shows, after a message arrives at row 0 (sent, then received), and after a finger drags the
/// keyboard down and lets go. With the kit off the keyboard covers the newest message, which
/// ends far below the composer's top. A question pinned while its reply streams in at row 0 stays
/// at the top of the visible region (with the kit off nothing is pinned). Frames are read from the
/// accessibility tree, in screen points, where both flips cancel out.
@MainActor
final class InvertedChatKeyboardUITests: XCTestCase {
    private var app = XCUIApplication()
    private var composer: XCUIElement { app.otherElements["Composer"] }
    private var messageText: XCUIElement { app.textViews["Message text"] }
    private var newest: XCUIElement { app.cells["Newest message"] }
    private var pinned: XCUIElement { app.cells["Pinned message"] }
    private var table: XCUIElement { app.tables["Chat messages"] }
    private var keyboard: XCUIElement { app.keyboards.element }

    override func setUp() async throws {
        continueAfterFailure = false
        app = DemoScreen.open("Inverted chat")
        XCTAssertTrue(table.waitForExistence(timeout: 10), "the inverted chat did not open")
        XCTAssertTrue(composer.waitForExistence(timeout: 5), "no composer on screen")
        settle()
    }

    // MARK: - Steps

    private func settle() { DemoScreen.settle() }

    private func showKeyboard(file: StaticString = #filePath, line: UInt = #line) {
        DemoScreen.showKeyboard(in: app, tapping: messageText, file: file, line: line)
    }

    /// A point of the screen, in the app's coordinates.
    private func point(x: CGFloat, y: CGFloat) -> XCUICoordinate {
        app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: x, dy: y))
    }

    /// The newest message's row ends where the composer begins, within a point: drawn at the
    /// flipped table's visual bottom, just above the composer.
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

    /// Picks `title` from the "Chat" menu.
    private func chatAction(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        app.buttons["Chat"].tap()
        let action = app.buttons[title].firstMatch
        XCTAssertTrue(action.waitForExistence(timeout: 5), "no \(title) in the Chat menu", file: file, line: line)
        action.tap()
    }

    // MARK: - The end, at the visual bottom

    func testTheNewestMessageStaysOnTheComposerWhenTheKeyboardShows() {
        assertNewestOnComposer("keyboard down")
        let restingTop = composer.frame.minY
        showKeyboard()
        // The precondition: the keyboard came up over the table's visual bottom, where the newest
        // message was; it is drawn there again only if the kit made room at the flipped top.
        XCTAssertGreaterThan(restingTop - composer.frame.minY, 100, "the composer did not ride up on the keyboard")
        assertNewestOnComposer("keyboard shown")
    }

    func testAMessageArrivingAtRowZeroStaysOnTheComposer() {
        showKeyboard()
        messageText.typeText("Leaving now.")
        app.buttons["Send"].tap()
        settle()
        XCTAssertTrue(newest.staticTexts["Leaving now."].exists, "the newest message is not the one sent")
        assertNewestOnComposer("after Send")
        chatAction("Receive a message")
        settle()
        XCTAssertTrue(
            newest.staticTexts["Sounds good, see you at quarter to eight."].exists,
            "the newest message is not the one received")
        assertNewestOnComposer("after a message arrived")
    }

    /// The drag starts a point above the composer, on the newest message; once the finger is below
    /// the keyboard's top UIKit moves the keyboard with it, and the kit moves the flipped table's
    /// top inset frame by frame.
    func testInteractiveDismissalLetGoLeavesTheNewestMessageOnTheComposer() {
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

    // MARK: - The pin

    /// The question's top edge on screen (its row's `maxY` in the flipped table) stays at the top
    /// of the visible region, the navigation bar's bottom, while the reply streams in at row 0.
    func testTheQuestionStaysAtTheTopWhileTheReplyStreamsInBelowIt() {
        showKeyboard()
        chatAction("Ask for a plan")
        XCTAssertTrue(pinned.waitForExistence(timeout: 5), "no pinned question after Ask for a plan")
        settle()
        XCTAssertEqual(table.value as? String, "pinned", "the kit did not pin the question")
        let visibleTop = app.navigationBars.element.frame.maxY
        for sample in 1...5 {
            let top = pinned.frame.minY
            XCTAssertEqual(
                top, visibleTop, accuracy: 1,
                "sample \(sample): the question begins at y \(top), the visible top is y \(visibleTop)")
            Thread.sleep(forTimeInterval: 0.4)
        }
        XCTAssertGreaterThan(newest.frame.minY, pinned.frame.maxY - 1, "the reply is not below the question")
    }
}
