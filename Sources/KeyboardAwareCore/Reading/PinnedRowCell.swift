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
}
