import Foundation
import Testing
@testable import KeyboardAwareCore

@Suite("Forms: the next cell, and one Previous/Next/return step")
struct FormStepTests {
    // The same two-column grid as FormOrderTests:
    //   0 [10,10..100]  1 [200,10..290]
    //   2 [10,60..100]  3 [200,60..290]
    //   4 [10,110..290]
    let frames = [
        CGRect(x: 10, y: 10, width: 90, height: 30), CGRect(x: 200, y: 10, width: 90, height: 30),
        CGRect(x: 10, y: 60, width: 90, height: 30), CGRect(x: 200, y: 60, width: 90, height: 30),
        CGRect(x: 10, y: 110, width: 280, height: 30),
    ]

    // MARK: - NextCell

    @Test func nextCellSkipsEmptySections() {
        let counts = [3, 0, 0, 2]
        #expect(NextCell.indexPath(after: 0, item: 0, sectionCount: 4) { counts[$0] }! == (0, 1))
        #expect(NextCell.indexPath(after: 0, item: 2, sectionCount: 4) { counts[$0] }! == (3, 0))
        #expect(NextCell.indexPath(after: 3, item: 1, sectionCount: 4) { counts[$0] } == nil)
        // Only empty sections after: nothing.
        #expect(NextCell.indexPath(after: 0, item: 0, sectionCount: 3) { [1, 0, 0][$0] } == nil)
    }

    @Test func nextCellMirrorsPreviousCell() {
        // Walking forward from the first item and back from the last visits the same 7 cells.
        let counts = [2, 0, 3, 0, 2]
        var forward: [[Int]] = [[0, 0]]
        while let last = forward.last,
              let next = NextCell.indexPath(after: last[0], item: last[1], sectionCount: counts.count, itemCount: { counts[$0] }) {
            forward.append([next.section, next.item])
        }
        var backward: [[Int]] = [[4, 1]]
        while let first = backward.first,
              let previous = PreviousCell.indexPath(before: first[0], item: first[1], itemCount: { counts[$0] }) {
            backward.insert([previous.section, previous.item], at: 0)
        }
        #expect(forward == [[0, 0], [0, 1], [2, 0], [2, 1], [2, 2], [4, 0], [4, 1]])
        #expect(forward == backward)
    }

    // MARK: - One step among visible fields

    @Test func nextWithoutCellsIsTheReturnKeyRule() {
        let engine = KeyboardAvoidanceEngine()
        for index in frames.indices {
            let expected: FormStep
            switch engine.returnKeyAction(from: index, fieldFrames: frames) {
            case .focus(let next): expected = .focus(next)
            case .release: expected = .release
            case .stay: expected = .stay
            }
            #expect(engine.formStep(.next, from: index, fieldFrames: frames) == expected)
        }
        // 1 → 2 (next row), 4 → release.
        #expect(engine.formStep(.next, from: 1, fieldFrames: frames) == .focus(2))
        #expect(engine.formStep(.next, from: 4, fieldFrames: frames) == .release)
    }

    @Test func previousStaysAtTheFirstField() {
        let engine = KeyboardAvoidanceEngine()
        #expect(engine.formStep(.previous, from: 2, fieldFrames: frames) == .focus(1))
        #expect(engine.formStep(.previous, from: 0, fieldFrames: frames) == .stay)
        #expect(!FormStep.stay.movesFocus && !FormStep.release.movesFocus)
        #expect(FormStep.focus(0).movesFocus && FormStep.revealCell(section: 0, item: 0).movesFocus)
    }

    @Test func rightToLeftMirrorsPreviousAndNext() {
        // RTL order by maxX descending: 1, 0, 3, 2, 4.
        let rtl = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions(isRightToLeft: true))
        #expect(rtl.formStep(.next, from: 0, fieldFrames: frames) == .focus(3))
        #expect(rtl.formStep(.previous, from: 3, fieldFrames: frames) == .focus(0))
        #expect(rtl.formStep(.previous, from: 1, fieldFrames: frames) == .stay)
    }

    @Test func anOffScreenCellIsRevealedOnlyWhenNoVisibleFieldLiesThatWay() {
        let engine = KeyboardAvoidanceEngine()
        #expect(engine.formStep(.next, from: 3, fieldFrames: frames, cellBeyond: (7, 0)) == .focus(4))
        #expect(engine.formStep(.next, from: 4, fieldFrames: frames, cellBeyond: (7, 0)) == .revealCell(section: 7, item: 0))
        #expect(engine.formStep(.previous, from: 0, fieldFrames: frames, cellBeyond: (1, 5)) == .revealCell(section: 1, item: 5))
    }

    @Test func disabledOrUnknownStays() {
        let off = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions(isEnabled: false))
        #expect(off.formStep(.next, from: 0, fieldFrames: frames) == .stay)
        #expect(off.formStep(.next, enteringCellWith: frames) == .stay)
        #expect(KeyboardAvoidanceEngine().formStep(.next, from: 9, fieldFrames: frames, cellBeyond: (0, 0)) == .stay)
    }

    // MARK: - Stepping into a revealed cell

    @Test func enteringACellTakesItsFirstOrLastField() {
        let engine = KeyboardAvoidanceEngine()
        // A cell with two fields side by side, given trailing first: LTR first is index 1 (minX 10).
        let cell = [CGRect(x: 200, y: 500, width: 90, height: 30), CGRect(x: 10, y: 500, width: 90, height: 30)]
        #expect(engine.formStep(.next, enteringCellWith: cell) == .focus(1))
        #expect(engine.formStep(.previous, enteringCellWith: cell) == .focus(0))
        let rtl = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions(isRightToLeft: true))
        #expect(rtl.formStep(.next, enteringCellWith: cell) == .focus(0))
        // A cell without fields passes on to the one beyond it, or ends.
        #expect(engine.formStep(.next, enteringCellWith: [], cellBeyond: (2, 3)) == .revealCell(section: 2, item: 3))
        #expect(engine.formStep(.next, enteringCellWith: []) == .release)
        #expect(engine.formStep(.previous, enteringCellWith: []) == .stay)
    }
}
