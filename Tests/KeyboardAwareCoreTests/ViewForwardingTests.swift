import Foundation
import Testing

/// The three drop-in views (`KeyboardAwareScrollView`, `…TableView`, `…CollectionView`) each
/// forward the coordinator's options and override the same UIKit members; they are written out
/// three times because Swift has no mixins for `open` subclasses of three UIKit classes, and
/// Interface Builder sees only options a class declares itself. These checks read the source files
/// (UIKit does not exist here) and fail when one of them drifts from the others or from the
/// one options value (`KeyboardAvoidanceOptions`), or when the coordinator grows options of its own.
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
        let properties = matches(#"open var (\w+):[^{]*\{\s*get \{ keyboardAvoidance\.([\w.]+)"#, in: text)
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

    /// The coordinator's public members in its Options section.
    static func coordinatorOptions() throws -> [String] {
        let coordinator = try read("Adapter/KeyboardAvoidance.swift")
        let section = coordinator.components(separatedBy: "// MARK: - Options")[1]
            .components(separatedBy: "// MARK: -")[0]
        return matches(#"^    public var (\w+):"#, in: section).map { $0[0] }
    }

    /// The public options of the one options value.
    static func publicOptions() throws -> Set<String> {
        let text = try String(
            contentsOf: sources.deletingLastPathComponent().appendingPathComponent(
                "KeyboardAwareCore/Engine/KeyboardAvoidanceOptions.swift"), encoding: .utf8)
        return Set(matches(#"^    public var (\w+)"#, in: text).map { $0[0] })
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

    /// Every option of the options value has its view member, under its own name, reading
    /// `keyboardAvoidance.options`; tap to dismiss is two Booleans for Interface Builder.
    @Test func everyOptionIsForwardedFromTheOneOptionsValue() throws {
        let options = try Self.publicOptions()
        #expect(options.contains("keyboardDistance") && options.contains("tapToDismiss") && options.count == 9)
        let table = try Self.members(ofView: "KeyboardAwareTableView")
        var read: Set<String> = []
        for (view, member) in table.forwarded {
            switch view {
            case "isKeyboardAvoidanceEnabled": #expect(member == "isEnabled")
            case "focusNextField", "focusPreviousField": #expect(member == view)
            case "dismissesKeyboardOnTap", "dismissesKeyboardOnCellTap":
                #expect(member == "options.tapToDismiss")
                read.insert("tapToDismiss")
            default:
                #expect(member == "options.\(view)", "\(view) reads \(member)")
                read.insert(view)
            }
        }
        #expect(read == options)
    }

    /// One place per option: the coordinator declares none of its own, only the switch that
    /// starts and stops observing, the options value, and the bar it installs.
    @Test func theCoordinatorHasOneOptionsValue() throws {
        #expect(try Self.coordinatorOptions() == ["isEnabled", "options", "accessoryBar"])
    }
}
