#if canImport(UIKit)
import UIKit
import os

// MARK: - Debug output

/// Where the kit explains itself: every decision, at debug level, so that a layout can be
/// understood from Console without a debugger. Filter on subsystem and category "KeyboardAware".
///
/// Written with `os_log` on an `OSLog` (the same unified logging `os.Logger` writes to): with the
/// iPhoneOS 17 SDK's `os` overlay the Swift 6.3 compiler rejects every `Logger` message ("string
/// interpolation cannot be used in this context"). Main-actor bound since only UIKit code logs.
@MainActor
enum Log {
    static let log = OSLog(subsystem: "KeyboardAware", category: "KeyboardAware")

    /// Logs at debug level; `message` is only built when debug messages are being collected.
    static func debug(_ message: @autoclosure () -> String) {
        guard log.isEnabled(type: .debug) else { return }
        os_log("%{public}@", log: log, type: .debug, message() as NSString)
    }

    /// Logs something the developer should notice once (default level).
    static func notice(_ message: String) {
        os_log("%{public}@", log: log, type: .default, message as NSString)
    }
}
#endif
