import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a user's eyes check while typing: the field being edited lies wholly above the keyboard,
/// the bar above the keys included, and below what covers the top of the screen. UI tests
/// measure it from the accessibility tree (`app.keyboards`, the focused field's `frame`), in
/// screen coordinates.
public enum KeyboardClearance {
    /// How far a field may reach into the keyboard, in points: frames are rounded to pixels.
    public static let tolerance: CGFloat = 1

    /// The topmost edge of what the keyboard covers: its own frame, or the accessory bar above it
    /// when the bar starts higher. An empty bar frame (no bar) is left out.
    public static func coveredTop(keyboard: CGRect, accessoryBar: CGRect?) -> CGFloat {
        guard let bar = accessoryBar, !bar.isEmpty else { return keyboard.minY }
        return min(keyboard.minY, bar.minY)
    }

    /// Why `field` is not in clear view, or `nil` when it is.
    ///
    /// - Parameters:
    ///   - field: The focused field's frame.
    ///   - keyboard: The keyboard's frame; empty when no keyboard is on screen.
    ///   - accessoryBar: The frame of the bar shown above the keys, if any.
    ///   - visibleTop: The bottom of what covers the screen's top (a navigation bar), 0 if nothing.
    public static func problem(field: CGRect, keyboard: CGRect, accessoryBar: CGRect?, visibleTop: CGFloat = 0)
        -> String?
    {
        guard !keyboard.isEmpty else { return "no keyboard on screen" }
        let top = coveredTop(keyboard: keyboard, accessoryBar: accessoryBar)
        if field.maxY > top + tolerance {
            return
                "the field's bottom \(JSONWriter.format(Double(field.maxY))) is below the keyboard's top \(JSONWriter.format(Double(top)))"
        }
        if field.minY < visibleTop - tolerance {
            return
                "the field's top \(JSONWriter.format(Double(field.minY))) is above the visible area's top \(JSONWriter.format(Double(visibleTop)))"
        }
        return nil
    }
}
