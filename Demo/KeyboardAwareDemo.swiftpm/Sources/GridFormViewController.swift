import KeyboardAware
import UIKit

/// A grid of fields in a `KeyboardAwareCollectionView` (two columns on iPhone, more on iPad): the
/// item being edited, and the one before it when both fit, stay above the keyboard. Return and the
/// Previous / Next bar walk the grid row by row (right to left in right-to-left languages),
/// scrolling items that are not on screen yet into view; a tap between the fields dismisses.
final class GridFormViewController: UIViewController, UICollectionViewDataSource {
    private lazy var collectionView = KeyboardAwareCollectionView(frame: .zero, collectionViewLayout: Self.layout())
    private let sections: [(title: String, items: [String])] = [
        ("Measurements", ["Height", "Weight", "Chest", "Waist", "Hips", "Inseam", "Sleeve", "Neck"]),
        ("Shipping", ["Name", "Street", "City", "Postal code", "Region", "Country"]),
        (
            "Preferences",
            [
                "Colour", "Size", "Fit", "Fabric", "Budget", "Occasion", "Brand", "Style",
                "Pattern", "Notes",
            ]
        ),
    ]
    private var values: [IndexPath: String] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Grid form"
        view.backgroundColor = .systemGroupedBackground
        collectionView.backgroundColor = .clear
        collectionView.dataSource = self
        collectionView.keyboardDismissMode = .interactive
        collectionView.keyboardAvoidance.options.keyboardDistance = 16
        collectionView.keyboardAvoidance.options.showsAccessoryBar = true
        collectionView.keyboardAvoidance.options.tapToDismiss = .outsideCells
        collectionView.register(GridFieldCell.self, forCellWithReuseIdentifier: GridFieldCell.reuseIdentifier)
        collectionView.register(
            GridHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: GridHeaderView.reuseIdentifier)
        FormFields.fill(view, with: collectionView)
    }

    /// Columns of at least 160 points, each item as tall as its label and field.
    private static func layout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = max(2, Int(environment.container.effectiveContentSize.width / 160))
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .estimated(80)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)),
                repeatingSubitem: item, count: columns)
            group.interItemSpacing = .fixed(12)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 24, trailing: 16)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(32)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return section
        }
    }

    // MARK: - Data source

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: GridFieldCell.reuseIdentifier, for: indexPath)
        (cell as? GridFieldCell)?.configure(
            title: sections[indexPath.section].items[indexPath.item],
            text: values[indexPath]
        ) { [weak self] text in
            self?.values[indexPath] = text
        }
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: GridHeaderView.reuseIdentifier, for: indexPath)
        (header as? GridHeaderView)?.label.text = sections[indexPath.section].title
        return header
    }
}

/// One grid item: a caption over a text field.
final class GridFieldCell: UICollectionViewCell {
    static let reuseIdentifier = "GridFieldCell"
    private let title = UILabel()
    private let field = FormFields.textField("")
    private var onChange: (String) -> Void = { _ in }

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .preferredFont(forTextStyle: .caption1)
        title.textColor = .secondaryLabel
        field.addAction(UIAction { [weak self] _ in self?.onChange(self?.field.text ?? "") }, for: .editingChanged)
        let stack = UIStackView(arrangedSubviews: [title, field])
        stack.axis = .vertical
        stack.spacing = 4
        FormFields.fill(contentView, with: stack)
    }

    required init?(coder: NSCoder) {
        fatalError("GridFieldCell is created in code")
    }

    func configure(title text: String, text value: String?, onChange: @escaping (String) -> Void) {
        title.text = text
        field.placeholder = text
        field.text = value
        self.onChange = onChange
    }
}

/// A section title above the grid.
final class GridHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "GridHeaderView"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        FormFields.fill(self, with: label)
    }

    required init?(coder: NSCoder) {
        fatalError("GridHeaderView is created in code")
    }
}
