import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - One notification, for every scroll view

extension KeyboardIntake {
    /// Where a keyboard notification came from, as UIKit posted it.
    package struct Origin: Sendable {
        /// The screen it names (iOS 16.1 and later), `nil` when it names none.
        package var screen: ObjectIdentifier?
        /// That screen's size, `nil` when it names none.
        package var screenSize: CGSize?
        /// It came in a keyboard warm-up's own turn, or names the warm-up's field.
        package var isInWarmUpTurn: Bool

        package init(screen: ObjectIdentifier? = nil, screenSize: CGSize? = nil, isInWarmUpTurn: Bool = false) {
            self.screen = screen
            self.screenSize = screenSize
            self.isInWarmUpTurn = isInWarmUpTurn
        }
    }

    /// One keyboard notification as taken in, the same for every scroll view.
    package struct Notice {
        /// The parsed `userInfo`, its end frame in screen coordinates.
        package var notification: KeyboardNotification
        /// The screen the notification names, `nil` when it names none.
        package var screen: ObjectIdentifier?
        /// The input whose accessory was measured, if any: its identity alone, compared with the
        /// input a scroll view tracks (a reference would be retained and released at each copy).
        package var measuredInput: ObjectIdentifier?
        /// The first responder's own accessory view as the engine takes it (at a will-event its
        /// height alone, below the end frame), `nil` without one.
        package var accessory: CGRect?
        /// The height of iOS 26's bottom search field riding on the keyboard, 0 without one.
        package var searchFieldHeight: CGFloat = 0
        /// Whether the input that began editing (``KeyboardIntake/editingInput``) is first
        /// responder as the notification comes: read once, here, for every scroll view's choices
        /// (which input it tracks, whether a hide may be held).
        package var editingInputIsFirstResponder = false
        /// ``KeyboardIntake/editingInputChanges`` as the notification came: app code run while the
        /// notice is handed from view to view (a view's writes ending or beginning editing) makes
        /// the input given with it out of date.
        package var editingInputChanges: UInt16 = 0
    }

    /// Takes in one keyboard notification: parses it, repairs its end frame into screen
    /// coordinates, measures what rides on the keyboard, and records what it says. `nil` for a
    /// keyboard warm-up's own notification, which no scroll view hears.
    ///
    /// - Parameters:
    ///   - kind: the notification's kind.
    ///   - userInfo: its `userInfo`, as posted.
    ///   - origin: the screen it names and whether the warm-up posted it.
    ///   - reads: the app's views, read only as needed.
    ///   - editing: set to the input that began editing (``editingInput``) as the notification
    ///     came, which the notice's ``Notice/editingInputIsFirstResponder`` speaks of. The caller
    ///     keeps it while it hands the notice to every scroll view's
    ///     ``keyboardInput(for:editing:scrollView:tracked:snapshot:judged:reads:)``: the weak
    ///     reference is loaded once per notification, not once per view (each load retains the
    ///     input), and every view sees the same input, alive, whatever app code their writes run.
    package mutating func take<Reads: IntakeReads>(
        _ kind: KeyboardEventKind, userInfo: [AnyHashable: Any]?, from origin: Origin, reads: Reads,
        editing: inout Input?
    ) -> Notice? where Reads.Input == Input {
        take(KeyboardNotification(kind: kind, userInfo: userInfo), from: origin, reads: reads, editing: &editing)
    }

    /// ``take(_:userInfo:from:reads:editing:)`` for a notification already parsed.
    package mutating func take<Reads: IntakeReads>(
        _ parsed: KeyboardNotification, from origin: Origin, reads: Reads, editing: inout Input?
    ) -> Notice? where Reads.Input == Input {
        // The warm-up's, in its turn or late, however late.
        if origin.isInWarmUpTurn { return nil }
        if warmUp.isAwaiting,
            warmUp.isWarmUps(isKeyboardOwnerFirst: reads.isKeyboardOwnerFirst(), isLocal: parsed.isLocal)
        {
            return nil
        }
        var notice = Notice(notification: parsed, screen: origin.screen, editingInputChanges: editingInputChanges)
        let kind = parsed.kind
        // The text input being edited as the notification comes: the one that began editing while
        // it is first responder; else the first-responder text input of an observing view's window
        // or of a composer around one (a text view posts its will-events before its
        // begin-editing); else the one that began. A hide, or another app's keyboard, takes the one
        // that began as it is: no window is walked. The weak reference is loaded once (each load
        // retains the input), and each input is passed on as it is, never copied, the one that
        // began at last to the caller; whether it is first responder is read here once for every
        // view, whatever the notification.
        let began = editingInput
        let beganIsFirst = Self.isFirstResponder(began, reads: reads)
        notice.editingInputIsFirstResponder = beganIsFirst
        if !beganIsFirst, !kind.isHide, parsed.isLocal != false, let first = reads.firstResponderTextInput() {
            measure(&notice, editing: first, isFirstResponder: nil, origin: origin, reads: reads)
        } else {
            measure(&notice, editing: began, isFirstResponder: beganIsFirst, origin: origin, reads: reads)
        }
        editing = consume began
        return notice
    }

