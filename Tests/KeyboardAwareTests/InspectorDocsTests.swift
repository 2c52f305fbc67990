import Foundation
import KeyboardAwareCore
import Testing

/// What the docs say Interface Builder shows: every inspectable of the options' table
/// (`KeyboardAvoidanceOptions.table`), by the name Xcode gives it in the Attributes inspector (its
/// words, capitalized), in Getting Started and in the README; and the inspectables declared are
/// exactly the table's.
@Suite("The Attributes inspector, as the docs list it")
struct InspectorDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `keyboardCoversAppInset` → `Keyboard Covers App Inset`, as Xcode titles an inspectable.
    static func inspectorTitle(_ name: String) -> String {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty {
                words.append(String(character).uppercased())
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words.joined(separator: " ")
    }

    /// The inspectables the options' table names, in its order.
    static let inspectables = KeyboardAvoidanceOptions.table.compactMap(\.inspectable)

    /// The inspectables declared for every scroll view.
    static func declaredInspectables() throws -> [String] {
        let view = try text("Sources/KeyboardAware/Views/UIScrollView+Inspectables.swift")
        let regex = try NSRegularExpression(pattern: #"@IBInspectable public var (\w+):"#)
        let range = NSRange(view.startIndex..., in: view)
        return regex.matches(in: view, range: range).compactMap { match in
            Range(match.range(at: 1), in: view).map { String(view[$0]) }
        }
    }

    @Test func titlesAreXcodes() {
        #expect(Self.inspectorTitle("keyboardCoversAppInset") == "Keyboard Covers App Inset")
        #expect(Self.inspectorTitle("isKeyboardAvoidanceEnabled") == "Is Keyboard Avoidance Enabled")
    }

    @Test func gettingStartedAndTheReadmeListEveryInspectableOption() throws {
        let names = Self.inspectables
        #expect(try Set(Self.declaredInspectables()) == Set(names))
        #expect(names.count >= 9)
        let gettingStarted = try Self.text("Sources/KeyboardAware/KeyboardAware.docc/GettingStarted.md")
        // The README breaks lines inside names: compare with its whitespace folded.
        let readme = try Self.text("README.md").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for name in names {
            let title = Self.inspectorTitle(name)
            #expect(gettingStarted.contains("**\(title)**"), "Getting Started does not list \(title)")
            #expect(readme.contains("`\(title)`"), "the README does not list \(title)")
        }
    }
}
