// A stand-in for the part of XCTest that Demo/HostedTests and Demo/UITests use, so that .ci/ios-check
// can type-check those files against the real UIKit and our modules: the iPhoneOS SDK on this machine
// has no XCTest. Declarations only, shaped as Apple documents them; nothing here runs. A test
// source that compiles against this may still meet a signature that differs in the real XCTest:
// only `xcodebuild build-for-testing` on macOS proves that. The names are XCTest's own, so the
// naming rule does not apply to them.
// swift-format-ignore-file: AlwaysUseLowerCamelCase
import Foundation
import UIKit

/// XCTest's `XCTestCase`, declared so that test sources type-check; it does nothing here.
open class XCTestCase: NSObject {
    /// XCTest's `continueAfterFailure`, declared so that test sources type-check; it does nothing here.
    public var continueAfterFailure = true
    /// XCTest's `setUp`, declared so that test sources type-check; it does nothing here.
    open func setUp() async throws {}
    /// XCTest's `tearDown`, declared so that test sources type-check; it does nothing here.
    open func tearDown() async throws {}
    /// XCTest's `add`, declared so that test sources type-check; it does nothing here.
    public func add(_ attachment: XCTAttachment) {}
}

/// XCTest's `XCTAttachment`, declared so that test sources type-check; it does nothing here.
public final class XCTAttachment {
    /// XCTest's `init`, declared so that test sources type-check; it does nothing here.
    public init(string: String) {}
}

/// XCTest's `XCTSkip`, declared so that test sources type-check; it does nothing here.
public struct XCTSkip: Error {
    /// XCTest's `init`, declared so that test sources type-check; it does nothing here.
    public init(_ message: @autoclosure () -> String? = nil, file: StaticString = #filePath, line: UInt = #line) {}
}

/// XCTest's `XCTFail`, declared so that test sources type-check; it does nothing here.
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}
/// XCTest's `XCTAssertTrue`, declared so that test sources type-check; it does nothing here.
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}
/// XCTest's `XCTAssertFalse`, declared so that test sources type-check; it does nothing here.
public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}
/// XCTest's `XCTAssertNil`, declared so that test sources type-check; it does nothing here.
public func XCTAssertNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}
/// XCTest's `XCTAssertEqual`, declared so that test sources type-check; it does nothing here.
public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}
/// XCTest's `XCTAssertGreaterThan`, declared so that test sources type-check; it does nothing here.
public func XCTAssertGreaterThan<T: Comparable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}
/// XCTest's `XCTUnwrap`, declared so that test sources type-check; it does nothing here.
public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws -> T {
    guard let value = try expression() else { throw NSError(domain: "XCTUnwrap", code: 0) }
    return value
}

