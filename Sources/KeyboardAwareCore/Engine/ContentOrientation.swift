import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which way up a scroll view's content is drawn: a chat screen may draw its table or collection
/// upside down, so that content y = 0, the newest message, shows at its bottom (Behaviour rules:
/// *Inverted*).
public enum ContentOrientation: String, Sendable, Hashable, CaseIterable {
    /// Read from the view's `transform` the first time the view is read in a window: a vertical
    /// flip (`CGAffineTransform(scaleX: 1, y: -1)`, a negative `d` with a positive `a`) is
    /// ``inverted``, anything else ``upright``.
    case automatic
    /// Drawn as UIKit draws it: content y = 0 at the top. A view flipped all the same is left to
    /// the app (its insets and offset untouched).
    case upright
    /// Drawn upside down, whatever its transform says when it is read: the keyboard's room goes to
    /// its `contentInset.top`, and its end, pin, focus scrolling and return key follow the rows as
    /// they show on screen.
    case inverted

    /// Whether a view with this orientation is decided as inverted, `transformFlipsVertically`
    /// being what its transform says (``InvertedMirror/flipsVertically(transformA:b:c:d:)``).
    package func isInverted(transformFlipsVertically: Bool) -> Bool {
        switch self {
        case .automatic: transformFlipsVertically
        case .upright: false
        case .inverted: true
        }
    }
}

extension InvertedMirror {
    /// Whether an affine transform `(a, b, c, d)` flips a view vertically and nothing else: a
    /// negative vertical scale (`d < 0`) with a positive horizontal one (`a > 0`) and no rotation
    /// or shear (`b` and `c` zero), as `CGAffineTransform(scaleX: 1, y: -1)` is. A half turn
    /// (`a` and `d` both -1) turns the rows' text too and mirrors them left to right: it is drawn
    /// upside down, but not the inverted chat the mirror models.
    package static func flipsVertically(transformA a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat) -> Bool {
        d < 0 && a > 0 && abs(b) < 1e-6 && abs(c) < 1e-6
    }
}

extension KeyboardAvoidanceEngine {
    /// Settles the view's orientation once, the first time the view is read in a window (Behaviour
    /// rules: *Inverted*): `options.contentOrientation` with what the view's transform says then.
    /// Until then the app has laid its view out (a transform set in `viewDidLoad()` counts), and
    /// nothing the engine remembers depends on it: the app's insets and a pin are kept in the
    /// view's own coordinates. After it, the orientation is the view's.
    package mutating func settleOrientation(transformFlipsVertically: Bool) {
        guard !isOrientationSettled else { return }
        isOrientationSettled = true
        options.isInverted = options.contentOrientation.isInverted(
            transformFlipsVertically: transformFlipsVertically)
    }

    /// `new` with the `isInverted` it gives this engine's view: before the orientation is settled,
    /// the engine's own (settled later from `new.contentOrientation`); after it, the engine's too,
    /// unless `new` changes `contentOrientation`, which is then resolved with what the transform
    /// says now. An options change whose `isInverted` differs is ignored as a whole (Behaviour
    /// rules: *Inverted*).
    package func resolvingOrientation(
        of new: KeyboardAvoidanceOptions, transformFlipsVertically: () -> Bool
    ) -> KeyboardAvoidanceOptions {
        var resolved = new
        if isOrientationSettled, new.contentOrientation != options.contentOrientation {
            resolved.isInverted = new.contentOrientation.isInverted(
                transformFlipsVertically: transformFlipsVertically())
        } else {
            resolved.isInverted = options.isInverted
        }
        return resolved
    }
}
