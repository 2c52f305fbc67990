#if canImport(UIKit)
import UIKit

extension KeyboardAvoidance {
    // MARK: - Debug overlay

    /// Draws, over this scroll view's window, where the keyboard covers it, the visible region
    /// and the focused rect, with one line per decision saying why the view moved or did not
    /// (``lastDecisionExplanation``). For debugging: it never takes a touch nor changes the app's
    /// layout, and costs nothing while off. ``showsDebugOverlayEverywhere`` turns it on for every
    /// scroll view, as the launch argument `-KeyboardAwareDebugOverlay` does in a debug build.
    public var showsDebugOverlay: Bool {
        get { debugOverlay != nil }
        set {
            guard newValue != (debugOverlay != nil) else { return }
            debugOverlay?.remove()
            debugOverlay = newValue ? scrollView.map(DecisionOverlay.init(scrollView:)) : nil
        }
    }

    /// Why the last decision moved the scroll view or left it alone, e.g. `keyboard willShow: inset
    /// +302: docked keyboard covers 336 of the view, safe area 34, animated 0.25s`, while
    /// ``showsDebugOverlay`` is on (`nil` otherwise): the line the overlay shows and the debug log
    /// writes, for a test to assert.
    public var lastDecisionExplanation: String? { debugOverlay?.lastLine }

    /// The app-wide switch of the debug overlay: while on, every scroll view whose avoidance is
    /// made from then on shows it (``showsDebugOverlay`` starts on), in any build. Set it before the
    /// first screen, e.g. in `application(_:didFinishLaunchingWithOptions:)`:
    ///
    /// ```swift
    /// #if DEBUG
    /// KeyboardAvoidance.showsDebugOverlayEverywhere = true
    /// #endif
    /// ```
    ///
    /// A scroll view already set up keeps its own ``showsDebugOverlay``. It starts on when a debug
    /// build of the package is launched with `-KeyboardAwareDebugOverlay`, off otherwise.
    public static var showsDebugOverlayEverywhere: Bool = {
        #if DEBUG
        return ProcessInfo.processInfo.arguments.contains("-KeyboardAwareDebugOverlay")
        #else
        return false
        #endif
    }()
}
#endif
