#if canImport(UIKit)
import UIKit

/// Reads the scroll view as the engine sees it. It only reads: it returns values and changes no
/// state, neither its own nor the `KeyboardAvoidance`'s nor the engine's, so that every decision starts
/// from what the views say at that moment.
@MainActor
struct ScrollViewSnapshotReader {
    /// The view read.
    let scrollView: UIScrollView
    /// The text input being edited, if the `KeyboardAvoidance` tracks one.
    let focusedInput: UIView?
    /// The height pinned over the top that the app gave, in place of the measured one.
    var pinnedHeaderHeight: CGFloat?
    /// The view is decided as drawn upside down (Behaviour rules: *Inverted*): the cell drawn above
    /// the focused one is the next in the table.
    var isInverted = false

    // MARK: - Reading

    /// The scroll view as the engine sees it, its frame in its screen's coordinate space, where
    /// keyboard frames are. Outside a window it is off screen (`isOnScreen` false), its own bounds
    /// in place of a frame, when the engine has a geometry to decide it in (`hasStandIn`, the
    /// engine's `lastScreenGeometry`); `nil` otherwise, before anything else is read.
    func snapshot(hasStandIn: Bool) -> ScrollViewSnapshot? {
        let now = ScreenSpace.geometry(of: scrollView)
        guard now != nil || hasStandIn else { return nil }
        let geometry = now ?? ScreenSpace.Geometry(ownBoundsOf: scrollView)
        let cells = CellContainer(scrollView)
        var snapshot = ScrollViewSnapshot(
            screenSize: geometry.screenSize, frameInScreen: geometry.frameInScreen,
            contentSize: scrollView.contentSize, contentOffset: scrollView.contentOffset,
            contentInset: EdgeInsets(scrollView.contentInset),
            adjustedContentInset: EdgeInsets(scrollView.adjustedContentInset),
            indicatorInset: EdgeInsets(scrollView.verticalScrollIndicatorInsets),
            pinnedTop: pinnedHeaderHeight ?? cells.pinnedTop(above: focusedInput, isInverted: isInverted),
            scrollsVertically: cells.scrollsVertically,
            isAdjustedByController: cells.keyboardAdjustingController != nil,
            isFlipped: isDrawnUpsideDown, windowFrame: geometry.windowFrame)
        snapshot.isOnScreen = now != nil
        return snapshot
    }

    /// The scroll view's insets, offset, content and size alone, with no screen geometry: what an
    /// input that changes the engine's memory (avoidance turned on, the app's insets) is decided
    /// with before the view was ever in a window. No keyboard can cover it there.
    func insetsOnly() -> ScrollViewSnapshot {
        let geometry = ScreenSpace.Geometry(ownBoundsOf: scrollView)
        var snapshot = ScrollViewSnapshotReader.current(
            scrollView,
            from: ScrollViewSnapshot(
                screenSize: geometry.screenSize, frameInScreen: geometry.frameInScreen,
                contentSize: .zero, contentOffset: .zero, contentInset: .zero, adjustedContentInset: .zero,
                indicatorInset: .zero))
        snapshot.isOnScreen = false
        return snapshot
    }

    /// `base` with what moves while a finger drags read again from `scrollView`: content size,
    /// offset and insets. Five property reads, no view walked: for each frame of a drag, whose
    /// geometry (screen, frame, header, controller) does not change under the finger.
    static func current(_ scrollView: UIScrollView, from base: ScrollViewSnapshot) -> ScrollViewSnapshot {
        var snapshot = base
        snapshot.contentSize = scrollView.contentSize
        snapshot.contentOffset = scrollView.contentOffset
        snapshot.contentInset = EdgeInsets(scrollView.contentInset)
        snapshot.adjustedContentInset = EdgeInsets(scrollView.adjustedContentInset)
        snapshot.indicatorInset = EdgeInsets(scrollView.verticalScrollIndicatorInsets)
        return snapshot
    }

