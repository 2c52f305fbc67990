// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import Foundation
import KeyboardAwareSimulator
import UIKit

/// Replays the package's scenarios through real views on the device it runs on, and compares
/// each step with the headless simulator's replay of the same file: the check that a device
/// behaves as the simulator shows. The Demo app's Self-check screen runs it; an app may too.
///
/// ```swift
/// let results = await KeyboardAwareSelfCheck.run(in: windowScene)
/// for result in results { print(result.name, result.status) }
/// ```
@MainActor
public enum KeyboardAwareSelfCheck {
    /// One check's name and how it went.
    public struct Result: Sendable {
        /// The scenario file's name (with ` (estimated row heights)` for that replay), or what the
        /// check proves.
        public let name: String
        /// How it went.
        public let status: Status
        /// Whether this is a scenario replay, which ``summary(of:in:scenarios:)`` counts against
        /// what the screen can replay.
        public let isScenario: Bool
        /// For a scenario replay, one line per keyboard event with what it cost the real scroll
        /// view: `event 2 (willShow): inset 1, indicator 1, offset 1, layout 2 (0 forced)`. The
        /// budget is one write per property and no forced layout; a replay over it fails.
        public let eventCosts: [String]
    }

    /// How a check went.
    public enum Status: Sendable, Equatable, CustomStringConvertible {
        /// Every step agreed with the headless replay, within half a point.
        case passed
        /// The first difference (event, value, expected and observed).
        case failed(String)
        /// What the check needs that this device cannot give (a screen size, a rotation).
        case skipped(String)

        /// `passed`, `failed: …` or `skipped: …`.
        public var description: String {
            switch self {
            case .passed: "passed"
            case .failed(let difference): "failed: \(difference)"
            case .skipped(let reason): "skipped: \(reason)"
            }
        }
    }

    /// The checks of what only real views have, each runnable alone (a test per check).
    public enum Check: String, Sendable, CaseIterable {
        /// Each `KeyboardAware…` view decodes from an archive with its Interface Builder options.
        case decodesFromAnArchiveWithItsOptions = "Decodes from an archive with its options"
        /// The views and their `KeyboardAvoidance`s are freed once their window goes.
        case freesTheViewAndItsKeyboardAvoidance = "Frees the view and its keyboard avoidance"
        /// Return leaves a delegate's own focus move, or its dismissal of the keyboard, alone.
        case returnKeyLeavesADelegatesMoveAlone = "Return key leaves a delegate's move alone"
        /// Under a `UITableViewController` the keyboard gets room once, and the forms features stay.
        case tableViewControllerKeepsItsOwnAdjustment = "A UITableViewController keeps its own adjustment, and Next"
        /// Previous and Next are enabled as the reading order allows.
        case accessoryBarEnablesPreviousAndNext = "Accessory bar enables Previous and Next by reading order"
        /// Tap to dismiss takes no touch from what is under it.
        case tapToDismissLetsTouchesThrough = "Tap to dismiss lets touches through"
        /// The system's own keyboard: the kit's keyboard top agrees with the window's
        /// `keyboardLayoutGuide`. Skipped when a hardware keyboard keeps the software one away,
        /// which fails the run (``SelfCheckSummary/problem``).
        case realKeyboardAgreesWithTheLayoutGuide = "The system keyboard's top agrees with the keyboard layout guide"
        /// Scrolling a form walks no view: a layout pass on every scroll step stays cheap.
        case scrollStepWalksNoView = "A scroll step walks no view"
        /// The keyboard warm-up moves no inset, and is dropped while a responder is first, which stays first.
        case keyboardWarmUpMovesNothing = "The keyboard warm-up moves no inset and keeps the first responder"
        /// A pinned row deleted, or reloaded away, ends the pin with no exception from UIKit.
        case pinnedRowGoneEndsThePin = "A pinned row deleted or reloaded away ends the pin"
        /// Rows inserted above a pinned row with UITableView's animation do not move it on screen.
        case pinnedRowHoldsStillThroughAnAnimatedInsert = "A pinned row holds still through an animated insert above"
    }

    /// The scenario files bundled with the package (`Demo/Scenarios`, copied into the resource
    /// bundle's top level), by name.
    public static var bundledScenarios: [URL] {
        (Bundle.module.urls(forResourcesWithExtension: "json", subdirectory: nil) ?? []).sorted {
            $0.lastPathComponent < $1.lastPathComponent
        }
    }

