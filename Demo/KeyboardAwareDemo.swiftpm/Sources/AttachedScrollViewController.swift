import KeyboardAware
import UIKit

/// A plain `UIScrollView` that gets keyboard avoidance without changing its class:
/// `scrollView.keyboardAvoidance.isEnabled = true`. The `KeyboardAvoidance` observes the scroll view's insets
/// and size; the safe area, which it cannot observe, is reported from `viewSafeAreaInsetsDidChange`.
/// The "Inset" button changes `contentInset` while the keyboard may be up: it becomes the app's
/// own value, and the keyboard's extra stays on top of it. The return key walks the fields: the
/// `KeyboardAvoidance` does that by default, with no delegate.
final class AttachedScrollViewController: UIViewController {
    private let scrollView = UIScrollView()
    private var hasTopInset = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plain UIScrollView"
        view.backgroundColor = .systemBackground
        scrollView.keyboardDismissMode = .interactive
        scrollView.keyboardAvoidance.isEnabled = true
        scrollView.keyboardAvoidance.options.keyboardDistance = 20
        FormFields.fill(view, with: scrollView)

        let fields = (1...14).map { FormFields.textField("Field \($0)") }
        let stack = UIStackView(
            arrangedSubviews: [FormFields.caption("No subclass: keyboard avoidance kept by the scroll view.")] + fields)
        stack.axis = .vertical
        stack.spacing = 16
        FormFields.pin(stack, in: scrollView)

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Inset",
            primaryAction: UIAction { [weak self] _ in
                self?.toggleTopInset()
            })
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        scrollView.keyboardAvoidance.layoutDidChange()
    }

    /// Changes one edge of the app's own inset, which leaves out the keyboard's extra: the extra
    /// stays on top of it while the keyboard is up.
    private func toggleTopInset() {
        hasTopInset.toggle()
        scrollView.keyboardAvoidance.appContentInset.top = hasTopInset ? 60 : 0
    }
}
