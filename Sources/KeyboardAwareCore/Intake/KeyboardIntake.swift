import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The process's intake of keyboard notifications: every choice made between a notification and
/// the engine's `decide`, made once per notification (``take(_:userInfo:from:reads:)``) and once
/// per scroll view (``keyboardInput(for:scrollView:tracked:snapshot:reads:)``), from raw facts
/// read through ``IntakeReads``. The UIKit layer's hub and the simulator drive the same intake.
///
/// It keeps what the process knows between notifications: the last frame on each screen and
/// whether end frames count the input accessory view (``KeyboardFacts``), the input being edited
/// and the doubt about it (``KeyboardDoubt``), and what follows a keyboard warm-up.
package struct KeyboardIntake<Input: AnyObject> {
    /// What the process knows about the keyboard.
    package internal(set) var facts = KeyboardFacts()
    /// The text input being edited anywhere in the process, if any.
    package internal(set) weak var editingInput: Input?
    /// How many times ``editingInput`` was set or cleared, wrapping: a notice taken before the last
    /// time (``Notice/editingInputChanges``) speaks of an input that no longer is the one edited.
    /// Two bytes, so that the notice, copied to every view, does not grow: it is handed out within
    /// one notification's turn, where editing changes a few times at most, never 65,536.
    var editingInputChanges: UInt16 = 0
    /// An input began editing and has not ended: when it is gone from every window with no hide
    /// notification (a SwiftUI screen popped while its field was focused), the keyboard is in doubt.
    var editingInputBegan = false
    /// What follows a keyboard warm-up: its late notifications.
    var warmUp = KeyboardWarmUp.Aftermath()

    package init() {}

    // MARK: - Editing

    /// A text input began editing; `nil` when the notification named none.
    package mutating func inputBeganEditing(_ input: Input?) {
        warmUp.responderBecameFirst()
        editingInput = input
        editingInputChanges &+= 1
        editingInputBegan = input != nil
    }

    /// `input` ended editing.
    package mutating func inputEndedEditing(_ input: Input) {
        guard input === editingInput else { return }
        editingInput = nil
        editingInputChanges &+= 1
        editingInputBegan = false
    }

    /// A keyboard warm-up's turn ended: its keyboard may still report (``KeyboardWarmUp/Aftermath``).
    package mutating func warmUpEnded() {
        warmUp.warmUpEnded()
    }

    /// The keyboard in doubt or not (``KeyboardDoubt``): whether the input being edited is gone
    /// from every window with no notification saying the keyboard went.
    package func doubt<Reads: IntakeReads>(reads: Reads) -> KeyboardDoubt where Reads.Input == Input {
        doubt(inputIsInWindow: Self.read(editingInput) { reads.isInWindow($0) } ?? false)
    }

    /// ``doubt(reads:)`` given whether the input being edited is in a window: what a layout pass
    /// asks, with no read to dispatch.
    package func doubt(inputIsInWindow: Bool) -> KeyboardDoubt {
        KeyboardDoubt(inputBeganEditing: editingInputBegan, inputIsInWindow: inputIsInWindow)
    }

    // MARK: - Joining a keyboard already up

    /// What a scroll view that starts observing lays out under (Behaviour rules:
    /// *Joining a keyboard already up*): the last notification on its screen or its window's
    /// keyboard layout guide (``KeyboardDoubt/currentFrame(lastNotified:isHiddenByNotification:guide:screenSize:windowFrame:)``).
    /// When that settles a doubt as the keyboard gone, it is recorded as gone for every view, and
    /// `keyboardWent` says so: every other view lays out again.
    ///
    /// - Parameters:
    ///   - screen: the scroll view's screen, `nil` outside a window.
    ///   - guide: its window's keyboard layout guide as read, `nil` without a window.
    ///   - screenSize: its screen's size, `nil` outside a window.
    ///   - windowFrame: its window's frame in the screen, `nil` outside a window.
    package mutating func currentFrame<Reads: IntakeReads>(
        on screen: ObjectIdentifier?, guide: KeyboardSource.GuideReading?, screenSize: CGSize?, windowFrame: CGRect?,
        reads: Reads
    ) -> (attach: KeyboardSource.Attach, keyboardWent: Bool) where Reads.Input == Input {
        let last = facts.lastNotification(on: screen)
        let answer = doubt(reads: reads).currentFrame(
            lastNotified: last.coveringFrame, isHiddenByNotification: last.isHidden, guide: guide,
            screenSize: screenSize, windowFrame: windowFrame)
        if answer.keyboardWent {
            // The guide agrees that the keyboard went: the doubt is settled for every view.
            editingInputBegan = false
            facts.recordHidden(on: screen)
        }
        return answer
    }
}

extension KeyboardIntake: Sendable where Input: Sendable {}
