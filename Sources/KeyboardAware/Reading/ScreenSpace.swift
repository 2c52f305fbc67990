#if canImport(UIKit)
import UIKit

/// The screen a view is on and its coordinate space, where keyboard frames live.
///
/// The one place that knows `UIScreen` is missing on visionOS. There the keyboard is a window of
/// its own that covers no app content: every answer is `nil` or `false`, and keyboard avoidance
/// does nothing.
@MainActor
enum ScreenSpace {
    /// The size of a screen's interface-oriented bounds, and a view's frame in that screen's space.
    struct Geometry {
        var screenSize: CGSize
        var frameInScreen: CGRect
    }

    /// `view`'s screen and frame in it; `nil` outside a window.
    static func geometry(of view: UIView) -> Geometry? {
        #if os(visionOS)
        return nil
        #else
        guard let screen = view.window?.windowScene?.screen else { return nil }
        return Geometry(
            screenSize: screen.bounds.size,
            frameInScreen: view.convert(view.bounds, to: screen.coordinateSpace))
        #endif
    }

    /// The screen `window` is on, as the object keyboard notifications name (iOS 16.1 and later).
    static func screen(of window: UIWindow) -> AnyObject? {
        #if os(visionOS)
        return nil
        #else
        return window.windowScene?.screen
        #endif
    }

    /// The top of `window`'s `keyboardLayoutGuide` in its screen's coordinates, when the guide
    /// shows a keyboard; `nil` when it shows none. The guide follows a docked keyboard (its input
    /// accessory view included) and otherwise rests on the window's bottom safe-area edge, so a
    /// top at or below that edge is no keyboard; a guide not laid out yet has no height and shows
    /// none either. Reading it the first time adds the guide to the window, as any use of it does.
    static func keyboardLayoutGuideTop(of window: UIWindow) -> CGFloat? {
        #if os(visionOS)
        return nil
        #else
        guard let screen = window.windowScene?.screen else { return nil }
        let guide = window.keyboardLayoutGuide.layoutFrame
        let safeBottom = window.bounds.maxY - window.safeAreaInsets.bottom
        guard guide.height > 0, guide.width > 0, guide.minY < safeBottom - Self.guideRestTolerance else {
            return nil
        }
        return window.convert(CGPoint(x: guide.minX, y: guide.minY), to: screen.coordinateSpace).y
        #endif
    }

    /// How far above the safe-area edge the guide's top must be to show a keyboard: half a point,
    /// below any keyboard or accessory view, above rounding in the conversion.
    private static let guideRestTolerance: CGFloat = 0.5

    /// A rect in screen coordinates (an accessibility frame) in `view`'s own coordinates.
    static func rect(_ rect: CGRect, fromScreenInto view: UIView) -> CGRect? {
        #if os(visionOS)
        return nil
        #else
        guard let screen = view.window?.windowScene?.screen else { return nil }
        return view.convert(rect, from: screen.coordinateSpace)
        #endif
    }

    /// Whether a keyboard notification concerns `view`'s screen. Since iOS 16.1 its object is the
    /// keyboard's screen; before, `nil`, taken as this screen. A view outside any window cannot
    /// tell: it takes only hide notifications as its own, so that it still gets its insets back but
    /// never lays out against stale geometry.
    static func keyboardNotification(
        _ notification: Notification, of kind: KeyboardEventKind,
        concerns view: UIView
    ) -> Bool {
        #if os(visionOS)
        return false
        #else
        guard let viewScreen = view.window?.windowScene?.screen else { return kind.isHide }
        guard let keyboardScreen = notification.object as? UIScreen else { return true }
        return keyboardScreen === viewScreen
        #endif
    }
}
#endif