    /// Runs every check in windows of `scene`, one after the other (about half a second per
    /// event), and returns the results in order: the checks of what only real views have, then
    /// one per scenario replay. A scenario of the screen turned on its side turns the interface
    /// (where the app allows that orientation); the interface is turned back at the end.
    ///
    /// - Parameters:
    ///   - scene: The scene whose screen the scenarios must match; each runs in a window of its own.
    ///   - scenarios: Scenario files; the bundled ones by default.
    /// - Returns: One result per check.
    public static func run(in scene: UIWindowScene, scenarios: [URL] = bundledScenarios) async -> [Result] {
        var results: [Result] = []
        for check in Check.allCases {
            results.append(await run(check, in: scene))
        }
        return results + (await runScenarios(in: scene, scenarios: scenarios))
    }

    /// Runs one check of what only real views have, in windows of `scene`.
    public static func run(_ check: Check, in scene: UIWindowScene) async -> Result {
        let outcome: SelfCheck.Outcome =
            switch check {
            case .decodesFromAnArchiveWithItsOptions: SelfCheck.decodesFromAnArchiveWithItsOptions()
            case .freesTheViewAndItsKeyboardAvoidance: await SelfCheck.freesTheViewAndItsKeyboardAvoidance(in: scene)
            case .returnKeyLeavesADelegatesMoveAlone: await SelfCheck.returnKeyLeavesADelegatesMoveAlone(in: scene)
            case .tableViewControllerKeepsItsOwnAdjustment:
                await SelfCheck.tableViewControllerKeepsItsOwnAdjustment(in: scene)
            case .accessoryBarEnablesPreviousAndNext: await SelfCheck.accessoryBarEnablesPreviousAndNext(in: scene)
            case .tapToDismissLetsTouchesThrough: SelfCheck.tapToDismissLetsTouchesThrough()
            case .realKeyboardAgreesWithTheLayoutGuide: await SelfCheck.realKeyboardAgreesWithTheLayoutGuide(in: scene)
            case .scrollStepWalksNoView: await SelfCheck.scrollStepWalksNoView(in: scene)
            case .keyboardWarmUpMovesNothing: await SelfCheck.keyboardWarmUpMovesNothing(in: scene)
            case .pinnedRowGoneEndsThePin: await SelfCheck.pinnedRowGoneEndsThePin(in: scene)
            case .pinnedRowHoldsStillThroughAnAnimatedInsert:
                await SelfCheck.pinnedRowHoldsStillThroughAnAnimatedInsert(in: scene)
            }
        return Result(name: check.rawValue, status: Status(outcome), isScenario: false, eventCosts: [])
    }

    /// Replays every scenario file through real views and compares each with the headless replay:
    /// one result per replay (a table with rows of several heights is replayed a second time with
    /// estimated row heights), then the interface turned back as it was. A file that does not read
    /// as a scenario fails.
    public static func runScenarios(in scene: UIWindowScene, scenarios: [URL] = bundledScenarios) async -> [Result] {
        let screenSize = scene.screen.bounds.size
        let (replays, unreadable) = SelfCheck.plan(scenarios)
        var results = unreadable.map {
            Result(name: $0.name, status: .failed($0.error), isScenario: true, eventCosts: [])
        }
        for replay in replays {
            let (outcome, costs) = await SelfCheck.scenario(replay, in: scene)
            results.append(Result(name: replay.name, status: Status(outcome), isScenario: true, eventCosts: costs))
        }
        _ = await UIKitReplay.turn(scene, toFit: screenSize)
        return results
    }

    /// How many scenario replays of `scenarios` the screen of `scene` can run, counted from the
    /// files: the number a run there must reach.
    public static func replayableCount(in scene: UIWindowScene, scenarios: [URL] = bundledScenarios) -> Int {
        ReplayPlan.replayableCount(
            SelfCheck.plan(scenarios).replays, device: scene.screen.bounds.size, canTurn: UIKitReplay.canTurn)
    }

    /// The counts of `results`, held against what the screen of `scene` can replay: its
    /// ``SelfCheckSummary/problem`` says why the run does not prove the kit here.
    public static func summary(of results: [Result], in scene: UIWindowScene, scenarios: [URL] = bundledScenarios)
        -> SelfCheckSummary
    {
        let count = { (match: (Status) -> Bool) in results.filter { match($0.status) }.count }
        return SelfCheckSummary(
            passed: count { $0 == .passed },
            failed: count { if case .failed = $0 { true } else { false } },
            skipped: count { if case .skipped = $0 { true } else { false } },
            checksSkipped: results.filter {
                if case .skipped = $0.status { !$0.isScenario } else { false }
            }.count,
            scenariosPassed: results.filter { $0.isScenario && $0.status == .passed }.count,
            replayable: replayableCount(in: scene, scenarios: scenarios))
    }
}

extension KeyboardAwareSelfCheck.Status {
    init(_ outcome: SelfCheck.Outcome) {
        switch outcome {
        case .passed: self = .passed
        case .failed(let difference): self = .failed(difference)
        case .skipped(let reason): self = .skipped(reason)
        }
    }
}
#endif
