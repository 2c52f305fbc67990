#if canImport(UIKit)
import UIKit

/// The user's finger on the scroll view, from its own pan recognizer: while it drags, the engine
/// writes no offset (Behaviour rules: *While a finger drags*); in an interactive dismissal it drags
/// the keyboard too, and each frame the finger moves it to is handed to the engine as a tracked
/// frame (Behaviour rules: *Frames between notifications*), so that the insets follow the keyboard
/// down instead of jumping when the finger lifts.
///
/// UIKit posts no notification while the finger drags the keyboard, and both interactive dismiss
/// modes, `.interactive` and `.interactiveWithAccessory` (iOS 16, the accessory view going along),
/// make the keyboard follow the touch (`InteractiveDismissal`, `KeyboardSource.interactiveDismissalFrame`). Reading
/// the finger needs no view added to the app's hierarchy and none of the window's
/// `keyboardLayoutGuide`, which iOS 26 has been seen to misplace around accessory views and to
/// jump during interactive dismissal (FB18129551, FB18129558); the app's own guide settings are
/// never touched. A guide's `keyboardDismissPadding` (iOS 17), which starts the dismissal that far
/// above the keyboard, is not known here: with one set, the keyboard trails the finger by it and
/// the insets lead by as much until the lift. Per frame of the drag: a point conversion, five scroll view properties read, one
/// engine decision, at most one write per property; no view is walked and no layout forced.
@MainActor
final class FingerDrag: NSObject {
    /// An interactive dismissal that may be under way: what covered the screen when the drag began,
    /// the scroll view as read then (its geometry does not change under the finger), and the last
    /// keyboard top handed to the engine.
    private struct Dismissal {
        var resting: CGRect
        var base: ScrollViewSnapshot
        var lastTop: CGFloat
        /// Where an accessory view that stays while the keyboard goes rests (`.interactive` from
        /// iOS 16 on, where only `.interactiveWithAccessory` takes it along).
        var accessoryRestingTop: CGFloat?
    }

    private weak var avoidance: KeyboardAvoidance?
    private weak var scrollView: UIScrollView?
    private var dismissal: Dismissal?

    /// Follows `scrollView`'s pan recognizer for `KeyboardAvoidance`: a target of its own on it, whose
    /// delegate is never touched and which keeps working exactly as before.
    init(of scrollView: UIScrollView, for avoidance: KeyboardAvoidance) {
        self.avoidance = avoidance
        self.scrollView = scrollView
        super.init()
        scrollView.panGestureRecognizer.addTarget(self, action: #selector(panStateChanged(_:)))
    }

    /// Removes the target; a drag under way ends without its lift.
    func invalidate() {
        scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(panStateChanged(_:)))
        dismissal = nil
    }

    // MARK: - The pan

