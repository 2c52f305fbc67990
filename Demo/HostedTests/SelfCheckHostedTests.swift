import KeyboardAwareSelfCheck
import UIKit
import XCTest

/// Every self-check as an XCTest, run inside the Demo app (the bundle's `TEST_HOST`), where a
/// window scene exists. Each test only calls the self-check and fails on `.failed` and on a check
/// that did not run; the scenario test also fails when fewer scenario replays passed than this
/// simulator's screen can run, a number counted from the scenario files, not typed in. The logic
/// is all in `KeyboardAwareSelfCheck`, compiled (and its portable parts tested) everywhere.
@MainActor
final class SelfCheckHostedTests: XCTestCase {
    private func scene() throws -> UIWindowScene {
        try XCTUnwrap(
            UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first,
            "no window scene: these tests run inside the Demo app (TEST_HOST)")
    }

    /// Runs `check`; a failure or a skip fails the test (a check of what only real views have
    /// always runs in a hosted bundle, and CI disconnects the hardware keyboard).
    private func run(_ check: KeyboardAwareSelfCheck.Check) async throws {
        let result = await KeyboardAwareSelfCheck.run(check, in: try scene())
        if result.status != .passed { XCTFail("\(result.name): \(result.status)") }
    }

    func testDecodesFromAnArchiveWithItsOptions() async throws { try await run(.decodesFromAnArchiveWithItsOptions) }
    func testFreesTheViewAndItsAdapter() async throws { try await run(.freesTheViewAndItsAdapter) }
    func testReturnKeyLeavesADelegatesMoveAlone() async throws { try await run(.returnKeyLeavesADelegatesMoveAlone) }
    func testTableViewControllerKeepsItsOwnAdjustment() async throws {
        try await run(.tableViewControllerKeepsItsOwnAdjustment)
    }
    func testAccessoryBarEnablesPreviousAndNext() async throws { try await run(.accessoryBarEnablesPreviousAndNext) }
    func testTapToDismissLetsTouchesThrough() async throws { try await run(.tapToDismissLetsTouchesThrough) }
    func testRealKeyboardAgreesWithTheLayoutGuide() async throws {
        try await run(.realKeyboardAgreesWithTheLayoutGuide)
    }
    func testScrollStepWalksNoView() async throws { try await run(.scrollStepWalksNoView) }

    /// No check of `Check` is left without its test.
    func testEveryCheckHasATest() {
        XCTAssertEqual(KeyboardAwareSelfCheck.Check.allCases.count, 8, "a check was added: give it a test above")
    }

    /// Every scenario replay through real views against the headless one, with each keyboard
    /// event's cost within budget; then the count this screen must reach.
    func testEveryScenarioReplaysOnRealViewsAsInTheSimulator() async throws {
        let scene = try scene()
        let results = await KeyboardAwareSelfCheck.runScenarios(in: scene)
        for result in results {
            let lines = ["\(result.name): \(result.status)"] + result.eventCosts
            add(XCTAttachment(string: lines.joined(separator: "\n")))
            if case .failed(let difference) = result.status { XCTFail("\(result.name): \(difference)") }
        }
        let summary = KeyboardAwareSelfCheck.summary(of: results, in: scene)
        print("self-check on \(scene.screen.bounds.size): \(summary)")
        XCTAssertGreaterThan(
            summary.replayable, 0, "no scenario was written for this screen: \(scene.screen.bounds.size)")
        if let problem = summary.problem { XCTFail("\(summary): \(problem)") }
    }
}
