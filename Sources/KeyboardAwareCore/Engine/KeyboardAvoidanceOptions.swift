import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a scroll view's keyboard avoidance does. Every value has the default users expect, written
/// here once: `KeyboardAvoidance.defaults` starts from it, each scroll view's
/// `keyboardAvoidance.options` starts from those, and the scenario files and the self-check read and
/// write the same value.
///
/// ```swift
/// KeyboardAvoidance.defaults.keyboardDistance = 16          // every scroll view from now on
/// tableView.keyboardAvoidance.options.contentLift = .whenAtEnd   // one scroll view
/// ```
public struct KeyboardAvoidanceOptions: Sendable, Hashable {
    /// Room kept between the focused field (or a text view's caret) and the keyboard, in points
    /// (default 10). A field's `keyboardDistanceOverride` wins over it.
    public var keyboardDistance: CGFloat = 10
    /// In tables and collections, also reveal the cell before the focused one when both fit, so
    /// people see what they filled in last (default on).
    public var revealsPreviousCell = true
    /// Also make room for floating, split and undocked iPad keyboards (default off: such a
    /// keyboard can be moved out of the way, and insetting for it wastes most of the screen).
    public var followsUndockedKeyboard = false
    /// The app's own bottom insets are room for something the keyboard covers too (a bar that stays
    /// at the screen's bottom, a home indicator counted by hand): the keyboard's inset then counts
    /// them as room it already has, instead of going on top (default off).
    public var keyboardCoversAppInset = false
    /// How the content moves with the keyboard, for chat screens (default `.never`).
    public var contentLift: ContentLift = .never
    /// The height of content pinned over the top of the visible region, when the app knows it and
    /// the views cannot tell (a compositional layout's pinned header); `nil` (the default) measures
    /// it (a plain table's floating header, a flow layout's pinned one).
    public var pinnedHeaderHeight: CGFloat?
    /// The return key of a text field moves to the next field in reading order and ends editing at
    /// the last one (default on); the field's delegate keeps the last word.
    public var isReturnKeyNavigationEnabled = true
    /// A Previous / Next / Done bar above the keyboard on fields without an accessory view of their
    /// own (default off).
    public var showsAccessoryBar = false
    /// Which taps on the scroll view end editing (default `.never`).
    public var tapToDismiss: TapToDismiss = .never
    /// Which way up the content is drawn (default `.automatic`: a table or collection flipped with
    /// `transform = CGAffineTransform(scaleX: 1, y: -1)`, a chat drawn upside down, is recognised
    /// the first time it is read in a window). An inverted view gets the keyboard's room at its
    /// `contentInset.top`, the visual bottom, and its end, pin, focus scrolling and return key
    /// follow the rows as they show on screen. It is the view's from then on: set it, or the
    /// transform, before the view first shows.
    public var contentOrientation: ContentOrientation = .automatic

    /// When `false`, every event changes nothing; set through `KeyboardAvoidance.isEnabled`.
    package var isEnabled = true
    /// Reading order for the return key runs right to left within a row; the UIKit layer derives
    /// it from the views' layout direction.
    package var isRightToLeft = false
    /// How long a hide of this app's keyboard is held while an input still edits, in seconds
    /// (Behaviour rules: *Held hides*): a rotation or a secure field's keyboard swap hides the
    /// keyboard only to show it again, and the insets should not flash to the app's own meanwhile.
    /// Six frames at 120 Hz on a device; scenario files hold nothing unless they say so
    /// (``scenarioDefault``).
    package var holdHide: TimeInterval = 0.05
    /// How long after the finger lets go of a keyboard it dragged the engine waits for the
    /// keyboard's notification before taking it as back where it rested, in seconds
    /// (``DraggedKeyboard``); 0 waits forever. Scenario files wait forever unless they say so.
    package var letGoWait: TimeInterval = 0.6
    /// The scroll view is drawn upside down (a chat table or collection whose `transform` flips it
    /// vertically, so that content y = 0, the newest row, shows at its bottom): the engine decides
    /// on its upright mirror and maps the answer back (Behaviour rules: *Inverted*). It is the
    /// view's from the start: the UIKit layer settles it from `contentOrientation` and the transform the
    /// first time it reads the view in a window; an options change that gives it another value is ignored
    /// as a whole.
    package var isInverted = false

    /// The defaults.
    public init() {}

    /// The defaults with one value changed, for tests and tools:
    /// `KeyboardAvoidanceOptions().with(\.holdHide, 0)`.
    package func with<Value>(_ keyPath: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
        var options = self
        options[keyPath: keyPath] = value
        return options
    }

    /// What a scenario file starts from: the defaults, but no hide held (`holdHide` 0)
    /// and no wait after a dragged keyboard is let go (`letGoWait` 0).
    package static var scenarioDefault: KeyboardAvoidanceOptions {
        KeyboardAvoidanceOptions().with(\.holdHide, 0).with(\.letGoWait, 0)
    }

    /// Whether a keyboard in `state` is one the content makes room for.
    package func avoids(_ state: KeyboardState) -> Bool {
        state == .docked || (state == .undocked && followsUndockedKeyboard)
    }
}

