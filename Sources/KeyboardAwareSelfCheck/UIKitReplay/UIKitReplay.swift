// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import KeyboardAware
import KeyboardAwareSimulator
import UIKit

/// Replays a scenario through real views: a window with the scenario's frame, the
/// `KeyboardAware…` class of its kind, real text fields and text views, cells for tables and
/// collections, the keyboard notifications posted with UIKit's own names and `userInfo` keys. After
/// each event it reads back what UIKit reports (`adjustedContentInset` included), so that the
/// result can be compared with the headless replay of the same file.
///
/// Nothing of the engine's arithmetic is repeated here: each scenario value goes to the UIKit
/// property or call it names, and each observed value is read from UIKit. The scroll view counts
/// what each event cost it (``CostCounting``).
@MainActor
package final class UIKitReplay {
    /// What replaying a scenario on this device gave.
    package enum Result: Sendable {
        /// One observation and one cost per event.
        case observed([ObservedStep], costs: [EventCost])
        /// The scenario needs what this device cannot give, and what that is.
        case skipped(String)
    }

    private let scenario: Scenario
    private let rowHeights: PlannedReplay.RowHeights
    private let window: UIWindow
    private let root = UIViewController()
    private let scrollView: UIScrollView & CostCounting
    private let inputs: [UIView]
    private var cells: ScenarioCells?
    private var layout: ScenarioCellLayout?
    /// A table's footer: the space below the last row (which ends at `tableRowsBottom`), holding
    /// the fields the scenario puts there.
    private var tableFooter: UIView?
    private var tableRowsBottom: CGFloat = 0

    // MARK: - Running

    /// Replays `planned` in a new window of `scene` and removes the window afterwards. The
    /// interface is turned first when the scenario's screen is the device's turned on its side.
    package static func run(_ planned: PlannedReplay, in scene: UIWindowScene) async -> Result {
        let scenario = planned.scenario
        if let reason = ReplayPlan.unsupported(scenario, canTurn: canTurn) { return .skipped(reason) }
        if case .other(let reason) = ScreenMatch(needed: scenario.screen, device: scene.screen.bounds.size) {
            return .skipped(reason)
        }
        guard await turn(scene, toFit: scenario.screen) else {
            return .skipped("needs the interface turned to \(ScreenMatch.describe(scenario.screen)), which it was not")
        }
        let replay = UIKitReplay(scenario, rowHeights: planned.rowHeights, scene: scene)
        defer { replay.tearDown() }
        if let reason = replay.setUp() { return .skipped(reason) }
        // What building the views cost is not an event's.
        _ = replay.scrollView.probe.counter.endEvent()
        var steps: [ObservedStep] = []
        var costs: [EventCost] = []
        for event in scenario.events {
            // A rotation is the device's own: the interface turns, UIKit lays out for the new
            // screen, then the scenario's window, frame and safe area follow.
            if case .resize(let resize) = event, let size = resize.screen, await !turn(scene, toFit: size) {
                return .skipped("needs the interface turned to \(ScreenMatch.describe(size)), which it was not")
            }
            replay.apply(event)
            // Lets UIKit run what it runs after an event: animated scrolls, the `KeyboardAvoidance`'s
            // next-turn re-measures.
            try? await Task.sleep(nanoseconds: replay.settlingTime(after: event))
            steps.append(replay.observe())
            costs.append(replay.scrollView.probe.counter.endEvent())
        }
        return .observed(steps, costs: costs)
    }

    // MARK: - Screen size and orientation

    /// Whether this system can ask for the interface to turn (`requestGeometryUpdate`, iOS 16).
    package static var canTurn: Bool {
        #if os(iOS) && !targetEnvironment(macCatalyst)
        if #available(iOS 16, *) { return true }
        #endif
        return false
    }

    /// Makes the screen `size`, in interface orientation, turning the interface when `size` is
    /// the screen on its side and the app allows that orientation; `false` when the screen is not
    /// that size afterwards (another device, an orientation the app or the system refused).
    package static func turn(_ scene: UIWindowScene, toFit size: CGSize) async -> Bool {
        switch ScreenMatch(needed: size, device: scene.screen.bounds.size) {
        case .same: return true
        case .other: return false
        case .turned: break
        }
        #if os(iOS) && !targetEnvironment(macCatalyst)
        if #available(iOS 16, *) {
            let orientations: UIInterfaceOrientationMask = size.width > size.height ? .landscape : .portrait
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: orientations)) { _ in }
            // The turn animates; UIKit reports the new bounds once it has laid out for them.
            for _ in 0..<30 {
                try? await Task.sleep(nanoseconds: 100_000_000)
                if ScreenMatch(needed: size, device: scene.screen.bounds.size) == .same {
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    return true
                }
            }
        }
        #endif
        return false
    }

    private init(_ scenario: Scenario, rowHeights: PlannedReplay.RowHeights, scene: UIWindowScene) {
        self.scenario = scenario
        self.rowHeights = rowHeights
        window = UIWindow(windowScene: scene)
        let frame = scenario.scrollView.frame
        switch scenario.scrollView.kind {
        case .scroll:
            scrollView = CountingScrollView(frame: frame)
        case .table:
            scrollView = CountingTableView(frame: frame, style: .plain)
        case .collection:
            let layout = ScenarioCellLayout()
            layout.cellFrames = scenario.cells
            layout.contentSize = scenario.scrollView.contentSize
            self.layout = layout
            scrollView = CountingCollectionView(frame: frame, collectionViewLayout: layout)
        }
        inputs = scenario.fields.map { field in
            let input: UIView = field.isMultiline ? ReplayTextView() : ReplayTextField()
            input.frame = field.frame
            return input
        }
    }

    // MARK: - Building the views

    /// Builds the window and the scroll view; a reason when the device cannot give the scenario's
    /// geometry (a safe area it does not have).
    private func setUp() -> String? {
        window.frame = scenario.window ?? CGRect(origin: .zero, size: scenario.screen)
        window.rootViewController = root
        window.isHidden = false
        root.view.addSubview(scrollView)
        let start = scenario.scrollView
        switch start.kind {
        case .scroll:
            inputs.forEach(scrollView.addSubview)
            scrollView.contentSize = start.contentSize
        case .table:
            guard let table = scrollView as? UITableView else { break }
            buildTable(table)
        case .collection:
            guard let collection = scrollView as? UICollectionView else { break }
            let cells = makeCells()
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collection.dataSource = cells
            // Fields outside any cell are content of the collection view itself.
            for (input, field) in zip(inputs, scenario.fields) where field.cell == nil {
                collection.addSubview(input)
            }
        }
        scrollView.contentInsetAdjustmentBehavior = start.insetAdjustment.uiKit
        scrollView.contentInset = UIEdgeInsets(start.contentInset)
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(start.indicatorInset)
        if scenario.options.isRightToLeft { scrollView.semanticContentAttribute = .forceRightToLeft }
        let avoidance = scrollView.keyboardAvoidance
        avoidance.isEnabled = scenario.options.isEnabled
        avoidance.options = scenario.options
        if let reason = setSafeArea(start.safeArea) { return reason }
        let offset = start.contentOffset ?? CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
        scrollView.setContentOffset(offset, animated: false)
        return nil
    }

    private func makeCells(sectionHeaderHeight: CGFloat = 0) -> ScenarioCells {
        let cells = ScenarioCells(
            cellFrames: scenario.cells, fields: inputs,
            fieldFrames: scenario.fields.map(\.frame), fieldCells: scenario.fields.map(\.cell),
            sectionHeaderHeight: sectionHeaderHeight)
        self.cells = cells
        return cells
    }

    /// A plain table whose rows sit at the cells' offsets: a `tableHeaderView` for the space above
    /// the first row, one section whose header is the scenario's `pinnedTop` (it floats, as plain
    /// tables' headers do), and a `tableFooterView` for the space below the last row. Fields in no
    /// cell go into the header or the footer, where a sign-in form above a list puts them.
    private func buildTable(_ table: UITableView) {
        let start = scenario.scrollView
        let rowsTop = scenario.cells.first?.minY ?? start.contentSize.height
        let rowsBottom = scenario.cells.last?.maxY ?? rowsTop
        let pinned = scenario.cells.isEmpty ? 0 : start.pinnedTop
        let cells = makeCells(sectionHeaderHeight: pinned)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.separatorStyle = .none
        switch rowHeights {
        case .exact: table.estimatedRowHeight = 0
        case .estimated(let estimate): table.estimatedRowHeight = estimate
        }
        table.estimatedSectionHeaderHeight = 0
        table.estimatedSectionFooterHeight = 0
        table.sectionHeaderTopPadding = 0
        table.sectionFooterHeight = 0
        table.dataSource = cells
        table.delegate = cells
        let header = spacer(height: rowsTop - pinned)
        let footer = spacer(height: start.contentSize.height - rowsBottom)
        for (input, field) in zip(inputs, scenario.fields) where field.cell == nil {
            if field.frame.minY < rowsTop {
                header.addSubview(input)
            } else {
                input.frame = field.frame.offsetBy(dx: 0, dy: -rowsBottom)
                footer.addSubview(input)
            }
        }
        table.tableHeaderView = header
        table.tableFooterView = footer
        tableFooter = footer
        tableRowsBottom = rowsBottom
    }

    private func spacer(height: CGFloat) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: scrollView.bounds.width, height: max(0, height)))
    }

    /// The scroll view's safe area through the root view controller's `additionalSafeAreaInsets`,
    /// on top of what the device gives the window.
    private func setSafeArea(_ wanted: EdgeInsets) -> String? {
        window.layoutIfNeeded()
        let device = root.view.safeAreaInsets
        root.additionalSafeAreaInsets = UIEdgeInsets(
            top: max(0, wanted.top - device.top),
            left: max(0, wanted.left - device.left),
            bottom: max(0, wanted.bottom - device.bottom),
            right: max(0, wanted.right - device.right))
        window.layoutIfNeeded()
        let got = scrollView.safeAreaInsets
        let matches = [
            (got.top, wanted.top), (got.left, wanted.left), (got.bottom, wanted.bottom),
            (got.right, wanted.right),
        ].allSatisfy { abs($0 - $1) <= ReplayComparison.tolerance }
        return matches ? nil : "needs a safe area of \(wanted) (this device gives \(EdgeInsets(got)))"
    }

    private func tearDown() {
        ReplayFocus.current(in: scrollView)?.resignFirstResponder()
        scrollView.removeFromSuperview()
        window.isHidden = true
        window.rootViewController = nil
    }

    // MARK: - Events

    private func apply(_ event: Scenario.Event) {
        switch event {
        case .keyboard(let keyboard):
            var userInfo = keyboard.userInfo
            if userInfo[KeyboardNotification.Key.isLocal] == nil, !keyboard.isLocal {
                userInfo[KeyboardNotification.Key.isLocal] = .bool(false)
            }
            NotificationCenter.default.post(
                name: keyboard.kind.notificationName, object: window.windowScene?.screen,
                userInfo: userInfo.mapValues(\.asPosted))
        case .focus(let index):
            _ = inputs[index].becomeFirstResponder()
        case .blur:
            _ = ReplayFocus.current(in: scrollView)?.resignFirstResponder()
        case .caret(let rect):
            guard let textView = ReplayFocus.current(in: scrollView) as? ReplayTextView else { return }
            textView.moveCaret(to: scrollView.convert(rect, to: textView))
        case .returnKey:
            (ReplayFocus.current(in: scrollView) as? ReplayTextField)?.pressReturn()
        case .setContentInset(let inset):
            // The app's writes and scrolls are the scenario's, not the kit's cost.
            scrollView.probe.counter.nextWriteIsOwn()
            scrollView.contentInset = UIEdgeInsets(inset)
        case .setIndicatorInset(let inset):
            scrollView.probe.counter.nextWriteIsOwn()
            scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(inset)
        case .scroll(let point):
            scrollView.probe.counter.nextWriteIsOwn()
            scrollView.setContentOffset(reachable(point), animated: false)
            // On a device the drag that scrolls says so (the kit's finger reader).
            scrollView.keyboardAvoidance.userDidScroll()
        case .contentSize(let size):
            setContentSize(size)
        case .resize(let resize):
            if let frame = resize.window {
                window.frame = frame
            } else if let screen = resize.screen, scenario.window == nil {
                // A window that filled the screen fills the turned screen.
                window.frame = CGRect(origin: .zero, size: screen)
            }
            if let frame = resize.frame { scrollView.frame = frame }
            if let safeArea = resize.safeArea { _ = setSafeArea(safeArea) }
            window.layoutIfNeeded()
        case .track(let frame):
            // What the finger's reader hands in during an interactive dismissal (Behaviour rules:
            // *Frames between notifications*).
            scrollView.keyboardAvoidance.followTrackedKeyboardFrame(frame)
        case .options(let change):
            // Any change reaches the engine through the options setter (Behaviour rules:
            // *Changing options*).
            let avoidance = scrollView.keyboardAvoidance
            let options = change.applied(to: avoidance.options)
            if let isEnabled = change[\.isEnabled] { avoidance.isEnabled = isEnabled }
            avoidance.options = options
        case .pin(let y):
            // Pinned content (Behaviour rules: *Pinned content*), through the public calls an app
            // makes.
            if let y {
                scrollView.keyboardAvoidance.pinToTop(contentY: y)
            } else {
                scrollView.keyboardAvoidance.unpin()
            }
        case .pinMoved(let y):
            // What the kit tells the engine itself for a row pinned with `pinToTop(at:)`.
            scrollView.keyboardAvoidance.pinnedContentMoved(toContentY: y)
        case .touch, .attach, .wait, .background, .foreground, .inputLeftWindow, .layoutPass, .window:
            break // Unsupported: the scenario is skipped before it starts.
        }
    }

    /// Where a finger dragging towards `point` leaves the content: UIKit stops at its ends.
    private func reachable(_ point: CGPoint) -> CGPoint {
        let inset = scrollView.adjustedContentInset
        let size = scrollView.contentSize
        let bounds = scrollView.bounds.size
        let maxX = max(-inset.left, size.width + inset.right - bounds.width)
        let maxY = max(-inset.top, size.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(point.x, -inset.left), maxX), y: min(max(point.y, -inset.top), maxY))
    }

    private func setContentSize(_ size: CGSize) {
        switch scenario.scrollView.kind {
        case .scroll:
            scrollView.contentSize = size
        case .table:
            // A table's content size is its rows plus header and footer: the footer takes the change
            // (set again, which is how a table learns its footer's new height).
            guard let table = scrollView as? UITableView, let footer = tableFooter else { return }
            footer.frame.size.height = max(0, size.height - tableRowsBottom)
            table.tableFooterView = footer
        case .collection:
            layout?.contentSize = size
            layout?.invalidateLayout()
            scrollView.probe.counter.nextLayoutIsOwn()
            scrollView.layoutIfNeeded()
        }
    }

    private func settlingTime(after event: Scenario.Event) -> UInt64 {
        switch event {
        case .keyboard, .focus, .returnKey, .resize, .caret: return 450_000_000
        default: return 50_000_000
        }
    }

    // MARK: - Observing

    private func observe() -> ObservedStep {
        ObservedStep(
            contentInset: EdgeInsets(scrollView.contentInset),
            indicatorInset: EdgeInsets(scrollView.verticalScrollIndicatorInsets),
            adjustedInset: EdgeInsets(scrollView.adjustedContentInset),
            contentOffset: scrollView.contentOffset,
            // UIKit shows no keyboard for notifications the replay posts (see ObservedStep.keyboard).
            keyboard: nil,
            focus: inputs.firstIndex { $0.isFirstResponder })
    }
}

