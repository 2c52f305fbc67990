#if canImport(UIKit)
import UIKit

/// An inverted view (Behaviour rules: *Inverted*): a chat table or collection drawn upside down,
/// recognised from its transform or set by ``KeyboardAvoidanceOptions/contentOrientation``. The
/// engine decides it on its upright mirror; what the UIKit layer reads for it itself (the end,
/// the pinned row's top, the cell drawn above the focused one) follows the rows as drawn.
extension KeyboardAvoidance {
    /// Whether the view is decided as drawn upside down: as settled the first time it was read in
    /// a window, or before that, what it would be settled to now. A Boolean once settled.
    var isInverted: Bool {
        if engine.isOrientationSettled { return engine.options.isInverted }
        return engine.options.contentOrientation.isInverted(transformFlipsVertically: flipsVertically)
    }

    /// Whether the scroll view's transform flips it vertically (`InvertedMirror.flipsVertically`).
    var flipsVertically: Bool {
        scrollView.map(ScrollViewSnapshotReader.flipsVertically) ?? false
    }
}
#endif
