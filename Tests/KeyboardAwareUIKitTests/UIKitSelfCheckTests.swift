// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import KeyboardAwareSelfCheck
import UIKit
import XCTest

/// The checks of `SelfCheck` that need no window scene, on a simulator or device
/// (`xcodebuild test -scheme KeyboardAware-Package`). SwiftPM test bundles have no host app, so
/// every check that needs a scene (and every scenario replay) runs in the hosted bundle of the
/// Demo's project instead (`Demo/HostedTests`), where a missing scene is a failure, not a skip.
@MainActor
final class UIKitSelfCheckTests: XCTestCase {
    private func assertPassed(_ outcome: SelfCheck.Outcome, _ name: String) {
        switch outcome {
        case .passed: break
        case .failed(let difference): XCTFail("\(name): \(difference)")
        case .skipped(let reason): XCTFail("\(name) did not run: \(reason)")
        }
    }

    func testDecodesFromAnArchiveWithItsOptions() {
        assertPassed(SelfCheck.decodesFromAnArchiveWithItsOptions(), "archive")
    }

    func testTapToDismissLetsTouchesThrough() {
        assertPassed(SelfCheck.tapToDismissLetsTouchesThrough(), "tap to dismiss")
    }
}
#endif
