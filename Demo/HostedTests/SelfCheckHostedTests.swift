import KeyboardAwareSelfCheck
import UIKit
import XCTest

/// Every self-check as an XCTest, run inside the Demo app (the bundle's `TEST_HOST`), where a
/// window scene exists. Each test only calls the self-check and fails on `.failed` and on a check
/// that did not run; the scenario test also fails when fewer scenario replays passed than this
/// simulator's screen can run, a number counted from the scenario files, not typed in. CI names
/// the screen each simulator must have (`KEYBOARD_AWARE_SCREEN`, from the workflow's matrix, which
/// `ReplayCoverage` holds to the scenario files); a simulator of another screen fails. The logic
/// is all in `KeyboardAwareSelfCheck`, compiled (and its portable parts tested) everywhere.
@MainActor
final class SelfCheckHostedTests: XCTestCase {
    /// The software keyboard stays up for the real keyboard's check, even when the simulator came
    /// up with a hardware keyboard connected (that check fails, saying so, if it still does not).
    override func setUp() async throws {
        print("software keyboard: \(SimulatorSoftwareKeyboard.keepOnScreen())")
    }

    private func scene() throws -> UIWindowScene {
        try XCTUnwrap(
            UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first,
            "no window scene: these tests run inside the Demo app (TEST_HOST)")
    }

    /// Runs `check`; a failure or a skip fails the test (a check of what only real views have
    /// always runs in a hosted bundle, whose software keyboard `setUp` keeps on screen).
    private func run(_ check: KeyboardAwareSelfCheck.Check) async throws {
        let result = await KeyboardAwareSelfCheck.run(check, in: try scene())
        if result.status != .passed { XCTFail("\(result.name): \(result.status)") }
    }

    func testDecodesFromAnArchiveWithItsOptions() async throws { try await run(.decodesFromAnArchiveWithItsOptions) }
    func testFreesTheViewAndItsKeyboardAvoidance() async throws { try await run(.freesTheViewAndItsKeyboardAvoidance) }
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
    func testKeyboardWarmUpMovesNothing() async throws { try await run(.keyboardWarmUpMovesNothing) }
    func testPinnedRowGoneEndsThePin() async throws { try await run(.pinnedRowGoneEndsThePin) }
    func testPinnedRowHoldsStillThroughAnAnimatedInsert() async throws {
        try await run(.pinnedRowHoldsStillThroughAnAnimatedInsert)
    }

    /// No check of `Check` is left without its test.
    func testEveryCheckHasATest() {
        XCTAssertEqual(KeyboardAwareSelfCheck.Check.allCases.count, 11, "a check was added: give it a test above")
    }

    /// The simulator's screen is the one CI declared for it, either way up: the matrix's screens
    /// are what tells that every scenario file is replayed on some job.
    func testTheScreenIsTheOneCIDeclared() throws {
        guard let declared = ProcessInfo.processInfo.environment["KEYBOARD_AWARE_SCREEN"] else {
            throw XCTSkip("KEYBOARD_AWARE_SCREEN is not set: not a CI run")
        }
        let sides = declared.split(separator: "x").compactMap { Double($0) }
        XCTAssertEqual(sides.count, 2, "KEYBOARD_AWARE_SCREEN is \(declared), not WIDTHxHEIGHT")
        let size = try scene().screen.bounds.size
        let screen = [Double(size.width), Double(size.height)]
        XCTAssertTrue(
            screen == sides || screen == sides.reversed(),
            "this simulator's screen is \(size), not the \(declared) CI declared for it")
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
