import Foundation

/// How a whole self-check run went, and whether it proves anything: a run in which a check of
/// what only real views have was skipped, no scenario passed, or fewer than the screen can replay
/// passed, fails even when nothing failed.
public struct SelfCheckSummary: Sendable, Equatable, CustomStringConvertible {
    /// Checks and scenario replays that passed.
    public var passed: Int
    /// Checks and scenario replays that failed.
    public var failed: Int
    /// Checks and scenario replays that could not run here.
    public var skipped: Int
    /// Of ``skipped``, the checks of what only real views have (not scenario replays). Each of
    /// them can run on every device, so a skip means something was missing, such as the software
    /// keyboard while a hardware keyboard is connected.
    public var checksSkipped: Int
    /// Scenario replays that passed.
    public var scenariosPassed: Int
    /// Scenario replays this screen can run, counted from the scenario files.
    public var replayable: Int

    /// A summary of these counts.
    public init(passed: Int, failed: Int, skipped: Int, checksSkipped: Int, scenariosPassed: Int, replayable: Int) {
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
        self.checksSkipped = checksSkipped
        self.scenariosPassed = scenariosPassed
        self.replayable = replayable
    }

    /// Why the run does not prove the kit on this screen, or `nil` when it does: a failure, a
    /// check skipped, no scenario passing, or fewer passing than the screen can replay. Scenario
    /// replays skipped for another screen are what the screen cannot replay, and prove nothing
    /// either way.
    public var problem: String? {
        if failed > 0 { return "\(failed) failed" }
        if checksSkipped > 0 {
            return "\(checksSkipped) \(checksSkipped == 1 ? "check" : "checks") of real views skipped, "
                + "which every device can run"
        }
        if scenariosPassed == 0 { return "no scenario was replayed and passed" }
        if scenariosPassed < replayable {
            return "only \(scenariosPassed) of the \(replayable) scenario replays this screen can run passed"
        }
        return nil
    }

    /// `30 passed, 0 failed, 7 skipped (30 of 30 replayable scenarios passed)`.
    public var description: String {
        "\(passed) passed, \(failed) failed, \(skipped) skipped "
            + "(\(scenariosPassed) of \(replayable) replayable scenarios passed)"
    }
}
