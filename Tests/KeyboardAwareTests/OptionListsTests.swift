import Foundation
import KeyboardAwareCore
import Testing

/// The docs' lists of options against the options' table (`KeyboardAvoidanceOptions.table`): the
/// scenario format's keys, Getting Started's "Every option" table and Attributes inspector steps,
/// the README's inspector names (``OptionLists``). A list that disagrees with the table (a name, a
/// JSON key, a default, an option missing, one too many, the order) fails here, naming the first
/// line that differs; `.ci/update-option-docs` (this suite with `KEYBOARD_AWARE_WRITE_OPTION_DOCS=1`)
/// writes the lists from the table instead.
@Suite("The docs' lists of options, from the options' table")
struct OptionListsTests {
    static let writes = ProcessInfo.processInfo.environment["KEYBOARD_AWARE_WRITE_OPTION_DOCS"] == "1"

    @Test func everyDocListsTheOptionsAsTheTableHasThem() throws {
        for doc in OptionLists.docs {
            let url = InspectorDocsTests.root.appendingPathComponent(doc.path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let rewritten = try doc.rewrite(text)
            guard rewritten != text else { continue }
            if Self.writes {
                try rewritten.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let old = text.split(separator: "\n", omittingEmptySubsequences: false)
            let new = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
            let line =
                zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(old.count, new.count)
            Issue.record(
                """
                \(doc.path):\(line + 1) disagrees with KeyboardAvoidanceOptions.table \
                (.ci/update-option-docs rewrites it):
                  is:       \(line < old.count ? old[line] : "(end)")
                  table's:  \(line < new.count ? new[line] : "(end)")
                """)
        }
    }

    /// The table holds every property of the options value once: the public ones apps set and the
    /// package ones the UIKit layer and the tools set.
    @Test func theTableHoldsEveryOptionsProperty() throws {
        let file = try InspectorDocsTests.text("Sources/KeyboardAwareCore/Engine/KeyboardAvoidanceOptions.swift")
        // The stored properties: the struct's declarations before its initializer.
        let body = try #require(file.range(of: "public struct KeyboardAvoidanceOptions"))
        let initializer = try #require(file.range(of: "public init()", range: body.upperBound..<file.endIndex))
        let source = String(file[body.upperBound..<initializer.lowerBound])
        let properties = try OptionsDocsTests.captures(#"\n    (?:public|package) var (\w+)"#, in: source)
        let names = KeyboardAvoidanceOptions.table.map(\.name)
        #expect(properties.count == names.count)
        #expect(Set(properties) == Set(names))
        #expect(try OptionLists.publicOptions().map(\.name).sorted() == OptionsDocsTests.publicOptions().sorted())
    }

    /// Each line of the table ends by saying the option's default as a scenario file has it, and
    /// an app's too when the two differ: `(default 10)`, `(scenario default 0: none; 0.05 in an app)`.
    @Test func eachTableLineSaysItsDefault() throws {
        let said = try NSRegularExpression(pattern: #"\((scenario )?default ([^):;]+)(?:[^;)]*; (\S+) in an app)?\)$"#)
        for option in KeyboardAvoidanceOptions.table {
            let line = option.documentation
            let match = try #require(
                said.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                "\(option.name)'s line says no default")
            let group = { (index: Int) in Range(match.range(at: index), in: line).map { String(line[$0]) } }
            let differs = option.scenarioDefault != option.defaultValue
            #expect((group(1) != nil) == differs, "\(option.name): \"scenario default\" only when an app's differs")
            #expect(Self.says(group(2), option.scenarioDefault), "\(option.name) says default \(group(2) ?? "")")
            if differs {
                #expect(Self.says(group(3), option.defaultValue), "\(option.name) says \(group(3) ?? "") in an app")
            }
        }
    }

    /// Whether `words` is how a line says `value`: `true` or `on`, `10`, `` `never` ``; `nil` is
    /// measured.
    static func says(_ words: String?, _ value: KeyboardAvoidanceOption.Value) -> Bool {
        switch value {
        case .flag(let flag): words == String(flag) || words == OptionLists.spoken(value)
        case .none: words == "measured"
        default: words == OptionLists.spoken(value)
        }
    }

    // MARK: - How a list is rewritten, worked by hand

    @Test func aLongLineWrapsBeforeItsHundredthColumn() {
        // 5 + 19 × 5 − 1 = 99 characters fit; one more letter makes 100, and the last word goes.
        let fits = String(repeating: "abcd ", count: 25) + "x"
        #expect(
            OptionLists.wrapped(fits, first: "   - ", rest: "     ") == [
                "   - " + String(repeating: "abcd ", count: 18) + "abcd",
                "     " + String(repeating: "abcd ", count: 6) + "x",
            ])
        let over = "abcde " + String(repeating: "abcd ", count: 24) + "x"
        #expect(
            OptionLists.wrapped(over, first: "   - ", rest: "     ") == [
                "   - abcde" + String(repeating: " abcd", count: 17),
                "     " + String(repeating: "abcd ", count: 7) + "x",
            ])
        #expect(OptionLists.wrapped("one", first: "", rest: "") == ["one"])
    }

    @Test func theDefaultAWordsSaysIsTheTables() {
        #expect(OptionLists.saying("on", in: "(tables, default off)") == "(tables, default on)")
        #expect(OptionLists.saying("`never`", in: "(a, default `always`; see b)") == "(a, default `never`; see b)")
        #expect(OptionLists.saying("10", in: "(points)") == "(points, default 10)")
        #expect(
            OptionLists.description(of: KeyboardAvoidanceOptions.option(\.keyboardCoversAppInset))
                == "the app's own bottom insets are room the keyboard covers too")
        #expect(OptionLists.sentence("also room") == "Also room.")
    }

