#if canImport(UIKit)
import UIKit

/// The app's own writes to a scroll view's insets, and what the engine makes of them: the app's
/// insets are never lost, whether it writes through the `KeyboardAware…` setters, through
/// ``KeyboardAvoidance/setContentInset(_:)``, or straight to a plain scroll view (rule 4, insets).
@MainActor
enum AppInsetWrites {
    /// What the engine makes of a write to `property`, or `nil` when it is the kit's own: a value
    /// within ``Tolerance/write`` of what the engine asks the property to hold. Told by value, not
    /// by when it happens, so that the app's writes made during the kit's own (a stretchy header
    /// setting `contentInset.top` from `scrollViewDidScroll(_:)` while the kit scrolls) count.
    /// Taking such a value for the app's would change nothing: it is the app's own plus the extra.
    static func interpret(
        _ property: InsetProperty, _ written: EdgeInsets, engine: inout KeyboardAvoidanceEngine
    ) -> EdgeInsets? {
        guard !written.isClose(to: engine.appliedInset(property)) else { return nil }
        let applied = engine.editAppInsetEdges(property, writing: written)
        Log.debug(DecisionLog.appWrite(property, written: written, applies: applied, engine: engine))
        return applied
    }

    /// The app's whole new value of `property`: what the engine applies on top of it, for the
    /// caller to write once its access to `engine` has ended (the write comes back through the
    /// scroll view's setter or key-value observing, which reads the engine again).
    static func replace(
        _ property: InsetProperty, with inset: EdgeInsets, engine: inout KeyboardAvoidanceEngine
    ) -> EdgeInsets {
        let applied = engine.replaceAppInset(property, with: inset)
        Log.debug(DecisionLog.appWrite(property, written: inset, applies: applied, engine: engine))
        return applied
    }

    /// Writes `applied` to `property` of `scrollView` when it does not hold that already.
    static func write(_ applied: EdgeInsets, to property: InsetProperty, of scrollView: UIScrollView?) {
        guard let scrollView, !applied.isClose(to: EdgeInsets(scrollView[keyPath: property.keyPath])) else { return }
        ScrollViewWriter.write(ScrollViewChanges(property, applied), to: scrollView)
    }

    /// Takes a plain scroll view's current insets as the app's own (they may have changed while
    /// avoidance was off).
    static func adoptCurrent(of scrollView: UIScrollView, engine: inout KeyboardAvoidanceEngine) {
        for property in InsetProperty.allCases {
            _ = engine.replaceAppInset(property, with: EdgeInsets(scrollView[keyPath: property.keyPath]))
        }
    }
}
#endif
