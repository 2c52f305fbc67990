// libFuzzer entry for the scenario reader, `Scenario(json:)`, and everything a valid file goes
// on to: the replay, its output lines and the scenario encoder. Not a SwiftPM target: `.ci/fuzz`
// compiles it together with the core's and the simulator's sources as one module.
//
// Any input must either be rejected with a `ScenarioError` or replay without crashing; a
// scenario that reads must also survive a trip through `Scenario.json` unchanged.

import Foundation

/// libFuzzer's entry point: one input, read as a scenario file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let scenario = try? Scenario(json: text) else { return 0 }
    // Keep each input fast: the replay is linear in the events, and libFuzzer wants thousands of
    // runs a second.
    guard scenario.events.count <= 256, scenario.fields.count <= 256 else { return 0 }
    for step in Replay.run(scenario) { _ = step.jsonLine }
    let encoded = scenario.json
    do {
        let reread = try Scenario(json: encoded)
        precondition(reread.json == encoded, "the encoder's output does not read back the same:\n\(encoded)")
    } catch {
        preconditionFailure("the encoder wrote a file the reader rejects: \(error)\n\(encoded)")
    }
    return 0
}
