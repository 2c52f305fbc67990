#if canImport(UIKit)
import UIKit

/// Tells a plain scroll view's `KeyboardAvoidance` when the scroll view moves to another window (or
/// none). UIKit reports that only to the view itself (`didMoveToWindow()`), which the
/// `KeyboardAware…` classes override; a plain scroll view whose avoidance was turned on before it
/// had a window (in `viewDidLoad()`, the usual place) would otherwise never observe its window
/// scene nor lay out under a keyboard that is already up when it appears (Behaviour rules:
/// *Joining a keyboard already up*).
///
/// It is an empty, hidden subview of zero size: it draws nothing, takes no touches, is invisible
/// to VoiceOver and holds no field. It is added while avoidance observes and removed when it stops.
@MainActor
final class WindowWatcher: UIView {
    private weak var avoidance: KeyboardAvoidance?

    /// Adds a watcher to `scrollView`, after its other subviews: apps often take the first
    /// subview as their content (`viewForZooming(in:)`), and hidden views take no touches wherever
    /// they are.
    init(in scrollView: UIScrollView, for avoidance: KeyboardAvoidance) {
        self.avoidance = avoidance
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        scrollView.addSubview(self)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not available: the watcher is made in code")
    }

    /// Moves the watcher to the end of the subviews when it is the first and others came after it:
    /// apps take the first subview as their content (`viewForZooming(in:)`). Hidden, it shows
    /// nothing wherever it is drawn.
    func keepOutOfFirstPlace() {
        guard let scrollView = superview else { return }
        let subviews = scrollView.subviews
        guard subviews.count > 1, subviews.first === self else { return }
        scrollView.bringSubviewToFront(self)
    }

    /// Takes the watcher off the scroll view without telling the `KeyboardAvoidance`, which is stopping.
    func remove() {
        avoidance = nil
        removeFromSuperview()
    }

    /// The scroll view joined a window, left one or moved between two: the watcher moved with it.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        // Not while UIKit is still telling the siblings of the new window: on the next turn.
        DispatchQueue.main.async { [weak self] in self?.keepOutOfFirstPlace() }
        avoidance?.windowDidChange()
    }
}
#endif
