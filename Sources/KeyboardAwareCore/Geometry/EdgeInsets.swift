import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Insets in points, the portable twin of `UIEdgeInsets`.
package struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The top inset, in points.
    package var top: CGFloat
    /// The left inset, in points.
    package var left: CGFloat
    /// The bottom inset, in points: the edge the keyboard's extra is added to.
    package var bottom: CGFloat
    /// The right inset, in points.
    package var right: CGFloat

    /// Insets with the given edges; omitted edges are 0.
    package init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    package static let zero = EdgeInsets()

    /// The same insets with `amount` added to the bottom edge.
    package func addingBottom(_ amount: CGFloat) -> EdgeInsets {
        var insets = self
        insets.bottom += amount
        return insets
    }

    /// Edge-by-edge sum.
    package static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// Edge-by-edge difference.
    package static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top - rhs.top, left: lhs.left - rhs.left,
            bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
    }

    /// Whether every edge is within `tolerance` of the other's.
    package func isClose(to other: EdgeInsets, tolerance: CGFloat = Tolerance.write) -> Bool {
        abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
            && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
    }

    /// Whether no edge is NaN or infinite. Such a value is never written to a scroll view.
    package var isFinite: Bool {
        top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
    }

    /// `(top: …, left: …, bottom: …, right: …)`, as the simulator and the debug log print insets.
    package var description: String {
        "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
    }
}
