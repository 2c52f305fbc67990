import Foundation

/// Why a file is not a valid scenario: the JSON path at fault and what is wrong there.
package struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The JSON path at fault, such as `events[3].end.width`.
    package var path: String
    /// What is wrong there, such as `expected a number, found a string`.
    package var message: String

    /// An error at `path`, explained by `message`.
    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, the line `keyboard-aware-sim` prints on standard error before exiting with 2.
    package var description: String { "\(path): \(message)" }
}
