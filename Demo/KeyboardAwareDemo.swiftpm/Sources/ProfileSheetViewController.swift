import KeyboardAware
import UIKit

/// An edit-profile form in a sheet with a medium and a large detent. On iPhone UIKit moves or grows
/// the sheet when a field becomes first responder, as part of the keyboard's transition (iOS 26
/// takes it to its largest detent); the kit measures what the keyboard covers of the sheet where it
/// ends up, adds nothing twice, and leaves nothing behind when the sheet returns to its detent
/// (`Demo/Scenarios/iphone-sheet-medium-detent.json`). Its only keyboard code is the username
/// field's own return handling, which the kit leaves alone.
final class ProfileSheetViewController: UIViewController {
    /// Its insets are its accessibility value for the UI tests (`Demo/UITests`).
    private let scrollView = InsetReportingScrollView()
    private let usernameReturn = UsernameReturn()

    /// The sheet, in a navigation controller with Done, at its medium detent.
    static func presented() -> UIViewController {
        let profile = ProfileSheetViewController()
        let navigation = UINavigationController(rootViewController: profile)
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit profile"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        scrollView.accessibilityIdentifier = "Profile form"
        scrollView.contentInset = .zero // a first value for the accessibility readout
        scrollView.alwaysBounceVertical = true
        scrollView.keyboardAvoidance.options.showsAccessoryBar = true
        FormFields.fill(view, with: scrollView)
        let username = FormFields.textField("Username", contentType: .username)
        username.delegate = usernameReturn
        username.returnKeyType = .done // return ends editing here, so the key says so
        let displayName = FormFields.textField("Display name", contentType: .name)
        // No return code of the app's: what UIKit does on return there is a fact of the device
        // (the UI tests press the real key in it).
        DeviceFacts.watchReturnKey(of: displayName)
        let rows: [UIView] = [
            displayName,
            username,
            FormFields.caption("Shown on your profile and beside your messages."),
            FormFields.textField("Website", contentType: .URL, keyboard: .URL),
            FormFields.textField("Location", contentType: .addressCity),
            // Enough rows that Bio, the lowest, lies where the keyboard comes, at either detent.
            FormFields.textField("Pronouns"),
            FormFields.textField("Company", contentType: .organizationName),
            FormFields.textField("Job title", contentType: .jobTitle),
            FormFields.textField("Bio"),
        ]
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 16
        FormFields.pin(stack, in: scrollView)
    }
}

/// The username field's return: the app ends editing to check the name is free, and lets return
/// through (`true`), as many apps' delegates do. The kit moves nowhere after it: the keyboard
/// stays dismissed rather than coming back on Website (`SheetKeyboardUITests`).
private final class UsernameReturn: NSObject, UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
