import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How the Previous/Next/Done bar should look on the system the app runs on: like the system's own
/// bar above the keyboard.
///
/// iOS 26 draws bars in Liquid Glass, whose bar button items are taller: a 44 pt bar crops them
/// (IQKeyboardToolbar moved to 58 pt for them). But an app keeps the earlier design on iOS 26 when
/// it sets `UIDesignRequiresCompatibility` in its Info.plist (Apple's documentation of that key),
/// or when it was built with an SDK older than iOS 26 (Apple Developer Forums thread 788573: the
/// new design comes with the iOS 26 SDK), and there a glass-sized bar is too tall over an
/// old-style keyboard (IQKeyboardManager #2177). So the look follows the design the app actually
/// runs with, not the system's version alone.
package struct AccessoryBarLook: Sendable, Equatable {
    /// Whether the system draws this app's bars in Liquid Glass.
    package var usesLiquidGlass: Bool

    /// The look for an app on iOS `systemMajorVersion` built with the SDK of major version
    /// `sdkMajorVersion` (`nil` when the app's Info.plist does not say: taken as the system's),
    /// that sets `UIDesignRequiresCompatibility` (`requiresCompatibility`) or not.
    package init(systemMajorVersion: Int, sdkMajorVersion: Int? = nil, requiresCompatibility: Bool) {
        let builtFor = sdkMajorVersion ?? systemMajorVersion
        usesLiquidGlass = systemMajorVersion >= 26 && builtFor >= 26 && !requiresCompatibility
    }

    /// The major version of the SDK an app was built with, from its Info.plist as Xcode writes it:
    /// `DTPlatformVersion` ("26.2"), else the digits of `DTSDKName` ("iphoneos26.2",
    /// "iphonesimulator18.5"); `nil` when neither says.
    package static func sdkMajorVersion(platformVersion: String?, sdkName: String?) -> Int? {
        if let version = platformVersion.flatMap(majorVersion) { return version }
        guard let sdkName, let digits = sdkName.firstIndex(where: \.isNumber) else { return nil }
        return majorVersion(String(sdkName[digits...]))
    }

    /// The number before the first dot of `version`, when there is one.
    private static func majorVersion(_ version: String) -> Int? {
        let major = version.prefix { $0 != "." }
        return major.isEmpty ? nil : Int(major)
    }

    /// The bar's height: 58 pt for Liquid Glass items, 44 pt (a toolbar's own) otherwise.
    package var height: CGFloat { usesLiquidGlass ? 58 : 44 }
}
