import Foundation
import KeyboardAwareCore
import Testing

/// What the docs say about the options and the API around them, against the code: every option or
/// `keyboardAvoidance` member the README and the articles name exists (the lists of every option
/// are held to the options' table by `OptionListsTests`).
@Suite("The options and the API, as the docs name them")
struct OptionsDocsTests {
    /// The README and every article of the KeyboardAware catalog but the migration from the first
    /// release, which names the API that was removed.
    static func docs() throws -> [(path: String, text: String)] {
        let catalog = "Sources/KeyboardAware/KeyboardAware.docc"
        let articles = try FileManager.default.contentsOfDirectory(
            atPath: InspectorDocsTests.root.appendingPathComponent(catalog).path
        ).filter { $0.hasSuffix(".md") && $0 != "MigratingFromTheFirstRelease.md" }.sorted()
        return try (["README.md"] + articles.map { "\(catalog)/\($0)" }).map { ($0, try InspectorDocsTests.text($0)) }
    }

    /// The first capture group of every match of `pattern` in `text`.
    static func captures(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The options apps can set: `KeyboardAvoidanceOptions`' public properties.
    static func publicOptions() throws -> [String] {
        let source = try InspectorDocsTests.text("Sources/KeyboardAwareCore/Engine/KeyboardAvoidanceOptions.swift")
        return try captures(#"\n    public var (\w+)"#, in: source)
    }

    /// The public members declared in the files of the UIKit layer that declare or extend
    /// `KeyboardAvoidance`, by name.
    static func publicMembers() throws -> Set<String> {
        let layer = InspectorDocsTests.root.appendingPathComponent("Sources/KeyboardAware")
        var names = Set<String>()
        let files = FileManager.default.enumerator(at: layer, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let source = try String(contentsOf: file, encoding: .utf8)
            guard source.contains("extension KeyboardAvoidance ") || source.contains("class KeyboardAvoidance:")
            else { continue }
            names.formUnion(try captures(#"public (?:static )?(?:var|let|func) (\w+)"#, in: source))
        }
        return names
    }

    @Test func everyOptionTheDocsSetExists() throws {
        let options = Set(try Self.publicOptions())
        var named = 0
        for (path, text) in try Self.docs() {
            let pattern = #"(?:options|defaults|KeyboardAvoidanceOptions)\.(\w+)"#
            for name in try Self.captures(pattern, in: text) {
                named += 1
                #expect(options.contains(name), "\(path) names the option \(name), which does not exist")
            }
        }
        #expect(named > 20)
    }

    @Test func everyKeyboardAvoidanceMemberTheDocsNameExists() throws {
        let members = try Self.publicMembers()
        var named = 0
        for (path, text) in try Self.docs() {
            // `KeyboardAvoidance.swift`, a file's name, is no member.
            let pattern = #"(?:keyboardAvoidance\.|KeyboardAvoidance/|KeyboardAvoidance\.)(?!swift\b)(\w+)"#
            for name in try Self.captures(pattern, in: text) {
                named += 1
                #expect(members.contains(name), "\(path) names keyboardAvoidance's \(name), which does not exist")
            }
        }
        #expect(named > 50)
    }
}
