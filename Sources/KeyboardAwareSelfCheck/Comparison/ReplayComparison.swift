import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a scenario replayed on real views compares with the headless replay of it.
package enum ReplayOutcome: Sendable, Equatable {
    /// Every step agreed, field by field, within the tolerance.
    case passed(steps: Int)
    /// The first step and value where the two disagree.
    case failed(ReplayDifference)
    /// The scenario cannot be replayed here, and why (the screen size it needs, an event that
    /// real views cannot be given, such as a finger on the screen).
    case skipped(String)
}

/// The first disagreement between two replays of one scenario.
package struct ReplayDifference: Sendable, Equatable, CustomStringConvertible {
    /// The event's index, from 0.
    package var eventIndex: Int
    /// The value that differs, named as in the simulator's output (`contentInset.bottom`).
    package var name: String
    /// The headless replay's value.
    package var expected: String
    /// The value read from the real views.
    package var observed: String

    /// `event 3, contentInset.bottom: expected 302, observed 336`.
    package var description: String {
        "event \(eventIndex + 1), \(name): expected \(expected), observed \(observed)"
    }
}

/// Compares two replays of one scenario step by step.
package enum ReplayComparison {
    /// The tolerance for points: UIKit rounds geometry to pixels (a third of a point at most).
    package static let tolerance: CGFloat = 0.5

    /// `passed` when both replays have the same steps and agree on every value of each, within
    /// ``tolerance`` for points (the keyboard's state where both saw one); otherwise the first difference, in event order and then in the
    /// order of the simulator's output line.
    package static func compare(expected: [ObservedStep], observed: [ObservedStep]) -> ReplayOutcome {
        for (index, (want, got)) in zip(expected, observed).enumerated() {
            if let difference = firstDifference(want, got) {
                return .failed(
                    ReplayDifference(
                        eventIndex: index, name: difference.name,
                        expected: difference.expected, observed: difference.observed))
            }
        }
        guard expected.count == observed.count else {
            let index = min(expected.count, observed.count)
            return .failed(
                ReplayDifference(
                    eventIndex: index, name: "steps", expected: "\(expected.count)",
                    observed: "\(observed.count)"))
        }
        return .passed(steps: expected.count)
    }

    private static func firstDifference(_ want: ObservedStep, _ got: ObservedStep)
        -> (name: String, expected: String, observed: String)?
    {
        var points: [(String, CGFloat, CGFloat)] = []
        for (name, a, b) in [
            ("contentInset", want.contentInset, got.contentInset),
            ("indicatorInset", want.indicatorInset, got.indicatorInset),
            ("adjustedInset", want.adjustedInset, got.adjustedInset),
        ] {
            points += [
                ("\(name).top", a.top, b.top), ("\(name).left", a.left, b.left),
                ("\(name).bottom", a.bottom, b.bottom), ("\(name).right", a.right, b.right),
            ]
        }
        points += [
            ("contentOffset.x", want.contentOffset.x, got.contentOffset.x),
            ("contentOffset.y", want.contentOffset.y, got.contentOffset.y),
        ]
        for (name, a, b) in points where !(abs(a - b) <= tolerance) {
            return (name, JSONWriter.format(Double(a)), JSONWriter.format(Double(b)))
        }
        // A side that could not see the keyboard (`nil`) has nothing to compare.
        if let wanted = want.keyboard, let seen = got.keyboard, wanted != seen {
            return ("keyboard", wanted.rawValue, seen.rawValue)
        }
        if want.focus != got.focus {
            return ("focus", want.focus.map(String.init) ?? "null", got.focus.map(String.init) ?? "null")
        }
        return nil
    }
}
