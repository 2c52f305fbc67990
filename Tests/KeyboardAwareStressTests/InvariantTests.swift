import Foundation
import KeyboardAwareSimulator
import KeyboardAwareTestSupport
import Testing

@testable import KeyboardAwareStress

/// A quick, fixed-seed slice of `keyboard-aware-stress`: random geometry, options and event
/// sequences (malformed, duplicated, late, foreign notifications, rotations, the app's and the
/// user's changes), with the engine's rules checked after every event.
@Suite("Random sequences keep the engine's rules")
struct InvariantTests {
    static let seed: UInt64 = 20_240_605
    static let sequences = 4_000

    @Test func randomSequencesKeepEveryInvariant() {
        let report = StressRun(seed: Self.seed, sequences: Self.sequences).run(threads: 2)
        #expect(report.sequences == Self.sequences)
        for failure in report.failures {
            Issue.record(
                "sequence \(failure.sequence): \(failure.violation)\nminimal: \(failure.minimalViolation)\n\(failure.minimal.json)"
            )
        }
        // No invariant passes by never being tested.
        for invariant in InvariantViolation.Invariant.allCases {
            #expect(report.exercised[invariant] > 0, "\(invariant) never exercised")
        }
    }

    @Test func runsAreReproducibleAndIndependentOfThreads() {
        let run = StressRun(seed: 99, sequences: 300)
        #expect(run.scenario(123).json == run.scenario(123).json)
        #expect(run.scenario(123).json != run.scenario(124).json)
        let one = run.run(threads: 1)
        let two = run.run(threads: 2)
        #expect(one.events == two.events)
        #expect(one.failureCounts == two.failureCounts)
        #expect(one.exercised.counts == two.exercised.counts)
    }

