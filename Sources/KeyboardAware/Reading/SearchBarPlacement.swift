#if canImport(UIKit) && !os(visionOS)
import UIKit

/// Reads where the system placed a search bar (`SearchFieldBar.Placement`): the bar it is hosted
/// in, and the navigation item whose search controller owns it, with that item's realized
/// `searchBarPlacement`, its toolbar and its search tab. Raw facts only; whether the bar rides on
/// the keyboard is the core's (`SearchFieldBar.ridesOnKeyboard`).
@MainActor
enum SearchBarPlacement {
    /// The placement of `bar`, read up its superviews and its responder chain.
    static func read(of bar: UIView) -> SearchFieldBar.Placement {
        var placement = SearchFieldBar.Placement(
            host: host(of: bar), isHorizontallyCompact: bar.traitCollection.horizontalSizeClass == .compact,
            hasBottomPlacements: hasBottomPlacements)
        guard let owner = owner(of: bar) else { return placement }
        let item = owner.navigationItem
        if #available(iOS 16, macCatalyst 16, *) { placement.itemPlacement = item.searchBarPlacement.rawValue }
        // `searchBarPlacementAllowsToolbarIntegration` (iOS 26, default true), read by its name so
        // that the kit also builds with Xcode 16's iOS 18 SDK, which does not declare it.
        let allows = NSSelectorFromString("searchBarPlacementAllowsToolbarIntegration")
        if item.responds(to: allows) {
            placement.allowsToolbarIntegration =
                (item.value(forKey: "searchBarPlacementAllowsToolbarIntegration") as? NSNumber)?.boolValue ?? true
        }
        placement.isToolbarShown = owner.navigationController.map { !$0.isToolbarHidden } ?? false
        if #available(iOS 18, *), let tabs = owner.tabBarController, let tab = tabs.selectedTab as? UISearchTab {
            let content = tab.viewController
            placement.isInSearchTab = content === owner || content === owner.navigationController
        }
        return placement
    }

    /// The first toolbar, tab bar or navigation bar up `bar`'s superviews.
    private static func host(of bar: UIView) -> SearchFieldBar.Placement.Host {
        var view = bar.superview
        while let current = view {
            if current is UIToolbar { return .toolbar }
            if current is UITabBar { return .tabBar }
            if current is UINavigationBar { return .navigationBar }
            view = current.superview
        }
        return .other
    }

    /// The view controller whose navigation item's search controller shows `bar`: among the
    /// controllers up its responder chain, a navigation controller's top one, a tab bar
    /// controller's selected one, and what an active search controller was presented from.
    private static func owner(of bar: UIView) -> UIViewController? {
        var responder: UIResponder? = bar.next
        while let current = responder {
            if let controller = current as? UIViewController {
                var candidates = [controller]
                if let search = controller as? UISearchController, let presenting = search.presentingViewController {
                    candidates.append(presenting)
                }
                for candidate in candidates {
                    if let found = shows(bar, from: candidate) { return found }
                }
            }
            responder = current.next
        }
        return nil
    }

    /// `controller`, or the one it shows on top (a navigation controller's top, a tab bar
    /// controller's selected), whose navigation item's search controller's bar is `bar`.
    private static func shows(_ bar: UIView, from controller: UIViewController) -> UIViewController? {
        var shown = controller
        if let tabs = shown as? UITabBarController, let selected = tabs.selectedViewController { shown = selected }
        if let navigation = shown as? UINavigationController, let top = navigation.topViewController { shown = top }
        for candidate in [controller, shown] where candidate.navigationItem.searchController?.searchBar === bar {
            return candidate
        }
        return nil
    }

    /// Whether this system places search at the bottom at all: iOS 26 with its new design, which an
    /// app built with the iOS 26 SDK gets unless it asks for the old look, as the accessory bar's
    /// look reads it (`AccessoryBarLook`).
    private static var hasBottomPlacements: Bool { KeyboardAccessoryBar.usesLiquidGlass }
}
#endif
