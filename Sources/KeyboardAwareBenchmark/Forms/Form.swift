import Foundation
import KeyboardAwareSimulator

/// A big table form: `rows` rows of 60 pt, one text field each, in sections of 20 rows, on an
/// iPhone 15 Pro with its keyboard up. What the UIKit layer would hand the core for each row.
struct Form {
    static let screen = CGSize(width: 393, height: 852)
    static let rowHeight: CGFloat = 60
    static let sectionSize = 20

    let rows: Int
    let cells: [CGRect]
    let fields: [CGRect]
    /// Items per section, for ``PreviousCell``.
    let itemCounts: [Int]

    init(rows: Int) {
        self.rows = rows
        cells = (0..<rows).map { CGRect(x: 0, y: CGFloat($0) * Self.rowHeight, width: 393, height: Self.rowHeight) }
        fields = cells.map { $0.insetBy(dx: 16, dy: 8) }
        itemCounts = stride(from: 0, to: rows, by: Self.sectionSize).map { min(Self.sectionSize, rows - $0) }
    }

    /// The scroll view, scrolled so that row `row` is near the top, with `extra` keyboard inset.
    func snapshot(showingRow row: Int, extra: CGFloat) -> ScrollViewSnapshot {
        let inset = EdgeInsets(bottom: extra)
        return ScrollViewSnapshot(
            screenSize: Self.screen, frameInScreen: CGRect(origin: .zero, size: Self.screen),
            contentSize: CGSize(width: 393, height: CGFloat(rows) * Self.rowHeight),
            contentOffset: CGPoint(x: 0, y: CGFloat(row) * Self.rowHeight - 59),
            contentInset: inset, adjustedContentInset: inset + EdgeInsets(top: 59, bottom: 34),
            indicatorInset: inset)
    }

    /// The field at `row` in the screen, the scroll view showing `showingRow` as ``snapshot(showingRow:extra:)``
    /// scrolls it (the stand-in reads' `place(of:)`).
    func fieldInScreen(row: Int, showingRow: Int) -> CGRect {
        fields[row].offsetBy(dx: 0, dy: 59 - CGFloat(showingRow) * Self.rowHeight)
    }

    /// The focused field at `row`, with its previous cell found the way the UIKit layer does:
    /// through ``PreviousCell`` on the section/item index path.
    func focusedField(row: Int) -> FocusedField {
        let section = row / Self.sectionSize
        let item = row % Self.sectionSize
        var previous: CGRect?
        if let path = PreviousCell.indexPath(before: section, item: item, itemCount: { itemCounts[$0] }) {
            previous = cells[path.section * Self.sectionSize + path.item]
        }
        return FocusedField(frame: fields[row], previousCellFrame: previous)
    }

    /// The fields on screen around `row` (what the UIKit layer passes as return-key candidates):
    /// a screenful, 852 / 60 ≈ 15 rows.
    func candidatesOnScreen(around row: Int) -> (frames: [CGRect], current: Int) {
        let low = max(0, row - 2)
        let high = min(rows, low + 15)
        return (Array(fields[low..<high]), row - low)
    }
}
