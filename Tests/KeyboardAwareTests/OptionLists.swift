import Foundation
import KeyboardAwareCore

/// The docs' lists of options, written from the options' table (`KeyboardAvoidanceOptions.table`):
/// the scenario format's `options` keys, Getting Started's "Every option" table and its Attributes
/// inspector steps, the README's inspector names. Each list is found by the words around it, and
/// rewritten in the table's order: the names, JSON keys and defaults from the table, the words a
/// person wrote about an option kept, a new option's from its line in the table. A doc agrees with
/// the table when rewriting changes nothing; `.ci/update-option-docs` writes the rewritten docs.
enum OptionLists {
    /// A doc that lists options, and how its lists are rewritten from the table.
    struct Doc {
        let path: String
        let rewrite: (String) throws -> String
    }

    /// Why a doc's list cannot be found.
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    static let scenarioFormat = "Sources/KeyboardAwareSimulator/KeyboardAwareSimulator.docc/ScenarioFormat.md"
    static let gettingStarted = "Sources/KeyboardAware/KeyboardAware.docc/GettingStarted.md"

    /// Every doc with a list of options.
    static var docs: [Doc] {
        [
            Doc(path: scenarioFormat) { try scenarioKeys($0) },
            Doc(path: gettingStarted) { try inspectorSteps(everyOptionTable($0)) },
            Doc(path: "README.md") { try readmeInspectorNames($0) },
        ]
    }

    /// The options apps set: `KeyboardAvoidanceOptions`' public properties, in the table's order.
    static func publicOptions() throws -> [KeyboardAvoidanceOption] {
        let names = Set(try OptionsDocsTests.publicOptions())
        return KeyboardAvoidanceOptions.table.filter { names.contains($0.name) }
    }

    // MARK: - The lists

    /// The scenario format's "Options": `- \`key\`: line` for each option a file can give.
    static func scenarioKeys(_ text: String) throws -> String {
        let lines = KeyboardAvoidanceOptions.table.compactMap { option in
            option.scenarioName.map { "- `\($0)`: \(option.documentation)" }
        }
        return try replacingBlock(in: text, after: "### Options", starting: ["- `"]) { _ in lines }
    }

