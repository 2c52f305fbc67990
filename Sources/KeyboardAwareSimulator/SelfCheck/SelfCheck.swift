#if canImport(UIKit)
import KeyboardAware
import UIKit

/// Checks that run on real UIKit (a device, a simulator, an XCTest host) and that the headless
/// model cannot express: every scenario replayed through real views against the headless replay,
/// and what only real views have (decoding from an archive, freeing, delegates, the keyboard's
/// own return key). The Demo app's Self-check screen and the Apple-platform tests call these.
@MainActor
package enum SelfCheck {
    /// How one check went.
    package enum Outcome: Sendable, Equatable {
        /// It held.
        case passed
        /// It did not, and the first thing that differed.
        case failed(String)
        /// It could not run here, and what it needs.
        case skipped(String)
    }

    // MARK: - Scenarios

    /// `file` replayed headless and through real views in `scene`, compared step by step.
    package static func scenario(at file: URL, in scene: UIWindowScene) async -> Outcome {
        let scenario: Scenario
        do {
            scenario = try Scenario(json: String(contentsOf: file, encoding: .utf8))
        } catch {
            return .failed("\(file.lastPathComponent): \(error)")
        }
        let expected = Replay.run(scenario).map(ObservedStep.init)
        switch await UIKitReplay.run(scenario, in: scene) {
        case .skipped(let reason):
            return .skipped(reason)
        case .observed(let observed):
            switch ReplayComparison.compare(expected: expected, observed: observed) {
            case .passed: return .passed
            case .failed(let difference): return .failed(difference.description)
            case .skipped(let reason): return .skipped(reason)
            }
        }
    }

    // MARK: - What only real views have

    /// A `KeyboardAwareScrollView` decoded from an archive, as a storyboard decodes it, takes its
    /// Interface Builder options through key-value coding, as user-defined runtime attributes do.
    package static func decodesFromAnArchiveWithItsOptions() -> Outcome {
        let original = KeyboardAwareScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        guard let data = try? NSKeyedArchiver.archivedData(withRootObject: original, requiringSecureCoding: false),
            let decoded = try? NSKeyedUnarchiver.unarchivedObject(ofClass: KeyboardAwareScrollView.self, from: data)
        else { return .failed("the archive did not decode as a KeyboardAwareScrollView") }
        decoded.setValue(24, forKey: "keyboardDistance")
        decoded.setValue(false, forKey: "isReturnKeyNavigationEnabled")
        decoded.setValue(true, forKey: "showsAccessoryBar")
        let avoidance = decoded.keyboardAvoidance
        guard avoidance.keyboardDistance == 24 else {
            return .failed("keyboardDistance \(avoidance.keyboardDistance), not 24")
        }
        guard !avoidance.isReturnKeyNavigationEnabled else { return .failed("isReturnKeyNavigationEnabled stayed on") }
        guard avoidance.showsAccessoryBar else { return .failed("showsAccessoryBar stayed off") }
        guard avoidance.isEnabled else { return .failed("a decoded view does not avoid the keyboard") }
        return .passed
    }

    /// A scroll view and its adapter are freed once the window that showed them goes, with a
    /// field that was being edited: nothing the kit registered keeps them alive.
    package static func freesTheViewAndItsAdapter(in scene: UIWindowScene) async -> Outcome {
        weak var weakView: KeyboardAwareScrollView?
        weak var weakAvoidance: KeyboardAvoidance?
        do {
            let window = UIWindow(windowScene: scene)
            let view = KeyboardAwareScrollView(frame: window.bounds)
            let field = ReplayTextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
            view.addSubview(field)
            window.addSubview(view)
            window.isHidden = false
            _ = field.becomeFirstResponder()
            weakView = view
            weakAvoidance = view.keyboardAvoidance
            try? await Task.sleep(nanoseconds: 100_000_000)
            _ = field.resignFirstResponder()
            view.removeFromSuperview()
            window.isHidden = true
        }
        // Blocks the adapter queued for the next run-loop turn hold it weakly; let them run.
        try? await Task.sleep(nanoseconds: 200_000_000)
        if weakView != nil { return .failed("the scroll view is still alive") }
        if weakAvoidance != nil { return .failed("the KeyboardAvoidance is still alive") }
        return .passed
    }

    /// Return in a field whose delegate moves focus itself: the kit takes no part, so focus is
    /// where the delegate put it, not on the next field.
    package static func returnKeyLeavesADelegatesMoveAlone(in scene: UIWindowScene) async -> Outcome {
        let window = UIWindow(windowScene: scene)
        let view = KeyboardAwareScrollView(frame: window.bounds)
        let fields = (0..<3).map {
            ReplayTextField(frame: CGRect(x: 20, y: 60 + 60 * CGFloat($0), width: 200, height: 44))
        }
        fields.forEach(view.addSubview)
        window.addSubview(view)
        window.isHidden = false
        defer {
            _ = ReplayFocus.current(in: view)?.resignFirstResponder()
            window.isHidden = true
        }
        let delegate = JumpingDelegate(target: fields[2])
        fields[0].delegate = delegate
        _ = fields[0].becomeFirstResponder()
        try? await Task.sleep(nanoseconds: 100_000_000)
        // UIKit asks the delegate first; it returned true, so the field sends Did End On Exit.
        if delegate.textFieldShouldReturn(fields[0]) { fields[0].pressReturn() }
        try? await Task.sleep(nanoseconds: 100_000_000)
        guard let focused = fields.firstIndex(where: \.isFirstResponder) else { return .failed("no field is focused") }
        return focused == 2 ? .passed : .failed("focus moved to field \(focused), not to the delegate's field 2")
    }

    /// Under a `UITableViewController`, which adjusts its own table for the keyboard, the kit adds
    /// no inset of its own, and Next still moves focus.
    package static func tableViewControllerKeepsItsOwnAdjustment(in scene: UIWindowScene) async -> Outcome {
        let window = UIWindow(windowScene: scene)
        let controller = UITableViewController(style: .plain)
        let table = KeyboardAwareTableView(frame: window.bounds, style: .plain)
        controller.tableView = table
        let fields = (0..<2).map {
            ReplayTextField(frame: CGRect(x: 20, y: 20 + 60 * CGFloat($0), width: 200, height: 44))
        }
        // The fields stand in the table's header, as a sign-in form above a list does.
        let header = UIView(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: 140))
        fields.forEach(header.addSubview)
        table.tableHeaderView = header
        window.rootViewController = controller
        window.isHidden = false
        defer {
            _ = ReplayFocus.current(in: table)?.resignFirstResponder()
            window.isHidden = true
            window.rootViewController = nil
        }
        _ = fields[0].becomeFirstResponder()
        let screen = scene.screen.bounds
        let keyboard = CGRect(x: 0, y: screen.height - 300, width: screen.width, height: 300)
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: scene.screen,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard)])
        try? await Task.sleep(nanoseconds: 300_000_000)
        let avoidance = table.keyboardAvoidance
        guard avoidance.extraBottomInset == 0 else {
            return .failed("the kit added \(avoidance.extraBottomInset) pt under a UITableViewController")
        }
        guard avoidance.focusNextField(), fields[1].isFirstResponder else {
            return .failed("Next did not move focus under a UITableViewController")
        }
        return .passed
    }

    /// The accessory bar's Previous and Next are enabled as the reading order allows: at the first
    /// field only Next, at the last only Previous.
    package static func accessoryBarEnablesPreviousAndNext(in scene: UIWindowScene) async -> Outcome {
        let window = UIWindow(windowScene: scene)
        let view = KeyboardAwareScrollView(frame: window.bounds)
        view.showsAccessoryBar = true
        let fields = (0..<3).map {
            ReplayTextField(frame: CGRect(x: 20, y: 60 + 60 * CGFloat($0), width: 200, height: 44))
        }
        fields.forEach(view.addSubview)
        window.addSubview(view)
        window.isHidden = false
        defer {
            _ = ReplayFocus.current(in: view)?.resignFirstResponder()
            window.isHidden = true
        }
        let bar = view.keyboardAvoidance.accessoryBar
        for (index, want) in [(0, (false, true)), (1, (true, true)), (2, (true, false))] {
            _ = fields[index].becomeFirstResponder()
            try? await Task.sleep(nanoseconds: 100_000_000)
            guard fields[index].inputAccessoryView === bar else { return .failed("field \(index) has no bar") }
            let got = (bar.previousItem.isEnabled, bar.nextItem.isEnabled)
            guard got == want else {
                return .failed("at field \(index): Previous \(got.0), Next \(got.1); expected \(want.0), \(want.1)")
            }
        }
        return .passed
    }

    /// Tap to dismiss never takes a tap from what is under it: its recognizer lets every touch
    /// through to the views (a button's tap still fires) and delays none.
    package static func tapToDismissLetsTouchesThrough() -> Outcome {
        let view = KeyboardAwareScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let before = Set((view.gestureRecognizers ?? []).map(ObjectIdentifier.init))
        view.dismissesKeyboardOnTap = true
        let added = (view.gestureRecognizers ?? []).filter { !before.contains(ObjectIdentifier($0)) }
        guard let tap = added.first as? UITapGestureRecognizer, added.count == 1 else {
            return .failed("expected one tap recognizer, found \(added.count)")
        }
        guard !tap.cancelsTouchesInView, !tap.delaysTouchesBegan, !tap.delaysTouchesEnded else {
            return .failed("the tap recognizer cancels or delays touches")
        }
        view.dismissesKeyboardOnTap = false
        guard !(view.gestureRecognizers ?? []).contains(where: { $0 === tap }) else {
            return .failed("the tap recognizer stayed after dismissesKeyboardOnTap went off")
        }
        return .passed
    }

    /// A delegate that moves focus itself on return, as many apps' form code does.
    private final class JumpingDelegate: NSObject, UITextFieldDelegate {
        let target: UITextField
        init(target: UITextField) { self.target = target }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            _ = target.becomeFirstResponder()
            return true
        }
    }
}
#endif
