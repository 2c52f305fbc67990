#if canImport(UIKit)
import UIKit

/// Starting and stopping: the notifications, the key-value observations of a plain scroll view,
/// and the pan recognizer that tells when the finger is down. Everything added here is removed in
/// ``stopObserving()``; every callback holds the adapter weakly.
extension KeyboardAvoidance {
    /// The keyboard notifications and the kind of event each is.
    static let keyboardEvents: [Notification.Name: KeyboardEventKind] = [
        UIResponder.keyboardWillShowNotification: .willShow,
        UIResponder.keyboardDidShowNotification: .didShow,
        UIResponder.keyboardWillChangeFrameNotification: .willChangeFrame,
        UIResponder.keyboardDidChangeFrameNotification: .didChangeFrame,
        UIResponder.keyboardWillHideNotification: .willHide,
        UIResponder.keyboardDidHideNotification: .didHide,
    ]

    // MARK: - Start and stop

    func startObserving() {
        guard !isObserving, let scrollView else { return }
        isObserving = true
        let center = NotificationCenter.default
        for name in Self.keyboardEvents.keys {
            center.addObserver(self, selector: #selector(keyboardNotification(_:)), name: name, object: nil)
        }
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            center.addObserver(self, selector: #selector(textInputDidBeginEditing(_:)), name: name, object: nil)
        }
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            center.addObserver(self, selector: #selector(textInputDidEndEditing(_:)), name: name, object: nil)
        }
        center.addObserver(
            self, selector: #selector(textViewDidChange(_:)),
            name: UITextView.textDidChangeNotification, object: nil)
        center.addObserver(
            self, selector: #selector(accessibilityElementFocused(_:)),
            name: UIAccessibility.elementFocusedNotification, object: nil)
        observeFinger(of: scrollView)
        observeWindowScene()
        if insetWrites == .observed { observeProperties(of: scrollView) }
        // A field may be editing already (avoidance turned on mid-edit, the view moved into a window).
        adoptFirstResponder()
    }

    func stopObserving() {
        guard isObserving else { return }
        isObserving = false
        NotificationCenter.default.removeObserver(self)
        for observation in observations { observation.invalidate() }
        observations = []
        sceneObservation?.invalidate()
        sceneObservation = nil
        observedPan?.removeTarget(self, action: #selector(panStateChanged(_:)))
        observedPan = nil
        if engine.isTouching { engine.touchEnded() }
        withdrawReturnKeyNavigation()
        withdrawAccessoryBar()
        trackedInput = nil
        lastMeasuredFocus = nil
        lastLayoutGeometry = nil
    }

    // MARK: - A plain scroll view's properties

    /// The app's inset writes, and `bounds`/`center` for layout changes nobody reports.
    private func observeProperties(of scrollView: UIScrollView) {
        observations = InsetProperty.allCases.map { property in
            scrollView.observe(property.keyPath) { [weak self] _, _ in
                runAsMainActor { self?.observedInsetWrite(property) }
            }
        }
        observations += [
            scrollView.observe(\.bounds) { [weak self] _, _ in
                runAsMainActor { self?.scheduleLayoutCheck() }
            },
            scrollView.observe(\.center) { [weak self] _, _ in
                runAsMainActor { self?.scheduleLayoutCheck() }
            },
        ]
    }

    // MARK: - The window scene

    /// Observes the geometry of the scroll view's window scene, where the window sits on screen:
    /// dragging or resizing a Stage Manager window changes it without laying out the scroll view.
    /// Called again whenever the scroll view moves to another window.
    func observeWindowScene() {
        sceneObservation?.invalidate()
        sceneObservation = nil
        guard isObserving, #available(iOS 16, tvOS 16, *), let scene = scrollView?.window?.windowScene else { return }
        sceneObservation = scene.observe(\.effectiveGeometry) { [weak self] _, _ in
            runAsMainActor { self?.scheduleLayoutCheck() }
        }
    }

    // MARK: - The finger (rule 13)

    /// Adds a target to the scroll view's own pan recognizer: its delegate is never touched, and
    /// the recognizer keeps working exactly as before.
    private func observeFinger(of scrollView: UIScrollView) {
        let pan = scrollView.panGestureRecognizer
        pan.addTarget(self, action: #selector(panStateChanged(_:)))
        observedPan = pan
    }

    @objc private func panStateChanged(_ pan: UIPanGestureRecognizer) {
        syncFinger()
    }

    /// Tells the engine whether the finger is on the scroll view: touching (`isTracking`) or
    /// dragging (the pan began and has not ended). While it is, no offset is written, so an
    /// interactive keyboard dismissal or a drag is never fought; when it lifts UIKit bounces the
    /// content back into range by itself. Called on every pan change and before every decision.
    func syncFinger() {
        guard let scrollView else { return }
        let state = scrollView.panGestureRecognizer.state
        let isDown = scrollView.isTracking || state == .began || state == .changed
        guard isDown != engine.isTouching else { return }
        if isDown {
            engine.touchBegan()
        } else {
            engine.touchEnded()
        }
        Log.debug(isDown ? "finger down: no offset writes until it lifts" : "finger up")
    }
}
#endif
