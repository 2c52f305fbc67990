#if canImport(UIKit)
import UIKit

// MARK: - UIEdgeInsets <-> EdgeInsets

extension EdgeInsets {
    /// The portable twin of a UIKit inset, for the core.
    package init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension UIEdgeInsets {
    /// The UIKit value of a core inset, to write to a scroll view.
    package init(_ insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
#endif
