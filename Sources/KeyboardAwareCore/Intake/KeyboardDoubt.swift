import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A keyboard in doubt: the input being edited when it came is gone from every window (or gone),
/// and no notification said the keyboard went. A SwiftUI screen popped while its field was focused
/// sends no hide on iOS 26.5 (wikipedia-ios #6186), so the last notification's frame may be stale;
/// the window's keyboard layout guide settles it (Behaviour rules: *Joining a keyboard already up*).
package struct KeyboardDoubt: Sendable, Equatable {
    /// An input began editing and has not ended.
    package var inputBeganEditing: Bool
    /// That input is in a window (`false` when it is gone).
    package var inputIsInWindow: Bool

    package init(inputBeganEditing: Bool, inputIsInWindow: Bool) {
        self.inputBeganEditing = inputBeganEditing
        self.inputIsInWindow = inputIsInWindow
    }

    /// Whether the keyboard is in doubt: an input that began editing and has not ended left its
    /// window.
    package var isInDoubt: Bool { inputBeganEditing && !inputIsInWindow }

    /// What a scroll view lays out under now (`KeyboardSource.currentFrame`, with the doubt), and
    /// whether that settles the doubt as the keyboard gone: only a doubt whose answer is hidden
    /// (the guide rests). While the guide still shows a keyboard (on its way down), or is not laid
    /// out, the doubt stays. A view outside a window (`screenSize` not known) is covered by no
    /// keyboard, and cannot tell that one went: hidden, and the doubt stays.
    package func currentFrame(
        lastNotified: CGRect?, isHiddenByNotification: Bool, guide: KeyboardSource.GuideReading?,
        screenSize: CGSize?, windowFrame: CGRect?
    ) -> (attach: KeyboardSource.Attach, keyboardWent: Bool) {
        guard let screenSize else { return (.hidden, false) }
        let attach = KeyboardSource.currentFrame(
            lastNotified: lastNotified, isHiddenByNotification: isHiddenByNotification, inputLeftWindow: isInDoubt,
            guide: guide, screenSize: screenSize, windowFrame: windowFrame)
        return (attach, isInDoubt && attach == .hidden)
    }

    /// Whether a notification of `kind` settles the doubt: a hide does.
    package func isSettled(by kind: KeyboardEventKind) -> Bool {
        isInDoubt && kind.isHide
    }

    /// Whether a scroll view whose engine is in `keyboardState` asks, on the next run-loop turn,
    /// whether the keyboard went: it shows a keyboard and the keyboard is in doubt. The `doubt` is
    /// read only when a keyboard shows: this is asked on every layout pass (scroll step).
    package static func asks(keyboardState: KeyboardState, doubt: @autoclosure () -> KeyboardDoubt) -> Bool {
        keyboardState != .hidden && doubt().isInDoubt
    }

    /// Whether a scroll view whose engine is in `keyboardState` lays out hidden when it asks: it
    /// still shows a keyboard, and what it would lay out under now (`current`, read only then:
    /// reading it may settle the doubt) is none.
    package static func laysOutHidden(
        keyboardState: KeyboardState, current: @autoclosure () -> KeyboardSource.Attach
    ) -> Bool {
        keyboardState != .hidden && current() == .hidden
    }
}
