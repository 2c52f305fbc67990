import Foundation

/// The one JSON writer of the simulator: its output lines (one object per line) and scenario files
/// (one member, event, field or cell per line, so that a file stays diffable). Keys keep the order
/// given; numbers are as short as they go.
package enum JSONWriter {
    /// A JSON value with its object members in the order they are written.
    indirect enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Value])
        case object([(String, Value)])
    }

    /// How a document is laid out and what a non-finite number becomes.
    package enum Style {
        /// One line. Non-finite numbers, which valid scenarios never produce, print as `null` so
        /// that the line stays JSON.
        case line
        /// A scenario file: the top-level members one per line, each element of a top-level array
        /// on a line of its own. Non-finite numbers print as `NaN`, `Infinity` and `-Infinity`,
        /// which the scenario reader accepts, so that raw `userInfo` values survive a round trip.
        case scenarioFile
    }

    /// `value` as a JSON document in `style`.
    static func write(_ value: Value, style: Style = .line) -> String {
        var out = ""
        switch (style, value) {
        case (.scenarioFile, .object(let members)):
            out += "{\n"
            for (position, (key, member)) in members.enumerated() {
                out += position > 0 ? ",\n  " : "  "
                out += quoted(key) + ": "
                if case .array(let elements) = member, !elements.isEmpty {
                    out += "[\n"
                    for (index, element) in elements.enumerated() {
                        out += index > 0 ? ",\n    " : "    "
                        write(element, style: style, to: &out)
                    }
                    out += "\n  ]"
                } else {
                    write(member, style: style, to: &out)
                }
            }
            out += "\n}\n"
        default:
            write(value, style: style, to: &out)
        }
        return out
    }

    private static func write(_ value: Value, style: Style, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += format(number, style: style)
        case .string(let text): out += quoted(text)
        case .array(let elements):
            out += "["
            for (position, element) in elements.enumerated() {
                if position > 0 { out += ", " }
                write(element, style: style, to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (position, (key, member)) in members.enumerated() {
                if position > 0 { out += ", " }
                out += quoted(key) + ": "
                write(member, style: style, to: &out)
            }
            out += "}"
        }
    }

    /// Integral values print without a fraction (`-0` as `0`); others in the shortest form that
    /// reads back as the same `Double`; non-finite ones as `style` says.
    package static func format(_ number: Double, style: Style = .line) -> String {
        guard number.isFinite else {
            guard case .scenarioFile = style else { return "null" }
            return number.isNaN ? "NaN" : (number > 0 ? "Infinity" : "-Infinity")
        }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let control where control.value < 0x20:
                out += String(format: "\\u%04x", control.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
