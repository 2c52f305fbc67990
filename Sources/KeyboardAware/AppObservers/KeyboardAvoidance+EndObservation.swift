#if canImport(UIKit)
import UIKit

/// The view reaching or leaving its end, told to the app as it happens: for a chat's "jump to the
/// newest message" button, without polling in `scrollViewDidScroll(_:)`.
extension KeyboardAvoidance {
    /// Called on the main actor each time the scroll view reaches its end or leaves it
    /// (``isAtEnd`` changes): as the user scrolls, as messages arrive, as the keyboard or a pin's
    /// blank space changes the insets. Setting it calls nothing: read ``isAtEnd`` for the state
    /// now. Capture `self` weakly.
    ///
    /// It is checked on each scroll step and layout pass the `KeyboardAvoidance` already hears (a plain
    /// scroll view is heard while ``isEnabled``): a few property reads, and the handler called
    /// only when the state changed.
    ///
    /// ```swift
    /// jumpToLatestButton.isHidden = tableView.keyboardAvoidance.isAtEnd
    /// tableView.keyboardAvoidance.atEndChangeHandler = { [weak self] isAtEnd in
    ///     self?.jumpToLatestButton.isHidden = isAtEnd
    /// }
    /// ```
    public var atEndChangeHandler: (@MainActor (_ isAtEnd: Bool) -> Void)? {
        get { endObservation.handler }
        set { endObservation.set(newValue, state: isAtEnd) }
    }

    /// A scroll step, layout pass or content size change: the handler hears a new at-end state
    /// (four property reads, only while there is a handler).
    func checkEnd() {
        guard endObservation.handler != nil, let scrollView else { return }
        endObservation.tell(
            ScrollViewSnapshotReader.isAtEnd(
                scrollView, contentHeight: scrollView.contentSize.height, isInverted: isInverted))
    }
}
#endif
