/// Finds the cell before a cell in a sectioned list, the way people read a table.
package enum PreviousCell {
    /// The index path before `(section, item)`: the previous item in the same section, or the last
    /// item of the nearest earlier section that has any. `nil` for the very first item.
    ///
    /// - Parameters:
    ///   - section: the section of the cell.
    ///   - item: the item (row) of the cell in its section.
    ///   - itemCount: the number of items in a section.
    package static func indexPath(
        before section: Int, item: Int,
        itemCount: (Int) -> Int
    ) -> (section: Int, item: Int)? {
        if item > 0 { return (section, item - 1) }
        var earlier = section - 1
        while earlier >= 0 {
            let count = itemCount(earlier)
            if count > 0 { return (earlier, count - 1) }
            earlier -= 1
        }
        return nil
    }
}