    @Test func onlyTheBlockAfterTheHeadingIsRewritten() throws {
        let text = "- `a`\n### Options\nIntro:\n\n- `b`\n- `c`\n\nAfter\n- `d`"
        let rewritten = try OptionLists.replacingBlock(in: text, after: "### Options", starting: ["- `"]) {
            ["\($0.count) lines"]
        }
        #expect(rewritten == "- `a`\n### Options\nIntro:\n\n2 lines\n\nAfter\n- `d`")
        #expect(throws: OptionLists.Missing.self) {
            try OptionLists.replacingBlock(in: text, after: "### Events", starting: [""]) { $0 }
        }
    }

    /// A bullet gone from Getting Started comes back from the table's line; a wrong default is put
    /// right, in the bullet and in the "Every option" row.
    @Test func gettingStartedGetsAMissingBulletAndTheRightDefaults() throws {
        let text = try InspectorDocsTests.text(OptionLists.gettingStarted)
        let bullet = "   - **Follows Undocked Keyboard** (default off);\n"
        let row = "| `keyboardDistance` | `10` |"
        #expect(text.contains(bullet) && text.contains(row))
        let broken = text.replacingOccurrences(of: bullet, with: "")
            .replacingOccurrences(of: row, with: "| `keyboardDistance` | `12` |")
            .replacingOccurrences(of: "keyboard, default 10)", with: "keyboard, default 12)")
        #expect(broken != text)
        let rewritten = try OptionLists.docs[1].rewrite(broken)
        // The table's line: "also make room for floating, split and undocked keyboards (default false)".
        let restored =
            "   - **Follows Undocked Keyboard** (also make room for floating, split and undocked keyboards,\n"
            + "     default off);\n"
        #expect(rewritten == text.replacingOccurrences(of: bullet, with: restored))
    }

    /// The README's names, one left out: the lines holding them come back as they were (they are
    /// filled to the hundredth column, as the rewrite fills them).
    @Test func theReadmeGetsAMissingNameBack() throws {
        let text = try InspectorDocsTests.text("README.md")
        let broken = text.replacingOccurrences(of: "`Content Lift`, ", with: "")
        #expect(broken != text)
        #expect(try OptionLists.readmeInspectorNames(broken) == text)
        #expect(try OptionLists.readmeInspectorNames(text) == text)
    }
}
