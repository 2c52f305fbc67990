import Foundation

/// What the numbers were measured on, for the Benchmarks article: nanoseconds mean nothing without it.
struct Machine {
    var cores: Int
    var cpu: String
    var swift: String
    var date: String

    static var current: Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withTimeZone]
        return Machine(
            cores: ProcessInfo.processInfo.activeProcessorCount, cpu: model ?? "unknown",
            swift: Self.run("swift", "--version").split(separator: "\n").first.map(String.init) ?? "unknown",
            date: formatter.string(from: Date()))
    }

    /// The first line a command prints, or "" when it cannot run.
    private static func run(_ arguments: String...) -> String {
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        return "" // No processes to start there; the benchmark is meant for Linux and macOS.
        #else
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        do { try process.run() } catch { return "" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
        #endif
    }
}
