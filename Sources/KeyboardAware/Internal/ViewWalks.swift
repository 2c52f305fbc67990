#if canImport(UIKit)
import UIKit

/// How many views the kit's walks of view trees have visited in this process: the self-check's
/// budget of view visits per scroll step is read from it. An increment per view visited; nothing
/// else reads it.
@MainActor
package enum ViewWalks {
    /// Views visited so far by every walk (fields collected, the first responder looked for, a
    /// hosting controller looked for).
    package private(set) static var visited = 0

    /// Counts one view visited.
    static func visit() {
        visited &+= 1
    }
}
#endif
