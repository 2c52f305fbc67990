/// How content moves when the keyboard does (rule 16, content lift): what chat screens and other
/// bottom-anchored content need.
package enum ContentLift: String, Sendable, Hashable, CaseIterable {
    /// The content stays where it is; only the focused field is kept in view.
    case never
    /// A view scrolled to its end stays at its end through keyboard events, tracked frames,
    /// resizes and content-size changes: the newest message stays just above the keyboard.
    case whenAtEnd
    /// The content rides up and down with the keyboard by exactly the inset the keyboard adds or
    /// removes, as in Messages.
    case always
}
