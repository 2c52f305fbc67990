// A scroll view the app already has, attached with `keyboardAvoidance`, over a bottom toolbar that
// the keyboard covers, written from the documentation alone:
// - README: "Use it" (A scroll view you already have), "What it handles" (Your insets are never
//   lost).
// - GettingStarted: "Attaching to an existing scroll view", "Your own insets", "Every option",
//   "One field needs more room".
// - Recipes: "A bottom button: under the scroll view, or riding on the keyboard" (its last
//   paragraph).
// - Troubleshooting: "Your own insets", "A bottom bar under the keyboard", "The layout is stale
//   after a change KeyboardAware cannot see".
// Type-checked by .ci/ios-check against the built modules; not run.

import KeyboardAware
import UIKit

/// A notes editor the app had before it used KeyboardAware: a plain `UIScrollView` with a title
/// field and a text view, and a toolbar fixed to the bottom of the screen that the keyboard covers.
final class NoteEditorViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let titleField = UITextField()
    private let bodyView = UITextView()
    private let toolbar = UIToolbar()
    private let toolbarHeight: CGFloat = 44

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for subview in [scrollView, toolbar] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let content = UIStackView(arrangedSubviews: [titleField, bodyView])
        content.axis = .vertical
        content.spacing = 8
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        bodyView.isScrollEnabled = false // grows with its text; the scroll view follows the caret
        bodyView.font = .preferredFont(forTextStyle: .body)
        titleField.placeholder = "Title"
        toolbar.items = [UIBarButtonItem(systemItem: .trash), UIBarButtonItem(systemItem: .flexibleSpace)]
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: toolbarHeight),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            content.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
        ])

        // The app's own insets, set as always: room for the toolbar, and a little at the top. Set
        // before avoidance is on, they are the app's values from the start.
        scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: toolbarHeight, right: 0)
        scrollView.verticalScrollIndicatorInsets.bottom = toolbarHeight

        // Attach. The toolbar stays at the screen's bottom, under the keyboard: its inset is room
        // the keyboard already has, not room to add on top.
        scrollView.keyboardAvoidance.isEnabled = true
        scrollView.keyboardAvoidance.options.keyboardCoversAppInset = true
        scrollView.keyboardAvoidance.options.keyboardDistance = 20
        titleField.keyboardDistanceOverride = 40
    }

    // A plain scroll view observes its bounds and center; a safe-area change is the app's to tell.
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        scrollView.keyboardAvoidance.layoutDidChange()
    }

    /// The toolbar hidden (a full-screen reading mode): the app's bottom inset goes, whether the
    /// keyboard is up or not; the keyboard's share stays on top of the new value.
    func setToolbarHidden(_ hidden: Bool) {
        toolbar.isHidden = hidden
        scrollView.keyboardAvoidance.appContentInset.bottom = hidden ? 0 : toolbarHeight
        scrollView.keyboardAvoidance.appVerticalScrollIndicatorInsets.bottom = hidden ? 0 : toolbarHeight
    }

    /// To save the insets to restore them later, save the app's values: `contentInset` read while
    /// the keyboard is up includes the keyboard's share.
    func savedInsets() -> UIEdgeInsets {
        scrollView.keyboardAvoidance.appContentInset
    }
}
