/// Whether a keyboard notification concerns the screen a scroll view is on (Behaviour rules:
/// *Docked and undocked keyboards*).
///
/// Apple documents the notification's object as the `UIScreen` the keyboard appears on from
/// iOS 16.1; before, it names none, and the notification is taken as this screen's. A view outside
/// any window (or in a window on no screen) cannot tell which screen it is on: it takes only hides
/// as its own, so that it still gets its insets back but never lays out against stale geometry.
package enum NotifiedScreen {
    /// Whether the notification concerns the view's screen.
    ///
    /// - Parameters:
    ///   - notified: the screen the notification names (an identity), `nil` when it names none.
    ///   - viewScreen: the screen the view is on, `nil` outside a window.
    ///   - kind: the notification's kind.
    package static func concernsView<Screen: Equatable>(
        notified: Screen?, viewScreen: Screen?, kind: KeyboardEventKind
    ) -> Bool {
        guard let viewScreen else { return kind.isHide }
        guard let notified else { return true }
        return notified == viewScreen
    }
}