    @Test func generatorIsPinnedToItsAlgorithm() {
        // A seed printed today must replay the same sequence with any later toolchain.
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    // MARK: - The core bug the stress run found

    /// Minimal reproduction printed by `keyboard-aware-stress --seed 1` (sequence 25, shrunk):
    /// a docked keyboard whose top lies 0.005 pt above the view's bottom gives an extra inset of
    /// 0.005, which is written (the previous value, 216, was far away). On hide the engine wants
    /// the app's 0, but 0 is within the 0.01 pt write tolerance of 0.005, so nothing is written
    /// and the inset stays 0.005 for good: *Repeated events change nothing* wins over *What is inset*'s "the app's latest values are
    /// back exactly". When the core is fixed this known issue stops reproducing and the test
    /// fails, asking for the marker to go.
    @Test func hideAfterATinyExtraRestoresTheAppInsetExactly() throws {
        let scenario = try Scenario(
            json: """
                {"format": 1, "screen": {"width": 375, "height": 667},
                 "scrollView": {"frame": {"x": 0, "y": 0, "width": 375, "height": 667},
                                "contentSize": {"width": 375, "height": 1000}},
                 "events": [
                   {"keyboard": "willShow", "end": {"x": 0, "y": 451, "width": 375, "height": 216}},
                   {"keyboard": "willChangeFrame", "end": {"x": 0, "y": 666.995, "width": 375, "height": 1}},
                   {"keyboard": "willHide", "end": {"x": 0, "y": 667, "width": 375, "height": 216}}
                 ]}
                """)
        let steps = Replay.run(scenario)
        #expect(steps[2].keyboardState == .hidden)
        // Covered 667 - 666.995 = 0.005 pt: within the write tolerance, so no extra at all, and
        // the hide has nothing to restore.
        #expect(steps[1].scrollView.contentInset.bottom == 0)
        #expect(steps[2].scrollView.contentInset.bottom == 0)
        #expect(InvariantChecker.firstViolation(in: scenario) == nil)
    }

    // MARK: - The shrinker

    @Test func shrinkingKeepsTheFailureAndOnlyRemovesEvents() throws {
        // A stand-in failure: "a return key pressed after the keyboard showed". The iPhone form's
        // seven events (focus, willShow, didShow, focus, returnKey, willHide, didHide) fail at
        // event 4; only willShow and returnKey are needed.
        let scenario = try Repository.scenario("iphone-portrait-form")
        func failure(_ candidate: Scenario) -> Int? {
            guard
                let show = candidate.events.firstIndex(where: {
                    if case .keyboard(let keyboard) = $0 { keyboard.kind == .willShow } else { false }
                })
            else { return nil }
            return candidate.events[show...].firstIndex(of: .returnKey)
        }
        #expect(failure(scenario) == 4)
        let minimal = ScenarioShrinker.shrink(scenario, failingAt: 4, where: failure)
        #expect(minimal.events.count == 2)
        #expect(minimal.events.last == .returnKey)
        #expect(failure(minimal) == 1)
        // The rest of the scenario is kept, and it survives a trip through the file format.
        #expect(minimal.fields == scenario.fields)
        let reread = try Scenario(json: minimal.json)
        #expect(failure(reread) == 1)
    }

    // MARK: - The checker itself

    @Test func handWrittenScenariosKeepEveryInvariant() throws {
        for name in Repository.scenarioNames {
            let outcome = InvariantChecker.check(try Repository.scenario(name))
            #expect(outcome.violations.isEmpty, "\(name): \(outcome.violations.values.map(\.description))")
        }
    }

    @Test func focusVisibilityIsOnlyRequiredWhenRuleFiveCanAchieveIt() {
        let viewport = Viewport(offsetY: 0, frameHeight: 500, contentHeight: 1000, adjustedTop: 0, adjustedBottom: 300)
        func visibility(_ frame: CGRect) -> InvariantChecker.FocusVisibility {
            InvariantChecker.focusVisibility(Scenario.Field(frame: frame), viewport: viewport, distance: 10)
        }
        // Visible band [0, 200].
        guard case .shown = visibility(CGRect(x: 0, y: 100, width: 10, height: 40)) else {
            Issue.record("shown")
            return
        }
        guard case .hidden = visibility(CGRect(x: 0, y: 400, width: 10, height: 40)) else {
            Issue.record("hidden")
            return
        }
        // Too tall with its distance, past the content's end, or above its start: not required.
        guard case .notRequired = visibility(CGRect(x: 0, y: 400, width: 10, height: 195)) else {
            Issue.record("tall")
            return
        }
        guard case .notRequired = visibility(CGRect(x: 0, y: 960, width: 10, height: 40)) else {
            Issue.record("end")
            return
        }
        guard case .notRequired = visibility(CGRect(x: 0, y: -5, width: 10, height: 40)) else {
            Issue.record("start")
            return
        }
    }

    @Test func duplicatesAreComparedBitForBit() {
        let info: [String: Scenario.UserInfoValue] = [
            KeyboardNotification.Key.frameEnd: .rect(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1))
        ]
        let event = Scenario.Event.keyboard(.willShow, userInfo: info, onMainScreen: true)
        #expect(InvariantChecker.isSame(event, event))
        #expect(!InvariantChecker.isSame(event, .keyboard(.didShow, userInfo: info, onMainScreen: true)))
    }

    // MARK: - *Held hides*, *Scenes in the background*, *What observers are told* can fail

