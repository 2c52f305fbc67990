#if canImport(UIKit)
import UIKit

/// What a `KeyboardAvoidance` observes on its scroll view besides notifications, while it observes: the
/// finger on its pan recognizer (``FingerDrag``), the content size, a plain scroll view's
/// inset writes, `bounds`/`center` and window, and the window scene's geometry. Made when
/// observing starts, invalidated when it stops; every callback holds the `KeyboardAvoidance` weakly.
@MainActor
final class ViewObservations: NSObject {
    private weak var avoidance: KeyboardAvoidance?
    private weak var scrollView: UIScrollView?
    private var properties: [NSKeyValueObservation] = []
    private var scene: NSKeyValueObservation?
    private var windowWatcher: WindowWatcher?
    private var fingerDrag: FingerDrag?

    /// Starts observing `scrollView` for `KeyboardAvoidance`; `insets` adds a plain scroll view's insets and
    /// layout (the `KeyboardAware…` subclasses route and report those themselves).
    init(of scrollView: UIScrollView, for avoidance: KeyboardAvoidance, insets: Bool) {
        self.avoidance = avoidance
        self.scrollView = scrollView
        super.init()
        fingerDrag = FingerDrag(of: scrollView, for: avoidance)
        // Content that starts or stops scrolling changes the safe-area part of the insets; content
        // that grows moves a chat's end (Behaviour rules: *Content lift*).
        properties.append(
            scrollView.observe(\.contentSize, options: [.old, .new]) { [weak avoidance] _, change in
                guard let old = change.oldValue, old != change.newValue else { return }
                runAsMainActor { avoidance?.contentSizeDidChange(from: old) }
            })
        // A plain scroll view: the app's inset writes, and layout changes nobody reports (checked
        // once per run-loop turn, since `bounds` changes on every scroll step).
        if insets {
            properties += InsetProperty.allCases.map { property in
                scrollView.observe(property.keyPath, options: [.old]) { [weak avoidance] _, change in
                    let old = change.oldValue
                    runAsMainActor { avoidance?.observedInsetWrite(property, old: old) }
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
            observeWindowChanges(of: scrollView, for: avoidance)
        }
        observeWindowScene()
    }

    // MARK: - The window

    /// The window the scroll view was in when last asked, for ``windowChanged()``.
    private weak var knownWindow: UIWindow?
    /// The trait change registration that stands for the watcher from iOS 17 on.
    private var traitRegistration: AnyObject?

    /// Only the view itself hears of a new window (`didMoveToWindow()`), so a plain scroll view is
    /// watched otherwise. From iOS 17, `registerForTraitChanges(_:handler:)` reports a join that
    /// changes the view's traits (scale, idiom, size classes, whether its scene is active) without
    /// adding anything to the app's hierarchy, and the layout check compares the window (a view
    /// joining one is usually laid out there); a view that joins a window with the same traits and
    /// frame as it had is caught at its next layout pass. On iOS 15 and 16 neither covers a view whose frame was set before
    /// it joined, so a hidden subview of zero size stands in (``WindowWatcher``), never the first of
    /// the subviews once the scroll view is in a window.
    private func observeWindowChanges(of scrollView: UIScrollView, for avoidance: KeyboardAvoidance) {
        knownWindow = scrollView.window
        if #available(iOS 17, tvOS 17, visionOS 1, *) {
            let traits: [UITrait] = [
                UITraitDisplayScale.self, UITraitUserInterfaceIdiom.self, UITraitHorizontalSizeClass.self,
                UITraitVerticalSizeClass.self, UITraitActiveAppearance.self,
            ]
            traitRegistration = scrollView.registerForTraitChanges(traits) { [weak self] (_: UIScrollView, _) in
                guard let self, self.windowChanged() else { return }
                self.avoidance?.windowDidChange()
            }
        } else {
            windowWatcher = WindowWatcher(in: scrollView, for: avoidance)
        }
    }

    /// Whether the scroll view is in another window (or none) than when last asked; keeps the
    /// watcher, where there is one, out of the subviews' first place, where apps look for their
    /// content (`viewForZooming(in:)` often returns `subviews.first`).
    func windowChanged() -> Bool {
        windowWatcher?.keepOutOfFirstPlace()
        guard let scrollView, scrollView.window !== knownWindow else { return false }
        knownWindow = scrollView.window
        return true
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
        if #available(iOS 17, tvOS 17, visionOS 1, *),
            let registration = traitRegistration as? UITraitChangeRegistration
        {
            scrollView?.unregisterForTraitChanges(registration)
        }
        traitRegistration = nil
    }

    // MARK: - The window scene

    /// Observes the geometry of the scroll view's window scene, where the window sits on screen:
    /// dragging or resizing a Stage Manager window changes it without laying out the scroll view.
    /// Called again whenever the scroll view moves to another window.
    func observeWindowScene() {
        knownWindow = scrollView?.window
        scene?.invalidate()
        scene = nil
        guard #available(iOS 16, tvOS 16, *), let windowScene = scrollView?.window?.windowScene else { return }
        scene = windowScene.observe(\.effectiveGeometry) { [weak avoidance] _, _ in
            runAsMainActor { avoidance?.scheduleLayoutCheck() }
        }
    }
}
#endif
