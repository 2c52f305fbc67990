#if canImport(UIKit)
import UIKit

/// The process's one observer of the keyboard notifications: it parses each notification once,
/// keeps what the process knows about the keyboard (`KeyboardFacts`: the last frame on each
/// screen, whether end frames count the input accessory view) and hands the parsed event to every
/// coordinator that observes, in the order they started.
///
/// It starts on the first access of any scroll view's `keyboardAvoidance` and lives as long as the
/// process: a scroll view that starts observing while the keyboard is already up lays out from
/// what it saw (Behaviour rules: *Joining a keyboard already up*), since UIKit posts no
/// notification for a keyboard that is already up. It also remembers the text input being edited
/// anywhere, in whose coordinates iPadOS 26 may report the frame (FB18129544) and whose accessory
/// view it measures, once per notification.
@MainActor
final class KeyboardHub: NSObject {
    /// One notification, parsed and measured once for every coordinator.
    struct Event {
        /// The parsed `userInfo`, its end frame in screen coordinates (`KeyboardSource.screenFrame`).
        var notification: KeyboardNotification
        /// The screen the notification names (iOS 16.1 and later), `nil` when it names none.
        var screen: AnyObject?
        /// The input whose own accessory view was measured, if any.
        weak var measuredInput: UIView?
        /// That accessory view as the engine takes it (Behaviour rules:
        /// *How much of the view the keyboard covers*), or the height of iOS 26's bottom search
        /// field riding on the keyboard, never part of its frame and never a teacher
        /// (`SearchFieldBar`); none without either.
        var carried = CarriedAccessory()
    }

    /// The process's hub, observing from its first use.
    static let shared = KeyboardHub()

    /// What the process knows about the keyboard.
    private(set) var facts = KeyboardFacts()
    /// The text field or text view being edited anywhere in the process, if any.
    private(set) weak var editingInput: UIView?
    /// An input began editing and has not ended: when it is gone from every window with no hide
    /// notification (a SwiftUI screen popped while its field was focused), the keyboard is in doubt.
    private var editingInputBegan = false
    /// The coordinators that observe, held weakly, in the order they started.
    private var coordinators: [Weak] = []
    /// Whether a text input is first responder in a window, asked once per will-notification
    /// however many coordinators ask (Behaviour rules: *Held hides*).
    private var editingByWindow: [ObjectIdentifier: Bool] = [:]

    private struct Weak {
        weak var value: KeyboardAvoidance?
    }

