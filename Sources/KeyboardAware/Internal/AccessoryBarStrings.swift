#if canImport(UIKit)
import Foundation

/// The accessory bar's VoiceOver labels: the app's own `KeyboardAware.strings` first, then the
/// package's translations (`Resources/<language>.lproj/Localizable.strings`), then English.
enum AccessoryBarStrings {
    static var previous: String { string("KeyboardAware.previous", english: "Previous field") }
    static var next: String { string("KeyboardAware.next", english: "Next field") }

    private static func string(_ key: String, english: String) -> String {
        let packaged = Bundle.module.localizedString(forKey: key, value: english, table: nil)
        return Bundle.main.localizedString(forKey: key, value: packaged, table: "KeyboardAware")
    }
}
#endif
