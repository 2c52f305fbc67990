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
/// are not copied at that size.
package enum KeyboardAvoidanceInput: Sendable {
    /// A keyboard notification (rules 1-10, 17).
    indirect case keyboard(KeyboardInput)
    /// A keyboard frame observed between notifications, in screen coordinates (rule 15).
    case track(CGRect)
    /// The scroll view started observing while the keyboard's frame is this one, or `nil` with
    /// none known (rule 14).
    case attach(keyboardFrame: CGRect?)
    /// A field began editing, or the return key moved focus; `isCorrection` when it is the same
    /// focus measured again after it moved under the last scroll (applied at once, rule 8).
    case focus(isCorrection: Bool)
    /// The focused field ended editing: a held hide is applied (rule 17).
    case blur
    /// A text view's caret moved (rule 5).
    case caret
    /// The app wrote its own inset (rule 4).
    case appInset(InsetProperty, EdgeInsets, AppInsetWrite)
    /// The content changed size; `before` is the scroll view's viewport with its old size (and the
    /// insets UIKit derived for it): small enough to go unboxed, since a streamed reply sends one per
    /// chunk.
    case contentSize(before: Viewport)
    /// The screen, window, frame or safe area changed (rule 7); the snapshot is the scroll view as
    /// it was last laid out.
    indirect case resize(before: ScrollViewSnapshot, isKeyboardTransition: Bool)
    /// The user's finger on the scroll view (rule 13).
    case touch(TouchPhase)
    /// Avoidance turned on or off (rules 11 and 20).
    case enabled(Bool)
    /// The app changed the options while the view is on screen (rule 20).
    indirect case options(KeyboardAvoidanceOptions)
    /// The app pinned content y to the top of the visible region, or ended the pin with `nil`
    /// (rule 21).
    case pin(CGFloat?)
    /// Time passed: a held hide whose time is up is applied (rule 17).
    case wake
    /// The scene left the foreground (rule 18).
    case background
    /// The scene came back to the foreground with this keyboard frame, or `nil` with none known:
    /// laid out as an attach (rule 18).
    case foreground(keyboardFrame: CGRect?)

    /// A keyboard notification with what the UIKit layer measured when it came.
    package struct KeyboardInput: Sendable {
        /// The notification's parsed `userInfo`.
        package var notification: KeyboardNotification
        /// The notification's screen is the scroll view's screen (rule 1).
        package var isOnScrollViewScreen: Bool
        /// The first responder's input accessory view, in screen coordinates (rule 3).
        package var accessory: CGRect?
        /// When no accessory was measured, the height the end frame leaves out (rule 3).
        package var accessoryHeight: CGFloat
        /// Whether a text input is still being edited, for holding a hide (rule 17); `nil`: a
        /// field of this scroll view is focused.
        package var isInputEditing: Bool?

        /// A notification as it came, with what was measured beside it.
        package init(
            _ notification: KeyboardNotification, isOnScrollViewScreen: Bool = true, accessory: CGRect? = nil,
            accessoryHeight: CGFloat = 0, isInputEditing: Bool? = nil
        ) {
            self.notification = notification
            self.isOnScrollViewScreen = isOnScrollViewScreen
            self.accessory = accessory
            self.accessoryHeight = accessoryHeight
            self.isInputEditing = isInputEditing
        }
    }

    /// How the app wrote its inset (rule 4).
    package enum AppInsetWrite: Sendable {
        /// A whole new value of its own (`setContentInset(_:)`, a scenario's `setContentInset`).
        case replace
        /// A value read from the scroll view with some edges changed
        /// (`scrollView.contentInset.top = 8`): a bottom written back unchanged is the app's own.
        case editEdges
    }

    /// The finger's progress (rule 13).
    package enum TouchPhase: Sendable {
        /// A drag began.
        case down
        /// The finger lifted.
        case up
        /// Observing stopped while the finger was down: nothing held runs.
        case cancelled
    }
}
