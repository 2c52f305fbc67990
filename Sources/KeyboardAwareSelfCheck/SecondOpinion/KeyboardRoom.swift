import Foundation
import KeyboardAwareCore
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a scroll view's own insets must show when something else also makes room for the
/// keyboard (a `UITableViewController`), read from UIKit rather than from the kit.
package enum KeyboardRoom {
    /// The tolerance for points: UIKit rounds geometry to pixels.
    package static let tolerance: CGFloat = 0.5

    /// The keyboard is made room for once: the adjusted bottom inset grows by at most the
    /// keyboard's overlap with the view. When the controller and the kit both add it, it grows by
    /// about twice that.
    ///
    /// - Parameters:
    ///   - before: `adjustedContentInset.bottom` with no keyboard.
    ///   - after: `adjustedContentInset.bottom` with the keyboard up.
    ///   - contentInset: `contentInset.bottom` with the keyboard up, named in the message.
    ///   - overlap: How far the keyboard reaches up into the view.
    package static func countedTwice(before: CGFloat, after: CGFloat, contentInset: CGFloat, overlap: CGFloat)
        -> String?
    {
        let most = before + overlap
        guard after > most + tolerance else { return nil }
        return "the keyboard's room counted twice: adjustedContentInset.bottom \(JSONWriter.format(Double(after))) "
            + "(contentInset.bottom \(JSONWriter.format(Double(contentInset)))), at most \(JSONWriter.format(Double(most)))"
    }

    /// The insets are back where they were once the keyboard is gone.
    package static func notRestored(_ name: String, before: EdgeInsets, after: EdgeInsets) -> String? {
        let edges = [
            (before.top, after.top), (before.left, after.left), (before.bottom, after.bottom),
            (before.right, after.right),
        ]
        guard edges.contains(where: { abs($0 - $1) > tolerance }) else { return nil }
        return "\(name) after the keyboard hid is \(after), was \(before)"
    }
}
