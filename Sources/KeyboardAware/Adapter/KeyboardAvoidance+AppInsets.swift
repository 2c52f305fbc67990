#if canImport(UIKit)
import UIKit

/// The app's own insets (rule 4): every write of the app's reaches the engine as one input, and
/// the kit's own writes never do.
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

    /// For the subclasses' `contentInset` setter: the value to store, the app's value plus the
    /// keyboard's extra, or the value itself when it is the kit's own write.
    func contentInsetToWrite(forAppValue inset: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(appWrite(.content, EdgeInsets(inset)) ?? EdgeInsets(inset))
    }

    /// For the subclasses' `verticalScrollIndicatorInsets` setter, like
    /// ``contentInsetToWrite(forAppValue:)``.
    func indicatorInsetToWrite(forAppValue inset: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(appWrite(.indicator, EdgeInsets(inset)) ?? EdgeInsets(inset))
    }

    /// A plain scroll view's inset changed (key-value observing): unless it is the kit's own
    /// write, the app may have changed one edge of the value it read; the keyboard's extra is put
    /// back on top when it went missing.
    func observedInsetWrite(_ property: InsetProperty) {
        guard let scrollView else { return }
        let written = EdgeInsets(scrollView[keyPath: property.keyPath])
        guard let applied = appWrite(property, written), !applied.isClose(to: written) else { return }
        ScrollViewWriter.write(ScrollViewChanges(property, applied), to: scrollView)
    }

    /// What the engine makes of a write of `written` to `property` that did not go through
    /// ``appContentInset``: `nil` when it is the kit's own (a value within the write tolerance of
    /// what the engine asks the property to hold), which never reaches the engine. Told by value,
    /// not by when it happens, so that the app's writes made during the kit's own (a stretchy
    /// header setting `contentInset.top` from `scrollViewDidScroll(_:)` while the kit scrolls)
    /// count. Observers hear what it changed at once; the caller stores the value.
    private func appWrite(_ property: InsetProperty, _ written: EdgeInsets) -> EdgeInsets? {
        guard !written.isClose(to: engine.appliedInset(property)) else { return nil }
        guard let reading = readOrInsetsOnly() else { return nil }
        decideWithoutWriting(
            .appInset(property, written, .editEdges), "app writes \(DecisionLog.name(of: property))", reading: reading)
        return engine.appliedInset(property)
    }
}
#endif
