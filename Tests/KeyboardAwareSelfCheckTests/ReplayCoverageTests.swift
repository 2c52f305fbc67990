import Foundation
import KeyboardAwareSimulator
import KeyboardAwareTestSupport
import Testing

@testable import KeyboardAwareSelfCheck

@Suite("Every scenario is replayed on some simulator")
struct ReplayCoverageTests {
    static let phone = ReplayCoverage.Screen(size: CGSize(width: 393, height: 852), canTurn: true)
    static let iPadPro11 = ReplayCoverage.Screen(size: CGSize(width: 834, height: 1194), canTurn: true)
    static let iPad11 = ReplayCoverage.Screen(size: CGSize(width: 820, height: 1180), canTurn: true)

    /// The files of three screens and of none, by name, so that files added later change nothing
    /// here: five iPhone 15/16 files (393×852, the landscape form 852×393), the eleven iPad Pro
    /// 11-inch ones (834×1194, six of them 1194×834), the two iPad Air 11-inch ones (820×1180),
    /// and two that need what no device can be given (a finger, a second screen).
    static let names = [
        "iphone-portrait-form", "iphone-landscape-form", "rotation-while-editing", "disabled",
        "plain-table-floating-header",
        "floating-keyboard-followed", "floating-keyboard-ignored", "hardware-keyboard-shortcuts-bar",
        "ipad-form-sheet", "ipad-full-screen", "ipad-slide-over", "ipad-split-view-left", "ipad-split-view-right",
        "split-keyboard", "stage-manager-window-above-keyboard", "stage-manager-window-just-below-keyboard-top",
        "another-apps-keyboard", "form-sheet-moves-with-keyboard",
        "interactive-dismissal", "keyboard-on-another-screen",
    ]

    static func replays() throws -> [PlannedReplay] {
        ReplayPlan.replays(of: try names.map { ($0, try Repository.scenario($0)) })
    }

    /// An iPhone alone: the 11 iPad Pro files and the 2 iPad Air files are replayed nowhere (13);
    /// the landscape form is the iPhone turned, and the table's second replay with estimated row
    /// heights is the iPhone's too.
    @Test func anIPhoneAloneLeavesTheIPadScenarios() throws {
        let gaps = ReplayCoverage.replayedNowhere(try Self.replays(), on: [Self.phone])
        #expect(gaps.count == 13)
        #expect(
            gaps.map(\.description) == [
                "floating-keyboard-followed (834×1194)", "floating-keyboard-ignored (834×1194)",
                "hardware-keyboard-shortcuts-bar (834×1194)", "ipad-form-sheet (834×1194)",
                "ipad-full-screen (834×1194)", "ipad-slide-over (1194×834)", "ipad-split-view-left (1194×834)",
                "ipad-split-view-right (1194×834)", "split-keyboard (1194×834)",
                "stage-manager-window-above-keyboard (1194×834)",
                "stage-manager-window-just-below-keyboard-top (1194×834)", "another-apps-keyboard (820×1180)",
                "form-sheet-moves-with-keyboard (820×1180)",
            ])
    }

    /// The workflow before this check: an iPhone and an iPad Air 11-inch leave the 11 iPad Pro
    /// files; with an iPad Pro 11-inch too, nothing is left.
    @Test func anIPadProCoversTheRest() throws {
        let replays = try Self.replays()
        #expect(ReplayCoverage.replayedNowhere(replays, on: [Self.phone, Self.iPad11]).count == 11)
        #expect(ReplayCoverage.replayedNowhere(replays, on: [Self.phone, Self.iPadPro11, Self.iPad11]).isEmpty)
    }

    /// A system that cannot turn the interface (iOS 15) replays neither the landscape form nor the
    /// rotation on an iPhone; the iPad Pro's screen is not theirs either way up.
    @Test func withoutTurningTheLandscapeFormAndTheRotationAreLeft() throws {
        let iOS15Phone = ReplayCoverage.Screen(size: CGSize(width: 393, height: 852), canTurn: false)
        #expect(
            ReplayCoverage.replayedNowhere(try Self.replays(), on: [iOS15Phone, Self.iPadPro11, Self.iPad11])
                .map(\.name) == ["iphone-landscape-form", "rotation-while-editing"])
    }

    /// A finger on the screen and a second screen: no device, so no job, is missing for them. With
    /// no job at all, the other 18 files are replayed nowhere, and the floating-header table's
    /// second replay with estimated row heights too: 19.
    @Test func whatNoDeviceCanBeGivenIsNamedApart() throws {
        let replays = try Self.replays()
        #expect(ReplayCoverage.replayedNowhere(replays, on: []).count == 19)
        #expect(
            ReplayCoverage.replayableOnNoDevice(replays).map(\.name) == [
                "interactive-dismissal", "keyboard-on-another-screen",
            ])
    }

    /// One job per line naming a runtime and a screen; a commented-out line and a line without a
    /// screen are not jobs. iOS 15 cannot turn the interface.
    @Test func theWorkflowsScreensAreReadFromItsLines() {
        let workflow = """
            jobs:
              simulators:
                strategy:
                  matrix:
                    include:
                      - { runner: macos-26, runtime: iOS-26-5, device: "iPhone 16", screen: 393x852 }
                      - { runner: macos-15, runtime: "iOS-18-6", device: "iPad (A16)", screen: "820x1180" }
                      # - { runner: macos-15, runtime: iOS-18-6, device: "iPad Pro", screen: 1024x1366 }
                      - { runner: macos-14, runtime: iOS-15-5, device: "iPhone 13 mini", screen: 375x812 }
                      - { runtime: iOS-18-6, device: "iPhone 16" }
            """
        #expect(
            WorkflowSimulators.screens(in: workflow) == [
                ReplayCoverage.Screen(size: CGSize(width: 393, height: 852), canTurn: true),
                ReplayCoverage.Screen(size: CGSize(width: 820, height: 1180), canTurn: true),
                ReplayCoverage.Screen(size: CGSize(width: 375, height: 812), canTurn: false),
            ])
    }

    /// The repository's own workflow replays every scenario file, whoever added it, on at least
    /// one simulator job. A file written for a screen no job boots fails here, naming the screen:
    /// add a job with a device of that screen (one the runner image lists) or write the scenario
    /// for a screen a job has.
    @Test func theWorkflowReplaysEveryScenarioSomewhere() throws {
        let workflow = try String(
            contentsOf: Repository.root.appendingPathComponent(".github/workflows/ci.yml"), encoding: .utf8)
        let screens = WorkflowSimulators.screens(in: workflow)
        try #require(!screens.isEmpty, "no simulator job (runtime: iOS-…, screen: WxH) in ci.yml")
        let scenarios = try Repository.scenarioNames.map { ($0, try Repository.scenario($0)) }
        try #require(!scenarios.isEmpty, "no scenario file in Demo/Scenarios")
        let gaps = ReplayCoverage.replayedNowhere(ReplayPlan.replays(of: scenarios), on: screens)
        #expect(
            gaps.isEmpty, "replayed on no simulator job of ci.yml: \(gaps.map(\.description).joined(separator: ", "))")
    }
}
