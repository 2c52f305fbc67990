import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Why a scroll view moved, or did not, in one line: the text of the debug overlay, the debug log
/// and the simulator's `--explain`, so that what a developer reads on a device is what a scenario
/// replays.
///
/// It is made from the engine's decision and the state the engine is in after it, never from the
/// views: so every line follows from the rules, and the simulator can print the same one.
package struct DecisionExplanation: Sendable, Equatable, CustomStringConvertible {
    /// What the decision did and why: `inset +302: docked keyboard covers 336 of the view, safe
    /// area 34`, or `ignored: keyboard on another screen`.
    package var why: String
    /// What caused it (`keyboard willShow`, `focus`, `app sets contentInset`…).
    package var cause: String

    /// The line the overlay shows and the log writes: `cause: why`.
    package var description: String { "\(cause): \(why)" }

    /// Explains `decision`, made by `engine` (read after the decision) on `cause`, for a scroll view
    /// whose bottom safe area (the system's part of its adjusted inset) is `safeArea`.
    package init(
        _ decision: KeyboardAvoidanceDecision, cause: String, engine: KeyboardAvoidanceEngine, safeArea: CGFloat
    ) {
        self.cause = cause
        if let problem = decision.ignoredBecause {
            why = "ignored: \(problem)"
            return
        }
        let state = Self.keyboard(engine, safeArea: safeArea)
        let changes = decision.changes
        var written: [String] = []
        if changes.contentInset != nil {
            written.append("inset +\(Self.number(engine.extraBottomInset))")
        } else if changes.indicatorInset != nil {
            written.append("indicator inset +\(Self.number(engine.extraIndicatorInset))")
        }
        if let offset = changes.contentOffset { written.append("offset y \(Self.number(offset.y))") }
        guard !written.isEmpty else {
            why = "writes nothing: \(state)"
            return
        }
        let animation = changes.animation.map { ", animated \($0.duration)s" } ?? ""
        why = "\(written.joined(separator: ", ")): \(state)\(animation)"
    }

    // MARK: - Parts

    /// The keyboard as the engine holds it after the decision, and the room it takes.
    private static func keyboard(_ engine: KeyboardAvoidanceEngine, safeArea: CGFloat) -> String {
        let state = engine.keyboardState
        var text: String
        if !engine.options.isEnabled {
            text = "avoidance is off"
        } else if engine.lastScreenGeometry == nil {
            // Never decided on screen (outside a window so far; on visionOS, always): keyboard
            // frames, focus and pins wait for a place on screen.
            text = "view not on screen"
        } else if state == .hidden {
            text = "no keyboard"
        } else if !engine.isAvoidingKeyboard {
            text = "\(state.rawValue) keyboard not avoided (options)"
        } else if let room = engine.keyboardRoom {
            let covered = room + safeArea
            text = "\(state.rawValue) keyboard covers \(number(covered)) of the view, safe area \(number(safeArea))"
        } else {
            text = "\(state.rawValue) keyboard covers none of the view's content"
        }
        if engine.pin != nil { text += ", pin keeps \(number(engine.pinBlank)) below the content" }
        if engine.heldHide != nil { text += ", hide held while an input edits" }
        if engine.isTouching { text += ", finger down" }
        return text
    }

    /// `302`, `0.5`, `-59`: points as a developer reads them, to a tenth.
    package static func number(_ value: CGFloat) -> String {
        let tenths = (Double(value) * 10).rounded() / 10
        if tenths == tenths.rounded(), abs(tenths) < 1e15 { return String(Int(tenths)) }
        return String(format: "%.1f", tenths)
    }
}

/// Whether the debug overlay's line is an element of the accessibility tree: a developer's aid,
/// it must not be read to someone using VoiceOver over the app, while UI tests (which run without
/// VoiceOver) find it by its identifier.
package enum DebugOverlayAccessibility {
    /// Whether the overlay's views are hidden from accessibility.
    package static func isHidden(isVoiceOverRunning: Bool) -> Bool {
        isVoiceOverRunning
    }
}