// MARK: - The table

extension KeyboardAvoidanceOptions {
    /// Every option once, in the order scenario files write them (Interface Builder's keys, which
    /// Objective-C needs as members of their own, are declared again by hand in the UIKit layer,
    /// held to this table by tests): what the scenario reader and
    /// writer, the stress run's draws, the self-check's Interface Builder check and the docs tests
    /// go through, so that an option is the property above, the rule that reads it and, for
    /// storyboards, an inspectable.
    package static var table: [KeyboardAvoidanceOption] {
        [
            .flag(
                \.isEnabled, "isEnabled", scenario: "enabled", always: true,
                inspectable: "isKeyboardAvoidanceEnabled",
                doc: "when false, every event changes nothing (default true)"),
            .points(
                \.keyboardDistance, "keyboardDistance", scenario: "keyboardDistance", always: true,
                doc: "room kept between the focused field or caret and the keyboard, in points (default 10)"),
            .flag(
                \.revealsPreviousCell, "revealsPreviousCell", scenario: "revealsPreviousCell", always: true,
                doc:
                    "in a table or collection, also reveal the cell before the focused one when both fit (default true)"
            ),
            .flag(
                \.followsUndockedKeyboard, "followsUndockedKeyboard", scenario: "followsUndockedKeyboard",
                always: true, doc: "also make room for floating, split and undocked keyboards (default false)"),
            .flag(
                \.isRightToLeft, "isRightToLeft", scenario: "rightToLeft", always: true, inspectable: .some(nil),
                doc: "the return key's reading order runs right to left within a row (default false)"),
            .flag(
                \.keyboardCoversAppInset, "keyboardCoversAppInset", scenario: "keyboardCoversAppInset",
                doc: "the app's own bottom insets are room the keyboard covers too (default false)"),
            .choice(
                \.contentLift, "contentLift", scenario: "contentLift",
                doc:
                    "`never`, `whenAtEnd`, `always` or `persistent`: keeps a chat at its end, moves the content "
                    + "with the keyboard, or pushes it up with the keyboard and leaves it there (default `never`)"),
            .seconds(
                \.holdHide, "holdHide", scenario: "holdHide",
                doc: "seconds a hide of this app's keyboard is held while a field is focused "
                    + "(scenario default 0: none; 0.05 in an app)"),
            .seconds(
                \.letGoWait, "letGoWait", scenario: "letGoWait",
                doc:
                    "seconds the engine waits for a keyboard event after a touch up lets go of a keyboard "
                    + "the finger moved (scenario default 0: forever; 0.6 in an app)"),
            .flag(
                \.isInverted, "isInverted", scenario: "inverted", inspectable: .some(nil),
                doc:
                    "the view is drawn upside down, a chat table flipped so that content y = 0 shows at its "
                    + "bottom; the view's from the start (default false)"),
            .optionalPoints(
                \.pinnedHeaderHeight, "pinnedHeaderHeight",
                doc: "the height of content pinned over the top, when the views cannot tell (default measured)"),
            .flag(
                \.isReturnKeyNavigationEnabled, "isReturnKeyNavigationEnabled",
                doc: "the return key moves to the next field and ends editing at the last (default on)"),
            .flag(
                \.showsAccessoryBar, "showsAccessoryBar",
                doc: "a Previous / Next / Done bar above the keyboard (default off)"),
            .choice(
                \.tapToDismiss, "tapToDismiss",
                doc: "which taps on the scroll view end editing (default `never`)"),
            .choice(
                \.contentOrientation, "contentOrientation",
                doc:
                    "`automatic`, `upright` or `inverted`: which way up the content is drawn, a chat table flipped "
                    + "upside down read from its transform when it first shows in a window (default `automatic`)"),
        ]
    }
}

/// Which taps on a scroll view end editing. The tap is never taken from anything: it still reaches
/// whatever is under it, and a delegate that refuses to end editing wins.
public enum TapToDismiss: String, Sendable, Hashable, CaseIterable {
    /// Taps end no editing.
    case never
    /// A tap outside any control, text input, cell or other interactive view ends editing.
    case outsideCells
    /// As ``outsideCells``, and a tap on a cell too (a chat's messages); controls and text inputs
    /// inside a cell keep their taps, and the cell is still selected.
    case includingCells
}

extension TapToDismiss {
    /// The 0.2.0 storyboard key for taps outside cells: on keeps a tap on cells as it was, off
    /// turns every tap off.
    package var dismissesOnTap: Bool {
        get { self != .never }
        set {
            if !newValue {
                self = .never
            } else if self == .never {
                self = .outsideCells
            }
        }
    }

    /// The 0.2.0 storyboard key for taps on cells: on turns taps on, cells included; off keeps
    /// taps outside cells as they were.
    package var dismissesOnCellTap: Bool {
        get { self == .includingCells }
        set {
            if newValue {
                self = .includingCells
            } else if self == .includingCells {
                self = .outsideCells
            }
        }
    }
}
