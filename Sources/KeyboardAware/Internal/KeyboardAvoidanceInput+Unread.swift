#if canImport(UIKit)
import UIKit

extension KeyboardAvoidanceInput {
    /// Inputs that change what the engine remembers, and so reach it even before the scroll view
    /// was ever in a window, with its insets alone: avoidance turned on or off in `viewDidLoad()`,
    /// the app's insets, the scene, the finger, a wake-up. The others wait for geometry.
    var reachesTheEngineUnread: Bool {
        switch self {
        case .enabled, .options, .appInset, .background, .blur, .wake, .touch, .userScroll: true
        case .keyboard, .track, .attach, .foreground, .focus, .caret, .contentSize, .resize, .pin, .pinMoved: false
        }
    }
}
#endif
