import UIKit
import XCTest

/// The Demo's AI chat driven as a user drives it, with the simulator's software keyboard: the
/// message sent is pinned to the top of the table while the reply streams in (a word every 0.12 s,
/// about five seconds in all), whether the keyboard is up or down; the composer grows to five
/// lines with the newest message kept on it; the "Newest" button shows while the table is away from
/// its end; the emoji panel swapped in for the keyboard moves nothing it should not. The reply and
/// the sent message fit in the blank space the pin keeps on every screen CI runs (portrait), so the
/// pinned message never has to move. Frames are read from the accessibility tree, in screen points.
@MainActor
final class AIChatKeyboardUITests: XCTestCase {
    private var app = XCUIApplication()
    private var composer: XCUIElement { app.otherElements["Composer"] }
    private var messageText: XCUIElement { app.textViews["Message text"] }
    private var pinned: XCUIElement { app.cells["Pinned message"] }
    private var newest: XCUIElement { app.cells["Newest message"] }
    private var keyboard: XCUIElement { app.keyboards.element }
    private var jumpToNewest: XCUIElement { app.buttons["Jump to newest"] }

    override func setUp() async throws {
        continueAfterFailure = false
        app = DemoScreen.open("AI chat")
        XCTAssertTrue(app.tables["Chat messages"].waitForExistence(timeout: 10), "the AI chat did not open")
        XCTAssertTrue(composer.waitForExistence(timeout: 5), "no composer on screen")
        settle()
    }

    // MARK: - Steps

    private func settle() { DemoScreen.settle() }

    private func showKeyboard(file: StaticString = #filePath, line: UInt = #line) {
        DemoScreen.showKeyboard(in: app, tapping: messageText, file: file, line: line)
    }

    /// The top of the table's visible region: the navigation bar's bottom edge.
    private var visibleTop: CGFloat { app.navigationBars.element.frame.maxY }

    /// The pinned message's top is within a point of the visible region's top.
    private func assertPinnedAtTop(_ moment: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(pinned.exists, "\(moment): the pinned message is not on screen", file: file, line: line)
        let top = pinned.frame.minY
        XCTAssertEqual(
            top, visibleTop, accuracy: 1,
            "\(moment): the pinned message begins at y \(top), the visible top is y \(visibleTop)",
            file: file, line: line)
    }

    /// The newest message's row ends where the composer begins, within a point: its last line shows.
    private func assertNewestOnComposer(_ moment: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(
            newest.waitForExistence(timeout: 5), "\(moment): the newest message is not on screen", file: file,
            line: line)
        XCTAssertEqual(
            newest.frame.maxY, composer.frame.minY, accuracy: 1,
            "\(moment): the newest message ends at y \(newest.frame.maxY), the composer begins at y \(composer.frame.minY)",
            file: file, line: line)
    }

    private func send(_ text: String) {
        messageText.typeText(text)
        app.buttons["Send"].tap()
        XCTAssertTrue(pinned.waitForExistence(timeout: 5), "no pinned message after Send")
    }

    // MARK: - The pin

    func testTheSentMessageStaysAtTheTopWhileTheReplyStreams() {
        showKeyboard()
        send("Plan Saturday for us?")
        assertPinnedAtTop("right after Send")
        for sample in 1...6 {
            Thread.sleep(forTimeInterval: 0.4)
            assertPinnedAtTop("reply streaming, sample \(sample)")
        }
        XCTAssertGreaterThan(newest.frame.minY, pinned.frame.maxY - 1, "the reply is not below the pinned message")
    }

    func testTheSentMessageStaysAtTheTopWhileTheKeyboardHidesAndShows() {
        showKeyboard()
        send("What should we pack?")
        assertPinnedAtTop("keyboard up")
        app.buttons["Hide keyboard"].tap()
        XCTAssertTrue(keyboard.waitForNonExistence(timeout: 5), "the keyboard did not go")
        assertPinnedAtTop("keyboard hidden, reply streaming")
        settle()
        assertPinnedAtTop("keyboard hidden")
        showKeyboard()
        assertPinnedAtTop("keyboard shown again")
        // The reply's last words, with the keyboard up.
        Thread.sleep(forTimeInterval: 3)
        assertPinnedAtTop("reply finished")
    }

    // MARK: - The composer

