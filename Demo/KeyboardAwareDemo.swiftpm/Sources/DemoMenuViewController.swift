import UIKit

/// The list of demo screens. Each row pushes its screen; the last presents the sign-up form as a
/// form sheet, which on iPad ends above the screen's bottom, so only part of it is covered.
final class DemoMenuViewController: UITableViewController {
    private struct Screen {
        let title: String
        let subtitle: String
        let isFormSheet: Bool
        let make: @MainActor () -> UIViewController
    }

    private let screens: [Screen] = [
        Screen(
            title: "Sign-up form", subtitle: "KeyboardAwareScrollView built in code", isFormSheet: false,
            make: { SignUpViewController() }),
        Screen(
            title: "Settings", subtitle: "KeyboardAwareTableView, many sections and rows", isFormSheet: false,
            make: { SettingsFormViewController() }),
        Screen(
            title: "Grid form", subtitle: "KeyboardAwareCollectionView", isFormSheet: false,
            make: { GridFormViewController() }),
        Screen(
            title: "SwiftUI cells", subtitle: "UIHostingConfiguration rows with TextFields", isFormSheet: false,
            make: { SwiftUICellsViewController() }),
        Screen(
            title: "Notes", subtitle: "A long UITextView: the caret stays visible", isFormSheet: false,
            make: { NotesViewController() }),
        Screen(
            title: "Storyboard form", subtitle: "Scroll view class swapped in Interface Builder", isFormSheet: false,
            make: { StoryboardFormViewController.instantiate() }),
        Screen(
            title: "Plain UIScrollView", subtitle: "scrollView.keyboardAvoidance.isEnabled = true", isFormSheet: false,
            make: { AttachedScrollViewController() }),
        Screen(
            title: "Chat", subtitle: "Composer as inputAccessoryView, kept at the end", isFormSheet: false,
            make: { ChatViewController() }),
        Screen(
            title: "Chat on the layout guide", subtitle: "Composer pinned to view.keyboardLayoutGuide",
            isFormSheet: false, make: { GuideChatViewController() }),
        Screen(
            title: "Sign-up as a form sheet", subtitle: "Presented modally (a sheet on iPad)", isFormSheet: true,
            make: { SignUpViewController() }),
        Screen(
            title: "Self-check", subtitle: "Every scenario replayed on this device against the simulator",
            isFormSheet: false, make: { SelfCheckViewController() }),
    ]

    init() {
        super.init(style: .insetGrouped)
        title = "KeyboardAware"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "KeyboardAware"
    }

    // MARK: - Table

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        screens.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "screen")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "screen")
        let screen = screens[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = screen.title
        content.secondaryText = screen.subtitle
        content.secondaryTextProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        cell.accessoryType = screen.isFormSheet ? .none : .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let screen = screens[indexPath.row]
        let controller = screen.make()
        if screen.isFormSheet {
            controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .done,
                primaryAction: UIAction { [weak controller] _ in controller?.dismiss(animated: true) })
            let navigation = UINavigationController(rootViewController: controller)
            navigation.modalPresentationStyle = .formSheet
            present(navigation, animated: true)
        } else {
            navigationController?.pushViewController(controller, animated: true)
        }
    }
}
