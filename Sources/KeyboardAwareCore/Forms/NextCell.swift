/// Finds the cell after a cell in a sectioned list, the way people read a table: the mirror of
/// ``PreviousCell``. The return key and the Next button need it when the next field sits in a row
/// that is not on screen yet, so it has no view to measure.
package enum NextCell {
    /// The index path after `(section, item)`: the next item in the same section, or the first item
    /// of the nearest later section that has any. `nil` after the very last item.
    ///
    /// - Parameters:
    ///   - section: the section of the cell.
    ///   - item: the item (row) of the cell in its section.
    ///   - sectionCount: the number of sections.
    ///   - itemCount: the number of items in a section.
    package static func indexPath(
        after section: Int, item: Int, sectionCount: Int,
        itemCount: (Int) -> Int
    ) -> (section: Int, item: Int)? {
        if section >= 0, section < sectionCount, item + 1 < itemCount(section) { return (section, item + 1) }
        var later = max(section + 1, 0)
        while later < sectionCount {
            if itemCount(later) > 0 { return (later, 0) }
            later += 1
        }
        return nil
    }
}