    /// Observes the keyboard's notifications as notifications on every system, iOS 26 included,
    /// although its SDK declares typed messages for them (`UIResponder.KeyboardWillShowMessage`…):
    /// a message carries its curve as a `UIView.AnimationCurve`, which cannot hold the keyboard's
    /// own curve (raw value 7), so insets moved with it would not move with the keyboard; a message
    /// with a key missing or malformed cannot be made at all, where the notification is ignored
    /// with a reason (Behaviour rules: *Bad input*); and iOS 15 to 25 need the `userInfo` parse
    /// anyway, the one the simulator and the tests run (`KeyboardNotification(kind:userInfo:)`).
    private override init() {
        super.init()
        let center = NotificationCenter.default
        for name in Self.keyboardEventKinds.keys {
            center.addObserver(self, selector: #selector(keyboardNotification(_:)), name: name, object: nil)
        }
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            center.addObserver(self, selector: #selector(inputDidBeginEditing(_:)), name: name, object: nil)
        }
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            center.addObserver(self, selector: #selector(inputDidEndEditing(_:)), name: name, object: nil)
        }
    }

    /// The keyboard notifications and the kind of event each is.
    static let keyboardEventKinds: [Notification.Name: KeyboardEventKind] = [
        UIResponder.keyboardWillShowNotification: .willShow,
        UIResponder.keyboardDidShowNotification: .didShow,
        UIResponder.keyboardWillChangeFrameNotification: .willChangeFrame,
        UIResponder.keyboardDidChangeFrameNotification: .didChangeFrame,
        UIResponder.keyboardWillHideNotification: .willHide,
        UIResponder.keyboardDidHideNotification: .didHide,
    ]

    // MARK: - Coordinators

    /// `coordinator` hears every keyboard notification from now on, until ``remove(_:)``.
    func add(_ coordinator: KeyboardAvoidance) {
        coordinators.removeAll { $0.value == nil || $0.value === coordinator }
        coordinators.append(Weak(value: coordinator))
    }

    func remove(_ coordinator: KeyboardAvoidance) {
        coordinators.removeAll { $0.value == nil || $0.value === coordinator }
    }

    /// Whether this system's end frames count the input accessory view, as an engine learned it
    /// (a composer measured around its scroll view): shared with every other (Behaviour rules:
    /// *How much of the view the keyboard covers*).
    func learned(_ report: InputAccessoryReport) {
        facts.accessoryReport = report
    }

    // MARK: - What it knows

    /// What a scroll view that starts observing lays out under (Behaviour rules:
    /// *Joining a keyboard already up*): the core's choice between the last notification on its
    /// screen and its window's keyboard layout guide. Reading the guide the first time adds it to
    /// the window; a guide not laid out yet asks for the window's next layout pass, and the answer
    /// waits for it. Outside a window the core answers hidden (`KeyboardDoubt.currentFrame`).
    func currentFrame(for view: UIView) -> KeyboardSource.Attach {
        let window = view.window
        let geometry = ScreenSpace.geometry(of: view)
        let screen = window.flatMap(ScreenSpace.screen(of:))
        let last = facts.lastNotification(on: screen.map(ObjectIdentifier.init))
        let guide = window.flatMap(ScreenSpace.keyboardLayoutGuide(of:))
        if guide?.isLaidOut == false { window?.setNeedsLayout() }
        let (answer, keyboardWent) = keyboardDoubt.currentFrame(
            lastNotified: last.coveringFrame, isHiddenByNotification: last.isHidden, guide: guide,
            screenSize: geometry?.screenSize, windowFrame: geometry?.windowFrame)
        if keyboardWent {
            // The guide agrees that the keyboard went: the doubt is settled for every view.
            editingInputBegan = false
            facts.recordHidden(on: screen.map(ObjectIdentifier.init))
            tellKeyboardWentWithoutNotification()
        }
        return answer
    }

    /// Every coordinator lays out again under what is known now, on the next run-loop turn (not
    /// from inside the caller's decision): the keyboard went with no notification.
    private func tellKeyboardWentWithoutNotification() {
        DispatchQueue.main.async { [weak self] in
            for entry in self?.coordinators ?? [] {
                guard let coordinator = entry.value, coordinator.engine.keyboardState != .hidden else { continue }
                coordinator.attachToKeyboard(cause: "the keyboard went with no notification")
            }
        }
    }

    /// The raw facts about the input being edited when the keyboard came, whether it is gone from
    /// every window (or gone) with no notification saying the keyboard went; the core says
    /// whether the keyboard is in doubt (`KeyboardDoubt`). Two property reads.
    var keyboardDoubt: KeyboardDoubt {
        KeyboardDoubt(inputBeganEditing: editingInputBegan, inputIsInWindow: editingInput?.window != nil)
    }

    /// The text input being edited as `notification` comes, as the core chooses it
    /// (`EditingInputChoice`) between the one that began editing and the first-responder text
    /// input in an observing view's window, looked for once per notification and only for this
    /// app's show or frame change when the first is not first responder. In its coordinates
    /// iPadOS 26 may report the frame (FB18129544), and its accessory is measured.
    private func inputEditingNow(for notification: KeyboardNotification) -> UIView? {
        let began = editingInput
        return EditingInputChoice.input(
            for: notification.kind, isLocal: notification.isLocal, began: began,
            beganIsFirstResponder: began?.isFirstResponder == true
        ) {
            var windows: Set<ObjectIdentifier> = []
            for entry in coordinators {
                guard let scrollView = entry.value?.scrollView, let window = scrollView.window else { continue }
                if windows.insert(ObjectIdentifier(window)).inserted, let input = FirstResponder.textInput(in: window) {
                    return input
                }
                if let input = Self.composerTextInput(around: scrollView) { return input }
            }
            return nil
        }
    }

    /// Whether any text input in `scrollView`'s window, or in a composer a responder around it
    /// shows as its input accessory view, is first responder: what tells that an input still edits
    /// when a `UITextView` posts its will-events before its begin-editing (Behaviour rules:
    /// *Held hides*). A window is walked once per notification; a composer, which UIKit hosts in
    /// the keyboard's own window, is looked for along the responder chain.
    func hasTextInputFirstResponder(around scrollView: UIScrollView) -> Bool {
        if let window = scrollView.window {
            let key = ObjectIdentifier(window)
            let found = editingByWindow[key] ?? (FirstResponder.textInput(in: window) != nil)
            editingByWindow[key] = found
            if found { return true }
        }
        return Self.composerTextInput(around: scrollView) != nil
    }

    /// The first-responder text input inside the input accessory view a responder around
    /// `scrollView` shows (a chat's composer): UIKit hosts it in the keyboard's window, so a walk
    /// of the app's window does not find it.
    private static func composerTextInput(around scrollView: UIScrollView) -> UIView? {
        InputAccessory.composer(around: scrollView).flatMap(FirstResponder.textInput(in:))
    }

    // MARK: - Notifications

    /// The one parse of a keyboard notification: the end frame read in screen coordinates, the
    /// accessory view measured, the facts kept, and every coordinator told.
    @objc private func keyboardNotification(_ notification: Notification) {
        guard let kind = Self.keyboardEventKinds[notification.name] else { return }
        let parsed = KeyboardNotification(kind: kind, userInfo: notification.userInfo)
        // The warm-up's, in its turn or late, however late (`KeyboardWarmUp.Aftermath`).
        guard !KeyboardWarmUpState.isOwnKeyboardNotification(notification.object, isLocal: parsed.isLocal) else {
            return
        }
        editingByWindow.removeAll(keepingCapacity: true)
        var event = Event(notification: parsed)
        event.screen = notification.object.map { $0 as AnyObject }
        let input = inputEditingNow(for: event.notification)
        let screenSize = KeyboardScreenSize.size(notified: ScreenSpace.screenSize(of: notification)) {
            input.flatMap(ScreenSpace.screenSize(of:))
        }
        if !kind.isHide, case .success(let reported) = event.notification.endFrame, let screenSize {
            let screenFrame = KeyboardSource.screenFrame(
                reported: reported, fromInput: ScreenSpace.frame(reported, inCoordinatesOf: input),
                screenSize: screenSize, windowFrame: input.flatMap(ScreenSpace.windowFrame(of:)))
            event.notification.endFrame = screenFrame.map { .success($0) } ?? .failure(.endFrameNotOnScreen)
        }
        measureAccessory(&event, of: input, screenHeight: screenSize?.height)
        facts.record(
            event.notification, screen: event.screen.map(ObjectIdentifier.init), screenHeight: screenSize?.height,
            accessory: event.carried.accessory, heightLeftOut: event.carried.heightLeftOut)
        // A hide that came settles any doubt about an input that left its window.
        if keyboardDoubt.isSettled(by: kind) { editingInputBegan = false }
        for entry in coordinators {
            entry.value?.keyboardNotified(event)
        }
    }

    /// What rides on the keyboard for the first responder, measured once for every coordinator:
    /// the core chooses between its own accessory view and iOS 26's bottom search field around it
    /// (`CarriedAccessory`), from both frames as read.
    private func measureAccessory(_ event: inout Event, of input: UIView?, screenHeight: CGFloat?) {
        guard
            let endFrame = CarriedAccessory.endFrame(
                toMeasure: event.notification, inputIsFirstResponder: input?.isFirstResponder),
            let input
        else { return }
        let carried = CarriedAccessory.measure(
            ownAccessory: InputAccessory.ownFrame(of: input, endFrame: endFrame),
            searchBar: InputAccessory.searchBar(around: input), endFrame: endFrame,
            kind: event.notification.kind, screenHeight: screenHeight, isLocal: event.notification.isLocal)
        event.measuredInput = input
        event.carried = carried
    }

    @objc private func inputDidBeginEditing(_ notification: Notification) {
        guard !Self.isWarmUps(notification) else { return }
        KeyboardWarmUpState.responderBecameFirst()
        editingInput = notification.object as? UIView
        editingInputBegan = editingInput != nil
    }

    @objc private func inputDidEndEditing(_ notification: Notification) {
        guard !Self.isWarmUps(notification) else { return }
        guard let input = notification.object as? UIView, input === editingInput else { return }
        editingInput = nil
        editingInputBegan = false
    }

    /// Whether an editing `notification` is the keyboard warm-up's own, which no scroll view may hear.
    private static func isWarmUps(_ notification: Notification) -> Bool {
        KeyboardWarmUpState.isOwn(notification.object)
    }
}
#endif
