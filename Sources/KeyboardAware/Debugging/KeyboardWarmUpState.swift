#if canImport(UIKit)
import UIKit

/// What the keyboard hub reads of the warm-up (``KeyboardWarmUpRunner``), apart from it since the
/// runner cannot be built into an app extension and the hub is. What follows the warm-up (its late
/// notifications) is the keyboard intake's to judge (`KeyboardWarmUp.Aftermath`).
@MainActor
package enum KeyboardWarmUpState {
    /// From the warm-up field's first responder until the turn after it resigned.
    package internal(set) static var isWarmingUp = false
    /// The warm-up's field while it exists.
    static weak var field: UITextField?
    /// Asks UIKit whether a responder that can show a keyboard is first; set by the warm-up, since
    /// app extensions, which the hub is built into, cannot ask for the app's first responder.
    static var isKeyboardOwnerFirst: (@MainActor () -> Bool)?

    /// Whether a notification with `object` comes in the warm-up's own turn or names its field.
    static func isInTurn(_ object: Any?) -> Bool {
        isWarmingUp || field.map { $0 === (object as AnyObject?) } == true
    }
}
#endif
