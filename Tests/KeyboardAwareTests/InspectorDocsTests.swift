import Foundation
import KeyboardAwareCore
import Testing

/// Interface Builder's keys: the name Xcode gives each in the Attributes inspector (its words,
/// capitalized), as the docs list them; and the inspectables declared are exactly those of the
/// options' table (`KeyboardAvoidanceOptions.table`).
@Suite("The Attributes inspector's keys")
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

    /// The inspectables declared are the table's, each once (the docs' lists of them are held to
    /// the table by `OptionListsTests`).
    @Test func theInspectablesDeclaredAreTheTables() throws {
        let declared = try Self.declaredInspectables()
        #expect(declared.count == Self.inspectables.count)
        #expect(Set(declared) == Set(Self.inspectables))
    }
}
