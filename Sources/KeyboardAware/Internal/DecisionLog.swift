#if canImport(UIKit)
import UIKit

/// The one-line explanations the `KeyboardAvoidance` writes to the debug log (see Troubleshooting): what
/// caused a decision, the state it left or why the event was ignored, and what it writes.
@MainActor
enum DecisionLog {
    /// `cause: why; writes contentInset (…), contentOffset.y 434.0, animated 0.25s curve 7`: the
    /// explanation the debug overlay shows (``DecisionExplanation``), then the exact writes.
    static func describe(
        _ decision: KeyboardAvoidanceDecision, cause: String, engine: KeyboardAvoidanceEngine,
        reading: KeyboardAvoidance.Reading
    ) -> String {
        let changes = decision.changes
        var writes: [String] = []
        if let inset = changes.contentInset { writes.append("contentInset \(inset)") }
        if let inset = changes.indicatorInset { writes.append("indicatorInset \(inset)") }
        if let offset = changes.contentOffset { writes.append("contentOffset.y \(offset.y)") }
        let animation = changes.animation.map { "animated \($0.duration)s curve \($0.curve)" } ?? "at once"
        let explanation = DecisionExplanation(
            decision, cause: cause, engine: engine, safeArea: reading.snapshot.systemInset.bottom)
        let written = writes.isEmpty ? "writes nothing" : "writes \(writes.joined(separator: ", ")), \(animation)"
        return "\(explanation); \(written)"
    }

    /// The UIKit name of an inset property.
    static func name(of property: InsetProperty) -> String {
        switch property {
        case .content: return "contentInset"
        case .indicator: return "verticalScrollIndicatorInsets"
        }
    }
}
#endif
