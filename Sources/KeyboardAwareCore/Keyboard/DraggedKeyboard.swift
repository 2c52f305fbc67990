import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A keyboard the user's finger drags down (an interactive dismissal: see
/// *Frames between notifications* in the behaviour rules), as the engine remembers it: where it
/// rested when the drag began, and, once the finger lets go of it, until when the engine waits
/// for the keyboard's own notification.
///
/// UIKit posts no notification while the finger drags the keyboard. When the finger lets go, it
/// either dismisses the keyboard, and notifies, or springs it back to where it rested, which it
/// has been seen to do without any notification. The engine's last keyboard frame is then where
/// the finger left it. So when no notification comes within the option `letGoWait`, the engine
/// lays out again for the resting frame, as an attach (Behaviour rules:
/// *Joining a keyboard already up*) would. The scenario format leaves this case open; scenario
/// files wait for nothing unless they say so.
package struct DraggedKeyboard: Sendable, Equatable {
    /// The covering frame before the finger moved it: where the drag is measured from, and where
    /// a keyboard let go without a notification went back to.
    package var resting: CGRect
    /// Set once the finger let go of a keyboard it moved: when the engine stops waiting for the
    /// keyboard's notification.
    package var letGoDeadline: TimeInterval?

    /// A drag that began with the keyboard covering `resting`.
    package init(resting: CGRect, letGoDeadline: TimeInterval? = nil) {
        self.resting = resting
        self.letGoDeadline = letGoDeadline
    }

    /// Where a drag beginning now measures the keyboard from (Behaviour rules:
    /// *Frames between notifications*): where an `earlier` drag found it resting, since then no
    /// notification came and the last frame is where that drag's finger left it, not where the
    /// keyboard is; else the `lastFrame` notified; `nil` with neither.
    package static func restingFrame(earlier: DraggedKeyboard?, lastFrame: CGRect?) -> CGRect? {
        earlier?.resting ?? lastFrame
    }

    /// Whether a frame under the finger whose top is `top` is handed to the engine, the last one
    /// handed having had its top at `lastTop` (Behaviour rules: *Frames between notifications*):
    /// only when the top moved by more than ``Tolerance/write``. A finger moving sideways, or one
    /// above the resting keyboard or below a staying accessory, moves nothing and costs no decision.
    package static func movesTop(to top: CGFloat, from lastTop: CGFloat) -> Bool {
        abs(top - lastTop) > Tolerance.write
    }

    /// Whether the engine has waited long enough at `time` (a nanosecond's rounding counts, as for
    /// a held hide).
    package func isDue(at time: TimeInterval) -> Bool {
        letGoDeadline.map { Tolerance.isReached($0, at: time) } ?? false
    }
}
