#if canImport(UIKit)
import UIKit

/// Reads the `FocusedField` the engine needs out of a real text input: its frame, its caret and
/// the cell before its cell (from ``CellContainer``), all in the scroll view's content
/// coordinates. It measures; it decides nothing.
@MainActor
enum FocusedFieldReader {
    // MARK: - Field

    /// The field as the engine sees it, or `nil` when `input` is no longer shown inside
    /// `scrollView` (its cell was reused, its screen went away). In an inverted view the previous
    /// cell is the one drawn above the field's, the next in the table (Behaviour rules: *Inverted*);
    /// frames are converted, so the view's flip and each cell's flip back are counted.
    static func field(for input: UIView, in scrollView: UIScrollView, isInverted: Bool = false) -> FocusedField? {
        guard input.window != nil, input.isDescendant(of: scrollView) else { return nil }
        // Converting into the scroll view's own coordinate space gives content coordinates,
        // since its bounds origin is its content offset.
        let frame = input.convert(input.bounds, to: scrollView)
        let isMultiline = input is UITextView
        return FocusedField(
            frame: frame, isMultiline: isMultiline,
            caretRect: isMultiline ? caretRect(of: input, in: scrollView) : nil,
            previousCellFrame: CellContainer(scrollView).previousCellFrame(containing: input, drawnAbove: isInverted),
            keyboardDistance: input.keyboardDistanceOverride, id: ObjectIdentifier(input).hashValue)
    }

    // MARK: - Accessibility elements

    /// The element VoiceOver focused, as the engine sees a focused field, when it belongs to
    /// `scrollView` (`UIAccessibility.elementFocusedNotification`).
    static func accessibilityFocus(_ notification: Notification, in scrollView: UIScrollView) -> FocusedField? {
        guard let element = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey],
            let frame = accessibilityFrame(of: element, in: scrollView)
        else { return nil }
        return FocusedField(frame: frame, keyboardDistance: (element as? UIView)?.keyboardDistanceOverride)
    }

    /// Where an element VoiceOver focused is, in content coordinates, when it belongs to
    /// `scrollView`: a view inside it, or an accessibility element whose container chain leads to
    /// one (its `accessibilityFrame`, in screen coordinates, is converted). `nil` otherwise.
    static func accessibilityFrame(of element: Any, in scrollView: UIScrollView) -> CGRect? {
        if let view = element as? UIView {
            guard view !== scrollView, view.window != nil, view.isDescendant(of: scrollView) else { return nil }
            return view.convert(view.bounds, to: scrollView)
        }
        guard let element = element as? UIAccessibilityElement,
            let owner = containerView(of: element), owner.window != nil, owner.isDescendant(of: scrollView)
        else { return nil }
        let frame = element.accessibilityFrame
        guard !frame.isNull, !frame.isInfinite, !frame.isEmpty else { return nil }
        return ScreenSpace.rect(frame, fromScreenInto: scrollView)
    }

    /// The view an accessibility element belongs to, through nested elements (bounded).
    private static func containerView(of element: UIAccessibilityElement) -> UIView? {
        var container = element.accessibilityContainer
        for _ in 0..<16 {
            if let view = container as? UIView { return view }
            guard let parent = container as? UIAccessibilityElement else { return nil }
            container = parent.accessibilityContainer
        }
        return nil
    }

    // MARK: - Caret

    /// Where the caret (the end of the selection) is, in content coordinates.
    private static func caretRect(of input: UIView, in scrollView: UIScrollView) -> CGRect? {
        guard let textInput = input as? UITextInput, let selection = textInput.selectedTextRange else { return nil }
        let caret = textInput.caretRect(for: selection.end)
        // UIKit answers a null or infinite rect while the text has no layout yet.
        guard !caret.isNull, !caret.isInfinite else { return nil }
        return input.convert(caret, to: scrollView)
    }
}
#endif
