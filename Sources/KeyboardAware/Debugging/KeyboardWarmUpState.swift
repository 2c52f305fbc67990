#if canImport(UIKit)
import UIKit

/// What the keyboard hub asks of the warm-up (``KeyboardWarmUpRunner``), apart from it since the
/// runner cannot be built into an app extension and the hub is.
@MainActor
package enum KeyboardWarmUpState {
    /// From the warm-up field's first responder until the turn after it resigned.
    package internal(set) static var isWarmingUp = false
    /// The warm-up's field while it exists.
    static weak var field: UITextField?

    /// What follows the warm-up: its late keyboard notifications (``KeyboardWarmUp/Aftermath``).
    private static var aftermath = KeyboardWarmUp.Aftermath()
    /// Asks UIKit whether a responder that can show a keyboard is first; set by the warm-up, which
    /// app extensions cannot run, and dropped once the aftermath ends.
    private static var isKeyboardOwnerFirst: (@MainActor () -> Bool)?

    /// Whether a keyboard notification of the warm-up may still come after its turn.
    package static var isAwaitingLateNotifications: Bool { aftermath.isAwaiting }

    /// The warm-up's turn ended; `isKeyboardOwnerFirst` asks UIKit whether its first responder can
    /// show a keyboard.
    static func warmUpEnded(isKeyboardOwnerFirst: @escaping @MainActor () -> Bool) {
        self.isKeyboardOwnerFirst = isKeyboardOwnerFirst
        aftermath.warmUpEnded()
    }

    /// A text input of the app began editing: nothing after is the warm-up's.
    static func responderBecameFirst() {
        guard aftermath.isAwaiting else { return }
        aftermath.responderBecameFirst()
        isKeyboardOwnerFirst = nil
    }

    /// Whether an editing notification with `object` is the warm-up's own (``KeyboardWarmUp``).
    static func isOwn(_ object: Any?) -> Bool {
        KeyboardWarmUp.isOwnNotification(
            isWarmingUp: isWarmingUp, objectIsWarmUpField: field != nil && (object as AnyObject?) === field)
    }

    /// Whether a keyboard notification is the warm-up's own: in its turn, or late
    /// (``KeyboardWarmUp/Aftermath``); `isLocal` as the notification says.
    static func isOwnKeyboardNotification(_ object: Any?, isLocal: Bool?) -> Bool {
        if isOwn(object) { return true }
        guard let ask = isKeyboardOwnerFirst else { return false }
        let isOwn = aftermath.isWarmUps(isKeyboardOwnerFirst: ask(), isLocal: isLocal)
        if !aftermath.isAwaiting { isKeyboardOwnerFirst = nil }
        return isOwn
    }
}
#endif
