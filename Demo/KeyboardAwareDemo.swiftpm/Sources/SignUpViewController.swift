import KeyboardAware
import UIKit

/// A sign-up form in a `KeyboardAwareScrollView` built in code: tap any field and it stays above
/// the keyboard; return moves to the next field in reading order (First name → Last name on one
/// row, mirrored in right-to-left languages), and the last one ends editing. The Previous / Next /
/// Done bar walks the form too (the phone pad has no return key), and a tap outside the fields
/// dismisses the keyboard.
///
/// The referral field has an accessory view of its own, which the kit leaves alone.
final class SignUpViewController: UIViewController {
    /// Its insets are its accessibility value for the UI tests (`Demo/UITests`).
    private let scrollView = InsetReportingScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign up"
        scrollView.accessibilityIdentifier = "Sign-up form"
        scrollView.contentInset = .zero // a first value for the accessibility readout
        view.backgroundColor = .systemBackground
        scrollView.keyboardDismissMode = .interactive
        scrollView.alwaysBounceVertical = true
        scrollView.keyboardAvoidance.options.showsAccessoryBar = true
        scrollView.keyboardAvoidance.options.tapToDismiss = .outsideCells
        FormFields.fill(view, with: scrollView)

        let firstName = FormFields.textField("First name", contentType: .givenName)
        let lastName = FormFields.textField("Last name", contentType: .familyName)
        let names = UIStackView(arrangedSubviews: [firstName, lastName])
        names.spacing = 12
        names.distribution = .fillEqually

        let password = FormFields.textField("Password", contentType: .newPassword, secure: true)
        // A field with a hint below it asks for more room above the keyboard.
        password.keyboardDistanceOverride = 40

        let rows: [UIView] = [
            FormFields.caption("Create an account. Every field stays visible while you type."),
            names,
            FormFields.textField("Email", contentType: .emailAddress, keyboard: .emailAddress),
            FormFields.textField("Phone", contentType: .telephoneNumber, keyboard: .phonePad),
            password,
            FormFields.caption("At least 12 characters."),
            FormFields.textField("Confirm password", contentType: .newPassword, secure: true),
            FormFields.textField("Street", contentType: .streetAddressLine1),
            FormFields.textField("City", contentType: .addressCity),
            FormFields.textField("Postal code", contentType: .postalCode, keyboard: .numbersAndPunctuation),
            FormFields.textField("Country", contentType: .countryName),
            referralField(),
        ]
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 16
        FormFields.pin(stack, in: scrollView)
    }

    /// The last field, with the app's own accessory view and return key: the kit keeps both, and
    /// return there still ends editing (it is the last field).
    private func referralField() -> UITextField {
        let field = FormFields.textField("Referral code (optional)")
        field.returnKeyType = .join
        let paste = UIToolbar()
        paste.items = [
            .flexibleSpace(),
            UIBarButtonItem(
                title: "Paste code",
                primaryAction: UIAction { [weak field] _ in
                    field?.text = UIPasteboard.general.string
                }),
        ]
        paste.sizeToFit()
        paste.accessibilityIdentifier = "Referral code bar" // for the UI tests
        field.inputAccessoryView = paste
        return field
    }
}
