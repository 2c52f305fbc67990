import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One replay the self-check makes: a scenario file, and how a table's rows are sized.
package struct PlannedReplay: Sendable {
    /// How a table's rows get their heights.
    package enum RowHeights: Sendable, Equatable {
        /// `estimatedRowHeight = 0`: UIKit asks every row's height up front.
        case exact
        /// `estimatedRowHeight` of this value, which no row has: UIKit sizes rows with it until
        /// they are laid out, and the content size changes as they are.
        case estimated(CGFloat)
    }

    /// The file's name without its extension, then ` (estimated row heights)` for that replay.
    package var name: String
    /// The scenario the file holds.
    package var scenario: Scenario
    /// How a table's rows are sized.
    package var rowHeights: RowHeights
}

/// Which replays the self-check makes of a set of scenario files, and how many of them a screen
/// can run: the count a run on that screen must reach, derived from the files, never typed in.
package enum ReplayPlan {
    /// The row height UIKit uses for rows not laid out yet, before it is made unlike every row.
    package static let preferredEstimate: CGFloat = 44

    /// Each scenario once with exact row heights, then every table scenario with rows once more
    /// with an estimated height that no row has, so that UIKit lays rows out from the estimate
    /// and corrects the content size as they appear.
    package static func replays(of scenarios: [(name: String, scenario: Scenario)]) -> [PlannedReplay] {
        var replays = scenarios.map { PlannedReplay(name: $0.name, scenario: $0.scenario, rowHeights: .exact) }
        for (name, scenario) in scenarios where scenario.scrollView.kind == .table {
            let heights = rowHeights(of: scenario.cells)
            guard !heights.isEmpty else { continue }
            replays.append(
                PlannedReplay(
                    name: "\(name) (estimated row heights)", scenario: scenario,
                    rowHeights: .estimated(estimate(unlike: heights))))
        }
        return replays
    }

    /// The heights the replay gives a table's rows so that each sits at its cell's offset: a row
    /// reaches down to the next row's top; the last one is its cell's height.
    package static func rowHeights(of cells: [CGRect]) -> [CGFloat] {
        cells.indices.map { row in
            row + 1 < cells.count ? cells[row + 1].minY - cells[row].minY : cells[row].height
        }
    }

    /// ``preferredEstimate``, or the next whole point up that no row has.
    package static func estimate(unlike heights: [CGFloat]) -> CGFloat {
        var estimate = preferredEstimate
        while heights.contains(where: { abs($0 - estimate) < 0.5 }) { estimate += 1 }
        return estimate
    }

    // MARK: - What a screen can replay

    /// How many of `replays` a screen of `device` size can replay: the scenario's screen is the
    /// device's or that turned on its side (when the system can turn the interface), every
    /// rotation in it too, and nothing in it needs what no device can be given.
    package static func replayableCount(_ replays: [PlannedReplay], device: CGSize, canTurn: Bool) -> Int {
        replays.filter { whyNot($0.scenario, device: device, canTurn: canTurn) == nil }.count
    }

    /// Why a screen of `device` size cannot replay `scenario`, or `nil` when it can.
    package static func whyNot(_ scenario: Scenario, device: CGSize, canTurn: Bool) -> String? {
        if let reason = unsupported(scenario, canTurn: canTurn) { return reason }
        var screens = [scenario.screen]
        for case .resize(let resize) in scenario.events { screens += resize.screen.map { [$0] } ?? [] }
        for screen in screens {
            switch ScreenMatch(needed: screen, device: device) {
            case .same: continue
            case .turned where canTurn: continue
            case .turned: return "needs the interface turned to \(ScreenMatch.describe(screen))"
            case .other(let reason): return reason
            }
        }
        return nil
    }

    /// Why no device can be given what `scenario` needs, if so; `canTurn` tells whether the
    /// system can ask for the interface to turn (iOS 16 and later).
    package static func unsupported(_ scenario: Scenario, canTurn: Bool) -> String? {
        if scenario.scrollView.pinnedTop != 0, scenario.scrollView.kind != .table || scenario.cells.isEmpty {
            return "needs a pinned header above content that is not a table's rows (the file sizes it only)"
        }
        if scenario.options.isInverted {
            return "needs a view drawn upside down, which the replay through real views does not draw yet"
                + " (*Inverted* in the behaviour rules)"
        }
        if scenario.options.holdHide > 0 {
            return "needs time to pass only as the file says, while a hide is held"
                + " (*Held hides* in the behaviour rules)"
        }
        for event in scenario.events {
            switch event {
            case .touch: return "needs a finger on the screen (touch events)"
            case .resize(let resize) where resize.screen != nil && !canTurn:
                return "needs the device turned, which this system cannot ask for (iOS 16 can)"
            case .keyboard(let keyboard) where !keyboard.onMainScreen: return "needs a second screen"
            case .keyboard(let keyboard) where keyboard.responder != nil || keyboard.composer != nil:
                return "needs the first responder the file describes (a composer, a search bar, a text view"
                    + " in its own coordinates)"
            case .keyboard(let keyboard) where keyboard.accessoryHeight != 0 || keyboard.accessory != nil:
                return "needs an input accessory view where a real keyboard shows it"
                    + " (*How much of the view the keyboard covers* in the behaviour rules)"
            case .attach: return "needs a keyboard that is already up when the view starts observing"
            case .window:
                return "needs the scroll view taken out of its window and put back"
            case .inputLeftWindow, .layoutPass:
                return "needs a focused field taken out of its window with no notification, and the window's"
                    + " keyboard layout guide as the file gives it"
            case .wait:
                return "needs time to pass on the engine's clock between two notifications"
                    + " (*Held hides* in the behaviour rules)"
            case .background, .foreground:
                return "needs the scene sent to the background and back"
                    + " (*Scenes in the background* in the behaviour rules)"
            case .options(let change)
            where change[\.isRightToLeft] != nil || change[\.holdHide] != nil || change[\.letGoWait] != nil:
                return "needs an option the app cannot set (right to left, held hides, the let-go wait)"
            default: continue
            }
        }
        return nil
    }
}
