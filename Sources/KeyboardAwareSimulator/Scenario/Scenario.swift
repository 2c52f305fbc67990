import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scenario file (format 1): a screen, a window, a scroll view with its content, and the
/// events to replay against it.
package struct Scenario: Sendable {
    /// What the scroll view is: it decides whether the previous cell is revealed.
    package enum Kind: String, Sendable, CaseIterable {
        /// A plain scroll view, a table view or a collection view.
        case scroll, table, collection
    }

    /// A text input in the content.
    package struct Field: Sendable, Equatable {
        /// Content coordinates.
        package var frame: CGRect
        /// Index into ``Scenario/cells`` of the cell holding the field.
        package var cell: Int?
        /// A text view, which follows its caret when taller than the visible band.
        package var isMultiline: Bool
        /// Content coordinates.
        package var caret: CGRect?

        /// A field at `frame`, optionally in cell `cell`, optionally multi-line with a caret.
        package init(frame: CGRect, cell: Int? = nil, isMultiline: Bool = false, caret: CGRect? = nil) {
            self.frame = frame
            self.cell = cell
            self.isMultiline = isMultiline
            self.caret = caret
        }
    }

    /// The scroll view as the scenario starts.
    package struct ScrollView: Sendable, Equatable {
        /// A scroll, table or collection view.
        package var kind: Kind
        /// Window coordinates.
        package var frame: CGRect
        /// `contentSize`.
        package var contentSize: CGSize
        /// The app's own `contentInset`.
        package var contentInset: EdgeInsets
        /// The app's own `verticalScrollIndicatorInsets`.
        package var indicatorInset: EdgeInsets
        /// `safeAreaInsets`: the home indicator, a navigation bar…
        package var safeArea: EdgeInsets
        /// `contentInsetAdjustmentBehavior`.
        package var insetAdjustment: ContentInsetAdjustment
        /// `nil`: resting at the top, `(0, -adjustedContentInset.top)`.
        package var contentOffset: CGPoint?
        /// The height of content pinned over the top of the visible region (a floating section
        /// header); 0 by default.
        package var pinnedTop: CGFloat = 0
        /// `alwaysBounceVertical`: the view counts as scrolling vertically even when its content
        /// fits. `nil`: UIKit's default, on for tables and off otherwise.
        package var alwaysBounceVertical: Bool?
        /// The scroll view is the view of a controller inside a navigation controller, where
        /// `.automatic` adds the top and bottom safe area always.
        package var isNavigationControllerOwned = false

        /// `alwaysBounceVertical` as UIKit sets it: `UITableView` turns it on.
        package var bouncesVertically: Bool { alwaysBounceVertical ?? (kind == .table) }

        /// A scroll view with these values.
        package init(
            kind: Kind, frame: CGRect, contentSize: CGSize, contentInset: EdgeInsets, indicatorInset: EdgeInsets,
            safeArea: EdgeInsets, insetAdjustment: ContentInsetAdjustment, contentOffset: CGPoint?,
            pinnedTop: CGFloat = 0, alwaysBounceVertical: Bool? = nil, isNavigationControllerOwned: Bool = false
        ) {
            self.kind = kind
            self.frame = frame
            self.contentSize = contentSize
            self.contentInset = contentInset
            self.indicatorInset = indicatorInset
            self.safeArea = safeArea
            self.insetAdjustment = insetAdjustment
            self.contentOffset = contentOffset
            self.pinnedTop = pinnedTop
            self.alwaysBounceVertical = alwaysBounceVertical
            self.isNavigationControllerOwned = isNavigationControllerOwned
        }
    }

    /// Any subset of the geometry, changed at once (rotation, Split View, Stage Manager).
    package struct Resize: Sendable, Equatable {
        /// The screen's new interface-oriented size (a rotation).
        package var screen: CGSize?
        /// The window's new frame in screen coordinates (Split View, Stage Manager).
        package var window: CGRect?
        /// The scroll view's new frame in window coordinates.
        package var frame: CGRect?
        /// The scroll view's new safe area.
        package var safeArea: EdgeInsets?
        /// The change is part of the keyboard's own transition (a form sheet moving up): it
        /// animates with the last keyboard animation (Behaviour rules: *Animation*).
        package var isKeyboardTransition = false

        /// A change of the given parts of the geometry; `nil` leaves a part as it is.
        package init(
            screen: CGSize?, window: CGRect?, frame: CGRect?, safeArea: EdgeInsets?, isKeyboardTransition: Bool = false
        ) {
            self.screen = screen
            self.window = window
            self.frame = frame
            self.safeArea = safeArea
            self.isKeyboardTransition = isKeyboardTransition
        }
    }

    /// A value in a raw `userInfo` dictionary, as a JSON file can spell it.
    package enum UserInfoValue: Sendable, Equatable {
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

    /// A keyboard notification as a scenario gives it.
    package struct KeyboardEvent: Sendable, Equatable {
        /// Which of the six notifications.
        package var kind: KeyboardEventKind
        /// The raw `userInfo`, with UIKit's key names.
        package var userInfo: [String: UserInfoValue]
        /// Posted for the scroll view's screen (`true`) or another.
        package var onMainScreen = true
        /// The keyboard is this app's; a boolean `UIKeyboardIsLocalUserInfoKey` in ``userInfo``
        /// overrides it (Behaviour rules: *Which keyboard events count*).
        package var isLocal = true
        /// The first responder's input accessory view as measured, in screen coordinates; `nil`
        /// when absent, `null` or not a rect (Behaviour rules:
        /// *How much of the view the keyboard covers*).
        package var accessory: CGRect?
        /// When no ``accessory`` is given, the height of an input accessory view the end frame
        /// leaves out (Behaviour rules: *How much of the view the keyboard covers*).
        package var accessoryHeight: Double = 0
        /// The app's first responder as the notification comes, read by the keyboard intake;
        /// `nil`: none is described, and ``accessory`` and ``accessoryHeight`` give what was
        /// measured.
        package var responder: Responder?
        /// A composer a responder around the scroll view shows as its input accessory view (a
        /// chat's view controller), as read in screen coordinates; `nil` without one.
        package var composer: CGRect?

        /// A notification of `kind` with `userInfo`; by default this app's keyboard on the scroll
        /// view's screen, with nothing left out of its frame.
        package init(
            kind: KeyboardEventKind, userInfo: [String: UserInfoValue], onMainScreen: Bool = true,
            isLocal: Bool = true, accessory: CGRect? = nil, accessoryHeight: Double = 0
        ) {
            self.kind = kind
            self.userInfo = userInfo
            self.onMainScreen = onMainScreen
            self.isLocal = isLocal
            self.accessory = accessory
            self.accessoryHeight = accessoryHeight
        }
    }

    /// The app's first responder as a keyboard notification comes: the facts the keyboard intake
    /// reads from the app's views.
    package struct Responder: Sendable, Equatable {
        /// Where the first responder lives.
        package enum Lives: String, Sendable, CaseIterable {
            /// A text input in the scroll view's window: the focused field, else one of its own.
            case window
            /// A composer's text input, in the keyboard's window (a chat's input accessory view).
            case keyboardWindow
            /// A view controller, with no text input first responder (a chat's controller showing its
            /// composer as its input accessory view).
            case viewController
        }

        package var lives: Lives = .window
        /// Whether the input has begun editing (a text view posts its will-events first): `false`
        /// leaves the input that began before, if any, as the one that began.
        package var beganEditing = true
        /// Under `window`, the field that is first responder; `nil`: the focused field, else an input
        /// of the window outside the scroll view.
        package var field: Int?
        /// The input's frame in screen coordinates and its bounds' origin: where a frame reported
        /// in its coordinates lies; `nil`: not described (no frame is read from it).
        package var frame: CGRect?
        /// Its own input accessory view as read, in screen coordinates; `nil` without one.
        package var accessory: CGRect?
        /// The search bar around it when it is a search field; `nil` otherwise.
        package var searchBar: SearchFieldBar.Reading?

        package init(
            lives: Lives = .window, beganEditing: Bool = true, field: Int? = nil, frame: CGRect? = nil,
            accessory: CGRect? = nil, searchBar: SearchFieldBar.Reading? = nil
        ) {
            self.lives = lives
            self.beganEditing = beganEditing
            self.field = field
            self.frame = frame
            self.accessory = accessory
            self.searchBar = searchBar
        }
    }

    /// One thing that happens to the scroll view, as the scenario file's `events` spell it.
    package enum Event: Sendable, Equatable {
        /// A keyboard notification posted for the app's own keyboard with no accessory view left out.
        package static func keyboard(
            _ kind: KeyboardEventKind, userInfo: [String: UserInfoValue], onMainScreen: Bool = true
        ) -> Event {
            .keyboard(KeyboardEvent(kind: kind, userInfo: userInfo, onMainScreen: onMainScreen))
        }

        /// A keyboard notification.
        case keyboard(KeyboardEvent)
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
        /// The scroll view starts observing while the keyboard's end frame is this rect in screen
        /// coordinates, or `nil` with none known (Behaviour rules:
        /// *Joining a keyboard already up*).
        case attach(keyboard: CGRect?)
        /// A keyboard frame observed between notifications, in screen coordinates (Behaviour
        /// rules: *Frames between notifications*); its parts may be non-finite, to try bad input.
        case track(CGRect)
        /// Time passes, in seconds (Behaviour rules: *Held hides*); `nil` when the file gave no
        /// number. A negative or missing number is ignored with a reason.
        case wait(Double?)
        /// The scene left the foreground (Behaviour rules: *Scenes in the background*).
        case background
        /// The scene came back to the foreground with this keyboard frame in screen coordinates,
        /// or `nil` with none known: laid out as an attach (Behaviour rules:
        /// *Scenes in the background*).
        case foreground(keyboard: CGRect?)
        /// The app changes these options while the view is on screen (Behaviour rules:
        /// *Changing options*).
        case options(OptionsChange)
        /// The app pins content y to the top of the visible region, or ends the pin with `nil`
        /// (Behaviour rules: *Pinned content*).
        case pin(CGFloat?)
        /// The pinned content now starts at this content y, or is gone (`nil`).
        case pinMoved(CGFloat?)
        /// The input being edited left its window with no notification (a SwiftUI screen popped
        /// while its field was focused): the keyboard is in doubt (Behaviour rules:
        /// *Joining a keyboard already up*).
        case inputLeftWindow
        /// A layout pass of the scroll view, with its window's keyboard layout guide as read (in
        /// screen coordinates; `nil`: no guide), where a keyboard in doubt is settled.
        case layoutPass(guide: KeyboardSource.GuideReading?)
        /// The scroll view left its window (`false`: a screen pushed over it, a tab switched
        /// away; as a file's first event, a view made outside any window) or joined one again
        /// (`true`). Out of its window it is read in its own bounds, not on screen, and decided in
        /// the geometry it last had on screen; joining, it attaches to the keyboard as the last
        /// notification left it (Behaviour rules: *Joining a keyboard already up*).
        case window(isIn: Bool)
    }

    /// A title for output and drawings.
    package var name: String?
    /// The screen's interface-oriented size, in points.
    package var screen: CGSize
    /// Screen coordinates; `nil` when the file leaves it to the screen's bounds.
    package var window: CGRect?
    /// The scroll view as the scenario starts.
    package var scrollView: ScrollView
    /// Cell frames in content coordinates, for tables and collections.
    package var cells: [CGRect]
    /// The text inputs, in the order `focus` events name them.
    package var fields: [Field]
    /// The options the engine runs with.
    package var options: KeyboardAvoidanceOptions
    /// What happens, in order; the simulator prints one line per event.
    package var events: [Event]

    /// A scenario with these values.
    package init(
        name: String?, screen: CGSize, window: CGRect?, scrollView: ScrollView, cells: [CGRect], fields: [Field],
        options: KeyboardAvoidanceOptions, events: [Event]
    ) {
        self.name = name
        self.screen = screen
        self.window = window
        self.scrollView = scrollView
        self.cells = cells
        self.fields = fields
        self.options = options
        self.events = events
    }
}
