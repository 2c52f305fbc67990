import Foundation
import KeyboardAwareCore
import Testing

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
            let next = NextCell.indexPath(
                after: last[0], item: last[1], sectionCount: counts.count, itemCount: { counts[$0] })
        {
            forward.append([next.section, next.item])
        }
        var backward: [[Int]] = [[4, 1]]
        while let first = backward.first,
            let previous = PreviousCell.indexPath(before: first[0], item: first[1], itemCount: { counts[$0] })
        {
            backward.insert([previous.section, previous.item], at: 0)
        }
        #expect(forward == [[0, 0], [0, 1], [2, 0], [2, 1], [2, 2], [4, 0], [4, 1]])
        #expect(forward == backward)
    }

    // MARK: - One step among the fields that exist

    @Test func previousStaysAtTheFirstField() {
        let engine = KeyboardAvoidanceEngine()
        #expect(engine.formStep(.previous, from: 2, fieldFrames: frames, rightToLeft: false) == .focus(1))
        #expect(engine.formStep(.previous, from: 0, fieldFrames: frames, rightToLeft: false) == .stay)
        #expect(!FormStep.stay.movesFocus && !FormStep.release.movesFocus)
        #expect(FormStep.focus(0).movesFocus && FormStep.revealCell(section: 0, item: 0).movesFocus)
    }

    @Test func rightToLeftMirrorsPreviousAndNext() {
        // RTL order by maxX descending: 1, 0, 3, 2, 4.
        let engine = KeyboardAvoidanceEngine()
        #expect(engine.formStep(.next, from: 0, fieldFrames: frames, rightToLeft: true) == .focus(3))
        #expect(engine.formStep(.previous, from: 3, fieldFrames: frames, rightToLeft: true) == .focus(0))
        #expect(engine.formStep(.previous, from: 1, fieldFrames: frames, rightToLeft: true) == .stay)
        // The caller says the direction, not the engine's options: 0 and 1 share a row, 1 is next.
        let rtlOption = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.isRightToLeft, true))
        #expect(rtlOption.formStep(.next, from: 0, fieldFrames: frames, rightToLeft: false) == .focus(1))
    }

    @Test func disabledOrUnknownStays() {
        let off = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.isEnabled, false))
        let cell = HiddenCell(section: 0, item: 0, frame: CGRect(x: 0, y: 500, width: 300, height: 60))
        #expect(off.formStep(.next, from: 0, fieldFrames: frames, rightToLeft: false) == .stay)
        #expect(off.formStep(.next, from: 4, fieldFrames: frames, hiddenCells: [cell], rightToLeft: false) == .stay)
        #expect(
            KeyboardAvoidanceEngine().formStep(
                .next, from: 9, fieldFrames: frames, hiddenCells: [cell], rightToLeft: false) == .stay)
    }

    // MARK: - Rows that are not on screen (*The return key*)

    // A table: a header field at 10..50, rows i = 0...9 at 60 + 60i (60 high) whose fields sit at
    // 70 + 60i (40 high), and a footer field at 670..710.
    static let header = CGRect(x: 16, y: 10, width: 361, height: 40)
    static let footer = CGRect(x: 16, y: 670, width: 361, height: 40)
    static func row(_ i: Int) -> HiddenCell {
        HiddenCell(section: 0, item: i, frame: CGRect(x: 0, y: 60 + 60 * CGFloat(i), width: 393, height: 60))
    }
    static func field(_ i: Int) -> CGRect { CGRect(x: 16, y: 70 + 60 * CGFloat(i), width: 361, height: 40) }

    @Test func nextFromTheLastVisibleRowRevealsTheNextRowBeforeTheFooter() {
        let engine = KeyboardAvoidanceEngine()
        // Rows 0...4 on screen; the fields that exist: header, rows 0...4, footer (index 6).
        var fields = [Self.header] + (0...4).map(Self.field) + [Self.footer]
        let hidden = (5...9).map(Self.row)
        // From row 4 (index 5) the footer is next among those, but row 5 starts at 360, above the
        // footer's bottom (710): it may hold a field that comes first.
        #expect(
            engine.formStep(.next, from: 5, fieldFrames: fields, hiddenCells: hidden, rightToLeft: false)
                == .revealCell(section: 0, item: 5))
        // A table view knows only the row after the last visible one: same answer.
        #expect(
            engine.formStep(.next, from: 5, fieldFrames: fields, hiddenCells: [Self.row(5)], rightToLeft: false)
                == .revealCell(section: 0, item: 5))
        // Row 5's field (index 7, 370..410) is then the neighbour; row 6 starts at 420, below
        // that field's bottom (410): focus it.
        fields.append(Self.field(5))
        #expect(
            engine.formStep(
                .next, from: 5, fieldFrames: fields, hiddenCells: Array(hidden.dropFirst()), rightToLeft: false)
                == .focus(7))
    }

    @Test func previousFromTheFirstVisibleRowRevealsTheRowAboveBeforeTheHeader() {
        let engine = KeyboardAvoidanceEngine()
        // Scrolled to the end: rows 7...9 on screen, header (index 0) and footer (index 4) exist.
        var fields = [Self.header] + (7...9).map(Self.field) + [Self.footer]
        let hidden = (0...6).map(Self.row)
        // From row 7 (index 1): the header is the neighbour, but row 6 (480..540 would be row 7;
        // row 6 is 420..480) ends below the header's top (10): reveal the nearest, row 6.
        #expect(
            engine.formStep(.previous, from: 1, fieldFrames: fields, hiddenCells: hidden, rightToLeft: false)
                == .revealCell(section: 0, item: 6))
        // With row 6's field (index 5, 430..470): row 5 ends at 420, not below 430: focus it.
        fields.append(Self.field(6))
        #expect(
            engine.formStep(
                .previous, from: 1, fieldFrames: fields, hiddenCells: Array(hidden.dropLast()), rightToLeft: false)
                == .focus(5)
        )
    }

    @Test func hiddenRowsThatCannotComeFirstAreLeftAlone() {
        let engine = KeyboardAvoidanceEngine()
        let fields = [Self.header] + (0...4).map(Self.field) + [Self.footer]
        // Next from row 2 (index 3): row 3's field is there, and row 5 (360..) starts below its
        // bottom (300).
        #expect(
            engine.formStep(.next, from: 3, fieldFrames: fields, hiddenCells: (5...9).map(Self.row), rightToLeft: false)
                == .focus(4))
        // Previous from the header: rows above it do not exist; nothing before it.
        #expect(
            engine.formStep(
                .previous, from: 0, fieldFrames: fields, hiddenCells: (5...9).map(Self.row), rightToLeft: false)
                == .stay)
        // Next from the footer: every hidden row lies above it (maxY <= 670): release.
        #expect(
            engine.formStep(.next, from: 6, fieldFrames: fields, hiddenCells: (5...9).map(Self.row), rightToLeft: false)
                == .release)
    }

    @Test func aHiddenRowWithNoNeighbourIsRevealedAndARowWithoutFieldsPassesOn() {
        let engine = KeyboardAvoidanceEngine()
        // Only rows 0...1 exist and no footer: from row 1 there is no neighbour, so row 2 is revealed.
        let fields = [Self.field(0), Self.field(1)]
        #expect(
            engine.formStep(
                .next, from: 1, fieldFrames: fields, hiddenCells: [Self.row(2), Self.row(3)], rightToLeft: false)
                == .revealCell(section: 0, item: 2))
        // Row 2 had no field: row 3 is next to reveal, then nothing is left: release.
        #expect(
            engine.formStep(.next, from: 1, fieldFrames: fields, hiddenCells: [Self.row(3)], rightToLeft: false)
                == .revealCell(section: 0, item: 3))
        #expect(engine.formStep(.next, from: 1, fieldFrames: fields, hiddenCells: [], rightToLeft: false) == .release)
    }

    @Test func hiddenCellsAboveThatRegroupTheRowsAreRevealedFirst() {
        // Four fields, two of them taller than their cells (content coordinates):
        //   f0 (8, 308..348), f3 (8, 318..718), f2 (208, 608..648), f1 (208, 618..1018).
        // All on screen, f3 joins f0's row (overlap 30 >= 20); f2 overlaps f0 not at all and opens
        // a row that f1 joins (30 >= 20); f1 and f2 tie on minX, so by index: f0, f3, f1, f2.
        // Next from f1 is f2. With only f1 and f2 on screen, f2 would instead join f3's row
        // (40 >= 20) and f1 would be last: the step must bring in the cells whose fields chain
        // to f1's row by vertical overlap before it answers.
        let f0 = CGRect(x: 8, y: 308, width: 170, height: 40)
        let f1 = CGRect(x: 208, y: 618, width: 170, height: 400)
        let f2 = CGRect(x: 208, y: 608, width: 170, height: 40)
        let f3 = CGRect(x: 8, y: 318, width: 170, height: 400)
        let cell0 = HiddenCell(section: 0, item: 0, frame: CGRect(x: 0, y: 300, width: 190, height: 80))
        let cell3 = HiddenCell(section: 0, item: 3, frame: CGRect(x: 0, y: 310, width: 190, height: 408))
        let engine = KeyboardAvoidanceEngine()
        // f1, f2 on screen: cell 3 (310..718) overlaps f2, cell 0 (300..380) overlaps cell 3; the
        // chain reaches up to 300, so the nearest in it, cell 0, comes first.
        #expect(
            engine.formStep(.next, from: 0, fieldFrames: [f1, f2], hiddenCells: [cell0, cell3], rightToLeft: false)
                == .revealCell(section: 0, item: 0))
        // With f0 in (field order f0, f1, f2): cell 3 is still in the chain.
        #expect(
            engine.formStep(.next, from: 1, fieldFrames: [f0, f1, f2], hiddenCells: [cell3], rightToLeft: false)
                == .revealCell(section: 0, item: 3))
        // Everything in: f2, at index 2 of [f0, f1, f2, f3].
        #expect(
            engine.formStep(.next, from: 1, fieldFrames: [f0, f1, f2, f3], rightToLeft: false) == .focus(2))
        // A hidden cell below a gap changes nothing: a row at 2000 is not brought in.
        let far = HiddenCell(section: 0, item: 9, frame: CGRect(x: 0, y: 2000, width: 190, height: 80))
        #expect(
            engine.formStep(.next, from: 1, fieldFrames: [f0, f1, f2, f3], hiddenCells: [far], rightToLeft: false)
                == .focus(2))
    }
}
