/// Why a keyboard notification or tracked frame was ignored. Every case leaves the scroll view as it was.
package enum KeyboardInputProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// A show or frame-change notification without `UIKeyboardFrameEndUserInfoKey`.
    case missingEndFrame
    /// The end frame is there but is not a rect (a number, a string, a dictionary…).
    case endFrameNotARect
    /// The end frame has a NaN or infinite component.
    case endFrameNotFinite
    /// The end frame reaches past the screen's sides, in screen coordinates and in the focused
    /// input's, so it cannot be a keyboard on screen (`KeyboardSource.screenFrame`; FB18129544:
    /// iPadOS 26 reports a text view's keyboard frame in that view's coordinates).
    case endFrameNotOnScreen
    /// The notification came from a screen other than the one the scroll view is on.
    case otherScreen
    /// A keyboard frame tracked between notifications has a NaN or infinite component (Behaviour
    /// rules: *Frames between notifications*).
    case trackedFrameNotFinite
    /// A keyboard event or tracked frame while the scene is in the background (Behaviour rules:
    /// *Scenes in the background*): another app's keyboard, or a snapshot for the app switcher.
    case sceneInBackground
    /// A `wait` that is negative or not a number (Behaviour rules: *Held hides*).
    case waitNotANonNegativeNumber
    /// A pin whose content y is not a finite number (Behaviour rules: *Pinned content*).
    case pinNotFinite
    /// An options change that gives `inverted` another value: an upside-down view is one from the
    /// start (Behaviour rules: *Inverted*), so the whole change is ignored.
    case invertedIsFixed

    /// A short reason, as the simulator's `ignored` field and the debug log print it.
    package var description: String {
        switch self {
        case .missingEndFrame: "missing end frame (UIKeyboardFrameEndUserInfoKey)"
        case .endFrameNotARect: "end frame is not a rect"
        case .endFrameNotFinite: "end frame is not finite"
        case .endFrameNotOnScreen: "end frame cannot be a screen frame"
        case .otherScreen: "keyboard on another screen"
        case .trackedFrameNotFinite: "tracked frame is not finite"
        case .sceneInBackground: "the scene is in the background"
        case .waitNotANonNegativeNumber: "wait is not a non-negative number"
        case .pinNotFinite: "pinned content y is not finite"
        case .invertedIsFixed: "inverted is the view's from the start"
        }
    }
}
