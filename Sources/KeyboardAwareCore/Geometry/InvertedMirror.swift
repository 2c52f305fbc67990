import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The upright view an inverted one is decided on (Behaviour rules: *Inverted*).
///
/// A chat table drawn upside down (its `transform` scaled by -1 vertically about its center) keeps
/// its frame, but shows content y = 0 at its bottom. Its mirror is an upright view with the same
/// frame and content height `H`, in which every rule holds as written; this type maps what the
/// view reports into the mirror and the mirror's answer back. Each map is its own inverse, so the
/// same value maps both ways, with the `H` and frame height of one moment:
///
/// - a content rect `(x, y, w, h)` is `(x, H - y - h, w, h)`, a content y (a pin's) is `H - y`;
/// - the top and bottom of every inset swap (the app's, the safe area, adjusted, the indicator's);
/// - the offset y is `H - frame.height - offset.y` (x unchanged).
///
/// Frames in the screen (the view's, the window's, the keyboard's) are the same in both.
package struct InvertedMirror: Sendable, Equatable {
    /// The content height `H` of the moment.
    package var contentHeight: CGFloat
    /// The frame's height of the moment.
    package var frameHeight: CGFloat

    /// The mirror of a view whose content is `contentHeight` high in a frame `frameHeight` high.
    package init(contentHeight: CGFloat, frameHeight: CGFloat) {
        self.contentHeight = contentHeight
        self.frameHeight = frameHeight
    }

    /// The mirror of `scrollView` as it is now.
    package init(_ scrollView: ScrollViewSnapshot) {
        self.init(contentHeight: scrollView.contentSize.height, frameHeight: scrollView.frameInScreen.height)
    }

    // MARK: - Values

    /// A content y, flipped: `H - y`.
    package func contentY(_ y: CGFloat) -> CGFloat { contentHeight - y }

    /// An offset y, flipped: `H - frame.height - y`.
    package func offsetY(_ y: CGFloat) -> CGFloat { contentHeight - frameHeight - y }

    /// A content rect, flipped: `(x, H - y - h, w, h)` (a rect of negative height covers the
    /// same points flipped).
    package func rect(_ rect: CGRect) -> CGRect {
        CGRect(
            origin: CGPoint(x: rect.origin.x, y: contentHeight - rect.origin.y - rect.size.height), size: rect.size)
    }

    /// Insets with their top and bottom swapped.
    package static func insets(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: insets.bottom, left: insets.left, bottom: insets.top, right: insets.right)
    }

    // MARK: - What the view reports

    /// The scroll view's mirror: offset and insets flipped; an upright view whose range lets short
    /// content rest at its end, as the flipped view rests at its own top.
    package func snapshot(_ scrollView: ScrollViewSnapshot) -> ScrollViewSnapshot {
        var mirror = scrollView
        mirror.contentOffset.y = offsetY(scrollView.contentOffset.y)
        mirror.contentInset = Self.insets(scrollView.contentInset)
        mirror.adjustedContentInset = Self.insets(scrollView.adjustedContentInset)
        mirror.indicatorInset = Self.insets(scrollView.indicatorInset)
        mirror.isFlipped = false
        mirror.shortContentRestsAtEnd = true
        return mirror
    }

    /// A viewport's mirror, with its own content and frame heights.
    package static func viewport(_ viewport: Viewport) -> Viewport {
        let mirror = InvertedMirror(contentHeight: viewport.contentHeight, frameHeight: viewport.frameHeight)
        var flipped = viewport
        flipped.offsetY = mirror.offsetY(viewport.offsetY)
        flipped.adjustedTop = viewport.adjustedBottom
        flipped.adjustedBottom = viewport.adjustedTop
        flipped.shortContentRestsAtEnd = true
        return flipped
    }

    /// The focused field's mirror. Its previous cell is the one the caller found drawn above it:
    /// in the flipped view, the cell after it (Behaviour rules: *Inverted*).
    package func focus(_ focus: FocusedField?) -> FocusedField? {
        guard var field = focus else { return nil }
        field.frame = rect(field.frame)
        if let caret = field.caretRect { field.caretRect = rect(caret) }
        if let previous = field.previousCellFrame { field.previousCellFrame = rect(previous) }
        return field
    }

    /// An input's mirror: the app's insets swapped, a pin's content y flipped, the viewport and
    /// snapshot it carries in their own geometry; `nil` for an input that carries none of them,
    /// which serves as it is (not copied into a new value: a keyboard event is the common input).
    package func input(_ input: KeyboardAvoidanceInput) -> KeyboardAvoidanceInput? {
        switch input {
        case .appInset(let property, let inset, let write):
            return .appInset(property, Self.insets(inset), write)
        case .contentSize(let before):
            return .contentSize(before: Self.viewport(before))
        case .resize(let before, let isKeyboardTransition):
            return .resize(before: InvertedMirror(before).snapshot(before), isKeyboardTransition: isKeyboardTransition)
        case .pin(let y):
            return .pin(y.map(contentY))
        case .pinMoved(let y):
            return .pinMoved(y.map(contentY))
        case .keyboard, .track, .attach, .focus, .blur, .caret, .touch, .enabled, .options, .userScroll, .wake,
            .background, .foreground:
            return nil
        }
    }

    // MARK: - What the engine answers

    /// The mirror's writes, for the view: insets swapped back, the offset flipped back.
    package func changes(_ changes: ScrollViewChanges) -> ScrollViewChanges {
        var view = changes
        if let inset = changes.contentInset { view.contentInset = Self.insets(inset) }
        if let inset = changes.indicatorInset { view.indicatorInset = Self.insets(inset) }
        if let offset = changes.contentOffset { view.contentOffset = CGPoint(x: offset.x, y: offsetY(offset.y)) }
        return view
    }
}
