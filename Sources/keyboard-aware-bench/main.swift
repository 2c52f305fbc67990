import Foundation
import KeyboardAwareSimulator

// keyboard-aware-bench [--write Sources/KeyboardAwareSimulator/KeyboardAwareSimulator.docc/Benchmarks.md] [--quick]
// Nanoseconds per keyboard event (parse userInfo + decide), per focus change, per return-key
// step, and how they scale from 10 to 1,000,000 rows. Build with -c release: debug numbers mean
// nothing.

var writePath: String?
var profileIterations: Int?
var harness = Harness()
var arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
while !arguments.isEmpty {
    switch arguments.removeFirst() {
    case "--write":
        guard !arguments.isEmpty else {
            print("--write needs a path")
            exit(64)
        }
        writePath = arguments.removeFirst()
    case "--profile":
        // Only the headline loop, for `valgrind --tool=callgrind`.
        guard let n = arguments.first.flatMap(Int.init) else {
            print("--profile needs a count")
            exit(64)
        }
        arguments.removeFirst()
        profileIterations = n
    case "--quick":
        harness.minimumSample = 5_000_000
        harness.samples = 3
    case "-h", "--help":
        print(
            "usage: keyboard-aware-bench [--write Sources/KeyboardAwareSimulator/KeyboardAwareSimulator.docc/Benchmarks.md] [--quick] [--profile N]"
        )
        exit(0)
    case let other:
        print("unexpected argument \(other)")
        exit(64)
    }
}
#if DEBUG
print("warning: debug build; run `swift run -c release keyboard-aware-bench` for meaningful numbers")
#endif

typealias Key = KeyboardNotification.Key
let screen = Form.screen
let docked = CGRect(x: 0, y: 516, width: 393, height: 336)
let offScreen = CGRect(x: 0, y: 852, width: 393, height: 336)

/// What UIKit posts: all five keys. `native` boxes like the simulator (Swift values); `boxed`
/// like a device (NSValue and NSNumber), the path swift-corelibs-foundation takes on Linux.
/// A rect in an `NSValue`, as UIKit boxes it (`NSValue(rect:)` where there is no `cgRect` form).
func nsValue(_ rect: CGRect) -> NSValue {
    #if canImport(UIKit)
    NSValue(cgRect: rect)
    #else
    NSValue(rect: rect)
    #endif
}

func userInfo(end: CGRect, begin: CGRect, boxed: Bool) -> [AnyHashable: Any] {
    if boxed {
        return [
            Key.frameEnd: nsValue(end), Key.frameBegin: nsValue(begin),
            Key.animationDuration: NSNumber(value: 0.25), Key.animationCurve: NSNumber(value: 7),
            Key.isLocal: NSNumber(value: true),
        ]
    }
    return [
        Key.frameEnd: end, Key.frameBegin: begin, Key.animationDuration: 0.25, Key.animationCurve: 7, Key.isLocal: true,
    ]
}
let showInfo = userInfo(end: docked, begin: offScreen, boxed: false)
let hideInfo = userInfo(end: offScreen, begin: docked, boxed: false)
let showBoxed = userInfo(end: docked, begin: offScreen, boxed: true)
let hideBoxed = userInfo(end: offScreen, begin: docked, boxed: true)
let endOnly: [AnyHashable: Any] = [Key.frameEnd: docked]

if let profileIterations {
    var engine = KeyboardAvoidanceEngine()
    let form = Form(rows: 1000)
    for i in 0..<profileIterations {
        let notification = KeyboardNotification(
            kind: i & 1 == 0 ? .willShow : .willHide, userInfo: i & 1 == 0 ? showInfo : hideInfo)
        blackHole(
            engine.handle(
                notification, scrollView: form.snapshot(showingRow: 500, extra: 0), focus: form.focusedField(row: 505)))
    }
    exit(0)
}

// MARK: - Single events

