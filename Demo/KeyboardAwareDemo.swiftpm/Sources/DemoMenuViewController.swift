import UIKit

/// The list of demo screens. Each row pushes its screen; the last presents the sign-up form as a
/// form sheet, which on iPad ends above the screen's bottom, so only part of it is covered.
/// Launched with `--open-screen TITLE`, the menu opens that screen itself when it first appears
/// (``DemoLaunchArguments``).
final class DemoMenuViewController: UITableViewController {
    private struct Screen {
        /// How a screen is shown: pushed, in a form sheet with Done, or presented as it makes itself.
        enum Presentation {
            case push, formSheet, itself
        }

        let title: String
        let subtitle: String
        let presentation: Presentation
        let make: @MainActor () -> UIViewController
    }

    private let screens: [Screen] = DemoMenuViewController.allScreens
    /// The screen `--open-screen` asks for, until it is opened.
    private var screenToOpen = DemoLaunchArguments.screenToOpen

    /// Every screen, the search tab's from iOS 18 on (its field at the bottom from iOS 26).
    private static var allScreens: [Screen] {
        var screens = commonScreens
        if #available(iOS 18, *) {
            screens.insert(
                Screen(
                    title: "Search at the bottom", subtitle: "A search tab: its field rides on the keyboard (iOS 26)",
                    presentation: .itself, make: { BottomSearchViewController.presented() }),
                at: screens.count - 1)
        }
        return screens
    }

    private static let commonScreens: [Screen] = [
        Screen(
            title: "Sign-up form", subtitle: "KeyboardAwareScrollView built in code", presentation: .push,
            make: { SignUpViewController() }),
        Screen(
            title: "Settings", subtitle: "KeyboardAwareTableView, many sections and rows", presentation: .push,
            make: { SettingsFormViewController() }),
        Screen(
            title: "Grid form", subtitle: "KeyboardAwareCollectionView", presentation: .push,
            make: { GridFormViewController() }),
        Screen(
            title: "SwiftUI cells", subtitle: "UIHostingConfiguration rows with TextFields", presentation: .push,
            make: { SwiftUICellsViewController() }),
        Screen(
            title: "Notes", subtitle: "A long UITextView: the caret stays visible", presentation: .push,
            make: { NotesViewController() }),
        Screen(
            title: "Storyboard form", subtitle: "Scroll view class swapped in Interface Builder", presentation: .push,
            make: { StoryboardFormViewController.instantiate() }),
        Screen(
            title: "Plain UIScrollView", subtitle: "scrollView.keyboardAvoidance.isEnabled = true", presentation: .push,
            make: { AttachedScrollViewController() }),
        Screen(
            title: "Chat", subtitle: "Composer as inputAccessoryView, kept at the end", presentation: .push,
            make: { ChatViewController() }),
        Screen(
            title: "Chat on the layout guide", subtitle: "Composer pinned to view.keyboardLayoutGuide",
            presentation: .push, make: { GuideChatViewController() }),
        Screen(
            title: "AI chat", subtitle: "The sent message pinned while the reply streams; an emoji panel",
            presentation: .push, make: { AIChatViewController() }),
        Screen(
            title: "Inverted chat", subtitle: "A table flipped upside down, newest message at row 0",
            presentation: .push, make: { InvertedChatViewController() }),
        Screen(
            title: "Sign-up as a form sheet", subtitle: "Presented modally (a sheet on iPad)",
            presentation: .formSheet,
            make: { SignUpViewController() }),
        Screen(
            title: "Edit profile (sheet)", subtitle: "A sheet with medium and large detents", presentation: .itself,
            make: { ProfileSheetViewController.presented() }),
        Screen(
            title: "Self-check", subtitle: "Every scenario replayed on this device against the simulator",
            presentation: .push, make: { SelfCheckViewController() }),
    ]

    init() {
        super.init(style: .insetGrouped)
        title = "KeyboardAware"
        navigationItem.leftBarButtonItem = DebugOverlaySetting.barItem { [weak self] in self?.navigationController }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "KeyboardAware"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let title = screenToOpen else { return }
        screenToOpen = nil
        if let screen = screens.first(where: { $0.title == title }) {
            show(screen)
        } else {
            print("--open-screen: no screen is titled \"\(title)\"; the screens: \(screens.map(\.title))")
        }
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
        cell.accessoryType = screen.presentation == .push ? .disclosureIndicator : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        show(screens[indexPath.row])
    }

    /// Opens `screen` as its row does.
    private func show(_ screen: Screen) {
        let controller = screen.make()
        switch screen.presentation {
        case .itself:
            present(controller, animated: true) {
                DemoLaunchArguments.applyKitOff(to: controller)
                DebugOverlaySetting.apply(to: controller)
            }
        case .formSheet:
            controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .done,
                primaryAction: UIAction { [weak controller] _ in controller?.dismiss(animated: true) })
            let navigation = UINavigationController(rootViewController: controller)
            navigation.modalPresentationStyle = .formSheet
            navigation.delegate = DebugOverlaySetting.navigationDelegate
            present(navigation, animated: true)
        case .push:
            navigationController?.pushViewController(controller, animated: true)
        }
    }
}
