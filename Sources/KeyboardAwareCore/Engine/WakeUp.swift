import Foundation

/// The engine's next wake-up (a held hide's deadline, see *Held hides* in the behaviour rules; the
/// end of the wait after a dragged keyboard was let go), kept by the engine so that the caller
/// makes one timer per deadline and a cancelled one fires into nothing.
///
/// A wake-up scheduled on a timer cannot be taken back from the timer, so each one carries the
/// generation it was scheduled in: turning avoidance off, observing stopped or the view leaving
/// its window cancel it, and a timer of an older generation fires into nothing.
package struct WakeUp: Sendable, Equatable {
    /// The deadline scheduled, on the engine's clock; `nil` when none waits.
    package private(set) var deadline: TimeInterval?
    /// Bumped by every schedule and cancel: a timer fires only for the generation it was made in.
    package private(set) var generation = 0

    /// No wake-up scheduled.
    package init() {}

    /// Asks for a wake-up at `time` (`nil`: none is needed any more). Returns the generation to
    /// give the new timer, or `nil` when no timer is to be made: the same deadline is scheduled
    /// already, or none is asked for (a pending one is then cancelled). Inlined into `decide`, which
    /// asks at every decision: called, it cost each keyboard event about 40 instructions more.
    @inline(__always)
    package mutating func schedule(at time: TimeInterval?) -> Int? {
        guard let time else {
            cancel()
            return nil
        }
        guard time != deadline else { return nil }
        deadline = time
        generation &+= 1
        return generation
    }

    /// Cancels the wake-up scheduled, if any: its timer fires into nothing.
    package mutating func cancel() {
        guard deadline != nil else { return }
        deadline = nil
        generation &+= 1
    }

    /// Whether the timer of `generation` fires now; it is then used up.
    package mutating func fires(_ generation: Int) -> Bool {
        guard generation == self.generation, deadline != nil else { return false }
        deadline = nil
        return true
    }
}
