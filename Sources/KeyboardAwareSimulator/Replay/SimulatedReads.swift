import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A text input of a scenario, as the keyboard intake holds it: a field of the scroll view, or an
/// input outside it (a composer's, one of the window's own).
package final class SimulatedInput: Sendable {
    /// The field's index, `nil` for an input outside the scroll view.
    let field: Int?

    init(field: Int?) {
        self.field = field
    }
}

/// The app's views as the keyboard intake reads them in a replay (`IntakeReads`), from a keyboard
/// event's `responder` and `composer`. An event that describes no first responder gives what was
/// measured (`accessory`, `accessoryHeight`) instead, and nothing is read: its first responder is
/// the focused field, with nothing more known of it.
struct SimulatedReads: IntakeReads {
    /// The first responder's text input, `nil` when none is (a view controller is).
    var firstResponder: SimulatedInput?
    /// The first responder as described, `nil` when the event describes none.
    var responder: Scenario.Responder?
    /// A composer around the scroll view, as read.
    var composer: CGRect?
    /// The screen and the window, read only for a described first responder.
    var screenSize: CGSize
    var windowFrame: CGRect
    /// The inputs that left their window.
    var inputsOutOfWindow: Set<ObjectIdentifier> = []
    /// Whether the scroll view, and the fields inside it, are in their window.
    var viewIsInWindow = true
    /// The scroll view's screen.
    static let mainScreen = ObjectIdentifier(Screen.main)
    /// Another screen's.
    static let otherScreen = ObjectIdentifier(Screen.other)

    private final class Screen: Sendable {
        static let main = Screen()
        static let other = Screen()
    }

    func isFirstResponder(_ input: SimulatedInput) -> Bool { input === firstResponder }

    func isInWindow(_ input: SimulatedInput) -> Bool {
        (viewIsInWindow || input.field == nil) && !inputsOutOfWindow.contains(ObjectIdentifier(input))
    }

    func screenSize(of input: SimulatedInput) -> CGSize? { responder == nil ? nil : screenSize }

    func windowFrame(of input: SimulatedInput) -> CGRect? { responder == nil ? nil : windowFrame }

    func place(of input: SimulatedInput) -> (frameInScreen: CGRect, boundsOrigin: CGPoint)? {
        guard input === firstResponder, let frame = responder?.frame else { return nil }
        return (frame, .zero)
    }

    func ownAccessoryFrame(of input: SimulatedInput, endFrame: CGRect) -> CGRect? {
        input === firstResponder ? responder?.accessory : nil
    }

    func searchBar(around input: SimulatedInput) -> SearchFieldBar.Reading? {
        input === firstResponder ? responder?.searchBar : nil
    }

    func firstResponderTextInput() -> SimulatedInput? { firstResponder }

    func firstResponderTextInput(inside view: Void) -> SimulatedInput? {
        firstResponder?.field == nil ? nil : firstResponder
    }

    func hasTextInputFirstResponder(around view: Void) -> Bool { firstResponder != nil }

    func nesting(of input: SimulatedInput, in view: Void) -> InputNesting { input.field == nil ? .outside : .inside }

    func screen(of view: Void) -> ObjectIdentifier? { viewIsInWindow ? Self.mainScreen : nil }

    func composerFrame(around view: Void, endFrame: CGRect) -> CGRect? { composer }

    /// No keyboard warm-up runs in a replay.
    func isKeyboardOwnerFirst() -> Bool { false }
}
