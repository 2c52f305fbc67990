import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Whether the software keyboard came up for a focused field, as a UI test sees the accessibility
/// tree: a field that has keyboard focus while no keyboard with keys is on screen means that the
/// simulator's hardware keyboard is connected (the software keyboard is then hidden, or shrunk
/// to the shortcuts bar), and a test of the keyboard's geometry would prove nothing there.
public enum SoftwareKeyboardPresence {
    /// The least height, in points, of a keyboard with keys; the bar iOS shows in its place when a
    /// hardware keyboard is connected (the shortcuts or suggestions bar) is far lower.
    public static let minimumHeight: CGFloat = 120

    /// Why no software keyboard is up for the field, or `nil` when one is.
    ///
    /// - Parameters:
    ///   - fieldHasFocus: Whether the field has keyboard focus.
    ///   - keyboard: The keyboard's frame; `nil` or empty when no keyboard is in the tree.
    public static func problem(fieldHasFocus: Bool, keyboard: CGRect?) -> String? {
        let keyboard = keyboard.flatMap { $0.isEmpty ? nil : $0 }
        switch (fieldHasFocus, keyboard) {
        case (false, nil):
            return "the field did not take keyboard focus, and no keyboard came up"
        case (false, .some):
            return "a keyboard is up, but the field does not have keyboard focus"
        case (true, nil):
            return "the field has keyboard focus but no software keyboard came up: "
                + "the simulator's hardware keyboard is connected"
        case (true, .some(let frame)) where frame.height < minimumHeight:
            return "only a \(JSONWriter.format(Double(frame.height)))-point bar came up in place of the keyboard: "
                + "the simulator's hardware keyboard is connected"
        case (true, .some):
            return nil
        }
    }
}
