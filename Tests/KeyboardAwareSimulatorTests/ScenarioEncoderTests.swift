import Foundation
import KeyboardAwareTestSupport
import Testing

@testable import KeyboardAwareSimulator
@testable import KeyboardAwareStress

@Suite("Scenario → JSON")
struct ScenarioEncoderTests {
    /// Every random scenario reads back to itself (written the same again) and replays the same.
    @Test func randomScenariosRoundTrip() throws {
        let run = StressRun(seed: 7, sequences: 0)
        for index in 0..<500 {
            let scenario = run.scenario(index)
            let text = scenario.json
            let reread = try Scenario(json: text)
            #expect(reread.json == text, "sequence \(index)")
            #expect(Replay.run(reread).map(\.jsonLine) == Replay.run(scenario).map(\.jsonLine), "sequence \(index)")
        }
    }

    /// The hand-written scenarios survive a trip through the encoder.
    @Test func demoScenariosRoundTrip() throws {
        for name in Repository.scenarioNames {
            let scenario = try Repository.scenario(name)
            let reread = try Scenario(json: scenario.json)
            #expect(Replay.run(reread).map(\.jsonLine) == Replay.run(scenario).map(\.jsonLine), "\(name)")
            #expect(reread.events == scenario.events || name == "malformed-userinfo", "\(name)")
        }
    }

    @Test func nonFiniteRawValuesAndOpaqueValuesSurvive() throws {
        typealias Key = KeyboardNotification.Key
        let info: [String: Scenario.UserInfoValue] = [
            Key.frameEnd: .rect(CGRect(x: 0, y: CGFloat.nan, width: CGFloat.infinity, height: -CGFloat.infinity)),
            Key.animationDuration: .string("0.25"), Key.animationCurve: .other("array"),
            Key.isLocal: .bool(true), Key.frameBegin: .null, "Other": .other("object"),
        ]
        let scenario = Scenario(
            name: "raw \"quoted\"\n", screen: CGSize(width: 10, height: 10), window: nil,
            scrollView: Scenario.ScrollView(
                kind: .table, frame: CGRect(x: 0, y: 0, width: 10, height: 10),
                contentSize: CGSize(width: 10, height: 0.1),
                contentInset: .zero, indicatorInset: .zero, safeArea: .zero,
                insetAdjustment: .never, contentOffset: CGPoint(x: 0, y: -0.5)),
            cells: [], fields: [], options: KeyboardAvoidanceOptions.scenarioDefault,
            events: [.keyboard(.didHide, userInfo: info, onMainScreen: false)])
        let reread = try Scenario(json: scenario.json)
        #expect(reread.name == scenario.name)
        #expect(reread.json == scenario.json)
        guard case .keyboard(let keyboard) = reread.events[0] else {
            Issue.record("not a keyboard event")
            return
        }
        let rereadInfo = keyboard.userInfo
        #expect(keyboard.kind == .didHide && !keyboard.onMainScreen)
        #expect(InvariantChecker.isSame(reread.events[0], scenario.events[0]))
        #expect(rereadInfo[Key.animationCurve] == .other("array"))
        #expect(rereadInfo["Other"] == .other("object"))
    }
}
