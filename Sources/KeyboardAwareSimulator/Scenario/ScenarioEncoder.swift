import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Scenario {
    /// The scenario as a format 1 file (the scenario format) that ``Scenario/init(json:)`` and
    /// `keyboard-aware-sim` read back to the same scenario.
    ///
    /// The stress run prints failures this way, so a failure found among millions of random
    /// sequences becomes a file anyone can replay, draw and turn into a regression test. Numbers
    /// are written in the shortest form that reads back as the same `Double`; the non-finite ones
    /// that only raw `userInfo` values may hold are written as `NaN`, `Infinity` and `-Infinity`,
    /// which the scenario reader accepts. One event per line keeps the file diffable.
    package var json: String {
        var members: [(String, JSONWriter.Value)] = [("format", .number(1))]
        if let name { members.append(("name", .string(name))) }
        members.append(("screen", ScenarioJSON.size(screen)))
        if let window { members.append(("window", ScenarioJSON.rect(window))) }
        members.append(("scrollView", ScenarioJSON.scrollView(scrollView)))
        if !cells.isEmpty { members.append(("cells", .array(cells.map(ScenarioJSON.rect)))) }
        if !fields.isEmpty { members.append(("fields", .array(fields.map(ScenarioJSON.field)))) }
        members.append(("options", ScenarioJSON.options(options)))
        members.append(("events", .array(events.map(ScenarioJSON.event))))
        return JSONWriter.write(.object(members), style: .scenarioFile)
    }
}

/// The parts of ``Scenario/json`` as JSON values.
enum ScenarioJSON {
    typealias Value = JSONWriter.Value

    // MARK: - Geometry

    static func number(_ value: CGFloat) -> Value { .number(Double(value)) }

    static func rect(_ rect: CGRect) -> Value {
        .object([
            ("x", number(rect.origin.x)), ("y", number(rect.origin.y)),
            ("width", number(rect.size.width)), ("height", number(rect.size.height)),
        ])
    }

    static func size(_ size: CGSize) -> Value {
        .object([("width", number(size.width)), ("height", number(size.height))])
    }

    static func point(_ point: CGPoint) -> Value {
        .object([("x", number(point.x)), ("y", number(point.y))])
    }

    static func insets(_ insets: EdgeInsets) -> Value {
        .object([
            ("top", number(insets.top)), ("left", number(insets.left)),
            ("bottom", number(insets.bottom)), ("right", number(insets.right)),
        ])
    }

    // MARK: - Parts

    static func scrollView(_ view: Scenario.ScrollView) -> Value {
        var members: [(String, Value)] = [
            ("kind", .string(view.kind.rawValue)), ("frame", rect(view.frame)),
            ("contentSize", size(view.contentSize)), ("contentInset", insets(view.contentInset)),
            ("indicatorInset", insets(view.indicatorInset)), ("safeArea", insets(view.safeArea)),
            ("insetAdjustment", .string(view.insetAdjustment.rawValue)),
        ]
        if let offset = view.contentOffset { members.append(("contentOffset", point(offset))) }
        if view.pinnedTop != 0 { members.append(("pinnedTop", number(view.pinnedTop))) }
        if let bounces = view.alwaysBounceVertical { members.append(("alwaysBounceVertical", .bool(bounces))) }
        if view.isNavigationControllerOwned { members.append(("navigationControllerOwned", .bool(true))) }
        return .object(members)
    }

    static func field(_ field: Scenario.Field) -> Value {
        var members: [(String, Value)] = [("frame", rect(field.frame))]
        if let cell = field.cell { members.append(("cell", .number(Double(cell)))) }
        if field.isMultiline { members.append(("multiline", .bool(true))) }
        if let caret = field.caret { members.append(("caret", rect(caret))) }
        return .object(members)
    }

    /// The values an options change gives, under the scenario format's names, in the table's order.
    static func optionsChange(_ change: OptionsChange) -> Value {
        .object(
            KeyboardAvoidanceOptions.table.compactMap { option in
                guard let name = option.scenarioName, let value = change[option] else { return nil }
                return (name, optionValue(value))
            })
    }

    /// The options a scenario starts with: those the format always gives, and the others that are
    /// not the scenario default.
    static func options(_ options: KeyboardAvoidanceOptions) -> Value {
        .object(
            KeyboardAvoidanceOptions.table.compactMap { option in
                let value = option.value(in: options)
                guard let name = option.scenarioName, option.isAlwaysWritten || value != option.scenarioDefault
                else { return nil }
                return (name, optionValue(value))
            })
    }

