import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the keyboard intake (``KeyboardIntake``) reads from the app's views: raw facts, each read
/// only when a decision needs it, never a choice. The UIKit layer reads them from real views and
/// windows; the simulator from a scenario's fields.
package protocol IntakeReads {
    /// A text input (UIKit: a text field or text view).
    associatedtype Input: AnyObject
    /// An observing scroll view.
    associatedtype View

    // MARK: - A text input

    /// Whether `input` is first responder.
    func isFirstResponder(_ input: Input) -> Bool
    /// Whether `input` is in a window.
    func isInWindow(_ input: Input) -> Bool
    /// The size of the screen `input` is on; `nil` outside a window.
    func screenSize(of input: Input) -> CGSize?
    /// The frame of `input`'s window in its screen; `nil` outside a window.
    func windowFrame(of input: Input) -> CGRect?
    /// `input`'s frame in its screen and its bounds' origin (a text view's offset): where a frame
    /// reported in its coordinates is on screen; `nil` outside a window.
    func place(of input: Input) -> (frameInScreen: CGRect, boundsOrigin: CGPoint)?
    /// `input`'s own input accessory view in screen coordinates, or, not in a window yet, below
    /// `endFrame` at its own height; `nil` without one (or one with no height).
    func ownAccessoryFrame(of input: Input, endFrame: CGRect) -> CGRect?
    /// The search bar of `input` when it is a search field, in screen coordinates, with the
    /// placement the system gave it; `nil` otherwise.
    func searchBar(around input: Input) -> SearchFieldBar.Reading?

    // MARK: - Windows and scroll views

    /// The first-responder text input in the window of an observing scroll view, or inside a
    /// composer a responder around one shows (hosted in the keyboard's window); `nil` without one.
    func firstResponderTextInput() -> Input?
    /// The first-responder text input inside `view`, `nil` without one.
    func firstResponderTextInput(inside view: View) -> Input?
    /// Whether any text input in `view`'s window, or in a composer around it, is first responder.
    func hasTextInputFirstResponder(around view: View) -> Bool
    /// Where `input` is against `view`: outside it, inside it, or inside a scroll view within it
    /// that avoids the keyboard itself.
    func nesting(of input: Input, in view: View) -> InputNesting
    /// The screen `view` is on (an identity), `nil` outside a window.
    func screen(of view: View) -> ObjectIdentifier?
    /// The composer a responder around `view` shows as its input accessory view, in screen
    /// coordinates (as ``ownAccessoryFrame(of:endFrame:)`` measures); `nil` without one.
    func composerFrame(around view: View, endFrame: CGRect) -> CGRect?

    // MARK: - The app's first responder

    /// Whether a responder of the app that can show a keyboard is first responder (asked only
    /// while a keyboard warm-up's late notifications are awaited: it walks every window).
    func isKeyboardOwnerFirst() -> Bool
}

/// Where a text input is against an observing scroll view, as read up its superviews.
package enum InputNesting: Sendable, Equatable {
    /// Not inside the scroll view.
    case outside
    /// Inside it, with no scroll view between them that avoids the keyboard itself.
    case inside
    /// Inside a scroll view within it that avoids the keyboard itself: the innermost acts for it.
    case insideAnotherAvoiding
}
