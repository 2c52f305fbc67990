#if canImport(UIKit)
import UIKit

extension KeyboardAvoidance {
    /// The options every ``KeyboardAvoidance`` made from now on starts with: one place for an
    /// app's own defaults, set once before the first screen appears.
    ///
    /// ```swift
    /// // application(_:didFinishLaunchingWithOptions:)
    /// KeyboardAvoidance.defaults.keyboardDistance = 16
    /// KeyboardAvoidance.defaults.showsAccessoryBar = true
    /// KeyboardAvoidance.defaults.tapToDismiss = .outsideCells
    /// ```
    ///
    /// There is no global manager and nothing is swizzled: each scroll view still turns avoidance on
    /// for itself (the `KeyboardAware…` views are on from the start), takes these values when its
    /// ``UIKit/UIScrollView/keyboardAvoidance`` is made, and keeps its own ``options`` afterwards.
    /// Interface Builder's values, set after a view is made, override them; so does code. Changing
    /// the defaults later changes no scroll view that exists already. `UIAppearance` proxies
    /// (`KeyboardAwareScrollView.appearance()`) are not supported: set the defaults here instead.
    public static var defaults = KeyboardAvoidanceOptions()
}
#endif
