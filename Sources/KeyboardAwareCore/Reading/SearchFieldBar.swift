import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// iOS 26's bottom search field (a search tab's field, placed at the bottom over the results),
/// which rides on the keyboard like an input accessory view but is never part of the keyboard's
/// end frame, whatever this system does with accessory views (Behaviour rules:
/// *How much of the view the keyboard covers*).
///
/// Taken for an accessory, it would teach what end frames do with accessories from something
/// that is not one: "left out" when it rests directly above the frame, after which a table whose
/// cells carry the kit's bar adds that bar on top of frames that already include it. So it is
/// counted as a height of its own, and teaches nothing.
package enum SearchFieldBar {
    /// The height above a shown keyboard's `endFrame` that the search bar at `bar` (screen
    /// coordinates) covers: its whole height when it rides on the keyboard, that is, lies over it
    /// horizontally and ends no higher than the keyboard's top (resting directly above it once the
    /// keyboard is in place, still lower down when a will-event comes); 0 for a search bar higher
    /// up (a navigation bar's, a table header's), beside the keyboard, for a frame that shows no
    /// keyboard, or for another app's keyboard.
    package static func heightLeftOut(bar: CGRect, endFrame: CGRect, showsKeyboard: Bool, isLocal: Bool) -> CGFloat {
        let bar = bar.standardized
        let end = endFrame.standardized
        guard showsKeyboard, isLocal, bar.isFinite, bar.height > 0, bar.minX < end.maxX, bar.maxX > end.minX,
            bar.maxY >= end.minY - 1
        else { return 0 }
        return bar.height
    }
}
