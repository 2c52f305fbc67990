import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One thing that happened to a scroll view, as the engine's single entry takes it
/// (``KeyboardAvoidanceEngine/decide(_:at:scrollView:focus:)``).
///
/// The UIKit layer turns each notification, callback and observation into one of these, and the
/// simulator turns each scenario event into one, so both replay the same decisions. The scroll
/// view as it is now, the focused field and the time are given beside it. The rare inputs that
/// carry a whole snapshot are boxed, so that the frequent ones (a tracked frame each display frame)
/// are not copied at that size. A keyboard notification is not: it comes to every observing view,
/// and a box would cost each of them an allocation.
package enum KeyboardAvoidanceInput: Sendable {
    /// A keyboard notification (Behaviour rules: *Which keyboard events count* to *Bad input*,
    /// *Held hides*).
    case keyboard(KeyboardInput)
    /// A keyboard frame observed between notifications, in screen coordinates (Behaviour rules:
    /// *Frames between notifications*).
    case track(CGRect)
    /// The scroll view started observing while the keyboard's frame is this one, or `nil` with
    /// none known (Behaviour rules: *Joining a keyboard already up*).
    case attach(keyboardFrame: CGRect?)
    /// A field began editing, or the return key moved focus; `isCorrection` when it is the same
    /// focus measured again after it moved under the last scroll (applied at once, see *Animation*
    /// in the behaviour rules).
    case focus(isCorrection: Bool)
    /// The focused field ended editing: a held hide is applied (Behaviour rules: *Held hides*).
    case blur
    /// A text view's caret moved (Behaviour rules: *When the offset moves*).
    case caret
    /// The app wrote its own inset (Behaviour rules: *What is inset*).
    case appInset(InsetProperty, EdgeInsets, AppInsetWrite)
    /// The content changed size; `before` is the scroll view's viewport with its old size (and the
    /// insets UIKit derived for it): small enough to go unboxed, since a streamed reply sends one per
    /// chunk.
    case contentSize(before: Viewport)
    /// The screen, window, frame or safe area changed (Behaviour rules: *Rotation and resizing*);
    /// the snapshot is the scroll view as it was last laid out.
    indirect case resize(before: ScrollViewSnapshot, isKeyboardTransition: Bool)
    /// The user's finger on the scroll view (Behaviour rules: *While a finger drags*).
    case touch(TouchPhase)
    /// Avoidance turned on or off (Behaviour rules: *Turning avoidance off*, *Changing options*).
    case enabled(Bool)
    /// The app changed the options while the view is on screen (Behaviour rules:
    /// *Changing options*).
    indirect case options(KeyboardAvoidanceOptions)
    /// The app pinned content y to the top of the visible region, or ended the pin with `nil`
    /// (Behaviour rules: *Pinned content*).
    case pin(CGFloat?)
    /// The pinned content now starts at this content y (rows inserted, deleted or resized above
    /// it), or is gone with `nil` (its row deleted, the data reloaded) (Behaviour rules:
    /// *Pinned content*).
    case pinMoved(CGFloat?)
    /// The user scrolled the view (a drag, a fling, a tap on the status bar): a pin is no longer
    /// followed (Behaviour rules: *Pinned content*).
    case userScroll
    /// Time passed: a held hide whose time is up is applied (Behaviour rules: *Held hides*).
    case wake
    /// The scene left the foreground (Behaviour rules: *Scenes in the background*).
    case background
    /// The scene came back to the foreground with this keyboard frame, or `nil` with none known:
    /// laid out as an attach (Behaviour rules: *Scenes in the background*).
    case foreground(keyboardFrame: CGRect?)

    /// A keyboard notification with what the UIKit layer measured when it came.
    package struct KeyboardInput: Sendable {
        /// The notification's parsed `userInfo`.
        package var notification: KeyboardNotification
        /// The height above the end frame that it leaves out and that covers all the same (an input
        /// accessory view not counted in the frame, iOS 26's bottom search field), as the keyboard
        /// intake measured it (Behaviour rules: *How much of the view the keyboard covers*).
        package var heightLeftOut: CGFloat
        /// The notification's screen is the scroll view's screen (Behaviour rules:
        /// *Which keyboard events count*).
        package var isOnScrollViewScreen: Bool
        /// Whether a text input is still being edited, for holding a hide (Behaviour rules:
        /// *Held hides*); `nil`: a field of this scroll view is focused.
        package var isInputEditing: Bool?

        /// A notification as it came, with what was measured beside it.
        package init(
            _ notification: KeyboardNotification, isOnScrollViewScreen: Bool = true, heightLeftOut: CGFloat = 0,
            isInputEditing: Bool? = nil
        ) {
            self.notification = notification
            self.isOnScrollViewScreen = isOnScrollViewScreen
            self.heightLeftOut = heightLeftOut
            self.isInputEditing = isInputEditing
        }
    }

    /// How the app wrote its inset (Behaviour rules: *What is inset*).
    package enum AppInsetWrite: Sendable {
        /// A whole new value of its own (`setContentInset(_:)`, a scenario's `setContentInset`).
        case replace
        /// A value read from the scroll view with some edges changed
        /// (`scrollView.contentInset.top = 8`): a bottom written back unchanged is the app's own.
        case editEdges
    }

    /// The finger's progress (Behaviour rules: *While a finger drags*).
    package enum TouchPhase: Sendable {
        /// A drag began.
        case down
        /// The finger lifted.
        case up
        /// Observing stopped while the finger was down: nothing held runs.
        case cancelled
    }
}
