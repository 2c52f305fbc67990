import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What rides on the keyboard for one show or frame-change notification, measured once for every
/// scroll view (Behaviour rules: *How much of the view the keyboard covers*): the first
/// responder's own input accessory view, else iOS 26's bottom search field around it.
///
/// An accessory view is what the end frame may or may not count, and is measured and teaches
/// (`InputAccessoryPlacement`). The search field is never part of the end frame: it counts as a
/// height of its own, and only when it rides on the keyboard (`SearchFieldBar`). An input with an
/// accessory view of its own carries that and no search field.
package struct CarriedAccessory: Sendable, Equatable {
    /// The accessory view as the engine takes it (at a will-event its height alone, below the end
    /// frame), `nil` without one.
    package var accessory: CGRect?
    /// The height of the search field riding on the keyboard, 0 without one.
    package var heightLeftOut: CGFloat = 0

    package init(accessory: CGRect? = nil, heightLeftOut: CGFloat = 0) {
        self.accessory = accessory
        self.heightLeftOut = heightLeftOut
    }

    /// The end frame what the keyboard carries for `input` is measured against, `nil` when nothing
    /// is measured: a hide carries nothing the engine takes (its frame can be the accessory bar
    /// alone), an end frame that cannot be read gives no place to measure against, and only the
    /// first responder's accessory view or search field rides on the keyboard (UIKit shows the
    /// first responder's input accessory view).
    ///
    /// - Parameters:
    ///   - notification: the parsed notification, its end frame in screen coordinates.
    ///   - inputIsFirstResponder: whether the input being edited is first responder, `nil` without
    ///     one.
    package static func endFrame(toMeasure notification: KeyboardNotification, inputIsFirstResponder: Bool?)
        -> CGRect?
    {
        guard !notification.kind.isHide, inputIsFirstResponder == true,
            case .success(let endFrame) = notification.endFrame
        else { return nil }
        return endFrame
    }

    /// What the keyboard carries.
    ///
    /// - Parameters:
    ///   - ownAccessory: the input's own accessory view, in screen coordinates; `nil` without one.
    ///   - searchBar: the bar of the search field being edited, in screen coordinates, and its
    ///     placement; `nil` without one.
    ///   - endFrame: the notification's end frame, in screen coordinates.
    ///   - kind: the notification's kind.
    ///   - screenHeight: the screen's height; `nil` when not known (then any frame on screen shows
    ///     a keyboard).
    ///   - isLocal: whether the keyboard is this app's (`nil` when the notification does not say,
    ///     taken as this app's).
    package static func measure(
        ownAccessory: CGRect?, searchBar: @autoclosure () -> SearchFieldBar.Reading?, endFrame: CGRect,
        kind: KeyboardEventKind,
        screenHeight: CGFloat?, isLocal: Bool?
    ) -> CarriedAccessory {
        if let ownAccessory {
            return CarriedAccessory(
                accessory: InputAccessoryPlacement.measurement(of: ownAccessory, endFrame: endFrame, kind: kind))
        }
        guard let searchBar = searchBar() else { return CarriedAccessory() }
        let shows = KeyboardState(endFrame: endFrame, screenHeight: screenHeight ?? .infinity) != .hidden
        return CarriedAccessory(
            heightLeftOut: SearchFieldBar.heightLeftOut(
                bar: searchBar, endFrame: endFrame, showsKeyboard: shows, isLocal: isLocal ?? true))
    }
}
