#if canImport(UIKit)
import UIKit

/// SwiftUI content hosted inside a scroll view the kit serves.
///
/// SwiftUI's `TextField` and `TextEditor` are a `UITextField` and a `UITextView` inside the
/// hosting view, so the kit's walks find them like any other field: they are tracked, scrolled
/// into view and reached by Next. But a `UIHostingController` also makes room for the keyboard by
/// itself, adding it to its view's safe area, and `TextField` ignores `.ignoresSafeArea(.keyboard)`
/// there (expo/expo#41302, airbnb/epoxy-ios#170): the content moves up inside its host while the
/// kit scrolls it up too. The switch is the controller's `safeAreaRegions` (iOS 16.4), a SwiftUI
/// property the UIKit layer does not reach (it does not link SwiftUI), so the app sets it and the
/// kit says so, once per scroll view, when it finds a hosting controller that still avoids the
/// keyboard (see Troubleshooting, "SwiftUI content").
@MainActor
struct HostedSwiftUIContent {
    private var hasNotedHost = false

    /// Logs once when a hosting controller's view is in `roots`' subtrees.
    mutating func noteHostingControllers(in roots: [UIView]) {
        guard !hasNotedHost, let controller = Self.hostingController(in: roots) else { return }
        hasNotedHost = true
        Log.notice(
            """
            KeyboardAware: a \(type(of: controller)) is inside this scroll view; set its safeAreaRegions to \
            .container (iOS 16.4) so that SwiftUI does not make room for the keyboard too, or its content \
            moves twice
            """)
    }

    /// The first view controller found in `roots`' subtrees that is a `UIHostingController`, by
    /// its class or a superclass (a generic Swift class, named `UIHostingController<Root>`).
    private static func hostingController(in roots: [UIView]) -> UIViewController? {
        var pending = roots
        while let view = pending.popLast() {
            ViewWalks.visit()
            if let controller = view.next as? UIViewController, controller.viewIfLoaded === view,
                isHostingController(controller)
            {
                return controller
            }
            pending += view.subviews
        }
        return nil
    }

    private static func isHostingController(_ controller: UIViewController) -> Bool {
        var type: AnyClass? = Swift.type(of: controller)
        while let current = type, current != UIViewController.self {
            if String(describing: current).hasPrefix("UIHostingController<") { return true }
            type = class_getSuperclass(current)
        }
        return false
    }
}
#endif
