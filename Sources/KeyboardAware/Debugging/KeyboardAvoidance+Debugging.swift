#if canImport(UIKit)
import UIKit

extension KeyboardAvoidance {
    // MARK: - Debug overlay

    /// Draws, over this scroll view's window, where the keyboard covers it, the visible region
    /// and the focused rect, with one line per decision saying why the view moved or did not
    /// (``lastDecisionExplanation``). For debugging: it never takes a touch nor changes the app's
    /// layout, and costs nothing while off. In a debug build the launch argument
    /// `-KeyboardAwareDebugOverlay` turns it on for every scroll view.
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

    /// Whether the launch argument `-KeyboardAwareDebugOverlay` asks for the overlay on every
    /// scroll view; only in a debug build of the package.
    static let showsDebugOverlayEverywhere: Bool = {
        #if DEBUG
        return ProcessInfo.processInfo.arguments.contains("-KeyboardAwareDebugOverlay")
        #else
        return false
        #endif
    }()
}
#endif
