/// The six keyboard notifications UIKit posts, by the phase they report.
public enum KeyboardEventKind: String, Sendable, CaseIterable {
    /// One case per `UIResponder.keyboard…Notification`: `willShow` for
    /// `keyboardWillShowNotification`, and so on.
    case willShow, didShow, willChangeFrame, didChangeFrame, willHide, didHide

    /// `will…` notifications drive the layout; `did…` ones only repair it when they disagree.
    public var isWill: Bool {
        switch self {
        case .willShow, .willChangeFrame, .willHide: true
        case .didShow, .didChangeFrame, .didHide: false
        }
    }

    /// Hide notifications hide the keyboard whatever frame they carry.
    public var isHide: Bool { self == .willHide || self == .didHide }
}
