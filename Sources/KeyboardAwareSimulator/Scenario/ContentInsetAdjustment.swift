import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `UIScrollView.ContentInsetAdjustmentBehavior`, and the safe-area part each mode adds to
/// `adjustedContentInset`.
package enum ContentInsetAdjustment: String, Sendable, CaseIterable {
    /// UIKit's four modes, named as in `UIScrollView.ContentInsetAdjustmentBehavior`.
    case automatic, scrollableAxes, always, never

    /// The edges of `safeArea` UIKit adds to `contentInset` to make `adjustedContentInset`
    /// (`UIScrollView.h`): `.scrollableAxes` adds top and bottom when the view scrolls vertically
    /// (content taller than the frame, or `alwaysBounceVertical`) and left and right when the
    /// content is wider; `.automatic` is the same, except that a controller's view inside a
    /// navigation controller gets top and bottom always.
    ///
    /// - Parameters:
    ///   - safeArea: the scroll view's `safeAreaInsets`.
    ///   - contentSize: the content's size; the insets the engine adds do not count.
    ///   - frameSize: the scroll view's size.
    ///   - bouncesVertically: `alwaysBounceVertical`.
    ///   - isNavigationControllerOwned: the view of a controller inside a navigation controller.
    package func systemInset(
        safeArea: EdgeInsets, contentSize: CGSize, frameSize: CGSize,
        bouncesVertically: Bool = false, isNavigationControllerOwned: Bool = false
    ) -> EdgeInsets {
        let scrollsVertically = contentSize.height > frameSize.height || bouncesVertically
        let scrollsHorizontally = contentSize.width > frameSize.width
        let vertical: Bool
        let horizontal: Bool
        switch self {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic:
            (vertical, horizontal) = (scrollsVertically || isNavigationControllerOwned, scrollsHorizontally)
        }
        return EdgeInsets(
            top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
            bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
    }
}
