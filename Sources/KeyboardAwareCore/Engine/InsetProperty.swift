/// Which of a scroll view's two bottom-extended insets a value belongs to. Both carry the same
/// keyboard extra on top of the app's own value, so one code path serves both.
package enum InsetProperty: Sendable, Hashable, CaseIterable {
    /// `contentInset`.
    case content
    /// `verticalScrollIndicatorInsets`.
    case indicator
}
