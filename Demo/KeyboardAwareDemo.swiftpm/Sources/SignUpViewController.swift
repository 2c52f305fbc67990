import KeyboardAware
import UIKit

/// A sign-up form in a `KeyboardAwareScrollView` built in code: tap any field and it stays above
/// the keyboard; return moves to the next field in reading order.
final class SignUpViewController: UIViewController {
    private let scrollView = KeyboardAwareScrollView()
    private var fields: [UITextField] = []
    private lazy var navigator = ReturnKeyNavigator { [weak self] in self?.fields ?? [] }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign up"
        view.backgroundColor = .systemBackground
        scrollView.keyboardDismissMode = .interactive
        scrollView.alwaysBounceVertical = true
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
            FormFields.textField("Referral code (optional)"),
        ]
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 16
        FormFields.pin(stack, in: scrollView)

        fields = rows.flatMap { row -> [UITextField] in
            if let field = row as? UITextField { return [field] }
            return row.subviews.compactMap { $0 as? UITextField }
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        navigator.attach()
    }
}
