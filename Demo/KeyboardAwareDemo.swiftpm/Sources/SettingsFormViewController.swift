import KeyboardAware
import UIKit

/// A long settings form in a `KeyboardAwareTableView`: many sections of editable rows. The row
/// being edited and the one before it stay above the keyboard, even when that one is off screen.
/// Return and the Previous / Next bar move across rows and sections (skipping the empty one),
/// scrolling rows that are not on screen yet into view; the last row's return key ends editing.
///
/// It is a plain view controller owning the table: a `UITableViewController` moves its table for
/// the keyboard itself, so a `KeyboardAwareTableView` inside one leaves the insets and scrolling to
/// it, while its return key, bar, tap to dismiss and `focusNextField()` keep working
/// (Troubleshooting).
final class SettingsFormViewController: UIViewController, UITableViewDataSource {
    private let tableView = KeyboardAwareTableView(frame: .zero, style: .insetGrouped)
    private let sections: [(title: String, rows: [String])] = [
        ("Profile", ["Display name", "Username", "Pronouns", "Website"]),
        ("Contact", ["Email", "Phone", "Backup email"]),
        ("Address", ["Street", "Apartment", "City", "Region", "Postal code", "Country"]),
        ("Empty section", []),
        ("Work", ["Company", "Title", "Department", "Manager", "Office"]),
        ("Emergency contact", ["Name", "Relationship", "Phone"]),
        ("Notes", ["Allergies", "Accessibility needs", "Anything else"]),
    ]
    /// The text typed so far, by row, since cells are reused.
    private var values: [IndexPath: String] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.dataSource = self
        tableView.keyboardDismissMode = .interactive
        tableView.keyboardAvoidance.options.showsAccessoryBar = true
        tableView.register(TextFieldCell.self, forCellReuseIdentifier: TextFieldCell.reuseIdentifier)
        FormFields.fill(view, with: tableView)
    }

    // MARK: - Data source

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TextFieldCell.reuseIdentifier, for: indexPath)
        guard let cell = cell as? TextFieldCell else { return cell }
        cell.configure(
            placeholder: sections[indexPath.section].rows[indexPath.row], text: values[indexPath],
            onChange: { [weak self] text in self?.values[indexPath] = text })
        return cell
    }
}

/// A table row holding one text field. Its delegate is the cell's own business (here it refuses
/// leading spaces); the kit's return-key navigation works alongside it.
final class TextFieldCell: UITableViewCell, UITextFieldDelegate {
    static let reuseIdentifier = "TextFieldCell"
    private let field = UITextField()
    private var onChange: (String) -> Void = { _ in }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        field.delegate = self
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.addAction(UIAction { [weak self] _ in self?.onChange(self?.field.text ?? "") }, for: .editingChanged)
        field.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(field)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            field.topAnchor.constraint(equalTo: margins.topAnchor),
            field.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            field.heightAnchor.constraint(greaterThanOrEqualToConstant: 32),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("TextFieldCell is created in code")
    }

    func configure(placeholder: String, text: String?, onChange: @escaping (String) -> Void) {
        field.placeholder = placeholder
        field.text = text
        self.onChange = onChange
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool {
        !(range.location == 0 && string.hasPrefix(" "))
    }
}
