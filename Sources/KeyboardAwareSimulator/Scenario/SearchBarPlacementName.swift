import Foundation

/// The placements a scenario names for a search bar (`responder.searchBar.placement`), each the
/// placement the system gives such a bar on iOS 26.
package enum SearchBarPlacementName: String, Sendable, CaseIterable {
    /// In a tab bar: a search tab's field.
    case tabBar
    /// A search tab's field, hosted by the system's own container.
    case searchTab
    /// A navigation item's integrated search bar in its shown bottom toolbar.
    case integratedInToolbar
    /// A stacked search bar in a navigation bar.
    case navigationBar
    /// A search bar of the app's own in the content.
    case content

    /// The placement as the UIKit layer reads it.
    package var placement: SearchFieldBar.Placement {
        switch self {
        case .tabBar: SearchFieldBar.Placement(host: .tabBar)
        case .searchTab: SearchFieldBar.Placement(host: .other, isInSearchTab: true)
        case .integratedInToolbar: SearchFieldBar.Placement(host: .toolbar, itemPlacement: 1, isToolbarShown: true)
        case .navigationBar: SearchFieldBar.Placement(host: .navigationBar, itemPlacement: 2)
        case .content: SearchFieldBar.Placement(host: .other)
        }
    }

    /// The name of `placement`, `nil` for one no name gives.
    package init?(_ placement: SearchFieldBar.Placement) {
        var compact = placement
        compact.isHorizontallyCompact = true
        guard let name = Self.allCases.first(where: { $0.placement == compact }) else { return nil }
        self = name
    }
}
