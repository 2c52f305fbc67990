import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scroll view's bottom insets written as text, so that UI tests, which see only the
/// accessibility tree, can read them: the Demo's sign-up form sets it as its accessibility value
/// (`contentInset.bottom 302, indicator 302, adjusted 336`), in whole points.
public struct InsetReadout: Sendable, Equatable, CustomStringConvertible {
    /// `contentInset.bottom`.
    public var content: Int
    /// `verticalScrollIndicatorInsets.bottom`.
    public var indicator: Int
    /// `adjustedContentInset.bottom`: the content inset and what UIKit adds for the safe area.
    public var adjusted: Int

    /// A readout of these values.
    public init(content: Int, indicator: Int, adjusted: Int) {
        self.content = content
        self.indicator = indicator
        self.adjusted = adjusted
    }

    /// A readout of these insets, each rounded to a whole point.
    public init(content: CGFloat, indicator: CGFloat, adjusted: CGFloat) {
        self.init(
            content: Int(content.rounded()), indicator: Int(indicator.rounded()), adjusted: Int(adjusted.rounded()))
    }

    /// Reads ``description``'s form back; `nil` for any other text.
    public init?(_ text: String) {
        let parts = text.components(separatedBy: ", ")
        let labels = ["contentInset.bottom ", "indicator ", "adjusted "]
        guard parts.count == labels.count else { return nil }
        var values: [Int] = []
        for (part, label) in zip(parts, labels) {
            guard part.hasPrefix(label), let value = Int(part.dropFirst(label.count)) else { return nil }
            values.append(value)
        }
        self.init(content: values[0], indicator: values[1], adjusted: values[2])
    }

    /// Why these insets do not make room for a keyboard that reaches `covered` points up into the
    /// scroll view from its bottom (its bar included), for a scroll view with no bottom inset of
    /// its own, or `nil` when they do: the kit's inset is on both insets alike, and the adjusted
    /// inset, UIKit's safe area and the kit's inset together, ends at the keyboard's top within a
    /// point (`extra = covered - system`, see *What is inset* in the behaviour rules). A keyboard
    /// that covers no more than what UIKit adds by itself (an iPad form sheet moved above it) calls
    /// for no room at all.
    public func problem(keyboardCovering covered: CGFloat) -> String? {
        let system = CGFloat(adjusted - content)
        if covered <= system + 1 {
            return content == 0
                ? nil
                : "room was made (contentInset.bottom \(content)) where the keyboard covers "
                    + "\(JSONWriter.format(Double(covered))) points, no more than the \(JSONWriter.format(Double(system))) UIKit adds"
        }
        if content <= 0 { return "no room was made for the keyboard: contentInset.bottom is \(content)" }
        if indicator != content {
            return "the indicator inset \(indicator) is not the content inset \(content)"
        }
        if abs(CGFloat(adjusted) - covered) > 1 {
            return "the adjusted inset \(adjusted) does not end at the keyboard's top, "
                + "\(JSONWriter.format(Double(covered))) points above the scroll view's bottom"
        }
        return nil
    }

    /// `contentInset.bottom 302, indicator 302, adjusted 336`.
    public var description: String {
        "contentInset.bottom \(content), indicator \(indicator), adjusted \(adjusted)"
    }
}
