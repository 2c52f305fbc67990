#if canImport(UIKit)
import UIKit

/// The bar looks like the system's bar above the keyboard on the system it runs on, chosen at run
/// time (the package builds with SDKs that know nothing of iOS 26, where `#available(iOS 26, *)`
/// does not compile).
extension KeyboardAccessoryBar {
    /// `.keyboard` through iOS 18: blur and tint that continue the keyboard's own background, as
    /// the system's form assistant looks there.
    ///
    /// `.default` from iOS 26 on. There the keyboard is a rounded sheet of Liquid Glass, and the
    /// `.keyboard` tint paints a flat strip with a divider above it that matches nothing of the
    /// system's (react-native-keyboard-controller#1015, which moved to Safari's and Settings' look
    /// there). A toolbar's bar button items turn into Liquid Glass buttons by themselves on iOS 26
    /// (stripe-ios#5528), so the bar keeps its transparent toolbar and no tint of its own, and the
    /// items float above the keyboard like the system's. `.default` blurs without tinting, which
    /// Apple describes for views attached to the keyboard that "don't look like the keyboard
    /// itself" (`UIInputView.Style.default`).
    static var systemInputViewStyle: UIInputView.Style {
        usesLiquidGlass ? .default : .keyboard
    }

    /// The look of the design this app runs with: Liquid Glass from iOS 26 on for an app built
    /// with the iOS 26 SDK (an app built with an older one keeps its earlier design there: Xcode
    /// writes the SDK into the Info.plist as `DTPlatformVersion` and `DTSDKName`), unless the app
    /// keeps the earlier design with `UIDesignRequiresCompatibility` in its Info.plist.
    static let look: AccessoryBarLook = {
        let info = Bundle.main
        return AccessoryBarLook(
            systemMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion,
            sdkMajorVersion: AccessoryBarLook.sdkMajorVersion(
                platformVersion: info.object(forInfoDictionaryKey: "DTPlatformVersion") as? String,
                sdkName: info.object(forInfoDictionaryKey: "DTSDKName") as? String),
            requiresCompatibility: info.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool == true)
    }()

    /// Whether the system draws this app's bars in Liquid Glass.
    static var usesLiquidGlass: Bool { look.usesLiquidGlass }
}
#endif