struct Row {
    var name: String
    var ns: Double
    var note: String
}
var rows: [Row] = []
@MainActor func bench(_ name: String, _ note: String = "", _ body: (Int) -> some Any) {
    let ns = harness.nanoseconds(body)
    rows.append(Row(name: name, ns: ns, note: note))
    print(String(format: "%-52@ %10.1f ns  %@", name as NSString, ns, note as NSString))
}

let form1k = Form(rows: 1000)
let snapshot = form1k.snapshot(showingRow: 500, extra: 0)
let focus = form1k.focusedField(row: 505)

print("== Single events (1,000-row table, focus on row 505)")
bench("parse userInfo (5 keys, Swift values)") { i in
    KeyboardNotification(kind: .willShow, userInfo: i & 1 == 0 ? showInfo : hideInfo)
}
bench("parse userInfo (5 keys, NSValue/NSNumber)") { i in
    KeyboardNotification(kind: .willShow, userInfo: i & 1 == 0 ? showBoxed : hideBoxed)
}
bench("five userInfo subscripts (no parsing)") { i in
    let info = i & 1 == 0 ? showInfo : hideInfo
    return (
        info[Key.frameEnd], info[Key.frameBegin], info[Key.animationDuration], info[Key.animationCurve],
        info[Key.isLocal]
    )
}
bench("parse userInfo (end frame only: 4 keys missing)") { _ in KeyboardNotification(kind: .willShow, userInfo: endOnly)
}
let parsedShow = KeyboardNotification(kind: .willShow, userInfo: showInfo)
let parsedHide = KeyboardNotification(kind: .willHide, userInfo: hideInfo)
do {
    var engine = KeyboardAvoidanceEngine()
    bench("decide: show/hide alternating (full layout)") { i in
        engine.handle(i & 1 == 0 ? parsedShow : parsedHide, scrollView: snapshot, focus: focus)
    }
}
do {
    var engine = KeyboardAvoidanceEngine()
    bench("keyboard event: parse + decide, show/hide alternating", "headline") { i in
        let notification = KeyboardNotification(
            kind: i & 1 == 0 ? .willShow : .willHide, userInfo: i & 1 == 0 ? showInfo : hideInfo)
        return engine.handle(notification, scrollView: snapshot, focus: focus)
    }
}
do {
    var engine = KeyboardAvoidanceEngine()
    bench("keyboard event: parse + decide, NSValue/NSNumber") { i in
        let notification = KeyboardNotification(
            kind: i & 1 == 0 ? .willShow : .willHide, userInfo: i & 1 == 0 ? showBoxed : hideBoxed)
        return engine.handle(notification, scrollView: snapshot, focus: focus)
    }
}
do {
    var engine = KeyboardAvoidanceEngine()
    _ = engine.handle(parsedShow, scrollView: snapshot, focus: focus)
    bench("keyboard event: parse + decide, duplicate (no change)") { _ in
        engine.handle(KeyboardNotification(kind: .willShow, userInfo: showInfo), scrollView: snapshot, focus: focus)
    }
}
do {
    var engine = KeyboardAvoidanceEngine()
    _ = engine.handle(parsedShow, scrollView: snapshot, focus: focus)
    let far = form1k.focusedField(row: 540)
    bench("focus change (keyboard up, scroll needed)") { i in
        engine.focusChanged(scrollView: snapshot, focus: i & 1 == 0 ? focus : far)
    }
}
do {
    let engine = KeyboardAvoidanceEngine()
    let (frames, current) = form1k.candidatesOnScreen(around: 505)
    bench("return-key step (15 candidates on screen)") { _ in
        engine.formStep(.next, from: current, fieldFrames: frames, rightToLeft: false)
    }
}

// MARK: - Scaling

