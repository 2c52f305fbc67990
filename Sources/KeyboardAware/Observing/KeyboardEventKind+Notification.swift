#if canImport(UIKit)
import UIKit

extension KeyboardEventKind {
    /// UIKit's keyboard notifications and the kind of event each is.
    static let byNotification: [Notification.Name: KeyboardEventKind] = [
        UIResponder.keyboardWillShowNotification: .willShow,
        UIResponder.keyboardDidShowNotification: .didShow,
        UIResponder.keyboardWillChangeFrameNotification: .willChangeFrame,
        UIResponder.keyboardDidChangeFrameNotification: .didChangeFrame,
        UIResponder.keyboardWillHideNotification: .willHide,
        UIResponder.keyboardDidHideNotification: .didHide,
    ]
}
#endif
