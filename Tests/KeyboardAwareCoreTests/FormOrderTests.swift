import Foundation
import KeyboardAwareCore
import Testing

@Suite("*The return key*: reading order, and the previous cell")
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

    @Test func fieldsAFewPointsApartShareARow() {
        // 0 starts 2 pt higher but lies to the right. Overlap: min(40, 42) - max(10, 12) = 28,
        // at least half of 30 → one row, read by minX: 1 (x 10), then 0 (x 200).
        let row = [CGRect(x: 200, y: 10, width: 90, height: 30), CGRect(x: 10, y: 12, width: 90, height: 30)]
        #expect(ReadingOrder.sorted(row) == [1, 0])
        #expect(ReadingOrder.next(after: 1, in: row) == 0)
        #expect(ReadingOrder.sorted(row, rightToLeft: true) == [0, 1])
    }

    @Test func aTallerFieldSharesTheRowOfAShorterOneBesideIt() {
        // A text view 0..100 on the right, a field 40..70 on the left, a field 110..140 below.
        // Overlap of the field with the text view: min(70, 100) - max(40, 0) = 30 >= 30/2 → same
        // row, so the lower field on the left comes first. The one below overlaps by 0 → new row.
        let frames = [
            CGRect(x: 200, y: 0, width: 90, height: 100), CGRect(x: 10, y: 40, width: 90, height: 30),
            CGRect(x: 10, y: 110, width: 90, height: 30),
        ]
        #expect(ReadingOrder.sorted(frames) == [1, 0, 2])
    }

    @Test func aFieldJoinsTheRowOfItsFirstFieldNotItsLast() {
        // A 0..30 opens the row; B 14..44 overlaps A by 16 >= 15 and joins; C 28..58 overlaps A by
        // only 2 (< 15), though B by 16: it starts a new row, so it comes after B even though it
        // starts further left (x 5).
        let frames = [
            CGRect(x: 0, y: 0, width: 90, height: 30), CGRect(x: 100, y: 14, width: 90, height: 30),
            CGRect(x: 5, y: 28, width: 90, height: 30),
        ]
        #expect(ReadingOrder.sorted(frames) == [0, 1, 2])
    }

    @Test func equalTopsAreTakenByMinXToFindTheRowsFirstField() {
        // P (x 100, 0..10) and Q (x 0, 0..40) tie on minY: Q, by minX, opens the row. P overlaps
        // Q by 10 >= 5; R (x 50, 20..40) overlaps Q by 20 >= 10: one row, Q, R, P. Had P opened
        // it, R (overlap with P: none) would have started a second row.
        let frames = [
            CGRect(x: 100, y: 0, width: 20, height: 10), CGRect(x: 0, y: 0, width: 40, height: 40),
            CGRect(x: 50, y: 20, width: 20, height: 20),
        ]
        #expect(ReadingOrder.sorted(frames) == [1, 2, 0])
    }

    @Test func stepsWalkTheOrderAndStopAtTheEnds() {
        let engine = KeyboardAvoidanceEngine()
        #expect(engine.formStep(.next, from: 3, fieldFrames: frames, rightToLeft: false) == .focus(4))
        #expect(engine.formStep(.next, from: 4, fieldFrames: frames, rightToLeft: false) == .release)
        #expect(engine.formStep(.next, from: 9, fieldFrames: frames, rightToLeft: false) == .stay)
        #expect(engine.formStep(.next, from: 1, fieldFrames: frames, rightToLeft: true) == .focus(0))
    }

    @Test func previousCellSkipsEmptySections() {
        let counts = [3, 0, 0, 2]
        #expect(PreviousCell.indexPath(before: 0, item: 2) { counts[$0] }! == (0, 1))
        #expect(PreviousCell.indexPath(before: 3, item: 0) { counts[$0] }! == (0, 2))
        #expect(PreviousCell.indexPath(before: 0, item: 0) { counts[$0] } == nil)
        #expect(PreviousCell.indexPath(before: 2, item: 0) { [0, 0, 1][$0] } == nil)
    }
}
