#if canImport(UIKit)
import UIKit

/// What a coordinator observes on its scroll view besides notifications, while it observes: the
/// finger on its pan recognizer (``FingerDrag``), the content size, a plain scroll view's
/// inset writes, `bounds`/`center` and window, and the window scene's geometry. Made when
/// observing starts, invalidated when it stops; every callback holds the coordinator weakly.
@MainActor
final class ViewObservations: NSObject {
    private weak var avoidance: KeyboardAvoidance?
    private weak var scrollView: UIScrollView?
    private var properties: [NSKeyValueObservation] = []
    private var scene: NSKeyValueObservation?
    private var windowWatcher: WindowWatcher?
    private var fingerDrag: FingerDrag?

    /// Starts observing `scrollView` for `avoidance`; `insets` adds a plain scroll view's insets and
    /// layout (the `KeyboardAware…` subclasses route and report those themselves).
    init(of scrollView: UIScrollView, for avoidance: KeyboardAvoidance, insets: Bool) {
        self.avoidance = avoidance
        self.scrollView = scrollView
        super.init()
        fingerDrag = FingerDrag(of: scrollView, for: avoidance)
        // Content that starts or stops scrolling changes the safe-area part of the insets; content
        // that grows moves a chat's end (rule 16).
        properties.append(
            scrollView.observe(\.contentSize, options: [.old, .new]) { [weak avoidance] _, change in
                guard let old = change.oldValue, old != change.newValue else { return }
                runAsMainActor { avoidance?.contentSizeDidChange(from: old) }
            })
        // A plain scroll view: the app's inset writes, and layout changes nobody reports (checked
        // once per run-loop turn, since `bounds` changes on every scroll step).
        if insets {
            properties += InsetProperty.allCases.map { property in
                scrollView.observe(property.keyPath) { [weak avoidance] _, _ in
                    runAsMainActor { avoidance?.observedInsetWrite(property) }
                }
            }
            properties += [
                scrollView.observe(\.bounds) { [weak avoidance] _, _ in
                    runAsMainActor { avoidance?.scheduleLayoutCheck() }
                },
                scrollView.observe(\.center) { [weak avoidance] _, _ in
                    runAsMainActor { avoidance?.scheduleLayoutCheck() }
                },
            ]
            // Only the view itself hears of a new window: a hidden subview stands in for it.
            windowWatcher = WindowWatcher(in: scrollView, for: avoidance)
        }
        observeWindowScene()
    }

    /// Removes every observation and the pan target.
    func invalidate() {
        fingerDrag?.invalidate()
        fingerDrag = nil
        for observation in properties { observation.invalidate() }
        properties = []
        scene?.invalidate()
        scene = nil
        windowWatcher?.remove()
        windowWatcher = nil
    }

    // MARK: - The window scene

    /// Observes the geometry of the scroll view's window scene, where the window sits on screen:
    /// dragging or resizing a Stage Manager window changes it without laying out the scroll view.
    /// Called again whenever the scroll view moves to another window.
    func observeWindowScene() {
        scene?.invalidate()
        scene = nil
        guard #available(iOS 16, tvOS 16, *), let windowScene = scrollView?.window?.windowScene else { return }
        scene = windowScene.observe(\.effectiveGeometry) { [weak avoidance] _, _ in
            runAsMainActor { avoidance?.scheduleLayoutCheck() }
        }
    }
}
#endif
