#if canImport(UIKit)
import UIKit

/// The notices a developer should see once per scroll view (Console, default level): why the kit
/// leaves a scroll view's insets alone.
@MainActor
struct OnceNotices {
    private var hasNotedHorizontalLayout = false
    private var hasNotedController = false
    private var hasNotedFlipped = false

    /// Logs what `snapshot` shows for the first time.
    mutating func note(_ snapshot: ScrollViewSnapshot, of scrollView: UIScrollView, isInverted: Bool) {
        if !snapshot.scrollsVertically, !hasNotedHorizontalLayout {
            hasNotedHorizontalLayout = true
            Log.notice(
                """
                KeyboardAware: this collection view's layout scrolls only horizontally; a bottom inset would \
                break its full-height items, so the kit leaves its insets and offset alone
                """)
        }
        if snapshot.isFlipped, !isInverted, !hasNotedFlipped {
            hasNotedFlipped = true
            Log.notice(
                """
                KeyboardAware: this scroll view is drawn upside down (a flipped chat table) but not taken as \
                inverted (a half turn, contentOrientation .upright, or a flip set after it first showed): the \
                kit leaves its insets and offset to the app and keeps return-key navigation, the accessory bar \
                and focusNextField()
                """)
        }
        if snapshot.isAdjustedByController, !hasNotedController,
            let controller = CellContainer(scrollView).keyboardAdjustingController
        {
            hasNotedController = true
            Log.notice(
                """
                KeyboardAware: this scroll view belongs to a \(type(of: controller)), which adjusts it for the \
                keyboard itself; the kit leaves the insets to it and keeps return-key navigation, the accessory \
                bar and focusNextField()
                """)
        }
    }
}
#endif
