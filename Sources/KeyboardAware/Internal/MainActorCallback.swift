#if canImport(UIKit)
import UIKit

// MARK: - Main-thread callbacks

/// Runs `body` on the main actor from a callback that Swift cannot see as isolated (KVO change
/// handlers are `@Sendable`). UIKit makes them on the thread that changed the property, which is
/// the main thread unless the app changes a view from another thread (a bug of its own, that UIKit
/// does not always catch): then the call hops to the main actor, one run-loop turn later, and the
/// kit says so once instead of trapping.
///
/// On the main thread the call is made at once, through `MainActor.assumeIsolated`, which the
/// standard library back-deploys to every system the package supports.
func runAsMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    guard Thread.isMainThread else {
        DispatchQueue.main.async {
            OffMainCallbacks.noteOnce()
            body()
        }
        return
    }
    MainActor.assumeIsolated(body)
}

/// The notice for a view changed off the main thread, logged once per process.
@MainActor
private enum OffMainCallbacks {
    static var hasNoted = false

    static func noteOnce() {
        guard !hasNoted else { return }
        hasNoted = true
        Log.notice(
            """
            KeyboardAware: a scroll view was changed off the main thread; the kit handles the change on the \
            main thread instead, one run-loop turn later. UIKit views must only be changed on the main thread.
            """)
    }
}
#endif
