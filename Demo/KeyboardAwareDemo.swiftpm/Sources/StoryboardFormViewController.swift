import KeyboardAware
import UIKit

/// A form laid out in `StoryboardForm.storyboard`, whose scroll view's class was swapped in the
/// identity inspector (class `KeyboardAwareScrollView`, module `KeyboardAware`); its keyboard
/// distance is set in the attributes inspector. No keyboard code here.
final class StoryboardFormViewController: UIViewController {
    @IBOutlet private var scrollView: KeyboardAwareScrollView!
    @IBOutlet private var fields: [UITextField]!
    private lazy var navigator = ReturnKeyNavigator { [weak self] in self?.fields ?? [] }

    /// Loads the screen from its storyboard.
    static func instantiate() -> UIViewController {
        let storyboard = UIStoryboard(name: "StoryboardForm", bundle: DemoResources.bundle)
        return storyboard.instantiateInitialViewController() ?? UIViewController()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        navigator.attach()
    }
}
