import KeyboardAware
import KeyboardAwareSelfCheck
import UIKit

/// A `KeyboardAwareScrollView` that shows its bottom insets as its accessibility value
/// (`InsetReadout`: `contentInset.bottom 0, indicator 0, adjusted 34`), so that UI tests, which
/// see only the accessibility tree, can tell that room was made while the keyboard was up and that
/// the insets came back when it hid.
final class InsetReportingScrollView: KeyboardAwareScrollView {
    override var contentInset: UIEdgeInsets {
        get { super.contentInset }
        set {
            super.contentInset = newValue
            report()
        }
    }

    override var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { super.verticalScrollIndicatorInsets }
        set {
            super.verticalScrollIndicatorInsets = newValue
            report()
        }
    }

    /// The safe area changes the adjusted inset without a write of either inset (a rotation).
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        report()
    }

    private func report() {
        accessibilityValue =
            InsetReadout(
                content: contentInset.bottom, indicator: verticalScrollIndicatorInsets.bottom,
                adjusted: adjustedContentInset.bottom
            ).description
    }
}