    /// Getting Started's "Every option": a row per public option, its name, its default, and what
    /// it does (kept from the row of that name).
    static func everyOptionTable(_ text: String) throws -> String {
        let options = try publicOptions()
        return try replacingBlock(in: text, after: "### Every option", starting: ["| `"]) { rows in
            var said: [String: String] = [:]
            for row in rows {
                let cells = row.split(separator: "|", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 4 else { continue }
                said[cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] =
                    cells[3...].dropLast().joined(separator: "|")
            }
            return options.map { option in
                let what = said[option.name] ?? sentence(description(of: option))
                return "| `\(option.name)` | \(written(option.defaultValue)) | \(what) |"
            }
        }
    }

    /// Getting Started's Attributes inspector step: a bullet per inspectable, `**Title** (…)`, the
    /// words in parentheses kept from the bullet of that title, with the default said as the
    /// table has it.
    static func inspectorSteps(_ text: String) throws -> String {
        let options = KeyboardAvoidanceOptions.table.filter { $0.inspectable != nil }
        let start = "   - **"
        return try replacingBlock(in: text, after: "in the Attributes inspector, set", starting: [start, "     "]) {
            lines in
            // Each bullet, its continuation lines folded in, by title.
            var said: [String: String] = [:]
            var bullets: [String] = []
            for line in lines {
                if line.hasPrefix(start) {
                    bullets.append(String(line.dropFirst(start.count)))
                } else if !bullets.isEmpty {
                    bullets[bullets.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
                }
            }
            for bullet in bullets {
                guard let end = bullet.range(of: "** ") else { continue }
                var words = String(bullet[end.upperBound...])
                if words.hasSuffix(";") || words.hasSuffix(".") { words.removeLast() }
                said[String(bullet[..<end.lowerBound])] = words
            }
            return options.enumerated().flatMap { index, option in
                let title = InspectorDocsTests.inspectorTitle(option.inspectable ?? option.name)
                let words = saying(
                    spoken(option.defaultValue), in: said[title] ?? "(\(description(of: option)))")
                let end = index == options.count - 1 ? "." : ";"
                return wrapped("**\(title)** \(words)\(end)", first: "   - ", rest: "     ")
            }
        }
    }

    /// The README's sentence naming the inspector's fields: "`A`, `B` and `C`", the lines that hold
    /// it wrapped again only when the names change.
    static func readmeInspectorNames(_ text: String) throws -> String {
        let titles = KeyboardAvoidanceOptions.table.compactMap(\.inspectable).map {
            "`\(InspectorDocsTests.inspectorTitle($0))`"
        }
        let list = titles.dropLast().joined(separator: ", ") + (titles.count > 1 ? " and " : "") + (titles.last ?? "")
        let before = "The options appear in the Attributes inspector: "
        let after = " (every scroll view has them"
        guard let start = try range(ofWords: before, in: text),
            let end = try range(ofWords: after, in: text[start.upperBound...])
        else { throw Missing(description: "README.md: no sentence \"\(before)… \(after)\"") }
        guard folded(text[start.upperBound..<end.lowerBound]) != list else { return text }
        let lineStart = text[..<start.lowerBound].lastIndex(of: "\n").map(text.index(after:)) ?? text.startIndex
        let lineEnd = text[end.upperBound...].firstIndex(of: "\n") ?? text.endIndex
        let lines = String(text[lineStart..<start.upperBound]) + list + String(text[end.lowerBound..<lineEnd])
        return String(text[..<lineStart]) + wrapped(lines, first: "", rest: "").joined(separator: "\n")
            + String(text[lineEnd...])
    }

    // MARK: - Writing

    /// A default as Getting Started's table writes it: `true`, `10`, `.never`, `nil`.
    static func written(_ value: KeyboardAvoidanceOption.Value) -> String {
        switch value {
        case .flag(let flag): "`\(flag)`"
        case .number(let number): "`\(number.plainText)`"
        case .choice(let choice): "`.\(choice)`"
        case .none: "`nil`"
        }
    }

    /// A default as a sentence says it: on, off, 10, `never`, none.
    static func spoken(_ value: KeyboardAvoidanceOption.Value) -> String {
        switch value {
        case .flag(let flag): flag ? "on" : "off"
        case .number(let number): number.plainText
        case .choice(let choice): "`\(choice)`"
        case .none: "none"
        }
    }

    /// An option's line in the table without the default it ends with: what it does.
    static func description(of option: KeyboardAvoidanceOption) -> String {
        let line = option.documentation
        guard line.hasSuffix(")"), let open = line.range(of: " (", options: .backwards),
            line[open.upperBound...].contains("default")
        else { return line }
        return String(line[..<open.lowerBound])
    }

    /// `text` with its first letter capitalized and a full stop.
    static func sentence(_ text: String) -> String {
        (text.first.map { $0.uppercased() + text.dropFirst() } ?? "") + "."
    }

    /// `words` (in parentheses) saying `value` as the default: the `default …` it says changed to
    /// `value`, or `, default value` added at the end.
    static func saying(_ value: String, in words: String) -> String {
        let pattern = try! NSRegularExpression(pattern: #"\bdefault (`[^`]*`|[^\s,;)]+)"#)
        let range = NSRange(words.startIndex..., in: words)
        if let match = pattern.firstMatch(in: words, range: range) {
            let old = Range(match.range, in: words)!
            return words.replacingCharacters(in: old, with: "default \(value)")
        }
        guard words.hasSuffix(")") else { return "\(words), default \(value)" }
        return "\(words.dropLast()), default \(value))"
    }

    /// `text`'s words on lines of at most 99 characters (the docs' lines end before the hundredth
    /// column), the first line starting with `first`, the others with `rest`; a word longer than a
    /// line has one to itself.
    static func wrapped(_ text: String, first: String, rest: String) -> [String] {
        var lines: [String] = []
        var line = first
        var prefix = first
        for word in text.split(whereSeparator: \.isWhitespace) {
            if line.count > prefix.count, line.count + 1 + word.count > 99 {
                lines.append(line)
                line = rest
                prefix = rest
            }
            line += (line.count > prefix.count ? " " : "") + word
        }
        lines.append(line)
        return lines
    }

    // MARK: - Finding a list

    /// `text` with the first block of lines after the line holding `heading` that each start with
    /// one of `starts` replaced by what `make` writes from it.
    static func replacingBlock(
        in text: String, after heading: String, starting starts: [String], make: ([String]) -> [String]
    ) throws -> String {
        let belongs = { (line: String) in starts.contains { line.hasPrefix($0) } }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let headingLine = lines.firstIndex(where: { $0.contains(heading) }),
            let first = lines[(headingLine + 1)...].firstIndex(where: belongs)
        else { throw Missing(description: "no list after \"\(heading)\"") }
        let end = lines[first...].firstIndex { !belongs($0) } ?? lines.endIndex
        lines.replaceSubrange(first..<end, with: make(Array(lines[first..<end])))
        return lines.joined(separator: "\n")
    }

    /// Where `words` are in `text`, whatever whitespace separates them there.
    static func range(ofWords words: String, in text: Substring) throws -> Range<String.Index>? {
        let pattern = words.split(separator: " ", omittingEmptySubsequences: false)
            .map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: #"\s+"#)
        let regex = try NSRegularExpression(pattern: pattern)
        let string = String(text)
        guard let match = regex.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)),
            let found = Range(match.range, in: string)
        else { return nil }
        let offset = string.distance(from: string.startIndex, to: found.lowerBound)
        let lower = text.index(text.startIndex, offsetBy: offset)
        return lower..<text.index(lower, offsetBy: string.distance(from: found.lowerBound, to: found.upperBound))
    }

    static func range(ofWords words: String, in text: String) throws -> Range<String.Index>? {
        try range(ofWords: words, in: text[...])
    }

    /// `text` with each run of whitespace one space.
    static func folded(_ text: Substring) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension Double {
    /// `10`, `0.05`: a whole number without its fraction.
    fileprivate var plainText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
