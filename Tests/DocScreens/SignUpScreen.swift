// A sign-up form in code, written from the documentation alone:
// - README: "Use it" (Code), "Forms" (Return key, Accessory bar, Tap to dismiss).
// - GettingStarted: "In code", "Every option", "One field needs more room".
// - KeyboardAwareScrollView: "Overview".
// - Recipes: "Submit on the last field's return key".
// - Troubleshooting: "The return key does something else than you wrote", "Making the accessory
//   bar your own".
// Type-checked by .ci/ios-check against the built modules; not run.

import KeyboardAware
import UIKit

final class SignUpViewController: UIViewController {
    private let form = KeyboardAwareScrollView()
    private let fields = UIStackView()
    private let nameField = UITextField()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let inviteCodeField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // Pinned to the view's edges, not to the keyboard: the kit changes insets, never frames.
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        fields.axis = .vertical
        fields.spacing = 12
        fields.translatesAutoresizingMaskIntoConstraints = false
        form.addSubview(fields)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.topAnchor),
            form.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            form.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            fields.topAnchor.constraint(equalTo: form.contentLayoutGuide.topAnchor, constant: 20),
            fields.bottomAnchor.constraint(equalTo: form.contentLayoutGuide.bottomAnchor, constant: -20),
            fields.leadingAnchor.constraint(equalTo: form.frameLayoutGuide.leadingAnchor, constant: 20),
            fields.trailingAnchor.constraint(equalTo: form.frameLayoutGuide.trailingAnchor, constant: -20),
        ])

        // Reading order is the stack's order: return reads Next on the first three fields (their
        // returnKeyType is left .default) and Done on the last, which ends editing.
        for (field, placeholder) in [
            (nameField, "Name"), (emailField, "Email"), (passwordField, "Password"), (inviteCodeField, "Invite code"),
        ] {
            field.placeholder = placeholder // also the accessory bar's title
            field.borderStyle = .roundedRect
            fields.addArrangedSubview(field)
        }
        nameField.textContentType = .name
        emailField.textContentType = .username
        emailField.keyboardType = .emailAddress
        passwordField.textContentType = .newPassword
        passwordField.isSecureTextEntry = true

        // The email field shows a hint below it: room for the hint above the keyboard.
        emailField.keyboardDistanceOverride = 40
        emailField.keyboardAccessoryBarTitle = "Work email"

        // Every option of this scroll view, in one value.
        form.keyboardAvoidance.options.keyboardDistance = 16
        form.keyboardAvoidance.options.showsAccessoryBar = true
        form.keyboardAvoidance.options.tapToDismiss = .outsideCells

        // Done checks the form before it puts the keyboard away.
        form.keyboardAvoidance.accessoryBar.doneAction = { [weak self] input in
            guard let self else { return }
            if validate() { input?.endEditing(false) }
        }
    }

    private func validate() -> Bool {
        [nameField, emailField, passwordField].allSatisfy { !($0.text ?? "").isEmpty }
    }
}
