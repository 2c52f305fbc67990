#if canImport(UIKit)
import UIKit

/// The app's own insets: every write that is not the adapter's own becomes the app's value, and
/// the keyboard's extra stays on top of it. One code path serves `contentInset` and
/// `verticalScrollIndicatorInsets`.
extension KeyboardAvoidance {
    // MARK: - Saying it outright

    /// Sets the app's own `contentInset`: it becomes the value the scroll view returns to when the
    /// keyboard hides, and the keyboard's extra stays on top of it meanwhile.
    ///
    /// - Parameter inset: the whole inset the app wants, without any keyboard share.
    public func setContentInset(_ inset: UIEdgeInsets) {
        replaceAppInset(.content, with: inset)
    }

    /// Sets the app's own `verticalScrollIndicatorInsets`, like ``setContentInset(_:)``.
    ///
    /// - Parameter inset: the whole inset the app wants, without any keyboard share.
    public func setVerticalScrollIndicatorInsets(_ inset: UIEdgeInsets) {
        replaceAppInset(.indicator, with: inset)
    }

    // MARK: - Writes the subclasses route

    /// For the subclasses' `contentInset` setter: the value to store for a write, the app's value
    /// plus the keyboard's extra, or the value itself when the write is the adapter's own.
    func contentInsetToWrite(forAppValue inset: UIEdgeInsets) -> UIEdgeInsets {
        insetToWrite(.content, forAppValue: inset)
    }

    /// For the subclasses' `verticalScrollIndicatorInsets` setter, like
    /// ``contentInsetToWrite(forAppValue:)``.
    func indicatorInsetToWrite(forAppValue inset: UIEdgeInsets) -> UIEdgeInsets {
        insetToWrite(.indicator, forAppValue: inset)
    }

    // MARK: - Writes observed on a plain scroll view

    /// The app wrote the property itself: it may have changed one edge of the value it read, whose
    /// bottom carries the keyboard's extra; the engine sorts that out.
    func observedInsetWrite(_ property: InsetProperty) {
        guard !isApplyingChanges, let scrollView else { return }
        let written = scrollView[keyPath: property.keyPath]
        let applied = engine.editAppInsetEdges(property, writing: EdgeInsets(written))
        Log.debug(DecisionLog.appWrite(property, written: EdgeInsets(written), applies: applied, engine: engine))
        guard !applied.isClose(to: EdgeInsets(written)) else { return }
        write(ScrollViewChanges(property, applied))
    }

    /// A plain scroll view's insets may have been changed while avoidance was off.
    func adoptCurrentInsetsIfObserved() {
        guard insetWrites == .observed, let scrollView else { return }
        for property in InsetProperty.allCases {
            _ = engine.replaceAppInset(property, with: EdgeInsets(scrollView[keyPath: property.keyPath]))
        }
    }

    // MARK: - One path for both properties

    private func replaceAppInset(_ property: InsetProperty, with inset: UIEdgeInsets) {
        let applied = engine.replaceAppInset(property, with: EdgeInsets(inset))
        Log.debug(DecisionLog.appWrite(property, written: EdgeInsets(inset), applies: applied, engine: engine))
        guard let scrollView, !applied.isClose(to: EdgeInsets(scrollView[keyPath: property.keyPath])) else { return }
        write(ScrollViewChanges(property, applied))
    }

    private func insetToWrite(_ property: InsetProperty, forAppValue inset: UIEdgeInsets) -> UIEdgeInsets {
        guard !isApplyingChanges else { return inset }
        let applied = engine.editAppInsetEdges(property, writing: EdgeInsets(inset))
        Log.debug(DecisionLog.appWrite(property, written: EdgeInsets(inset), applies: applied, engine: engine))
        return UIEdgeInsets(applied)
    }
}

// MARK: - The UIKit property of each inset

@MainActor
extension InsetProperty {
    /// The scroll view property this inset is.
    var keyPath: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> {
        switch self {
        case .content: return \.contentInset
        case .indicator: return \.verticalScrollIndicatorInsets
        }
    }
}

extension ScrollViewChanges {
    /// A change of one inset property alone.
    init(_ property: InsetProperty, _ inset: EdgeInsets) {
        switch property {
        case .content: self.init(contentInset: inset)
        case .indicator: self.init(indicatorInset: inset)
        }
    }
}
#endif
