import KeyboardAware
import UIKit

/// A form laid out in `StoryboardForm.storyboard`, whose scroll view's class was swapped in the
/// identity inspector (class `KeyboardAwareScrollView`, module `KeyboardAware`); its keyboard
/// distance is set in the attributes inspector. No keyboard code here: the return key walks the
/// fields in reading order by default.
final class StoryboardFormViewController: UIViewController {
    @IBOutlet private var scrollView: KeyboardAwareScrollView!
    /// Connected in the storyboard; the return key needs no list of fields.
    @IBOutlet private var fields: [UITextField]!

    /// Loads the screen from its storyboard.
    static func instantiate() -> UIViewController {
        let storyboard = UIStoryboard(name: "StoryboardForm", bundle: DemoResources.bundle)
        return storyboard.instantiateInitialViewController() ?? UIViewController()
    }
}
