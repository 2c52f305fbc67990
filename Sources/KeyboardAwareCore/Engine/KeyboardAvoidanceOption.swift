import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One option of ``KeyboardAvoidanceOptions`` as the tools see it: its names, its kind of value
/// and a line of documentation, with a key path to read and write it. The options' table
/// (``KeyboardAvoidanceOptions/table``) lists each once, so that the scenario files, the stress
/// run, the self-check and the docs tests follow a new option without naming it.
package struct KeyboardAvoidanceOption {
    /// What kind of value an option holds, which decides how a file spells it and how the stress
    /// run draws it.
    package enum Kind: Equatable {
        /// A Boolean.
        case flag
        /// A distance in points.
        case points
        /// A distance in points, or `nil` for none.
        case optionalPoints
        /// A non-negative duration in seconds.
        case seconds
        /// One of the raw values of an enumeration, in declaration order.
        case choice([String])
    }

    /// An option's value, whatever its kind.
    package enum Value: Sendable, Hashable {
        case flag(Bool)
        case number(Double)
        case choice(String)
        case none
    }

    // MARK: - What the table declares

    /// The property's name in ``KeyboardAvoidanceOptions``.
    package let name: String
    /// Its name in a scenario file's `options`, or `nil` when the format has none.
    package let scenarioName: String?
    /// Whether a written scenario file gives it even when it is the scenario default.
    package let isAlwaysWritten: Bool
    /// The key Interface Builder sets it by (an inspectable of every scroll view), or `nil` when a
    /// storyboard cannot set it.
    package let inspectable: String?
    /// What it does, in one line (the scenario format lists it).
    package let documentation: String
    /// What kind of value it holds.
    package let kind: Kind
    /// The property, for finding an option from a key path.
    package let keyPath: PartialKeyPath<KeyboardAvoidanceOptions>
    private let read: (KeyboardAvoidanceOptions) -> Value
    private let write: (inout KeyboardAvoidanceOptions, Value) -> Void

    // MARK: - Reading and writing

    /// Its value in `options`.
    package func value(in options: KeyboardAvoidanceOptions) -> Value { read(options) }

    /// Sets it in `options`; a value of another kind changes nothing.
    package func set(_ value: Value, in options: inout KeyboardAvoidanceOptions) { write(&options, value) }

    /// Why `name` cannot be this option's value, as Interface Builder's string for a choice: `nil`
    /// when it is one of the choice's case names, else a sentence naming them.
    package func problem(withChoice name: String) -> String? {
        guard case .choice(let names) = kind else { return "KeyboardAware: \(self.name) is not a choice" }
        guard !names.contains(name) else { return nil }
        return "KeyboardAware: \(self.name) \"\(name)\" is none of "
            + names.joined(separator: ", ") + "; the option keeps its value"
    }

    /// Its value in ``KeyboardAvoidanceOptions/init()``.
    package var defaultValue: Value { value(in: KeyboardAvoidanceOptions()) }

    /// Its value in ``KeyboardAvoidanceOptions/scenarioDefault``.
    package var scenarioDefault: Value { value(in: .scenarioDefault) }

    // MARK: - Entries

    typealias Path<T> = WritableKeyPath<KeyboardAvoidanceOptions, T>

    private init(
        _ name: String, scenario: String?, always: Bool, inspectable: String?, kind: Kind,
        keyPath: PartialKeyPath<KeyboardAvoidanceOptions>, doc: String,
        read: @escaping (KeyboardAvoidanceOptions) -> Value,
        write: @escaping (inout KeyboardAvoidanceOptions, Value) -> Void
    ) {
        self.name = name
        scenarioName = scenario
        isAlwaysWritten = always
        self.inspectable = inspectable
        self.kind = kind
        self.keyPath = keyPath
        documentation = doc
        self.read = read
        self.write = write
    }

    /// A flag; `inspectable` is Interface Builder's key when it is not `name`, or `.some(nil)`
    /// when a storyboard cannot set it.
    static func flag(
        _ path: Path<Bool>, _ name: String, scenario: String? = nil, always: Bool = false,
        inspectable: String?? = nil, doc: String
    ) -> Self {
        Self(
            name, scenario: scenario, always: always, inspectable: inspectable ?? name, kind: .flag,
            keyPath: path, doc: doc, read: { .flag($0[keyPath: path]) },
            write: { options, value in if case .flag(let flag) = value { options[keyPath: path] = flag } })
    }

    static func points(
        _ path: Path<CGFloat>, _ name: String, scenario: String? = nil, always: Bool = false,
        inspectable: String?? = nil, doc: String
    ) -> Self {
        Self(
            name, scenario: scenario, always: always, inspectable: inspectable ?? name, kind: .points,
            keyPath: path, doc: doc, read: { .number(Double($0[keyPath: path])) },
            write: { options, value in
                if case .number(let number) = value { options[keyPath: path] = CGFloat(number) }
            })
    }

    static func optionalPoints(_ path: Path<CGFloat?>, _ name: String, doc: String) -> Self {
        Self(
            name, scenario: nil, always: false, inspectable: nil, kind: .optionalPoints, keyPath: path, doc: doc,
            read: { options in options[keyPath: path].map { .number(Double($0)) } ?? .none },
            write: { options, value in
                switch value {
                case .number(let number): options[keyPath: path] = CGFloat(number)
                case .none: options[keyPath: path] = nil
                default: break
                }
            })
    }

    static func seconds(_ path: Path<TimeInterval>, _ name: String, scenario: String? = nil, doc: String) -> Self {
        Self(
            name, scenario: scenario, always: false, inspectable: nil, kind: .seconds, keyPath: path, doc: doc,
            read: { .number($0[keyPath: path]) },
            write: { options, value in if case .number(let number) = value { options[keyPath: path] = number } })
    }

    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ path: Path<Choice>, _ name: String, scenario: String? = nil, doc: String
    ) -> Self where Choice.RawValue == String {
        Self(
            name, scenario: scenario, always: false, inspectable: name,
            kind: .choice(Choice.allCases.map(\.rawValue)), keyPath: path, doc: doc,
            read: { .choice($0[keyPath: path].rawValue) },
            write: { options, value in
                if case .choice(let raw) = value, let choice = Choice(rawValue: raw) { options[keyPath: path] = choice }
            })
    }
}

extension KeyboardAvoidanceOptions {
    /// The option `keyPath` names in the table.
    package static func option(_ keyPath: PartialKeyPath<KeyboardAvoidanceOptions>) -> KeyboardAvoidanceOption {
        guard let option = table.first(where: { $0.keyPath == keyPath }) else {
            preconditionFailure("\(keyPath) is not in KeyboardAvoidanceOptions.table")
        }
        return option
    }
}
