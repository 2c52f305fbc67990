// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import KeyboardAware
import UIKit

extension SelfCheck {
    /// Scrolling a table of fields step by step, as a finger does, walks no view: none with the
    /// accessory bar off, and with it on none on steps that bring no new cell on screen
    /// (``ViewWalks`` counts every view the kit's walks visit). UIKit lays out on every scroll
    /// step, so a walk there would be paid on every display frame.
    package static func scrollStepWalksNoView(in scene: UIWindowScene) async -> Outcome {
        let window = UIWindow(windowScene: scene)
        let table = KeyboardAwareTableView(frame: window.bounds, style: .plain)
        let rows = FieldRows()
        table.dataSource = rows
        table.rowHeight = 60
        window.addSubview(table)
        window.isHidden = false
        defer { window.isHidden = true }
        table.layoutIfNeeded()
        try? await Task.sleep(nanoseconds: 200_000_000)
        guard !table.visibleCells.isEmpty else { return .failed("the table showed no rows") }

        // The bar off: 40 steps of 7 pt, most of which bring a new row in.
        let barOff = await visits(scrolling: table, steps: 40, by: 7)
        if barOff != 0 { return .failed("\(barOff) views visited over 40 scroll steps with the bar off (budget 0)") }

        // The bar on: prepared once, then steps of half a point back and forth that bring no row
        // in. Rows are 60 pt high: both edges of the bounds are put at least 15 pt inside a row
        // first (some such offset exists for every height), so no half-point step can reach a new one.
        table.keyboardAvoidance.options.showsAccessoryBar = true
        table.contentOffset.y = Self.offsetInsideRows(near: table.contentOffset.y, height: table.bounds.height, row: 60)
        table.layoutIfNeeded()
        try? await Task.sleep(nanoseconds: 200_000_000)
        let before = table.indexPathsForVisibleRows
        let barOn = await visits(scrolling: table, steps: 10, by: 0.5, alternating: true)
        guard table.indexPathsForVisibleRows == before else {
            return .failed("half-point steps brought a new row in, so the budget could not be measured")
        }
        if barOn != 0 { return .failed("\(barOn) views visited over 10 steps that brought no new row (budget 0)") }
        return .passed
    }

    /// The views the kit visited while `scrollView` scrolled `steps` times by `distance`, each
    /// step laid out and followed by a run-loop turn, as a drag is.
    private static func visits(
        scrolling scrollView: UIScrollView, steps: Int, by distance: CGFloat, alternating: Bool = false
    ) async -> Int {
        let start = ViewWalks.visited
        for step in 0..<steps {
            scrollView.contentOffset.y += alternating && step % 2 == 1 ? -distance : distance
            scrollView.layoutIfNeeded()
            try? await Task.sleep(nanoseconds: 16_000_000)
        }
        return ViewWalks.visited - start
    }
}

extension SelfCheck {
    /// An offset at or just below `y` whose bounds of `height` have both edges at least a quarter row
    /// inside rows of height `row`: the top edge at `c` into a row and the bottom at `c + height`,
    /// with `c` the whole point that keeps both farthest from a row's edge.
    nonisolated static func offsetInsideRows(near y: CGFloat, height: CGFloat, row: CGFloat) -> CGFloat {
        func clearance(_ c: CGFloat) -> CGFloat {
            let bottom = (c + height).truncatingRemainder(dividingBy: row)
            return min(c, row - c, bottom, row - bottom)
        }
        let best =
            stride(from: 1, to: Int(row), by: 1).map(CGFloat.init).max { clearance($0) < clearance($1) } ?? row / 2
        return (max(0, y) / row).rounded(.down) * row + best
    }
}

/// A table's rows, each with a text field: what a form the size of several screens is.
@MainActor
private final class FieldRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "field")
            ?? UITableViewCell(style: .default, reuseIdentifier: "field")
        if cell.contentView.subviews.first(where: { $0 is UITextField }) == nil {
            let field = UITextField(frame: CGRect(x: 16, y: 8, width: 200, height: 44))
            cell.contentView.addSubview(field)
        }
        return cell
    }
}
#endif
