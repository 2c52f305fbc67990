import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What can be observed of a scroll view after one event, by the headless replay or on real
/// views: the values two replays of the same scenario must agree on.
package struct ObservedStep: Sendable, Equatable {
    /// `contentInset`.
    package var contentInset: EdgeInsets
    /// `verticalScrollIndicatorInsets`.
    package var indicatorInset: EdgeInsets
    /// `adjustedContentInset`, as UIKit computes it.
    package var adjustedInset: EdgeInsets
    /// `contentOffset`.
    package var contentOffset: CGPoint
    /// The keyboard's state as UIKit shows it, or `nil` where UIKit shows no keyboard: on real
    /// views the replay posts the scenario's notifications itself, so no keyboard comes up and the
    /// only state left to read would be the kit's own, which proves nothing. The check of a real
    /// keyboard against the window's `keyboardLayoutGuide` is ``KeyboardTopAgreement``.
    package var keyboard: KeyboardState?
    /// Index into the scenario's fields of the one being edited.
    package var focus: Int?

    /// A step observed with these values.
    package init(
        contentInset: EdgeInsets, indicatorInset: EdgeInsets, adjustedInset: EdgeInsets,
        contentOffset: CGPoint, keyboard: KeyboardState?, focus: Int?
    ) {
        self.contentInset = contentInset
        self.indicatorInset = indicatorInset
        self.adjustedInset = adjustedInset
        self.contentOffset = contentOffset
        self.keyboard = keyboard
        self.focus = focus
    }

    /// What the headless replay shows after a step.
    package init(_ step: ReplayStep) {
        self.init(
            contentInset: step.scrollView.contentInset, indicatorInset: step.scrollView.indicatorInset,
            adjustedInset: step.scrollView.adjustedContentInset, contentOffset: step.scrollView.contentOffset,
            keyboard: step.keyboardState, focus: step.focus)
    }
}
