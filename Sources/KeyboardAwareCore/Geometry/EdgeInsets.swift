import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Insets in points, the portable twin of `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// The same insets with `amount` added to the bottom edge.
    public func addingBottom(_ amount: CGFloat) -> EdgeInsets {
        var insets = self
        insets.bottom += amount
        return insets
    }

    /// Edge-by-edge sum.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
                   bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// Edge-by-edge difference.
    public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top - rhs.top, left: lhs.left - rhs.left,
                   bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
    }

    /// Whether every edge is within `tolerance` of the other's.
    public func isClose(to other: EdgeInsets, tolerance: CGFloat = Tolerance.write) -> Bool {
        abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
            && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
    }

    public var isFinite: Bool {
        top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
    }

    public var description: String {
        "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
    }
}
