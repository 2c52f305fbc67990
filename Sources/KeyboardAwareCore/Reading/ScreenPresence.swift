/// Where the scroll view is on screen for one reading: the geometry of its window now, or, outside
/// a window, the last geometry it had, which stands in (a hide still gives the app its insets
/// back) but says the view is not on screen (`ScrollViewSnapshot.isOnScreen`): nothing is laid
/// out against it as if a keyboard could cover it there.
package enum ScreenPresence {
    /// The geometry to read with, and whether the view is on screen; `nil` without either.
    package static func geometry<Geometry>(now: Geometry?, last: Geometry?) -> (geometry: Geometry, isOnScreen: Bool)? {
        if let now { return (now, true) }
        return last.map { ($0, false) }
    }
}
