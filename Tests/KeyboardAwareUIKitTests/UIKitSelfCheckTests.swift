// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import KeyboardAwareSelfCheck
import UIKit
import XCTest

/// The checks of `SelfCheck` on a simulator or device (`xcodebuild test`): every scenario of
/// `Demo/Scenarios` through both replays, and what the headless model cannot express. Each test
/// only calls the check; the checks are compiled on every platform with UIKit.
@MainActor
final class UIKitSelfCheckTests: XCTestCase {
    private func scene() throws -> UIWindowScene {
        guard let scene = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).first else {
            throw XCTSkip("needs a window scene: run the tests with a host app")
        }
        return scene
    }

    private func assertPassed(_ outcome: SelfCheck.Outcome, _ name: String) throws {
        switch outcome {
        case .passed: break
        case .failed(let difference): XCTFail("\(name): \(difference)")
        case .skipped(let reason): throw XCTSkip("\(name): \(reason)")
        }
    }

    func testEveryScenarioReplaysOnRealViewsAsInTheSimulator() async throws {
        let scene = try scene()
        let scenarios = KeyboardAwareSelfCheck.bundledScenarios
        XCTAssertFalse(scenarios.isEmpty, "no bundled scenarios")
        for file in scenarios {
            switch await SelfCheck.scenario(at: file, in: scene) {
            case .passed, .skipped: continue
            case .failed(let difference): XCTFail("\(file.lastPathComponent): \(difference)")
            }
        }
    }

    func testDecodesFromAnArchiveWithItsOptions() throws {
        try assertPassed(SelfCheck.decodesFromAnArchiveWithItsOptions(), "archive")
    }

    func testFreesTheViewAndItsAdapter() async throws {
        try assertPassed(await SelfCheck.freesTheViewAndItsAdapter(in: try scene()), "freed")
    }

    func testTableViewControllerKeepsItsOwnAdjustment() async throws {
        try assertPassed(await SelfCheck.tableViewControllerKeepsItsOwnAdjustment(in: try scene()), "controller")
    }

    func testAccessoryBarEnablesPreviousAndNext() async throws {
        try assertPassed(await SelfCheck.accessoryBarEnablesPreviousAndNext(in: try scene()), "accessory bar")
    }

    func testTapToDismissLetsTouchesThrough() throws {
        try assertPassed(SelfCheck.tapToDismissLetsTouchesThrough(), "tap to dismiss")
    }

    func testReturnKeyLeavesADelegatesMoveAlone() async throws {
        try assertPassed(await SelfCheck.returnKeyLeavesADelegatesMoveAlone(in: try scene()), "return key")
    }
}
#endif
