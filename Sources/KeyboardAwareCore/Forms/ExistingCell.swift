/// Whether an index path names a cell the table or collection has now, by its own counts.
///
/// `rectForRow(at:)`, `cellForRow(at:)`, `layoutAttributesForItem(at:)` and `scrollToRow` raise
/// an exception for an index path outside those counts (despite the header's promise of
/// `CGRectZero`), and an index path kept across a delete, `reloadData()` or a snapshot may point
/// past the end. The UIKit layer asks this before it asks UIKit about any index path it did not
/// just receive from UIKit.
package enum ExistingCell {
    /// Whether `(section, item)` is inside `sectionCount` sections of `itemCount(section)` items;
    /// the item count is read only for a section that exists (asking for the rows of a section
    /// past the end raises too).
    package static func contains(
        section: Int, item: Int, sectionCount: Int, itemCount: (Int) -> Int
    ) -> Bool {
        section >= 0 && section < sectionCount && item >= 0 && item < itemCount(section)
    }
}
