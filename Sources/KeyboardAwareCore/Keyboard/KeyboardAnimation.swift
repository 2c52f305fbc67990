import Foundation

/// The duration and curve UIKit animates the keyboard with, to move the content in step with it.
package struct KeyboardAnimation: Sendable, Hashable {
    /// `UIView.AnimationCurve`'s raw value. 7 is the keyboard's private curve, which UIKit reports
    /// when it says anything at all, so it is also what a missing curve means.
    package static let keyboardCurve = 7

    /// Seconds; never negative or NaN (those arrive as 0).
    package var duration: TimeInterval
    /// `UIView.AnimationCurve`'s raw value; 7 (``keyboardCurve``) for the keyboard's own.
    package var curve: Int

    /// An animation with `duration` seconds (a negative, NaN or infinite duration becomes 0) and
    /// `curve`, by default the keyboard's own.
    package init(duration: TimeInterval, curve: Int = KeyboardAnimation.keyboardCurve) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.curve = curve
    }

    /// No animation: the change applies at once.
    package static let immediate = KeyboardAnimation(duration: 0)

    /// The curve as `UIView.AnimationOptions` bits: `UIView.AnimationOptions` keeps the curve in
    /// bits 16 to 19, so a reported curve outside 0...15 (which would spill into other options)
    /// falls back to the keyboard's own 7.
    package var animationOptionsCurve: UInt {
        let curve = (0...15).contains(self.curve) ? self.curve : Self.keyboardCurve
        return UInt(curve) << 16
    }

    /// Whether applying with this animation animates at all.
    package var isAnimated: Bool { duration > 0 }
}
