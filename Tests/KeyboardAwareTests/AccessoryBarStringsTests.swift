import Foundation
import Testing

/// The accessory bar's translations, read from the package's resources as files (the UIKit layer
/// that loads them does not build here).
@Suite("The accessory bar's VoiceOver labels")
struct AccessoryBarStringsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let resources = root.appendingPathComponent("Sources/KeyboardAware/Resources")

    /// `"key" = "value";` pairs of a `.strings` file.
    static func entries(_ url: URL) throws -> [String: String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"^"([^"]+)"\s*=\s*"([^"]*)";\s*$"#, options: .anchorsMatchLines)
        var found: [String: String] = [:]
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let key = String(text[Range(match.range(at: 1), in: text)!])
            found[key] = String(text[Range(match.range(at: 2), in: text)!])
        }
        return found
    }

    static func languages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasSuffix(".lproj") }.sorted()
    }

    @Test func everyLanguageHasBothLabels() throws {
        let languages = try Self.languages()
        // English, the default localization, and the languages iOS ships that the package covers.
        #expect(languages.contains("en.lproj"))
        #expect(languages.count == 34)
        for language in languages {
            let strings = try Self.entries(Self.resources.appendingPathComponent("\(language)/Localizable.strings"))
            #expect(Set(strings.keys) == ["KeyboardAware.previous", "KeyboardAware.next"], "\(language)")
            #expect(strings.values.allSatisfy { !$0.isEmpty }, "\(language)")
            #expect(strings["KeyboardAware.previous"] != strings["KeyboardAware.next"], "\(language)")
        }
    }

    @Test func everyLineIsAnEntryOrAComment() throws {
        // A line the pattern above does not read would be a key iOS might load but the tests skip.
        for language in try Self.languages() {
            let url = Self.resources.appendingPathComponent("\(language)/Localizable.strings")
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                let isComment = line.hasPrefix("/*") && line.hasSuffix("*/")
                let isEntry =
                    line.hasPrefix("\"KeyboardAware.") && line.hasSuffix("\";")
                    && line.filter { $0 == "\"" }.count == 4
                #expect(isComment || isEntry, "\(language): \(line)")
            }
        }
    }

    @Test func englishUsesTheWordsOfTheSystemsFormAssistant() throws {
        // Safari's Previous / Next above the keyboard: the bar reads the same as the platform's.
        let english = try Self.entries(Self.resources.appendingPathComponent("en.lproj/Localizable.strings"))
        #expect(english == ["KeyboardAware.previous": "Previous", "KeyboardAware.next": "Next"])
    }

    @Test func everyKeyTheCodeLooksUpIsTranslated() throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/KeyboardAware/AccessoryBar/AccessoryBarStrings.swift"), encoding: .utf8)
        let lookup = try NSRegularExpression(pattern: #"string\("([^"]+)""#)
        let matches = lookup.matches(in: source, range: NSRange(source.startIndex..., in: source))
        let keys = Set(matches.map { String(source[Range($0.range(at: 1), in: source)!]) })
        #expect(keys == ["KeyboardAware.previous", "KeyboardAware.next"])
        for language in try Self.languages() {
            let url = Self.resources.appendingPathComponent("\(language)/Localizable.strings")
            #expect(Set(try Self.entries(url).keys) == keys, "\(language)")
        }
    }

    @Test func theKeysAreTheOnesTheBarLooksUp() throws {
        let source = try String(
            contentsOf: Self.root.appendingPathComponent(
                "Sources/KeyboardAware/AccessoryBar/AccessoryBarStrings.swift"), encoding: .utf8)
        let english = try Self.entries(Self.resources.appendingPathComponent("en.lproj/Localizable.strings"))
        for (key, value) in english {
            // The English fallback in code is the English resource, so a missing bundle reads the same.
            #expect(source.contains("string(\"\(key)\", english: \"\(value)\")"), "\(key)")
        }
    }
}
