#if canImport(UIKit)
import UIKit

/// The options as Interface Builder sets them, on every scroll view, table view and collection
/// view: one key per option, named as in ``KeyboardAvoidanceOptions`` (Xcode titles them
/// `Keyboard Distance`, `Tap To Dismiss`…), plus `isKeyboardAvoidanceEnabled` for
/// ``KeyboardAvoidance/isEnabled``. On a `KeyboardAware…` view avoidance is on from the start; on
/// any other scroll view, `Is Keyboard Avoidance Enabled` turns it on.
///
/// They are for Interface Builder only: code has one name for each value,
/// `keyboardAvoidance.options.…`, and a text view (a scroll view too) offers nothing here beside its
/// per-field settings. Swift sees each as unavailable, with a message naming that spelling, so that
/// code written for 0.2 (`form.keyboardDistance = 16`) is told what to write instead. A storyboard reaches
/// them by key-value coding, so a key typed under User Defined Runtime Attributes works as the
/// Attributes inspector's field does. A choice (`tapToDismiss`, `contentLift`) is a string, one of
/// its enumeration's case names; any other string changes nothing and says so in Console (a value
/// of another type, typed by hand under User Defined Runtime Attributes, is not a string and stops
/// the storyboard from loading, as for any string property).
/// Reading one makes no `KeyboardAvoidance`.
///
/// They are declared here by hand, beside the options' table, because Objective-C needs each as a
/// member of its own; tests hold the two to the same names. As Objective-C properties of every
/// scroll view (a text view's and a web view's too), a subclass declaring an `@objc` property of
/// the same name would take a storyboard's value instead: the names stay unprefixed so that
/// storyboards saved with 0.2.0 keep loading.
extension UIScrollView {
    // MARK: - On or off

    /// Whether this scroll view makes room for the keyboard (default on for the `KeyboardAware…`
    /// views, off for the others).
    @available(swift, obsoleted: 1, message: "in code: keyboardAvoidance.isEnabled")
    @IBInspectable public var isKeyboardAvoidanceEnabled: Bool {
        get { installedKeyboardAvoidance?.isEnabled ?? (self is any KeyboardAwareView) }
        set { keyboardAvoidance.isEnabled = newValue }
    }

    // MARK: - The options

    /// ``KeyboardAvoidanceOptions/keyboardDistance``.
    @available(swift, obsoleted: 1, message: "in code: keyboardAvoidance.options.keyboardDistance")
    @IBInspectable public var keyboardDistance: CGFloat {
        get { inspectedOptions.keyboardDistance }
        set { keyboardAvoidance.options.keyboardDistance = newValue }
    }

    /// ``KeyboardAvoidanceOptions/revealsPreviousCell``.
    @available(swift, obsoleted: 1, message: "in code: keyboardAvoidance.options.revealsPreviousCell")
    @IBInspectable public var revealsPreviousCell: Bool {
        get { inspectedOptions.revealsPreviousCell }
        set { keyboardAvoidance.options.revealsPreviousCell = newValue }
    }

    /// ``KeyboardAvoidanceOptions/followsUndockedKeyboard``.
    @available(swift, obsoleted: 1, message: "in code: keyboardAvoidance.options.followsUndockedKeyboard")
    @IBInspectable public var followsUndockedKeyboard: Bool {
        get { inspectedOptions.followsUndockedKeyboard }
        set { keyboardAvoidance.options.followsUndockedKeyboard = newValue }
    }

    /// ``KeyboardAvoidanceOptions/keyboardCoversAppInset``.
    @available(swift, obsoleted: 1, message: "in code: keyboardAvoidance.options.keyboardCoversAppInset")
    @IBInspectable public var keyboardCoversAppInset: Bool {
        get { inspectedOptions.keyboardCoversAppInset }
        set { keyboardAvoidance.options.keyboardCoversAppInset = newValue }
    }

    /// ``KeyboardAvoidanceOptions/contentLift``: `never`, `whenAtEnd`, `always` or `persistent`.
    @available(swift, obsoleted: 1, message: "in code: keyboardAvoidance.options.contentLift")
    @IBInspectable public var contentLift: String {
        get { inspectedOptions.contentLift.rawValue }
        set { setInspectedChoice(newValue, of: \.contentLift) }
    }

    /// ``KeyboardAvoidanceOptions/isReturnKeyNavigationEnabled``.
    @available(swift, obsoleted: 1, message: "in code: keyboardAvoidance.options.isReturnKeyNavigationEnabled")
    @IBInspectable public var isReturnKeyNavigationEnabled: Bool {
        get { inspectedOptions.isReturnKeyNavigationEnabled }
        set { keyboardAvoidance.options.isReturnKeyNavigationEnabled = newValue }
    }

    /// ``KeyboardAvoidanceOptions/showsAccessoryBar``.
    @available(swift, obsoleted: 1, message: "in code: keyboardAvoidance.options.showsAccessoryBar")
    @IBInspectable public var showsAccessoryBar: Bool {
        get { inspectedOptions.showsAccessoryBar }
        set { keyboardAvoidance.options.showsAccessoryBar = newValue }
    }

    /// ``KeyboardAvoidanceOptions/tapToDismiss``: `never`, `outsideCells` or `includingCells`.
    @available(swift, obsoleted: 1, message: "in code: keyboardAvoidance.options.tapToDismiss")
    @IBInspectable public var tapToDismiss: String {
        get { inspectedOptions.tapToDismiss.rawValue }
        set { setInspectedChoice(newValue, of: \.tapToDismiss) }
    }

    /// ``KeyboardAvoidanceOptions/contentOrientation``: `automatic`, `upright` or `inverted`.
    @available(swift, obsoleted: 1, message: "in code: keyboardAvoidance.options.contentOrientation")
    @IBInspectable public var contentOrientation: String {
        get { inspectedOptions.contentOrientation.rawValue }
        set { setInspectedChoice(newValue, of: \.contentOrientation) }
    }

    // MARK: - Storyboards saved with 0.2.0

    /// The 0.2.0 key for taps outside cells, still read so those storyboards load: on is
    /// `tapToDismiss` `outsideCells` (cells as they were), off is `never`. Not in the inspector.
    @objc var dismissesKeyboardOnTap: Bool {
        get { inspectedOptions.tapToDismiss.dismissesOnTap }
        set { keyboardAvoidance.options.tapToDismiss.dismissesOnTap = newValue }
    }

    /// The 0.2.0 key for taps on cells, still read so those storyboards load: on is `tapToDismiss`
    /// `includingCells`, off keeps taps outside cells as they were. Not in the inspector.
    @objc var dismissesKeyboardOnCellTap: Bool {
        get { inspectedOptions.tapToDismiss.dismissesOnCellTap }
        set { keyboardAvoidance.options.tapToDismiss.dismissesOnCellTap = newValue }
    }

    // MARK: - Internal

    /// The options as they are, without making a `KeyboardAvoidance` to read them.
    private var inspectedOptions: KeyboardAvoidanceOptions {
        installedKeyboardAvoidance?.options ?? KeyboardAvoidance.defaults
    }

    /// Sets the choice `keyPath` names to the case `name`; an unknown name changes nothing and
    /// is told in Console with the names it could be.
    private func setInspectedChoice(_ name: String, of keyPath: PartialKeyPath<KeyboardAvoidanceOptions>) {
        let option = KeyboardAvoidanceOptions.option(keyPath)
        if let problem = option.problem(withChoice: name) {
            Log.notice(problem)
        } else {
            option.set(.choice(name), in: &keyboardAvoidance.options)
        }
    }
}
#endif
