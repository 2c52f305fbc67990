/// Which of nested scroll views with keyboard avoidance acts for a focused input: only the
/// innermost. Both making room would inset twice and scroll twice for one keyboard.
package enum NestedAvoidance {
    /// Whether the scroll view acts for an input, given whether each scroll view between the input
    /// and it (innermost first, the scroll view itself excluded) avoids the keyboard itself.
    package static func acts(innerScrollViewsAvoiding: some Sequence<Bool>) -> Bool {
        !innerScrollViewsAvoiding.contains(true)
    }
}
