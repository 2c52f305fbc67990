/// A parsed JSON document. Numbers are `Double`s, as in the scenario format.
package enum JSONValue: Sendable, Hashable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any number, including `NaN` and `±Infinity`, which scenario files may use.
    case number(Double)
    /// A string, escapes resolved.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; a key given twice keeps its last value.
    case object([String: JSONValue])

    /// What the value is, for error messages: "a number", "an object"…
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
