#if canImport(UIKit)
import UIKit

/// The app's own insets (Behaviour rules: *What is inset*): every write of the app's reaches the
/// engine as one input, and the kit's own writes never do.
extension KeyboardAvoidance {
    /// The app's own `contentInset`, without the keyboard's extra: what the scroll view returns to
    /// when the keyboard hides. Setting it keeps the keyboard's extra on top meanwhile; writing
    /// `contentInset` directly works too (a bottom edge written back unchanged keeps the app's own
    /// bottom).
    public var appContentInset: UIEdgeInsets {
        get { UIEdgeInsets(engine.appInset(.content)) }
        set { replaceAppInset(.content, with: newValue) }
    }

    /// The app's own `verticalScrollIndicatorInsets`, without the keyboard's extra, like
    /// ``appContentInset``.
    public var appVerticalScrollIndicatorInsets: UIEdgeInsets {
        get { UIEdgeInsets(engine.appInset(.indicator)) }
        set { replaceAppInset(.indicator, with: newValue) }
    }

    /// The whole new value of `property`: decided, then written (the write comes back through the
    /// setter or key-value observing as the value the engine asks for, so it does not re-enter).
    private func replaceAppInset(_ property: InsetProperty, with inset: UIEdgeInsets) {
        decide(.appInset(property, EdgeInsets(inset), .replace), "app sets \(DecisionLog.name(of: property))")
    }

    /// For the subclasses' inset setters: stores the app's write of `inset` to `property` through
    /// `store` (the superclass's setter) as the engine decides it, the app's value plus the
    /// keyboard's extra, or the value itself when it is the kit's own write; then writes the
    /// engine's lift of the offset (Behaviour rules: *Content lift*), if any, as the kit's own
    /// offset write.
    func storeAppWrite(_ property: InsetProperty, _ inset: UIEdgeInsets, store: (UIEdgeInsets) -> Void) {
        guard let decision = appWrite(property, EdgeInsets(inset), before: nil) else { return store(inset) }
        store(UIEdgeInsets(decision.changes.inset(property) ?? engine.appliedInset(property)))
        writeLift(of: decision)
    }

    /// A plain scroll view's inset changed from `old` (key-value observing): unless it is the kit's
    /// own write, the app may have changed one edge of the value it read; the value the engine
    /// decides (the keyboard's extra back on top when it went missing) is stored, and its lift
    /// written.
    func observedInsetWrite(_ property: InsetProperty, old: UIEdgeInsets?) {
        guard let scrollView else { return }
        let written = EdgeInsets(scrollView[keyPath: property.keyPath])
        guard let decision = appWrite(property, written, before: old.map(EdgeInsets.init)) else { return }
        let applied = decision.changes.inset(property) ?? engine.appliedInset(property)
        if applied != written { ScrollViewWriter.write(ScrollViewChanges(property, applied), to: scrollView) }
        writeLift(of: decision)
    }

    /// What the engine makes of a write of `written` to `property` that did not go through
    /// ``appContentInset``: `nil` when it is the kit's own (exactly the value the engine asks the
    /// property to hold, `KeyboardAvoidanceEngine.isOwnWrite`), which never reaches the engine. Told by value, not by when it
    /// happens, so that the app's writes made during the kit's own (a stretchy header setting
    /// `contentInset.top` from `scrollViewDidScroll(_:)` while the kit scrolls) count, and exactly,
    /// so that an app's write under 0.01 pt is the app's (Behaviour rules: *What is inset*).
    /// Observers hear what it changed at once; the caller stores the value. `before` is the value
    /// the property held before the write, when it is stored already (key-value observing).
    private func appWrite(_ property: InsetProperty, _ written: EdgeInsets, before: EdgeInsets?)
        -> KeyboardAvoidanceDecision?
    {
        guard !engine.isOwnWrite(written, to: property),
            var reading = readOrInsetsOnly(focus: false)
        else { return nil }
        if let before { reading.snapshot = reading.snapshot.holding(before, in: property) }
        return decideWithoutWriting(
            .appInset(property, written, .editEdges), "app writes \(DecisionLog.name(of: property))", reading: reading)
    }

    /// The engine's lift of the offset for an app's inset write (Behaviour rules: *Content lift*):
    /// the kit's own offset write, with no animation, once the inset is stored.
    private func writeLift(of decision: KeyboardAvoidanceDecision) {
        guard let scrollView, let offset = decision.changes.contentOffset else { return }
        ScrollViewWriter.write(ScrollViewChanges(contentOffset: offset), to: scrollView)
    }
}

extension ScrollViewChanges {
    /// The value to write to `property`, if any.
    fileprivate func inset(_ property: InsetProperty) -> EdgeInsets? {
        switch property {
        case .content: contentInset
        case .indicator: indicatorInset
        }
    }
}

extension ScrollViewSnapshot {
    /// The scroll view as it was with `inset` in `property`, before the app's write was stored: UIKit's
    /// own share of the adjusted inset stays.
    fileprivate func holding(_ inset: EdgeInsets, in property: InsetProperty) -> ScrollViewSnapshot {
        switch property {
        case .content: applying(ScrollViewChanges(contentInset: inset))
        case .indicator: applying(ScrollViewChanges(indicatorInset: inset))
        }
    }
}
#endif
