import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How the Previous/Next/Done bar should look on the system the app runs on: like the system's own
/// bar above the keyboard.
///
/// iOS 26 draws bars in Liquid Glass, whose bar button items are taller: a 44 pt bar crops them
/// (IQKeyboardToolbar moved to 58 pt for them). But an app that sets
/// `UIDesignRequiresCompatibility` in its Info.plist keeps the earlier design on iOS 26 (Apple's
/// documentation of that key), and there a glass-sized bar is too tall (IQKeyboardManager #2177).
/// So the look follows the design the app actually runs with, not the version alone.
package struct AccessoryBarLook: Sendable, Equatable {
    /// Whether the system draws this app's bars in Liquid Glass.
    package var usesLiquidGlass: Bool

    /// The look for an app on iOS `systemMajorVersion` that sets `UIDesignRequiresCompatibility`
    /// (`requiresCompatibility`) or not.
    package init(systemMajorVersion: Int, requiresCompatibility: Bool) {
        usesLiquidGlass = systemMajorVersion >= 26 && !requiresCompatibility
    }

    /// The bar's height: 58 pt for Liquid Glass items, 44 pt (a toolbar's own) otherwise.
    package var height: CGFloat { usesLiquidGlass ? 58 : 44 }
}
