#if canImport(UIKit)
import UIKit

/// The app's handler for the scroll view reaching or leaving its end
/// (``KeyboardAvoidance/atEndChangeHandler``), and the state it last heard.
///
/// Checked from what the coordinator already hears on each scroll step and layout pass: four
/// property reads and a compare, no allocation, and the handler called only when the state changed.
@MainActor
final class EndObservation {
    /// The app's handler; `nil` costs one compare per check.
    private(set) var handler: (@MainActor (Bool) -> Void)?
    /// Whether the view was at its end when the handler last heard it (or was set).
    private var lastState = false

    /// Sets the handler, with the state now as what it knows: setting it calls nothing.
    func set(_ handler: (@MainActor (Bool) -> Void)?, isAtEnd: Bool) {
        self.handler = handler
        lastState = isAtEnd
    }

    /// Tells the handler when `scrollView`'s at-end state differs from what it last heard.
    func check(_ scrollView: UIScrollView) {
        guard let handler else { return }
        let isAtEnd = ScrollViewSnapshotReader.isAtEnd(scrollView, contentHeight: scrollView.contentSize.height)
        guard isAtEnd != lastState else { return }
        lastState = isAtEnd
        handler(isAtEnd)
    }
}
#endif
