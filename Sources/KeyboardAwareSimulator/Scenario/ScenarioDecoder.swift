import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Scenario {
    /// Reads a scenario file's text. Throws a ``ScenarioError`` naming the JSON path at fault.
    package init(json text: String) throws {
        let document: JSONValue
        do {
            document = try JSONReader.parse(text)
        } catch {
            throw ScenarioError(path: "(root)", message: "\(error)")
        }
        try self.init(root: JSONCursor(document))
    }

    init(root: JSONCursor) throws {
        _ = try root.object()
        let format = try root.required("format")
        guard try format.anyNumber() == 1 else { throw format.fail("expected 1 (the only format there is)") }
        name = try root.optional("name")?.string()
        screen = try root.required("screen").size()
        window = try root.optional("window")?.rect()
        scrollView = try Self.scrollView(try root.required("scrollView"))
        cells = try root.optional("cells")?.mapElements { cursor in try cursor.rect() } ?? []
        let cellCount = cells.count
        fields =
            try root.optional("fields")?.mapElements { cursor in
                try Self.field(cursor, cellCount: cellCount)
            } ?? []
        options = try Self.options(try root.optional("options"))
        let fieldCount = fields.count
        events = try root.required("events").mapElements { cursor in
            try Self.event(cursor, fieldCount: fieldCount)
        }
    }

    // MARK: - Parts

    private static func scrollView(_ cursor: JSONCursor) throws -> ScrollView {
        ScrollView(
            kind: try cursor.optional("kind")?.oneOf(Kind.self) ?? .scroll,
            frame: try cursor.required("frame").rect(),
            contentSize: try cursor.required("contentSize").size(),
            contentInset: try cursor.optional("contentInset")?.insets() ?? .zero,
            indicatorInset: try cursor.optional("indicatorInset")?.insets() ?? .zero,
            safeArea: try cursor.optional("safeArea")?.insets() ?? .zero,
            insetAdjustment: try cursor.optional("insetAdjustment")?.oneOf(ContentInsetAdjustment.self) ?? .automatic,
            contentOffset: try cursor.optional("contentOffset")?.point(),
            pinnedTop: try cursor.optional("pinnedTop")?.number() ?? 0,
            alwaysBounceVertical: try cursor.optional("alwaysBounceVertical")?.bool(),
            isNavigationControllerOwned: try cursor.optional("navigationControllerOwned")?.bool() ?? false
        )
    }

    private static func field(_ cursor: JSONCursor, cellCount: Int) throws -> Field {
        Field(
            frame: try cursor.required("frame").rect(),
            cell: try cursor.optional("cell")?.index(below: cellCount, of: "cell"),
            isMultiline: try cursor.optional("multiline")?.bool() ?? false,
            caret: try cursor.optional("caret")?.rect())
    }

    private static func options(_ cursor: JSONCursor?) throws -> KeyboardAvoidanceOptions {
        guard let cursor else { return .scenarioDefault }
        return try optionsChange(cursor).applied(to: .scenarioDefault)
    }

    /// The options an `options` object gives (any subset), each read as its kind in the table.
    private static func optionsChange(_ cursor: JSONCursor) throws -> OptionsChange {
        var change = OptionsChange()
        _ = try cursor.object()
        for option in KeyboardAvoidanceOptions.table {
            guard let name = option.scenarioName, let value = try cursor.optional(name) else { continue }
            switch option.kind {
            case .flag: change[option] = .flag(try value.bool())
            case .points, .optionalPoints: change[option] = .number(Double(try value.number()))
            case .seconds: change[option] = .number(try seconds(value))
            case .choice(let names): change[option] = .choice(try value.oneOf(names))
            }
        }
        return change
    }

    private static func seconds(_ value: JSONCursor) throws -> TimeInterval {
        let seconds = try value.number()
        guard seconds >= 0 else { throw value.fail("expected a non-negative number of seconds") }
        return seconds
    }

    // MARK: - Events

    private static let eventKeys = [
        "keyboard", "focus", "blur", "caret", "returnKey", "setContentInset",
        "setIndicatorInset", "scroll", "contentSize", "resize", "touch", "attach", "track", "wait",
        "background", "foreground", "options", "pin", "pinMoved", "inputLeftWindow", "layoutPass",
        "window",
    ]

    private static func event(_ cursor: JSONCursor, fieldCount: Int) throws -> Event {
        let members = try cursor.object()
        let kinds = eventKeys.filter { members[$0] != nil }
        guard kinds.count == 1, let key = kinds.first else {
            let list = eventKeys.joined(separator: ", ")
            throw cursor.fail(
                kinds.isEmpty
                    ? "expected an event: one of \(list)"
                    : "one event per entry, found \(kinds.joined(separator: " and "))")
        }
        // A wait that is not a number (null included) is replayed, and ignored with a reason
        // (Behaviour rules: *Held hides*).
        if key == "wait" {
            guard case .number(let seconds)? = members[key] else { return .wait(nil) }
            return .wait(seconds)
        }
        // `{"pin": null}` ends the pin (Behaviour rules: *Pinned content*).
        if key == "pin" {
            return .pin(try cursor.optional(key)?.number())
        }
        if key == "pinMoved" {
            return .pinMoved(try cursor.optional(key)?.number())
        }
        let value = try cursor.required(key)
        switch key {
        case "keyboard":
            return try keyboardEvent(cursor, kind: value.oneOf(KeyboardEventKind.self), fieldCount: fieldCount)
        case "focus": return .focus(try value.index(below: fieldCount, of: "field"))
        case "blur":
            try expectTrue(value)
            return .blur
        case "returnKey":
            try expectTrue(value)
            return .returnKey
        case "caret": return .caret(try value.rect())
        case "setContentInset": return .setContentInset(try value.insets())
        case "setIndicatorInset": return .setIndicatorInset(try value.insets())
        case "scroll": return .scroll(try value.point())
        case "contentSize": return .contentSize(try value.size())
        case "touch": return .touch(isDown: try touch(value))
        case "attach": return .attach(keyboard: try attachedKeyboard(value))
        case "track": return .track(try value.rect(allowingNonFinite: true))
        case "background":
            try expectTrue(value)
            return .background
        case "foreground": return .foreground(keyboard: try attachedKeyboard(value))
        case "options": return .options(try optionsChange(value))
        case "inputLeftWindow":
            try expectTrue(value)
            return .inputLeftWindow
        case "layoutPass": return .layoutPass(guide: try guide(value))
        case "window":
            let change = try value.string()
            guard change == "left" || change == "joined" else {
                throw value.fail("expected \"left\" or \"joined\", found \"\(change)\"")
            }
            return .window(isIn: change == "joined")
        default: return .resize(try resize(value))
        }
    }

    /// `{"guide": {"top": Y, "restingTop": Y} | null}`: the key is required, as an attach's keyboard is.
    private static func guide(_ cursor: JSONCursor) throws -> KeyboardSource.GuideReading? {
        _ = try cursor.object()
        guard try cursor.has("guide") else { throw cursor.fail("expected \"guide\": a guide or null") }
        guard let guide = try cursor.optional("guide") else { return nil }
        _ = try guide.object()
        return KeyboardSource.GuideReading(
            top: try guide.required("top").number(), restingTop: try guide.required("restingTop").number())
    }

    private static func expectTrue(_ cursor: JSONCursor) throws {
        guard try cursor.bool() else { throw cursor.fail("expected true") }
    }

    private static func touch(_ cursor: JSONCursor) throws -> Bool {
        let phase = try cursor.string()
        guard phase == "down" || phase == "up" else {
            throw cursor.fail("expected \"down\" or \"up\", found \"\(phase)\"")
        }
        return phase == "down"
    }

    /// `{"keyboard": RECT | null}`: the key is required (`null` for no known keyboard), so that a
    /// file says which it means.
    private static func attachedKeyboard(_ cursor: JSONCursor) throws -> CGRect? {
        guard try cursor.has("keyboard") else { return try cursor.required("keyboard").rect() }
        return try cursor.optional("keyboard")?.rect()
    }

    private static func resize(_ cursor: JSONCursor) throws -> Resize {
        _ = try cursor.object()
        return Resize(
            screen: try cursor.optional("screen")?.size(),
            window: try cursor.optional("window")?.rect(),
            frame: try cursor.optional("frame")?.rect(),
            safeArea: try cursor.optional("safeArea")?.insets(),
            isKeyboardTransition: try cursor.optional("keyboardTransition")?.bool() ?? false)
    }

    private static func keyboardEvent(_ cursor: JSONCursor, kind: KeyboardEventKind, fieldCount: Int) throws -> Event {
        var event = KeyboardEvent(kind: kind, userInfo: [:])
        if let screen = try cursor.optional("screen") {
            let name = try screen.string()
            guard name == "main" || name == "other" else {
                throw screen.fail("expected \"main\" or \"other\", found \"\(name)\"")
            }
            event.onMainScreen = name == "main"
        }
        if let local = try cursor.optional("local") { event.isLocal = try local.bool() }
        if let height = try cursor.optional("accessoryHeight") { event.accessoryHeight = try height.anyNumber() }
        // An `accessory` that is not a rect counts as none, and `accessoryHeight` applies
        // (Behaviour rules: *How much of the view the keyboard covers*).
        if let accessory = try cursor.optional("accessory"), case .rect(let frame) = userInfoValue(accessory.value) {
            event.accessory = frame
        }
        if let responder = try cursor.optional("responder") {
            event.responder = try self.responder(responder, fieldCount: fieldCount)
        }
        if let composer = try cursor.optional("composer") {
            event.composer = try composer.rect(allowingNonFinite: true)
        }
        let shortcuts = ["end", "begin", "duration", "curve"]
        if let raw = try cursor.optional("userInfo") {
            let members = try cursor.object()
            if let clash = shortcuts.first(where: { members[$0] != nil }) {
                throw raw.fail("gives the raw dictionary; it cannot be combined with \"\(clash)\"")
            }
            for (key, value) in try raw.object() { event.userInfo[key] = userInfoValue(value) }
            return .keyboard(event)
        }
        let key = KeyboardNotification.Key.self
        if let end = try cursor.optional("end") {
            event.userInfo[key.frameEnd] = .rect(try end.rect(allowingNonFinite: true))
        }
        if let begin = try cursor.optional("begin") {
            event.userInfo[key.frameBegin] = .rect(try begin.rect(allowingNonFinite: true))
        }
        if let duration = try cursor.optional("duration") {
            event.userInfo[key.animationDuration] = .number(try duration.anyNumber())
        }
        if let curve = try cursor.optional("curve") {
            event.userInfo[key.animationCurve] = .number(try curve.anyNumber())
        }
        return .keyboard(event)
    }

    /// `{"lives": "window" | "keyboardWindow" | "viewController", "beganEditing": BOOL, "field": N, "frame": RECT,
    /// "accessory": RECT, "searchBar": {"frame": RECT, "placement": NAME, "compactWidth": BOOL}}`.
    private static func responder(_ cursor: JSONCursor, fieldCount: Int) throws -> Responder {
        _ = try cursor.object()
        var responder = Responder()
        if let lives = try cursor.optional("lives") {
            let name = try lives.string()
            guard let value = Responder.Lives(rawValue: name) else {
                let names = Responder.Lives.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw lives.fail("expected one of \(names), found \"\(name)\"")
            }
            responder.lives = value
        }
        if let began = try cursor.optional("beganEditing") { responder.beganEditing = try began.bool() }
        if let field = try cursor.optional("field") {
            responder.field = try field.index(below: fieldCount, of: "field")
        }
        responder.frame = try cursor.optional("frame")?.rect()
        responder.accessory = try cursor.optional("accessory")?.rect(allowingNonFinite: true)
        if let bar = try cursor.optional("searchBar") {
            _ = try bar.object()
            let placement = try bar.required("placement")
            let name = try placement.string()
            guard var value = SearchBarPlacementName(rawValue: name)?.placement else {
                let names = SearchBarPlacementName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw placement.fail("expected one of \(names), found \"\(name)\"")
            }
            value.isHorizontallyCompact = try bar.optional("compactWidth")?.bool() ?? true
            responder.searchBar = SearchFieldBar.Reading(frame: try bar.required("frame").rect(), placement: value)
        }
        return responder
    }

    /// JSON to a `userInfo` value: an object with numeric x/y/width/height is a rect; numbers,
    /// strings, booleans and null stay what they are; anything else is an opaque value.
    private static func userInfoValue(_ value: JSONValue) -> UserInfoValue {
        switch value {
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .array: return .other("array")
        case .object(let members):
            let parts = ["x", "y", "width", "height"].compactMap { key -> Double? in
                if case .number(let number)? = members[key] { return number }
                return nil
            }
            guard parts.count == 4 else { return .other("object") }
            return .rect(CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3]))
        }
    }
}
