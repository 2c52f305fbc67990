#if canImport(UIKit)
import UIKit

// MARK: - Main-thread callbacks

/// Runs `body` on the main actor from a callback that UIKit makes on the main thread but that Swift
/// cannot see as isolated (KVO change handlers are `@Sendable`). `MainActor.assumeIsolated` is
/// iOS 17+; before, the same check is made with `dispatchPrecondition` and the call is made as the
/// standard library's backport does: a synchronous main-actor function has the same
/// representation as a plain one.
func runAsMainActor(_ body: @MainActor () -> Void) {
    if #available(iOS 17, tvOS 17, *) {
        MainActor.assumeIsolated(body)
    } else {
        dispatchPrecondition(condition: .onQueue(.main))
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Void).self)()
        }
    }
}
#endif
