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
    /// The hub's notification against each of its views taking it in for itself.
    var hubToEach: Double?
    /// A keyboard event's stages, each against the floor.
    var breakdown: [Stage] = []

    init(harness: Harness) {
        self.harness = harness
    }

    // MARK: - Profiling

    /// Only the headline loop and the floor's, `iterations` times each, for
    /// `valgrind --tool=callgrind`: the inclusive counts of `StandInView.keyboardEvent` and
    /// `Benchmark.rawReads` are the event's and the floor's instructions.
    func profile(iterations: Int) {
        let form = Form(rows: 1000)
        let snapshot = form.snapshot(showingRow: 500, extra: 0)
        let focus = form.focusedField(row: 505)
        var view = StandInView(field: StandInField())
        let reads = StandInReads(field: view.field, fieldInScreen: form.fieldInScreen(row: 505, showingRow: 500))
        for i in 0..<iterations {
            let posted = notifications.posted(i)
            blackHole(
                view.keyboardEvent(
                    posted.kind, userInfo: posted.userInfo, reads: reads, snapshot: snapshot, focus: focus))
        }
        for i in 0..<iterations {
            blackHole(Self.rawReads(notifications.posted(i).userInfo))
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
        // The stand-in app's reads: its focused field, row 505, first responder.
        let field = StandInField()
        let reads = StandInReads(field: field, fieldInScreen: form1k.fieldInScreen(row: 505, showingRow: 500))
        do {
            var engine = KeyboardAvoidanceEngine()
            bench("parse + decide, no intake (show/hide alternating)") { i in
                engine.decide(.keyboard(.init(notifications.alternating(i))), at: 0, scrollView: snapshot, focus: focus)
            }
        }
        do {
            var view = StandInView(field: field)
            bench("intake + decide, parsed (show/hide alternating)") { i in
                let parsed = i & 1 == 0 ? parsedShow : parsedHide
                var editing: StandInField?
                return view.intake.take(parsed, from: StandInReads.origin, reads: reads, editing: &editing).map {
                    StandInView.decide(
                        $0, editing: editing, intake: &view.intake, engine: &view.engine, tracked: field, reads: reads,
                        snapshot: snapshot, focus: focus)
                }
            }
        }
        do {
            var view = StandInView(field: field)
            bench("keyboard event: parse + intake + decide, show/hide alternating", "headline") { i in
                let posted = notifications.posted(i)
                return view.keyboardEvent(
                    posted.kind, userInfo: posted.userInfo, reads: reads, snapshot: snapshot, focus: focus)
            }
        }
        do {
            var view = StandInView(field: field)
            bench("keyboard event: parse + intake + decide, NSValue/NSNumber") { i in
                view.keyboardEvent(
                    i & 1 == 0 ? .willShow : .willHide,
                    userInfo: i & 1 == 0 ? notifications.showBoxed : notifications.hideBoxed, reads: reads,
                    snapshot: snapshot, focus: focus)
            }
        }
        measureHub(reads: reads, snapshot: snapshot, focus: focus)
        do {
            var view = StandInView(field: field)
            _ = view.keyboardEvent(.willShow, userInfo: showInfo, reads: reads, snapshot: snapshot, focus: focus)
            bench("keyboard event: parse + intake + decide, duplicate (no change)") { _ in
                view.keyboardEvent(.willShow, userInfo: showInfo, reads: reads, snapshot: snapshot, focus: focus)
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

    /// The keyboard hub: one notification taken in once by the process's intake (parsed, its
    /// choices made, the facts recorded), then each observing view's `keyboardInput` and `decide`;
    /// against each view taking it in for itself, with an intake of its own.
    /// The hub's notification for ten observing scroll views, one of which holds the focused field,
    /// against each of them taking it in with an intake of its own; both timed in turn within each
    /// sample, the ratio taken within a sample, then the median.
    private mutating func measureHub(reads: StandInReads, snapshot: ScrollViewSnapshot, focus: FocusedField?) {
        let notifications = notifications
        let views = 10
        let field = reads.field
        var hubView = StandInView(field: field)
        var hubEngines = (0..<views).map { _ in KeyboardAvoidanceEngine() }
        var ownViews = (0..<views).map { StandInView(field: field, index: $0) }
        let samples = harness.interleavedNanoseconds(
            [
                { (i: Int) in
                    let posted = notifications.posted(i)
                    // The one take, and the input being edited as it came, handed to every view.
                    var editing: StandInField?
                    guard
                        let notice = hubView.intake.take(
                            posted.kind, userInfo: posted.userInfo, from: StandInReads.origin, reads: reads,
                            editing: &editing)
                    else { return }
                    // View 0 holds the focused field, passed on as it came (as `StandInView` does).
                    var last = StandInView.decide(
                        notice, editing: editing, intake: &hubView.intake, engine: &hubEngines[0], view: 0,
                        tracked: field, reads: reads, snapshot: snapshot, focus: focus)
                    for view in 1..<views {
                        last = StandInView.decide(
                            notice, editing: editing, intake: &hubView.intake, engine: &hubEngines[view],
                            view: view, tracked: nil, reads: reads, snapshot: snapshot, focus: nil)
                    }
                    blackHole(last)
                },
                { (i: Int) in
                    let posted = notifications.posted(i)
                    var last: KeyboardAvoidanceDecision?
                    for view in 0..<views {
                        last = ownViews[view].keyboardEvent(
                            posted.kind, userInfo: posted.userInfo, reads: reads, snapshot: snapshot, focus: focus)
                    }
                    blackHole(last)
                },
            ], samples: 41)
        let hub = Self.median(samples[0])
        let each = Self.median(samples[1])
        let toEach = Self.median(zip(samples[0], samples[1]).map { $0 / $1 })
        for (name, ns) in [
            ("hub: 1 notification, \(views) views (1 take + \(views) × (keyboardInput + decide))", hub),
            ("each of \(views) views parsing (\(views) × (take + keyboardInput + decide))", each),
        ] {
            rows.append(Row(name: name, ns: ns, note: "view 0 holds the focused field"))
            print(String(format: "%-52@ %10.1f ns  %@", name as NSString, ns, "view 0 holds the focused field"))
        }
        hubToEach = toEach
        print(
            String(
                format:
                    "hub / each view parsing: %.2f× (target <= 0.25×), %.1f ns saved per notification (1 take against %d)",
                toEach, each - hub, views))
    }
}