    static func optionValue(_ value: KeyboardAvoidanceOption.Value) -> Value {
        switch value {
        case .flag(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .choice(let name): .string(name)
        case .none: .null
        }
    }

    // MARK: - Events

    static func event(_ event: Scenario.Event) -> Value {
        switch event {
        case .keyboard(let event): return keyboard(event)
        case .focus(let index): return .object([("focus", .number(Double(index)))])
        case .blur: return .object([("blur", .bool(true))])
        case .caret(let caret): return .object([("caret", rect(caret))])
        case .returnKey: return .object([("returnKey", .bool(true))])
        case .setContentInset(let value): return .object([("setContentInset", insets(value))])
        case .setIndicatorInset(let value): return .object([("setIndicatorInset", insets(value))])
        case .scroll(let offset): return .object([("scroll", point(offset))])
        case .contentSize(let value): return .object([("contentSize", size(value))])
        case .resize(let resize):
            var members: [(String, Value)] = []
            if let screen = resize.screen { members.append(("screen", size(screen))) }
            if let window = resize.window { members.append(("window", rect(window))) }
            if let frame = resize.frame { members.append(("frame", rect(frame))) }
            if let safeArea = resize.safeArea { members.append(("safeArea", insets(safeArea))) }
            if resize.isKeyboardTransition { members.append(("keyboardTransition", .bool(true))) }
            return .object([("resize", .object(members))])
        case .touch(let isDown): return .object([("touch", .string(isDown ? "down" : "up"))])
        case .attach(let keyboard): return .object([("attach", .object([("keyboard", keyboard.map(rect) ?? .null)]))])
        case .track(let frame): return .object([("track", rect(frame))])
        case .wait(let seconds): return .object([("wait", seconds.map(Value.number) ?? .null)])
        case .background: return .object([("background", .bool(true))])
        case .foreground(let keyboard):
            return .object([("foreground", .object([("keyboard", keyboard.map(rect) ?? .null)]))])
        case .options(let change): return .object([("options", optionsChange(change))])
        case .pin(let y): return .object([("pin", y.map(number) ?? .null)])
        case .pinMoved(let y): return .object([("pinMoved", y.map(number) ?? .null)])
        case .inputLeftWindow: return .object([("inputLeftWindow", .bool(true))])
        case .window(let isIn): return .object([("window", .string(isIn ? "joined" : "left"))])
        case .layoutPass(let guide):
            let value: Value =
                guide.map { .object([("top", number($0.top)), ("restingTop", number($0.restingTop))]) } ?? .null
            return .object([("layoutPass", .object([("guide", value)]))])
        }
    }

    /// A keyboard event in the short form (`end`, `begin`, `duration`, `curve`) when its
    /// `userInfo` holds only those, with the types the short form gives them; otherwise the raw
    /// dictionary, keys sorted so that the output is deterministic. `screen`, `local`, `accessory`
    /// and `accessoryHeight` only when they are not the defaults.
    static func keyboard(_ event: Scenario.KeyboardEvent) -> Value {
        typealias Key = KeyboardNotification.Key
        let userInfo = event.userInfo
        var members: [(String, Value)] = [("keyboard", .string(event.kind.rawValue))]
        let short: [(key: String, name: String, isRect: Bool)] = [
            (Key.frameEnd, "end", true), (Key.frameBegin, "begin", true),
            (Key.animationDuration, "duration", false), (Key.animationCurve, "curve", false),
        ]
        let isShort = userInfo.allSatisfy { key, value in
            switch (short.first { $0.key == key }?.isRect, value) {
            case (true?, .rect), (false?, .number): true
            default: false
            }
        }
        if isShort {
            for entry in short {
                switch userInfo[entry.key] {
                case .rect(let value)?: members.append((entry.name, rect(value)))
                case .number(let value)?: members.append((entry.name, .number(value)))
                default: break
                }
            }
        } else {
            let raw = userInfo.keys.sorted().compactMap { key in userInfo[key].map { (key, userInfoValue($0)) } }
            members.append(("userInfo", .object(raw)))
        }
        if !event.onMainScreen { members.append(("screen", .string("other"))) }
        if !event.isLocal { members.append(("local", .bool(false))) }
        if let accessory = event.accessory { members.append(("accessory", rect(accessory))) }
        if event.accessoryHeight != 0 || event.accessoryHeight.isNaN {
            members.append(("accessoryHeight", .number(event.accessoryHeight)))
        }
        if let responder = event.responder { members.append(("responder", self.responder(responder))) }
        if let composer = event.composer { members.append(("composer", rect(composer))) }
        return .object(members)
    }

    /// A first responder as the scenario reader takes it back, defaults left out.
    static func responder(_ responder: Scenario.Responder) -> Value {
        var members: [(String, Value)] = [("lives", .string(responder.lives.rawValue))]
        if !responder.beganEditing { members.append(("beganEditing", .bool(false))) }
        if let field = responder.field { members.append(("field", .number(Double(field)))) }
        if let frame = responder.frame { members.append(("frame", rect(frame))) }
        if let accessory = responder.accessory { members.append(("accessory", rect(accessory))) }
        if let bar = responder.searchBar, let name = SearchBarPlacementName(bar.placement) {
            var barMembers: [(String, Value)] = [("frame", rect(bar.frame)), ("placement", .string(name.rawValue))]
            if !bar.placement.isHorizontallyCompact { barMembers.append(("compactWidth", .bool(false))) }
            members.append(("searchBar", .object(barMembers)))
        }
        return .object(members)
    }

    /// The JSON that the scenario reader turns back into `value`. Opaque values are written as
    /// an empty array or object, which read back as opaque values of the same kind.
    static func userInfoValue(_ value: Scenario.UserInfoValue) -> Value {
        switch value {
        case .rect(let value): rect(value)
        case .number(let value): .number(value)
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .null: .null
        case .other(let kind): kind == "object" ? .object([]) : .array([])
        }
    }
}
