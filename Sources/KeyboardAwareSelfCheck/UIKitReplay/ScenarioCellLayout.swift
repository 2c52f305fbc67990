// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import UIKit

/// A collection view layout that puts each item exactly at its scenario cell's frame, in one
/// section, with the scenario's content size.
@MainActor
final class ScenarioCellLayout: UICollectionViewLayout {
    var cellFrames: [CGRect] = []
    var contentSize: CGSize = .zero

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cellFrames.indices.filter { cellFrames[$0].intersects(rect) }.map(attributes(item:))
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cellFrames.indices.contains(indexPath.item) ? attributes(item: indexPath.item) : nil
    }

    private func attributes(item: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = cellFrames[item]
        return attributes
    }
}

/// Rows and items for the scenario's cells, each holding the fields the scenario puts in it, at
/// their frames relative to the cell. The fields are made once and moved between cells, as an app
/// that keeps its field views does; a reused cell gives up the fields of the row it showed before,
/// so that a field exists only while its row does, as in the simulator.
@MainActor
final class ScenarioCells: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource {
    let cellFrames: [CGRect]
    /// Each table row's height (``ReplayPlan/rowHeights(of:)``).
    let rowHeights: [CGFloat]
    let fields: [UIView]
    let fieldFrames: [CGRect]
    let fieldCells: [Int?]
    /// A plain table's section header, which floats over the rows (the scenario's `pinnedTop`).
    let sectionHeaderHeight: CGFloat

    init(
        cellFrames: [CGRect], fields: [UIView], fieldFrames: [CGRect], fieldCells: [Int?],
        sectionHeaderHeight: CGFloat = 0
    ) {
        self.cellFrames = cellFrames
        rowHeights = ReplayPlan.rowHeights(of: cellFrames)
        self.fields = fields
        self.fieldFrames = fieldFrames
        self.fieldCells = fieldCells
        self.sectionHeaderHeight = sectionHeaderHeight
    }

    private func fill(_ contentView: UIView, cell index: Int) {
        for (field, cell) in zip(fields, fieldCells) where cell != index && field.superview === contentView {
            field.removeFromSuperview()
        }
        for (field, (frame, cell)) in zip(fields, zip(fieldFrames, fieldCells)) where cell == index {
            field.frame = frame.offsetBy(dx: -cellFrames[index].minX, dy: -cellFrames[index].minY)
            contentView.addSubview(field)
        }
    }

    // MARK: - Table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cellFrames.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        fill(cell.contentView, cell: indexPath.row)
        return cell
    }

    /// A row reaches down to the next row's top, so that rows sit at the scenario's offsets.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeights[indexPath.row]
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        sectionHeaderHeight
    }

    /// An opaque header: in a plain table it floats over the rows scrolled under it.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard sectionHeaderHeight > 0 else { return nil }
        let header = UIView()
        header.backgroundColor = .secondarySystemBackground
        return header
    }

    // MARK: - Collection

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cellFrames.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        fill(cell.contentView, cell: indexPath.item)
        return cell
    }
}
#endif
