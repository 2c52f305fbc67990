/// The six keyboard notifications UIKit posts, by the phase they report.
package enum KeyboardEventKind: String, Sendable, CaseIterable {
    /// One case per `UIResponder.keyboard…Notification`: `willShow` for
    /// `keyboardWillShowNotification`, and so on.
    case willShow, didShow, willChangeFrame, didChangeFrame, willHide, didHide

    /// `will…` notifications drive the layout; `did…` ones only repair it when they disagree.
    package var isWill: Bool {
        switch self {
        case .willShow, .willChangeFrame, .willHide: true
        case .didShow, .didChangeFrame, .didHide: false
        }
    }

    /// Hide notifications hide the keyboard whatever frame they carry. A `switch`, as ``isWill``:
    /// spelled as two comparisons it was not inlined, and asked of every view at every event.
    package var isHide: Bool {
        switch self {
        case .willHide, .didHide: true
        case .willShow, .didShow, .willChangeFrame, .didChangeFrame: false
        }
    }
}
