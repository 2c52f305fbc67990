import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Draws random but plausible scenarios: real device geometry in every window arrangement iOS
/// and iPadOS have, random options, and event sequences mixing well-formed keyboard notifications
/// with the malformed, duplicated, late, out-of-order and foreign ones real apps receive.
///
/// Plausible matters more than uniform: a keyboard frame drawn uniformly from the plane almost
/// never docks, so most draws start from what a device really reports and then perturb it,
/// including by amounts just around the engine's tolerances and classification edges
/// (`screen height - 1`, the view's bottom edge), where off-by-one bugs live.
///
/// Everything comes from the given ``SplitMix64``; the same generator state gives the same
/// scenario on every machine.
package struct ScenarioGenerator {
    // MARK: - Devices

    /// A device's portrait screen, safe areas and docked keyboard heights.
    struct Device {
        var portrait: CGSize
        var portraitSafeArea: EdgeInsets
        var landscapeSafeArea: EdgeInsets
        var portraitKeyboards: [CGFloat]
        var landscapeKeyboards: [CGFloat]
        var isPad: Bool
    }

    static let devices: [Device] = [
        // iPhone SE
        Device(
            portrait: CGSize(width: 375, height: 667), portraitSafeArea: EdgeInsets(top: 20),
            landscapeSafeArea: .zero, portraitKeyboards: [216, 260], landscapeKeyboards: [162, 206], isPad: false),
        // iPhone 14
        Device(
            portrait: CGSize(width: 390, height: 844), portraitSafeArea: EdgeInsets(top: 47, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 47, bottom: 21, right: 47),
            portraitKeyboards: [291, 336], landscapeKeyboards: [162, 209], isPad: false),
        // iPhone 15 Pro
        Device(
            portrait: CGSize(width: 393, height: 852), portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
            portraitKeyboards: [291, 336], landscapeKeyboards: [162, 209], isPad: false),
        // iPhone 15 Pro Max
        Device(
            portrait: CGSize(width: 430, height: 932), portraitSafeArea: EdgeInsets(top: 59, bottom: 34),
            landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
            portraitKeyboards: [301, 346], landscapeKeyboards: [162, 209], isPad: false),
        // iPad 9th generation
        Device(
            portrait: CGSize(width: 810, height: 1080), portraitSafeArea: EdgeInsets(top: 20),
            landscapeSafeArea: EdgeInsets(top: 20), portraitKeyboards: [55, 265, 313],
            landscapeKeyboards: [55, 353, 398], isPad: true),
        // iPad Air
        Device(
            portrait: CGSize(width: 820, height: 1180), portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
            landscapeSafeArea: EdgeInsets(top: 24, bottom: 20), portraitKeyboards: [69, 320, 365],
            landscapeKeyboards: [69, 398, 443], isPad: true),
        // iPad Pro 12.9"
        Device(
            portrait: CGSize(width: 1024, height: 1366), portraitSafeArea: EdgeInsets(top: 24, bottom: 20),
            landscapeSafeArea: EdgeInsets(top: 24, bottom: 20), portraitKeyboards: [69, 375, 420],
            landscapeKeyboards: [69, 440, 485], isPad: true),
    ]

    // MARK: - State

    /// The geometry as the events so far left it, so that later keyboard frames fit the screen.
    private var device: Device
    private var isLandscape: Bool
    private var screen: CGSize
    private var window: CGRect
    private var frame: CGRect
    private var contentHeight: CGFloat
    /// The composer's bottom inset, as chat events last set it.
    private var composerBottom: CGFloat
    /// The content y of the row the chat events last pinned, as later moves left it.
    private var pinnedY: CGFloat?
    private var events: [Scenario.Event] = []
    /// The userInfo of accepted-looking keyboard events so far, for late and duplicate ones.
    private var keyboardHistory: [(KeyboardEventKind, [String: Scenario.UserInfoValue])] = []
    /// Whether the last touch event put the finger down.
    private var isTouching = false
    /// Whether the last scene event sent the scene to the background.
    private var isInBackground = false
    /// Whether the scroll view is out of its window (a `window` event took it out).
    private var isOutOfWindow = false
    /// The view is drawn upside down (Behaviour rules: *Inverted*): UIKit reports its safe area in
    /// its own coordinates (the home indicator at its top), and a chat's composer room is its top.
    private var isInverted = false

    private var random: SplitMix64

    private init(random: SplitMix64) {
        self.random = random
        device = Self.devices[0]
        isLandscape = false
        screen = device.portrait
        window = CGRect(origin: .zero, size: screen)
        frame = window
        contentHeight = 0
        composerBottom = 0
    }

    /// One random scenario, and the generator state after drawing it.
    package static func scenario(
        using random: inout SplitMix64, maximumEvents: Int = 30,
        name: String? = nil
    ) -> Scenario {
        var generator = ScenarioGenerator(random: random)
        let scenario = generator.make(maximumEvents: maximumEvents, name: name)
        random = generator.random
        return scenario
    }

    // MARK: - Scenario

    private mutating func make(maximumEvents: Int, name: String?) -> Scenario {
        device = random.pick(Self.devices)
        isLandscape = random.chance(0.35)
        screen = isLandscape ? CGSize(width: device.portrait.height, height: device.portrait.width) : device.portrait
        let (explicitWindow, safeArea) = arrangeWindow()
        let kind = random.pick(Scenario.Kind.allCases)
        let (cells, fields, fieldsBottom) = makeForm(kind: kind)
        contentHeight = makeContentHeight(fieldsBottom: fieldsBottom)
        let contentSize = CGSize(width: frame.width, height: contentHeight)
        let appInset = randomAppInset()
        composerBottom = appInset.bottom
        let indicatorInset = random.chance(0.6) ? appInset : randomAppInset()
        let adjustment =
            random.chance(0.6) ? ContentInsetAdjustment.automatic : random.pick(ContentInsetAdjustment.allCases)
        var offset: CGPoint?
        if random.chance(0.25) { offset = CGPoint(x: 0, y: random.double(-100...max(0, contentHeight - frame.height))) }
        // A plain table's floating section header, now and then.
        let pinnedTop: CGFloat = kind != .scroll && random.chance(0.3) ? random.pick([28, 38, 56]) : 0
        // UIKit's default bounce (on for tables) most of the time; a navigation controller's view
        // now and then, where `.automatic` adds the safe area whatever the content.
        let bounces: Bool? = random.chance(0.7) ? nil : random.chance(0.5)
        var scrollView = Scenario.ScrollView(
            kind: kind, frame: frame, contentSize: contentSize,
            contentInset: appInset, indicatorInset: indicatorInset,
            safeArea: safeArea, insetAdjustment: adjustment, contentOffset: offset,
            pinnedTop: pinnedTop, alwaysBounceVertical: bounces,
            isNavigationControllerOwned: random.chance(0.2))
        let options = randomOptions()
        isInverted = options.isInverted
        if isInverted {
            scrollView.safeArea = InvertedMirror.insets(safeArea)
            scrollView.contentInset = InvertedMirror.insets(appInset)
            scrollView.indicatorInset = InvertedMirror.insets(indicatorInset)
        }
        let initialScreen = screen
        let count = random.int(1...max(1, maximumEvents))
        for _ in 0..<count { addEvent(fieldCount: fields.count) }
        return Scenario(
            name: name, screen: initialScreen, window: explicitWindow, scrollView: scrollView, cells: cells,
            fields: fields,
            options: options, events: events)
    }

    private var safeAreaForOrientation: EdgeInsets {
        isLandscape ? device.landscapeSafeArea : device.portraitSafeArea
    }

    /// Picks a window arrangement and a scroll view frame in it. Returns the scenario's `window`
    /// (`nil` when it follows the screen) and the scroll view's safe area.
    private mutating func arrangeWindow() -> (CGRect?, EdgeInsets) {
        var safeArea = safeAreaForOrientation
        var explicitWindow: CGRect?
        window = CGRect(origin: .zero, size: screen)
        let arrangement = device.isPad ? random.int(0...5) : random.int(0...1)
        switch arrangement {
        case 2: // Split View, left or right, 1/3, 1/2 or 2/3 of the width.
            let fraction = random.pick([1.0 / 3, 0.5, 2.0 / 3])
            let width = (screen.width * fraction - 5).rounded()
            let x = random.chance(0.5) ? 0 : screen.width - width
            window = CGRect(x: x, y: 0, width: width, height: screen.height)
        case 3: // Slide Over: a narrow window floating over the right edge.
            window = CGRect(x: screen.width - 330, y: 16, width: 320, height: screen.height - 32)
            safeArea = EdgeInsets(top: 0, bottom: 20)
        case 4: // Stage Manager: any window, often ending just above or below the keyboard's top.
            let width = random.double(320...Double(screen.width))
            let height = random.double(300...Double(screen.height - 30))
            let x = random.double(0...Double(screen.width) - width)
            var y = random.double(0...Double(screen.height) - height)
            if random.chance(0.3) {
                let keyboardTop = screen.height - random.pick(keyboardHeights)
                y = keyboardTop - height + random.pick([-1, -0.5, 0, 0.004, 0.5, 1, 20])
                y = min(max(0, y), screen.height - height)
            }
            window = CGRect(x: x, y: y, width: width, height: height)
            safeArea = EdgeInsets(top: random.pick([0, 24]), bottom: random.pick([0, 20]))
        default:
            if random.chance(0.5) { explicitWindow = window }
        }
        if arrangement != 0 && arrangement != 1 || explicitWindow != nil { explicitWindow = window }

        frame = CGRect(origin: .zero, size: window.size)
        switch random.int(0...5) {
        case 0: // Below a navigation bar.
            let top = random.pick([44, 96, 103] as [CGFloat])
            frame = CGRect(x: 0, y: top, width: window.width, height: max(100, window.height - top))
            safeArea.top = 0
        case 1 where window.width > 560 && window.height > 700: // A form sheet.
            let size =
                random.chance(0.5)
                ? CGSize(width: 540, height: 620) : CGSize(width: 704, height: min(window.height - 40, 984))
            let width = min(size.width, window.width)
            frame = CGRect(
                x: ((window.width - width) / 2).rounded(), y: ((window.height - size.height) / 2).rounded(),
                width: width, height: size.height)
            safeArea = .zero
        case 2 where !device.isPad: // An iPhone page sheet.
            frame = CGRect(x: 0, y: safeArea.top + 10, width: window.width, height: window.height - safeArea.top - 10)
            safeArea.top = 0
        default: break
        }
        if random.chance(0.1) { safeArea = .zero }
        return (explicitWindow, safeArea)
    }

    private var keyboardHeights: [CGFloat] {
        isLandscape ? device.landscapeKeyboards : device.portraitKeyboards
    }

    // MARK: - Content

    /// Cells and fields laid out as a scroll view form, a table or a two-column grid; some fields
    /// are multi-line text views, a few taller than any screen.
    private mutating func makeForm(kind: Scenario.Kind) -> ([CGRect], [Scenario.Field], CGFloat) {
        let count = random.chance(0.05) ? 0 : random.int(1...24)
        var cells: [CGRect] = []
        var fields: [Scenario.Field] = []
        var y = CGFloat(random.pick([0, 8, 20, 80]))
        let width = frame.width
        for index in 0..<count {
            let multiline = random.chance(0.12)
            let height: CGFloat = multiline ? random.pick([88, 200, 600, 1400, 2400]) : random.pick([34, 44, 56])
            var field: CGRect
            var cell: Int?
            switch kind {
            case .scroll:
                field = CGRect(x: 16, y: y, width: width - 32, height: height)
                y += height + random.pick([8, 26, 70] as [CGFloat])
            case .table:
                let rowHeight = height + 16
                cells.append(CGRect(x: 0, y: y, width: width, height: rowHeight))
                cell = cells.count - 1
                field = CGRect(x: 16, y: y + 8, width: width - 32, height: height)
                y += rowHeight + (random.chance(0.1) ? 38 : 0) // a section header now and then
            case .collection:
                let column = index % 2
                let itemWidth = (width - 48) / 2
                let rowHeight: CGFloat = multiline ? height + 16 : 76
                let cellFrame = CGRect(
                    x: 16 + CGFloat(column) * (itemWidth + 16), y: y, width: itemWidth, height: rowHeight)
                cells.append(cellFrame)
                cell = cells.count - 1
                field = CGRect(x: cellFrame.minX + 8, y: y + 8, width: itemWidth - 16, height: rowHeight - 16)
                if column == 1 || index == count - 1 { y += rowHeight + 10 }
            }
            if random.chance(0.03) { field.origin.y += random.double(-200...4000) } // stray geometry
            var caret: CGRect?
            if multiline || random.chance(0.05) {
                caret = CGRect(
                    x: field.minX + 4, y: field.minY + random.double(0...Double(max(0, field.height - 20))),
                    width: 2, height: 20)
            }
            fields.append(Scenario.Field(frame: field, cell: cell, isMultiline: multiline, caret: caret))
        }
        return (cells, fields, y)
    }

    private mutating func makeContentHeight(fieldsBottom: CGFloat) -> CGFloat {
        switch random.int(0...9) {
        case 0: return random.double(0...Double(frame.height)).rounded() // shorter than the view
        case 1: return max(0, fieldsBottom - random.double(0...300)).rounded() // fields run past the end
        case 2: return (frame.height + random.double(-2...2)).rounded() // about one screenful
        default: return fieldsBottom + random.pick([0, 20, 200])
        }
    }

    private mutating func randomAppInset() -> EdgeInsets {
        switch random.int(0...5) {
        case 0: return EdgeInsets(top: random.pick([0, 20, 44]), bottom: random.pick([0, 49, 83, 100]))
        case 1:
            return EdgeInsets(
                top: random.double(0...60).rounded(), left: 0,
                bottom: random.double(0...150), right: 0)
        default: return .zero
        }
    }

    /// Each option of a scenario file drawn by its kind, most often its scenario default.
    private mutating func randomOptions() -> KeyboardAvoidanceOptions {
        var options = KeyboardAvoidanceOptions.scenarioDefault
        for option in Self.scenarioOptions {
            // Avoidance off takes every other rule out of play, so it is drawn now and then only
            // (5 % of scenarios); a lift mode more often than a flag, so that content lift is
            // exercised.
            let chance: Double
            switch option.kind {
            case .flag where option.keyPath == \KeyboardAvoidanceOptions.isEnabled: chance = 0.1
            case .choice: chance = 0.6
            default: chance = 0.35
            }
            guard random.chance(chance) else { continue }
            option.set(randomValue(of: option), in: &options)
        }
        return options
    }

    /// The options a scenario file can give.
    static var scenarioOptions: [KeyboardAvoidanceOption] {
        KeyboardAvoidanceOptions.table.filter { $0.scenarioName != nil }
    }

    /// A value of `option`'s kind, around the values that matter: either Boolean, distances
    /// from none to past the screen, waits from a frame to a third of a second, any case.
    private mutating func randomValue(of option: KeyboardAvoidanceOption) -> KeyboardAvoidanceOption.Value {
        switch option.kind {
        case .flag: return .flag(random.chance(0.5))
        case .points, .optionalPoints: return .number(random.pick([0, 8.5, 10, 20, 40, 400, random.double(0...60)]))
        case .seconds: return .number(random.pick([0, 0.01, 0.05, 0.05, 0.1, 0.2, 0.3]))
        case .choice(let names): return .choice(random.pick(names))
        }
    }

    // MARK: - Events

    private mutating func addEvent(fieldCount: Int) {
        let roll = random.int(0...139)
        // Out of its window the view has no finger, no focus, no scene of its own and no layout
        // pass: drawing one of those brings it back first, as a screen popped again would.
        if isOutOfWindow, Self.needsWindow(roll) {
            isOutOfWindow = false
            events.append(.window(isIn: true))
            return
        }
        switch roll {
        case 0..<40: addKeyboardEvent(fieldCount: fieldCount)
        case 40..<48: // a duplicate of the last keyboard notification
            if let last = keyboardHistory.last {
                events.append(.keyboard(last.0, userInfo: last.1, onMainScreen: true))
            } else {
                addKeyboardEvent(fieldCount: fieldCount)
            }
        case 48..<52: // a late `did…` notification, reporting an older frame
            if let old = keyboardHistory.suffix(4).first {
                let kind: KeyboardEventKind = old.0.isHide ? .didHide : random.pick([.didShow, .didChangeFrame])
                events.append(.keyboard(kind, userInfo: old.1, onMainScreen: true))
            } else {
                addKeyboardEvent(fieldCount: fieldCount)
            }
        case 52..<64:
            if fieldCount > 0 { events.append(.focus(random.int(0...fieldCount - 1))) }
        case 64..<67: events.append(.blur)
        case 67..<73:
            events.append(
                .caret(
                    CGRect(
                        x: 20, y: random.double(-50...Double(contentHeight) + 50), width: 2,
                        height: random.pick([20, 24, 0]))))
        case 73..<80: events.append(.returnKey)
        case 80..<83: events.append(.setContentInset(randomAppInset()))
        case 83..<85: events.append(.setIndicatorInset(randomAppInset()))
        case 85..<88:
            // The finger goes down (a drag, an interactive dismissal) or lifts again.
            isTouching.toggle()
            events.append(.touch(isDown: isTouching))
        case 88..<91:
            events.append(
                .scroll(
                    CGPoint(
                        x: random.chance(0.9) ? 0 : random.double(-50...50),
                        y: random.double(-200...Double(contentHeight) + 200))))
        case 91..<94:
            // Often across the frame's height, where the view starts or stops scrolling.
            switch random.int(0...2) {
            case 0: contentHeight += random.double(-300...600).rounded()
            case 1: contentHeight = frame.height + random.pick([-200, -1, 0, 0.5, 1, 200])
            default: contentHeight = random.double(0...3000)
            }
            contentHeight = max(0, contentHeight)
            events.append(.contentSize(CGSize(width: frame.width, height: contentHeight)))
        case 94..<100: addResize()
        case 100..<105:
            // The view starts observing under a keyboard that is already up, or none known.
            events.append(.attach(keyboard: random.chance(0.8) ? keyboardFrame(hiding: false) : nil))
        case 105..<115:
            // Time passes (Behaviour rules: *Held hides*): within a held hide's wait, past it, or
            // now and then a bad wait.
            let seconds: Double? =
                random.chance(0.05) ? random.pick([-0.01, nil]) : random.pick([0.01, 0.03, 0.05, 0.2])
            events.append(.wait(seconds))
        case 115..<118:
            // The scene leaves the foreground and comes back (Behaviour rules:
            // *Scenes in the background*), under a keyboard or none.
            isInBackground.toggle()
            events.append(
                isInBackground
                    ? .background
                    : .foreground(keyboard: random.chance(0.7) ? keyboardFrame(hiding: false) : nil))
        case 118:
            // Another screen pushed over the view and popped again (as a first event, a view made
            // outside any window).
            isOutOfWindow.toggle()
            events.append(.window(isIn: !isOutOfWindow))
        case 125..<137: addChatEvent()
        case 137: events.append(.inputLeftWindow)
        case 138, 139:
            // The window's keyboard layout guide on a layout pass: resting, over a keyboard, or none.
            let restingTop = screen.height - random.pick([0, 34] as [CGFloat])
            let top = random.chance(0.5) ? restingTop : keyboardFrame(hiding: false).minY
            events.append(
                .layoutPass(
                    guide: random.chance(0.1) ? nil : KeyboardSource.GuideReading(top: top, restingTop: restingTop)))
        default:
            if !isTouching, random.chance(0.3) { addLetGo() } else { addTrackedFrame() }
        }
    }

    /// Whether the event rolled needs the view in a window: all but keyboard notifications, the
    /// app's insets, content and geometry changes, waits, a `window` event and a chat's changes
    /// (focus, blur, caret and return key, the finger, a scroll, an attach, the scene, a field
    /// leaving its window, a layout pass, a tracked frame or a let-go do).
    private static func needsWindow(_ roll: Int) -> Bool {
        switch roll {
        case 0..<52, 80..<85, 91..<100, 105..<115, 118, 125..<137: false
        default: true
        }
    }

    /// What a chat screen does (Behaviour rules: *Content lift*, *Changing options*,
    /// *Pinned content*): pin a row or end the pin, stream a reply in, grow or shrink the
    /// composer's bottom inset, change options mid-way, move the pinned row or delete it, fling into
    /// history.
    private mutating func addChatEvent() {
        switch random.int(0...8) {
        case 0:
            // A row near the end of the content, or anywhere; now and then the pin ends.
            let y: CGFloat? =
                random.chance(0.2)
                ? nil
                : random.chance(0.7)
                    ? max(0, contentHeight - random.double(0...400)).rounded()
                    : random.double(-50...Double(contentHeight) + 100).rounded()
            events.append(.pin(y))
            pinnedY = y
        case 6, 7:
            addPinnedRowMove()
        case 8:
            // The user flings into history or back towards the newest message.
            events.append(.scroll(CGPoint(x: 0, y: random.double(-100...Double(contentHeight)).rounded())))
        case 1, 2:
            // A streamed chunk: the content grows by a line or a paragraph.
            contentHeight += random.pick([20, 22, 60, 180])
            events.append(.contentSize(CGSize(width: frame.width, height: contentHeight)))
        case 3:
            // The composer grows or shrinks: only the bottom edge changes.
            composerBottom = max(0, composerBottom + random.pick([-44, -22, 22, 22, 44, 0.004]))
            var inset = EdgeInsets.zero
            inset.bottom = composerBottom
            events.append(.setContentInset(isInverted ? InvertedMirror.insets(inset) : inset))
        default:
            var change = OptionsChange()
            let option = random.pick(Self.scenarioOptions)
            change[option] = randomValue(of: option)
            events.append(.options(change))
        }
    }

    /// The pinned row moves (rows inserted, deleted or resized above it, the content changing with
    /// them first, as UIKit reports it) or is gone (deleted, the data reloaded); a move with no pin
    /// now and then.
    private mutating func addPinnedRowMove() {
        guard random.chance(0.85) else {
            events.append(.pinMoved(nil))
            pinnedY = nil
            return
        }
        let change = random.pick([-300, -120, -44, -0.004, 0, 22, 44, 60, 120, 300, 900] as [CGFloat])
        if random.chance(0.8) {
            contentHeight = max(0, contentHeight + change)
            events.append(.contentSize(CGSize(width: frame.width, height: contentHeight)))
        }
        let y = max(0, (pinnedY ?? contentHeight - 200) + change)
        events.append(.pinMoved(y))
        pinnedY = y
    }

    /// A whole interactive dismissal with no notification after the lift: the finger comes down,
    /// drags the keyboard part way, and lets go, and time passes (the wait `letGoWait` is for).
    private mutating func addLetGo() {
        events.append(.touch(isDown: true))
        // Now and then the drag began while the keyboard still animated: its notification comes
        // under the finger.
        if let last = keyboardHistory.last, random.chance(0.25) {
            events.append(.keyboard(last.0, userInfo: last.1, onMainScreen: true))
        }
        for _ in 0..<random.int(1...3) {
            let height = random.pick(keyboardHeights)
            let top = screen.height - height + random.double(0...Double(height))
            events.append(.track(CGRect(x: 0, y: top.rounded(), width: screen.width, height: height)))
        }
        events.append(.touch(isDown: false))
        events.append(.wait(random.pick([0.01, 0.05, 0.2])))
    }

    /// A keyboard frame between notifications (Behaviour rules: *Frames between notifications*): a
    /// docked keyboard dragged down, an undocked one dragged anywhere, one gone below the screen,
    /// now and then a broken one.
    private mutating func addTrackedFrame() {
        let height = random.pick(keyboardHeights)
        let frame: CGRect
        switch random.int(0...9) {
        case 0..<5: // an interactive dismissal: the docked keyboard part way down
            let top = screen.height - height + random.double(0...Double(height))
            frame = CGRect(x: 0, y: top.rounded(), width: screen.width, height: height)
        case 5, 6: // an undocked keyboard dragged
            frame = keyboardFrame(hiding: false)
        case 7: // wholly below the screen: the dismissal completed
            frame = CGRect(x: 0, y: screen.height + random.pick([0, 10]), width: screen.width, height: height)
        case 8: // sprung back to rest
            frame = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        default:
            frame = CGRect(x: 0, y: random.chance(0.5) ? .nan : .infinity, width: screen.width, height: height)
        }
        events.append(.track(frame))
    }

    /// Rotation, a new window arrangement, a new frame or safe area.
    private mutating func addResize() {
        switch random.int(0...4) {
        case 0, 1: // rotation: everything at once, as UIKit reports it
            isLandscape.toggle()
            screen = CGSize(width: screen.height, height: screen.width)
            let (explicitWindow, safeArea) = arrangeWindow()
            events.append(
                .resize(
                    Scenario.Resize(
                        screen: screen, window: explicitWindow ?? window,
                        frame: frame, safeArea: isInverted ? InvertedMirror.insets(safeArea) : safeArea)))
        case 2: // Stage Manager or Split View resize
            let width = random.double(320...Double(screen.width))
            let height = random.double(300...Double(screen.height))
            window = CGRect(
                x: random.double(0...Double(screen.width) - width),
                y: random.double(0...Double(screen.height) - height),
                width: width, height: height)
            frame = CGRect(origin: .zero, size: window.size)
            events.append(.resize(Scenario.Resize(screen: nil, window: window, frame: frame, safeArea: nil)))
        case 3:
            frame = CGRect(
                x: 0, y: random.pick([0, 44, 96]), width: window.width,
                height: max(50, window.height - random.double(0...300)))
            // A form sheet that moves as part of the keyboard's transition.
            events.append(
                .resize(
                    Scenario.Resize(
                        screen: nil, window: nil, frame: frame, safeArea: nil,
                        isKeyboardTransition: random.chance(0.3))))
        default:
            let safeArea =
                random.chance(0.5)
                ? safeAreaForOrientation
                : EdgeInsets(
                    top: random.pick([0, 20, 24, 59]),
                    bottom: random.pick([0, 20, 34]))
            events.append(
                .resize(
                    Scenario.Resize(
                        screen: nil, window: nil, frame: nil,
                        safeArea: isInverted ? InvertedMirror.insets(safeArea) : safeArea)))
        }
    }

    // MARK: - Keyboard notifications

    private mutating func addKeyboardEvent(fieldCount: Int) {
        let kind = random.pick([
            KeyboardEventKind.willShow, .willShow, .willChangeFrame, .willChangeFrame,
            .willHide, .didShow, .didChangeFrame, .didHide,
        ])
        typealias Key = KeyboardNotification.Key
        var info: [String: Scenario.UserInfoValue] = [:]
        let end = keyboardFrame(hiding: kind.isHide)
        if random.chance(0.1) {
            if let bad = malformedFrame(near: end) { info[Key.frameEnd] = bad }
        } else {
            info[Key.frameEnd] = .rect(end)
        }
        if random.chance(0.6) {
            info[Key.frameBegin] =
                random.chance(0.9)
                ? .rect(keyboardFrame(hiding: random.chance(0.3))) : malformedFrame(near: end) ?? .null
        }
        if let duration = randomDuration() { info[Key.animationDuration] = duration }
        if let curve = randomCurve() { info[Key.animationCurve] = curve }
        if random.chance(0.3) {
            info[Key.isLocal] = random.pick([.bool(true), .bool(false), .number(1), .string("yes")])
        }
        if random.chance(0.03) { info["UIKeyboardCenterEndUserInfoKey"] = .other("object") }
        let onMainScreen = !random.chance(0.07)
        // Another app's keyboard (Behaviour rules: *Which keyboard events count*); an input
        // accessory view, measured or given as the height the frame leaves out (Behaviour rules:
        // *How much of the view the keyboard covers*).
        let accessoryHeight: Double =
            random.chance(0.8) ? 0 : random.pick([44, 49.5, 72, -10, .infinity, .nan])
        var event = Scenario.KeyboardEvent(
            kind: kind, userInfo: info, onMainScreen: onMainScreen, isLocal: !random.chance(0.1),
            accessory: random.chance(0.3) ? accessory(on: end) : nil, accessoryHeight: accessoryHeight)
        // Or the first responder described, read by the keyboard intake: where it lives, a frame
        // reported in its coordinates, its own accessory, its search bar, a composer around the view.
        if random.chance(0.25) {
            event.accessory = nil
            event.accessoryHeight = 0
            event.responder = responder(on: end, fieldCount: fieldCount)
            if case .rect(let reported)? = info[Key.frameEnd], let input = event.responder?.frame, random.chance(0.3) {
                // Reported in the input's coordinates, as iPadOS 26 has been seen doing.
                event.userInfo[Key.frameEnd] = .rect(reported.offsetBy(dx: -input.minX, dy: -input.minY))
            }
            if random.chance(0.3) { event.composer = accessory(on: end) }
        }
        events.append(.keyboard(event))
        if onMainScreen { keyboardHistory.append((kind, info)) }
    }

    /// A first responder as the keyboard intake reads it: a field, an input of the window, a
    /// composer's text input or a view controller; a text view that has not begun editing yet; its
    /// frame on screen, its own accessory, a search bar of any placement.
    private mutating func responder(on end: CGRect, fieldCount: Int) -> Scenario.Responder {
        var responder = Scenario.Responder(
            lives: random.pick(Scenario.Responder.Lives.allCases), beganEditing: !random.chance(0.3))
        if responder.lives == .window, fieldCount > 0, random.chance(0.5) {
            responder.field = random.int(0...(fieldCount - 1))
        }
        if random.chance(0.4) {
            responder.frame = CGRect(
                x: random.pick([0, 16] as [CGFloat]), y: random.pick([0, 120, 300] as [CGFloat]),
                width: screen.width - 32, height: random.pick([44, 400] as [CGFloat]))
        }
        if random.chance(0.3) { responder.accessory = accessory(on: end) }
        if random.chance(0.2) {
            var placement = random.pick(SearchBarPlacementName.allCases).placement
            placement.isHorizontallyCompact = !random.chance(0.3)
            responder.searchBar = SearchFieldBar.Reading(
                frame: CGRect(x: 16, y: end.minY - 50, width: screen.width - 32, height: 50), placement: placement)
        }
        return responder
    }

    /// An input accessory view measured against the end frame `end`: left out above it, forming
    /// its top, not yet in place, beside it, a point either way off its edges, or broken.
    private mutating func accessory(on end: CGRect) -> CGRect {
        let height = random.pick([44, 58, 88] as [CGFloat])
        let nudge = random.pick([0, 0, -1, 1, -1.5, 0.5] as [CGFloat])
        switch random.int(0...5) {
        case 0, 1: return CGRect(x: end.minX, y: end.minY - height + nudge, width: end.width, height: height)
        case 2: return CGRect(x: end.minX, y: end.minY + nudge, width: end.width, height: height)
        case 3: return CGRect(x: end.minX, y: screen.height, width: end.width, height: height)
        case 4: return CGRect(x: end.maxX, y: end.minY - height, width: 100, height: height)
        default: return CGRect(x: 0, y: .nan, width: end.width, height: height)
        }
    }

    /// Mostly what a device reports for `kind`; sometimes floating, split, undocked, empty, or
    /// nudged onto one of the engine's edges.
    private mutating func keyboardFrame(hiding: Bool) -> CGRect {
        let height = random.pick(keyboardHeights)
        let docked = CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        if hiding {
            switch random.int(0...5) {
            case 0: return docked
            case 1: return .zero
            default: return docked.offsetBy(dx: 0, dy: height)
            }
        }
        switch random.int(0...21) {
        // Docked, ending at a window's bottom that ends above the screen's (Slide Over; Behaviour
        // rules: *Docked and undocked keyboards*).
        case 20, 21:
            let bottom = window.maxY + random.pick([-1.5, -1, -0.5, 0, 0.5, 1, 1.5])
            return CGRect(
                x: random.pick([0, 0, 1, 2]), y: bottom - height, width: screen.width - random.pick([0, 0, 1, 2]),
                height: height)
        case 0, 1: // floating (iPad) or a small undocked keyboard anywhere
            return CGRect(
                x: random.double(0...Double(screen.width) - 320), y: random.double(0...Double(screen.height) - 260),
                width: 320, height: 260)
        case 2: // undocked or split iPad keyboard: full width, lifted off the bottom
            return docked.offsetBy(dx: 0, dy: -random.double(2...Double(screen.height / 2)))
        case 3: // the docked/undocked boundary: maxY around screen height - 1
            return docked.offsetBy(dx: 0, dy: random.pick([-1.5, -1, -0.999, -0.5, 0, 0.5]))
        case 4: // keyboard top right at the scroll view's bottom edge, give or take the tolerances
            let viewBottom = window.minY + frame.maxY
            let top = viewBottom + random.pick([-0.02, -0.011, -0.01, -0.005, 0, 0.005, 0.01, 0.5])
            return CGRect(x: 0, y: top, width: screen.width, height: max(1, screen.height - top))
        case 5: // off screen: just below, exactly at, or beyond the bottom
            return CGRect(x: 0, y: screen.height + random.pick([0, 0.001, 50]), width: screen.width, height: height)
        case 6: // empty
            return CGRect(
                x: 0, y: screen.height - height, width: random.pick([0, -10, screen.width]),
                height: random.pick([0, -5]))
        case 7: // taller than the screen, or from another orientation
            return CGRect(x: 0, y: -random.double(0...100), width: screen.height, height: screen.height + 200)
        default:
            return docked
        }
    }

    /// An end frame UIKit would never send, or `nil` to leave the key out.
    private mutating func malformedFrame(near frame: CGRect) -> Scenario.UserInfoValue? {
        switch random.int(0...9) {
        case 0: return nil
        case 1: return .rect(CGRect(x: frame.minX, y: .nan, width: frame.width, height: frame.height))
        case 2: return .rect(CGRect(x: frame.minX, y: frame.minY, width: .infinity, height: frame.height))
        case 3: return .rect(CGRect(x: -.infinity, y: frame.minY, width: frame.width, height: -.infinity))
        case 4: return .number(Double(frame.minY))
        case 5: return .string("{{0, 516}, {393, 336}}")
        case 6: return .null
        case 7: return .bool(true)
        case 8: return .other("array")
        default: return .other("object")
        }
    }

    private mutating func randomDuration() -> Scenario.UserInfoValue? {
        switch random.int(0...19) {
        case 0..<9: return .number(0.25)
        case 9..<12: return .number(0)
        case 12: return .number(random.double(0...1))
        case 13: return nil
        case 14: return .number(-0.25)
        case 15: return .number(random.chance(0.5) ? .nan : .infinity)
        case 16: return .string("0.25")
        case 17: return .bool(true)
        case 18: return .null
        default: return .number(-.infinity)
        }
    }

    private mutating func randomCurve() -> Scenario.UserInfoValue? {
        switch random.int(0...19) {
        case 0..<11: return .number(7)
        case 11..<14: return .number(Double(random.int(0...3)))
        case 14: return nil
        case 15: return .number(random.pick([99, -1, 2.5, 16, 1e300]))
        case 16: return .number(.nan)
        case 17: return .string("7")
        case 18: return .bool(false)
        default: return .other("array")
        }
    }
}
