import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

// MARK: - Numbers in notification dictionaries

/// Reads a number out of a notification value: `NSNumber` on device, any Swift number in tests and
/// in the simulator. Booleans are not numbers here, even though `NSNumber` can hold them.
enum NumberValue {
    static func double(from value: Any) -> Double? {
        // The kinds notifications carry, told apart by their type alone: a cast of an `Any` that
        // fails costs a runtime search, so each value is cast only to what it is.
        switch ObjectIdentifier(type(of: value)) {
        case ObjectIdentifier(Double.self): return value as? Double
        case ObjectIdentifier(Int.self): return (value as? Int).map(Double.init)
        case ObjectIdentifier(Bool.self): return nil
        default: return anyDouble(from: value)
        }
    }

    /// Any other number, boxed or not.
    private static func anyDouble(from value: Any) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as Int: return Double(number)
        case let number as Float: return Double(number)
        case let number as CGFloat: return Double(number)
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
