import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An inverted view's keyboard event (Behaviour rules: *Inverted*) against an upright one's, in
/// the same run: the mirror's maps in and out are all it adds.
extension Benchmark {
    /// What an inverted view may cost at most, as a multiple of the upright view's keyboard event.
    static let invertedAllowance = 1.1

    /// The headline keyboard event (parse + intake + decide, show and hide alternating, focus on row 505 of
    /// 1,000) on the upright table and on the same table drawn upside down, interleaved sample by
    /// sample; the ratio is taken within each sample, then the median.
    mutating func measureInvertedKeyboardEvent() {
        let notifications = notifications
        let form = Form(rows: 1000)
        let upright = form.snapshot(showingRow: 500, extra: 0)
        let focus = form.focusedField(row: 505)
        // The same table as an inverted view reports it: its mirror is the upright table.
        let mirror = InvertedMirror(upright)
        var flipped = mirror.snapshot(upright)
        flipped.shortContentRestsAtEnd = false
        flipped.isFlipped = true
        let flippedFocus = mirror.focus(focus)
        // Each through the intake, as a notification reaches a view: `take`, `keyboardInput`, `decide`.
        var uprightView = StandInView(field: StandInField())
        var invertedView = StandInView(field: StandInField())
        invertedView.engine = KeyboardAvoidanceEngine(options: KeyboardAvoidanceOptions().with(\.isInverted, true))
        let fieldInScreen = form.fieldInScreen(row: 505, showingRow: 500)
        let uprightReads = StandInReads(field: uprightView.field, fieldInScreen: fieldInScreen)
        let invertedReads = StandInReads(field: invertedView.field, fieldInScreen: fieldInScreen)
        let samples = harness.interleavedNanoseconds(
            [
                { (i: Int) in
                    let posted = notifications.posted(i)
                    blackHole(
                        uprightView.keyboardEvent(
                            posted.kind, userInfo: posted.userInfo, reads: uprightReads, snapshot: upright,
                            focus: focus))
                },
                { (i: Int) in
                    let posted = notifications.posted(i)
                    blackHole(
                        invertedView.keyboardEvent(
                            posted.kind, userInfo: posted.userInfo, reads: invertedReads, snapshot: flipped,
                            focus: flippedFocus))
                },
            ], samples: 41)
        let median = Self.median
        let ratio = median(zip(samples[1], samples[0]).map { $0 / $1 })
        let ns = median(samples[1])
        let verdict = ratio <= Self.invertedAllowance ? "within" : "OVER"
        let note = String(
            format: "%.2f× the upright event (%.1f ns) in the same run; %@ the %.1f× allowed", ratio,
            median(samples[0]), verdict as NSString, Self.invertedAllowance)
        let name = "keyboard event, inverted view: parse + intake + decide"
        rows.append(Row(name: name, ns: ns, note: note))
        print(String(format: "%-52@ %10.1f ns  %@", name as NSString, ns, note as NSString))
    }
}