// MARK: - Scenario values as UIKit takes them

extension KeyboardEventKind {
    /// The `UIResponder` notification of this kind.
    var notificationName: Notification.Name {
        switch self {
        case .willShow: UIResponder.keyboardWillShowNotification
        case .didShow: UIResponder.keyboardDidShowNotification
        case .willChangeFrame: UIResponder.keyboardWillChangeFrameNotification
        case .didChangeFrame: UIResponder.keyboardDidChangeFrameNotification
        case .willHide: UIResponder.keyboardWillHideNotification
        case .didHide: UIResponder.keyboardDidHideNotification
        }
    }
}

extension Scenario.UserInfoValue {
    /// The value boxed as UIKit posts it: rects in `NSValue`, numbers in `NSNumber`.
    var asPosted: Any {
        switch self {
        case .rect(let rect): NSValue(cgRect: rect)
        case .number(let number): NSNumber(value: number)
        case .string(let text): text as NSString
        case .bool(let flag): NSNumber(value: flag)
        case .null: NSNull()
        case .other(let kind): kind == "object" ? NSDictionary() : NSArray()
        }
    }
}

extension ContentInsetAdjustment {
    /// The `UIScrollView.ContentInsetAdjustmentBehavior` of the same name.
    var uiKit: UIScrollView.ContentInsetAdjustmentBehavior {
        switch self {
        case .automatic: .automatic
        case .scrollableAxes: .scrollableAxes
        case .always: .always
        case .never: .never
        }
    }
}
#endif