    func testTheGrowingComposerKeepsTheLastLineVisible() {
        showKeyboard()
        assertNewestOnComposer("keyboard shown")
        let oneLine = composer.frame.height
        messageText.typeText("One\nTwo\nThree")
        settle()
        XCTAssertGreaterThan(composer.frame.height, oneLine + 20, "three lines did not grow the composer")
        assertNewestOnComposer("composer grown to three lines")
        messageText.typeText("\nFour\nFive")
        settle()
        let fiveLines = composer.frame.height
        assertNewestOnComposer("composer grown to five lines")
        messageText.typeText("\nSix\nSeven")
        settle()
        XCTAssertEqual(composer.frame.height, fiveLines, accuracy: 1, "the composer grew past five lines")
        assertNewestOnComposer("composer at five lines, scrolling")
    }

    // MARK: - The end, and the emoji panel

    func testTheNewestButtonShowsAwayFromTheEndAndHidesAtIt() {
        XCTAssertFalse(jumpToNewest.exists, "the Newest button shows at the end")
        let table = app.tables["Chat messages"]
        table.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.3)).press(
            forDuration: 0.1, thenDragTo: table.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.8)))
        XCTAssertTrue(jumpToNewest.waitForExistence(timeout: 5), "the Newest button did not show away from the end")
        jumpToNewest.tap()
        XCTAssertTrue(jumpToNewest.waitForNonExistence(timeout: 5), "the Newest button did not hide at the end")
        assertNewestOnComposer("after Newest")
    }

    func testTheEmojiPanelSwappedForTheKeyboardKeepsTheNewestMessageOnTheComposer() {
        showKeyboard()
        assertNewestOnComposer("keyboard shown")
        app.buttons["Emoji"].tap()
        XCTAssertTrue(app.otherElements["Emoji panel"].waitForExistence(timeout: 5), "the emoji panel did not show")
        settle()
        assertNewestOnComposer("emoji panel shown")
        app.buttons["Keyboard"].tap()
        XCTAssertTrue(app.otherElements["Emoji panel"].waitForNonExistence(timeout: 5), "the emoji panel did not go")
        settle()
        assertNewestOnComposer("keyboard back")
    }

    // MARK: - Rows around the pin

    private var table: XCUIElement { app.tables["Chat messages"] }
    /// Where the pin stands, as the Demo writes it into the table's accessibility value from
    /// `pinStateChangeHandler`: `pinned`, `scrolled away` or `none`.
    private var pinState: String? { table.value as? String }

    /// Picks `title` from the "Chat" menu.
    private func chatAction(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        app.buttons["Chat"].tap()
        let action = app.buttons[title].firstMatch
        XCTAssertTrue(action.waitForExistence(timeout: 5), "no \(title) in the Chat menu", file: file, line: line)
        action.tap()
    }

    /// The label of a message row on screen now, by which it is found again after rows recycle.
    private func messageOnScreen(file: StaticString = #filePath, line: UInt = #line) -> XCUIElement? {
        let row = table.cells.matching(identifier: "Message").element(boundBy: 1)
        XCTAssertTrue(row.waitForExistence(timeout: 5), "no message row on screen", file: file, line: line)
        let label = row.staticTexts.firstMatch.label
        XCTAssertFalse(label.isEmpty, "the message row has no text", file: file, line: line)
        return label.isEmpty ? nil : app.staticTexts[label].firstMatch
    }

    /// The user flings into history while the reply streams: rows above the pinned message get
    /// their real heights (they had estimated ones), which moves the pinned row, and the view stays
    /// where the user left it instead of snapping back to the pinned message.
    func testFlingingIntoHistoryWhileTheReplyStreamsStaysWhereTheUserLeftIt() {
        showKeyboard()
        send("What will the weather be on Saturday?")
        assertPinnedAtTop("right after Send")
        XCTAssertEqual(pinState, "pinned", "the pin is not followed right after Send")
        // Flung from the upper part of the table, so the drag never reaches the keyboard (an
        // interactive dismissal would pull it down).
        for _ in 1...2 {
            table.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.15)).press(
                forDuration: 0.05, thenDragTo: table.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)),
                withVelocity: .fast, thenHoldForDuration: 0)
        }
        Thread.sleep(forTimeInterval: 0.8)
        XCTAssertEqual(pinState, "scrolled away", "the kit did not hear the user scroll away from the pin")
        guard let anchor = messageOnScreen() else { return }
        let top = anchor.frame.minY
        // The reply streams for about five seconds in all: two more seconds of it.
        for sample in 1...5 {
            Thread.sleep(forTimeInterval: 0.4)
            XCTAssertTrue(anchor.exists, "sample \(sample): the row the user scrolled to left the screen")
            XCTAssertEqual(
                anchor.frame.minY, top, accuracy: 1,
                "sample \(sample): the row the user scrolled to moved from y \(top) to \(anchor.frame.minY)")
        }
        if pinned.exists {
            XCTAssertNotEqual(pinned.frame.minY, visibleTop, accuracy: 1, "the view snapped back to the pinned message")
        }
    }

    /// The pinned message is deleted while its reply streams below it: no exception from UIKit, the
    /// pin ends by itself, and the blank space goes (the newest message comes down onto the composer).
    func testDeletingThePinnedMessageEndsThePin() {
        showKeyboard()
        send("Is the fire tower open?")
        assertPinnedAtTop("right after Send")
        XCTAssertEqual(pinState, "pinned", "no pin to end")
        chatAction("Delete pinned message")
        XCTAssertTrue(pinned.waitForNonExistence(timeout: 5), "the pinned message was not deleted")
        settle()
        XCTAssertEqual(app.state, .runningForeground, "the app ended after the pinned row was deleted")
        XCTAssertEqual(pinState, "none", "the pin did not end with its row")
        Thread.sleep(forTimeInterval: 5)
        assertNewestOnComposer("the reply finished, no blank space below it")
    }

    /// "New chat" reloads the table with one row and no `unpin()`: no exception, the pin ends.
    func testANewChatReloadedWithFewerRowsEndsThePin() {
        showKeyboard()
        send("Summarise the plan")
        assertPinnedAtTop("right after Send")
        XCTAssertEqual(pinState, "pinned", "no pin to end")
        chatAction("New chat")
        XCTAssertTrue(
            app.staticTexts["New chat. Ask me anything."].waitForExistence(timeout: 5), "the new chat did not show")
        settle()
        XCTAssertEqual(app.state, .runningForeground, "the app ended after reloadData()")
        XCTAssertEqual(pinState, "none", "the pin did not end with the reload")
        XCTAssertEqual(table.cells.count, 1, "the new chat has \(table.cells.count) rows, not 1")
    }

    /// Five older messages inserted above the pinned one with UITableView's own animation: the
    /// pinned message is where it was once the insert is done, still pinned. XCUITest waits for the
    /// app to be idle before it reads a frame, so the samples land after the animation; the frames
    /// during it are checked by the self-check (`pinnedRowHoldsStillThroughAnAnimatedInsert`).
    func testLoadingEarlierMessagesAboveThePinDoesNotMoveIt() {
        showKeyboard()
        send("Who is driving?")
        assertPinnedAtTop("right after Send")
        let top = pinned.frame.minY
        chatAction("Load earlier")
        for sample in 1...6 {
            XCTAssertEqual(
                pinned.frame.minY, top, accuracy: 1,
                "sample \(sample) during the insert: the pinned message moved from y \(top) to \(pinned.frame.minY)")
            Thread.sleep(forTimeInterval: 0.05)
        }
        settle()
        assertPinnedAtTop("after five earlier messages were inserted above")
        XCTAssertEqual(pinState, "pinned", "the pin was lost by the insert above it")
    }

    // MARK: - The keyboard warm-up

    /// With the keyboard warm-up on at launch (`--warm-up-keyboard`), the chat controller that is
    /// first responder (its composer is its input accessory view) keeps its composer, and the
    /// keyboard asked for next stays up with the composer focused: the warm-up never takes the
    /// first responder, and its late notifications move nothing.
    func testTheWarmUpKeepsTheComposerAndTheKeyboard() {
        app = DemoScreen.open("AI chat", arguments: ["--warm-up-keyboard"])
        XCTAssertTrue(composer.waitForExistence(timeout: 10), "no composer after launching with the warm-up")
        settle()
        XCTAssertTrue(composer.isHittable, "the warm-up took the composer away")
        showKeyboard()
        settle()
        XCTAssertTrue(keyboard.exists, "the keyboard went away after the warm-up")
        XCTAssertEqual(
            messageText.value(forKey: "hasKeyboardFocus") as? Bool, true, "the composer lost its focus to the warm-up")
        assertNewestOnComposer("keyboard up, warm-up on at launch")
    }
}
