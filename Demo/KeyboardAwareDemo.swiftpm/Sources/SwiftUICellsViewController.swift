import KeyboardAware
import SwiftUI
import UIKit

/// SwiftUI cells in a `KeyboardAwareCollectionView`: each row is a `UIHostingConfiguration` with a
/// `TextField` (the last a `TextEditor`), which SwiftUI backs with a `UITextField` or `UITextView`.
/// The kit tracks them like any field: the row being edited stays above the keyboard, and the
/// Previous / Next bar walks the rows, scrolling rows not on screen yet into view. Return does
/// what SwiftUI does with it; where SwiftUI ends editing first, the kit moves nowhere after it. A section
/// footer holds a field of its own, which Next reaches between the rows of its neighbours.
final class SwiftUICellsViewController: UIViewController {
    private lazy var collectionView = KeyboardAwareCollectionView(frame: .zero, collectionViewLayout: Self.layout())
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?
    private let sections: [(title: String, rows: [String])] = [
        ("Trip", ["Destination", "Departure", "Return", "Travellers", "Budget", "Hotel", "Airline"]),
        ("Contact", ["Name", "Email", "Phone", "Emergency contact", "Notes"]),
    ]
    private var values: [String: String] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "SwiftUI cells"
        view.backgroundColor = .systemGroupedBackground
        collectionView.keyboardDismissMode = .interactive
        collectionView.keyboardAvoidance.options.showsAccessoryBar = true
        collectionView.keyboardAvoidance.options.tapToDismiss = .outsideCells
        FormFields.fill(view, with: collectionView)
        configureDataSource()
    }

    private static func layout() -> UICollectionViewLayout {
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        list.footerMode = .supplementary
        return UICollectionViewCompositionalLayout.list(using: list)
    }

    private func configureDataSource() {
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, key in
            let text = Binding(get: { self?.values[key] ?? "" }, set: { self?.values[key] = $0 })
            cell.contentConfiguration = UIHostingConfiguration {
                if key == "Notes" {
                    TextEditor(text: text).frame(minHeight: 88).accessibilityLabel(key)
                } else {
                    LabeledContent(key) { TextField(key, text: text).multilineTextAlignment(.trailing) }
                }
            }
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = self?.sections[indexPath.section].title
            view.contentConfiguration = content
        }
        let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { [weak self] view, _, indexPath in
            let key = "Remarks \(indexPath.section)"
            let text = Binding(get: { self?.values[key] ?? "" }, set: { self?.values[key] = $0 })
            view.contentConfiguration = UIHostingConfiguration {
                TextField("Remarks on this section", text: text).font(.footnote)
            }
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, key in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: key)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(
                using: kind == UICollectionView.elementKindSectionHeader ? header : footer, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (index, section) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(section.rows, toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }
}
