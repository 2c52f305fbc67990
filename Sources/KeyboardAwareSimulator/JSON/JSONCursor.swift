import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A value inside a document together with its path (`events[3].end.width`), so that every
/// decoding error names the place at fault.
struct JSONCursor {
    let value: JSONValue
    let path: String

    init(_ value: JSONValue, path: String = "") {
        self.value = value
        self.path = path
    }

    func fail(_ message: String) -> ScenarioError {
        ScenarioError(path: path.isEmpty ? "(root)" : path, message: message)
    }

    // MARK: - Containers

    func object() throws -> [String: JSONValue] {
        guard case .object(let members) = value else {
            throw fail("expected an object, found \(value.kindDescription)")
        }
        return members
    }

    func array() throws -> [JSONCursor] {
        guard case .array(let elements) = value else { throw fail("expected an array, found \(value.kindDescription)") }
        return elements.enumerated().map { JSONCursor($1, path: "\(path)[\($0)]") }
    }

    /// Decodes every element of an array. A loop rather than `Array.map`, whose error type is
    /// untyped in older standard libraries (the iOS 17 SDK's among them).
    func mapElements<T>(_ transform: (JSONCursor) throws -> T) throws -> [T] {
        var results: [T] = []
        for element in try array() { results.append(try transform(element)) }
        return results
    }

    /// The member `key`, or `nil` when it is absent or `null`.
    func optional(_ key: String) throws -> JSONCursor? {
        let members = try object()
        guard let member = members[key], member != .null else { return nil }
        return JSONCursor(member, path: path.isEmpty ? key : "\(path).\(key)")
    }

    func required(_ key: String) throws -> JSONCursor {
        guard let member = try optional(key) else {
            throw JSONCursor(.null, path: path.isEmpty ? key : "\(path).\(key)").fail("missing")
        }
        return member
    }

    func has(_ key: String) throws -> Bool { try object()[key] != nil }

    // MARK: - Scalars

    /// Any number, NaN and infinities included.
    func anyNumber() throws -> Double {
        guard case .number(let number) = value else { throw fail("expected a number, found \(value.kindDescription)") }
        return number
    }

    /// A finite number: what every piece of geometry must be.
    func number() throws -> CGFloat {
        let number = try anyNumber()
        guard number.isFinite else { throw fail("expected a finite number") }
        return CGFloat(number)
    }

    func nonNegative() throws -> CGFloat {
        let number = try number()
        guard number >= 0 else { throw fail("expected a number >= 0") }
        return number
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw fail("expected true or false, found \(value.kindDescription)") }
        return flag
    }

    func string() throws -> String {
        guard case .string(let text) = value else { throw fail("expected a string, found \(value.kindDescription)") }
        return text
    }

    func index(below count: Int, of what: String) throws -> Int {
        let number = try number()
        guard number == number.rounded(), number >= 0 else { throw fail("expected a whole number >= 0") }
        guard number < CGFloat(count) else {
            // Written as read: a number this large may not fit an `Int` (1e300, infinity).
            let index = JSONWriter.format(Double(number), style: .scenarioFile)
            throw fail(count == 0 ? "there are no \(what)s" : "no \(what) \(index) (there are \(count))")
        }
        return Int(number)
    }

    func oneOf<T: RawRepresentable>(_ type: T.Type) throws -> T
    where T.RawValue == String, T: CaseIterable {
        let text = try oneOf(T.allCases.map(\.rawValue))
        guard let value = T(rawValue: text) else { throw fail("expected a raw value of \(T.self)") }
        return value
    }

    /// One of `names`, the error listing them all.
    func oneOf(_ names: [String]) throws -> String {
        let text = try string()
        guard names.contains(text) else {
            let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
            throw fail("expected one of \(list), found \"\(text)\"")
        }
        return text
    }

    // MARK: - Geometry

    func rect(allowingNonFinite: Bool = false) throws -> CGRect {
        func part(_ key: String) throws -> CGFloat {
            let member = try required(key)
            return allowingNonFinite ? CGFloat(try member.anyNumber()) : try member.number()
        }
        _ = try object()
        return CGRect(x: try part("x"), y: try part("y"), width: try part("width"), height: try part("height"))
    }

    func size() throws -> CGSize {
        CGSize(width: try required("width").nonNegative(), height: try required("height").nonNegative())
    }

    func point() throws -> CGPoint {
        CGPoint(x: try required("x").number(), y: try required("y").number())
    }

    /// Insets; missing edges are zero.
    func insets() throws -> EdgeInsets {
        func edge(_ key: String) throws -> CGFloat { try optional(key)?.number() ?? 0 }
        _ = try object()
        return EdgeInsets(
            top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
    }
}
