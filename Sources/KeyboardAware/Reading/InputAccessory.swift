#if canImport(UIKit)
import UIKit

/// The input accessory view of the input being edited, as rule 3 needs it: since iOS 26 a shown
/// keyboard's end frame leaves it out, yet it covers the view as much as the keys do. It measures
/// the view and the running system; `KeyboardSource.accessoryHeightLeftOut` decides.
@MainActor
enum InputAccessory {
    /// The running system's major version (iOS 26 for 26.1): the SDK this is built with may predate
    /// the system it runs on, so `#available` cannot name the versions that matter.
    static let systemMajorVersion = ProcessInfo.processInfo.operatingSystemVersion.majorVersion

    /// The height of `input`'s accessory view that a keyboard frame of `endFrame` leaves out: 0
    /// without an input, without an accessory view, and on systems whose frames include it.
    static func heightLeftOut(of input: UIView?, endFrame: CGRect) -> CGFloat {
        KeyboardSource.accessoryHeightLeftOut(
            endFrame: endFrame, accessoryHeight: height(of: input), systemMajorVersion: systemMajorVersion)
    }

    /// The height of `input`'s `inputAccessoryView` as laid out, or as it asks to be when it has not
    /// been laid out yet (an accessory view sized by Auto Layout); 0 without one.
    static func height(of input: UIView?) -> CGFloat {
        #if os(visionOS)
        return 0 // visionOS has no input accessory views
        #else
        guard let accessory = input?.inputAccessoryView, !accessory.isHidden else { return 0 }
        let laidOut = accessory.bounds.height
        if laidOut > 0 { return laidOut }
        let intrinsic = accessory.intrinsicContentSize.height
        return intrinsic.isFinite && intrinsic > 0 ? intrinsic : 0
        #endif
    }
}
#endif
