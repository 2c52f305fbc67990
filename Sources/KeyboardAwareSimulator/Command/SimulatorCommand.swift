import Foundation

/// `keyboard-aware-sim SCENARIO.json [--svg DIR] [--explain]`: replays a scenario through the
/// keyboard avoidance engine, one JSON line per event on standard output (or, with `--explain`,
/// the debug overlay's line saying why). A file that is not a valid
/// scenario: exit 2, one line on standard error naming the JSON path at fault.
package enum SimulatorCommand {
    static let usage = """
        usage: keyboard-aware-sim SCENARIO.json [--svg DIR] [--explain]
          SCENARIO.json  a scenario file (format 1), or - for standard input
          --svg DIR      also draw every step as DIR/event-NNN.svg
          --explain      print why each event moved the view, or did not, instead of JSON
        """

    /// Why the command stops early: the line for standard error and the exit status.
    private struct Failure: Error {
        var message: String
        var status: Int32
    }

    /// Runs the command with `arguments` (the program's name left out) and returns the process's
    /// exit status: 0, 1 when the drawings cannot be written, 2 for a file that is not a valid
    /// scenario, 64 for wrong arguments.
    package static func run(_ arguments: [String]) -> Int32 {
        do {
            guard let options = try parse(arguments) else {
                print(usage)
                return 0
            }
            try replay(scenarioAt: options.scenarioPath, drawingInto: options.svgDirectory, explains: options.explains)
            return 0
        } catch let failure as Failure {
            FileHandle.standardError.write(Data((failure.message + "\n").utf8))
            return failure.status
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 1
        }
    }

    // MARK: - Arguments

    /// The scenario's path and the drawings' folder, or `nil` when help was asked for.
    private static func parse(_ arguments: [String]) throws -> (
        scenarioPath: String, svgDirectory: String?, explains: Bool
    )? {
        var arguments = arguments
        var svgDirectory: String?
        var explains = false
        var scenarioPath: String?
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            switch argument {
            case "-h", "--help":
                return nil
            case "--svg":
                guard !arguments.isEmpty else { throw Failure(message: "--svg needs a folder\n\(usage)", status: 64) }
                svgDirectory = arguments.removeFirst()
            case "--explain":
                explains = true
            default:
                guard scenarioPath == nil, argument == "-" || !argument.hasPrefix("-") else {
                    throw Failure(message: "unexpected argument \(argument)\n\(usage)", status: 64)
                }
                scenarioPath = argument
            }
        }
        guard let scenarioPath else { throw Failure(message: usage, status: 64) }
        return (scenarioPath, svgDirectory, explains)
    }

    // MARK: - Replaying

    private static func replay(scenarioAt scenarioPath: String, drawingInto svgDirectory: String?, explains: Bool)
        throws
    {
        let data: Data
        if scenarioPath == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: scenarioPath) else {
                throw Failure(message: "(file): cannot read \(scenarioPath)", status: 2)
            }
            data = contents
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Failure(message: "(file): not UTF-8 text", status: 2)
        }

        let scenario: Scenario
        do {
            scenario = try Scenario(json: text)
        } catch {
            throw Failure(message: "\(error)", status: 2)
        }

        let steps = Replay.run(scenario)
        var output = ""
        for step in steps {
            output += (explains ? step.explanationLine : step.jsonLine) + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))

        guard let svgDirectory else { return }
        do {
            try FileManager.default.createDirectory(atPath: svgDirectory, withIntermediateDirectories: true)
            for step in steps {
                let name = String(format: "event-%03d.svg", step.eventIndex)
                let url = URL(fileURLWithPath: svgDirectory).appendingPathComponent(name)
                try Data(StepDrawing.svg(for: step, in: scenario).utf8).write(to: url)
            }
        } catch {
            throw Failure(message: "cannot write drawings to \(svgDirectory): \(error.localizedDescription)", status: 1)
        }
    }
}