/// The five raw reads a keyboard event starts from, with no parsing and no policy: the floor
/// under any keyboard code. They are read the way the parser reads them, in one pass over the
/// entries comparing plain strings, since on Linux five `info[key]` subscripts alone cost more
/// than a whole event (see "five userInfo subscripts" above).
@inline(never) func rawReads(_ info: [AnyHashable: Any]) -> (Any?, Any?, Any?, Any?, Any?) {
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

struct ScaleRow {
    var rows: Int
    var previousCell, keyboardEvent, floor, walk, focusChange, nextOnScreen, fullScan: Double
    var eventToFloor, walkToEvent: Double
    var duplicateWrites: Int
}

/// One form size, with the inputs the UIKit layer would hand the core for 1,024 rows spread over
/// the whole form, computed before timing: a device reads the focused row's geometry from UIKit,
/// so the timing should not include misses on the benchmark's own 32 MB arrays of frames.
struct ScaleCase {
    static let inputCount = 1024
    let form: Form
    let walkForm: ModelForm
    let rowsVisited: [Int]
    let snapshots: [ScrollViewSnapshot]
    let scrolledSnapshots: [ScrollViewSnapshot]
    let focuses: [FocusedField]
    let nextFocuses: [FocusedField]
    let candidates: [(frames: [CGRect], current: Int)]

    init(rows count: Int) {
        let form = Form(rows: count)
        // Input i is row (i * 619 mod 1024) / 1024 of the form: the first few inputs, all that a
        // slow measurement may use, already spread over the whole form.
        let rows = (0..<Self.inputCount).map { ($0 &* 619) % Self.inputCount * count / Self.inputCount }
        self.form = form
        walkForm = ModelForm(rows: count)
        rowsVisited = rows
        snapshots = rows.map { form.snapshot(showingRow: $0, extra: 0) }
        scrolledSnapshots = rows.map { form.snapshot(showingRow: $0, extra: 302) }
        focuses = rows.map { form.focusedField(row: $0) }
        nextFocuses = rows.map { form.focusedField(row: ($0 + 9) % count) }
        candidates = rows.map { form.candidatesOnScreen(around: $0) }
    }
}

let sizes = [10, 1_000, 100_000, 1_000_000]
let rounds = 41
print("\n== Scaling (focused row varies over the whole form; median of \(rounds) interleaved samples)")
let cases = sizes.map(ScaleCase.init)
let mask = ScaleCase.inputCount - 1
// Every size is timed in turn within each sample, so that a slow moment of the machine lands on
// all sizes alike; the ratios are taken within a sample, then the median.
var eventEngines = cases.map { _ in KeyboardAvoidanceEngine() }
// The floor is timed in the same turns, so that event/floor is a ratio of neighbours in time.
let eventAndFloorSamples = harness.interleavedNanoseconds(
    cases.indices.map { index in
        { (i: Int) -> Any in
            let notification = KeyboardNotification(
                kind: i & 1 == 0 ? .willShow : .willHide,
                userInfo: i & 1 == 0 ? showInfo : hideInfo)
            return eventEngines[index].handle(
                notification, scrollView: cases[index].snapshots[i & mask],
                focus: cases[index].focuses[i & mask])
        }
    } + [{ (i: Int) -> Any in rawReads(i & 1 == 0 ? showInfo : hideInfo) }], samples: rounds)
let eventSamples = Array(eventAndFloorSamples.dropLast())
let floorSamples = Array(repeating: eventAndFloorSamples[cases.count], count: cases.count)
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
                    return scale.walkForm.root.firstResponderBeneath() != nil
                }
            ], samples: 5)[0])
    if let focused { scale.walkForm.fields[focused].isFirstResponder = false }
}
var focusEngines: [KeyboardAvoidanceEngine] = cases.map { scale in
    var engine = KeyboardAvoidanceEngine()
    _ = engine.handle(parsedShow, scrollView: scale.snapshots[0], focus: nil)
    return engine
}
let focusSamples = harness.interleavedNanoseconds(
    cases.indices.map { index in
        { (i: Int) in
            focusEngines[index].focusChanged(
                scrollView: cases[index].scrolledSnapshots[i & mask],
                focus: cases[index].nextFocuses[i & mask])
        }
    }, samples: rounds)

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

