import Foundation
import KeyboardAwareSimulator
import Testing

@testable import KeyboardAwareSelfCheck

@Suite("Counting what an event costs the scroll view")
struct ScrollViewWriteCounterTests {
    /// The kit's answer to a keyboard: one inset, one indicator inset, one scroll without animation.
    @Test func oneWriteOfEachIsWithinBudget() {
        var counter = ScrollViewWriteCounter()
        counter.insetWriteBegan(.content)
        counter.insetWriteEnded()
        counter.insetWriteBegan(.indicator)
        counter.insetWriteEnded()
        counter.scrollCalled(to: CGPoint(x: 0, y: 120))
        counter.offsetSet(to: CGPoint(x: 0, y: 120)) // the call's own set
        counter.layoutPassed() // UIKit's own pass
        let cost = counter.endEvent()
        #expect(
            cost
                == EventCost(
                    contentInsetSets: 1, indicatorInsetSets: 1, contentOffsetSets: 1, layoutPasses: 1,
                    forcedLayoutPasses: 0))
        #expect(cost.overBudget == nil)
        #expect(cost.summary == "inset 1, indicator 1, offset 1, layout 1 (0 forced)")
    }

    /// An animated scroll from 0 to 120 whose frames land at 40, 80 and 120 is one write; a set to
    /// 200 afterwards is a second.
    @Test func animationFramesAreOneWriteAndALaterSetIsAnother() {
        var counter = ScrollViewWriteCounter()
        counter.scrollCalled(to: CGPoint(x: 0, y: 120))
        for y in [40.0, 80, 120] { counter.offsetSet(to: CGPoint(x: 0, y: y)) }
        #expect(counter.current.contentOffsetSets == 1)
        counter.offsetSet(to: CGPoint(x: 0, y: 200))
        let cost = counter.endEvent()
        #expect(cost.contentOffsetSets == 2)
        #expect(cost.overBudget == "contentOffset set 2 times (budget 1)")
    }

    /// UIKit keeping the offset in range while an inset is written is part of that write.
    @Test func anOffsetSetInsideAnInsetWriteIsNotCounted() {
        var counter = ScrollViewWriteCounter()
        counter.insetWriteBegan(.content)
        counter.offsetSet(to: CGPoint(x: 0, y: 50))
        counter.insetWriteEnded()
        #expect(counter.endEvent() == EventCost(contentInsetSets: 1))
    }

    /// The scenario's app writing its inset and scrolling is not the kit's cost; the kit's write
    /// made after it is.
    @Test func theReplaysOwnWritesAreNotCounted() {
        var counter = ScrollViewWriteCounter()
        counter.nextWriteIsOwn()
        counter.insetWriteBegan(.content)
        counter.insetWriteEnded()
        counter.insetWriteBegan(.content)
        counter.insetWriteEnded()
        counter.nextWriteIsOwn()
        counter.scrollCalled(to: CGPoint(x: 0, y: 300))
        counter.offsetSet(to: CGPoint(x: 0, y: 300))
        #expect(counter.endEvent() == EventCost(contentInsetSets: 1))
    }

    /// Two inset writes in one event: the first was wasted.
    @Test func twoInsetWritesAreOverBudget() {
        var counter = ScrollViewWriteCounter()
        for _ in 0..<2 {
            counter.insetWriteBegan(.content)
            counter.insetWriteEnded()
        }
        #expect(counter.endEvent().overBudget == "contentInset set 2 times (budget 1)")
    }

    /// A pass inside the kit's `layoutIfNeeded()` is forced; UIKit's own pass and one inside the
    /// replay's `layoutIfNeeded()` are not.
    @Test func passesInsideLayoutIfNeededAreForced() {
        var counter = ScrollViewWriteCounter()
        counter.layoutPassed()
        counter.nextLayoutIsOwn()
        counter.layoutIfNeededBegan()
        counter.layoutPassed()
        counter.layoutIfNeededEnded()
        counter.layoutIfNeededBegan()
        counter.layoutPassed()
        counter.layoutIfNeededEnded()
        let cost = counter.endEvent()
        #expect(cost == EventCost(layoutPasses: 3, forcedLayoutPasses: 1))
        #expect(cost.overBudget == "layout forced 1 times (budget 0)")
    }

    /// Each event starts from zero, and an animation does not carry over into the next.
    @Test func eachEventStartsFromZero() {
        var counter = ScrollViewWriteCounter()
        counter.scrollCalled(to: CGPoint(x: 0, y: 120))
        #expect(counter.endEvent().contentOffsetSets == 1)
        counter.offsetSet(to: CGPoint(x: 0, y: 60))
        #expect(counter.endEvent() == EventCost(contentOffsetSets: 1))
        #expect(counter.endEvent() == EventCost())
    }

    @Test func theFirstEventOverBudgetIsNamed() {
        let costs = [
            EventCost(contentInsetSets: 1), EventCost(), EventCost(indicatorInsetSets: 2, forcedLayoutPasses: 1),
        ]
        #expect(
            EventCost.firstOverBudget(costs)
                == "event 3: verticalScrollIndicatorInsets set 2 times (budget 1), layout forced 1 times (budget 0)")
        #expect(EventCost.firstOverBudget(Array(costs.prefix(2))) == nil)
    }

    /// Only keyboard events get a line, numbered as in the scenario.
    @Test func keyboardEventsAreReported() {
        let events: [Scenario.Event] = [
            .focus(0), .keyboard(.willShow, userInfo: [:]), .returnKey, .keyboard(.willHide, userInfo: [:]),
        ]
        let costs = [
            EventCost(), EventCost(contentInsetSets: 1, indicatorInsetSets: 1, contentOffsetSets: 1, layoutPasses: 2),
            EventCost(contentOffsetSets: 1), EventCost(contentInsetSets: 1, indicatorInsetSets: 1),
        ]
        #expect(
            EventCost.keyboardEventLines(events: events, costs: costs) == [
                "event 2 (willShow): inset 1, indicator 1, offset 1, layout 2 (0 forced)",
                "event 4 (willHide): inset 1, indicator 1, offset 0, layout 0 (0 forced)",
            ])
    }
}
