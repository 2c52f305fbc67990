import KeyboardAware
import UIKit

/// The Demo's settings switch for the kit's debug overlay (``KeyboardAvoidance/showsDebugOverlay``):
/// in the menu's navigation bar, remembered across launches, and applied to every screen the
/// navigation stack shows (its kit scroll views, found once when the screen appears).
@MainActor
enum DebugOverlaySetting {
    private static let key = "KeyboardAwareDemo.showsDebugOverlay"
    /// The navigation stack's delegate that applies the setting to each screen shown.
    static let navigationDelegate = NavigationDelegate()

    /// Whether the overlay is on; `--debug-overlay` at launch turns it on too.
    static var isOn: Bool {
        get {
            UserDefaults.standard.bool(forKey: key) || ProcessInfo.processInfo.arguments.contains("--debug-overlay")
        }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }

    /// The switch, for a navigation bar; it applies the change to the screens of `navigation`.
    static func barItem(in navigation: @escaping () -> UINavigationController?) -> UIBarButtonItem {
        let toggle = UISwitch()
        toggle.isOn = isOn
        toggle.accessibilityIdentifier = "Debug overlay"
        toggle.accessibilityLabel = "Debug overlay"
        toggle.addAction(
            UIAction { action in
                isOn = (action.sender as? UISwitch)?.isOn ?? false
                for controller in navigation()?.viewControllers ?? [] { apply(to: controller) }
            }, for: .valueChanged)
        return UIBarButtonItem(customView: toggle)
    }

    /// Turns the overlay on or off for the kit scroll views of `controller`'s view.
    static func apply(to controller: UIViewController) {
        guard controller.isViewLoaded else { return }
        for scrollView in scrollViews(in: controller.view)
        where !(scrollView is UITextView) && scrollView.keyboardAvoidance.isEnabled {
            scrollView.keyboardAvoidance.showsDebugOverlay = isOn
        }
    }

    private static func scrollViews(in view: UIView) -> [UIScrollView] {
        let own = (view as? UIScrollView).map { [$0] } ?? []
        return own + view.subviews.flatMap(scrollViews(in:))
    }

    /// Applies the setting to each screen as it is shown.
    final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            DemoLaunchArguments.applyKitOff(to: viewController)
            DebugOverlaySetting.apply(to: viewController)
        }
    }
}
