import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Numbers in notification dictionaries

/// Reads a number out of a notification value: `NSNumber` on device, any Swift number in tests and
/// in the simulator. Booleans are not numbers here, even though `NSNumber` can hold them.
enum NumberValue {
    static func double(from value: Any) -> Double? {
        if type(of: value) == Bool.self { return nil }
        switch value {
        case let number as Double: return number
        case let number as Float: return Double(number)
        case let number as CGFloat: return Double(number)
        case let number as Int: return Double(number)
        case let number as Int64: return Double(number)
        case let number as Int32: return Double(number)
        case let number as UInt: return Double(number)
        case let number as UInt64: return Double(number)
        case let number as UInt32: return Double(number)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }
}
