import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Whether a set of simulators replays every scenario somewhere: a scenario written for a screen
/// that no job boots is replayed by none of them, and each job passes on the scenarios it has.
/// Computed from the scenario files and the screens the jobs declare, so a new file for a new
/// screen is caught the day it is added.
package enum ReplayCoverage {
    /// A simulator a job replays the scenarios on.
    package struct Screen: Sendable, Equatable {
        /// Its screen in points, either way up.
        package var size: CGSize
        /// Whether its system can turn the interface (iOS 16 and later).
        package var canTurn: Bool

        package init(size: CGSize, canTurn: Bool) {
            self.size = size
            self.canTurn = canTurn
        }
    }

    /// A replay that no screen runs, and the screen it was written for.
    package struct Gap: Sendable, Equatable, CustomStringConvertible {
        /// The replay's name (``PlannedReplay/name``).
        package var name: String
        /// `834×1194`.
        package var screen: String

        /// `ipad-full-screen (834×1194)`.
        package var description: String { "\(name) (\(screen))" }
    }

    /// The replays some device could run but none of `screens` does, in order: each needs a
    /// screen, or a turn, that no job has.
    package static func replayedNowhere(_ replays: [PlannedReplay], on screens: [Screen]) -> [Gap] {
        replays.filter { replay in
            ReplayPlan.unsupported(replay.scenario, canTurn: true) == nil
                && !screens.contains {
                    ReplayPlan.whyNot(replay.scenario, device: $0.size, canTurn: $0.canTurn) == nil
                }
        }
        .map { Gap(name: $0.name, screen: ScreenMatch.describe($0.scenario.screen)) }
    }

    /// The replays no device can run through real views, with what each needs (a finger on the
    /// screen, a second screen, …): they run headless only, on every job and on Linux.
    package static func replayableOnNoDevice(_ replays: [PlannedReplay]) -> [(name: String, reason: String)] {
        replays.compactMap { replay in
            ReplayPlan.unsupported(replay.scenario, canTurn: true).map { (replay.name, $0) }
        }
    }
}
