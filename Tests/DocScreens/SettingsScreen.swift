// A settings form in a table, text fields in its cells, written from the documentation alone:
// - README: "Use it" (Code), "Forms" (Return key, From code, Accessory bar), "What it handles"
//   (tables and collections also show the previous row).
// - GettingStarted: "In code", "Every option".
// - KeyboardAwareTableView: "Overview" (inside a UITableViewController the controller keeps the
//   insets).
// - Troubleshooting: "UITableViewController and UICollectionViewController" (a plain
//   UIViewController for the previous row), "A field is passed over by Next".
// Type-checked by .ci/ios-check against the built modules; not run.

import KeyboardAware
import UIKit

/// A cell with a label and a text field; the table reuses it.
final class SettingFieldCell: UITableViewCell {
    static let reuseIdentifier = "SettingFieldCell"
    let field = UITextField()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        field.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            field.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            field.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            field.heightAnchor.constraint(greaterThanOrEqualToConstant: 32),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// Thirty settings: most rows are off screen when editing begins. A plain view controller, not a
/// `UITableViewController`, so that the kit (not the controller) makes the room and shows the
/// previous row.
final class SettingsViewController: UIViewController, UITableViewDataSource {
    private let table = KeyboardAwareTableView(frame: .zero, style: .insetGrouped)
    private var values = (1...30).map { "Value \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(table)
        table.dataSource = self
        table.register(SettingFieldCell.self, forCellReuseIdentifier: SettingFieldCell.reuseIdentifier)

        // The row above the focused one shows too (the default, said here for the reader); Next
        // and return scroll in a next row that is off screen before focusing its field.
        table.keyboardAvoidance.options.revealsPreviousCell = true
        table.keyboardAvoidance.options.showsAccessoryBar = true
        table.keyboardDismissMode = .onDrag
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Next", primaryAction: UIAction { [weak self] _ in self?.nextTapped() })
    }

    /// Next from the navigation bar: the same move as the accessory bar's Next.
    private func nextTapped() {
        if !table.keyboardAvoidance.focusNextField() {
            view.endEditing(false)
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { values.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SettingFieldCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? SettingFieldCell {
            cell.field.placeholder = "Setting \(indexPath.row + 1)"
            cell.field.text = values[indexPath.row]
            let row = indexPath.row
            // One action per field, replaced on reuse (same identifier). Not .primaryActionTriggered
            // nor Did End On Exit: those would make return the app's own.
            cell.field.addAction(
                UIAction(identifier: UIAction.Identifier("setting.value")) { [weak self] action in
                    guard let field = action.sender as? UITextField else { return }
                    self?.values[row] = field.text ?? ""
                }, for: .editingChanged)
        }
        return cell
    }
}
