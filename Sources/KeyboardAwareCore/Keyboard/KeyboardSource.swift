import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the keyboard is when no notification says so: the fact about the keyboard that UIKit
/// reports only indirectly.
///
/// UIKit posts no notification for a keyboard that is already up when a view starts observing
/// (Behaviour rules: *Joining a keyboard already up*), nor while the finger drags it down in an
/// interactive dismissal (Behaviour rules: *Frames between notifications*). The UIKit layer gathers
/// what the system offers (the last notification on the screen, the window's `keyboardLayoutGuide`,
/// the finger) and these functions decide; they hold the policy so that it is tested here, not on a
/// device.
package enum KeyboardSource {
    /// What the window's `keyboardLayoutGuide` says, in screen coordinates.
    package struct GuideReading: Sendable, Equatable {
        /// The guide's top.
        package var top: CGFloat
        /// Where its top rests with no docked keyboard: the window's bottom safe-area edge.
        package var restingTop: CGFloat
        /// Whether the guide has been laid out. Apple documents a layout guide's `layoutFrame` as
        /// valid only once its owning view has laid out; a guide made by its first use has a zero
        /// frame until the window's next layout pass, which says nothing about the keyboard.
        package var isLaidOut = true

        /// A laid-out guide whose top is at `top` and rests at `restingTop`.
        package init(top: CGFloat, restingTop: CGFloat) {
            self.top = top
            self.restingTop = restingTop
        }

        /// The guide as UIKit reports it, from raw values: its `layoutFrame` in the window's
        /// coordinates, the window's frame in the screen's and the window's bottom safe-area inset.
        /// A frame of no width (or not finite) is a guide not laid out yet.
        package init(layoutFrame: CGRect, windowFrameInScreen window: CGRect, windowSafeAreaBottom: CGFloat) {
            let frame = layoutFrame.standardized
            top = window.minY + frame.minY
            restingTop = window.maxY - windowSafeAreaBottom
            isLaidOut = frame.width > 0 && frame.isFinite && window.isFinite
        }

        /// Whether the guide follows a docked keyboard: its top is above its resting place by more
        /// than half a point (less is rounding in the conversion; any keyboard or bar is taller).
        package var showsKeyboard: Bool { isLaidOut && top.isFinite && top < restingTop - 0.5 }
    }

    /// What the UIKit layer knows about the keyboard when a scroll view starts observing.
    package enum Attach: Sendable, Equatable {
        /// No keyboard is up: lay out as a hide (Behaviour rules: *Joining a keyboard already up*).
        case hidden
        /// The keyboard covers this frame, in screen coordinates (Behaviour rules:
        /// *Joining a keyboard already up*).
        case shown(CGRect)
        /// Nothing can be said yet (the guide is not laid out, and no notification settles it): ask
        /// again at the next layout pass rather than take "no keyboard" for an answer.
        case notYetKnown

        /// The frame to attach under; `nil` for a hide or while not known.
        package var frame: CGRect? {
            if case .shown(let frame) = self { return frame }
            return nil
        }

        /// What a scene back in the foreground lays out under (Behaviour rules: *Scenes in the
        /// background*): the keyboard as known now; while nothing can be said yet, the frame the
        /// engine had before (`last`), and the view asks again at the next layout pass, as an
        /// attach does, instead of taking "no keyboard" for an answer.
        package func foregroundFrame(last: CGRect?) -> (frame: CGRect?, asksAgain: Bool) {
            switch self {
            case .hidden: (nil, false)
            case .shown(let frame): (frame, false)
            case .notYetKnown: (last, true)
            }
        }
    }

    /// The keyboard frame to lay out from when the scroll view starts observing (Behaviour rules:
    /// *Joining a keyboard already up*), in screen coordinates.
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
    /// keyboard is the one there is. A guide not laid out yet says nothing: the notification
    /// stands, and without one the answer waits for the guide's first layout.
    ///
    /// A hide known from a notification stands until a notification shows a keyboard: after an
    /// interactive dismissal or a hardware keyboard's resign, iOS 26's guide has been seen resting
    /// above the safe area (FB18129551), which read as a keyboard would leave a blank inset with no
    /// keyboard.
    ///
    /// A focused input that left its window with no hide notification (a SwiftUI screen popped
    /// while its field was focused, iOS 26.5) leaves the notified frame in doubt: it stands only
    /// while a laid-out guide shows a keyboard too, and waits for the guide otherwise.
    ///
    /// - Parameters:
    ///   - lastNotified: the covering frame of the last keyboard notification on this screen that
    ///     showed one, `nil` when none was seen or the last one hid it.
    ///   - isHiddenByNotification: the last notification on this screen hid the keyboard.
    ///   - inputLeftWindow: the input being edited when the keyboard came is no longer in a window,
    ///     and no notification said the keyboard went.
    ///   - guide: the window's keyboard layout guide, `nil` when it cannot be read at all.
    ///   - screenSize: the screen's interface-oriented size.
    ///   - windowFrame: the window's frame in screen coordinates, where it ends above the screen's
    ///     bottom (Slide Over, whose docked keyboard may end at the window's bottom, see
    ///     *Docked and undocked keyboards* in the behaviour rules).
    package static func currentFrame(
        lastNotified: CGRect?, isHiddenByNotification: Bool = false, inputLeftWindow: Bool = false,
        guide: GuideReading?, screenSize: CGSize, windowFrame: CGRect? = nil
    ) -> Attach {
        guard !isHiddenByNotification else { return .hidden }
        let notified = lastNotified.flatMap { frame -> CGRect? in
            let state = KeyboardState(endFrame: frame, screenHeight: screenSize.height)
            return state == .hidden ? nil : frame
        }
        if let notified, !inputLeftWindow,
            KeyboardState(endFrame: notified, screen: screenSize, window: windowFrame) == .undocked
        {
            return .shown(notified)
        }
        // A guide that cannot be read at all leaves the notification to stand.
        guard let guide else { return notified.map { .shown($0) } ?? .hidden }
        guard guide.isLaidOut else {
            if let notified, !inputLeftWindow { return .shown(notified) }
            return .notYetKnown
        }
        guard guide.showsKeyboard, guide.top < screenSize.height else { return .hidden }
        if let notified { return .shown(notified) }
        let top = max(0, guide.top)
        return .shown(CGRect(x: 0, y: top, width: screenSize.width, height: screenSize.height - top))
    }

    /// Where an interactive dismissal has dragged the keyboard (Behaviour rules:
    /// *Frames between notifications*): UIKit's `.interactive` dismiss mode makes the keyboard
    /// follow the dragging touch off screen (`UIScrollView.KeyboardDismissMode.interactive`), so
    /// its top is the finger's, never above where it rests, and it slides down whole.
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
    /// rounding allowed).
    package static func isScreenFrame(_ frame: CGRect, screenSize: CGSize) -> Bool {
        let frame = frame.standardized
        return frame.minX >= -1 && frame.maxX <= screenSize.width + 1
    }

    /// Whether `frame` rests where a docked keyboard does: its bottom on the screen's bottom, or on
    /// the window's where the window ends above it (Slide Over, see *Docked and undocked keyboards*
    /// in the behaviour rules), a point of rounding allowed.
    package static func restsDocked(_ frame: CGRect, screenSize: CGSize, windowFrame: CGRect? = nil) -> Bool {
        let frame = frame.standardized
        guard frame.width > 0, frame.height > 0, frame.minY < screenSize.height else { return false }
        if abs(frame.maxY - screenSize.height) <= 1 { return true }
        return windowFrame.map { abs(frame.maxY - $0.standardized.maxY) <= 1 } ?? false
    }

    /// A frame that spans the screen's (or the window's) width, as a docked keyboard does, but does
    /// not rest where a docked keyboard rests: above the bottom, across it, or wholly below it.
    private static func isWideAwayFromTheBottom(_ frame: CGRect, screenSize: CGSize, windowFrame: CGRect?) -> Bool {
        let frame = frame.standardized
        let width = min(screenSize.width, windowFrame?.standardized.width ?? screenSize.width)
        return frame.width >= width - 1 && !restsDocked(frame, screenSize: screenSize, windowFrame: windowFrame)
    }

    /// `rect`, given in the coordinates of a view whose frame in the screen's space is
    /// `viewFrameInScreen` and whose bounds start at `boundsOrigin` (a text view's
    /// `contentOffset`), in the screen's space (a view with no transform, as a text view is).
    package static func rect(_ rect: CGRect, inViewAt viewFrameInScreen: CGRect, boundsOrigin: CGPoint) -> CGRect {
        rect.offsetBy(
            dx: viewFrameInScreen.minX - boundsOrigin.x, dy: viewFrameInScreen.minY - boundsOrigin.y)
    }

    /// The keyboard's end frame in screen coordinates, recovered when it was reported in another
    /// space: iPadOS 26 has been reported to post a text view's keyboard frame in that view's
    /// coordinates when it has an accessory view (FB18129544), its `y` carrying the text view's
    /// `contentOffset` too.
    ///
    /// A frame that reaches past the screen's sides cannot be a keyboard on screen. One that spans
    /// the width of the screen (or of the window) is a docked keyboard's and must rest on the
    /// screen's bottom or the window's: a full-width text view at x = 0, the usual editor, gives a
    /// frame that fits the sides but stops above the bottom (read as undocked, covering nothing) or,
    /// scrolled far, lies below it (read as hidden). In both cases the frame read in the input's
    /// coordinate space (`fromInput`, converted by the caller, see
    /// ``rect(_:inViewAt:boundsOrigin:)``) is the one meant when it rests docked. A wide frame
    /// whose reading in the input's space does not rest docked either (a hardware keyboard's bar
    /// with the software keyboard's frame below the screen, a split or undocked iPad keyboard) is
    /// taken as reported.
    ///
    /// - Returns: `reported` when it can be a screen frame and needs no other reading, else
    ///   `fromInput` when that fits, else `reported` when it fits the sides, else `nil` (the engine
    ///   ignores the notification: ``KeyboardInputProblem/endFrameNotOnScreen``).
    package static func screenFrame(
        reported: CGRect, fromInput: @autoclosure () -> CGRect?, screenSize: CGSize, windowFrame: CGRect? = nil
    ) -> CGRect? {
        let fits = isScreenFrame(reported, screenSize: screenSize)
        if fits, !isWideAwayFromTheBottom(reported, screenSize: screenSize, windowFrame: windowFrame) {
            return reported
        }
        // Converted only now: nearly every notification rests docked or floats on screen.
        guard let fromInput = fromInput(), fromInput.isFinite, isScreenFrame(fromInput, screenSize: screenSize) else {
            return fits ? reported : nil
        }
        guard fits else { return fromInput }
        return restsDocked(fromInput, screenSize: screenSize, windowFrame: windowFrame) ? fromInput : reported
    }
}
