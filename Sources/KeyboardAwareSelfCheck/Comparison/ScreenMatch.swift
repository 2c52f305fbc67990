import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Whether a device's screen can replay a scenario written for a screen of `needed` size: the
/// same size, the same turned on its side (the interface can be turned), or another device,
/// reported with the size the scenario needs rather than replayed against the wrong geometry.
package enum ScreenMatch: Sendable, Equatable {
    /// The screen has the scenario's size (within ``ReplayComparison/tolerance``).
    case same
    /// The screen turned on its side has the scenario's size.
    case turned
    /// Another screen: `needs a 393×852 screen (this one is 402×874)`.
    case other(String)

    /// How a device screen of `device` size (interface-oriented bounds) matches `needed`.
    package init(needed: CGSize, device: CGSize) {
        if Self.fits(device, needed) {
            self = .same
        } else if Self.fits(CGSize(width: device.height, height: device.width), needed) {
            self = .turned
        } else {
            self = .other("needs a \(Self.describe(needed)) screen (this one is \(Self.describe(device)))")
        }
    }

    /// `393×852`, `393.5×852`.
    package static func describe(_ size: CGSize) -> String {
        "\(JSONWriter.format(Double(size.width)))×\(JSONWriter.format(Double(size.height)))"
    }

    private static func fits(_ size: CGSize, _ wanted: CGSize) -> Bool {
        abs(size.width - wanted.width) <= ReplayComparison.tolerance
            && abs(size.height - wanted.height) <= ReplayComparison.tolerance
    }
}
