import KeyboardAware
import UIKit

/// A note with a title and a long, non-scrolling `UITextView` in a `KeyboardAwareScrollView`: the
/// text view is taller than the screen, so the kit keeps its caret (not its top) above the keyboard
/// while typing, and when the selection moves.
final class NotesViewController: UIViewController, UITextViewDelegate {
    private let scrollView = KeyboardAwareScrollView()
    private let titleField = FormFields.textField("Title")
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemBackground
        scrollView.keyboardDismissMode = .interactive
        scrollView.keyboardAvoidance.options.keyboardDistance = 24
        FormFields.fill(view, with: scrollView)

        textView.isScrollEnabled = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.backgroundColor = .secondarySystemBackground
        textView.layer.cornerRadius = 8
        textView.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        textView.delegate = self
        textView.text = (1...40).map { paragraph in
            "Paragraph \(paragraph). Tap anywhere in this text and type: the line with the caret stays "
                + "above the keyboard, even far down in a note much taller than the screen."
        }.joined(separator: "\n\n")

        let stack = UIStackView(arrangedSubviews: [titleField, textView])
        stack.axis = .vertical
        stack.spacing = 12
        FormFields.pin(stack, in: scrollView, margin: 16)
    }

    /// UIKit posts no notification when only the selection moves: tell the kit, so the caret shows.
    func textViewDidChangeSelection(_ textView: UITextView) {
        scrollView.keyboardAvoidance.caretDidMove()
    }
}
