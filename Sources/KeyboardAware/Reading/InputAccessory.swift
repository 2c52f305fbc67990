#if canImport(UIKit)
import UIKit

/// The input accessory view the keyboard shows, measured where it stands when a notification
/// comes (Behaviour rules: *How much of the view the keyboard covers*): whether the notification's
/// end frame counts it is the core's to read from that place (`InputAccessoryPlacement`), never
/// assumed from the system version.
///
/// visionOS has no input accessory views: there the answer is always none.
@MainActor
enum InputAccessory {
    /// The first responder's own accessory view (`input.inputAccessoryView`), in screen
    /// coordinates, or `nil` without one. An accessory not in a window yet (a first show, before
    /// UIKit placed it) is measured below the keyboard's frame: over the keyboard but not in place,
    /// which the core counts only once it knows that this system's frames leave accessories out.
    static func ownFrame(of input: UIView, endFrame: CGRect) -> CGRect? {
        #if os(visionOS)
        return nil
        #else
        guard let accessory = input.inputAccessoryView, !accessory.isHidden else { return nil }
        return frame(of: accessory, endFrame: endFrame)
        #endif
    }

    /// A chat screen's composer: the `inputAccessoryView` of a responder around `scrollView` (its
    /// view controller), found along the scroll view's responder chain among those whose
    /// accessory is in a window; in screen coordinates, `nil` without one.
    static func composerFrame(around scrollView: UIView, endFrame: CGRect) -> CGRect? {
        #if os(visionOS)
        return nil
        #else
        return composer(around: scrollView).flatMap { frame(of: $0, endFrame: endFrame) }
        #endif
    }

    /// The input accessory view shown for a responder around `scrollView` (itself or one up its
    /// responder chain: a chat's view controller with its composer), when it is in a window.
    static func composer(around scrollView: UIView) -> UIView? {
        #if os(visionOS)
        return nil
        #else
        var responder: UIResponder? = scrollView
        while let current = responder {
            if let accessory = current.inputAccessoryView, !accessory.isHidden, accessory.window != nil {
                return accessory
            }
            responder = current.next
        }
        return nil
        #endif
    }

    /// The search bar around `input` when `input` is a search field being edited, in screen
    /// coordinates, with the placement the system gave it: whether it rides on the keyboard is the
    /// core's to say from that placement (`SearchFieldBar.ridesOnKeyboard`), never from where it
    /// stands when the notification comes. It is never part of the keyboard's frame, so it is
    /// counted as a height of its own (`SearchFieldBar`), never measured as an accessory. Read once
    /// per notification, only for a search field.
    static func searchBar(around input: UIView) -> SearchFieldBar.Reading? {
        #if os(visionOS)
        return nil
        #else
        guard let input = input as? UISearchTextField, let screen = input.window?.windowScene?.screen else {
            return nil
        }
        var view: UIView? = input
        while let current = view, !(current is UISearchBar) { view = current.superview }
        let bar = view ?? input
        return SearchFieldBar.Reading(
            frame: bar.convert(bar.bounds, to: screen.coordinateSpace), placement: SearchBarPlacement.read(of: bar))
        #endif
    }

    /// Where the accessory view that stays under `dismissal` rests while the keyboard is down, at
    /// the bottom of a screen `screenHeight` high: what an interactive dismissal that leaves it in
    /// place must not drag the content under; `nil` without one. Which accessory, and where, is
    /// the core's to say (`InputAccessoryPlacement.restingTop`) from the heights read: the own accessory view of
    /// `focused` or `editing`, or a composer around `scrollView`; with the window's bottom and its
    /// bottom safe area, under which a docked accessory does not go.
    static func restingTop(
        under dismissal: InteractiveDismissal, focused: UIView?, editing: UIView?, around scrollView: UIView,
        restingBottom: CGFloat
    ) -> CGFloat? {
        let window = scrollView.window
        #if os(visionOS)
        return nil
        #else
        return InputAccessoryPlacement.restingTop(
            dismissal: dismissal, focused: focused, editing: editing,
            ownHeight: { input in
                input.inputAccessoryView.flatMap { $0.isHidden ? nil : measure($0, isInWindow: $0.window != nil) }
            },
            // A composer is found only in a window.
            composerHeight: { composer(around: scrollView).map { measure($0, isInWindow: true) } },
            restingBottom: restingBottom, windowBottom: ScreenSpace.windowFrame(of: scrollView)?.maxY,
            windowSafeAreaBottom: window?.safeAreaInsets.bottom ?? 0)
        #endif
    }

    #if !os(visionOS)
    /// `accessory` in screen coordinates, or below `endFrame` at its own height when it is not in a
    /// window yet; `nil` when it has no height.
    private static func frame(of accessory: UIView, endFrame: CGRect) -> CGRect? {
        if let window = accessory.window, let screen = window.windowScene?.screen {
            return accessory.convert(accessory.bounds, to: screen.coordinateSpace)
        }
        let height = self.height(of: accessory, isInWindow: false)
        guard height > 0 else { return nil }
        let end = endFrame.standardized
        return CGRect(x: end.minX, y: end.maxY, width: end.width, height: height)
    }

    /// The accessory's height (`InputAccessoryPlacement.height(laidOut:isInWindow:intrinsic:)`) and whether its height follows its own layout (a
    /// flexible height, as a composer that stretches over the home indicator once docked has),
    /// for `InputAccessoryPlacement.restingTop`.
    private static func measure(_ accessory: UIView, isInWindow: Bool) -> InputAccessoryPlacement.Measure {
        InputAccessoryPlacement.Measure(
            height: height(of: accessory, isInWindow: isInWindow),
            stretches: accessory.autoresizingMask.contains(.flexibleHeight))
    }

    /// The accessory's height as the core reads it (`InputAccessoryPlacement.height(laidOut:isInWindow:intrinsic:)`) from its bounds, whether it
    /// is in a window and its intrinsic size.
    private static func height(of accessory: UIView, isInWindow: Bool) -> CGFloat {
        InputAccessoryPlacement.height(
            laidOut: accessory.bounds.height, isInWindow: isInWindow,
            intrinsic: { accessory.intrinsicContentSize.height })
    }
    #endif
}
#endif
