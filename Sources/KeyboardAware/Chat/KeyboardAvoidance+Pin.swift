#if canImport(UIKit)
import UIKit

/// Pinned content (Behaviour rules: *Pinned content*), for AI chat: the message just sent stays at
/// the top of the visible region while the reply streams in below it. The engine keeps the blank
/// space below the content that lets the view scroll that far; this reads where the pinned row is,
/// and tells the engine when rows inserted, deleted or resized above it moved it, or when it is
/// gone. The engine follows the row (the offset moves with it) until the user scrolls; after that
/// nothing snaps back.
extension KeyboardAvoidance {
    // MARK: - Pinning

    /// Whether content is pinned to the top (``pinToTop(contentY:)``, ``pinToTop(at:)``), until
    /// ``unpin()``, the pinned row is gone, or avoidance is turned off.
    public var isPinned: Bool { engine.pin != nil }

    /// Where the pin stands: ``PinState/pinned`` while the view follows it,
    /// ``PinState/scrolledAway`` once the user scrolled away from it, ``PinState/none`` when it
    /// ended.
    public var pinState: PinState { engine.pinState }

    /// Called on the main actor each time ``pinState`` changes: the user scrolled away from the
    /// pinned message (show a "jump to the reply" button), pinned again, or the pin ended
    /// (``unpin()``, the pinned row deleted or the data reloaded, avoidance turned off). It is
    /// called on the run-loop turn after the change, outside the table's or collection's own update,
    /// so the handler may change the view. Setting it calls nothing. Capture `self` weakly.
    ///
    /// ```swift
    /// tableView.keyboardAvoidance.pinStateChangeHandler = { [weak self] state in
    ///     self?.jumpToReplyButton.isHidden = state != .scrolledAway
    /// }
    /// ```
    public var pinStateChangeHandler: (@MainActor (_ state: PinState) -> Void)? {
        get { pinObservation.handler }
        set { pinObservation.set(newValue, state: pinState) }
    }

    /// Keeps content y `contentY` (content coordinates) at the top of the visible region, below
    /// the top inset and any pinned header, however short the content below it: the scroll view
    /// keeps exactly the blank space at the bottom that lets it scroll there, and scrolls there at
    /// once. Content that grows below (a streamed reply) fills that space and nothing moves; a
    /// keyboard that fits in it moves nothing either.
    ///
    /// In an inverted view `contentY` is in the flipped view's coordinates, and stays at the visible
    /// top as drawn: a row's top on screen is its `maxY` there.
    ///
    /// The pin stays where it was put: for a row of a table or collection, which moves when rows
    /// are inserted above it, use ``pinToTop(at:)``. Nothing happens while the view is in no
    /// window or avoidance is off.
    ///
    /// ```swift
    /// let sentTop = scrollView.contentSize.height
    /// // …add the sent message's view at sentTop, then:
    /// scrollView.keyboardAvoidance.pinToTop(contentY: sentTop)
    /// ```
    public func pinToTop(contentY: CGFloat) {
        pinnedRow = nil
        decide(.pin(contentY), "pin content y \(contentY)")
    }

