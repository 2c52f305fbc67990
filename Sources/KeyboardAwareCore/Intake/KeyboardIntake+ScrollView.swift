import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - One notification, for one scroll view

extension KeyboardIntake {
    /// What one scroll view's engine decides on for a notification, and the input the scroll view
    /// tracks from it on.
    package struct ForScrollView {
        /// The engine's input.
        package var keyboard: KeyboardAvoidanceInput.KeyboardInput
        /// An input that posted `willShow` before its begin-editing (a text view): the scroll view
        /// tracks it from now on (scrolled to, its accessory measured); `nil` when it tracks none new.
        package var startsTracking: Input?
    }

    /// One notification taken in (``take(_:from:reads:)``) as one scroll view's engine takes it:
    /// whether it concerns the view's screen, what rides on the keyboard for it, how much the end
    /// frame leaves out (learning whether end frames count the accessory, for every view), and
    /// whether a text input still edits, for holding a hide.
    ///
    /// - Parameters:
    ///   - notice: the notification as taken in.
    ///   - editing: the input that began editing as ``take(_:from:reads:editing:)`` gave it.
    ///   - scrollView: the observing scroll view.
    ///   - tracked: the input it tracks (its focused field), `nil` without one.
    ///   - snapshot: the scroll view as read for this notification.
    ///   - judged: whether its engine judges keyboard events now
    ///     (`KeyboardAvoidanceEngine.judgesKeyboardEvents`): one it does not judge teaches nothing.
    ///   - reads: the app's views, read only as needed.
    package mutating func keyboardInput<Reads: IntakeReads>(
        for notice: Notice, editing: Input?, scrollView: Reads.View, tracked: Input?, snapshot: ScrollViewSnapshot,
        judged: Bool, reads: Reads
    ) -> ForScrollView where Reads.Input == Input {
        let notification = notice.notification
        let kind = notification.kind
        // The input tracked is `tracked`, or, without one, the one it starts tracking (each passed
        // on as it is: a copy would retain it).
        var startsTracking: Input?
        if kind == .willShow, tracked == nil {
            // Two calls rather than the input chosen first: a chosen copy is retained, at every view.
            if notice.editingInputChanges == editingInputChanges {
                startsTracking = inputBeforeItsBeginEditing(for: notice, editing: editing, in: scrollView, reads: reads)
            } else {
                // Editing began or ended since the notice was taken (app code run by an earlier
                // view's writes): the input given with it is out of date, and the one edited now is
                // read again.
                startsTracking = inputBeforeItsBeginEditing(
                    for: notice, editing: editingInput, in: scrollView, reads: reads)
            }
        }
        let viewScreen = reads.screen(of: scrollView)
        // A view outside any window takes only hides as its own: it still gets its insets back.
        let concerns: Bool
        if viewScreen == nil {
            concerns = kind.isHide
        } else if let screen = notice.screen {
            concerns = screen == viewScreen
        } else {
            concerns = true
        }
        var heightLeftOut: CGFloat = 0
        if judged, concerns, !kind.isHide, case .success(let endFrame) = notification.endFrame {
            let carried =
                startsTracking == nil
                ? accessory(for: notice, endFrame: endFrame, scrollView: scrollView, tracked: tracked, reads: reads)
                : accessory(
                    for: notice, endFrame: endFrame, scrollView: scrollView, tracked: startsTracking, reads: reads)
            let state = KeyboardState(
                kind: kind, endFrame: endFrame, screen: snapshot.screenSize, window: snapshot.windowFrame)
            heightLeftOut = InputAccessoryPlacement.heightLeftOut(
                accessory: carried.accessory, accessoryHeight: carried.searchFieldHeight, endFrame: endFrame,
                showsKeyboard: state != .hidden, isLocal: notification.isLocal ?? true,
                report: &facts.accessoryReport)
        }
        // Whether an input still edits matters only to a will-event that may be held (Behaviour
        // rules: *Held hides*). A text view posts its will-events before its begin-editing, when
        // neither the tracked input nor the last that began is first responder yet.
        let stillEdits =
            Self.isFirstResponder(tracked, reads: reads) || Self.isFirstResponder(startsTracking, reads: reads)
            || notice.editingInputIsFirstResponder
            || kind.isWill && reads.hasTextInputFirstResponder(around: scrollView)
        return ForScrollView(
            keyboard: KeyboardAvoidanceInput.KeyboardInput(
                notification, isOnScrollViewScreen: concerns, heightLeftOut: heightLeftOut, isInputEditing: stillEdits),
            startsTracking: startsTracking)
    }

    /// The input of `scrollView` that posted `willShow` before its begin-editing: the one that began
    /// editing (`began`, as ``take(_:from:reads:editing:)`` gave it) while first responder, else
    /// the first-responder text input inside the scroll view (never looked for with another app's
    /// keyboard); taken only when first responder, inside the scroll view, and not inside a nested
    /// scroll view that avoids the keyboard itself. Each input is read in place and retained only
    /// when returned: one that is also weakly referenced keeps its counts in a side table, where a
    /// retain costs more.
    private func inputBeforeItsBeginEditing<Reads: IntakeReads>(
        for notice: Notice, editing began: Input?, in scrollView: Reads.View, reads: Reads
    ) -> Input? where Reads.Input == Input {
        if notice.editingInputIsFirstResponder {
            return Self.read(began, { reads.nesting(of: $0, in: scrollView) }) == .inside ? began : nil
        }
        guard notice.notification.isLocal != false, let first = reads.firstResponderTextInput(inside: scrollView),
            reads.isFirstResponder(first), reads.nesting(of: first, in: scrollView) == .inside
        else { return nil }
        return first
    }

    /// What rides on the keyboard for `scrollView`: what the notice measured for the first
    /// responder, unless the scroll view tracks another input (its own accessory is measured
    /// here), or nothing was measured at all (a composer around the scroll view, a chat's view
    /// controller showing one as its input accessory view, is looked for). An accessory carries
    /// no search field.
    private func accessory<Reads: IntakeReads>(
        for notice: Notice, endFrame: CGRect, scrollView: Reads.View, tracked: Input?, reads: Reads
    ) -> (accessory: CGRect?, searchFieldHeight: CGFloat) where Reads.Input == Input {
        let tracksAnotherInput =
            switch tracked {
            case .some(let tracked): ObjectIdentifier(tracked) != notice.measuredInput
            case .none: false
            }
        var accessory = notice.accessory
        if tracksAnotherInput || notice.accessory == nil && notice.searchFieldHeight == 0 {
            // UIKit shows the first responder's own accessory, and looks further up its responder
            // chain only when it has none.
            var own: CGRect?
            if tracksAnotherInput, case .some(let tracked) = tracked, reads.isFirstResponder(tracked) {
                own = reads.ownAccessoryFrame(of: tracked, endFrame: endFrame)
            }
            if let carried = own ?? reads.composerFrame(around: scrollView, endFrame: endFrame) {
                accessory = InputAccessoryPlacement.measurement(
                    of: carried, endFrame: endFrame, kind: notice.notification.kind)
            } else {
                accessory = nil
            }
        }
        return (accessory, accessory == nil ? notice.searchFieldHeight : 0)
    }
}
