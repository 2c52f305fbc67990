import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Platform switch for boxed rects

/// Reads a `CGRect` out of a notification value, whichever way the platform boxes it.
///
/// On Apple platforms UIKit boxes keyboard frames in `NSValue`, which bridges to `CGRect` with a
/// cast. swift-corelibs-foundation has no such bridge but exposes `NSValue.rectValue`. This is the
/// only place in the package that knows the difference.
enum RectValue {
    static func rect(from value: Any) -> CGRect? {
        if let rect = value as? CGRect { return rect }
        #if !canImport(ObjectiveC)
        if let boxed = value as? NSValue, String(cString: boxed.objCType).hasPrefix("{CGRect") {
            return boxed.rectValue
        }
        #endif
        return nil
    }
}

// MARK: - Finite rects

extension CGRect {
    /// Whether every component is a finite number: what a frame from outside must be before any
    /// geometry is done with it.
    package var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
