import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The accessory view that stays while the finger drags the keyboard down (Behaviour rules:
/// *Frames between notifications*): under `.interactive` from iOS 16 on, the accessory rests where
/// the docked keyboard ends (the screen's bottom, or a Slide Over window's) while the keyboard goes (`InteractiveDismissal.keyboardOnly`), and the
/// content must not be dragged under it.
///
/// The accessory is the one UIKit shows: the own accessory view of the input the scroll view
/// focuses, else of the input being edited anywhere, before a composer that a responder around the
/// scroll view shows (UIKit looks further up the responder chain only when the first responder has
/// none). An own accessory with no height stays nowhere, even with a composer around.
extension InputAccessoryPlacement {
    /// An accessory's height as read with the keyboard up, and whether it stretches over the home
    /// indicator once docked: an accessory whose height follows its own layout (a flexible height,
    /// its content pinned to the safe area, the recommended composer) grows by the bottom safe area
    /// when the keyboard goes, while one of a fixed height keeps it and docks behind the home
    /// indicator.
    package struct Measure: Sendable, Equatable {
        package var height: CGFloat
        package var stretches: Bool

        package init(height: CGFloat, stretches: Bool) {
            self.height = height
            self.stretches = stretches
        }
    }

    /// The screen y of the staying accessory's top, `restingBottom` minus its height and, where the
    /// window ends there and the accessory stretches, minus the window's bottom safe area: such an
    /// accessory stands above the home indicator once docked, so its height read while the keyboard
    /// is up is that much short (34 pt on an iPhone with a home indicator); `nil` when the dismissal
    /// takes the accessory along (or none follows the finger), without one, or for one with no
    /// height.
    ///
    /// - Parameters:
    ///   - dismissal: what the drag does to the keyboard.
    ///   - focused: the input the scroll view focuses, `nil` without one.
    ///   - editing: the input that began editing anywhere, `nil` without one.
    ///   - ownHeight: an input's own accessory view measured (`InputAccessoryPlacement.height(laidOut:isInWindow:intrinsic:)`), `nil` without
    ///     one; read only when the accessory stays.
    ///   - composerHeight: a composer around the scroll view measured, `nil` without one; read
    ///     only without an own accessory.
    ///   - restingBottom: where the docked keyboard resting before the drag ends, in screen
    ///     coordinates: the screen's bottom, or the window's where a Slide Over window ends above it
    ///     (*Docked and undocked keyboards*).
    ///   - windowBottom: where the scroll view's window ends, in screen coordinates; `nil` when not
    ///     known.
    ///   - windowSafeAreaBottom: the window's bottom safe-area inset (the home indicator's strip).
    package static func restingTop<Input>(
        dismissal: InteractiveDismissal, focused: Input?, editing: Input?, ownHeight: (Input) -> Measure?,
        composerHeight: () -> Measure?, restingBottom: CGFloat, windowBottom: CGFloat? = nil,
        windowSafeAreaBottom: CGFloat = 0
    ) -> CGFloat? {
        guard dismissal == .keyboardOnly,
            let measure = (focused ?? editing).flatMap(ownHeight) ?? composerHeight(), measure.height > 0
        else { return nil }
        // Half a point: a window and a keyboard frame that end together, in the rounding of screen space.
        let endsThere = windowBottom.map { abs($0 - restingBottom) <= 0.5 } ?? false
        let below =
            measure.stretches && endsThere && windowSafeAreaBottom.isFinite ? max(0, windowSafeAreaBottom) : 0
        return restingBottom - measure.height - below
    }
}
