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
    /// Heights compared for focus scrolling: a rect at most this much taller than the visible
    /// height still fits it (Behaviour rules: *When the offset moves*), since a visible height is a
    /// difference of large offsets and carries their rounding error.
    package static let height: CGFloat = 0.01

    /// Screen sizes this close in both dimensions are the same screen size: no rotation and no
    /// resize of the screen (Behaviour rules: *Rotation and resizing*), where any real one moves a
    /// side by whole points.
    package static let screenSize: CGFloat = 0.01

    /// Whether `before` and `after` are the same screen size, within ``screenSize`` in width and
    /// height: the one comparison every rotation check makes.
    package static func isSameScreenSize(_ before: CGSize, _ after: CGSize) -> Bool {
        abs(before.width - after.width) <= screenSize && abs(before.height - after.height) <= screenSize
    }

    /// Whether a rect `height` high is taller than `limit`, by more than ``height``.
    package static func isTaller(_ height: CGFloat, than limit: CGFloat) -> Bool {
        height > limit + Self.height
    }

    /// Whether `time` has reached `deadline`, within a nanosecond or a few units of the deadline's
    /// last place, whichever is more: a deadline is a sum of times (a notification's and a wait),
    /// and so is the clock that reaches it, each with its rounding; after about 194 days of uptime
    /// (2^24 s, on `CACurrentMediaTime`'s clock) one unit is more than a nanosecond.
    package static func isReached(_ deadline: TimeInterval, at time: TimeInterval) -> Bool {
        time >= deadline - max(1e-9, 4 * deadline.ulp)
    }
}