var scaleRows: [ScaleRow] = []
print(
    "rows        prev-cell  kbd-event      floor  event/floor       walk  walk/event  focus-chg  next(screen)  next(full scan)  dup-writes"
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
        engine.formStep(.next, from: scale.rowsVisited[i & mask], fieldFrames: scale.form.fields, rightToLeft: false)
    }
    // Writes per duplicate event: show once, apply what the engine wrote, then send it again.
    var view = scale.form.snapshot(showingRow: count / 2, extra: 0)
    var duplicateEngine = KeyboardAvoidanceEngine()
    let focus = scale.form.focusedField(row: count / 2)
    let first = duplicateEngine.handle(parsedShow, scrollView: view, focus: focus).changes
    if let inset = first.contentInset {
        view.adjustedContentInset = inset + view.systemInset
        view.contentInset = inset
    }
    if let indicator = first.indicatorInset { view.indicatorInset = indicator }
    if let offset = first.contentOffset { view.contentOffset = offset }
    var duplicateWrites = 0
    for _ in 0..<1000 {
        let changes = duplicateEngine.handle(
            KeyboardNotification(kind: .willShow, userInfo: showInfo), scrollView: view,
            focus: focus
        ).changes
        duplicateWrites +=
            [changes.contentInset != nil, changes.indicatorInset != nil, changes.contentOffset != nil]
            .filter { $0 }.count
    }
    let result = ScaleRow(
        rows: count, previousCell: previousCell, keyboardEvent: median(eventSamples[index]),
        floor: median(floorSamples[index]), walk: median(walkSamples[index]), focusChange: median(focusSamples[index]),
        nextOnScreen: nextOnScreen, fullScan: fullScan,
        eventToFloor: median(zip(eventSamples[index], floorSamples[index]).map { $0 / $1 }),
        walkToEvent: median(walkSamples[index]) / median(eventSamples[index]),
        duplicateWrites: duplicateWrites)
    scaleRows.append(result)
    print(
        String(
            format: "%-10d %10.1f %10.1f %10.1f %11.2f× %10.1f %10.1f× %10.1f %13.1f %16.1f %11d", count,
            previousCell, result.keyboardEvent, result.floor, result.eventToFloor, result.walk, result.walkToEvent,
            result.focusChange, nextOnScreen, fullScan, duplicateWrites))
}
// The largest form's keyboard event against the smallest's, per round: flat means about 1.
let scalingRatios = (0..<rounds).map { eventSamples[sizes.count - 1][$0] / eventSamples[0][$0] }
let scalingRatio = median(scalingRatios)
let quartiles = scalingRatios.sorted()
print(
    String(
        format: "keyboard event, 1,000,000 rows / 10 rows: %.2f× (middle half of samples %.2f× to %.2f×)",
        scalingRatio, quartiles[rounds / 4], quartiles[rounds * 3 / 4]))

// MARK: - The Benchmarks article

