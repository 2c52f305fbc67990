import Foundation
import Testing

/// The three drop-in views (`KeyboardAwareScrollView`, `…TableView`, `…CollectionView`) each
/// forward the coordinator's options and override the same UIKit members; they are written out
/// three times because Swift has no mixins for `open` subclasses of three UIKit classes, and
/// Interface Builder sees only options a class declares itself. These checks read the source files
/// (UIKit does not exist here) and fail when one of them drifts from the others or from the
/// coordinator's options, or when an option's value lives anywhere but the engine's options or the
/// form navigator.
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

    /// What one view declares: its overrides of UIKit members, each forwarding member with the
    /// coordinator member it forwards to, how many options it declares, and how many of those
    /// are `@IBInspectable` (an enumeration cannot be).
    struct Members: Equatable {
        var overrides: Set<String>
        var forwarded: [String: String]
        var optionCount: Int
        var inspectableCount: Int
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
        let optionCount = matches(#"^    (?:@IBInspectable )?open var \w+:"#, in: text).count
        let inspectableCount = text.components(separatedBy: "@IBInspectable open var").count - 1
        return Members(
            overrides: Set(overrides), forwarded: forwarded, optionCount: optionCount,
            inspectableCount: inspectableCount)
    }

    /// The coordinator's public options (the bar itself is an object for code, not an option a
    /// view or Interface Builder sets), with the getter each has: where the option's value lives.
    static func coordinatorOptions() throws -> [String: String] {
        let coordinator = try read("Adapter/KeyboardAvoidance.swift")
        let section = coordinator.components(separatedBy: "// MARK: - Options")[1]
            .components(separatedBy: "// MARK: -")[0]
        var options: [String: String] = [:]
        for declaration in section.components(separatedBy: "\n    public var ").dropFirst() {
            let name = String(declaration.prefix { $0.isLetter || $0.isNumber })
            guard name != "accessoryBar" else { continue }
            let getter = matches(#"get \{ ([\w.]+) \}"#, in: declaration).first?[0]
            options[name] = getter ?? "stored"
        }
        return options
    }

    @Test func tableAndCollectionViewsForwardTheSameMembers() throws {
        let table = try Self.members(ofView: "KeyboardAwareTableView")
        let collection = try Self.members(ofView: "KeyboardAwareCollectionView")
        #expect(table == collection)
        // The parse found every option the view declares, and the two methods; all but
        // contentLift (an enumeration) and pinnedHeaderHeight (an optional) are inspectable.
        #expect(table.inspectableCount > 0)
        #expect(table.forwarded.count == table.optionCount + 2)
        #expect(table.inspectableCount == table.optionCount - 2)
        #expect(
            table.overrides == [
                "contentInset", "verticalScrollIndicatorInsets", "layoutSubviews",
                "safeAreaInsetsDidChange", "didMoveToWindow",
            ])
    }

    @Test func theScrollViewForwardsAllButTheCellOptions() throws {
        let table = try Self.members(ofView: "KeyboardAwareTableView")
        let scroll = try Self.members(ofView: "KeyboardAwareScrollView")
        #expect(scroll.overrides == table.overrides)
        #expect(scroll.forwarded.count == scroll.optionCount + 2)
        var cellless = table.forwarded
        cellless["revealsPreviousCell"] = nil
        cellless["dismissesKeyboardOnCellTap"] = nil
        #expect(scroll.forwarded == cellless)
    }

    @Test func everyOptionOfTheCoordinatorIsForwarded() throws {
        let names = Set(try Self.coordinatorOptions().keys)
        #expect(names.contains("isEnabled") && names.contains("keyboardDistance"))
        let table = try Self.members(ofView: "KeyboardAwareTableView")
        #expect(Set(table.forwarded.values).subtracting(["focusNextField", "focusPreviousField"]) == names)
        // Each view member has the coordinator's name, but for the view's clearer isKeyboardAvoidanceEnabled.
        for (view, member) in table.forwarded where view != "isKeyboardAvoidanceEnabled" {
            #expect(view == member)
        }
        #expect(table.forwarded["isKeyboardAvoidanceEnabled"] == "isEnabled")
    }

    /// One place per option: the coordinator stores none but isEnabled (which starts and stops
    /// observing); every other option is the engine's or the form navigator's, under its own name.
    @Test func everyOptionLivesInTheEngineOrTheFormNavigator() throws {
        let navigator = try Self.read("Forms/FormNavigator.swift")
        let navigatorOptions = Set(Self.matches(#"^    var (\w+) = "#, in: navigator).map { $0[0] })
        #expect(!navigatorOptions.isEmpty)
        for (name, getter) in try Self.coordinatorOptions() where name != "isEnabled" {
            let owner = getter.components(separatedBy: ".").dropLast().joined(separator: ".")
            #expect(getter.hasSuffix(".\(name)"), "\(name) reads \(getter)")
            #expect(owner == "engine.options" || owner == "forms", "\(name) lives in \(owner)")
            if owner == "forms" { #expect(navigatorOptions.contains(name), "FormNavigator has no \(name)") }
        }
        #expect(try Self.coordinatorOptions()["isEnabled"] == "stored")
    }
}
