/// A small, strict JSON reader that reports where a document breaks by line and column.
///
/// Besides standard JSON it accepts the literals `NaN`, `Infinity` and `-Infinity` (as Python's
/// `json` module writes them), so that scenario files can feed non-finite numbers to the
/// notification parser. A number too large for a `Double` reads as infinity.
///
/// Why not `JSONSerialization` or `JSONDecoder`: on Linux (swift-corelibs-foundation, Swift 6.3)
/// they give, for the same hand-edited scenario files,
/// - a syntax error as a character offset only (`Invalid value around character 40.`), where a
///   person editing a file needs the line and column;
/// - `true` read as the number 1 through `JSONSerialization` (`NSNumber` bridges to `Double`),
///   where a scenario must say `screen.width: expected a number, found a boolean`;
/// - `1e400` rejected as "not representable", and `NaN` as an invalid value, where scenario files
///   need both to reach the notification parser's checks for non-finite frames;
/// - a `JSONDecoder` type error as `Expected to decode Double but found a string instead`, with
///   the coding path apart, where `.ci/run` and the tests expect one line,
///   `screen.width: expected a number, found a string`.
/// The reader is about 240 lines and, with ``JSONCursor``, gives each of these as the scenario
/// format asks.
package struct JSONReader {
    /// A document that is not JSON, with the place it breaks, so that a hand-edited scenario can be
    /// fixed without guessing.
    package struct SyntaxError: Error, Sendable, CustomStringConvertible {
        /// The line, from 1.
        package var line: Int
        /// The column in bytes, from 1.
        package var column: Int
        /// What was expected or found there.
        package var message: String
        /// `invalid JSON at line L, column C: message`.
        package var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 512

    /// Parses a whole document; text after it is an error.
    ///
    /// - Throws: ``SyntaxError`` with the line and column where the document breaks.
    package static func parse(_ text: String) throws -> JSONValue {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipWhitespace()
        let value = try reader.readValue()
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else { throw reader.error("unexpected text after the document") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: - Values

    private mutating func readValue() throws -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end of input") }
        switch byte {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "N"):
            try expectWord("NaN")
            return .number(.nan)
        case UInt8(ascii: "I"):
            try expectWord("Infinity")
            return .number(.infinity)
        case UInt8(ascii: "-") where peek(1) == UInt8(ascii: "I"):
            index += 1
            try expectWord("Infinity")
            return .number(-.infinity)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw error("unexpected character '\(Character(UnicodeScalar(byte)))'")
        }
    }

    private mutating func readObject() throws -> JSONValue {
        try enter()
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try readString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\"") }
            index += 1
            skipWhitespace()
            members[key] = try readValue()
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(members)
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func readArray() throws -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func enter() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
    }

    // MARK: - Scalars

    private mutating func readNumber() throws -> Double {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            while let byte = peek(), isDigit(byte) { index += 1 }
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let byte = peek(), isDigit(byte) else { throw error("expected a digit after '.'") }
            while let byte = peek(), isDigit(byte) { index += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let byte = peek(), isDigit(byte) else { throw error("expected a digit in the exponent") }
            while let byte = peek(), isDigit(byte) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("unreadable number \(text)") }
        return value
    }

    private mutating func readString() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run = []
            }
        }
        while true {
            guard let byte = peek() else { throw error("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                scalars.append(try readEscape())
            case 0..<0x20:
                throw error("control character in a string")
            default:
                run.append(byte)
            }
        }
    }

    private mutating func readEscape() throws -> Unicode.Scalar {
        guard let byte = peek() else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHex4()
            if (0xD800..<0xDC00).contains(high), peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
                index += 2
                let low = try readHex4()
                if (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                {
                    return scalar
                }
                throw error("invalid surrogate pair")
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("invalid \\u escape") }
            return scalar
        default:
            throw error("invalid escape '\\\(Character(UnicodeScalar(byte)))'")
        }
    }

    private mutating func readHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else { throw error("expected 4 hex digits") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    // MARK: - Helpers

    /// Reads a literal; a misspelt one is reported where it starts.
    private mutating func expectWord(_ word: String) throws {
        let start = index
        for expected in word.utf8 {
            guard peek() == expected else {
                index = start
                throw error("expected \(word)")
            }
            index += 1
        }
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        index + ahead < bytes.count ? bytes[index + ahead] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func error(_ message: String) -> SyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SyntaxError(line: line, column: column, message: message)
    }
}
