import Foundation
import KeyboardAwareTestSupport
import Testing

@testable import KeyboardAwareSimulator

/// Regression guards: the whole output of every scenario in Demo/Scenarios, line for line.
/// After a deliberate change of behaviour, check the new lines by hand, then rewrite them with
/// `.ci/update-golden`.
@Suite("Golden outputs")
struct GoldenOutputTests {
    @Test(arguments: Repository.scenarioNames)
    func matchesGolden(_ name: String) throws {
        let url = Repository.golden.appendingPathComponent("\(name).jsonl")
        let expected = try String(contentsOf: url, encoding: .utf8)
        let actual = Replay.run(try Repository.scenario(name)).map { $0.jsonLine + "\n" }.joined()
        #expect(actual == expected, "\(name): output differs from Golden/\(name).jsonl")
    }

    @Test func everyScenarioHasAGolden() {
        #expect(Repository.scenarioNames.count >= 16)
        for name in Repository.scenarioNames {
            #expect(
                FileManager.default.fileExists(atPath: Repository.golden.appendingPathComponent("\(name).jsonl").path),
                "\(name)")
        }
    }
}

@Suite("Output format")
struct OutputFormatTests {
    @Test func numbersPrintShort() {
        #expect(JSONWriter.format(302) == "302")
        #expect(JSONWriter.format(-0.0) == "0")
        #expect(JSONWriter.format(0.25) == "0.25")
        #expect(JSONWriter.format(.nan) == "null")
    }

    @Test func aLineHasEveryKeyInOrder() throws {
        let scenario = try Repository.scenario("iphone-portrait-form")
        let line = Replay.run(scenario)[1].jsonLine
        #expect(
            line
                == #"{"event": 1, "contentInset": {"top": 0, "left": 0, "bottom": 302, "right": 0}, "indicatorInset": {"top": 0, "left": 0, "bottom": 302, "right": 0}, "adjustedInset": {"top": 59, "left": 0, "bottom": 336, "right": 0}, "contentOffset": {"x": 0, "y": -59}, "keyboard": "docked", "animation": {"duration": 0.25, "curve": 7}, "focus": 3, "focusVisible": true, "writes": {"contentInset": 1, "indicatorInset": 1, "contentOffset": 0}, "ignored": null, "notify": true}"#
        )
    }

    @Test func drawingsShowTheKeyboardAndTheFocusedField() throws {
        let scenario = try Repository.scenario("iphone-portrait-form")
        let svg = StepDrawing.svg(for: Replay.run(scenario)[3], in: scenario)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("keyboard (docked)"))
        #expect(svg.contains("focus field 10"))
    }
}
