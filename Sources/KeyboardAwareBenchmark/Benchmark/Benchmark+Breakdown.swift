import Foundation
import KeyboardAwareSimulator

extension Benchmark {
    /// One stage of a keyboard event, everything before it included, against the floor.
    struct Stage {
        var name: String
        /// Median nanoseconds.
        var ns: Double
        /// Median, over the samples, of its time over the floor's in the same sample.
        var toFloor: Double
    }

    /// Where a keyboard event's time goes: the event cut after each stage, and the floor read two
    /// ways, timed in turn within each sample (1,000-row table, focus on row 505).
    mutating func measureBreakdown() {
        let notifications = notifications
        let form = Form(rows: 1000)
        let snapshot = form.snapshot(showingRow: 500, extra: 0)
        let focus = form.focusedField(row: 505)
        let field = StandInField()
        let reads = StandInReads(field: field, fieldInScreen: form.fieldInScreen(row: 505, showingRow: 500))
        var taking = StandInView(field: field)
        var placing = StandInView(field: field)
        var event = StandInView(field: field)
        let stages: [(String, (Int) -> Void)] = [
            (
                "floor: five raw reads, keys matched by a `switch` over their names",
                { i in
                    blackHole(Self.rawReads(notifications.posted(i).userInfo))
                }
            ),
            (
                "floor with the keys matched by length, as the parser matches them",
                { i in
                    blackHole(Self.rawReadsByLength(notifications.posted(i).userInfo))
                }
            ),
            (
                "parse",
                { i in
                    let posted = notifications.posted(i)
                    blackHole(KeyboardNotification(kind: posted.kind, userInfo: posted.userInfo))
                }
            ),
            (
                "parse + the intake's `take`",
                { i in
                    let posted = notifications.posted(i)
                    var editing: StandInField?
                    blackHole(
                        taking.intake.take(
                            posted.kind, userInfo: posted.userInfo, from: StandInReads.origin, reads: reads,
                            editing: &editing))
                }
            ),
            (
                "parse + `take` + `keyboardInput`",
                { i in
                    let posted = notifications.posted(i)
                    var editing: StandInField?
                    guard
                        let notice = placing.intake.take(
                            posted.kind, userInfo: posted.userInfo, from: StandInReads.origin, reads: reads,
                            editing: &editing)
                    else { return }
                    blackHole(
                        placing.intake.keyboardInput(
                            for: notice, editing: editing, scrollView: 0, tracked: field, snapshot: snapshot,
                            judged: placing.engine.judgesKeyboardEvents, reads: reads))
                }
            ),
            (
                "the keyboard event: parse + `take` + `keyboardInput` + `decide`",
                { i in
                    let posted = notifications.posted(i)
                    blackHole(
                        event.keyboardEvent(
                            posted.kind, userInfo: posted.userInfo, reads: reads, snapshot: snapshot, focus: focus))
                }
            ),
        ]
        let samples = harness.interleavedNanoseconds(stages.map(\.1), samples: 41)
        print("\n== Where a keyboard event's time goes (1,000-row table; median of 41 interleaved samples)")
        breakdown = zip(stages, samples).map { stage, times in
            let toFloor = Self.median(zip(times, samples[0]).map { $0 / $1 })
            let row = Stage(name: stage.0, ns: Self.median(times), toFloor: toFloor)
            print(String(format: "%-72@ %8.1f ns  %.2f× the floor", row.name as NSString, row.ns, row.toFloor))
            return row
        }
    }

    /// ``rawReads(_:)`` with each key matched by its length, then one comparison, as
    /// `KeyboardNotification` matches them: the lower floor, for the ratio against it.
    @inline(never) static func rawReadsByLength(_ info: [AnyHashable: Any]) -> (Any?, Any?, Any?, Any?, Any?) {
        typealias Key = SampleNotifications.Key
        var found: (Any?, Any?, Any?, Any?, Any?)
        for (key, value) in info {
            guard let name = key.base as? String else { continue }
            switch name.utf8.count {
            case 29 where name == Key.frameEnd: found.0 = value
            case 31 where name == Key.frameBegin: found.1 = value
            case 38 where name == Key.animationDuration: found.2 = value
            case 35 where name == Key.animationCurve: found.3 = value
            case 28 where name == Key.isLocal: found.4 = value
            default: break
            }
        }
        return found
    }
}
