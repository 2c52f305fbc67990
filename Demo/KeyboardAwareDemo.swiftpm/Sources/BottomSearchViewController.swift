import KeyboardAware
import UIKit

/// A search tab whose results are a `KeyboardAwareTableView`. On iOS 26 the search field sits at
/// the bottom, in the floating tab bar, and rides on the keyboard while it edits; the kit knows it
/// rides from its placement (a search tab's field) and counts its height on top of the keyboard's
/// frame, so the last result ends above the field and the tab bar's room is counted once (`Demo/Scenarios/ios26-bottom-search-field.json`).
/// Earlier systems place the field at the top, and the last result ends above the keyboard.
@available(iOS 18, *)
final class BottomSearchViewController: UITabBarController {
    /// The tab bar controller, presented full screen with the search tab selected.
    static func presented() -> UIViewController {
        let controller = BottomSearchViewController(nibName: nil, bundle: nil)
        controller.modalPresentationStyle = .fullScreen
        return controller
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let home = UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in
            let controller = UIViewController()
            controller.view.backgroundColor = .systemBackground
            return controller
        }
        let search = UISearchTab { _ in UINavigationController(rootViewController: SearchResultsViewController()) }
        if #available(iOS 26, *) {
            // `automaticallyActivatesSearch` (iOS 26), set by its name so that the Demo also builds
            // with Xcode 16's iOS 18 SDK, which does not declare it.
            search.setValue(true, forKey: "automaticallyActivatesSearch")
        }
        tabs = [home, search]
        selectedTab = search
    }
}

/// Names to search, in a keyboard-aware table whose search controller is the tab's.
@available(iOS 18, *)
private final class SearchResultsViewController: UIViewController, UITableViewDataSource, UISearchResultsUpdating {
    private let table = KeyboardAwareTableView(frame: .zero, style: .plain)
    private let names = (1...40).map { "Account \($0)" }
    private var shown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        shown = names
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .close, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        table.accessibilityIdentifier = "Search results"
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        // A finger dragging the results down into the keyboard takes it away; scrolling them up to
        // read on keeps it (`.onDrag` would dismiss it at the first scroll, and with it what the
        // kit makes room for: `SearchKeyboardUITests` scrolls with the keyboard up).
        table.keyboardDismissMode = .interactive
        table.keyboardAvoidance.options.tapToDismiss = .outsideCells
        FormFields.fill(view, with: table)
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(text) }
        table.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = shown[indexPath.row]
        cell.contentConfiguration = content
        cell.accessibilityIdentifier = shown[indexPath.row]
        return cell
    }
}
