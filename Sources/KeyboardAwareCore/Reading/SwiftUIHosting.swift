/// Whether a text field belongs to SwiftUI, where `@FocusState` and `.submitLabel` already decide
/// what return does and what its key reads: the kit sets neither its return action nor its label
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
}
