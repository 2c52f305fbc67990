import Foundation
import Testing

/// The comparison with the peers (the DocC article `ComparedWithOtherLibraries`): every statement
/// about another library (TPKeyboardAvoiding, IQKeyboardManager, and in the chat table
/// react-native-keyboard-controller, RxKeyboard and MessageKit) must rest on a file, issue or pull
/// request a reader can open, so each of their cells carries a footnote, each such footnote links
/// something, and every link points at a pinned commit, an issue or a pull request. The README shows
/// a summary that leads to it.
@Suite("The comparison with the peers")
struct ComparisonArticleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let articlePath = "Sources/KeyboardAware/KeyboardAware.docc/ComparedWithOtherLibraries.md"

    static func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// The article's lines: two tables (the cases every screen meets, then chat screens), their
    /// footnotes and their link definitions.
    static var article: [Substring] {
        text(articlePath).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The lines of the README's section "Compared with TPKeyboardAvoiding and IQKeyboardManager".
    static var readmeSummary: [Substring] {
        let lines = text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("## Compared with") }) else { return [] }
        let end = lines[(start + 1)...].firstIndex(where: { $0.hasPrefix("## ") }) ?? lines.endIndex
        return Array(lines[start..<end])
    }

    static let superscripts: [Character: Character] = [
        "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9",
    ]

    /// The footnote numbers written as superscripts in `cell` ("partial¹⁶" → [16]).
    static func footnotes(in cell: Substring) -> [Int] {
        var numbers: [Int] = []
        var digits = ""
        for character in cell + " " {
            if let digit = superscripts[character] {
                digits.append(digit)
            } else if !digits.isEmpty {
                numbers.append(Int(digits)!)
                digits = ""
            }
        }
        return numbers
    }

    /// Footnote number → its text, continuation lines included.
    static var footnoteTexts: [Int: String] {
        var texts: [Int: String] = [:]
        var current: Int?
        for line in article {
            if let dot = line.firstIndex(of: "."), let number = Int(line[..<dot]), line[dot...].hasPrefix(". ") {
                current = number
                texts[number] = String(line)
            } else if let number = current, line.hasPrefix("   ") {
                texts[number]! += " " + line.trimmingCharacters(in: .whitespaces)
            } else {
                current = nil
            }
        }
        return texts
    }

    /// The libraries whose every cell must rest on a linked footnote, by column header.
    static let libraries: Set<Substring> = [
        "TPKeyboardAvoiding", "IQKeyboardManager", "react-native-keyboard-controller", "RxKeyboard", "MessageKit",
    ]

    /// A table line's cells, trimmed (`| | A |` → ["", "A"]); no cell holds a `|`.
    static func cells(_ line: Substring) -> [Substring] {
        line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
            Substring($0.trimmingCharacters(in: .whitespaces))
        }
    }

    /// Each table (consecutive lines that start with `| `): its header's cells, and its rows after
    /// the header and the separator, split into cells.
    static var tables: [(header: [Substring], rows: [[Substring]])] {
        var tables: [(header: [Substring], rows: [[Substring]])] = []
        var lines: [Substring] = []
        for line in article + [""] {
            if line.hasPrefix("| ") {
                lines.append(line)
            } else if !lines.isEmpty {
                tables.append((cells(lines[0]), lines.dropFirst(2).map(cells)))
                lines = []
            }
        }
        return tables
    }

    @Test func theReadmeSummarizesAndLeadsToTheArticle() {
        // Five rows after the header and the separator, and a link to the whole comparison.
        let rows = Self.readmeSummary.filter { $0.hasPrefix("| ") }.dropFirst(2)
        #expect(rows.count == 5)
        #expect(Self.readmeSummary.contains { $0.contains("](\(Self.articlePath))") })
    }

    @Test func theTablesHaveTheirRows() {
        // Guards the checks below against a parse that finds nothing.
        let tables = Self.tables
        #expect(tables.count == 2)
        #expect(tables.first?.header.count == 5)
        #expect(tables.first?.rows.count == 13)
        #expect(tables.first?.rows.allSatisfy { $0.count == 5 } == true)
        // The chat table: interactive dismissal followed, chat kept at its end; every library.
        #expect(tables.last?.header.count == 8)
        #expect(tables.last?.rows.count == 3)
        #expect(tables.last?.rows.allSatisfy { $0.count == 8 } == true)
        #expect(tables.last.map { Set($0.header).isSuperset(of: Self.libraries) } == true)
        #expect(Self.footnoteTexts.count == 37)
    }

    @Test func everyPeerCellRestsOnALinkedFootnote() {
        let texts = Self.footnoteTexts
        var checked = 0
        for table in Self.tables {
            let columns = table.header.indices.filter { Self.libraries.contains(table.header[$0]) }
            for row in table.rows where row.count == table.header.count {
                for column in columns {
                    let (peer, cell) = (table.header[column], row[column])
                    checked += 1
                    let numbers = Self.footnotes(in: cell)
                    #expect(!numbers.isEmpty, "\(peer), \(row[0]): no footnote")
                    let linked = numbers.contains { number in
                        guard let text = texts[number] else { return false }
                        return text.contains("](") || text.contains("][")
                    }
                    #expect(linked, "\(peer), \(row[0]): footnotes \(numbers) link nothing")
                }
            }
        }
        // TPKeyboardAvoiding and IQKeyboardManager in 13 rows, five libraries in 3.
        #expect(checked == 13 * 2 + 3 * 5)
    }

    @Test func everyReferenceIsDefinedAndPinned() throws {
        let text = Self.article.joined(separator: "\n")
        let used = try NSRegularExpression(pattern: #"\]\[([a-z0-9-]+)\]"#)
        let defined = try NSRegularExpression(pattern: #"^\[([a-z0-9-]+)\]: (\S+)$"#, options: .anchorsMatchLines)
        let range = NSRange(text.startIndex..., in: text)
        let labels = Set(used.matches(in: text, range: range).map { String(text[Range($0.range(at: 1), in: text)!]) })
        var targets: [String: String] = [:]
        for match in defined.matches(in: text, range: range) {
            targets[String(text[Range(match.range(at: 1), in: text)!])] = String(
                text[Range(match.range(at: 2), in: text)!])
        }
        #expect(!labels.isEmpty)
        for label in labels.sorted() {
            #expect(targets[label] != nil, "[\(label)] is used but not defined")
        }
        for (label, url) in targets.sorted(by: { $0.key < $1.key }) where url.hasPrefix("https://github.com/") {
            // A peer's file at a commit (40 hex digits), or one of its issues or pull requests: never a
            // moving branch.
            let pinned = url.range(of: #"/(blob|tree)/[0-9a-f]{40}(/|$)"#, options: .regularExpression) != nil
            let issue = url.range(of: #"/(issues|pull)/[0-9]+$"#, options: .regularExpression) != nil
            #expect(pinned || issue, "[\(label)] \(url) is neither pinned nor an issue or pull request")
        }
    }
}
