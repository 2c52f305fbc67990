import Foundation

/// The options a scenario's `options` object gives, any subset of them: the scenario's starting
/// options over ``KeyboardAvoidanceOptions/scenarioDefault``, or an `{"options": {...}}` event over
/// the options of the moment (Behaviour rules: *Changing options*). It names no option: the
/// options' table (``KeyboardAvoidanceOptions/table``) does.
package struct OptionsChange: Sendable, Hashable {
    /// The values given, by option name.
    package private(set) var values: [String: KeyboardAvoidanceOption.Value] = [:]

    /// No change.
    package init() {}

    /// The value given for `option`, if any.
    package subscript(option: KeyboardAvoidanceOption) -> KeyboardAvoidanceOption.Value? {
        get { values[option.name] }
        set { values[option.name] = newValue }
    }

    /// The value given for the option at `keyPath`, if any: `change[\.isEnabled] == false`.
    package subscript<Value>(keyPath: WritableKeyPath<KeyboardAvoidanceOptions, Value>) -> Value? {
        get {
            let option = KeyboardAvoidanceOptions.option(keyPath)
            guard let value = self[option] else { return nil }
            var options = KeyboardAvoidanceOptions()
            option.set(value, in: &options)
            return options[keyPath: keyPath]
        }
        set {
            let option = KeyboardAvoidanceOptions.option(keyPath)
            guard let newValue else {
                self[option] = nil
                return
            }
            var options = KeyboardAvoidanceOptions()
            options[keyPath: keyPath] = newValue
            self[option] = option.value(in: options)
        }
    }

    /// `options` with the values given here changed.
    package func applied(to options: KeyboardAvoidanceOptions) -> KeyboardAvoidanceOptions {
        var new = options
        for option in KeyboardAvoidanceOptions.table {
            if let value = self[option] { option.set(value, in: &new) }
        }
        return new
    }
}
