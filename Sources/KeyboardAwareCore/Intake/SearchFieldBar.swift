import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// iOS 26's bottom search field (a search tab's field, or a search bar the navigation item
/// integrates into the bottom toolbar), which rides on the keyboard like an input accessory view
/// but is never part of the keyboard's end frame, whatever this system does with accessory views
/// (Behaviour rules: *How much of the view the keyboard covers*).
///
/// Taken for an accessory, it would teach what end frames do with accessories from something
/// that is not one: "left out" when it rests directly above the frame, after which a table whose
/// cells carry the kit's bar adds that bar on top of frames that already include it. So it is
/// counted as a height of its own, and teaches nothing.
///
/// Whether a search bar rides on the keyboard is decided from what it is, the placement the
/// system gave it (``ridesOnKeyboard(_:)``), never from where it stands when a will-event comes:
/// then it still stands where the last keyboard left it, above the new frame when the keyboard
/// shrinks (emoji to letters, QuickType hiding) and below it for a search field low in the content.
package enum SearchFieldBar {
    /// A search bar being edited, as the UIKit layer reads it.
    package struct Reading: Sendable, Equatable {
        /// The bar, in screen coordinates.
        package var frame: CGRect
        /// Where the system placed it.
        package var placement: Placement

        package init(frame: CGRect, placement: Placement) {
            self.frame = frame
            self.placement = placement
        }
    }

    /// The placement the system gave a search bar, as UIKit declares it.
    package struct Placement: Sendable, Equatable {
        /// The bar the search bar is hosted in, found up its superviews.
        package enum Host: Sendable, Equatable {
            /// A `UIToolbar`: iOS 26 may integrate a navigation item's search bar into it, but an app
            /// may put a search bar of its own in a bottom toolbar too, which does not move with the
            /// keyboard: it tells nothing by itself.
            case toolbar
            /// A `UITabBar` (a search tab's field).
            case tabBar
            /// A `UINavigationBar`.
            case navigationBar
            /// None of them: a table's header, the content, a container of the system's own.
            case other
        }

        /// `UINavigationItem.SearchBarPlacement`'s raw values (the iPhoneOS 26.2 SDK's
        /// `UINavigationItemSearchBarPlacement`): those that integrate the bar, which iOS 26 may
        /// put in the bottom toolbar on iPhone (`integrated`, `integratedCentered`,
        /// `integratedButton`; iOS 16's `inline` is `integrated`'s value).
        package static let integratedPlacements: Set<Int> = [1, 3, 4]

        package var host: Host
        /// The realized `searchBarPlacement` of the navigation item whose search controller owns
        /// the bar, `nil` without one.
        package var itemPlacement: Int?
        /// The item's `searchBarPlacementAllowsToolbarIntegration` (iOS 26, default true).
        package var allowsToolbarIntegration: Bool
        /// Whether the item's navigation controller shows its toolbar.
        package var isToolbarShown: Bool
        /// Whether the bar's controller is a search tab's (`UISearchTab`) content in a tab bar
        /// controller.
        package var isInSearchTab: Bool
        /// Whether the horizontal size class is compact (iPhone, or a narrow iPad window).
        package var isHorizontallyCompact: Bool
        /// Whether the system places search at the bottom at all: iOS 26 with its new design (an
        /// app built with an older SDK, or asking for compatibility, keeps the old look).
        package var hasBottomPlacements: Bool

        package init(
            host: Host, itemPlacement: Int? = nil, allowsToolbarIntegration: Bool = true, isToolbarShown: Bool = false,
            isInSearchTab: Bool = false, isHorizontallyCompact: Bool = true, hasBottomPlacements: Bool = true
        ) {
            self.host = host
            self.itemPlacement = itemPlacement
            self.allowsToolbarIntegration = allowsToolbarIntegration
            self.isToolbarShown = isToolbarShown
            self.isInSearchTab = isInSearchTab
            self.isHorizontallyCompact = isHorizontallyCompact
            self.hasBottomPlacements = hasBottomPlacements
        }
    }

    /// Whether the search bar rides on the keyboard: it is hosted in a tab bar (only the system
    /// puts a search field there), or, where iOS 26 places search at the bottom in a compact width,
    /// it is a search tab's field, or its navigation item integrates it (`integrated`,
    /// `integratedCentered`, `integratedButton`) into a toolbar that is shown and that it may join.
    /// A stacked bar, one in a navigation bar or in the content, an app's own search bar in a
    /// bottom toolbar, or any on a regular-width iPad, stays where it is.
    package static func ridesOnKeyboard(_ placement: Placement) -> Bool {
        if placement.host == .tabBar { return true }
        guard placement.hasBottomPlacements, placement.isHorizontallyCompact else { return false }
        if placement.isInSearchTab { return true }
        guard let item = placement.itemPlacement, Placement.integratedPlacements.contains(item) else { return false }
        return placement.allowsToolbarIntegration && placement.isToolbarShown
    }

    /// The height above a shown keyboard's `endFrame` that the search bar `bar` covers: its whole
    /// height when it rides on the keyboard (``ridesOnKeyboard(_:)``) and lies over it
    /// horizontally, wherever it stands when the notification comes; 0 for a search bar that does
    /// not ride, beside the keyboard, for a frame that shows no keyboard, or for another app's
    /// keyboard.
    package static func heightLeftOut(bar: Reading, endFrame: CGRect, showsKeyboard: Bool, isLocal: Bool) -> CGFloat {
        let frame = bar.frame.standardized
        let end = endFrame.standardized
        guard showsKeyboard, isLocal, frame.isFinite, frame.height > 0, frame.minX < end.maxX, frame.maxX > end.minX,
            ridesOnKeyboard(bar.placement)
        else { return 0 }
        return frame.height
    }
}
