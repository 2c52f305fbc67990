/// Whether a value written to a scroll view's inset is the kit's own write coming back (through a
/// `KeyboardAware…` view's setter, or key-value observing of a plain scroll view) or the app's.
///
/// The kit writes exactly the value the engine asks the property to hold, and UIKit stores an
/// inset as given, so its own write is recognised exactly: a write of the app's, however close
/// (under 0.01 pt included), is the app's and becomes its own value (Behaviour rules:
/// *What is inset*).
package enum OwnWrite {
    /// Whether `written` is the kit's own write of `applied`, the value the engine asks for.
    package static func isKits(written: EdgeInsets, applied: EdgeInsets) -> Bool {
        written == applied
    }
}
