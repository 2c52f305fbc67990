import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `UIScrollView.ContentInsetAdjustmentBehavior`, and the safe-area part each mode adds to
/// `adjustedContentInset`.
package enum ContentInsetAdjustment: String, Sendable, CaseIterable {
    /// UIKit's four modes, named as in `UIScrollView.ContentInsetAdjustmentBehavior`.
    case automatic, scrollableAxes, always, never

    /// The edges of `safeArea` UIKit adds to `contentInset` to make `adjustedContentInset`.
    /// An axis counts as scrollable when the content is longer than the frame along it.
    package func systemInset(safeArea: EdgeInsets, contentSize: CGSize, frameSize: CGSize) -> EdgeInsets {
        let scrollsVertically = contentSize.height > frameSize.height
        let scrollsHorizontally = contentSize.width > frameSize.width
        let vertical: Bool
        let horizontal: Bool
        switch self {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
        }
        return EdgeInsets(
            top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
            bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0)
    }
}
