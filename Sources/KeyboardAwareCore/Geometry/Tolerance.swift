import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The tolerances the behaviour is defined with.
package enum Tolerance {
    /// A value this close to the one a scroll view already has is never written again, so
    /// duplicate notifications and rounding noise cost no layout pass.
    package static let write: CGFloat = 0.01
    /// How far the focused rect may stick out of the visible region and still count as visible.
    package static let visibility: CGFloat = 0.5
}
