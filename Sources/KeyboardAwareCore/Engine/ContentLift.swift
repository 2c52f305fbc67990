/// How a scroll view's content moves when the keyboard does: what chat screens and other
/// bottom-anchored content need (Behaviour rules: *Content lift*).
///
/// The same word names the option in scenario files (`"contentLift"`) and in the rules, so that a
/// scenario, a test and the code read alike.
public enum ContentLift: String, Sendable, Hashable, CaseIterable {
    /// The content stays where it is; only the focused field is kept in view (forms).
    case never
    /// A view scrolled to its end stays at its end through keyboard events, the keyboard dragged
    /// away, resizes and content-size changes: the newest message stays just above the keyboard
    /// (or the composer on it), and a message that arrives keeps it there. A view the user
    /// scrolled up from its end is left where they left it.
    case whenAtEnd
    /// The content rides up and down with the keyboard by exactly the inset the keyboard adds or
    /// takes away, as in Messages: shown then hidden, the same rows come back to the same place.
    case always
    /// The content is pushed up with the keyboard and stays there when it hides, as in Claude's
    /// app: what was above the keyboard is not scrolled away under a shorter view; the offset is
    /// only clamped into the new range.
    case persistent
}
