import KeyboardAwareSimulator

/// One broken promise of the engine's rules, found while replaying a scenario.
package struct InvariantViolation: Sendable, Hashable, CustomStringConvertible {
    /// The promises the stress run checks after every event. Each is a consequence of the engine's
    /// rules that holds for EVERY input, so any violation is a bug (in the engine, the
    /// simulator, or the rules), never noise.
    package enum Invariant: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Insets, adjusted insets, offset and animation duration are finite numbers.
        case finiteOutput
        /// `contentInset` (and the indicator inset) is the app's own plus a non-negative bottom
        /// extra: no edge below the app's latest value, and top/left/right exactly the app's.
        case keepsAppInset
        /// After the engine wrote anything, `contentOffset.y` is in the valid range (Behaviour
        /// rules: *When the keyboard hides*).
        case offsetInRange
        /// After a keyboard event that changed the layout for an avoided keyboard, the focused
        /// rect is visible whenever focus scrolling can achieve it (see ``InvariantChecker``;
        /// Behaviour rules: *When the offset moves*).
        case focusVisible
        /// A keyboard event equal to the previous one, with no geometry change since, writes
        /// nothing (Behaviour rules: *Repeated events change nothing*).
        case duplicateWritesNothing
        /// While the keyboard is hidden, the insets are exactly the app's latest (Behaviour rules:
        /// *What is inset*, *When the keyboard hides*).
        case hiddenRestoresAppInsets
        /// An ignored event writes nothing and leaves the keyboard state alone (Behaviour rules:
        /// *Which keyboard events count*, *Bad input*).
        case ignoredChangesNothing
        /// A keyboard event from another screen is ignored (Behaviour rules:
        /// *Which keyboard events count*).
        case otherScreenIgnored
        /// With `enabled: false`, no event writes anything (Behaviour rules:
        /// *Turning avoidance off*).
        case disabledWritesNothing
        /// While the finger is on the scroll view, the engine never writes the offset (Behaviour
        /// rules: *While a finger drags*).
        case offsetHeldWhileTouching
        /// A rotation (a new screen size) while the keyboard shows writes nothing and keeps the
        /// keyboard state: the keyboard's next notification lays out again (Behaviour rules:
        /// *Rotation and resizing*).
        case rotationWaitsForKeyboard
        /// When the finger lifts, the engine writes at most the offset, and a held focus scroll
        /// leaves the focused field visible whenever focus scrolling can (Behaviour
        /// rules: *While a finger drags*, *When the offset moves*).
        case liftScrollsOnlyToTheField
        /// With `contentLift: whenAtEnd`, a view at its end before a keyboard event, tracked frame,
        /// attach, resize or content-size change is at its end after it, whenever no focus scroll
        /// ran and the finger is up (Behaviour rules: *Content lift*).
        case staysAtEnd
        /// With `contentLift: always`, a keyboard shown and hidden again with nothing in between
        /// brings the content back to where it was, unless a clamp bit (Behaviour rules:
        /// *Content lift*).
        case ridesBackWithTheKeyboard
        /// A held hide writes nothing and keeps the keyboard state until a did-event, a blur, its
        /// deadline (at a wait) or a show settles it; while it is held, tracked frames and waits
        /// before the deadline change nothing (Behaviour rules: *Held hides*).
        case heldHideWaits
        /// While the scene is in the background, keyboard events and tracked frames are ignored
        /// and write nothing (Behaviour rules: *Scenes in the background*).
        case backgroundIgnoresKeyboard
        /// Observers are told exactly when the keyboard's state, an extra inset as applied, or the
        /// covering frame differs from what they were last told (Behaviour rules:
        /// *What observers are told*).
        case observersToldOnChange
        /// A wait with no hide held writes nothing, unless the finger let go of a keyboard it moved
        /// with no keyboard event since and `letGoWait` is up; then the keyboard is back where it
        /// rested (``DraggedKeyboard``, beyond the scenario format).
        case letGoWaitsForTheKeyboard
        /// A row pinned at the top of the visible region stays there through an event that neither
        /// the user nor a focus scroll moves, whenever the blank space held all of the extra inset
        /// before and after it: content streamed in below, a keyboard that fits in the blank, a
        /// composer growing into it (Behaviour rules: *Pinned content*).
        case pinStaysAtTop
        /// A moved pinned row moves a followed offset (from the pin until the user scrolls) by
        /// exactly as much, clamped; once the user has scrolled, the offset stays where the user
        /// left it, clamped only into the new range: the kit never undoes a user's scroll
        /// (Behaviour rules: *Pinned content*).
        case pinMoveKeepsTheUsersScroll

        /// Declaration order, so that reports list invariants in the same order every run.
        package static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The promise that broke.
    package var invariant: Invariant
    /// The event after which the invariant failed.
    package var eventIndex: Int
    /// The values involved, for people.
    package var detail: String

    /// A violation of `invariant` after event `eventIndex`, with the values involved.
    package init(_ invariant: Invariant, eventIndex: Int, detail: String) {
        self.invariant = invariant
        self.eventIndex = eventIndex
        self.detail = detail
    }

    /// `invariant after event N: detail`, as the stress tool prints it.
    package var description: String { "\(invariant.rawValue) after event \(eventIndex): \(detail)" }
}