if let writePath {
    let machine = Machine.current
    var text = """
        # Benchmarks

        Written by `swift run -c release keyboard-aware-bench --write Sources/KeyboardAwareSimulator/KeyboardAwareSimulator.docc/Benchmarks.md`. Median of
        \(harness.samples) samples of at least \(harness.minimumSample / 1_000_000) ms each, `DispatchTime`, results kept alive
        with `blackHole`. Target: <= 2 µs (2,000 ns) per keyboard event, flat across form sizes.

        | Machine | |
        |---|---|
        | Date | \(machine.date) |
        | CPU | \(machine.cpu) |
        | Cores (`nproc`) | \(machine.cores) |
        | Swift | \(machine.swift) |

        ## Single events (1,000-row table, focus on row 505)

        | Operation | ns | |
        |---|---:|---|

        """
    for row in rows { text += "| \(row.name) | \(String(format: "%.1f", row.ns)) | \(row.note) |\n" }
    text += """

        ## Scaling

        Table of N rows (60 pt, sections of 20), the focused row varying over the whole form
        (1,024 rows spread over it, their geometry computed before timing, as a device reads it
        from UIKit). Keyboard event, floor and focus change: median of \(rounds) short samples,
        each of which times every size in turn; event/floor and the last line's ratio are taken
        within each sample, then the median. The walk: median of 5 samples per size.

        - floor: the same five raw `userInfo` reads with no parsing or policy (one pass over the
          entries, as the parser reads them), the least any keyboard code does per notification;
          event/floor is what parsing and deciding add.
        - walk: how view-tree kits find the field to show, a depth-first walk of the form's
          views (row, label, field) for the first responder, modelled with plain objects;
          walk/event compares it with this kit's whole keyboard event, which is handed the
          focused field by editing notifications and never walks.
        - The previous cell comes from `PreviousCell` (index path arithmetic); the return key's
          candidates are the fields on screen (15), as the UIKit layer passes them. The naive
          scan of all N fields is shown for honesty: it is what passing every field would cost.

        | Rows | previous cell ns | keyboard event ns | floor ns | event / floor | walk ns | walk / event | focus change ns | next field (on screen) ns | next field (full scan of N) ns | writes per duplicate event |
        |---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|

        """
    for row in scaleRows {
        text +=
            "| \(row.rows) | "
            + [row.previousCell, row.keyboardEvent, row.floor].map { String(format: "%.1f", $0) }
            .joined(separator: " | ")
        text += String(format: " | %.2f× | %.1f | %.1f× | ", row.eventToFloor, row.walk, row.walkToEvent)
        text +=
            [row.focusChange, row.nextOnScreen, row.fullScan].map { String(format: "%.1f", $0) }
            .joined(separator: " | ") + " | \(row.duplicateWrites) |\n"
    }
    text += String(
        format:
            "\nKeyboard event, 1,000,000 rows against 10 rows: %.2f× (middle half of the samples: %.2f× to %.2f×).\n",
        scalingRatio, quartiles[rounds / 4], quartiles[rounds * 3 / 4])
    text += """

        ## Notes

        - Before the parser read its keys in one pass, a keyboard event cost about 2,090 ns here (parse 2,015 ns): callgrind put
          three quarters of it in `info[AnyHashable(key)]`, whose `AnyHashable` comparisons go
          through the runtime's generic boxes. `KeyboardNotification(kind:userInfo:)` now reads
          the entries in one pass comparing plain strings (keys that are not strings keep the
          match by description): about 820 ns, same results (all tests pass).
        - The NSValue/NSNumber rows are what swift-corelibs-foundation costs on Linux:
          `NSValue.objCType` builds its C string on every call (and leaks it, see `.ci/fuzz`).
          On Apple platforms `RectValue` bridges `NSValue` to `CGRect` with a cast instead.
        - The work per keyboard event does not depend on the form's size. Earlier runs of this
          benchmark read each row's geometry from the form's 32 MB arrays inside the timed loop,
          and the largest form measured 1.06× to 1.39× the smallest from run to run: cache misses
          of the benchmark, not of the kit. The inputs are computed before timing, and the sizes
          are timed in turn within each sample.
        - Absolute nanoseconds vary about two-fold between machines of the same kind; the ratios,
          measured in one run, are what to compare across machines.
        - A return-key step orders its candidates by rows (rule 12): a sort and a grouping, a few
          microseconds for a screenful, once per key press. The UIKit layer passes the fields on
          screen and at most two rows that are not, so a form's size does not enter.

        """
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: writePath))
        print("\nwrote \(writePath)")
    } catch {
        print("cannot write \(writePath): \(error)")
        exit(1)
    }
}
