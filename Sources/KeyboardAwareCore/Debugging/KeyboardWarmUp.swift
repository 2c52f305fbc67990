import Foundation

/// When the keyboard may be warmed up, and which keyboard notifications are its own: the first
/// keyboard of a process loads its input system, seconds on some devices, and a warm-up pays that
/// once at launch with a keyboard that is never shown.
package enum KeyboardWarmUp {
    /// Whether a warm-up asked for may run now, or why it waits or is dropped.
    package enum Verdict: String, Sendable, Equatable {
        /// Run it now.
        case run
        /// Wait: the app has not drawn its first frame, or its scene is not foreground-active
        /// (a warm-up then would lengthen the launch or show over the splash screen).
        case waitForActiveScene = "waits for the scene to be foreground-active after its first frame"
        /// Dropped: something is first responder (a text input, a view controller showing a
        /// composer as its input accessory view, a controller with key commands, a composer's text
        /// view in the keyboard's own window): the warm-up would take its place, and taking it
        /// back later cannot give back a keyboard or a composer that went.
        case responderIsFirst = "something is first responder: the warm-up would take its place"
        /// Dropped: it ran already in this process.
        case alreadyRan = "it ran already"
    }

    /// What is first responder when the warm-up asks, as UIKit reports it (the responder the
    /// action sent to the first responder reaches, or one found in any window of any scene).
    package enum FirstResponder: String, Sendable, Equatable, CaseIterable {
        /// A text field or text view in one of the app's windows.
        case textInput
        /// A text input outside the app's windows: a composer's text view, which UIKit hosts in the
        /// keyboard's own window.
        case textInputInKeyboardWindow
        /// A view controller (a chat screen with `canBecomeFirstResponder` and its composer as
        /// `inputAccessoryView`, an iPad screen with key commands).
        case viewController
        /// Any other responder: a view, the window, the application.
        case otherResponder
    }

    /// What the gate knows: raw facts the UIKit layer reads.
    package struct Facts: Sendable, Equatable {
        package var hasRun: Bool
        package var hasDrawnFirstFrame: Bool
        package var isSceneForegroundActive: Bool
        /// What is first responder, `nil` when nothing is.
        package var firstResponder: FirstResponder?

        package init(
            hasRun: Bool, hasDrawnFirstFrame: Bool, isSceneForegroundActive: Bool, firstResponder: FirstResponder?
        ) {
            self.hasRun = hasRun
            self.hasDrawnFirstFrame = hasDrawnFirstFrame
            self.isSceneForegroundActive = isSceneForegroundActive
            self.firstResponder = firstResponder
        }
    }

    /// The gate: once per process, never while anything is first responder, only after the first
    /// frame with the scene foreground-active. So the warm-up never has a first responder to give
    /// back, and the one that was first stays first.
    package static func verdict(_ facts: Facts) -> Verdict {
        if facts.hasRun { return .alreadyRan }
        if facts.firstResponder != nil { return .responderIsFirst }
        guard facts.hasDrawnFirstFrame, facts.isSceneForegroundActive else { return .waitForActiveScene }
        return .run
    }

    /// Whether a first responder can make the app's keyboard show (a text input), or show an input
    /// view or an input accessory view of its own (a chat controller's composer): what ends the
    /// wait for the warm-up's late notifications (``Aftermath``).
    package static func canShowKeyboard(isTextInput: Bool, hasInputView: Bool, hasInputAccessoryView: Bool) -> Bool {
        isTextInput || hasInputView || hasInputAccessoryView
    }

    /// Whether a keyboard or editing notification is the warm-up's own and no scroll view may hear
    /// it: every one posted from the warm-up field's first responder until the run-loop turn after
    /// it resigned (UIKit may post the hide's did-notification a turn late), or one whose object
    /// is the warm-up field.
    package static func isOwnNotification(isWarmingUp: Bool, objectIsWarmUpField: Bool) -> Bool {
        isWarmingUp || objectIsWarmUpField
    }

    /// The warm-up's keyboard notifications that come after its turn: from iOS 17 the keyboard runs
    /// in a process of its own and may report the warm-up's show and hide later than the turn in
    /// which the field became first responder and resigned, however much later.
    ///
    /// After a warm-up, and until a responder of the app that can show a keyboard is first, every
    /// keyboard notification of this app's keyboard is the warm-up's: the warm-up runs only when
    /// nothing is first responder, and only a text input or a responder with an input view or an
    /// input accessory view (``canShowKeyboard(isTextInput:hasInputView:hasInputAccessoryView:)``)
    /// makes the app's keyboard show. The first notification or begin-editing that finds such a
    /// responder first ends it for good, so a keyboard the user asked for is never mistaken for the
    /// warm-up's; a responder that shows none (an iPad controller with key commands) does not end
    /// it. Another app's keyboard (`isLocal` false) is never the warm-up's.
    package struct Aftermath: Sendable, Equatable {
        /// Whether a warm-up ran and nothing has been first responder since.
        package private(set) var isAwaiting = false

        package init() {}

        /// The warm-up's field resigned: its keyboard may still report.
        package mutating func warmUpEnded() {
            isAwaiting = true
        }

        /// A responder of the app became first (a text input began editing): nothing after is
        /// the warm-up's.
        package mutating func responderBecameFirst() {
            isAwaiting = false
        }

        /// Whether a keyboard notification that came after the warm-up's turn is the warm-up's.
        ///
        /// - Parameters:
        ///   - isKeyboardOwnerFirst: whether a responder of the app that can show a keyboard is
        ///     first responder as it comes; read only while a warm-up's notification is awaited.
        ///   - isLocal: whether the notification says it is this app's keyboard (`nil` when it
        ///     does not say, taken as this app's).
        package mutating func isWarmUps(isKeyboardOwnerFirst: @autoclosure () -> Bool, isLocal: Bool?) -> Bool {
            guard isAwaiting, isLocal != false else { return false }
            if isKeyboardOwnerFirst() {
                isAwaiting = false
                return false
            }
            return true
        }
    }
}
