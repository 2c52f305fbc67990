#if canImport(UIKit)
import UIKit

/// What a coordinator observes on its scroll view besides notifications, while it observes: the
/// pan recognizer that tells when the finger is down, the content size, a plain scroll view's
/// inset writes, `bounds`/`center` and window, and the window scene's geometry. Made when
/// observing starts, invalidated when it stops; every callback holds the coordinator weakly.
@MainActor
final class ViewObservations: NSObject {
    private weak var avoidance: KeyboardAvoidance?
    private weak var scrollView: UIScrollView?
    private var properties: [NSKeyValueObservation] = []
    private var scene: NSKeyValueObservation?
    private var windowWatcher: WindowWatcher?

    /// Starts observing `scrollView` for `avoidance`; `insets` adds a plain scroll view's insets and
    /// layout (the `KeyboardAware…` subclasses route and report those themselves).
    init(of scrollView: UIScrollView, for avoidance: KeyboardAvoidance, insets: Bool) {
        self.avoidance = avoidance
        self.scrollView = scrollView
        super.init()
        // A target on the scroll view's own pan recognizer: its delegate is never touched, and the
        // recognizer keeps working exactly as before.
        scrollView.panGestureRecognizer.addTarget(self, action: #selector(panStateChanged(_:)))
        // Content that starts or stops scrolling changes the safe-area part of the insets.
        properties.append(
            scrollView.observe(\.contentSize, options: [.old, .new]) { [weak avoidance] _, change in
                guard change.oldValue != change.newValue else { return }
                runAsMainActor { avoidance?.contentSizeDidChange() }
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
        scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(panStateChanged(_:)))
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

    // MARK: - The finger (rule 13)

    /// A drag began or goes on (a pan that began: a tap that has not moved is no drag), or it
    /// ended: an event for the coordinator, which tells the engine.
    @objc private func panStateChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed: avoidance?.fingerChanged(isDown: true)
        case .ended, .cancelled, .failed: avoidance?.fingerChanged(isDown: false)
        default: break
        }
    }
}
#endif
