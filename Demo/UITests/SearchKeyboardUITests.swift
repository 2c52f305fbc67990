import KeyboardAware
import KeyboardAwareSelfCheck
import UIKit
import XCTest

/// The Demo's search tab (iOS 18 and later) driven as a user drives it: with the software keyboard
/// up for the search field, the results scrolled to their end show their last row above everything
/// that covers them — the keyboard, the search field where it rides on the keyboard (iOS 26), the
/// tab bar while it shows — within a point, and that last row was not already clear before the
/// keyboard came (so the kit did something). Every reading is required.
@MainActor
final class SearchKeyboardUITests: XCTestCase {
    private var app = XCUIApplication()
    private var results: XCUIElement { app.tables["Search results"] }
    private var keyboard: XCUIElement { app.keyboards.firstMatch }
    private var searchField: XCUIElement { app.searchFields.firstMatch }

    override func setUp() async throws {
        continueAfterFailure = false
        app = DemoScreen.open("Search at the bottom")
        XCTAssertTrue(results.waitForExistence(timeout: 10), "the search screen did not open")
    }

    /// A point of the screen, in the app's coordinates.
    private func point(x: CGFloat, y: CGFloat) -> XCUICoordinate {
        app.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).withOffset(CGVector(dx: x, dy: y))
    }

    /// The top of what covers the results from below: the keyboard, and the search field and the
    /// tab bar where they lie below the results' middle (iOS 26's bottom; on iPad and before iOS 26
    /// they are at the top, and cover nothing from below).
    private func coveredTop() -> CGFloat {
        var top = keyboard.frame.minY
        for cover in [searchField, app.tabBars.firstMatch]
        where cover.exists && cover.isHittable && cover.frame.midY > results.frame.midY {
            top = min(top, cover.frame.minY)
        }
        return top
    }

    /// Scrolls the results to their end as a finger does, in the part of the screen nothing covers,
    /// always upwards (a swipe of the whole table would start on the keyboard, and a drag down into
    /// it would take the keyboard away), and returns their last row.
    private func lastRowAtTheEnd(above covered: CGFloat) throws -> XCUIElement {
        let navigationBar = app.navigationBars.firstMatch
        let top = navigationBar.exists ? max(results.frame.minY, navigationBar.frame.maxY) : results.frame.minY
        XCTAssertGreaterThan(covered - top, 100, "less than 100 points of results are uncovered: nothing to drag in")
        let x = results.frame.midX
        for _ in 0..<8 {
            point(x: x, y: top + (covered - top) * 0.85).press(
                forDuration: 0.05, thenDragTo: point(x: x, y: top + (covered - top) * 0.1), withVelocity: .fast,
                thenHoldForDuration: 0)
        }
        DemoScreen.settle()
        let cells = results.cells
        XCTAssertGreaterThan(cells.count, 0, "no results")
        return cells.element(boundBy: cells.count - 1)
    }

    func testTheLastResultEndsAboveTheKeyboardAndTheSearchField() throws {
        XCTAssertTrue(searchField.waitForExistence(timeout: 5), "no search field")
        searchField.tap()
        searchField.typeText("Account")
        let presence = DemoScreen.keyboardProblem(in: app, for: searchField)
        XCTAssertNil(presence, presence ?? "")
        DemoScreen.settle()
        let last = try lastRowAtTheEnd(above: coveredTop())
        // The measurement is of the kit's room for a keyboard that is up: scrolling must not have
        // taken it away.
        XCTAssertTrue(
            keyboard.exists, "the keyboard went while the results were scrolled up: nothing left to measure against")
        let coveredTop = coveredTop()
        XCTAssertLessThanOrEqual(
            last.frame.maxY, coveredTop + KeyboardClearance.tolerance,
            "the last result ends at \(last.frame.maxY), under what covers the results from \(coveredTop)")
        XCTAssertGreaterThan(
            results.frame.maxY, coveredTop + KeyboardClearance.tolerance,
            "the results end above the keyboard: this proves nothing of the kit")
    }
}
