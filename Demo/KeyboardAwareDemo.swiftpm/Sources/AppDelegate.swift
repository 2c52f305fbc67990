import KeyboardAware
import UIKit

/// The demo's entry point: a UIKit app. With a scene manifest in the generated Info.plist (app
/// packages have one) the window belongs to ``SceneDelegate``; without one, it is made here.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // The keyboard warm-up, measured by KeyboardWarmUpUITests against a launch without it.
        if ProcessInfo.processInfo.arguments.contains("--warm-up-keyboard") { KeyboardAvoidance.warmUpKeyboard() }
        if Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") == nil {
            let window = UIWindow() // sized to the screen
            window.rootViewController = DemoRoot.make()
            window.makeKeyAndVisible()
            self.window = window
        }
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting session: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

/// Gives each window scene the demo's navigation stack.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = DemoRoot.make()
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// The root of every window: a navigation stack on the menu of demo screens; launched with
/// `--self-check` (as CI launches it on a simulator), the Self-check screen alone, which prints each
/// result and quits with status 1 when one failed.
@MainActor
enum DemoRoot {
    static func make() -> UIViewController {
        let root =
            ProcessInfo.processInfo.arguments.contains("--self-check")
            ? SelfCheckViewController(reportsAndQuits: true) : DemoMenuViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = DebugOverlaySetting.navigationDelegate
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }
}
