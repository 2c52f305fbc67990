import Foundation
import Testing

@testable import KeyboardAwareCore

/// A text input as the tests hold one, compared by identity as the UIKit layer compares its views.
final class TestInput {}

/// The one observing scroll view of a test: the answers about it are the reads'.
struct TestScrollView {}

/// An answer per input, with one for every input not given its own.
struct PerInput<Value> {
    /// The answer for an input not given its own.
    var other: Value?
    private var answers: [ObjectIdentifier: Value] = [:]

    init(other: Value? = nil) {
        self.other = other
    }

    subscript(input: TestInput) -> Value? {
        get { answers[ObjectIdentifier(input)] ?? other }
        set { answers[ObjectIdentifier(input)] = newValue }
    }
}

/// The app's views as the keyboard intake reads them in a test (`IntakeReads`): stored answers, and
/// a log of every read made, so a test can say how many times a lazy read was made ("the windows
/// are never walked", "the composer is never read").
///
/// The defaults are a 393x852 phone whose window fills its screen, with no input first responder,
/// every input in its window and inside the scroll view, and nothing riding on the keyboard.
struct TestReads: IntakeReads {
    /// One read of the protocol.
    enum Read: Hashable {
        case isFirstResponder, isInWindow, screenSize, windowFrame, place, ownAccessory, searchBar
        /// The walk of the windows for a first-responder text input.
        case windowsFirstResponder
        /// The walk of the scroll view for one.
        case firstResponderInside
        case hasTextInputFirstResponder, nesting, viewScreen, composer, keyboardOwnerFirst
    }

    /// The reads made, shared by every copy: the intake takes its reads by value.
    final class Log {
        var entries: [(read: Read, input: ObjectIdentifier?)] = []
    }

    /// The phone's screen, as an identity.
    static let phoneScreen = ObjectIdentifier(PhoneScreen.self)
    /// An external display's, as an identity.
    static let otherScreen = ObjectIdentifier(OtherScreen.self)
    private enum PhoneScreen {}
    private enum OtherScreen {}

    let log = Log()

    /// The inputs that answer that they are first responder (one per window: two scenes may each
    /// have one).
    var firstResponders: [TestInput] = []
    /// What a walk of the observing views' windows (and the composers around them) finds.
    var windowsFirstResponder: TestInput?
    /// What a walk of the scroll view finds.
    var firstResponderInside: TestInput?
    /// Whether a text input in the scroll view's window, or in a composer around it, is first
    /// responder.
    var windowHasTextInputFirstResponder = false
    /// The inputs gone from every window.
    var gone: [TestInput] = []
    var screenSizes = PerInput(other: CGSize(width: 393, height: 852))
    var windowFrames = PerInput(other: CGRect(x: 0, y: 0, width: 393, height: 852))
    var places = PerInput<(frameInScreen: CGRect, boundsOrigin: CGPoint)>()
    var ownAccessories = PerInput<CGRect>()
    var searchBars = PerInput<SearchFieldBar.Reading>()
    var nestings = PerInput(other: InputNesting.inside)
    /// The scroll view's screen, `nil` outside a window.
    var viewScreen: ObjectIdentifier? = phoneScreen
    /// A composer around the scroll view, in screen coordinates.
    var composer: CGRect?
    var keyboardOwnerIsFirst = false

    /// Reads where `firstResponder`, when given, is the first responder every walk finds.
    init(firstResponder: TestInput? = nil) {
        guard let firstResponder else { return }
        firstResponders = [firstResponder]
        windowsFirstResponder = firstResponder
        firstResponderInside = firstResponder
        windowHasTextInputFirstResponder = true
    }

    /// How many times `read` was made, about `input` when given.
    func count(_ read: Read, of input: TestInput? = nil) -> Int {
        let asked = input.map(ObjectIdentifier.init)
        return log.entries.filter { $0.read == read && (asked == nil || $0.input == asked) }.count
    }

    private func made(_ read: Read, _ input: TestInput? = nil) {
        log.entries.append((read, input.map(ObjectIdentifier.init)))
    }

