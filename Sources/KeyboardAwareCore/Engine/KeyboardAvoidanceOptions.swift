import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a scroll view's keyboard avoidance does; every value has the default users expect.
package struct KeyboardAvoidanceOptions: Sendable, Hashable {
    /// When `false`, every event changes nothing.
    package var isEnabled: Bool
    /// Room kept between the focused field (or caret) and the keyboard, in points.
    package var keyboardDistance: CGFloat
    /// In tables and collections, also reveal the cell before the focused one when both fit, so
    /// people see what they filled in last.
    package var revealsPreviousCell: Bool
    /// Also avoid floating, split and undocked iPad keyboards. Off by default: such a keyboard
    /// can be moved out of the way, and insetting for it wastes most of the screen.
    package var followsUndockedKeyboard: Bool
    /// Reading order for the return key runs right to left within a row.
    package var isRightToLeft: Bool
    /// The app's own bottom insets are room for something the keyboard covers too (a bar that stays
    /// at the screen's bottom, a home indicator counted by hand): the keyboard's inset then counts
    /// them as room it already has, instead of going on top (rule 4, insets).
    package var keyboardCoversAppInset: Bool
    /// How the content moves with the keyboard, for chat screens (rule 16, content lift).
    package var contentLift: ContentLift
    /// The height of content pinned over the top of the visible region, when the app knows it and
    /// the views cannot tell (a compositional layout's pinned header); `nil` to measure it (a plain
    /// table's floating header, a flow layout's pinned one). The UIKit layer puts it in each
    /// snapshot's `pinnedTop` (rule 5, focus scrolling); the scenario format gives `pinnedTop`
    /// directly.
    package var pinnedHeaderHeight: CGFloat?
    /// How long a hide of this app's keyboard is held while an input still edits, in seconds
    /// (rule 17): a rotation or a secure field's keyboard swap hides the keyboard only to show it
    /// again, and the insets should not flash to the app's own meanwhile. 0 holds nothing.
    package var holdHide: TimeInterval

    /// Options with the defaults UIKit users expect: enabled, 10 pt of room, the previous cell shown,
    /// undocked keyboards left alone, left-to-right reading order, the keyboard's inset on top of the
    /// app's own, no content lift.
    package init(
        isEnabled: Bool = true, keyboardDistance: CGFloat = 10, revealsPreviousCell: Bool = true,
        followsUndockedKeyboard: Bool = false, isRightToLeft: Bool = false,
        keyboardCoversAppInset: Bool = false, contentLift: ContentLift = .never, holdHide: TimeInterval = 0
    ) {
        self.isEnabled = isEnabled
        self.keyboardDistance = keyboardDistance
        self.revealsPreviousCell = revealsPreviousCell
        self.followsUndockedKeyboard = followsUndockedKeyboard
        self.isRightToLeft = isRightToLeft
        self.keyboardCoversAppInset = keyboardCoversAppInset
        self.contentLift = contentLift
        self.holdHide = holdHide.isFinite ? max(0, holdHide) : 0
    }

    /// Whether a keyboard in `state` is one the content makes room for.
    package func avoids(_ state: KeyboardState) -> Bool {
        state == .docked || (state == .undocked && followsUndockedKeyboard)
    }
}