/// XCTest's `XCUIElement`, declared so that test sources type-check; it does nothing here.
@MainActor
open class XCUIElement: NSObject {
    /// XCTest's `ElementType`, declared so that test sources type-check; it does nothing here.
    public enum ElementType: UInt { case any, button, textField, secureTextField, scrollView, toolbar }
    /// XCTest's `frame`, declared so that test sources type-check; it does nothing here.
    public var frame: CGRect { .zero }
    /// XCTest's `exists`, declared so that test sources type-check; it does nothing here.
    public var exists: Bool { false }
    /// XCTest's `isHittable`, declared so that test sources type-check; it does nothing here.
    public var isHittable: Bool { false }
    /// XCTest's `value`, declared so that test sources type-check; it does nothing here.
    public var value: Any? { nil }
    /// XCTest's `label`, declared so that test sources type-check; it does nothing here.
    public var label: String { "" }
    /// XCTest's `firstMatch`, declared so that test sources type-check; it does nothing here.
    public var firstMatch: XCUIElement { self }
    /// XCTest's `waitForExistence`, declared so that test sources type-check; it does nothing here.
    public func waitForExistence(timeout: TimeInterval) -> Bool { false }
    /// XCTest's `waitForNonExistence`, declared so that test sources type-check; it does nothing here.
    public func waitForNonExistence(timeout: TimeInterval) -> Bool { false }
    /// XCTest's `tap`, declared so that test sources type-check; it does nothing here.
    public func tap() {}
    /// XCTest's `typeText`, declared so that test sources type-check; it does nothing here.
    public func typeText(_ text: String) {}
    /// XCTest's `swipeUp`, declared so that test sources type-check; it does nothing here.
    public func swipeUp() {}
    /// XCTest's `coordinate`, declared so that test sources type-check; it does nothing here.
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate { XCUICoordinate() }
    /// XCTest's `keyboards`, declared so that test sources type-check; it does nothing here.
    public var keyboards: XCUIElementQuery { XCUIElementQuery() }
    /// XCTest's `toolbars`, declared so that test sources type-check; it does nothing here.
    public var toolbars: XCUIElementQuery { XCUIElementQuery() }
    /// XCTest's `navigationBars`, declared so that test sources type-check; it does nothing here.
    public var navigationBars: XCUIElementQuery { XCUIElementQuery() }
    /// XCTest's `scrollViews`, declared so that test sources type-check; it does nothing here.
    public var scrollViews: XCUIElementQuery { XCUIElementQuery() }
    /// XCTest's `staticTexts`, declared so that test sources type-check; it does nothing here.
    public var staticTexts: XCUIElementQuery { XCUIElementQuery() }
    /// XCTest's `textFields`, declared so that test sources type-check; it does nothing here.
    public var textFields: XCUIElementQuery { XCUIElementQuery() }
    /// XCTest's `secureTextFields`, declared so that test sources type-check; it does nothing here.
    public var secureTextFields: XCUIElementQuery { XCUIElementQuery() }
    /// XCTest's `buttons`, declared so that test sources type-check; it does nothing here.
    public var buttons: XCUIElementQuery { XCUIElementQuery() }
}

/// XCTest's `XCUIApplication`, declared so that test sources type-check; it does nothing here.
@MainActor
public final class XCUIApplication: XCUIElement {
    /// XCTest's `init`, declared so that test sources type-check; it does nothing here.
    public override init() {}
    /// XCTest's `launchArguments`, declared so that test sources type-check; it does nothing here.
    public var launchArguments: [String] = []
    /// XCTest's `launch`, declared so that test sources type-check; it does nothing here.
    public func launch() {}
}

/// XCTest's `XCUIElementQuery`, declared so that test sources type-check; it does nothing here.
@MainActor
public final class XCUIElementQuery: NSObject {
    /// XCTest's `element`, declared so that test sources type-check; it does nothing here.
    public var element: XCUIElement { XCUIElement() }
    /// XCTest's `firstMatch`, declared so that test sources type-check; it does nothing here.
    public var firstMatch: XCUIElement { XCUIElement() }
    /// XCTest's `subscript`, declared so that test sources type-check; it does nothing here.
    public subscript(key: String) -> XCUIElement { XCUIElement() }
    /// XCTest's `containing`, declared so that test sources type-check; it does nothing here.
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery { self }
}

/// XCTest's `XCUICoordinate`, declared so that test sources type-check; it does nothing here.
@MainActor
public final class XCUICoordinate: NSObject {
    /// XCTest's `press`, declared so that test sources type-check; it does nothing here.
    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {}
}

/// XCTest's `XCUIDevice`, declared so that test sources type-check; it does nothing here.
@MainActor
public final class XCUIDevice: NSObject {
    /// XCTest's `shared`, declared so that test sources type-check; it does nothing here.
    public static let shared = XCUIDevice()
    /// XCTest's `orientation`, declared so that test sources type-check; it does nothing here.
    public var orientation: UIDeviceOrientation = .portrait
}

// MARK: - Used by Demo/UITests/ChatKeyboardUITests.swift

/// XCTest's `XCTAssertEqual` with an accuracy, declared so that test sources type-check; it does nothing here.
public func XCTAssertEqual<T: FloatingPoint>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, accuracy: T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

