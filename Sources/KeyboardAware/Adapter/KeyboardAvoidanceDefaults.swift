#if canImport(UIKit)
import UIKit

/// The options every ``KeyboardAvoidance`` made from now on starts with: one place for an app's
/// own defaults, set once before the first screen appears.
///
/// ```swift
/// // application(_:didFinishLaunchingWithOptions:)
/// KeyboardAvoidance.defaults.keyboardDistance = 16
/// KeyboardAvoidance.defaults.showsAccessoryBar = true
/// KeyboardAvoidance.defaults.dismissesKeyboardOnTap = true
/// ```
///
/// There is no global manager and nothing is swizzled: each scroll view still turns avoidance on
/// for itself (the `KeyboardAware…` views are on from the start), takes these values when its
/// ``UIKit/UIScrollView/keyboardAvoidance`` is made, and keeps its own values afterwards. Interface
/// Builder's values, set after a view is made, override them; so does code. Changing the defaults
/// later changes no scroll view that exists already. `UIAppearance` proxies
/// (`KeyboardAwareScrollView.appearance()`) are not supported: set the defaults here instead.
public struct KeyboardAvoidanceDefaults: Sendable, Equatable {
    /// ``KeyboardAvoidance/keyboardDistance`` (10).
    public var keyboardDistance: CGFloat = 10
    /// ``KeyboardAvoidance/revealsPreviousCell`` (on).
    public var revealsPreviousCell = true
    /// ``KeyboardAvoidance/followsUndockedKeyboard`` (off).
    public var followsUndockedKeyboard = false
    /// ``KeyboardAvoidance/keyboardCoversAppInset`` (off).
    public var keyboardCoversAppInset = false
    /// ``KeyboardAvoidance/isReturnKeyNavigationEnabled`` (on).
    public var isReturnKeyNavigationEnabled = true
    /// ``KeyboardAvoidance/showsAccessoryBar`` (off).
    public var showsAccessoryBar = false
    /// ``KeyboardAvoidance/dismissesKeyboardOnTap`` (off).
    public var dismissesKeyboardOnTap = false
    /// ``KeyboardAvoidance/dismissesKeyboardOnCellTap`` (off).
    public var dismissesKeyboardOnCellTap = false
    /// ``KeyboardAvoidance/contentLift`` (`.never`).
    public var contentLift = ContentLift.never

    /// The documented defaults.
    public init() {}

    /// The engine's options with these values.
    func engineOptions(isEnabled: Bool) -> KeyboardAvoidanceOptions {
        KeyboardAvoidanceOptions(
            isEnabled: isEnabled, keyboardDistance: keyboardDistance, revealsPreviousCell: revealsPreviousCell,
            followsUndockedKeyboard: followsUndockedKeyboard, keyboardCoversAppInset: keyboardCoversAppInset,
            contentLift: contentLift)
    }

    /// Gives a new coordinator's form navigation these values.
    @MainActor
    func apply(to forms: FormNavigator) {
        forms.isReturnKeyNavigationEnabled = isReturnKeyNavigationEnabled
        forms.showsAccessoryBar = showsAccessoryBar
        forms.dismissesKeyboardOnTap = dismissesKeyboardOnTap
        forms.dismissesKeyboardOnCellTap = dismissesKeyboardOnCellTap
    }
}

extension KeyboardAvoidance {
    /// The options each ``KeyboardAvoidance`` made from now on starts with (``KeyboardAvoidanceDefaults``).
    public static var defaults = KeyboardAvoidanceDefaults()
}
#endif
