#if canImport(UIKit)
import UIKit

/// The debug overlay of one scroll view: remembers the explanation of the last decision and, in
/// the scroll view's window, draws the keyboard's covering frame, the visible region and the
/// focused rect with that line. It exists only while the overlay is on, so a scroll view without
/// it pays one `nil` check per decision.
@MainActor
final class DecisionOverlay {
    /// The accessibility identifier of the line, for UI tests.
    static let lineIdentifier = "KeyboardAware.decision"

    /// The last decision's line (``DecisionExplanation``), as the log writes it.
    private(set) var lastLine: String?
    private weak var scrollView: UIScrollView?
    private let view = DecisionOverlayView()

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    /// The drawing leaves the window with its scroll view's `KeyboardAvoidance` (the scroll view went),
    /// even when no decision came after the scroll view left.
    deinit {
        let view = self.view
        Task { @MainActor in view.removeFromSuperview() }
    }

    /// Removes the drawing from the window.
    func remove() {
        view.removeFromSuperview()
    }

    /// Explains `decision`, made by `engine` on `cause`, and draws the scroll view as the
    /// decision left it. It reads the views' properties and converts rects; it never lays out.
    func record(
        _ decision: KeyboardAvoidanceDecision, cause: String, engine: KeyboardAvoidanceEngine,
        reading: KeyboardAvoidance.Reading
    ) {
        let safeArea = reading.snapshot.systemInset.bottom
        let line = DecisionExplanation(decision, cause: cause, engine: engine, safeArea: safeArea).description
        lastLine = line
        guard let scrollView, let window = scrollView.window else {
            remove()
            return
        }
        if view.superview !== window {
            view.frame = window.bounds
            window.addSubview(view)
        }
        let keyboard = engine.keyboardState == .hidden ? nil : engine.lastKeyboardFrame
        // The visible band as the decision leaves it (content coordinates, the scroll view's bounds').
        let viewport = reading.snapshot.applying(decision.changes).viewport
        let visible = CGRect(
            x: scrollView.bounds.minX, y: viewport.visibleTop, width: scrollView.bounds.width,
            height: max(0, viewport.visibleHeight))
        let focus = reading.focus
        let distance = focus.map { $0.distance(default: engine.options.keyboardDistance) }
        view.show(
            line: line + (distance.map { " (focus distance \(DecisionExplanation.number($0)))" } ?? ""),
            keyboard: keyboard.flatMap { ScreenSpace.rect($0, fromScreenInto: view) },
            visible: view.convert(visible, from: scrollView),
            focus: focus.map { view.convert($0.frame, from: scrollView) })
    }
}

/// What the overlay draws: shape layers and one label, never touched by the finger nor taking
/// part in the window's layout (the window lays out its root view only).
@MainActor
private final class DecisionOverlayView: UIView {
    private let keyboardLayer = CAShapeLayer()
    private let visibleLayer = CAShapeLayer()
    private let focusLayer = CAShapeLayer()
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        updateAccessibility()
        NotificationCenter.default.addObserver(
            self, selector: #selector(updateAccessibility), name: UIAccessibility.voiceOverStatusDidChangeNotification,
            object: nil)
        for (layer, color) in [
            (keyboardLayer, UIColor.systemRed), (visibleLayer, UIColor.systemGreen), (focusLayer, UIColor.systemBlue),
        ] {
            layer.fillColor = color.withAlphaComponent(0.12).cgColor
            layer.strokeColor = color.cgColor
            layer.lineWidth = 2
            self.layer.addSublayer(layer)
        }
        label.numberOfLines = 0
        label.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        label.textColor = .white
        label.backgroundColor = UIColor.black.withAlphaComponent(0.7)
        label.accessibilityIdentifier = DecisionOverlay.lineIdentifier
        addSubview(label)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Hidden from VoiceOver while it runs (`DebugOverlayAccessibility`).
    @objc private func updateAccessibility() {
        accessibilityElementsHidden = DebugOverlayAccessibility.isHidden(
            isVoiceOverRunning: UIAccessibility.isVoiceOverRunning)
    }

    func show(line: String, keyboard: CGRect?, visible: CGRect, focus: CGRect?) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        keyboardLayer.path = keyboard.map { UIBezierPath(rect: $0).cgPath }
        visibleLayer.path = UIBezierPath(rect: visible).cgPath
        focusLayer.path = focus.map { UIBezierPath(rect: $0).cgPath }
        CATransaction.commit()
        label.text = line
        let width = bounds.width - 16
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        label.frame = CGRect(x: 8, y: safeAreaInsets.top + 4, width: width, height: height)
        superview?.bringSubviewToFront(self)
    }
}
#endif
