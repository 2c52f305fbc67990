import KeyboardAwareSimulator

/// One broken promise of the engine's rules, found while replaying a scenario.
package struct InvariantViolation: Sendable, Hashable, CustomStringConvertible {
    /// The promises the stress run checks after every event. Each is a consequence of the rules
    /// section 1 that holds for EVERY input, so any violation is a bug (in the engine, the
    /// simulator, or the rules), never noise.
    package enum Invariant: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Insets, adjusted insets, offset and animation duration are finite numbers.
        case finiteOutput
        /// `contentInset` (and the indicator inset) is the app's own plus a non-negative bottom
        /// extra: no edge below the app's latest value, and top/left/right exactly the app's.
        case keepsAppInset
        /// After the engine wrote anything, `contentOffset.y` is in the valid range (rule 6).
        case offsetInRange
        /// After a keyboard event that changed the layout for an avoided keyboard, the focused
        /// rect is visible whenever rule 5 can achieve it (see ``InvariantChecker``).
        case focusVisible
        /// A keyboard event equal to the previous one, with no geometry change since, writes
        /// nothing (rule 9).
        case duplicateWritesNothing
        /// While the keyboard is hidden, the insets are exactly the app's latest (rules 4, 6).
        case hiddenRestoresAppInsets
        /// An ignored event writes nothing and leaves the keyboard state alone (rules 1, 10).
        case ignoredChangesNothing
        /// A keyboard event from another screen is ignored (rule 1).
        case otherScreenIgnored
        /// With `enabled: false`, no event writes anything (rule 11).
        case disabledWritesNothing
        /// While the finger is on the scroll view, the engine never writes the offset (rule 13).
        case offsetHeldWhileTouching
        /// A rotation (a new screen size) while the keyboard shows writes nothing and keeps the
        /// keyboard state: the keyboard's next notification lays out again (rule 7a).
        case rotationWaitsForKeyboard
        /// When the finger lifts, the engine writes at most the offset, and a held focus scroll
        /// leaves the focused field visible whenever rule 5 can (rule 13, finger down).
        case liftScrollsOnlyToTheField
        /// With `contentLift: whenAtEnd`, a view at its end before a keyboard event, tracked frame,
        /// attach, resize or content-size change is at its end after it, whenever no focus scroll
        /// ran and the finger is up (rule 16, content lift).
        case staysAtEnd
        /// With `contentLift: always`, a keyboard shown and hidden again with nothing in between
        /// brings the content back to where it was, unless a clamp bit (rule 16, content lift).
        case ridesBackWithTheKeyboard
        /// A held hide writes nothing and keeps the keyboard state until a did-event, a blur, its
        /// deadline (at a wait) or a show settles it; while it is held, tracked frames and waits
        /// before the deadline change nothing (rule 17, held hide).
        case heldHideWaits
        /// While the scene is in the background, keyboard events and tracked frames are ignored
        /// and write nothing (rule 18, scene).
        case backgroundIgnoresKeyboard
        /// Observers are told exactly when the keyboard's state, an extra inset as applied, or the
        /// covering frame differs from what they were last told (rule 19, observers).
        case observersToldOnChange
        /// A wait with no hide held writes nothing, unless the finger let go of a keyboard it moved
        /// with no keyboard event since and `letGoWait` is up; then the keyboard is back where it
        /// rested (``DraggedKeyboard``, beyond the SPEC).
        case letGoWaitsForTheKeyboard
        /// A row pinned at the top of the visible region stays there through an event that neither
        /// the user nor a focus scroll moves, whenever the blank space held all of the extra inset
        /// before and after it: content streamed in below, a keyboard that fits in the blank, a
        /// composer growing into it (rule 21, pinned content).
        case pinStaysAtTop

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
