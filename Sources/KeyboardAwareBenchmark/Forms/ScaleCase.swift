import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

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
    /// The focused fields in the screen, as the stand-in reads give them to the intake.
    let fieldsInScreen: [CGRect]
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
        fieldsInScreen = rows.map { form.fieldInScreen(row: $0, showingRow: $0) }
        nextFocuses = rows.map { form.focusedField(row: ($0 + 9) % count) }
        candidates = rows.map { form.candidatesOnScreen(around: $0) }
    }
}
