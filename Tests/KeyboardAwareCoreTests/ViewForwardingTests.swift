import Foundation
import Testing

/// The three drop-in views (`KeyboardAwareScrollView`, `…TableView`, `…CollectionView`) each
/// forward the adapter's options and override the same UIKit members; they are written out three
/// times because Swift has no mixins for `open` subclasses of three UIKit classes. These checks read
/// the source files (UIKit does not exist here) and fail when one of them drifts from the others or
/// from the adapter's options.
@Suite("The three KeyboardAware views forward the same members")
struct ViewForwardingTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/KeyboardAware")

    static func read(_ path: String) throws -> String {
        try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
    }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
        }
    }

    /// What one view declares: its overrides of UIKit members, and each forwarding member with the
    /// adapter member it forwards to.
    struct Members: Equatable {
        var overrides: Set<String>
        var forwarded: [String: String]
    }

    static func members(ofView name: String) throws -> Members {
        let text = try read("Views/\(name).swift")
        let overrides = matches(#"^\s*open override (?:var|func) (\w+)"#, in: text).map { $0[0] }
        // `@IBInspectable open var name: T {` then `get { keyboardAvoidance.member }`.
        let properties = matches(#"open var (\w+):[^{]*\{\s*get \{ keyboardAvoidance\.(\w+) \}"#, in: text)
        // `open func name() -> Bool {` then `keyboardAvoidance.member()`.
        let methods = matches(#"open func (\w+)\(\)[^{]*\{\s*keyboardAvoidance\.(\w+)\(\)"#, in: text)
        var forwarded: [String: String] = [:]
        for pair in properties + methods { forwarded[pair[0]] = pair[1] }
        return Members(overrides: Set(overrides), forwarded: forwarded)
    }

    @Test func tableAndCollectionViewsForwardTheSameMembers() throws {
        let table = try Self.members(ofView: "KeyboardAwareTableView")
        let collection = try Self.members(ofView: "KeyboardAwareCollectionView")
        #expect(table == collection)
        // The parse found what is there: 7 options and 2 methods; 5 overrides.
        #expect(table.forwarded.count == 9)
        #expect(
            table.overrides == [
                "contentInset", "verticalScrollIndicatorInsets", "layoutSubviews",
                "safeAreaInsetsDidChange", "didMoveToWindow",
            ])
    }

    @Test func theScrollViewForwardsAllButTheCellOption() throws {
        let table = try Self.members(ofView: "KeyboardAwareTableView")
        let scroll = try Self.members(ofView: "KeyboardAwareScrollView")
        #expect(scroll.overrides == table.overrides)
        var cellless = table.forwarded
        cellless["revealsPreviousCell"] = nil
        #expect(scroll.forwarded == cellless)
    }

    @Test func everyOptionOfTheAdapterIsForwarded() throws {
        let adapter = try Self.read("Adapter/KeyboardAvoidance.swift")
        let options = adapter.components(separatedBy: "// MARK: - Options")[1]
            .components(separatedBy: "// MARK: -")[0]
        // The bar itself is an object for code, not an option a view or Interface Builder sets.
        let names = Set(Self.matches(#"^    public var (\w+)"#, in: options).map { $0[0] }).subtracting(["accessoryBar"]
        )
        #expect(names.count == 7)
        let table = try Self.members(ofView: "KeyboardAwareTableView")
        #expect(Set(table.forwarded.values).subtracting(["focusNextField", "focusPreviousField"]) == names)
        // Each view member has the adapter's name, but for the view's clearer isKeyboardAvoidanceEnabled.
        for (view, member) in table.forwarded where view != "isKeyboardAvoidanceEnabled" {
            #expect(view == member)
        }
        #expect(table.forwarded["isKeyboardAvoidanceEnabled"] == "isEnabled")
    }
}
