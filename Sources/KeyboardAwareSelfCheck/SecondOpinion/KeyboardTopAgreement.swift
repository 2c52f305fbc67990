import Foundation
import KeyboardAwareCore
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// UIKit's second opinion on the keyboard: the kit's idea of where the keyboard starts, compared
/// with the window's `keyboardLayoutGuide`, which UIKit moves with the keyboard it shows.
package enum KeyboardTopAgreement {
    /// How far apart, in points, the two may be: UIKit rounds to pixels.
    package static let tolerance: CGFloat = 1

    /// What disagrees, or `nil` when the kit and UIKit agree.
    ///
    /// - Parameters:
    ///   - state: The kit's keyboard state.
    ///   - kitTop: The top of the room the kit keeps clear, in window coordinates (the scroll
    ///     view's bottom less its adjusted bottom inset, for a view down to the window's bottom
    ///     with no inset of the app's).
    ///   - guideTop: The top of the window's `keyboardLayoutGuide`.
    ///   - restingTop: Where that guide rests with no keyboard: the bottom of the window's safe area.
    package static func disagreement(
        state: KeyboardState, kitTop: CGFloat, guideTop: CGFloat, restingTop: CGFloat
    ) -> String? {
        let uiKitShowsKeyboard = guideTop < restingTop - tolerance
        switch state {
        case .undocked:
            // Documented exception: the guide drops to the bottom for a keyboard off the bottom edge.
            return nil
        case .hidden:
            return uiKitShowsKeyboard
                ? "UIKit's keyboard layout guide starts at \(JSONWriter.format(Double(guideTop))), the kit sees no keyboard"
                : nil
        case .docked:
            guard uiKitShowsKeyboard else {
                return
                    "the kit sees a docked keyboard up to \(JSONWriter.format(Double(kitTop))), UIKit's layout guide none"
            }
            return abs(kitTop - guideTop) > tolerance
                ? "keyboard top: the kit \(JSONWriter.format(Double(kitTop))), UIKit's layout guide \(JSONWriter.format(Double(guideTop)))"
                : nil
        }
    }
}
