import KeyboardAware
import UIKit

/// A `KeyboardAwareScrollView` that shows its bottom insets as its accessibility value
/// (`contentInset.bottom 0, indicator 0`), so that UI tests, which see only the accessibility
/// tree, can tell that the insets came back when the keyboard hid.
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

    private func report() {
        accessibilityValue =
            "contentInset.bottom \(Int(contentInset.bottom.rounded())), "
            + "indicator \(Int(verticalScrollIndicatorInsets.bottom.rounded()))"
    }
}
