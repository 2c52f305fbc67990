import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Benchmark {
    /// What a streamed reply costs under a pinned message (Behaviour rules: *Pinned content*): each
    /// chunk grows the content, and the engine recomputes the blank space below it and the inset
    /// that keeps it. Timed in turns with the headline keyboard event on the same 1,000-row table,
    /// so that the ratio is of neighbours in time; the issue's budget is 0.2× a keyboard event.
    mutating func measurePinnedReply() {
        let notifications = notifications
        let form = Form(rows: 1000)
        let keyboardSnapshot = form.snapshot(showingRow: 500, extra: 0)
        let focus = form.focusedField(row: 505)
        // The last row (y 59,940) pinned to the top, the keyboard up; the reply grows below it by a
        // line (22 pt) per chunk, here back and forth between two heights so that every chunk
        // changes the blank space and asks for a write.
        let pinnedY = CGFloat(form.rows - 1) * Form.rowHeight
        var chat = form.snapshot(showingRow: form.rows - 1, extra: 0)
        var engine = KeyboardAvoidanceEngine()
        _ = engine.decide(.keyboard(.init(notifications.parsedShow)), at: 0, scrollView: chat, focus: nil)
        _ = engine.decide(.pin(pinnedY), at: 0, scrollView: chat, focus: nil)
        chat.contentInset = engine.appliedInset(.content)
        chat.adjustedContentInset = chat.contentInset + EdgeInsets(top: 59, bottom: 34)
        let heights = [chat.contentSize.height + 22, chat.contentSize.height + 44]
        let chunks = heights.indices.map { index in
            var after = chat
            after.contentSize.height = heights[index]
            var before = chat
            before.contentSize.height = heights[1 - index]
            return (before: before, after: after)
        }
        var keyboardView = StandInView(field: StandInField())
        let reads = StandInReads(
            field: keyboardView.field, fieldInScreen: form.fieldInScreen(row: 505, showingRow: 500))
        let samples = harness.interleavedNanoseconds(
            [
                { (i: Int) in
                    let posted = notifications.posted(i)
                    blackHole(
                        keyboardView.keyboardEvent(
                            posted.kind, userInfo: posted.userInfo, reads: reads, snapshot: keyboardSnapshot,
                            focus: focus))
                },
                { (i: Int) in
                    let chunk = chunks[i & 1]
                    blackHole(
                        engine.decide(
                            .contentSize(before: chunk.before.viewport), at: 0, scrollView: chunk.after, focus: nil))
                },
            ], samples: 41)
        let median = Self.median
        let ratio = median(zip(samples[1], samples[0]).map { $0 / $1 })
        let ns = median(samples[1])
        let note = String(
            format: "per streamed chunk; %.2f× a keyboard event (%.1f ns) in the same run", ratio, median(samples[0]))
        rows.append(Row(name: "pinned reply: content size (blank recomputed)", ns: ns, note: note))
        print(
            String(
                format: "%-52@ %10.1f ns  %@", "pinned reply: content size (blank recomputed)" as NSString, ns,
                note as NSString))
    }
}