    /// Whether `scrollView` rests at the end of content `contentHeight` high (Behaviour rules:
    /// *Content lift*), from four property reads: what a content-size change asks first, before
    /// anything else is read.
    /// An inverted view is at its end as the user sees it, the newest row at its visual bottom:
    /// its mirror's end, `offset.y = -adjustedContentInset.top` (Behaviour rules: *Inverted*).
    static func isAtEnd(_ scrollView: UIScrollView, contentHeight: CGFloat, isInverted: Bool) -> Bool {
        viewport(of: scrollView, contentHeight: contentHeight, isInverted: isInverted).isAtEnd
    }

    /// The offset `scrollView` rests at at its end: the largest one (`maxOffsetY`, Behaviour rules:
    /// *Content lift*), or for an inverted view its mirror's, mapped back (`-adjustedContentInset.top`
    /// when the content fills the view, Behaviour rules: *Inverted*).
    static func endOffsetY(of scrollView: UIScrollView, isInverted: Bool) -> CGFloat {
        let contentHeight = scrollView.contentSize.height
        let end = viewport(of: scrollView, contentHeight: contentHeight, isInverted: isInverted).maximumOffsetY
        guard isInverted else { return end }
        return InvertedMirror(contentHeight: contentHeight, frameHeight: scrollView.bounds.height).offsetY(end)
    }

    /// The visible region from the few properties it takes, with content `contentHeight` high; an
    /// inverted view's is its mirror's.
    private static func viewport(of scrollView: UIScrollView, contentHeight: CGFloat, isInverted: Bool) -> Viewport {
        let adjusted = scrollView.adjustedContentInset
        let viewport = Viewport(
            offsetY: scrollView.contentOffset.y, frameHeight: scrollView.bounds.height, contentHeight: contentHeight,
            adjustedTop: adjusted.top, adjustedBottom: adjusted.bottom)
        return isInverted ? InvertedMirror.viewport(viewport) : viewport
    }

    /// Whether `view`'s transform flips it vertically and nothing else, an inverted chat's
    /// (`InvertedMirror.flipsVertically`): one property read.
    static func flipsVertically(_ view: UIView) -> Bool {
        let transform = view.transform
        return InvertedMirror.flipsVertically(transformA: transform.a, b: transform.b, c: transform.c, d: transform.d)
    }

    /// Whether the scroll view is drawn upside down: a chat screen's table flipped with
    /// `transform = CGAffineTransform(scaleX: 1, y: -1)` (or turned by half a turn) so that the
    /// newest message sits at the bottom. The view's transform is its layer's, whose `m22` is the
    /// affine transform's `d`: negative when the content's top is drawn at the bottom.
    private var isDrawnUpsideDown: Bool {
        scrollView.layer.transform.m22 < 0
    }

    /// Only what the keyboard layout depends on, without the rest of a snapshot (the pinned header,
    /// the layout's direction, the controller): every layout pass, so every scroll step, compares
    /// it, and a full snapshot is read only when it changed.
    /// `nil` outside a window, where nothing is laid out.
    func layoutGeometry() -> LayoutGeometry? {
        guard let geometry = ScreenSpace.geometry(of: scrollView) else { return nil }
        return LayoutGeometry(
            screenSize: geometry.screenSize, frameInScreen: geometry.frameInScreen,
            systemInset: EdgeInsets(scrollView.adjustedContentInset) - EdgeInsets(scrollView.contentInset),
            windowFrame: geometry.windowFrame)
    }

    /// The focused input as the engine sees it, when it is inside the scroll view and on screen.
    func focus() -> FocusedField? {
        guard let focusedInput else { return nil }
        return FocusedFieldReader.field(for: focusedInput, in: scrollView, isInverted: isInverted)
    }
}

extension ScreenSpace.Geometry {
    /// A view's own bounds as its screen and frame: what a view outside a window is read with.
    @MainActor init(ownBoundsOf view: UIView) {
        let size = view.bounds.size
        self.init(screenSize: size, frameInScreen: CGRect(origin: .zero, size: size), windowFrame: nil)
    }
}
#endif
