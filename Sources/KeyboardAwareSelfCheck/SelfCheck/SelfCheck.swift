// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import KeyboardAware
import KeyboardAwareSimulator
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

    /// The replays of `files` (``ReplayPlan/replays(of:)``), and a failure for each file that does
    /// not read as a scenario.
    package static func plan(_ files: [URL]) -> (replays: [PlannedReplay], unreadable: [(name: String, error: String)])
    {
        var scenarios: [(name: String, scenario: Scenario)] = []
        var unreadable: [(name: String, error: String)] = []
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            do {
                scenarios.append((name, try Scenario(json: String(contentsOf: file, encoding: .utf8))))
            } catch {
                unreadable.append((name, "\(file.lastPathComponent): \(error)"))
            }
        }
        return (ReplayPlan.replays(of: scenarios), unreadable)
    }

    /// `planned` replayed headless and through real views in `scene`, compared step by step; then
    /// what each event cost the real scroll view, against the budget. Returns the outcome and one
    /// line per keyboard event with its cost.
    package static func scenario(_ planned: PlannedReplay, in scene: UIWindowScene) async
        -> (outcome: Outcome, eventCosts: [String])
    {
        let expected = Replay.run(planned.scenario).map(ObservedStep.init)
        switch await UIKitReplay.run(planned, in: scene) {
        case .skipped(let reason):
            return (.skipped(reason), [])
        case .observed(let observed, let costs):
            let lines = EventCost.keyboardEventLines(events: planned.scenario.events, costs: costs)
            switch ReplayComparison.compare(expected: expected, observed: observed) {
            case .passed:
                if let over = EventCost.firstOverBudget(costs) { return (.failed("over budget: \(over)"), lines) }
                return (.passed, lines)
            case .failed(let difference): return (.failed(difference.description), lines)
            case .skipped(let reason): return (.skipped(reason), lines)
            }
        }
    }

    // MARK: - What only real views have

    /// Each `KeyboardAware…` view decoded from a keyed archive, as a storyboard or nib decodes it
    /// (`init(coder:)`, no secure coding), avoids the keyboard with the documented defaults, then
    /// takes every Interface Builder option through key-value coding, as user-defined runtime
    /// attributes set them, and the `KeyboardAvoidance` reports each one; the keys of storyboards saved
    /// with 0.2.0 still load, and a choice's unknown name changes nothing.
    package static func decodesFromAnArchiveWithItsOptions() -> Outcome {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let originals: [UIScrollView] = [
            KeyboardAwareScrollView(frame: frame),
            KeyboardAwareTableView(frame: frame, style: .plain),
            KeyboardAwareCollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout()),
        ]
        for original in originals {
            let name = String(describing: type(of: original))
            guard let decoded = decodedFromArchive(original), type(of: decoded) == type(of: original) else {
                return .failed("\(name) did not decode from an archive as itself")
            }
            let avoidance = decoded.keyboardAvoidance
            guard avoidance.isEnabled, avoidance.options == KeyboardAvoidanceOptions() else {
                return .failed("\(name) decoded without the documented defaults")
            }
            // The inspector's values, from the options' table: each the opposite of its default.
            var options: [(key: String, value: Any, took: Bool)] = []
            for option in KeyboardAvoidanceOptions.table {
                guard let change = inspectorChange(of: option) else { continue }
                // A plain scroll view has no cells to reveal.
                if option.keyPath == \KeyboardAvoidanceOptions.revealsPreviousCell, decoded is KeyboardAwareScrollView {
                    continue
                }
                decoded.setValue(change.value, forKey: change.key)
                options.append((change.key, change.value, option.value(in: avoidance.options) == change.expected))
            }
            if let lost = options.first(where: { !$0.took }) {
                return .failed(
                    "\(name): \(lost.key) = \(lost.value) from the inspector did not reach its keyboard avoidance")
            }
            // A storyboard saved with 0.2.0 keeps loading: its two tap keys set the one choice.
            decoded.setValue(false, forKey: "dismissesKeyboardOnTap")
            let tapsOff = avoidance.options.tapToDismiss
            decoded.setValue(true, forKey: "dismissesKeyboardOnCellTap")
            let cellTaps = avoidance.options.tapToDismiss
            // A name that is no case changes nothing.
            decoded.setValue("sometimes", forKey: "tapToDismiss")
            guard tapsOff == .never, cellTaps == .includingCells, avoidance.options.tapToDismiss == .includingCells
            else {
                return .failed("\(name): the 0.2.0 tap keys or an unknown choice gave \(tapsOff), \(cellTaps)")
            }
        }
        return .passed
    }

    /// What Interface Builder sets for `option` to leave its default: the inspectable's name, the
    /// value it is given, and the option's value that follows.
    private static func inspectorChange(
        of option: KeyboardAvoidanceOption
    ) -> (key: String, value: Any, expected: KeyboardAvoidanceOption.Value)? {
        guard let key = option.inspectable else { return nil }
        switch option.defaultValue {
        case .flag(let flag): return (key, !flag, .flag(!flag))
        case .number(let number) where option.kind == .points: return (key, number + 14, .number(number + 14))
        // A choice is its case's name: the second case.
        case .choice:
            guard case .choice(let names) = option.kind, names.count > 1 else { return nil }
            return (key, names[1], .choice(names[1]))
        default: return nil
        }
    }

    /// `view` through `NSKeyedArchiver` and back, decoded as a nib decodes views: by `init(coder:)`,
    /// without secure coding (UIView does not adopt it).
    private static func decodedFromArchive(_ view: UIScrollView) -> UIScrollView? {
        guard let data = try? NSKeyedArchiver.archivedData(withRootObject: view, requiringSecureCoding: false),
            let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data)
        else { return nil }
        unarchiver.requiresSecureCoding = false
        defer { unarchiver.finishDecoding() }
        return unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? UIScrollView
    }

    /// Each `KeyboardAware…` view and its `KeyboardAvoidance` are freed once the window that showed them
    /// goes, with a field that was being edited and a keyboard that was shown: nothing the kit
    /// registered (notification observers, key-value observers, blocks queued for the next run-loop
    /// turn, the tap recognizer, the accessory bar) keeps them alive. A keyboard notification
    /// posted afterwards reaches nothing.
    package static func freesTheViewAndItsKeyboardAvoidance(in scene: UIWindowScene) async -> Outcome {
        let kinds: [(String, (CGRect) -> UIScrollView)] = [
            ("KeyboardAwareScrollView", { KeyboardAwareScrollView(frame: $0) }),
            ("KeyboardAwareTableView", { KeyboardAwareTableView(frame: $0, style: .plain) }),
            (
                "KeyboardAwareCollectionView",
                { KeyboardAwareCollectionView(frame: $0, collectionViewLayout: UICollectionViewFlowLayout()) }
            ),
        ]
        for (name, make) in kinds {
            weak var weakView: UIScrollView?
            weak var weakAvoidance: KeyboardAvoidance?
            do {
                let window = UIWindow(windowScene: scene)
                let view = make(window.bounds)
                view.keyboardAvoidance.options.showsAccessoryBar = true
                view.keyboardAvoidance.options.tapToDismiss = .outsideCells
                let field = ReplayTextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
                view.addSubview(field)
                window.addSubview(view)
                window.isHidden = false
                _ = field.becomeFirstResponder()
                postKeyboard(UIResponder.keyboardWillShowNotification, height: 300, in: scene)
                weakView = view
                weakAvoidance = view.keyboardAvoidance
                try? await Task.sleep(nanoseconds: 300_000_000)
                _ = field.resignFirstResponder()
                view.removeFromSuperview()
                window.isHidden = true
            }
            // Blocks the `KeyboardAvoidance` queued for the next run-loop turn hold it weakly; let them run.
            try? await Task.sleep(nanoseconds: 300_000_000)
            postKeyboard(UIResponder.keyboardWillHideNotification, height: 300, in: scene)
            if weakView != nil { return .failed("the \(name) is still alive after its window went") }
            if weakAvoidance != nil { return .failed("the \(name)'s KeyboardAvoidance is still alive") }
        }
        return .passed
    }

    /// Posts a docked keyboard notification of `height` for `scene`'s screen, as UIKit does.
    private static func postKeyboard(_ name: Notification.Name, height: CGFloat, in scene: UIWindowScene) {
        let screen = scene.screen.bounds
        let keyboard = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        NotificationCenter.default.post(
            name: name, object: scene.screen,
            userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            ])
    }

    /// Return in a field whose delegate moves focus itself, or dismisses the keyboard itself: the
    /// kit takes no part, so focus is where the delegate put it, or nowhere, and the dismissing
    /// field's key reads Done, not Next, from its next editing on. First a field with no delegate
    /// moves on to the next field. `pressReturn` stands in for UIKit's return key (the delegate,
    /// then the event, then no resign); the Demo's `SheetKeyboardUITests` presses the real one.
    package static func returnKeyLeavesADelegatesMoveAlone(in scene: UIWindowScene) async -> Outcome {
        let (window, view, fields) = threeFieldForm(in: scene)
        defer { close(window, showing: view) }
        let jumping = JumpingDelegate(target: fields[2])
        let dismissing = DismissingDelegate()
        _ = fields[0].becomeFirstResponder()
        try? await Task.sleep(nanoseconds: 100_000_000)
        // No delegate: the kit moves on.
        fields[0].pressReturn()
        try? await Task.sleep(nanoseconds: 100_000_000)
        guard fields[1].isFirstResponder else { return .failed("return in field 0 did not move to field 1") }
        // UIKit asks the delegate first (it moves focus and returns true), then sends Did End On Exit.
        fields[1].delegate = jumping
        fields[1].pressReturn()
        try? await Task.sleep(nanoseconds: 100_000_000)
        guard let focused = fields.firstIndex(where: \.isFirstResponder) else { return .failed("no field is focused") }
        guard focused == 2 else { return .failed("focus moved to field \(focused), not to the delegate's field 2") }
        // The delegate ends editing and returns true: the keyboard stays dismissed.
        _ = fields[0].becomeFirstResponder()
        fields[0].delegate = dismissing
        try? await Task.sleep(nanoseconds: 100_000_000)
        fields[0].pressReturn()
        try? await Task.sleep(nanoseconds: 100_000_000)
        if let refocused = fields.firstIndex(where: \.isFirstResponder) {
            return .failed("field \(refocused) is focused after the delegate dismissed the keyboard")
        }
        // Edited again, the field that dismisses reads Done, not Next.
        _ = fields[0].becomeFirstResponder()
        try? await Task.sleep(nanoseconds: 100_000_000)
        guard fields[0].returnKeyType == .done else {
            return .failed("the dismissing field's key is \(fields[0].returnKeyType.rawValue), not .done")
        }
        return .passed
    }

    /// Under a `UITableViewController`, which adjusts its own table for the keyboard, the keyboard
    /// is made room for once, as the table's own `contentInset` and `adjustedContentInset` show,
    /// and both are back when it hides; the kit keeps its forms features: the return key moves to
    /// the next field, `focusNextField()` moves on, and the accessory bar shows with Previous and
    /// Next enabled as the reading order allows.
    package static func tableViewControllerKeepsItsOwnAdjustment(in scene: UIWindowScene) async -> Outcome {
        let window = UIWindow(windowScene: scene)
        let controller = UITableViewController(style: .plain)
        let table = KeyboardAwareTableView(frame: window.bounds, style: .plain)
        table.keyboardAvoidance.options.showsAccessoryBar = true
        controller.tableView = table
        let fields = (0..<3).map {
            ReplayTextField(frame: CGRect(x: 20, y: 20 + 60 * CGFloat($0), width: 200, height: 44))
        }
        // The fields stand in the table's header, as a sign-in form above a list does.
        let header = UIView(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: 200))
        fields.forEach(header.addSubview)
        table.tableHeaderView = header
        window.rootViewController = controller
        window.isHidden = false
        defer {
            _ = ReplayFocus.current(in: table)?.resignFirstResponder()
            window.isHidden = true
            window.rootViewController = nil
        }
        window.layoutIfNeeded()
        let before = (content: EdgeInsets(table.contentInset), adjusted: EdgeInsets(table.adjustedContentInset))
        let height: CGFloat = 300
        _ = fields[0].becomeFirstResponder()
        postKeyboard(UIResponder.keyboardWillShowNotification, height: height, in: scene)
        try? await Task.sleep(nanoseconds: 300_000_000)
        // How far the keyboard reaches up into the table (the window fills the screen).
        let overlap = max(0, table.convert(table.bounds, to: nil).maxY - (scene.screen.bounds.height - height))
        if let twice = KeyboardRoom.countedTwice(
            before: before.adjusted.bottom, after: table.adjustedContentInset.bottom,
            contentInset: table.contentInset.bottom, overlap: overlap)
        {
            return .failed("under a UITableViewController, \(twice)")
        }
        fields[0].pressReturn()
        try? await Task.sleep(nanoseconds: 100_000_000)
        guard fields[1].isFirstResponder else {
            return .failed("return did not move to the next field under a UITableViewController")
        }
        guard table.keyboardAvoidance.focusNextField(), fields[2].isFirstResponder else {
            return .failed("focusNextField() did not move focus under a UITableViewController")
        }
        try? await Task.sleep(nanoseconds: 100_000_000)
        let bar = table.keyboardAvoidance.accessoryBar
        guard fields[2].inputAccessoryView === bar else {
            return .failed("no accessory bar under a UITableViewController")
        }
        guard bar.previousItem.isEnabled, !bar.nextItem.isEnabled else {
            return .failed(
                "at the last field: Previous \(bar.previousItem.isEnabled), Next \(bar.nextItem.isEnabled); "
                    + "expected true, false")
        }
        postKeyboard(UIResponder.keyboardWillHideNotification, height: height, in: scene)
        try? await Task.sleep(nanoseconds: 300_000_000)
        if let kept = KeyboardRoom.notRestored(
            "contentInset", before: before.content, after: EdgeInsets(table.contentInset))
            ?? KeyboardRoom.notRestored(
                "adjustedContentInset", before: before.adjusted, after: EdgeInsets(table.adjustedContentInset))
        {
            return .failed("under a UITableViewController, \(kept)")
        }
        return .passed
    }

    /// The accessory bar's Previous and Next are enabled as the reading order allows: at the first
    /// field only Next, at the last only Previous.
    package static func accessoryBarEnablesPreviousAndNext(in scene: UIWindowScene) async -> Outcome {
        let (window, view, fields) = threeFieldForm(in: scene)
        defer { close(window, showing: view) }
        view.keyboardAvoidance.options.showsAccessoryBar = true
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
        view.keyboardAvoidance.options.tapToDismiss = .outsideCells
        let added = (view.gestureRecognizers ?? []).filter { !before.contains(ObjectIdentifier($0)) }
        guard let tap = added.first as? UITapGestureRecognizer, added.count == 1 else {
            return .failed("expected one tap recognizer, found \(added.count)")
        }
        guard !tap.cancelsTouchesInView, !tap.delaysTouchesBegan, !tap.delaysTouchesEnded else {
            return .failed("the tap recognizer cancels or delays touches")
        }
        view.keyboardAvoidance.options.tapToDismiss = .never
        guard !(view.gestureRecognizers ?? []).contains(where: { $0 === tap }) else {
            return .failed("the tap recognizer stayed after tapToDismiss went back to never")
        }
        return .passed
    }

    // MARK: - A small form

    /// A window of `scene` showing a `KeyboardAwareScrollView` with three text fields, one under
    /// the other.
    private static func threeFieldForm(in scene: UIWindowScene)
        -> (window: UIWindow, view: KeyboardAwareScrollView, fields: [ReplayTextField])
    {
        let window = UIWindow(windowScene: scene)
        let view = KeyboardAwareScrollView(frame: window.bounds)
        let fields = (0..<3).map {
            ReplayTextField(frame: CGRect(x: 20, y: 60 + 60 * CGFloat($0), width: 200, height: 44))
        }
        fields.forEach(view.addSubview)
        window.addSubview(view)
        window.isHidden = false
        return (window, view, fields)
    }

    /// Ends editing in `view` and takes `window` off the screen.
    private static func close(_ window: UIWindow, showing view: UIView) {
        _ = ReplayFocus.current(in: view)?.resignFirstResponder()
        window.isHidden = true
    }

    /// A delegate that dismisses the keyboard on return and lets return through, as many apps do.
    private final class DismissingDelegate: NSObject, UITextFieldDelegate {
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
            return true
        }
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
