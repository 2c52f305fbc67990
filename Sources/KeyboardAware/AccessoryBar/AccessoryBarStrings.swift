#if canImport(UIKit)
import Foundation

/// The accessory bar's VoiceOver labels: the app's own `KeyboardAware.strings` first, then the
/// package's translations (`Resources/<language>.lproj/Localizable.strings`), then English. The
/// English words are the system form assistant's (Safari's Previous and Next above the keyboard),
/// and so are most translations; where a bare word would need a guessed gender, the translation
/// names the field. They follow the app's language, as any framework's resources do, unless the
/// app sets `CFBundleAllowMixedLocalizations`.
enum AccessoryBarStrings {
    static var previous: String { string("KeyboardAware.previous", english: "Previous") }
    static var next: String { string("KeyboardAware.next", english: "Next") }

    private static func string(_ key: String, english: String) -> String {
        let packaged = Bundle.module.localizedString(forKey: key, value: english, table: nil)
        return Bundle.main.localizedString(forKey: key, value: packaged, table: "KeyboardAware")
    }
}
#endif
