import Foundation
import KeyboardAwareSimulator

// keyboard-aware-sim SCENARIO.json [--svg DIR]
// Replays a scenario through the keyboard avoidance engine: one JSON line per event on standard
// output. A file that is not a valid scenario: exit 2, one line on standard error naming the JSON
// path at fault.

let usage = """
    usage: keyboard-aware-sim SCENARIO.json [--svg DIR]
      SCENARIO.json  a scenario file (format 1), or - for standard input
      --svg DIR      also draw every step as DIR/event-NNN.svg
    """

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

var arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
var svgDirectory: String?
var scenarioPath: String?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--svg":
        guard !arguments.isEmpty else { fail("--svg needs a folder\n\(usage)", status: 64) }
        svgDirectory = arguments.removeFirst()
    default:
        guard scenarioPath == nil, argument == "-" || !argument.hasPrefix("-") else {
            fail("unexpected argument \(argument)\n\(usage)", status: 64)
        }
        scenarioPath = argument
    }
}
guard let scenarioPath else { fail(usage, status: 64) }

let data: Data
if scenarioPath == "-" {
    data = FileHandle.standardInput.readDataToEndOfFile()
} else {
    guard let contents = FileManager.default.contents(atPath: scenarioPath) else {
        fail("(file): cannot read \(scenarioPath)", status: 2)
    }
    data = contents
}
guard let text = String(data: data, encoding: .utf8) else { fail("(file): not UTF-8 text", status: 2) }

let scenario: Scenario
do {
    scenario = try Scenario(json: text)
} catch {
    fail("\(error)", status: 2)
}

let steps = Replay.run(scenario)
var output = ""
for step in steps { output += step.jsonLine + "\n" }
FileHandle.standardOutput.write(Data(output.utf8))

if let svgDirectory {
    do {
        try FileManager.default.createDirectory(atPath: svgDirectory, withIntermediateDirectories: true)
        for step in steps {
            let name = String(format: "event-%03d.svg", step.eventIndex)
            let url = URL(fileURLWithPath: svgDirectory).appendingPathComponent(name)
            try Data(StepDrawing.svg(for: step, in: scenario).utf8).write(to: url)
        }
    } catch {
        fail("cannot write drawings to \(svgDirectory): \(error.localizedDescription)", status: 1)
    }
}
