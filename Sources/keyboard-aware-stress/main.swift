import Foundation
import KeyboardAwareStress

// keyboard-aware-stress [--sequences N] [--seed S] [--max-events E] [--threads T] [--out DIR]:
// see StressCommand. Exit 1 when an invariant breaks.
exit(StressCommand.run(Array(ProcessInfo.processInfo.arguments.dropFirst())))
