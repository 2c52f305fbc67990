import Foundation
import Testing

/// The behaviour rules are the core catalog's article `HowInsetsAndScrollingAreDecided.md`, one
/// `###` section per rule. Comments and the other catalogs point to a section by its name, in
/// italics: `(Behaviour rules: *Held hides*)`, `*Held hides* in the behaviour rules`, or a DocC
/// link `<doc:HowInsetsAndScrollingAreDecided#Held-hides>`. These checks read the package's sources
/// and fail when a pointer names no section, or when a rule is cited by number again.
@Suite("The behaviour rules article and the pointers to it")
struct BehaviourRulesArticleTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")
    static let articleName = "HowInsetsAndScrollingAreDecided"

    // MARK: - Reading

    /// The article's `###` headings, in order.
    static func sections() throws -> [String] {
        let url = sources.appendingPathComponent("KeyboardAwareCore/KeyboardAwareCore.docc/\(articleName).md")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) }
    }

    /// The anchor DocC gives a heading: its words joined by hyphens.
    static func anchor(_ heading: String) -> String {
        heading.split(separator: " ").joined(separator: "-")
    }

    /// Every Swift and Markdown file under `Sources`, by path relative to it, with its lines joined:
    /// a comment's continuation lines lose their `//` or `///`, so that a pointer wrapped over two
    /// lines reads as one.
    static func sourceTexts(under root: URL = sources) throws -> [(path: String, isSwift: Bool, text: String)] {
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
        var texts: [(String, Bool, String)] = []
        for case let url as URL in files where ["swift", "md"].contains(url.pathExtension) {
            let text = try String(contentsOf: url, encoding: .utf8)
            let isSwift = url.pathExtension == "swift"
            let continuation = isSwift ? #"[ \t]*\n[ \t]*(?:///?[ \t]*)?"# : #"[ \t]*\n[ \t]*"#
            let joined = text.replacingOccurrences(of: continuation, with: " ", options: .regularExpression)
            texts.append((String(url.path.dropFirst(root.path.count + 1)), isSwift, joined))
        }
        return texts
    }

    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
        }
    }

    /// One or more section names in italics, joined by commas, "and" or "to".
    static let names = #"\*[^*\n]{1,80}\*(?:(?:,\s*|\s+and\s+|\s+to\s+)\*[^*\n]{1,80}\*)*"#

    /// The section names each pointer of `text` gives, and how many mentions of the behaviour rules
    /// are not pointers of either form.
    static func pointers(in text: String) -> (names: [String], strayMentions: Int) {
        let pointers =
            matches(#"behaviour rules:\s*("# + names + ")", in: text).map { $0[1] }
            + matches("(" + names + #")\s+in the behaviour rules"#, in: text).map { $0[1] }
        let mentions = matches("behaviour rules", in: text).count
        let named = pointers.flatMap { matches(#"\*([^*]+)\*"#, in: $0).map { $0[1] } }
        return (named, mentions - pointers.count)
    }

    // MARK: - The article

    @Test func everyRuleIsASectionNamedInWords() throws {
        let sections = try Self.sections()
        #expect(sections.count >= 21, "one section per rule: \(sections)")
        #expect(Set(sections).count == sections.count, "headings repeat: \(sections)")
        for section in sections {
            #expect(Self.matches(#"rule\s*[0-9]"#, in: section).isEmpty, "\(section)")
        }
        for section in ["Changing options", "Pinned content", "Held hides"] {
            #expect(sections.contains(section))
        }
    }

    // MARK: - The pointers

    @Test func everyPointerNamesASection() throws {
        let sections = Set(try Self.sections())
        var pointed = 0
        for file in try Self.sourceTexts() {
            let found = Self.pointers(in: file.text)
            for name in found.names {
                #expect(sections.contains(name), "\(file.path): *\(name)* is no section of the behaviour rules")
            }
            pointed += found.names.count
            if file.isSwift {
                #expect(found.strayMentions == 0, "\(file.path): the behaviour rules mentioned without a section")
            }
        }
        #expect(pointed > 200, "only \(pointed) pointers found: the pattern no longer reads them")
    }

    @Test func everyLinkToTheArticleNamesASection() throws {
        let anchors = Set(try Self.sections().map(Self.anchor))
        var linked = 0
        for file in try Self.sourceTexts() {
            for link in Self.matches("<doc:\(Self.articleName)#([^>]+)>", in: file.text) {
                #expect(anchors.contains(link[1]), "\(file.path): #\(link[1]) is no section")
                linked += 1
            }
        }
        #expect(linked > 0)
    }

    /// Nor in the tests, whose comments and suite names cite the sections too.
    @Test func noRuleIsCitedByNumber() throws {
        let tests = Self.sources.deletingLastPathComponent().appendingPathComponent("Tests")
        for file in try Self.sourceTexts() + Self.sourceTexts(under: tests) {
            for citation in Self.matches(#"[^\n]{0,40}\brules?\s+[0-9]+[^\n]{0,20}"#, in: file.text) {
                Issue.record("\(file.path): \(citation[0])")
            }
        }
    }
}
