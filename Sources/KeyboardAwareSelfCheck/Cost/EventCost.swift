import Foundation

/// What one event cost the real scroll view: how many times each property the kit writes was set,
/// and how many layout passes ran. The kit's promise is one write per property per event and no
/// layout pass forced beyond the ones UIKit runs itself.
package struct EventCost: Sendable, Equatable {
    /// `contentInset` writes.
    package var contentInsetSets = 0
    /// `verticalScrollIndicatorInsets` writes.
    package var indicatorInsetSets = 0
    /// `contentOffset` writes: a `setContentOffset(_:animated:)` call counts once, frames of the
    /// animation UIKit runs for it do not, nor does UIKit keeping the offset in range while an
    /// inset is written.
    package var contentOffsetSets = 0
    /// `layoutSubviews` passes, whoever caused them.
    package var layoutPasses = 0
    /// The passes that ran inside a `layoutIfNeeded()` called on the scroll view: layout forced
    /// ahead of UIKit's own pass.
    package var forcedLayoutPasses = 0

    /// A cost with these counts.
    package init(
        contentInsetSets: Int = 0, indicatorInsetSets: Int = 0, contentOffsetSets: Int = 0,
        layoutPasses: Int = 0, forcedLayoutPasses: Int = 0
    ) {
        self.contentInsetSets = contentInsetSets
        self.indicatorInsetSets = indicatorInsetSets
        self.contentOffsetSets = contentOffsetSets
        self.layoutPasses = layoutPasses
        self.forcedLayoutPasses = forcedLayoutPasses
    }

    // MARK: - Budget

    /// Writes allowed per property and event: a second write means the first was wasted work on
    /// a device (and a visible jump when the two differ).
    package static let writesPerProperty = 1
    /// Forced layout passes allowed per event.
    package static let forcedLayoutPasses = 0

    /// What goes beyond the budget (`contentInset set 2 times (budget 1)`), or `nil` within it.
    package var overBudget: String? {
        let counts = [
            ("contentInset set", contentInsetSets, Self.writesPerProperty),
            ("verticalScrollIndicatorInsets set", indicatorInsetSets, Self.writesPerProperty),
            ("contentOffset set", contentOffsetSets, Self.writesPerProperty),
            ("layout forced", forcedLayoutPasses, Self.forcedLayoutPasses),
        ]
        let over = counts.filter { $0.1 > $0.2 }.map { "\($0.0) \($0.1) times (budget \($0.2))" }
        return over.isEmpty ? nil : over.joined(separator: ", ")
    }

    /// `inset 1, indicator 1, offset 1, layout 2 (0 forced)`: the line the self-check reports.
    package var summary: String {
        "inset \(contentInsetSets), indicator \(indicatorInsetSets), offset \(contentOffsetSets), "
            + "layout \(layoutPasses) (\(forcedLayoutPasses) forced)"
    }

    /// The first event over budget, counted from 1: `event 3: contentInset set 2 times (budget 1)`.
    package static func firstOverBudget(_ costs: [EventCost]) -> String? {
        for (index, cost) in costs.enumerated() {
            if let over = cost.overBudget { return "event \(index + 1): \(over)" }
        }
        return nil
    }
}