    /// The checks of *Held hides*, *Scenes in the background*, *What observers are told* are not vacuous: each step of a hand-worked scenario passes them
    /// as replayed, and fails them once its output is made wrong in the way each check looks for.
    @Test func theLaterRulesChecksCatchAWrongOutput() throws {
        let scenario = try Repository.scenario("scene-background-and-back")
        var replay = Replay(scenario)
        var honest = LaterRulesState(options: scenario.options)
        var broken = LaterRulesState(options: scenario.options)
        var coverage = InvariantChecker.Coverage()
        var found: Set<InvariantViolation.Invariant> = []
        for index in scenario.events.indices {
            let before = InvariantChecker.EngineState(replay.engine, scrollView: replay.scrollView)
            let step = replay.step(index)
            let app = scenario.scrollView.contentInset
            let indicator = scenario.scrollView.indicatorInset
            #expect(
                honest.check(
                    step, before: before, engine: replay.engine, appInset: app, appIndicator: indicator, blank: 0,
                    coverage: &coverage
                ).isEmpty)
            var wrong = step
            wrong.notify.toggle()
            if step.ignored != nil { wrong.ignored = nil }
            for violation in broken.check(
                wrong, before: before, engine: replay.engine, appInset: app, appIndicator: indicator, blank: 0,
                coverage: &coverage)
            {
                found.insert(violation.invariant)
            }
        }
        #expect(found == [.observersToldOnChange, .backgroundIgnoresKeyboard])
    }

    /// Replays scenario `name` through `check`, pretending step `tampered` wrote the content
    /// inset: whether `invariant` caught it, every other step passing, and the coverage counted.
    private func tamperedWriteIsCaught(
        in name: String, at tampered: Int, by invariant: InvariantViolation.Invariant,
        check: (ReplayStep, InvariantChecker.EngineState, KeyboardAvoidanceEngine, inout InvariantChecker.Coverage)
            -> [InvariantViolation]
    ) throws -> (caught: Bool, coverage: InvariantChecker.Coverage) {
        let scenario = try Repository.scenario(name)
        var replay = Replay(scenario)
        var coverage = InvariantChecker.Coverage()
        var caught = false
        for index in scenario.events.indices {
            let before = InvariantChecker.EngineState(replay.engine, scrollView: replay.scrollView)
            var step = replay.step(index)
            if index == tampered { step.writes.contentInset = 1 }
            let violations = check(step, before, replay.engine, &coverage)
            if index == tampered {
                caught = violations.contains { $0.invariant == invariant }
            } else {
                #expect(violations.isEmpty, "step \(index): \(violations)")
            }
        }
        return (caught, coverage)
    }

    @Test func aPinnedRowMovedByAStreamedChunkIsCaught() throws {
        // ai-chat-pinned-message: event 2 streams 200 pt in below the row pinned at 1000; the blank
        // (399) holds all of the extra, so the row must stay at 941. Moved by 50 pt, it is caught.
        let scenario = try Repository.scenario("ai-chat-pinned-message")
        var replay = Replay(scenario)
        var checker = InvariantChecker(scenario)
        var coverage = InvariantChecker.Coverage()
        for index in 0..<2 {
            let before = InvariantChecker.EngineState(replay.engine, scrollView: replay.scrollView)
            #expect(checker.check(replay.step(index), before: before, after: replay, coverage: &coverage).isEmpty)
        }
        let before = InvariantChecker.EngineState(replay.engine, scrollView: replay.scrollView)
        let pinned = checker.pin
        let step = replay.step(2)
        #expect(checker.check(step, before: before, after: replay, coverage: &coverage).isEmpty)
        #expect(coverage[.pinStaysAtTop] == 1)
        var moved = InvariantChecker.EngineState(replay.engine, scrollView: replay.scrollView)
        #expect(moved.offsetY == 941)
        moved.offsetY += 50
        let violations = checker.checkPin(
            step, pinnedBefore: pinned, blankHeldBefore: true, before: before, now: moved, coverage: &coverage)
        #expect(violations.map(\.invariant) == [.pinStaysAtTop])
    }

    @Test func aHeldHideThatWritesIsCaught() throws {
        let scenario = try Repository.scenario("held-hide-applied-late")
        var state = LaterRulesState(options: scenario.options)
        // Event 3, a wait of 0.03 s with the hide held for 0.05.
        let result = try tamperedWriteIsCaught(in: "held-hide-applied-late", at: 3, by: .heldHideWaits) {
            state.check(
                $0, before: $1, engine: $2, appInset: scenario.scrollView.contentInset,
                appIndicator: scenario.scrollView.indicatorInset, blank: 0, coverage: &$3)
        }
        #expect(result.caught)
    }

    @Test func aWaitThatWritesBeforeALetGoIsDueIsCaughtAndTheDueOneKeeps() throws {
        let scenario = try Repository.scenario("interactive-dismissal-let-go-silently")
        var state = LetGoState(options: scenario.options)
        // Event 5, a wait of 0.3 s into the 0.6 s; event 6, the wait that reaches 0.6 s, writes and
        // keeps the invariant.
        let result = try tamperedWriteIsCaught(
            in: "interactive-dismissal-let-go-silently", at: 5, by: .letGoWaitsForTheKeyboard
        ) { state.check($0, before: $1, engine: $2, coverage: &$3) }
        #expect(result.caught)
        let index = InvariantViolation.Invariant.allCases.firstIndex(of: .letGoWaitsForTheKeyboard)!
        #expect(result.coverage.counts[index] == 2)
    }
}
