import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the keyboard is when no notification says so: the fact about the keyboard that UIKit
/// reports only indirectly.
///
/// UIKit posts no notification for a keyboard that is already up when a view starts observing
/// (rule 14, attach), nor while the finger drags it down in an interactive dismissal (rule 15,
/// tracked frames). The UIKit layer gathers what the system offers (the last notification on the
/// screen, the window's `keyboardLayoutGuide`, the finger) and these functions decide; they hold
/// the policy so that it is tested here, not on a device.
package enum KeyboardSource {
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
    /// included, and its frame counts the input accessory view, but it knows only what the process
    /// has seen: a scene in the background may miss the keyboard going. The window's
    /// `keyboardLayoutGuide`, once laid out, knows whether a docked keyboard is up, but drops
    /// floating and undocked ones to its resting place, and on iOS 26 it has been seen misplaced
    /// around accessory views (FB18129551, FB18129558). So each answers what it knows: a notified
    /// keyboard that is not docked stays, since the guide cannot show it; a notified docked
    /// keyboard keeps its frame while a laid-out guide shows a keyboard too, and is taken as gone
    /// when the guide rests (the notification is stale); with no notified keyboard, the guide's
    /// keyboard is the one there is; a guide not laid out yet says nothing, and the notification
    /// stands.
    ///
    /// A hide known from a notification stands until a notification shows a keyboard: after an
    /// interactive dismissal or a hardware keyboard's resign, iOS 26's guide has been seen resting
    /// above the safe area (FB18129551), which read as a keyboard would leave a blank inset with no
    /// keyboard.
    ///
    /// - Parameters:
    ///   - lastNotified: the covering frame of the last keyboard notification on this screen that
    ///     showed one, `nil` when none was seen or the last one hid it.
    ///   - isHiddenByNotification: the last notification on this screen hid the keyboard.
    ///   - guide: the window's keyboard layout guide, `nil` when it is not laid out or cannot be read.
    ///   - screenSize: the screen's interface-oriented size.
    package static func currentFrame(
        lastNotified: CGRect?, isHiddenByNotification: Bool = false, guide: GuideReading?, screenSize: CGSize
    ) -> CGRect? {
        guard !isHiddenByNotification else { return nil }
        let notified = lastNotified.flatMap { frame -> CGRect? in
            let state = KeyboardState(endFrame: frame, screenHeight: screenSize.height)
            return state == .hidden ? nil : frame
        }
        if let notified, KeyboardState(endFrame: notified, screenHeight: screenSize.height) == .undocked {
            return notified
        }
        guard let guide else { return notified }
        guard guide.showsKeyboard, guide.top < screenSize.height else { return nil }
        if let notified { return notified }
        let top = max(0, guide.top)
        return CGRect(x: 0, y: top, width: screenSize.width, height: screenSize.height - top)
    }

    /// Where an interactive dismissal has dragged the keyboard (rule 15, tracked frames): UIKit's
    /// `.interactive` dismiss mode makes the keyboard follow the dragging touch off screen
    /// (`UIScrollView.KeyboardDismissMode.interactive`), so its top is the finger's, never above
    /// where it rests, and it slides down whole.
    ///
    /// The finger is exact by that definition on every system, costs one pan callback per frame
    /// the finger moves, and needs neither a view in the app's hierarchy nor the window's keyboard
    /// layout guide, which iOS 26 has been seen to jump during interactive dismissal and to misplace
    /// around accessory views (FB18129551, FB18129558).
    ///
    /// - Parameters:
    ///   - resting: everything that covered the screen when the drag began (accessory view
    ///     included), in screen coordinates.
    ///   - fingerY: the finger's `y` in screen coordinates.
    ///   - accessoryRestingTop: where an input accessory view that stays while the keyboard goes
    ///     rests, in screen coordinates (a view controller's composer under `.interactive` from
    ///     iOS 16 on, where only `.interactiveWithAccessory` takes the accessory along); `nil` when
    ///     the accessory goes with the keyboard or there is none.
    /// - Returns: `resting` moved down to the finger (a finger that is not a number moves nothing),
    ///   but never below where a staying accessory rests: the content must not pass under it.
    package static func interactiveDismissalFrame(
        resting: CGRect, fingerY: CGFloat, accessoryRestingTop: CGFloat? = nil
    ) -> CGRect {
        let frame = resting.standardized
        var top = max(frame.minY, fingerY.isNaN ? frame.minY : fingerY)
        if let accessoryRestingTop, accessoryRestingTop.isFinite {
            top = min(top, max(frame.minY, accessoryRestingTop))
        }
        return frame.offsetBy(dx: 0, dy: top - frame.minY)
    }

    /// Whether a shown keyboard's end frame can be a frame in screen coordinates on a screen of
    /// `screenSize`: a keyboard on screen never reaches past the screen's sides (a point of
    /// rounding allowed). iPadOS 26 has been reported to post a text view's keyboard frame in view
    /// coordinates when it has an accessory view (FB18129544); taken as a screen frame, it would
    /// cover the wrong part of the view. A notification whose frame fails this is ignored
    /// (``KeyboardInputProblem/endFrameNotOnScreen``), and the next one lays out.
    package static func isScreenFrame(_ frame: CGRect, screenSize: CGSize) -> Bool {
        let frame = frame.standardized
        return frame.minX >= -1 && frame.maxX <= screenSize.width + 1
    }

    /// The keyboard's end frame in screen coordinates, recovered when it was reported in another
    /// space: iPadOS 26 has been reported to post a text view's keyboard frame in that view's
    /// coordinates when it has an accessory view (FB18129544). A frame that reaches past the
    /// screen's sides cannot be a keyboard on screen; the same frame read in the input's coordinate
    /// space (`fromInput`, converted by the caller) that fits the screen is the one meant.
    ///
    /// A frame in view coordinates that happens to fit the screen (a window further down than the
    /// view's origin) cannot be told from a true screen frame by its numbers, and is taken as
    /// reported; the next notification lays out again.
    ///
    /// - Returns: `reported` when it can be a screen frame, else `fromInput` when that can, else
    ///   `nil` (the engine ignores the notification: ``KeyboardInputProblem/endFrameNotOnScreen``).
    package static func screenFrame(
        reported: CGRect, fromInput: @autoclosure () -> CGRect?, screenSize: CGSize
    ) -> CGRect? {
        if isScreenFrame(reported, screenSize: screenSize) { return reported }
        // Converted only now: every notification comes this way, and nearly all fit the screen.
        guard let fromInput = fromInput(), fromInput.isFinite, isScreenFrame(fromInput, screenSize: screenSize) else {
            return nil
        }
        return fromInput
    }
}
