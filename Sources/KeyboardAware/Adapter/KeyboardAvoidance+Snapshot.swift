#if canImport(UIKit)
import UIKit

/// Reading the views: the scroll view and the focused field as the engine sees them.
extension KeyboardAvoidance {
    /// The scroll view as the engine sees it. The frame is brought into its screen's coordinate
    /// space, where keyboard frames are. Outside a window the last known screen geometry stands in
    /// (so that a hide still restores the insets); before the first window there is none: `nil`.
    /// Whether the finger is down is brought up to date too, since every decision starts here.
    func makeSnapshot() -> ScrollViewSnapshot? {
        guard let scrollView, let geometry = screenGeometry() else { return nil }
        syncFinger()
        let scrollsVertically = ScrollViewReader.scrollsVertically(scrollView)
        if !scrollsVertically, !hasLoggedHorizontalLayout {
            hasLoggedHorizontalLayout = true
            Log.notice(
                """
                KeyboardAware: this collection view's layout scrolls only horizontally; a bottom inset would \
                break its full-height items, so the kit leaves its insets and offset alone
                """)
        }
        return ScrollViewSnapshot(
            screenSize: geometry.screenSize, frameInScreen: geometry.frameInScreen,
            contentSize: scrollView.contentSize, contentOffset: scrollView.contentOffset,
            contentInset: EdgeInsets(scrollView.contentInset),
            adjustedContentInset: EdgeInsets(scrollView.adjustedContentInset),
            indicatorInset: EdgeInsets(scrollView.verticalScrollIndicatorInsets),
            pinnedTop: ScrollViewReader.pinnedTop(above: trackedInput, in: scrollView),
            scrollsVertically: scrollsVertically,
            isAdjustedByController: isAdjustedByController)
    }

    /// Only what the keyboard layout depends on, read without the rest of a snapshot (the pinned
    /// header, the layout's direction, the finger): every layout pass, so every scroll step,
    /// compares it, and a full snapshot is made only when it changed.
    func currentLayoutGeometry() -> LayoutGeometry? {
        guard let scrollView, let geometry = screenGeometry() else { return nil }
        return LayoutGeometry(
            screenSize: geometry.screenSize, frameInScreen: geometry.frameInScreen,
            systemInset: EdgeInsets(scrollView.adjustedContentInset) - EdgeInsets(scrollView.contentInset))
    }

    /// The screen's size and the scroll view's frame in it; outside a window the last known ones.
    private func screenGeometry() -> (screenSize: CGSize, frameInScreen: CGRect)? {
        guard let scrollView else { return nil }
        if let geometry = ScreenSpace.geometry(of: scrollView) {
            lastScreenGeometry = (geometry.screenSize, geometry.frameInScreen)
        }
        return lastScreenGeometry
    }

    /// The focused input as the engine sees it, when it is inside the scroll view and on screen.
    func currentFocus() -> FocusedField? {
        guard let input = trackedInput, let scrollView else { return nil }
        return FocusedFieldReader.field(for: input, in: scrollView)
    }
}
#endif
