import KeyboardAware
import UIKit

extension UITableView {
    /// Scrolls to the newest row once the table has a size, laying the rows out once more after the
    /// first scroll (rows not laid out yet had estimated heights); `false`, and nothing done, while
    /// the table has no height yet.
    func scrollToEndOnceSized() -> Bool {
        guard bounds.height > 0 else { return false }
        for _ in 0..<2 {
            layoutIfNeeded()
            keyboardAvoidance.scrollToEnd(animated: false)
        }
        return true
    }
}
