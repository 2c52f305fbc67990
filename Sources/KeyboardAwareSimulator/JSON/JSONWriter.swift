import Foundation

/// Writes the simulator's output lines: keys in the order given, numbers as short as they go.
enum JSONWriter {
    indirect enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case object([(String, Value)])
    }

    static func line(_ value: Value) -> String {
        var out = ""
        write(value, to: &out)
        return out
    }

    private static func write(_ value: Value, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += format(number)
        case .string(let text): out += quoted(text)
        case .object(let members):
            out += "{"
            for (position, (key, member)) in members.enumerated() {
                if position > 0 { out += ", " }
                out += quoted(key) + ": "
                write(member, to: &out)
            }
            out += "}"
        }
    }

    /// Integral values print without a fraction (`-0` as `0`); others in the shortest form that
    /// reads back as the same `Double`. Non-finite values, which valid scenarios never produce,
    /// print as `null` so that the line stays JSON.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
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
