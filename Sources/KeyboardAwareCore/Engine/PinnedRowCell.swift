import Foundation

/// Whether the cell that showed a pinned row (Behaviour rules: *Pinned content*) still shows it
/// after a scroll step.
///
/// Only the data source knows how index paths moved in an update, so the UIKit layer follows the
/// pinned row by its cell. But UIKit recycles cells as they leave the screen, even mid-animation,
/// and by the time a layout pass runs a recycled cell may be back inside the bounds showing another
/// row. A scroll step moves no row: a cell whose index path changed over one was recycled, and
/// followed it would move the pin to another row.
package enum PinnedRowCell {
    /// Whether to keep following the cell after a scroll step.
    ///
    /// - Parameters:
    ///   - isVisible: the cell's frame meets the visible bounds.
    ///   - cellIndexPath: where the container says the cell is now; `nil` when it shows no row.
    ///   - pinned: the pinned row's index path as last followed.
    package static func keepsFollowing(isVisible: Bool, cellIndexPath: IndexPath?, pinned: IndexPath) -> Bool {
        isVisible && cellIndexPath == pinned
    }

    /// What became of the pinned row after the table or collection changed (rows inserted,
    /// deleted or resized, the data reloaded), from what UIKit says of the cell that showed it.
    package enum Update: Equatable, Sendable {
        /// The cell shows the row at this index path now: rows moved around it.
        case moved(to: IndexPath)
        /// No cell is followed: the index path stays as it was, and names a row that exists.
        case kept
        /// The row is gone: the pin ends.
        case gone
    }

    /// The pinned row after a change of the content.
    ///
    /// A followed cell is let go of on the scroll step that takes it off screen
    /// (``keepsFollowing(isVisible:cellIndexPath:pinned:)``), so one that shows no row after a
    /// change that was no scroll step lost its row. When the number of rows changed too, the row
    /// was deleted, or the data reloaded (`reloadData()`, a snapshot applied by reloading: "load
    /// earlier" done by a reload has more rows); when it did not, the row was reloaded in place
    /// (`reloadRows(at:)`, a snapshot's `reloadItems`), which gives it a new cell at the same index
    /// path. Without a cell (the user scrolled it away) the kept index path is all there is: it
    /// names the row only while no row came or went; one past the table's or collection's counts is
    /// never asked about (``ExistingCell``). A pin that may name another message ends: following
    /// the wrong one would move the view by that row's moves.
    ///
    /// - Parameters:
    ///   - followsCell: a cell that showed the row is followed.
    ///   - cellIndexPath: where UIKit says that cell is now; `nil` when it shows no row.
    ///   - rowsChanged: the table or collection has another number of rows than at the last look.
    ///   - keptExists: the kept index path is inside the counts (read only when it decides).
    package static func update(
        followsCell: Bool, cellIndexPath: IndexPath?, rowsChanged: Bool, keptExists: () -> Bool
    ) -> Update {
        if followsCell, let cellIndexPath { return .moved(to: cellIndexPath) }
        if rowsChanged { return .gone }
        return keptExists() ? .kept : .gone
    }
}
