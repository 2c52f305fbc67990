import Foundation
import KeyboardAwareCore
import Testing

@testable import KeyboardAwareSimulator

/// The options' table (`KeyboardAvoidanceOptions.table`) is what the scenario reader and writer,
/// the stress run and the docs follow: these checks fail when an entry and the options value
/// disagree (the docs' lists are held to it by `OptionListsTests`).
@Suite("The options' table")
struct OptionTableTests {
    /// Every option once, under distinct names, each setting its own property.
    @Test func eachEntryReadsAndWritesItsOwnOption() {
        let table = KeyboardAvoidanceOptions.table
        #expect(Set(table.map(\.name)).count == table.count)
        #expect(Set(table.compactMap(\.scenarioName)).count == table.compactMap(\.scenarioName).count)
        for option in table {
            var options = KeyboardAvoidanceOptions()
            let other: KeyboardAvoidanceOption.Value =
                switch option.kind {
                case .flag: .flag(option.defaultValue != .flag(true))
                case .points, .optionalPoints, .seconds: .number(123)
                case .choice(let names): .choice(names.last!)
                }
            option.set(other, in: &options)
            #expect(option.value(in: options) == other, "\(option.name)")
            let changed = KeyboardAvoidanceOptions.table.filter { $0.value(in: options) != $0.defaultValue }
            #expect(changed.map(\.name) == [option.name], "\(option.name) changes \(changed.map(\.name))")
        }
    }

    /// Interface Builder's keys: one per option at most, each distinct; a choice's key takes its
    /// case names and nothing else, told in a sentence that names them in declaration order.
    @Test func interfaceBuilderKeysAreOnePerOptionAndChoicesRefuseUnknownNames() {
        let keys = KeyboardAvoidanceOptions.table.compactMap(\.inspectable)
        #expect(Set(keys).count == keys.count)
        #expect(
            keys.contains("tapToDismiss") && keys.contains("contentLift") && keys.contains("isKeyboardAvoidanceEnabled")
        )
        #expect(!keys.contains("isEnabled") && !keys.contains("dismissesKeyboardOnTap"))
        let tap = KeyboardAvoidanceOptions.option(\.tapToDismiss)
        #expect(tap.problem(withChoice: "includingCells") == nil)
        #expect(
            tap.problem(withChoice: "sometimes")
                == "KeyboardAware: tapToDismiss \"sometimes\" is none of never, outsideCells, includingCells; "
                + "the option keeps its value")
        // Case names are exact: Interface Builder's string is not capitalized for the user.
        #expect(KeyboardAvoidanceOptions.option(\.contentLift).problem(withChoice: "WhenAtEnd") != nil)
        #expect(KeyboardAvoidanceOptions.option(\.keyboardDistance).problem(withChoice: "10") != nil)
    }

    /// Any subset of the options, written and read back, is the same change.
    @Test func everyScenarioOptionRoundTripsThroughAFile() throws {
        var change = OptionsChange()
        for option in KeyboardAvoidanceOptions.table where option.scenarioName != nil {
            change[option] =
                switch option.kind {
                case .flag: .flag(true)
                case .points, .optionalPoints, .seconds: .number(0.5)
                case .choice(let names): .choice(names.last!)
                }
        }
        let json = JSONWriter.write(ScenarioJSON.optionsChange(change), style: .scenarioFile)
        let scenario = try Scenario(
            json: #"{"format": 1, "screen": {"width": 1, "height": 1}, "scrollView": {"frame": "#
                + #"{"x": 0, "y": 0, "width": 1, "height": 1}, "contentSize": {"width": 1, "height": 1}}, "#
                + #""options": \#(json), "events": [{"options": \#(json)}]}"#)
        #expect(scenario.events == [.options(change)])
        #expect(scenario.options == change.applied(to: .scenarioDefault))
    }
}
