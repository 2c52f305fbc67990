import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The size of the screen a keyboard notification's end frame is measured on (Behaviour rules:
/// *Docked and undocked keyboards*).
///
/// Apple documents the notification's object as the `UIScreen` the keyboard appears on from
/// iOS 16.1, and the frame as in that screen's coordinate space: when it names a screen, that
/// screen's size is the one, even where the input being edited is on another (an external
/// display). Before iOS 16.1 it names none, and the screen of the input being edited stands in.
package enum KeyboardScreenSize {
    /// The size to read the end frame against; `nil` with neither.
    ///
    /// - Parameters:
    ///   - notified: the size of the screen the notification names, `nil` when it names none.
    ///   - ofInput: the size of the screen the input being edited is on, `nil` without one or
    ///     outside a window; read only when the notification names no screen.
    package static func size(notified: CGSize?, ofInput: () -> CGSize?) -> CGSize? {
        notified ?? ofInput()
    }
}