extension XCUIElement {
    /// XCTest's `cells`, declared so that test sources type-check; it does nothing here.
    public var cells: XCUIElementQuery { XCUIElementQuery() }
    /// XCTest's `tables`, declared so that test sources type-check; it does nothing here.
    public var tables: XCUIElementQuery { XCUIElementQuery() }
    /// XCTest's `textViews`, declared so that test sources type-check; it does nothing here.
    public var textViews: XCUIElementQuery { XCUIElementQuery() }
    /// XCTest's `otherElements`, declared so that test sources type-check; it does nothing here.
    public var otherElements: XCUIElementQuery { XCUIElementQuery() }
}

extension XCUICoordinate {
    /// XCTest's `withOffset`, declared so that test sources type-check; it does nothing here.
    public func withOffset(_ offsetVector: CGVector) -> XCUICoordinate { self }
    /// XCTest's `press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)`, declared so that
    /// test sources type-check; it does nothing here.
    public func press(
        forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
        withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval
    ) {}
}

/// XCTest's `XCUIGestureVelocity`, declared so that test sources type-check; it does nothing here.
public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable {
    /// XCTest's `rawValue`, declared so that test sources type-check; it does nothing here.
    public var rawValue: CGFloat
    /// XCTest's `init`, declared so that test sources type-check; it does nothing here.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// XCTest's `init`, declared so that test sources type-check; it does nothing here.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// XCTest's `slow`, declared so that test sources type-check; it does nothing here.
    public static let slow = XCUIGestureVelocity(rawValue: 0)
    /// XCTest's `default`, declared so that test sources type-check; it does nothing here.
    public static let `default` = XCUIGestureVelocity(rawValue: 0)
    /// XCTest's `fast`, declared so that test sources type-check; it does nothing here.
    public static let fast = XCUIGestureVelocity(rawValue: 0)
}

// MARK: - Used by Demo/UITests/SearchKeyboardUITests.swift

/// XCTest's `XCTAssertLessThanOrEqual`, declared so that test sources type-check; it does nothing here.
public func XCTAssertLessThanOrEqual<T: Comparable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

extension XCUIElement {
    /// XCTest's `tabBars`, declared so that test sources type-check; it does nothing here.
    public var tabBars: XCUIElementQuery { XCUIElementQuery() }
    /// XCTest's `searchFields`, declared so that test sources type-check; it does nothing here.
    public var searchFields: XCUIElementQuery { XCUIElementQuery() }
    /// XCTest's `swipeUp(velocity:)`, declared so that test sources type-check; it does nothing here.
    public func swipeUp(velocity: XCUIGestureVelocity) {}
}

extension XCUIElementQuery {
    /// XCTest's `count`, declared so that test sources type-check; it does nothing here.
    public var count: Int { 0 }
    /// XCTest's `element(boundBy:)`, declared so that test sources type-check; it does nothing here.
    public func element(boundBy index: Int) -> XCUIElement { XCUIElement() }
}

// MARK: - Used by Demo/UITests/AIChatKeyboardUITests.swift

/// XCTest's `XCTAssertNotEqual` with an accuracy, declared so that test sources type-check; it does nothing here.
public func XCTAssertNotEqual<T: FloatingPoint>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, accuracy: T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

extension XCUIElement {
    /// XCTest's `swipeDown(velocity:)`, declared so that test sources type-check; it does nothing here.
    public func swipeDown(velocity: XCUIGestureVelocity) {}
}

extension XCUIElementQuery {
    /// XCTest's `matching(identifier:)`, declared so that test sources type-check; it does nothing here.
    public func matching(identifier: String) -> XCUIElementQuery { self }
}

extension XCUIApplication {
    /// XCTest's `XCUIApplication.State`, declared so that test sources type-check; it does nothing here.
    public enum State: UInt, Sendable {
        case unknown, notRunning, runningBackgroundSuspended, runningBackground, runningForeground
    }
    /// XCTest's `state`, declared so that test sources type-check; it does nothing here.
    public var state: State { .unknown }
}
