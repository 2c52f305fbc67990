#if canImport(UIKit)
import UIKit

/// The options Interface Builder's Attributes inspector shows for every scroll view, table view
/// and collection view, with the names Xcode gives them (`Keyboard Distance`…). On a
/// `KeyboardAware…` view avoidance is on from the start; on any other scroll view,
/// `Is Keyboard Avoidance Enabled` turns it on.
///
/// In code they read and change ``UIKit/UIScrollView/keyboardAvoidance``'s
/// ``KeyboardAvoidance/options``, which hold every option (an enumeration such as
/// `contentLift` has no inspector, so it is set there). Reading one makes no coordinator.
extension UIScrollView {
    /// Whether this scroll view makes room for the keyboard (default on for the `KeyboardAware…`
    /// views, off for the others).
    @IBInspectable public var isKeyboardAvoidanceEnabled: Bool {
        get { installedKeyboardAvoidance?.isEnabled ?? (self is any KeyboardAwareView) }
        set { keyboardAvoidance.isEnabled = newValue }
    }

    /// Room between the focused input and the keyboard, in points (default 10).
    @IBInspectable public var keyboardDistance: CGFloat {
        get { inspectedOptions.keyboardDistance }
        set { keyboardAvoidance.options.keyboardDistance = newValue }
    }

    /// In a table or collection, also shows the row before the focused one when both fit
    /// (default on).
    @IBInspectable public var revealsPreviousCell: Bool {
        get { inspectedOptions.revealsPreviousCell }
        set { keyboardAvoidance.options.revealsPreviousCell = newValue }
    }

    /// Also makes room for floating, split and undocked iPad keyboards (default off).
    @IBInspectable public var followsUndockedKeyboard: Bool {
        get { inspectedOptions.followsUndockedKeyboard }
        set { keyboardAvoidance.options.followsUndockedKeyboard = newValue }
    }

    /// Whether your own bottom inset is room for a bar the keyboard covers too, counted as room the
    /// keyboard already has (default off: the keyboard's inset goes on top of it).
    @IBInspectable public var keyboardCoversAppInset: Bool {
        get { inspectedOptions.keyboardCoversAppInset }
        set { keyboardAvoidance.options.keyboardCoversAppInset = newValue }
    }

    /// Whether the return key moves to the next field and ends editing at the last one (default
    /// on); your text field delegates keep the last word.
    @IBInspectable public var isReturnKeyNavigationEnabled: Bool {
        get { inspectedOptions.isReturnKeyNavigationEnabled }
        set { keyboardAvoidance.options.isReturnKeyNavigationEnabled = newValue }
    }

    /// Shows a Previous / Next / Done bar above the keyboard on fields without an accessory view
    /// of their own (default off).
    @IBInspectable public var showsAccessoryBar: Bool {
        get { inspectedOptions.showsAccessoryBar }
        set { keyboardAvoidance.options.showsAccessoryBar = newValue }
    }

    /// Ends editing on a tap outside any control, text input or cell (default off):
    /// `tapToDismiss` `.outsideCells`.
    @IBInspectable public var dismissesKeyboardOnTap: Bool {
        get { inspectedOptions.tapToDismiss.dismissesOnTap }
        set { keyboardAvoidance.options.tapToDismiss.dismissesOnTap = newValue }
    }

    /// A tap on a cell ends editing too, as in a chat (default off): `tapToDismiss`
    /// `.includingCells`.
    @IBInspectable public var dismissesKeyboardOnCellTap: Bool {
        get { inspectedOptions.tapToDismiss.dismissesOnCellTap }
        set { keyboardAvoidance.options.tapToDismiss.dismissesOnCellTap = newValue }
    }

    /// The options as they are, without making a coordinator to read them.
    private var inspectedOptions: KeyboardAvoidanceOptions {
        installedKeyboardAvoidance?.options ?? KeyboardAvoidance.defaults
    }
}
#endif