    // MARK: - IntakeReads

    func isFirstResponder(_ input: TestInput) -> Bool {
        made(.isFirstResponder, input)
        return firstResponders.contains { $0 === input }
    }

    func isInWindow(_ input: TestInput) -> Bool {
        made(.isInWindow, input)
        return !gone.contains { $0 === input }
    }

    func screenSize(of input: TestInput) -> CGSize? {
        made(.screenSize, input)
        return screenSizes[input]
    }

    func windowFrame(of input: TestInput) -> CGRect? {
        made(.windowFrame, input)
        return windowFrames[input]
    }

    func place(of input: TestInput) -> (frameInScreen: CGRect, boundsOrigin: CGPoint)? {
        made(.place, input)
        return places[input]
    }

    func ownAccessoryFrame(of input: TestInput, endFrame: CGRect) -> CGRect? {
        made(.ownAccessory, input)
        return ownAccessories[input]
    }

    func searchBar(around input: TestInput) -> SearchFieldBar.Reading? {
        made(.searchBar, input)
        return searchBars[input]
    }

    func firstResponderTextInput() -> TestInput? {
        made(.windowsFirstResponder)
        return windowsFirstResponder
    }

    func firstResponderTextInput(inside view: TestScrollView) -> TestInput? {
        made(.firstResponderInside)
        return firstResponderInside
    }

    func hasTextInputFirstResponder(around view: TestScrollView) -> Bool {
        made(.hasTextInputFirstResponder)
        return windowHasTextInputFirstResponder
    }

    func nesting(of input: TestInput, in view: TestScrollView) -> InputNesting {
        made(.nesting, input)
        return nestings[input] ?? .outside
    }

    func screen(of view: TestScrollView) -> ObjectIdentifier? {
        made(.viewScreen)
        return viewScreen
    }

    func composerFrame(around view: TestScrollView, endFrame: CGRect) -> CGRect? {
        made(.composer)
        return composer
    }

    func isKeyboardOwnerFirst() -> Bool {
        made(.keyboardOwnerFirst)
        return keyboardOwnerIsFirst
    }
}

/// Where the tests' notifications come from: the phone's screen, named (iOS 16.1 and later).
let phoneOrigin = KeyboardIntake<TestInput>.Origin(
    screen: TestReads.phoneScreen, screenSize: CGSize(width: 393, height: 852))

extension KeyboardIntake where Input == TestInput {
    /// Takes `notification` in (`take`), failing the test when it is not (a keyboard warm-up's).
    mutating func takeIn(
        _ notification: KeyboardNotification, from origin: Origin = phoneOrigin, reads: TestReads
    ) throws -> Notice {
        let notice = take(notification, from: origin, reads: reads)
        return try #require(notice)
    }

    /// `take`, the input being edited that it gives left out: for a test of the notice alone.
    mutating func take(_ notification: KeyboardNotification, from origin: Origin, reads: TestReads) -> Notice? {
        var editing: TestInput?
        return take(notification, from: origin, reads: reads, editing: &editing)
    }

    /// Takes `notification` in and hands it to the one scroll view, as the hub does for each
    /// (`take`, then `keyboardInput`), failing the test when it is not taken in.
    mutating func keyboardInput(
        _ notification: KeyboardNotification, from origin: Origin = phoneOrigin, tracked: TestInput? = nil,
        snapshot: ScrollViewSnapshot = phone(), judged: Bool = true, reads: TestReads
    ) throws -> ForScrollView {
        var editing: TestInput?
        let notice = try #require(take(notification, from: origin, reads: reads, editing: &editing))
        return keyboardInput(
            for: notice, editing: editing, scrollView: TestScrollView(), tracked: tracked, snapshot: snapshot,
            judged: judged, reads: reads)
    }
}

extension KeyboardNotification {
    /// This notification with `isLocal` said.
    func local(_ isLocal: Bool?) -> KeyboardNotification {
        var notification = self
        notification.isLocal = isLocal
        return notification
    }
}
