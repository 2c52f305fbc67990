import KeyboardAware
import UIKit

/// What the Demo's launch arguments ask of it, for the UI tests and CI:
/// - `--open-screen TITLE`: the menu opens the screen whose row reads TITLE as soon as it appears,
///   as a tap on the row would (a row below the fold needs no scrolling, and each test saves a tap);
/// - `--keyboard-aware-off`: every kit scroll view of every screen is left with avoidance off
///   (`keyboardAvoidance.isEnabled = false`, which turns off its return key, bar and tap to dismiss
///   too), so that the UI tests can be run once to show that each of them fails without the kit
///   (`.ci/simulator-check --kit-off`).
@MainActor
enum DemoLaunchArguments {
    /// The argument before a screen's title.
    static let openScreen = "--open-screen"
    /// The argument that turns the kit off.
    static let keyboardAwareOff = "--keyboard-aware-off"

    /// The title after `--open-screen`, or `nil`.
    static var screenToOpen: String? {
        let arguments = ProcessInfo.processInfo.arguments
        guard let index = arguments.firstIndex(of: openScreen), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// Whether the Demo runs with the kit turned off.
    static var isKitOff: Bool { ProcessInfo.processInfo.arguments.contains(keyboardAwareOff) }

    /// With `--keyboard-aware-off`, turns avoidance off on the kit scroll views of `controller`'s
    /// view, before any keyboard (each screen is shown before a field can be tapped).
    static func applyKitOff(to controller: UIViewController) {
        guard isKitOff, controller.isViewLoaded else { return }
        for scrollView in scrollViews(in: controller.view) where scrollView.keyboardAvoidance.isEnabled {
            scrollView.keyboardAvoidance.isEnabled = false
        }
    }

    private static func scrollViews(in view: UIView) -> [UIScrollView] {
        let own = (view as? UIScrollView).map { [$0] } ?? []
        return own + view.subviews.flatMap(scrollViews(in:))
    }
}
