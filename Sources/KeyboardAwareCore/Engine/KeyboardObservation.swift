import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the app's keyboard observers are told (Behaviour rules: *What observers are told*): the
/// keyboard's state, the extras the kit adds to the app's insets, and the frame that covers the
/// screen.
package struct KeyboardObservation: Sendable, Equatable {
    /// Hidden, docked or undocked.
    package var state: KeyboardState
    /// The applied `contentInset.bottom` minus the app's own.
    package var extraContentInset: CGFloat
    /// The applied indicator bottom inset minus the app's own.
    package var extraIndicatorInset: CGFloat
    /// Everything that covers the screen, input accessory view included (Behaviour rules:
    /// *How much of the view the keyboard covers*), in screen coordinates; `nil` while hidden.
    package var keyboardFrame: CGRect?

    /// What observers are told before anything happened: hidden, no extras, no frame.
    package static let initial = KeyboardObservation(
        state: .hidden, extraContentInset: 0, extraIndicatorInset: 0, keyboardFrame: nil)

    /// Whether observers told `self` need to be told `other`: a different state, or an extra or a
    /// side of the frame more than ``Tolerance/write`` away. Inlined into every decision: called,
    /// it took the observation by address, and copying it into ``KeyboardAvoidanceEngine``'s last
    /// told one then read in wide loads what had just been written field by field, which waits.
    @inline(__always)
    package func differs(from other: KeyboardObservation) -> Bool {
        guard state == other.state,
            abs(extraContentInset - other.extraContentInset) <= Tolerance.write,
            abs(extraIndicatorInset - other.extraIndicatorInset) <= Tolerance.write
        else { return true }
        switch (keyboardFrame, other.keyboardFrame) {
        case (nil, nil): return false
        case (let a?, let b?):
            return abs(a.minX - b.minX) > Tolerance.write || abs(a.minY - b.minY) > Tolerance.write
                || abs(a.width - b.width) > Tolerance.write || abs(a.height - b.height) > Tolerance.write
        default: return true
        }
    }
}
