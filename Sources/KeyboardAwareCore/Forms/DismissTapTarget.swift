/// Whose editing a tap that dismisses the keyboard ends (``TapToDismiss``), decided from what the
/// UIKit layer reads when the tap is recognized.
///
/// An input inside the scroll view comes first. Failing that, an input being edited outside it (a
/// chat's composer, which is a view controller's `inputAccessoryView`) is this tap's only when it
/// is in the scroll view's own window scene: an input in another window scene of the app (iPad
/// windows side by side) is another window's editing, which a tap here must not end.
package enum DismissTapTarget: Sendable, Hashable {
    /// End the editing of the input inside the scroll view.
    case inputInScrollView
    /// End the editing of the input outside the scroll view.
    case inputOutside
    /// End nothing.
    case nothing

    /// The input being edited outside the scroll view, as far as the decision goes.
    package enum OutsideInput: Sendable, Hashable {
        /// None is being edited.
        case absent
        /// One is, in the scroll view's window scene.
        case inSameScene
        /// One is, in another window scene.
        case inAnotherScene
    }

    /// The target of a tap.
    ///
    /// - Parameters:
    ///   - inputInScrollView: a text input inside the scroll view is first responder.
    ///   - outside: the input being edited outside the scroll view, if any.
    package static func target(inputInScrollView: Bool, outside: OutsideInput) -> DismissTapTarget {
        if inputInScrollView { return .inputInScrollView }
        return outside == .inSameScene ? .inputOutside : .nothing
    }
}
