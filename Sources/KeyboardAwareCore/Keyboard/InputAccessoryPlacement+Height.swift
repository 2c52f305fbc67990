import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The height of an input accessory view as read (Behaviour rules:
/// *How much of the view the keyboard covers*): one in a window is laid out, and its bounds are
/// its height. One not in a window yet (a first show, before UIKit placed it) may not have been
/// laid out either: an accessory sized by Auto Layout has no height until then, and the height it
/// asks for (its intrinsic content size) stands in.
extension InputAccessoryPlacement {
    /// The accessory's height; 0 when it says nothing.
    ///
    /// - Parameters:
    ///   - laidOut: its bounds' height.
    ///   - isInWindow: whether it is in a window (placed by UIKit).
    ///   - intrinsic: its intrinsic content height (`UIView.noIntrinsicMetric`, -1, without one);
    ///     read only outside a window before any layout.
    package static func height(laidOut: CGFloat, isInWindow: Bool, intrinsic: () -> CGFloat) -> CGFloat {
        if isInWindow || laidOut > 0 { return laidOut }
        let asked = intrinsic()
        return asked.isFinite && asked > 0 ? asked : 0
    }
}
