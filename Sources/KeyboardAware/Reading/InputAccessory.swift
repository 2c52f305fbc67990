#if canImport(UIKit)
import UIKit

/// The input accessory view the keyboard shows, measured where it stands when a notification
/// comes (rule 3, covered height): whether the notification's end frame counts it is the core's
/// to read from that place (`InputAccessoryPlacement`), never assumed from the system version.
///
/// visionOS has no input accessory views: there the answer is always none.
@MainActor
enum InputAccessory {
    /// The accessory view shown above the keyboard, in screen coordinates, or `nil` without one.
    ///
    /// The first responder's own `inputAccessoryView` comes first; a chat screen's composer is
    /// instead the `inputAccessoryView` of a responder around the scroll view (its view
    /// controller), found along the scroll view's responder chain among those whose accessory is
    /// in a window. An accessory not in a window yet (a first show, before UIKit placed it) is
    /// measured below the keyboard's frame: over the keyboard but not in place, which the core
    /// counts only once it knows that this system's frames leave accessories out.
    ///
    /// - Parameters:
    ///   - input: the text input being edited, if known.
    ///   - scrollView: the scroll view whose responder chain may hold a composer.
    ///   - endFrame: the notification's end frame, in screen coordinates.
    static func frame(of input: UIView?, around scrollView: UIView?, endFrame: CGRect) -> CGRect? {
        #if os(visionOS)
        return nil
        #else
        guard let accessory = shown(for: input, around: scrollView) else { return nil }
        if let window = accessory.window, let screen = window.windowScene?.screen {
            return accessory.convert(accessory.bounds, to: screen.coordinateSpace)
        }
        let height = self.height(of: accessory)
        guard height > 0 else { return nil }
        let end = endFrame.standardized
        return CGRect(x: end.minX, y: end.maxY, width: end.width, height: height)
        #endif
    }

    /// The accessory view shown for a show or frame-change `event`, in screen coordinates, as the
    /// engine takes it (`InputAccessoryPlacement.measurement`: at a will-event, its height alone):
    /// the first responder's among `trackedInput` and the input being edited anywhere, or a
    /// composer around `scrollView`; `nil` for a hide, a frame that cannot be read, or no accessory.
    static func frame(for event: KeyboardNotification, editing trackedInput: UIView?, around scrollView: UIView?)
        -> CGRect?
    {
        guard !event.kind.isHide, case .success(let endFrame) = event.endFrame else { return nil }
        let input = [trackedInput, KeyboardTracker.shared.editingInput].lazy.compactMap { $0 }
            .first { $0.isFirstResponder }
        return frame(of: input, around: scrollView, endFrame: endFrame).map {
            InputAccessoryPlacement.measurement(of: $0, endFrame: endFrame, kind: event.kind)
        }
    }

    /// Where the accessory view shown for `input` (or a composer around `scrollView`) rests while
    /// the keyboard is down, at the bottom of a screen `screenHeight` high: what an interactive
    /// dismissal that leaves it in place must not drag the content under; `nil` without one.
    static func restingTop(for input: UIView?, around scrollView: UIView?, screenHeight: CGFloat) -> CGFloat? {
        #if os(visionOS)
        return nil
        #else
        guard let accessory = shown(for: input, around: scrollView) else { return nil }
        let height = accessory.window == nil ? self.height(of: accessory) : accessory.bounds.height
        return height > 0 ? screenHeight - height : nil
        #endif
    }

    #if !os(visionOS)
    /// The accessory view the keyboard shows for `input`, or for a responder around `scrollView`,
    /// or else the bar of a search field being edited outside `scrollView`, which rides on the
    /// keyboard the same way (iOS 26 places a search tab's field at the bottom, over the results).
    private static func shown(for input: UIView?, around scrollView: UIView?) -> UIView? {
        if let own = input?.inputAccessoryView, !own.isHidden { return own }
        var responder: UIResponder? = scrollView
        while let current = responder {
            if let accessory = current.inputAccessoryView, !accessory.isHidden, accessory.window != nil {
                return accessory
            }
            responder = current.next
        }
        return ridingSearchBar(for: input, outside: scrollView)
    }

    /// The search bar around `input` when `input` is a search field being edited outside
    /// `scrollView`, in a window: where it stands decides whether it sits on the keyboard (rule 3).
    private static func ridingSearchBar(for input: UIView?, outside scrollView: UIView?) -> UIView? {
        guard let input = input as? UISearchTextField, let scrollView, input.window != nil,
            !input.isDescendant(of: scrollView)
        else { return nil }
        var view: UIView? = input
        while let current = view, !(current is UISearchBar) { view = current.superview }
        return view ?? input
    }

    /// The accessory's height as laid out, or as it asks to be when it has not been laid out yet
    /// (an accessory view sized by Auto Layout); 0 when it says nothing.
    private static func height(of accessory: UIView) -> CGFloat {
        let laidOut = accessory.bounds.height
        if laidOut > 0 { return laidOut }
        let intrinsic = accessory.intrinsicContentSize.height
        return intrinsic.isFinite && intrinsic > 0 ? intrinsic : 0
    }
    #endif
}
#endif
