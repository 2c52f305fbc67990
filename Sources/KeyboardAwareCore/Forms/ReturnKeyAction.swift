import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the return key does in a form.
public enum ReturnKeyAction: Sendable, Hashable {
    /// Move focus to the field at this index.
    case focus(Int)
    /// The last field: end editing, which lets the keyboard go.
    case release
    /// Nothing (avoidance is disabled, or the field is unknown).
    case stay
}

extension KeyboardAvoidanceEngine {
    /// The return key was pressed in field `current`; `fieldFrames` are the form's fields in
    /// content coordinates. Focus moves to the next field in reading order, mirrored for
    /// right-to-left layouts; the last field releases focus.
    public func returnKeyAction(from current: Int, fieldFrames: [CGRect]) -> ReturnKeyAction {
        guard options.isEnabled, fieldFrames.indices.contains(current) else { return .stay }
        if let next = ReadingOrder.next(after: current, in: fieldFrames, rightToLeft: options.isRightToLeft) {
            return .focus(next)
        }
        return .release
    }
}
