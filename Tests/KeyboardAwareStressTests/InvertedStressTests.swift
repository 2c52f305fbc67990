import Foundation
import KeyboardAwareSimulator
import KeyboardAwareTestSupport
import Testing

@testable import KeyboardAwareStress

/// The stress run and *Inverted*: it draws upside-down views among the others, with every kind of
/// event, and checks them on their mirror, where a wrong edge shows.
@Suite("Random sequences of inverted views")
struct InvertedStressTests {
    /// A name per kind of event; a new kind fails to compile here until it is named.
    static func kind(_ event: Scenario.Event) -> String {
        switch event {
        case .keyboard: "keyboard"
        case .focus: "focus"
        case .blur: "blur"
        case .caret: "caret"
        case .returnKey: "returnKey"
        case .setContentInset: "setContentInset"
        case .setIndicatorInset: "setIndicatorInset"
        case .scroll: "scroll"
        case .contentSize: "contentSize"
        case .resize: "resize"
        case .touch: "touch"
        case .attach: "attach"
        case .track: "track"
        case .wait: "wait"
        case .background: "background"
        case .foreground: "foreground"
        case .options: "options"
        case .pin: "pin"
        case .pinMoved: "pinMoved"
        case .inputLeftWindow: "inputLeftWindow"
        case .layoutPass: "layoutPass"
        case .window: "window"
        }
    }

    static let allKinds: Set<String> = [
        "keyboard", "focus", "blur", "caret", "returnKey", "setContentInset", "setIndicatorInset", "scroll",
        "contentSize", "resize", "touch", "attach", "track", "wait", "background", "foreground", "options", "pin",
        "pinMoved", "inputLeftWindow", "layoutPass", "window",
    ]

    @Test func someSequencesAreInvertedWithEveryKindOfEvent() {
        let run = StressRun(seed: InvariantTests.seed, sequences: 2_000)
        let inverted = (0..<2_000).map(run.scenario).filter(\.options.isInverted)
        // `inverted` is drawn as any flag: in 35 % of sequences, true half the time.
        #expect(inverted.count > 200 && inverted.count < 500, "\(inverted.count) of 2,000")
        let kinds = Set(inverted.flatMap { $0.events.map(Self.kind) })
        #expect(kinds == Self.allKinds, "missing: \(Self.allKinds.subtracting(kinds))")
        // Some options events try to turn the view upright: ignored, and checked as ignored.
        func turnsUpright(_ event: Scenario.Event) -> Bool {
            guard case .options(let change) = event else { return false }
            return change[\.isInverted] == false
        }
        #expect(inverted.contains { $0.events.contains(where: turnsUpright) })
    }

    @Test func anExtraOnTheInvertedViewsBottomIsCaught() throws {
        let scenario = try Repository.scenario("inverted-chat-keyboard-shown-hidden")
        var replay = Replay(scenario)
        let mirrored = scenario.mirrored(by: InvertedMirror(replay.scrollView.snapshot))
        let before = InvariantChecker.EngineState(replay.engine, scrollView: replay.scrollView.mirrored)
        var step = replay.step(0)
        var coverage = InvariantChecker.Coverage()
        var checker = InvariantChecker(mirrored)
        #expect(checker.check(step.mirrored, before: before, after: replay.mirrored, coverage: &coverage).isEmpty)
        // The keyboard's 302 written as for an upright view, on the view's bottom: in the mirror that
        // is the top, the app's own 0.
        step.scrollView.contentInset = EdgeInsets(bottom: 302)
        var fresh = InvariantChecker(mirrored)
        let violations = fresh.check(step.mirrored, before: before, after: replay.mirrored, coverage: &coverage)
        #expect(violations.map(\.invariant).contains(.keepsAppInset))
    }
}
