// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import KeyboardAware
import UIKit

extension SelfCheck {
    /// A row pinned with `pinToTop(at:)` that the app deletes, and one whose table the app reloads
    /// with fewer rows: UIKit is never asked about an index path past its counts (it raises "request
    /// for rect at invalid index path", which ends the host), the pin ends, the app hears it once,
    /// and the blank space goes (the bottom inset is the app's 0 again).
    package static func pinnedRowGoneEndsThePin(in scene: UIWindowScene) async -> Outcome {
        let rows = CountedRows(count: 30)
        let (window, table) = await shownTable(of: rows, in: scene)
        defer { window.isHidden = true }
        let avoidance = table.keyboardAvoidance
        var heard: [PinState] = []
        avoidance.pinStateChangeHandler = { heard.append($0) }

        // Deleted: row 28 of 30, pinned at the top with a blank below the content.
        let deleted = IndexPath(row: 28, section: 0)
        avoidance.pinToTop(at: deleted)
        guard avoidance.pinState == .pinned, table.contentInset.bottom > 0 else {
            return .failed("pinToTop(at: row 28) did not pin it with a blank space")
        }
        rows.count -= 1
        table.deleteRows(at: [deleted], with: .automatic)
        table.layoutIfNeeded()
        try? await Task.sleep(nanoseconds: 500_000_000)
        guard avoidance.pinState == .none, heard == [.pinned, .none], table.contentInset.bottom == 0 else {
            return .failed(
                "after the pinned row was deleted: \(avoidance.pinState), heard \(heard), bottom inset \(table.contentInset.bottom)"
            )
        }

        // Reloaded with fewer rows: row 20 pinned, then 5 rows left.
        avoidance.pinToTop(at: IndexPath(row: 20, section: 0))
        guard avoidance.pinState == .pinned else { return .failed("pinToTop(at: row 20) did not pin it") }
        rows.count = 5
        table.reloadData()
        table.layoutIfNeeded()
        try? await Task.sleep(nanoseconds: 500_000_000)
        guard avoidance.pinState == .none, heard == [.pinned, .none, .pinned, .none], table.contentInset.bottom == 0
        else {
            return .failed(
                "after reloadData() with 5 rows: \(avoidance.pinState), heard \(heard), bottom inset \(table.contentInset.bottom)"
            )
        }
        return .passed
    }
}

extension SelfCheck {
    /// Five rows inserted above a pinned row with UITableView's own animation (`.automatic`), as
    /// "load earlier" does: sampled on every frame of the animation (the presentation layers, what
    /// the screen shows), the pinned row's top on screen stays within a point of where it was, and
    /// it ends at the top, pinned, 5 × 60 pt further down the content.
    package static func pinnedRowHoldsStillThroughAnAnimatedInsert(in scene: UIWindowScene) async -> Outcome {
        let rows = CountedRows(count: 40)
        let (window, table) = await shownTable(of: rows, in: scene)
        defer { window.isHidden = true }
        let pinned = IndexPath(row: 30, section: 0)
        table.keyboardAvoidance.pinToTop(at: pinned)
        table.layoutIfNeeded()
        guard table.keyboardAvoidance.pinState == .pinned, let cell = table.cellForRow(at: pinned) else {
            return .failed("pinToTop(at: row 30) did not pin a row on screen")
        }
        let before = shownTop(of: cell, in: table)
        rows.count += 5
        table.insertRows(at: (0..<5).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        var worst: CGFloat = 0
        for _ in 0..<40 { // about two thirds of a second, past UIKit's row animation
            worst = max(worst, abs(shownTop(of: cell, in: table) - before))
            try? await Task.sleep(nanoseconds: 16_000_000)
        }
        guard worst <= 1 else {
            return .failed("the pinned row moved by up to \(worst) pt on screen during the animated insert")
        }
        let top = table.rectForRow(at: IndexPath(row: 35, section: 0)).minY
        guard table.keyboardAvoidance.pinState == .pinned,
            abs(table.contentOffset.y + table.adjustedContentInset.top - top) <= 1
        else {
            return .failed(
                "after the insert the row (content y \(top)) is not at the top: offset \(table.contentOffset.y)")
        }
        return .passed
    }

    /// Where `view`'s top shows in `table`'s visible region now, from the presentation layers (what
    /// the screen shows mid-animation): each layer's frame, less its superlayer's bounds origin.
    private static func shownTop(of view: UIView, in table: UIView) -> CGFloat {
        var y: CGFloat = 0
        var layer: CALayer? = view.layer
        while let current = layer, current !== table.layer {
            y += (current.presentation() ?? current).frame.minY
            layer = current.superlayer
            if let parent = layer { y -= (parent.presentation() ?? parent).bounds.minY }
        }
        return y
    }
}

extension SelfCheck {
    /// A `KeyboardAwareTableView` of `rows`, 60 pt each, filling a window of `scene` that is shown,
    /// laid out and given a moment to settle; the caller hides the window.
    fileprivate static func shownTable(
        of rows: CountedRows, in scene: UIWindowScene
    ) async -> (UIWindow, KeyboardAwareTableView) {
        let window = UIWindow(windowScene: scene)
        let table = KeyboardAwareTableView(frame: window.bounds, style: .plain)
        table.dataSource = rows
        table.rowHeight = 60
        window.addSubview(table)
        window.isHidden = false
        table.layoutIfNeeded()
        try? await Task.sleep(nanoseconds: 200_000_000)
        return (window, table)
    }
}

/// Plain rows, as many as `count` says now.
private final class CountedRows: NSObject, UITableViewDataSource {
    var count: Int

    init(count: Int) {
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
#endif