    /// Keeps the top of the row (a table's) or item (a collection's) at `indexPath` at the top of
    /// the visible region, as ``pinToTop(contentY:)`` does, and follows it as rows are inserted or
    /// deleted above or below it (`insertRows`, `performBatchUpdates`, a diffable snapshot applied
    /// with differences) and as rows above it change height: until the user scrolls, the view moves
    /// with the row so that it keeps its place on screen; once the user has scrolled (into history,
    /// mid-reply), the view stays where the user left it. The pin lasts until ``unpin()``, another
    /// pin, or the row is gone: deleted, or the data reloaded (`reloadData()`, a snapshot applied by
    /// reloading), which ends the pin by itself (``isPinned`` turns `false`).
    ///
    /// In an inverted view (``KeyboardAvoidanceOptions/contentOrientation``) the row's top is the
    /// edge drawn on top, its `maxY` in the flipped view's coordinates: the row stays at the top of
    /// the visible region as the user sees it while the reply streams in at row 0 below it.
    ///
    /// Call it once the row is in the table or collection. For any other scroll view it does
    /// nothing.
    ///
    /// ```swift
    /// let sent = IndexPath(row: messages.count - 1, section: 0)
    /// tableView.insertRows(at: [sent], with: .bottom)
    /// tableView.keyboardAvoidance.pinToTop(at: sent)
    /// ```
    public func pinToTop(at indexPath: IndexPath) {
        guard let scrollView else { return }
        let container = CellContainer(scrollView)
        if case .plain = container { return Log.notice("pinToTop(at:) needs a table or collection view") }
        // The inserted row's real height and place, once (not on any per-frame path).
        scrollView.layoutIfNeeded()
        let row = PinnedRow(indexPath, in: container, isInverted: isInverted)
        guard case .at(let y) = row.place(in: container, settles: true) else {
            return Log.notice("pinToTop(at: \(indexPath)): no such row or item; nothing was pinned")
        }
        pinnedRow = row
        decide(.pin(y), "pin row \(indexPath)")
        guard engine.pin != nil else {
            pinnedRow = nil
            return
        }
        // Scrolled to the row: its cell exists once laid out, and is followed from now on, so that a
        // delete of the row is seen as one (once, not on any per-frame path).
        scrollView.layoutIfNeeded()
        row.followCell(in: container)
    }

    /// Ends the pin: the blank space goes, and the view scrolls back into the range the content
    /// alone allows (a reply that filled the view does not move).
    public func unpin() {
        pinnedRow = nil
        decide(.pin(nil), "unpin")
    }

    // MARK: - Following the pinned row

    /// The content changed size: rows were inserted, deleted or resized, perhaps above the pinned
    /// row. Looks now, and again at the next layout pass, once UIKit laid the change out.
    func pinnedRowMayHaveMoved() {
        followPinnedRow(settles: false)
        pinnedRow?.needsSecondLook = true
    }

    /// A layout pass (also on every scroll step): the second look after a content change, then lets
    /// go of the pinned row's cell once it left the visible region. No allocation, no walk.
    func pinnedRowLaidOut() {
        guard let pinnedRow, let scrollView else { return }
        if pinnedRow.needsSecondLook {
            pinnedRow.needsSecondLook = false
            followPinnedRow(settles: true)
        }
        self.pinnedRow?.letGoOfCell(outside: scrollView.bounds, in: CellContainer(scrollView))
    }

    /// Tells the engine where the pinned row starts now when that changes anything, or that it is
    /// gone; forgets a row whose pin the engine ended (another pin, avoidance turned off).
    private func followPinnedRow(settles: Bool) {
        guard let pinnedRow, let scrollView else { return }
        guard engine.pin != nil else {
            self.pinnedRow = nil
            return
        }
        switch pinnedRow.place(in: CellContainer(scrollView), settles: settles) {
        case .unknown:
            return
        case .gone:
            self.pinnedRow = nil
            decide(.pinMoved(nil), "pinned row gone")
        case .at(let y):
            guard engine.changesPin(movingTo: y) else { return }
            decide(.pinMoved(y), "pinned row moved")
        }
    }

    // MARK: - Replaying scenario files

    /// Tells the engine that the pinned content now starts at content y `y`, or is gone with `nil`,
    /// as the kit does by itself for a row pinned with ``pinToTop(at:)``: for replaying scenario
    /// files on real views. Not for apps.
    package func pinnedContentMoved(toContentY y: CGFloat?) {
        decide(.pinMoved(y), "pinned content moved (replay)")
    }

    /// Tells the engine that the user scrolled, as the kit does by itself when a drag begins: for
    /// replaying scenario files on real views. Not for apps.
    package func userDidScroll() {
        decide(.userScroll, "the user scrolled (replay)")
    }
}
#endif