    /// Repairs `notice`'s end frame into screen coordinates, measures what rides on the keyboard for
    /// `input` (the text input being edited, `isFirstResponder` when already read), and records
    /// what the notification says.
    private mutating func measure<Reads: IntakeReads>(
        _ notice: inout Notice, editing input: Input?, isFirstResponder: Bool?, origin: Origin, reads: Reads
    ) where Reads.Input == Input {
        let parsed = notice.notification
        let kind = parsed.kind
        // The notification names its screen from iOS 16.1; before, the input's screen stands in.
        var screenSize = origin.screenSize
        if screenSize == nil { screenSize = Self.read(input) { reads.screenSize(of: $0) } }
        if !kind.isHide, case .success(let reported) = parsed.endFrame, let screenSize {
            let windowFrame = Self.read(input) { reads.windowFrame(of: $0) }
            // iPadOS 26 has been seen posting a text view's frame in the text view's own
            // coordinates instead of the screen's (Apple Feedback FB18129544): the input's place is
            // read only for a frame that does not rest where a keyboard rests.
            let screenFrame = KeyboardSource.screenFrame(
                reported: reported, fromInput: Self.frame(reported, inCoordinatesOf: input, reads: reads),
                screenSize: screenSize, windowFrame: windowFrame)
            if let screenFrame {
                notice.notification.endFrame = .success(screenFrame)
            } else {
                notice.notification.endFrame = .failure(.endFrameNotOnScreen)
            }
        }
        measureAccessory(
            &notice, of: input, isFirstResponder: isFirstResponder, screenHeight: screenSize?.height, reads: reads)
        facts.record(
            notice.notification, screen: origin.screen, screenHeight: screenSize?.height,
            accessory: notice.accessory, heightLeftOut: notice.searchFieldHeight)
        // A hide that came settles any doubt about an input that left its window.
        // For a hide, the input is the one that began.
        if kind.isHide, editingInputBegan, Self.read(input, { reads.isInWindow($0) }) != true {
            editingInputBegan = false
        }
    }

    /// `reported` taken as given in `input`'s coordinates, in the screen's; `nil` without an input in
    /// a window.
    private static func frame<Reads: IntakeReads>(
        _ reported: CGRect, inCoordinatesOf input: Input?, reads: Reads
    ) -> CGRect? where Reads.Input == Input {
        guard let place = read(input, { reads.place(of: $0) }) else { return nil }
        return KeyboardSource.rect(reported, inViewAt: place.frameInScreen, boundsOrigin: place.boundsOrigin)
    }

    /// `read` of `input`, `nil` without one. A `switch` reads the input in place, where an `if let`
    /// copies it, and this generic code, unspecialized when called from another module, retains
    /// and releases each copy (and asks the runtime for metadata at each `Optional.map`). Inlined,
    /// so that `Value` is the caller's concrete type: called, its optional result went through the
    /// runtime's value witnesses.
    @inline(__always)
    static func read<Value>(_ input: Input?, _ read: (Input) -> Value?) -> Value? {
        switch input {
        case .some(let input): read(input)
        case .none: nil
        }
    }

    /// Whether `input` is there and first responder (read in place, see ``read(_:_:)``).
    @inline(__always)
    static func isFirstResponder<Reads: IntakeReads>(_ input: Input?, reads: Reads) -> Bool
    where Reads.Input == Input {
        read(input) { reads.isFirstResponder($0) } ?? false
    }

    /// What rides on the keyboard for the first responder: its own accessory view, else iOS 26's
    /// bottom search field around it. Nothing for a hide (its frame can be the accessory bar alone),
    /// for an end frame that cannot be read, or for an input that is not first responder (UIKit
    /// shows the first responder's accessory). `isFirstResponder` is whether `input` is, when it
    /// was read already for this notification (`nil`: it is read here).
    private func measureAccessory<Reads: IntakeReads>(
        _ notice: inout Notice, of input: Input?, isFirstResponder: Bool?, screenHeight: CGFloat?, reads: Reads
    ) where Reads.Input == Input {
        let notification = notice.notification
        guard !notification.kind.isHide, case .success(let endFrame) = notification.endFrame else { return }
        switch input {
        case .some(let input) where isFirstResponder ?? reads.isFirstResponder(input):
            notice.measuredInput = ObjectIdentifier(input)
            if let own = reads.ownAccessoryFrame(of: input, endFrame: endFrame) {
                notice.accessory = InputAccessoryPlacement.measurement(
                    of: own, endFrame: endFrame, kind: notification.kind)
            } else if let bar = reads.searchBar(around: input) {
                let shows = KeyboardState(endFrame: endFrame, screenHeight: screenHeight ?? .infinity) != .hidden
                notice.searchFieldHeight = SearchFieldBar.heightLeftOut(
                    bar: bar, endFrame: endFrame, showsKeyboard: shows, isLocal: notification.isLocal ?? true)
            }
        default: return
        }
    }
}
