import KeyboardAwareSelfCheck
import UIKit

/// Replays every bundled scenario through real views on this device and lists each as passed,
/// failed (with the first difference) or skipped (with what it needs, such as a screen size).
///
/// Launched with `--self-check`, the app shows only this screen, prints one line per result, a
/// summary (`self-check: 34 passed, 0 failed, 19 skipped (27 of 27 replayable scenarios passed)`)
/// and `self-check: PROVED` or `self-check: FAILED: …` to its standard output, and quits: how CI
/// runs it on a simulator (`xcrun simctl launch --console-pty … --self-check`).
final class SelfCheckViewController: UITableViewController {
    private var results: [KeyboardAwareSelfCheck.Result] = []
    private var isRunning = false
    private let reportsAndQuits: Bool

    init(reportsAndQuits: Bool = false) {
        self.reportsAndQuits = reportsAndQuits
        super.init(style: .insetGrouped)
        title = "Self-check"
    }

    required init?(coder: NSCoder) {
        reportsAndQuits = false
        super.init(coder: coder)
        title = "Self-check"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !isRunning, results.isEmpty, let scene = view.window?.windowScene else { return }
        isRunning = true
        navigationItem.prompt = "Replaying… (about half a second per event)"
        Task { @MainActor [weak self] in
            let results = await KeyboardAwareSelfCheck.run(in: scene)
            let summary = KeyboardAwareSelfCheck.summary(of: results, in: scene)
            guard let self else { return }
            self.results = results
            self.isRunning = false
            self.navigationItem.prompt = summary.problem.map { "\(summary) — \($0)" } ?? summary.description
            self.tableView.reloadData()
            if self.reportsAndQuits {
                // The device facts the run's table shows, measured once the checks are done.
                await DeviceFacts.stateAccessoryInKeyboardFrame(in: scene)
                Self.report(results, summary: summary)
            }
        }
    }

    /// One line per result (and per keyboard event of a scenario, with what it cost the scroll
    /// view), then the summary, on standard output; quits with status 1 when the run does not
    /// prove the kit on this screen: a check failed or was skipped, no scenario passed, or fewer
    /// than the screen can replay (`exit` flushes the output). Only for `--self-check` launches: an app never
    /// quits itself otherwise.
    private static func report(_ results: [KeyboardAwareSelfCheck.Result], summary: SelfCheckSummary) -> Never {
        for result in results {
            print("self-check: \(result.name): \(result.status)")
            for line in result.eventCosts { print("self-check:   \(line)") }
        }
        print("self-check: \(summary)")
        if let problem = summary.problem {
            print("self-check: FAILED: \(problem)")
            exit(1)
        }
        print("self-check: PROVED")
        exit(0)
    }

    // MARK: - Table

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "result")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "result")
        let result = results[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = result.name
        content.secondaryText = result.status.description
        content.secondaryTextProperties.numberOfLines = 0
        switch result.status {
        case .passed: content.secondaryTextProperties.color = .systemGreen
        case .failed: content.secondaryTextProperties.color = .systemRed
        case .skipped: content.secondaryTextProperties.color = .secondaryLabel
        }
        cell.contentConfiguration = content
        return cell
    }
}
