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
    public var json: String {
        var out = "{\n"
        var members: [(String, String)] = [("format", "1")]
        if let name { members.append(("name", ScenarioJSON.string(name))) }
        members.append(("screen", ScenarioJSON.size(screen)))
        if let window { members.append(("window", ScenarioJSON.rect(window))) }
        members.append(("scrollView", ScenarioJSON.scrollView(scrollView)))
        if !cells.isEmpty { members.append(("cells", ScenarioJSON.list(cells.map(ScenarioJSON.rect)))) }
        if !fields.isEmpty { members.append(("fields", ScenarioJSON.list(fields.map(ScenarioJSON.field)))) }
        members.append(("options", ScenarioJSON.options(options)))
        members.append(("events", ScenarioJSON.list(events.map(ScenarioJSON.event))))
        out += members.map { "  \(ScenarioJSON.string($0.0)): \($0.1)" }.joined(separator: ",\n")
        return out + "\n}\n"
    }
}

/// The pieces of ``Scenario/json``, each returning JSON text.
enum ScenarioJSON {
    // MARK: - Scalars

    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "Infinity" : "-Infinity" }
        return JSONWriter.format(value)
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    static func string(_ text: String) -> String { JSONWriter.quoted(text) }

    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// An array, one element per line (events, fields and cells read best that way).
    static func list(_ elements: [String]) -> String {
        elements.isEmpty ? "[]" : "[\n    " + elements.joined(separator: ",\n    ") + "\n  ]"
    }

    // MARK: - Geometry

    static func rect(_ rect: CGRect) -> String {
        object([("x", number(rect.origin.x)), ("y", number(rect.origin.y)),
                ("width", number(rect.size.width)), ("height", number(rect.size.height))])
    }

    static func size(_ size: CGSize) -> String {
        object([("width", number(size.width)), ("height", number(size.height))])
    }

    static func point(_ point: CGPoint) -> String {
        object([("x", number(point.x)), ("y", number(point.y))])
    }

    static func insets(_ insets: EdgeInsets) -> String {
        object([("top", number(insets.top)), ("left", number(insets.left)),
                ("bottom", number(insets.bottom)), ("right", number(insets.right))])
    }

    // MARK: - Parts

    static func scrollView(_ view: Scenario.ScrollView) -> String {
        var members = [("kind", string(view.kind.rawValue)), ("frame", rect(view.frame)),
                       ("contentSize", size(view.contentSize)), ("contentInset", insets(view.contentInset)),
                       ("indicatorInset", insets(view.indicatorInset)), ("safeArea", insets(view.safeArea)),
                       ("insetAdjustment", string(view.insetAdjustment.rawValue))]
        if let offset = view.contentOffset { members.append(("contentOffset", point(offset))) }
        if view.pinnedTop != 0 { members.append(("pinnedTop", number(view.pinnedTop))) }
        return object(members)
    }

    static func field(_ field: Scenario.Field) -> String {
        var members = [("frame", rect(field.frame))]
        if let cell = field.cell { members.append(("cell", String(cell))) }
        if field.isMultiline { members.append(("multiline", "true")) }
        if let caret = field.caret { members.append(("caret", rect(caret))) }
        return object(members)
    }

    static func options(_ options: KeyboardAvoidanceOptions) -> String {
        object([("enabled", "\(options.isEnabled)"), ("keyboardDistance", number(options.keyboardDistance)),
                ("revealsPreviousCell", "\(options.revealsPreviousCell)"),
                ("followsUndockedKeyboard", "\(options.followsUndockedKeyboard)"),
                ("rightToLeft", "\(options.isRightToLeft)")])
    }

    // MARK: - Events

    static func event(_ event: Scenario.Event) -> String {
        switch event {
        case let .keyboard(kind, userInfo, onMainScreen):
            return keyboard(kind, userInfo: userInfo, onMainScreen: onMainScreen)
        case .focus(let index): return object([("focus", String(index))])
        case .blur: return object([("blur", "true")])
        case .caret(let caret): return object([("caret", rect(caret))])
        case .returnKey: return object([("returnKey", "true")])
        case .setContentInset(let value): return object([("setContentInset", insets(value))])
        case .setIndicatorInset(let value): return object([("setIndicatorInset", insets(value))])
        case .scroll(let offset): return object([("scroll", point(offset))])
        case .contentSize(let value): return object([("contentSize", size(value))])
        case .resize(let resize):
            var members: [(String, String)] = []
            if let screen = resize.screen { members.append(("screen", size(screen))) }
            if let window = resize.window { members.append(("window", rect(window))) }
            if let frame = resize.frame { members.append(("frame", rect(frame))) }
            if let safeArea = resize.safeArea { members.append(("safeArea", insets(safeArea))) }
            if resize.isKeyboardTransition { members.append(("keyboardTransition", "true")) }
            return object([("resize", object(members))])
        case .touch(let isDown): return object([("touch", string(isDown ? "down" : "up"))])
        }
    }

    /// A keyboard event in the short form (`end`, `begin`, `duration`, `curve`) when its
    /// `userInfo` holds only those, with the types the short form gives them; otherwise the raw
    /// dictionary, keys sorted so that the output is deterministic.
    static func keyboard(_ kind: KeyboardEventKind, userInfo: [String: Scenario.UserInfoValue],
                         onMainScreen: Bool) -> String {
        typealias Key = KeyboardNotification.Key
        var members = [("keyboard", string(kind.rawValue))]
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
                case .number(let value)?: members.append((entry.name, number(value)))
                default: break
                }
            }
        } else {
            let raw = userInfo.keys.sorted().map { ($0, userInfoValue(userInfo[$0]!)) }
            members.append(("userInfo", object(raw)))
        }
        if !onMainScreen { members.append(("screen", string("other"))) }
        return object(members)
    }

    /// The JSON that the scenario reader turns back into `value`. Opaque values are written as
    /// an empty array or object, which read back as opaque values of the same kind.
    static func userInfoValue(_ value: Scenario.UserInfoValue) -> String {
        switch value {
        case .rect(let value): rect(value)
        case .number(let value): number(value)
        case .string(let text): string(text)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .other(let kind): kind == "object" ? "{}" : "[]"
        }
    }
}
