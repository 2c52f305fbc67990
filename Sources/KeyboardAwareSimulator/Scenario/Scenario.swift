import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scenario file (format 1): a screen, a window, a scroll view with its content, and the
/// events to replay against it.
public struct Scenario: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case scroll, table, collection
    }

    /// A text input in the content.
    public struct Field: Sendable, Equatable {
        /// Content coordinates.
        public var frame: CGRect
        /// Index into ``Scenario/cells`` of the cell holding the field.
        public var cell: Int?
        public var isMultiline: Bool
        /// Content coordinates.
        public var caret: CGRect?

        public init(frame: CGRect, cell: Int? = nil, isMultiline: Bool = false, caret: CGRect? = nil) {
            self.frame = frame
            self.cell = cell
            self.isMultiline = isMultiline
            self.caret = caret
        }
    }

    /// The scroll view as the scenario starts.
    public struct ScrollView: Sendable, Equatable {
        public var kind: Kind
        /// Window coordinates.
        public var frame: CGRect
        public var contentSize: CGSize
        public var contentInset: EdgeInsets
        public var indicatorInset: EdgeInsets
        public var safeArea: EdgeInsets
        public var insetAdjustment: ContentInsetAdjustment
        /// `nil`: resting at the top, `(0, -adjustedContentInset.top)`.
        public var contentOffset: CGPoint?
    }

    /// Any subset of the geometry, changed at once (rotation, Split View, Stage Manager).
    public struct Resize: Sendable, Equatable {
        public var screen: CGSize?
        public var window: CGRect?
        public var frame: CGRect?
        public var safeArea: EdgeInsets?
    }

    /// A value in a raw `userInfo` dictionary, as a JSON file can spell it.
    public enum UserInfoValue: Sendable, Equatable {
        case rect(CGRect)
        case number(Double)
        case string(String)
        case bool(Bool)
        case null
        /// Any other JSON: an array, or an object that is not a rect.
        case other(String)

        /// The value as a notification would carry it.
        var boxed: Any {
            switch self {
            case .rect(let rect): rect
            case .number(let number): number
            case .string(let text): text
            case .bool(let flag): flag
            case .null: NSNull()
            case .other(let text): [text]
            }
        }
    }

    public enum Event: Sendable, Equatable {
        case keyboard(KeyboardEventKind, userInfo: [String: UserInfoValue], onMainScreen: Bool)
        case focus(Int)
        case blur
        case caret(CGRect)
        case returnKey
        case setContentInset(EdgeInsets)
        case setIndicatorInset(EdgeInsets)
        case scroll(CGPoint)
        case contentSize(CGSize)
        case resize(Resize)
    }

    public var name: String?
    public var screen: CGSize
    /// Screen coordinates; `nil` when the file leaves it to the screen's bounds.
    public var window: CGRect?
    public var scrollView: ScrollView
    public var cells: [CGRect]
    public var fields: [Field]
    public var options: KeyboardAvoidanceOptions
    public var events: [Event]
}
