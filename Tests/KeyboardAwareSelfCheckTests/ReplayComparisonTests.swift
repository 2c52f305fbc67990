import Foundation
import KeyboardAwareSimulator
import Testing

@testable import KeyboardAwareSelfCheck

@Suite("Comparing a replay on real views with the headless one")
struct ReplayComparisonTests {
    /// An iPhone form with the keyboard up: inset 302 above the home indicator's 34.
    static let shown = ObservedStep(
        contentInset: EdgeInsets(bottom: 302), indicatorInset: EdgeInsets(bottom: 302),
        adjustedInset: EdgeInsets(top: 59, bottom: 336),
        contentOffset: CGPoint(x: 0, y: 120), keyboard: .docked, focus: 3)

    @Test func equalStepsPass() {
        #expect(
            ReplayComparison.compare(expected: [Self.shown, Self.shown], observed: [Self.shown, Self.shown])
                == .passed(steps: 2))
    }

    @Test func pixelRoundingPasses() {
        var rounded = Self.shown
        rounded.contentOffset.y = 120.33 // a third of a point: a 3x screen's pixel
        rounded.adjustedInset.bottom = 335.5
        #expect(ReplayComparison.compare(expected: [Self.shown], observed: [rounded]) == .passed(steps: 1))
    }

    @Test func theFirstDifferenceIsNamed() {
        var late = Self.shown
        late.contentInset.bottom = 336 // the safe area counted twice
        late.contentOffset.y = 154
        let outcome = ReplayComparison.compare(expected: [Self.shown, Self.shown], observed: [Self.shown, late])
        #expect(
            outcome
                == .failed(
                    ReplayDifference(
                        eventIndex: 1, name: "contentInset.bottom",
                        expected: "302", observed: "336")))
        if case .failed(let difference) = outcome {
            #expect(difference.description == "event 2, contentInset.bottom: expected 302, observed 336")
        }
    }

    @Test func stateAndFocusAreCompared() {
        var undocked = Self.shown
        undocked.keyboard = .undocked
        #expect(
            ReplayComparison.compare(expected: [Self.shown], observed: [undocked])
                == .failed(ReplayDifference(eventIndex: 0, name: "keyboard", expected: "docked", observed: "undocked")))
        var unfocused = Self.shown
        unfocused.focus = nil
        #expect(
            ReplayComparison.compare(expected: [Self.shown], observed: [unfocused])
                == .failed(ReplayDifference(eventIndex: 0, name: "focus", expected: "3", observed: "null")))
    }

    /// Real views post the scenario's notifications themselves and show no keyboard: their side
    /// has no state to compare, and the other values still are.
    @Test func aKeyboardOnlyOneSideSawIsNotCompared() {
        var unseen = Self.shown
        unseen.keyboard = nil
        #expect(ReplayComparison.compare(expected: [Self.shown], observed: [unseen]) == .passed(steps: 1))
        unseen.focus = 2
        #expect(
            ReplayComparison.compare(expected: [Self.shown], observed: [unseen])
                == .failed(ReplayDifference(eventIndex: 0, name: "focus", expected: "3", observed: "2")))
    }

    @Test func aNonFiniteValueNeverPasses() {
        var broken = Self.shown
        broken.contentOffset.y = .nan
        guard case .failed(let difference) = ReplayComparison.compare(expected: [Self.shown], observed: [broken]) else {
            Issue.record("NaN passed")
            return
        }
        #expect(difference.name == "contentOffset.y")
    }

    @Test func missingStepsFail() {
        #expect(
            ReplayComparison.compare(expected: [Self.shown, Self.shown], observed: [Self.shown])
                == .failed(ReplayDifference(eventIndex: 1, name: "steps", expected: "2", observed: "1")))
    }

    @Test func theHeadlessReplayIsObservedAsItPrints() throws {
        let scenario = try Scenario(
            json: """
                {"format": 1, "screen": {"width": 393, "height": 852},
                 "scrollView": {"kind": "scroll", "frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                                "contentSize": {"width": 393, "height": 1200},
                                "safeArea": {"top": 59, "bottom": 34}},
                 "events": [{"keyboard": "willShow", "end": {"x": 0, "y": 516, "width": 393, "height": 336}}]}
                """)
        let step = try #require(Replay.run(scenario).first)
        // *What is inset*: covered 336, system 34, extra 302; adjusted = 302 + 34 below, 59 above.
        #expect(
            ObservedStep(step)
                == ObservedStep(
                    contentInset: EdgeInsets(bottom: 302),
                    indicatorInset: EdgeInsets(bottom: 302),
                    adjustedInset: EdgeInsets(top: 59, bottom: 336),
                    contentOffset: CGPoint(x: 0, y: -59), keyboard: .docked, focus: nil))
    }
}

@Suite("Whether a device's screen can replay a scenario")
struct ScreenMatchTests {
    @Test func theSameScreenReplays() {
        #expect(ScreenMatch(needed: CGSize(width: 393, height: 852), device: CGSize(width: 393, height: 852)) == .same)
    }

    @Test func theScreenOnItsSideIsTurned() {
        // iPhone 15 in portrait, an iPhone landscape scenario; iPad Pro 11-inch in portrait, a
        // landscape Split View scenario.
        #expect(
            ScreenMatch(needed: CGSize(width: 852, height: 393), device: CGSize(width: 393, height: 852)) == .turned)
        #expect(
            ScreenMatch(needed: CGSize(width: 1194, height: 834), device: CGSize(width: 834, height: 1194)) == .turned)
    }

    @Test func anotherScreenIsSkippedWithTheSizeItNeeds() {
        // iPhone 16 Pro (402×874) for an iPhone 15 scenario; iPad Pro 11-inch (M4) (834×1210) for
        // an iPad Pro 11-inch (4th generation) one.
        #expect(
            ScreenMatch(needed: CGSize(width: 393, height: 852), device: CGSize(width: 402, height: 874))
                == .other("needs a 393×852 screen (this one is 402×874)"))
        #expect(
            ScreenMatch(needed: CGSize(width: 834, height: 1194), device: CGSize(width: 834, height: 1210))
                == .other("needs a 834×1194 screen (this one is 834×1210)"))
    }

    @Test func halfAPointIsTheTolerance() {
        #expect(
            ScreenMatch(needed: CGSize(width: 393, height: 852), device: CGSize(width: 393.5, height: 851.5)) == .same)
        #expect(
            ScreenMatch(needed: CGSize(width: 393, height: 852), device: CGSize(width: 393.75, height: 852))
                == .other("needs a 393×852 screen (this one is 393.75×852)"))
    }
}
