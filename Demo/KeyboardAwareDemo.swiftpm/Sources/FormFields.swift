import UIKit

/// Small factories for the demo's form controls, so each screen reads as its layout.
@MainActor
enum FormFields {
    /// A rounded text field with a placeholder and the content type that helps AutoFill; the
    /// placeholder is also its accessibility identifier, by which UI tests find it.
    static func textField(
        _ placeholder: String, contentType: UITextContentType? = nil,
        keyboard: UIKeyboardType = .default, secure: Bool = false
    ) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.accessibilityIdentifier = placeholder
        field.borderStyle = .roundedRect
        field.textContentType = contentType
        field.keyboardType = keyboard
        field.isSecureTextEntry = secure
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        return field
    }

    /// A secondary caption placed under a field.
    static func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.adjustsFontForContentSizeCategory = true
        return label
    }

    /// Pins `content` inside `scrollView`'s content area, as wide as the scroll view's frame minus
    /// margins, so that the content scrolls vertically only.
    static func pin(_ content: UIView, in scrollView: UIScrollView, margin: CGFloat = 20) {
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let contentGuide = scrollView.contentLayoutGuide
        let frameGuide = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor, constant: margin),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor, constant: -margin),
            content.leadingAnchor.constraint(equalTo: frameGuide.leadingAnchor, constant: margin),
            content.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -margin),
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor, constant: margin),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor, constant: -margin),
        ])
    }

    /// Fills `view` with `child` edge to edge.
    static func fill(_ view: UIView, with child: UIView) {
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: view.topAnchor),
            child.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}
