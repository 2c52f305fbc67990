// A stand-in for the part of XCTest that Demo/HostedTests and Demo/UITests use, so that .ci/ios-check
// can type-check those files against the real UIKit and our modules: the iPhoneOS SDK on this machine
// has no XCTest. Declarations only, shaped as Apple documents them; nothing here runs. A test
// source that compiles against this may still meet a signature that differs in the real XCTest:
// only `xcodebuild build-for-testing` on macOS proves that.
import Foundation
import UIKit

open class XCTestCase: NSObject {
    public var continueAfterFailure = true
    open func setUp() async throws {}
    open func tearDown() async throws {}
    public func add(_ attachment: XCTAttachment) {}
}

public final class XCTAttachment {
    public init(string: String) {}
}

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}
public func XCTAssertNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}
public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}
public func XCTAssertGreaterThan<T: Comparable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}
public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws -> T {
    guard let value = try expression() else { throw NSError(domain: "XCTUnwrap", code: 0) }
    return value
}

@MainActor
open class XCUIElement: NSObject {
    public enum ElementType: UInt { case any, button, textField, secureTextField, scrollView, toolbar }
    public var frame: CGRect { .zero }
    public var exists: Bool { false }
    public var isHittable: Bool { false }
    public var value: Any? { nil }
    public var firstMatch: XCUIElement { self }
    public func waitForExistence(timeout: TimeInterval) -> Bool { false }
    public func waitForNonExistence(timeout: TimeInterval) -> Bool { false }
    public func tap() {}
    public func typeText(_ text: String) {}
    public func swipeUp() {}
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate { XCUICoordinate() }
    public var keyboards: XCUIElementQuery { XCUIElementQuery() }
    public var toolbars: XCUIElementQuery { XCUIElementQuery() }
    public var navigationBars: XCUIElementQuery { XCUIElementQuery() }
    public var scrollViews: XCUIElementQuery { XCUIElementQuery() }
    public var staticTexts: XCUIElementQuery { XCUIElementQuery() }
    public var textFields: XCUIElementQuery { XCUIElementQuery() }
    public var secureTextFields: XCUIElementQuery { XCUIElementQuery() }
    public var buttons: XCUIElementQuery { XCUIElementQuery() }
}

@MainActor
public final class XCUIApplication: XCUIElement {
    public override init() {}
    public func launch() {}
}

@MainActor
public final class XCUIElementQuery: NSObject {
    public var element: XCUIElement { XCUIElement() }
    public var firstMatch: XCUIElement { XCUIElement() }
    public subscript(key: String) -> XCUIElement { XCUIElement() }
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery { self }
}

@MainActor
public final class XCUICoordinate: NSObject {
    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {}
}

@MainActor
public final class XCUIDevice: NSObject {
    public static let shared = XCUIDevice()
    public var orientation: UIDeviceOrientation = .portrait
}
