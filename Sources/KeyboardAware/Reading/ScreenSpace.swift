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
        /// The window's frame in the screen's space (a Slide Over window ends above the
        /// screen's bottom, and a docked keyboard's frame may end with it: see
        /// *Docked and undocked keyboards* in the behaviour rules).
        var windowFrame: CGRect?
    }

    /// `view`'s screen, its frame and its window's in it; `nil` outside a window.
    static func geometry(of view: UIView) -> Geometry? {
        #if os(visionOS)
        return nil
        #else
        guard let window = view.window, let screen = window.windowScene?.screen else { return nil }
        let space = screen.coordinateSpace
        return Geometry(
            screenSize: screen.bounds.size, frameInScreen: view.convert(view.bounds, to: space),
            windowFrame: window.convert(window.bounds, to: space))
        #endif
    }

    /// `view`'s frame in its screen's space; `nil` outside a window.
    static func frameInScreen(of view: UIView) -> CGRect? {
        #if os(visionOS)
        return nil
        #else
        guard let screen = view.window?.windowScene?.screen else { return nil }
        return view.convert(view.bounds, to: screen.coordinateSpace)
        #endif
    }

    /// The screen `view` is on, as an identity; `nil` outside a window.
    static func screenIdentity(of view: UIView) -> ObjectIdentifier? {
        #if os(visionOS)
        return nil
        #else
        return (view.window?.windowScene?.screen).map(ObjectIdentifier.init)
        #endif
    }

    /// The frame of `view`'s window in its screen's space; `nil` outside a window.
    static func windowFrame(of view: UIView) -> CGRect? {
        #if os(visionOS)
        return nil
        #else
        guard let window = view.window, let screen = window.windowScene?.screen else { return nil }
        return window.convert(window.bounds, to: screen.coordinateSpace)
        #endif
    }

    /// The size of the screen `view` is on; `nil` outside a window.
    static func screenSize(of view: UIView) -> CGSize? {
        #if os(visionOS)
        return nil
        #else
        return view.window?.windowScene?.screen.bounds.size
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

    /// `window`'s `keyboardLayoutGuide` as the core reads it from raw values: its layout frame,
    /// the window's frame in the screen and its bottom safe-area inset; whether it is laid out and
    /// shows a keyboard is the core's to say. Reading it the first time adds the guide to the
    /// window, as any use of it does, and its frame is zero until the window's next layout pass.
    static func keyboardLayoutGuide(of window: UIWindow) -> KeyboardSource.GuideReading? {
        #if os(visionOS)
        return nil
        #else
        guard let screen = window.windowScene?.screen else { return nil }
        return KeyboardSource.GuideReading(
            layoutFrame: window.keyboardLayoutGuide.layoutFrame,
            windowFrameInScreen: window.convert(window.bounds, to: screen.coordinateSpace),
            windowSafeAreaBottom: window.safeAreaInsets.bottom)
        #endif
    }

    /// Whether `view`'s scene is in the background, where keyboards of other apps come and go
    /// ([Apollo-Reborn #821](https://github.com/Apollo-Reborn/Apollo-Reborn/pull/821)).
    static func isSceneInBackground(_ view: UIView?) -> Bool {
        view?.window?.windowScene?.activationState == .background
    }

    /// The size of the screen a keyboard notification names (iOS 16.1 and later); `nil` when it
    /// names none.
    static func screenSize(of notification: Notification) -> CGSize? {
        #if os(visionOS)
        return nil
        #else
        return (notification.object as? UIScreen)?.bounds.size
        #endif
    }

    /// The screen a keyboard notification names (iOS 16.1 and later), as an identity; `nil` when it
    /// names none.
    static func screenIdentity(of notification: Notification) -> ObjectIdentifier? {
        #if os(visionOS)
        return nil
        #else
        return (notification.object as? UIScreen).map(ObjectIdentifier.init)
        #endif
    }

    /// A point in `window`'s coordinates in its screen's, where keyboard frames are.
    static func screenPoint(_ point: CGPoint, in window: UIWindow) -> CGPoint? {
        #if os(visionOS)
        return nil
        #else
        guard let screen = window.windowScene?.screen else { return nil }
        return window.convert(point, to: screen.coordinateSpace)
        #endif
    }

    /// A rect in screen coordinates (an accessibility frame) in `view`'s own coordinates.
    static func rect(_ rect: CGRect, fromScreenInto view: UIView) -> CGRect? {
        #if os(visionOS)
        return nil
        #else
        guard let screen = view.window?.windowScene?.screen else { return nil }
        return view.convert(rect, from: screen.coordinateSpace)
        #endif
    }
}
#endif
