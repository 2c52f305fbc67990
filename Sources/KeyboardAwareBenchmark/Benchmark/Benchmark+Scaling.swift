import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Benchmark {
    /// One form size's row of the scaling table.
    struct ScaleRow {
        var rows: Int
        var previousCell, keyboardEvent, floor, walk, focusChange, nextOnScreen, fullScan: Double
        /// A tracked frame's decision (Behaviour rules: *Frames between notifications*), and its
        /// ratio to the keyboard event's.
        var trackedFrame, trackedToEvent: Double
        var eventToFloor, walkToEvent: Double
        var duplicateWrites: Int
    }

    /// The scaling table and how the largest form's keyboard event compares with the smallest's.
    struct Scaling {
        /// Samples per measurement of the interleaved timings.
        var rounds: Int
        var rows: [ScaleRow]
        /// The median, over the samples, of the largest form's event over the smallest's.
        var ratio: Double
        /// Those ratios, sorted, for the middle half of the samples.
        var sortedRatios: [Double]
        /// The same for a tracked frame: the largest form's over the smallest's.
        var trackedRatio: Double
    }

    /// The five raw reads a keyboard event starts from, with no parsing and no policy: the floor
    /// under any keyboard code. They are read the way the parser reads them, in one pass over the
    /// entries comparing plain strings, since on Linux five `info[key]` subscripts alone cost more
    /// than a whole event (see "five userInfo subscripts" above).
    @inline(never) static func rawReads(_ info: [AnyHashable: Any]) -> (Any?, Any?, Any?, Any?, Any?) {
        typealias Key = SampleNotifications.Key
        var found: (Any?, Any?, Any?, Any?, Any?)
        for (key, value) in info {
            switch key.base as? String {
            case Key.frameEnd?: found.0 = value
            case Key.frameBegin?: found.1 = value
            case Key.animationDuration?: found.2 = value
            case Key.animationCurve?: found.3 = value
            case Key.isLocal?: found.4 = value
            default: break
            }
        }
        return found
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Every measurement on forms of 10 to 1,000,000 rows, the focused row varying over the whole form.
    mutating func measureScaling() {
        let notifications = notifications
        let harness = harness
        let median = Self.median
        let sizes = [10, 1_000, 100_000, 1_000_000]
        let rounds = 41
        print("\n== Scaling (focused row varies over the whole form; median of \(rounds) interleaved samples)")
        let cases = sizes.map(ScaleCase.init)
        let mask = ScaleCase.inputCount - 1
        // Every size is timed in turn within each sample, so that a slow moment of the machine lands on
        // all sizes alike; the ratios are taken within a sample, then the median.
        // The keyboard event goes through the intake, each size's view with its own, and its focused
        // field first responder (the stand-in reads).
        let field = StandInField()
        let eventViews = cases.map { _ in StandInView(field: field) }
        // Tracked frames (Behaviour rules: *Frames between notifications*) under a keyboard that is
        // up, an interactive dismissal's steps.
        var trackEngines: [KeyboardAvoidanceEngine] = cases.map { scale in
            var engine = KeyboardAvoidanceEngine()
            _ = engine.decide(
                .keyboard(.init(notifications.parsedShow)), at: 0, scrollView: scale.snapshots[0], focus: nil)
            return engine
        }
        let dragged = SampleNotifications.dragged
        // The floor is timed in the same turns, so that event/floor is a ratio of neighbours in time.
        let samples = harness.interleavedNanoseconds(
            cases.indices.map { index in
                // Each size's inputs and view are taken out of their arrays before timing: indexing an
                // array of forms inside the loop retained and released its arrays on every event.
                let scale = cases[index]
                var view = eventViews[index]
                return { (i: Int) in
                    let posted = notifications.posted(i)
                    let reads = StandInReads(field: field, fieldInScreen: scale.fieldsInScreen[i & mask])
                    blackHole(
                        view.keyboardEvent(
                            posted.kind, userInfo: posted.userInfo, reads: reads, snapshot: scale.snapshots[i & mask],
                            focus: scale.focuses[i & mask]))
                }
            }
                + cases.indices.map { index in
                    { (i: Int) in
                        let decision = trackEngines[index].decide(
                            .track(dragged[i & 1]), at: 0, scrollView: cases[index].snapshots[i & mask], focus: nil)
                        blackHole(decision)
                    }
                } + [{ (i: Int) in blackHole(Self.rawReads(notifications.posted(i).userInfo)) }], samples: rounds)
        let eventSamples = Array(samples[0..<cases.count])
        let trackSamples = Array(samples[cases.count..<2 * cases.count])
        let floorSamples = Array(repeating: samples[2 * cases.count], count: cases.count)
        var walkSamples: [[Double]] = []
        for scale in cases {
            var focused: Int?
            walkSamples.append(
                harness.interleavedNanoseconds(
                    [
                        { (i: Int) in
                            let row = scale.rowsVisited[i & mask]
                            scale.walkForm.focus(row: row, previous: focused)
                            focused = row
                            blackHole(scale.walkForm.root.firstResponderBeneath() != nil)
                        }
                    ], samples: 5)[0])
            if let focused { scale.walkForm.fields[focused].isFirstResponder = false }
        }
        var focusEngines: [KeyboardAvoidanceEngine] = cases.map { scale in
            var engine = KeyboardAvoidanceEngine()
            _ = engine.decide(
                .keyboard(.init(notifications.parsedShow)), at: 0, scrollView: scale.snapshots[0], focus: nil)
            return engine
        }
        let focusSamples = harness.interleavedNanoseconds(
            cases.indices.map { index in
                { (i: Int) in
                    blackHole(
                        focusEngines[index].decide(
                            .focus(isCorrection: false), at: 0, scrollView: cases[index].scrolledSnapshots[i & mask],
                            focus: cases[index].nextFocuses[i & mask]))
                }
            }, samples: rounds)

        var scaleRows: [ScaleRow] = []
        print(
            "rows        prev-cell  kbd-event      floor  event/floor    tracked  tracked/event       walk  walk/event  focus-chg  next(screen)  next(full scan)  dup-writes"
        )
        for (index, scale) in cases.enumerated() {
            let count = scale.form.rows
            let previousCell = harness.nanoseconds { i in
                let r = scale.rowsVisited[i & mask]
                return PreviousCell.indexPath(before: r / Form.sectionSize, item: r % Form.sectionSize) {
                    scale.form.itemCounts[$0]
                }?.item ?? -1
            }
            let engine = KeyboardAvoidanceEngine()
            let nextOnScreen = harness.nanoseconds { i in
                let (frames, current) = scale.candidates[i & mask]
                return engine.formStep(.next, from: current, fieldFrames: frames, rightToLeft: false)
            }
            let fullScan = harness.nanoseconds { i in
                engine.formStep(
                    .next, from: scale.rowsVisited[i & mask], fieldFrames: scale.form.fields, rightToLeft: false)
            }
            // Writes per duplicate event: show once, apply what the engine wrote, then send it again.
            var view = scale.form.snapshot(showingRow: count / 2, extra: 0)
            var duplicateView = StandInView(field: field)
            let focus = scale.form.focusedField(row: count / 2)
            let reads = StandInReads(
                field: field, fieldInScreen: scale.form.fieldInScreen(row: count / 2, showingRow: count / 2))
            guard
                let first = duplicateView.keyboardEvent(
                    .willShow, userInfo: notifications.showInfo, reads: reads, snapshot: view, focus: focus)?.changes
            else { preconditionFailure("the stand-in's show is taken in") }
            if let inset = first.contentInset {
                view.adjustedContentInset = inset + view.systemInset
                view.contentInset = inset
            }
            if let indicator = first.indicatorInset { view.indicatorInset = indicator }
            if let offset = first.contentOffset { view.contentOffset = offset }
            var duplicateWrites = 0
            for _ in 0..<1000 {
                guard
                    let changes = duplicateView.keyboardEvent(
                        .willShow, userInfo: notifications.showInfo, reads: reads, snapshot: view, focus: focus)?
                        .changes
                else { continue }
                duplicateWrites +=
                    [changes.contentInset != nil, changes.indicatorInset != nil, changes.contentOffset != nil]
                    .filter { $0 }.count
            }
            let result = ScaleRow(
                rows: count, previousCell: previousCell, keyboardEvent: median(eventSamples[index]),
                floor: median(floorSamples[index]), walk: median(walkSamples[index]),
                focusChange: median(focusSamples[index]),
                nextOnScreen: nextOnScreen, fullScan: fullScan,
                trackedFrame: median(trackSamples[index]),
                trackedToEvent: median(zip(trackSamples[index], eventSamples[index]).map { $0 / $1 }),
                eventToFloor: median(zip(eventSamples[index], floorSamples[index]).map { $0 / $1 }),
                walkToEvent: median(walkSamples[index]) / median(eventSamples[index]),
                duplicateWrites: duplicateWrites)
            scaleRows.append(result)
            print(
                String(
                    format:
                        "%-10d %10.1f %10.1f %10.1f %11.2f× %10.1f %13.2f× %10.1f %10.1f× %10.1f %13.1f %16.1f %11d",
                    count, previousCell, result.keyboardEvent, result.floor, result.eventToFloor, result.trackedFrame,
                    result.trackedToEvent, result.walk, result.walkToEvent, result.focusChange, nextOnScreen, fullScan,
                    duplicateWrites))
        }
        // The largest form's keyboard event against the smallest's, per round: flat means about 1.
        let scalingRatios = (0..<rounds).map { eventSamples[sizes.count - 1][$0] / eventSamples[0][$0] }
        let trackedRatios = (0..<rounds).map { trackSamples[sizes.count - 1][$0] / trackSamples[0][$0] }
        let scaling = Scaling(
            rounds: rounds, rows: scaleRows, ratio: median(scalingRatios), sortedRatios: scalingRatios.sorted(),
            trackedRatio: median(trackedRatios))
        print(
            String(
                format: "keyboard event, 1,000,000 rows / 10 rows: %.2f× (middle half of samples %.2f× to %.2f×)",
                scaling.ratio, scaling.lowerQuartile, scaling.upperQuartile))
        print(String(format: "tracked frame, 1,000,000 rows / 10 rows: %.2f×", scaling.trackedRatio))
        self.scaling = scaling
    }
}

extension Benchmark.Scaling {
    /// The ratio a quarter of the samples stay under.
    var lowerQuartile: Double { sortedRatios[rounds / 4] }
    /// The ratio a quarter of the samples exceed.
    var upperQuartile: Double { sortedRatios[rounds * 3 / 4] }
}
