import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The benchmark's measurements, printed as they are taken and kept for the Benchmarks article.
struct Benchmark {
    /// One operation of a single event and its median nanoseconds.
    struct Row {
        var name: String
        var ns: Double
        var note: String
    }

    var harness: Harness
    let notifications = SampleNotifications()
    /// The single events, in the order measured.
    var rows: [Row] = []
    /// The scaling table, one row per form size, and the largest form against the smallest.
    var scaling: Scaling?

    init(harness: Harness) {
        self.harness = harness
    }

    // MARK: - Profiling

    /// Only the headline loop, `iterations` times, for `valgrind --tool=callgrind`.
    func profile(iterations: Int) {
        var engine = KeyboardAvoidanceEngine()
        let form = Form(rows: 1000)
        for i in 0..<iterations {
            blackHole(
                engine.decide(
                    .keyboard(.init(notifications.alternating(i))), at: 0,
                    scrollView: form.snapshot(showingRow: 500, extra: 0),
                    focus: form.focusedField(row: 505)))
        }
    }

    // MARK: - Single events

    private mutating func bench(_ name: String, _ note: String = "", _ body: (Int) -> some Any) {
        let ns = harness.nanoseconds(body)
        rows.append(Row(name: name, ns: ns, note: note))
        print(String(format: "%-52@ %10.1f ns  %@", name as NSString, ns, note as NSString))
    }

    /// Each operation once per iteration on a 1,000-row table, focus on row 505.
    mutating func measureSingleEvents() {
        typealias Key = SampleNotifications.Key
        let notifications = notifications
        let form1k = Form(rows: 1000)
        let snapshot = form1k.snapshot(showingRow: 500, extra: 0)
        let focus = form1k.focusedField(row: 505)
        let (showInfo, hideInfo) = (notifications.showInfo, notifications.hideInfo)
        let (parsedShow, parsedHide) = (notifications.parsedShow, notifications.parsedHide)

        print("== Single events (1,000-row table, focus on row 505)")
        bench("parse userInfo (5 keys, Swift values)") { i in
            KeyboardNotification(kind: .willShow, userInfo: i & 1 == 0 ? showInfo : hideInfo)
        }
        bench("parse userInfo (5 keys, NSValue/NSNumber)") { i in
            KeyboardNotification(
                kind: .willShow, userInfo: i & 1 == 0 ? notifications.showBoxed : notifications.hideBoxed)
        }
        bench("five userInfo subscripts (no parsing)") { i in
            let info = i & 1 == 0 ? showInfo : hideInfo
            return (
                info[Key.frameEnd], info[Key.frameBegin], info[Key.animationDuration], info[Key.animationCurve],
                info[Key.isLocal]
            )
        }
        bench("parse userInfo (end frame only: 4 keys missing)") { _ in
            KeyboardNotification(kind: .willShow, userInfo: notifications.endOnly)
        }
        do {
            var engine = KeyboardAvoidanceEngine()
            bench("decide: show/hide alternating (full layout)") { i in
                engine.decide(
                    .keyboard(.init(i & 1 == 0 ? parsedShow : parsedHide)), at: 0, scrollView: snapshot, focus: focus)
            }
        }
        do {
            var engine = KeyboardAvoidanceEngine()
            bench("keyboard event: parse + decide, show/hide alternating", "headline") { i in
                engine.decide(.keyboard(.init(notifications.alternating(i))), at: 0, scrollView: snapshot, focus: focus)
            }
        }
        do {
            var engine = KeyboardAvoidanceEngine()
            bench("keyboard event: parse + decide, NSValue/NSNumber") { i in
                let notification = KeyboardNotification(
                    kind: i & 1 == 0 ? .willShow : .willHide,
                    userInfo: i & 1 == 0 ? notifications.showBoxed : notifications.hideBoxed)
                return engine.decide(.keyboard(.init(notification)), at: 0, scrollView: snapshot, focus: focus)
            }
        }
        measureHub(snapshot: snapshot, focus: focus)
        do {
            var engine = KeyboardAvoidanceEngine()
            _ = engine.decide(.keyboard(.init(parsedShow)), at: 0, scrollView: snapshot, focus: focus)
            bench("keyboard event: parse + decide, duplicate (no change)") { _ in
                engine.decide(
                    .keyboard(.init(KeyboardNotification(kind: .willShow, userInfo: showInfo))), at: 0,
                    scrollView: snapshot, focus: focus)
            }
        }
        do {
            var engine = KeyboardAvoidanceEngine()
            _ = engine.decide(.keyboard(.init(parsedShow)), at: 0, scrollView: snapshot, focus: focus)
            let far = form1k.focusedField(row: 540)
            bench("focus change (keyboard up, scroll needed)") { i in
                engine.decide(.focus(isCorrection: false), at: 0, scrollView: snapshot, focus: i & 1 == 0 ? focus : far)
            }
        }
        do {
            // What a layout pass costs the core on a scroll step: the geometry the last decision was
            // made in against the geometry now, which a scroll leaves as it was.
            let last = LayoutGeometry(snapshot)
            let steps = (0..<64).map { form1k.snapshot(showingRow: 500 + $0, extra: 0) }
            bench("scroll step: layout check (engine's part)", "per display frame") { i in
                LayoutGeometry(steps[i & 63]).requiresLayout(since: last)
            }
        }
        do {
            var engine = KeyboardAvoidanceEngine()
            _ = engine.decide(.keyboard(.init(parsedShow)), at: 0, scrollView: snapshot, focus: focus)
            let dragged = SampleNotifications.dragged
            bench("tracked frame: decide (interactive dismissal step)", "per display frame") { i in
                engine.decide(.track(dragged[i & 1]), at: 0, scrollView: snapshot, focus: nil)
            }
        }
        do {
            let engine = KeyboardAvoidanceEngine()
            let (frames, current) = form1k.candidatesOnScreen(around: 505)
            bench("return-key step (15 candidates on screen)") { _ in
                engine.formStep(.next, from: current, fieldFrames: frames, rightToLeft: false)
            }
        }
    }

