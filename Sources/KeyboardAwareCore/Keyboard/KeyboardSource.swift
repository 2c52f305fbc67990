import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the keyboard is when no notification says so, and how much of an input accessory view a
/// notification leaves out: the two facts about the keyboard that UIKit reports only indirectly.
///
/// UIKit posts no notification for a keyboard that is already up when a view starts observing
/// (rule 14, attach), and since iOS 26 the end frame of a shown keyboard leaves out the first
/// responder's input accessory view (rule 3, covered height). The UIKit layer gathers what the
/// system offers (the last notification on the screen, the window's `keyboardLayoutGuide`, the
/// accessory view's height, the system's version) and these functions decide; they hold the policy
/// so that it is tested here, not on a device.
package enum KeyboardSource {
    /// The first major version of iOS whose keyboard notifications leave the input accessory view
    /// out of a shown keyboard's end frame (apps measured it on iOS 26; the frames of iOS 15-18
    /// include it).
    package static let firstSystemLeavingAccessoryOut = 26

    /// The accessory height to hand to the engine with a notification (the `accessoryHeight` of
    /// rule 3, covered height).
    ///
    /// - Parameters:
    ///   - endFrame: the notification's end frame, in screen coordinates.
    ///   - accessoryHeight: the height of the first responder's `inputAccessoryView`, 0 without one.
    ///   - systemMajorVersion: the running system's major version.
    /// - Returns: `accessoryHeight` on systems that leave it out, 0 elsewhere. A frame no taller
    ///   than the accessory view (a hardware keyboard hides the software one and only the bar
    ///   shows) is the bar itself, already counted: 0.
    package static func accessoryHeightLeftOut(
        endFrame: CGRect, accessoryHeight: CGFloat, systemMajorVersion: Int
    ) -> CGFloat {
        guard systemMajorVersion >= firstSystemLeavingAccessoryOut, accessoryHeight.isFinite, accessoryHeight > 0
        else {
            return 0
        }
        return endFrame.standardized.height > accessoryHeight + 1 ? accessoryHeight : 0
    }

    /// What the window's `keyboardLayoutGuide` says, in screen coordinates, once it is laid out.
    package struct GuideReading: Sendable, Equatable {
        /// The guide's top.
        package var top: CGFloat
        /// Where its top rests with no docked keyboard: the window's bottom safe-area edge.
        package var restingTop: CGFloat

        /// A laid-out guide whose top is at `top` and rests at `restingTop`.
        package init(top: CGFloat, restingTop: CGFloat) {
            self.top = top
            self.restingTop = restingTop
        }

        /// Whether the guide follows a docked keyboard: its top is above its resting place by more
        /// than half a point (less is rounding in the conversion; any keyboard or bar is taller).
        package var showsKeyboard: Bool { top.isFinite && top < restingTop - 0.5 }
    }

    /// The keyboard frame to lay out from when the scroll view starts observing (rule 14), in
    /// screen coordinates, or `nil` when no keyboard is known to be up.
    ///
    /// The last notification on the screen knows every kind of keyboard, floating and undocked
    /// included, but only what the process has seen, and a scene in the background may miss the
    /// keyboard going. The window's `keyboardLayoutGuide`, once laid out, is current for a docked
    /// keyboard, but drops floating and undocked ones to its resting place. So: a notified keyboard
    /// that is not docked stays, since the guide cannot show it; otherwise a laid-out guide decides,
    /// a docked keyboard where it shows one (on iOS 26 the notification of a keyboard with autofill
    /// suggestions has been seen to be wrong) and none where it shows none (the notification is
    /// stale); a guide not laid out yet says nothing, and the notification stands.
    ///
    /// - Parameters:
    ///   - lastNotified: the end frame of the last keyboard notification on this screen, `nil`
    ///     after a hide or when none was seen.
    ///   - guide: the window's keyboard layout guide, `nil` when it is not laid out or cannot be read.
    ///   - screenSize: the screen's interface-oriented size.
    package static func currentFrame(lastNotified: CGRect?, guide: GuideReading?, screenSize: CGSize) -> CGRect? {
        let notified = lastNotified.flatMap { frame -> CGRect? in
            let state = KeyboardState(endFrame: frame, screenHeight: screenSize.height)
            return state == .hidden ? nil : frame
        }
        if let notified, KeyboardState(endFrame: notified, screenHeight: screenSize.height) == .undocked {
            return notified
        }
        guard let guide else { return notified }
        guard guide.showsKeyboard, guide.top < screenSize.height else { return nil }
        let top = max(0, guide.top)
        return CGRect(x: 0, y: top, width: screenSize.width, height: screenSize.height - top)
    }
}
