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
        let window = UIWindow(windowScene: scene)
        let table = KeyboardAwareTableView(frame: window.bounds, style: .plain)
        let rows = CountedRows(count: 30)
        table.dataSource = rows
        table.rowHeight = 60
        window.addSubview(table)
        window.isHidden = false
        defer { window.isHidden = true }
        table.layoutIfNeeded()
        try? await Task.sleep(nanoseconds: 200_000_000)
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
