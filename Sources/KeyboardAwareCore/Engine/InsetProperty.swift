/// Which of a scroll view's two bottom-extended insets a value belongs to. Both carry the keyboard's
/// extra on top of the app's own value (the same one unless the app's own bottoms count as room the
/// keyboard covers, see *What is inset* in the behaviour rules), so one code path serves both.
package enum InsetProperty: Sendable, Hashable, CaseIterable {
    /// `contentInset`.
    case content
    /// `verticalScrollIndicatorInsets`.
    case indicator
}