    /// The keyboard hub: one notification parsed once, kept in the process's facts, and handed to
    /// every observing view's engine, against each view parsing it for itself.
    private mutating func measureHub(snapshot: ScrollViewSnapshot, focus: FocusedField?) {
        let notifications = notifications
        let views = 10
        var hubEngines = (0..<views).map { _ in KeyboardAvoidanceEngine() }
        var facts = KeyboardFacts()
        let screen = ObjectIdentifier(Benchmark.Row.self as Any.Type)
        bench("hub: 1 notification, \(views) views (1 parse + facts + \(views) decisions)") { i in
            let parsed = notifications.alternating(i) // the one parse
            facts.record(parsed, screen: screen, screenHeight: 852, accessory: nil)
            var last: KeyboardAvoidanceDecision?
            for view in 0..<views {
                last = hubEngines[view].decide(.keyboard(.init(parsed)), at: 0, scrollView: snapshot, focus: focus)
            }
            return last
        }
        var ownEngines = (0..<views).map { _ in KeyboardAvoidanceEngine() }
        bench("each of \(views) views parsing (\(views) parses + \(views) decisions)") { i in
            var last: KeyboardAvoidanceDecision?
            for view in 0..<views {
                last = ownEngines[view].decide(
                    .keyboard(.init(notifications.alternating(i))), at: 0, scrollView: snapshot, focus: focus)
            }
            return last
        }
        let hub = rows[rows.count - 2].ns
        let each = rows[rows.count - 1].ns
        print(
            String(
                format: "hub / each view parsing: %.2f×, %.1f ns saved per notification (1 parse against %d)",
                hub / each, each - hub, views))
    }
}