    /// A drag began or goes on (a pan that began: a tap that has not moved is no drag), or ended.
    @objc private func panStateChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            fingerDown()
            follow(pan)
        case .ended, .cancelled, .failed:
            fingerUp()
        default:
            break
        }
    }

    private func fingerDown() {
        guard let avoidance, !avoidance.engine.isTouching, let reading = avoidance.readOrInsetsOnly(focus: false)
        else { return }
        avoidance.decide(.touch(.down), "finger down: no offset writes until it lifts", reading: reading)
        // A pan that began moves the content: the user scrolls (a pinned row is no longer followed).
        avoidance.decide(.userScroll, "the user scrolls", reading: reading)
        dismissal = beginDismissal(base: reading.snapshot)
    }

    /// The keyboard this drag can pull down: a docked one, with either interactive dismiss mode.
    private func beginDismissal(base: ScrollViewSnapshot) -> Dismissal? {
        let dismissal = Self.dismissal(of: scrollView)
        guard let avoidance, let scrollView, avoidance.isObserving,
            dismissal.follows(keyboardState: avoidance.engine.keyboardState),
            let last = avoidance.engine.lastKeyboardFrame,
            // Where the engine knows the keyboard rests (the drag the finger-down just began keeps
            // it), not where an earlier finger left it (the core's choice).
            let resting = DraggedKeyboard.restingFrame(earlier: avoidance.engine.draggedKeyboard, lastFrame: last)
        else { return nil }
        let staying = InputAccessory.restingTop(
            under: dismissal, focused: avoidance.focusedInput, editing: KeyboardHub.shared.intake.editingInput,
            around: scrollView, restingBottom: resting.maxY)
        return Dismissal(resting: resting, base: base, lastTop: last.minY, accessoryRestingTop: staying)
    }

    /// What a drag on `scrollView` does to the keyboard: both interactive modes pull it down with
    /// the finger, `.interactiveWithAccessory` (iOS 16) with its accessory view; under
    /// `.interactive` from iOS 16 on a view controller's accessory stays. Never on visionOS, which
    /// has no keyboard dismiss modes.
    private static func dismissal(of scrollView: UIScrollView?) -> InteractiveDismissal {
        #if os(visionOS)
        return .none
        #else
        guard let scrollView else { return .none }
        var accessoryStays = false
        if #available(iOS 16, *) { accessoryStays = true }
        return InteractiveDismissal(
            mode: scrollView.keyboardDismissMode.rawValue, accessoryStaysUnderInteractive: accessoryStays)
        #endif
    }

    /// Hands the keyboard's frame under the finger to the engine when its top moved.
    private func follow(_ pan: UIPanGestureRecognizer) {
        // The first finger: a second one resting elsewhere must not move the centroid it follows.
        guard var drag = dismissal, let avoidance, let scrollView, let window = scrollView.window,
            pan.numberOfTouches > 0,
            let finger = ScreenSpace.screenPoint(pan.location(ofTouch: 0, in: window), in: window),
            // A notification under the finger (the predictions row coming) moves where the engine's
            // drag rests: read on each step rather than kept from the finger-down.
            let resting = DraggedKeyboard.restingFrame(
                earlier: avoidance.engine.draggedKeyboard, lastFrame: drag.resting)
        else { return }
        let frame = KeyboardSource.interactiveDismissalFrame(
            resting: resting, fingerY: finger.y, accessoryRestingTop: drag.accessoryRestingTop)
        guard DraggedKeyboard.movesTop(to: frame.minY, from: drag.lastTop) else { return }
        drag.lastTop = frame.minY
        dismissal = drag
        let snapshot = ScrollViewSnapshotReader.current(scrollView, from: drag.base)
        avoidance.decide(.track(frame), "tracked frame", reading: .init(snapshot: snapshot))
    }

    /// The finger lifted. A keyboard it moved is then dismissed by UIKit, with notifications, or
    /// springs back; the engine waits for the notification and otherwise lays out for where the
    /// keyboard rested (`DraggedKeyboard`, woken by the `KeyboardAvoidance` at the decision's `wakeAt`).
    private func fingerUp() {
        guard let avoidance, avoidance.engine.isTouching, let reading = avoidance.readOrInsetsOnly() else {
            return
        }
        dismissal = nil
        let decision = avoidance.decide(.touch(.up), "finger up", reading: reading)
        if decision?.changes.contentOffset != nil {
            avoidance.whenScrollSettled { $0.correctFocusIfItMoved(cause: "finger up re-measure") }
        }
    }
}

extension KeyboardAvoidance {
    /// Hands the engine a keyboard frame observed between notifications, in screen coordinates,
    /// as ``FingerDrag`` does on each frame of an interactive dismissal (Behaviour rules:
    /// *Frames between notifications*): for replaying scenario files on real views. Not for apps:
    /// the kit follows the keyboard by itself.
    package func followTrackedKeyboardFrame(_ frame: CGRect) {
        guard isObserving else { return }
        decide(.track(frame), "tracked frame (replay)")
    }
}
#endif
