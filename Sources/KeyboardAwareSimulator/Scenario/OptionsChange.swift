import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The options a scenario's `options` object gives, any subset of them: the scenario's starting
/// options over ``KeyboardAvoidanceOptions/scenarioDefault``, or an `{"options": {...}}` event over
/// the options of the moment (rule 20, options change).
package struct OptionsChange: Sendable, Hashable {
    package var isEnabled: Bool?
    package var keyboardDistance: CGFloat?
    package var revealsPreviousCell: Bool?
    package var followsUndockedKeyboard: Bool?
    package var isRightToLeft: Bool?
    package var keyboardCoversAppInset: Bool?
    package var contentLift: ContentLift?
    package var holdHide: TimeInterval?
    package var letGoWait: TimeInterval?

    /// A change of the values given.
    package init(
        isEnabled: Bool? = nil, keyboardDistance: CGFloat? = nil, revealsPreviousCell: Bool? = nil,
        followsUndockedKeyboard: Bool? = nil, isRightToLeft: Bool? = nil, keyboardCoversAppInset: Bool? = nil,
        contentLift: ContentLift? = nil, holdHide: TimeInterval? = nil, letGoWait: TimeInterval? = nil
    ) {
        self.isEnabled = isEnabled
        self.keyboardDistance = keyboardDistance
        self.revealsPreviousCell = revealsPreviousCell
        self.followsUndockedKeyboard = followsUndockedKeyboard
        self.isRightToLeft = isRightToLeft
        self.keyboardCoversAppInset = keyboardCoversAppInset
        self.contentLift = contentLift
        self.holdHide = holdHide
        self.letGoWait = letGoWait
    }

    /// `options` with the values given here changed.
    package func applied(to options: KeyboardAvoidanceOptions) -> KeyboardAvoidanceOptions {
        var new = options
        new.change(
            isEnabled: isEnabled, keyboardDistance: keyboardDistance, revealsPreviousCell: revealsPreviousCell,
            followsUndockedKeyboard: followsUndockedKeyboard, isRightToLeft: isRightToLeft,
            keyboardCoversAppInset: keyboardCoversAppInset, contentLift: contentLift, holdHide: holdHide,
            letGoWait: letGoWait)
        return new
    }
}
