import Foundation
import KeyboardAwareCore
import KeyboardAwareTestSupport
import Testing

@testable import KeyboardAwareSimulator

/// The debug overlay's lines: worked out by hand for a few events, and for every scenario in
/// Demo/Scenarios held to the simulator's own `ignored` and `writes`.
@Suite("Decision explanations")
struct DecisionExplanationTests {
    // MARK: - By hand

    /// An app that pins content in `viewDidLoad()`, before the view is in a window: the pin waits
    /// for the view's place on screen, and the line says why nothing moved.
    @Test func aViewNotYetInAWindowSaysSo() {
        var engine = KeyboardAvoidanceEngine()
        var unplaced = ScrollViewSnapshot(
            screenSize: CGSize(width: 393, height: 600), frameInScreen: CGRect(x: 0, y: 0, width: 393, height: 600),
            contentSize: CGSize(width: 393, height: 1200), contentOffset: .zero, contentInset: .zero,
            adjustedContentInset: .zero, indicatorInset: .zero)
        unplaced.isOnScreen = false
        let pinned = engine.decide(.pin(120), at: 0, scrollView: unplaced, focus: nil)
        let line = DecisionExplanation(pinned, cause: "pin content y 120", engine: engine, safeArea: 0)
        #expect(line.description == "pin content y 120: writes nothing: view not on screen")
    }

    /// iPhone portrait: the docked keyboard's top is at 844 - 336 = 508, the view ends at the
    /// screen's bottom with a safe area of 34, so the keyboard covers 336 and the inset adds
    /// 336 - 34 = 302, with the notification's 0.25 s.
    @Test func aDockedKeyboardSaysWhatItCovers() throws {
        let steps = Replay.run(try Repository.scenario("iphone-portrait-form"))
        #expect(steps[0].explanationLine == "1 focus field 3: writes nothing: no keyboard")
        #expect(
            steps[1].explanationLine
                == "2 keyboard willShow: inset +302: docked keyboard covers 336 of the view, safe area 34, animated 0.25s"
        )
        #expect(
            steps[2].explanationLine
                == "3 keyboard didShow: writes nothing: docked keyboard covers 336 of the view, safe area 34")
        #expect(steps[6].explanationLine == "7 keyboard didHide: writes nothing: no keyboard")
    }

    /// A notification from another screen leaves the view alone, and says so with the reason.
    @Test func anIgnoredEventSaysWhy() throws {
        let steps = Replay.run(try Repository.scenario("keyboard-on-another-screen"))
        #expect(steps[1].explanationLine == "2 keyboard willShow: ignored: keyboard on another screen")
        #expect(steps[3].explanationLine == "4 keyboard willHide: ignored: keyboard on another screen")
    }

    @Test func numbersReadAsPoints() {
        #expect(DecisionExplanation.number(302) == "302")
        #expect(DecisionExplanation.number(-59) == "-59")
        #expect(DecisionExplanation.number(0.25) == "0.3")
        #expect(DecisionExplanation.number(12.04) == "12")
        #expect(DecisionExplanation.number(-0.0) == "0")
    }

    @Test func anIgnoredDecisionNeedsNoState() {
        let engine = KeyboardAvoidanceEngine()
        let explanation = DecisionExplanation(.ignored(.sceneInBackground), cause: "track", engine: engine, safeArea: 0)
        #expect(explanation.description == "track: ignored: the scene is in the background")
    }

    // MARK: - Every scenario

    /// An ignored event names the simulator's `ignored` reason; one that wrote nothing says so; a
    /// write names each property the simulator counts, with the offset it left.
    @Test(arguments: Repository.scenarioNames)
    func agreesWithTheSimulator(_ name: String) throws {
        for step in Replay.run(try Repository.scenario(name)) {
            let why = try #require(step.explanation).why
            let context = Comment(rawValue: "\(name) event \(step.eventIndex): \(why)")
            let writes = step.writes
            if let ignored = step.ignored {
                #expect(why == "ignored: \(ignored)", context)
                #expect(writes.contentInset + writes.indicatorInset + writes.contentOffset == 0, context)
                continue
            }
            let wroteNothing = writes.contentInset + writes.indicatorInset + writes.contentOffset == 0
            #expect(why.hasPrefix("writes nothing: ") == wroteNothing, context)
            #expect(why.hasPrefix("inset +") == (writes.contentInset > 0), context)
            let offset = "offset y \(DecisionExplanation.number(step.scrollView.contentOffset.y))"
            #expect(why.contains(offset) == (writes.contentOffset > 0), context)
            #expect(why.contains("animated") == (step.animation != nil && !wroteNothing), context)
        }
    }
}
