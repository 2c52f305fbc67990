import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scenario file (format 1): a screen, a window, a scroll view with its content, and the
/// events to replay against it.
public struct Scenario: Sendable {
    /// What the scroll view is: it decides whether the previous cell is revealed.
    public enum Kind: String, Sendable, CaseIterable {
        /// A plain scroll view, a table view or a collection view.
        case scroll, table, collection
    }

    /// A text input in the content.
    public struct Field: Sendable, Equatable {
        /// Content coordinates.
        public var frame: CGRect
        /// Index into ``Scenario/cells`` of the cell holding the field.
        public var cell: Int?
        /// A text view, which follows its caret when taller than the visible band.
        public var isMultiline: Bool
        /// Content coordinates.
        public var caret: CGRect?

        /// A field at `frame`, optionally in cell `cell`, optionally multi-line with a caret.
        public init(frame: CGRect, cell: Int? = nil, isMultiline: Bool = false, caret: CGRect? = nil) {
            self.frame = frame
            self.cell = cell
            self.isMultiline = isMultiline
            self.caret = caret
        }
    }

    /// The scroll view as the scenario starts.
    public struct ScrollView: Sendable, Equatable {
        /// A scroll, table or collection view.
        public var kind: Kind
        /// Window coordinates.
        public var frame: CGRect
        /// `contentSize`.
        public var contentSize: CGSize
        /// The app's own `contentInset`.
        public var contentInset: EdgeInsets
        /// The app's own `verticalScrollIndicatorInsets`.
        public var indicatorInset: EdgeInsets
        /// `safeAreaInsets`: the home indicator, a navigation bar…
        public var safeArea: EdgeInsets
        /// `contentInsetAdjustmentBehavior`.
        public var insetAdjustment: ContentInsetAdjustment
        /// `nil`: resting at the top, `(0, -adjustedContentInset.top)`.
        public var contentOffset: CGPoint?
        /// The height of content pinned over the top of the visible region (a floating section
        /// header); 0 by default.
        public var pinnedTop: CGFloat = 0
    }

    /// Any subset of the geometry, changed at once (rotation, Split View, Stage Manager).
    public struct Resize: Sendable, Equatable {
        /// The screen's new interface-oriented size (a rotation).
        public var screen: CGSize?
        /// The window's new frame in screen coordinates (Split View, Stage Manager).
        public var window: CGRect?
        /// The scroll view's new frame in window coordinates.
        public var frame: CGRect?
        /// The scroll view's new safe area.
        public var safeArea: EdgeInsets?
        /// The change is part of the keyboard's own transition (a form sheet moving up): it
        /// animates with the last keyboard animation (rule 8).
        public var isKeyboardTransition = false
    }

    /// A value in a raw `userInfo` dictionary, as a JSON file can spell it.
    public enum UserInfoValue: Sendable, Equatable {
        /// A rect, written `{"x", "y", "width", "height"}`; arrives as a `CGRect`.
        case rect(CGRect)
        /// A number; arrives as a `Double`.
        case number(Double)
        /// A string; arrives as a `String`.
        case string(String)
        /// A Boolean; arrives as a `Bool`.
        case bool(Bool)
        /// `null`; arrives as `NSNull`.
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

    /// One thing that happens to the scroll view, as the scenario file's `events` spell it.
    public enum Event: Sendable, Equatable {
        /// A keyboard notification with its raw `userInfo`, posted for the scroll view's screen or another.
        case keyboard(KeyboardEventKind, userInfo: [String: UserInfoValue], onMainScreen: Bool)
        /// The field at this index begins editing.
        case focus(Int)
        /// The focused field ends editing.
        case blur
        /// The focused text view's caret moves to this rect (content coordinates).
        case caret(CGRect)
        /// The return key is pressed: focus moves to the next field in reading order.
        case returnKey
        /// The app sets its own `contentInset`.
        case setContentInset(EdgeInsets)
        /// The app sets its own `verticalScrollIndicatorInsets`.
        case setIndicatorInset(EdgeInsets)
        /// The user scrolls to this offset (UIKit stops at the content's ends).
        case scroll(CGPoint)
        /// The content changes size.
        case contentSize(CGSize)
        /// Rotation, window resize or safe-area change.
        case resize(Resize)
        /// The user's finger goes down on the scroll view (`true`) or lifts (`false`).
        case touch(isDown: Bool)
    }

    /// A title for output and drawings.
    public var name: String?
    /// The screen's interface-oriented size, in points.
    public var screen: CGSize
    /// Screen coordinates; `nil` when the file leaves it to the screen's bounds.
    public var window: CGRect?
    /// The scroll view as the scenario starts.
    public var scrollView: ScrollView
    /// Cell frames in content coordinates, for tables and collections.
    public var cells: [CGRect]
    /// The text inputs, in the order `focus` events name them.
    public var fields: [Field]
    /// The options the engine runs with.
    public var options: KeyboardAvoidanceOptions
    /// What happens, in order; the simulator prints one line per event.
    public var events: [Event]
}
