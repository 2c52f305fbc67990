import Foundation
import KeyboardAwareCore
import Testing

/// The three drop-in views (`KeyboardAwareScrollView`, `…TableView`, `…CollectionView`) override
/// the same UIKit members, forwarding each to one implementation, and declare nothing else of their
/// own; Interface Builder's options are
/// declared once, for every scroll view, over the one options value (`KeyboardAvoidanceOptions`).
/// These checks read the source files (UIKit does not exist here) and fail when a view drifts from
/// the others, when an option has no inspector or reads anything but the options value, or when the
/// `KeyboardAvoidance` grows options of its own.
@Suite("The views and Interface Builder's options")
struct ViewForwardingTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static func read(_ path: String) throws -> String {
        try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
    }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
        }
    }

    /// A view's public and open members: its overrides, and anything else it declares.
    static func members(ofView name: String) throws -> (overrides: Set<String>, others: [String]) {
        let text = try read("KeyboardAware/Views/\(name).swift")
        let overrides = matches(#"^\s*open override (?:var|func) (\w+)"#, in: text).map { $0[0] }
        let others = matches(#"^\s*(?:@\w+ )*(?:public|open) (?!override|class)(.*)$"#, in: text).map { $0[0] }
        return (Set(overrides), others)
    }

    /// Interface Builder's options: each name with what its getter and setter read and write.
    static func inspectables() throws -> [(name: String, getter: String, setter: String)] {
        let text = try read("KeyboardAware/Views/UIScrollView+Inspectables.swift")
        return matches(
            #"@IBInspectable public var (\w+): \w+ \{\s*get \{ ([^}]+) \}\s*set \{ ([^}]+) \}"#, in: text
        ).map { ($0[0], $0[1], $0[2]) }
    }

    /// The public options of the one options value.
    static func publicOptions() throws -> Set<String> {
        let text = try read("KeyboardAwareCore/Engine/KeyboardAvoidanceOptions.swift")
        return Set(matches(#"^    public var (\w+)"#, in: text).map { $0[0] })
    }

    @Test func theThreeViewsOverrideTheSameMembersAndDeclareNothingElse() throws {
        let expected: Set = [
            "contentInset", "verticalScrollIndicatorInsets", "layoutSubviews", "safeAreaInsetsDidChange",
            "didMoveToWindow",
        ]
        for view in ["KeyboardAwareScrollView", "KeyboardAwareTableView", "KeyboardAwareCollectionView"] {
            let members = try Self.members(ofView: view)
            #expect(members.overrides == expected, "\(view)")
            #expect(members.others.isEmpty, "\(view) declares \(members.others)")
        }
    }

    /// One implementation: each view forwards its overrides, one line each, to the shared one
    /// (`KeyboardAwareView+Overrides.swift`), so the three files differ only in names.
    @Test func theThreeViewsForwardToOneImplementation() throws {
        let views = [
            ("KeyboardAwareScrollView", "UIScrollView"), ("KeyboardAwareTableView", "UITableView"),
            ("KeyboardAwareCollectionView", "UICollectionView"),
        ]
        var bodies: [String] = []
        var lines = 0
        for (view, superclass) in views {
            let text = try Self.read("KeyboardAware/Views/\(view).swift")
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            bodies.append(
                text.split(separator: "\n").filter { !$0.hasPrefix("///") }.joined(separator: "\n")
                    .replacingOccurrences(of: view, with: "VIEW").replacingOccurrences(of: superclass, with: "SUPER"))
            #expect(text.contains("forwardLayout {") && text.contains("forwardWindowChange {"), "\(view)")
        }
        #expect(Set(bodies).count == 1, "the three views differ beyond their names")
        #expect(lines <= 60, "the three views take \(lines) lines")
    }

    /// Every option Interface Builder can show (all but an optional) has one inspectable, named as
    /// in the options value, reading the options as they are (no `KeyboardAvoidance` made) and writing
    /// `keyboardAvoidance.options`; a choice is its case's name. None is usable in Swift: code has
    /// one name per value, `keyboardAvoidance.options`, which each one's message names.
    @Test func everyOptionHasOneInternalInspectorOverTheOneOptionsValue() throws {
        let options = try Self.publicOptions()
        #expect(options.contains("keyboardDistance") && options.contains("tapToDismiss"))
        let inspectables = try Self.inspectables()
        #expect(inspectables.count == KeyboardAvoidanceOptions.table.compactMap(\.inspectable).count)
        var covered: Set<String> = []
        for (name, getter, setter) in inspectables {
            switch name {
            case "isKeyboardAvoidanceEnabled":
                #expect(setter == "keyboardAvoidance.isEnabled = newValue")
            case "tapToDismiss", "contentLift", "contentOrientation":
                #expect(getter == "inspectedOptions.\(name).rawValue")
                #expect(setter == "setInspectedChoice(newValue, of: \\.\(name))")
                covered.insert(name)
            default:
                #expect(getter == "inspectedOptions.\(name)", "\(name) reads \(getter)")
                #expect(setter == "keyboardAvoidance.options.\(name) = newValue", "\(name) writes \(setter)")
                covered.insert(name)
            }
        }
        // An optional has no inspector; code sets it in the options.
        let optionals = KeyboardAvoidanceOptions.table.filter { $0.kind == .optionalPoints }.map(\.name)
        #expect(covered == options.subtracting(optionals))
        // Public only for Swift's message: each is unavailable in Swift and names the one spelling
        // code uses, so `form.keyboardDistance = 16` (0.2's name) is told what to write.
        let text = try Self.read("KeyboardAware/Views/UIScrollView+Inspectables.swift")
        let publicNames = Self.matches(#"public var (\w+):"#, in: text).map { $0[0] }
        let told = Self.matches(
            #"@available\(swift, obsoleted: 1, message: "in code: keyboardAvoidance\.([\w.]+)"\)\s*@IBInspectable public var (\w+):"#,
            in: text)
        #expect(publicNames.count == told.count, "an inspectable is usable in Swift: a second name in code")
        for pair in told {
            #expect(pair[0] == (pair[1] == "isKeyboardAvoidanceEnabled" ? "isEnabled" : "options.\(pair[1])"))
        }
    }

    /// One place per option: the `KeyboardAvoidance` declares none of its own, only the switch that
    /// starts and stops observing, the options value, and the bar it installs.
    @Test func keyboardAvoidanceHasOneOptionsValue() throws {
        let avoidance = try Self.read("KeyboardAware/KeyboardAvoidance/KeyboardAvoidance.swift")
        let section = avoidance.components(separatedBy: "// MARK: - Options")[1]
            .components(separatedBy: "// MARK: -")[0]
        let names = Self.matches(#"^    public var (\w+):"#, in: section).map { $0[0] }
        #expect(names == ["isEnabled", "options", "accessoryBar"])
    }
}
