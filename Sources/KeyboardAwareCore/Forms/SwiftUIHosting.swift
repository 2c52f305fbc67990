/// Whether a text field belongs to SwiftUI, where `@FocusState` and `.submitLabel` already decide
/// what return does and what its key reads, and `.toolbar` with `.keyboard` placement what rides on
/// the keyboard: the kit sets neither its return action, nor its label, nor its accessory bar
/// there.
///
/// SwiftUI's `TextField` is drawn by a `UITextField` of its own inside a hosting view; neither is
/// public, so they are told by their Objective-C class names, which carry the module's name
/// (`SwiftUI.…`, or the mangled `_TtC7SwiftUI…`) or the hosting view's (`_UIHostingView`,
/// `UIHostingView`).
package enum SwiftUIHosting {
    /// Whether any of `classNames` (the field's own class, then its superviews' up to the scroll
    /// view) is SwiftUI's.
    package static func hostsField(classNames: some Sequence<String>) -> Bool {
        classNames.contains { name in
            name.hasPrefix("SwiftUI.") || name.hasPrefix("_TtC7SwiftUI") || name.hasPrefix("_TtGC7SwiftUI")
                || name.contains("UIHostingView")
        }
    }

    /// Whether an input gets the kit's accessory bar: as its own switch says (`true` always,
    /// `false` never, `nil` as its scroll view says), never when SwiftUI hosts it, whose keyboard
    /// toolbar (`.toolbar` with `.keyboard` placement) is the input accessory view SwiftUI sets,
    /// and which the kit's bar would take the place of.
    package static func getsAccessoryBar(ownSwitch: Bool?, scrollViewShowsBar: Bool, isHostedBySwiftUI: Bool) -> Bool {
        guard !isHostedBySwiftUI else { return false }
        return ownSwitch ?? scrollViewShowsBar
    }
}
