import Foundation
import Testing
@testable import KeyboardAwareCore

@Suite("Rule 12: reading order, and the previous cell")
struct FormOrderTests {
    // A two-column grid and a full-width field below:
    //   0 [10,10..100]  1 [200,10..290]
    //   2 [10,60..100]  3 [200,60..290]
    //   4 [10,110..290]
    let frames = [
        CGRect(x: 10, y: 10, width: 90, height: 30), CGRect(x: 200, y: 10, width: 90, height: 30),
        CGRect(x: 10, y: 60, width: 90, height: 30), CGRect(x: 200, y: 60, width: 90, height: 30),
        CGRect(x: 10, y: 110, width: 280, height: 30),
    ]

    @Test func leftToRightRowsThenColumns() {
        // Given out of order on purpose.
        let shuffled = [frames[3], frames[4], frames[0], frames[2], frames[1]]
        #expect(ReadingOrder.sorted(shuffled) == [2, 4, 3, 0, 1])
        #expect(ReadingOrder.next(after: 0, in: frames) == 1)
        #expect(ReadingOrder.next(after: 1, in: frames) == 2)
        #expect(ReadingOrder.next(after: 4, in: frames) == nil)
        #expect(ReadingOrder.previous(before: 2, in: frames) == 1)
        #expect(ReadingOrder.previous(before: 0, in: frames) == nil)
    }

    @Test func rightToLeftMirrorsWithinARowByTrailingEdge() {
        // maxX: 100 vs 290 → the right column first.
        #expect(ReadingOrder.sorted(frames, rightToLeft: true) == [1, 0, 3, 2, 4])
        #expect(ReadingOrder.next(after: 1, in: frames, rightToLeft: true) == 0)
        #expect(ReadingOrder.next(after: 0, in: frames, rightToLeft: true) == 3)
    }

    @Test func rightToLeftTiesOnMaxXNotMinX() {
        // Same minY; a wide field ending at 300 and a narrow one at 280..290: RTL takes the one
        // reaching further right first even though it starts further left.
        let row = [CGRect(x: 280, y: 0, width: 10, height: 30), CGRect(x: 0, y: 0, width: 300, height: 30)]
        #expect(ReadingOrder.sorted(row, rightToLeft: true) == [1, 0])
        #expect(ReadingOrder.sorted(row) == [1, 0])
    }

    @Test func exactTiesKeepTheGivenOrder() {
        let same = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(ReadingOrder.sorted([same, same, same]) == [0, 1, 2])
        #expect(ReadingOrder.next(after: 0, in: [same, same, same]) == 1)
        #expect(ReadingOrder.next(after: 2, in: [same, same, same]) == nil)
    }

    @Test func returnKeyMovesThenReleases() {
        let engine = KeyboardAvoidanceEngine()
        #expect(engine.returnKeyAction(from: 3, fieldFrames: frames) == .focus(4))
        #expect(engine.returnKeyAction(from: 4, fieldFrames: frames) == .release)
        #expect(engine.returnKeyAction(from: 9, fieldFrames: frames) == .stay)
        let rtl = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions(isRightToLeft: true))
        #expect(rtl.returnKeyAction(from: 1, fieldFrames: frames) == .focus(0))
    }

    @Test func previousCellSkipsEmptySections() {
        let counts = [3, 0, 0, 2]
        #expect(PreviousCell.indexPath(before: 0, item: 2) { counts[$0] }! == (0, 1))
        #expect(PreviousCell.indexPath(before: 3, item: 0) { counts[$0] }! == (0, 2))
        #expect(PreviousCell.indexPath(before: 0, item: 0) { counts[$0] } == nil)
        #expect(PreviousCell.indexPath(before: 2, item: 0) { [0, 0, 1][$0] } == nil)
    }
}
