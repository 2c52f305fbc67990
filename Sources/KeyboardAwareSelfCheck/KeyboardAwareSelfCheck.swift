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
        /// The scenario file's name, or what the check proves.
        public let name: String
        /// How it went.
        public let status: Status
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

    /// The scenario files bundled with the package (`Demo/Scenarios`, copied into the resource
    /// bundle's top level), by name.
    public static var bundledScenarios: [URL] {
        (Bundle.module.urls(forResourcesWithExtension: "json", subdirectory: nil) ?? []).sorted {
            $0.lastPathComponent < $1.lastPathComponent
        }
    }

    /// Runs every check in windows of `scene`, one after the other (about half a second per
    /// event), and returns the results in order: the checks of what only real views have, then
    /// one per scenario file. A scenario of the screen turned on its side turns the interface
    /// (where the app allows that orientation); the interface is turned back at the end.
    ///
    /// - Parameters:
    ///   - scene: The scene whose screen the scenarios must match; each runs in a window of its own.
    ///   - scenarios: Scenario files; the bundled ones by default.
    /// - Returns: One result per check.
    public static func run(in scene: UIWindowScene, scenarios: [URL] = bundledScenarios) async -> [Result] {
        // Scenarios of the screen on its side turn the interface; it is turned back at the end.
        let screenSize = scene.screen.bounds.size
        var results = [
            Result(
                name: "Decodes from an archive with its options",
                status: Status(SelfCheck.decodesFromAnArchiveWithItsOptions())),
            Result(
                name: "Frees the view and its adapter",
                status: Status(await SelfCheck.freesTheViewAndItsAdapter(in: scene))),
            Result(
                name: "Return key leaves a delegate's move alone",
                status: Status(await SelfCheck.returnKeyLeavesADelegatesMoveAlone(in: scene))),
            Result(
                name: "A UITableViewController keeps its own adjustment, and Next",
                status: Status(await SelfCheck.tableViewControllerKeepsItsOwnAdjustment(in: scene))),
            Result(
                name: "Accessory bar enables Previous and Next by reading order",
                status: Status(await SelfCheck.accessoryBarEnablesPreviousAndNext(in: scene))),
            Result(
                name: "Tap to dismiss lets touches through",
                status: Status(SelfCheck.tapToDismissLetsTouchesThrough())),
        ]
        for file in scenarios {
            let name = file.deletingPathExtension().lastPathComponent
            results.append(Result(name: name, status: Status(await SelfCheck.scenario(at: file, in: scene))))
        }
        _ = await UIKitReplay.turn(scene, toFit: screenSize)
        return results
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
