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

    /// Whether a notification with `object` is the warm-up's own (``KeyboardWarmUp``).
    static func isOwn(_ object: Any?) -> Bool {
        KeyboardWarmUp.isOwnNotification(
            isWarmingUp: isWarmingUp, objectIsWarmUpField: field != nil && (object as AnyObject?) === field)
    }
}
#endif
