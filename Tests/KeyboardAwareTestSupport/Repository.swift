import Foundation
import KeyboardAwareSimulator

/// Where the repository's files are, found from this file's path so tests run from any folder.
package enum Repository {
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    package static let scenarios = root.appendingPathComponent("Demo/Scenarios")
    package static let golden = root.appendingPathComponent("Tests/KeyboardAwareSimulatorTests/Golden")

    package static func scenario(_ name: String) throws -> Scenario {
        let text = try String(contentsOf: scenarios.appendingPathComponent("\(name).json"), encoding: .utf8)
        return try Scenario(json: text)
    }

    package static var scenarioNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }
}
