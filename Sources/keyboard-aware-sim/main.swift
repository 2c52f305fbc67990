import Foundation
import KeyboardAwareSimulator

// keyboard-aware-sim SCENARIO.json [--svg DIR]: see SimulatorCommand.
exit(SimulatorCommand.run(Array(ProcessInfo.processInfo.arguments.dropFirst())))
