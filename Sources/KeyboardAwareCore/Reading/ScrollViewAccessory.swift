import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What rides on the keyboard for one scroll view (Behaviour rules:
/// *How much of the view the keyboard covers*): the hub measured the first responder's accessory
/// once for every scroll view (`CarriedAccessory`), but a scroll view that tracks another input
/// (one it took before that input's begin-editing) measures that input's own accessory itself, and
/// one for which the hub measured nothing at all looks for a composer around it (a chat's view
/// controller showing one as its input accessory view).
package enum ScrollViewAccessory {
    /// The accessory and the height left out to hand the engine.
    ///
    /// - Parameters:
    ///   - tracked: the input the scroll view tracks, `nil` without one.
    ///   - measuredByHub: the input whose accessory the hub measured, `nil` when it measured none.
    ///   - hub: what the hub measured.
    ///   - measure: measures here, called at most once: the own accessory of the input given (the
    ///     tracked one, when it is another than the hub's) before a composer around the scroll
    ///     view, or only a composer when given `nil`.
    /// - Returns: the accessory measured here when it measures, else the hub's; the hub's search
    ///   field height only when no accessory is handed over (an accessory carries no search field).
    package static func carried<Input: AnyObject>(
        tracked: Input?, measuredByHub: Input?, hub: CarriedAccessory, measure: (_ input: Input?) -> CGRect?
    ) -> CarriedAccessory {
        let tracksAnotherInput = tracked.map { $0 !== measuredByHub } ?? false
        var accessory = hub.accessory
        if tracksAnotherInput || hub.accessory == nil && hub.heightLeftOut == 0 {
            accessory = measure(tracksAnotherInput ? tracked : nil)
        }
        return CarriedAccessory(accessory: accessory, heightLeftOut: accessory == nil ? hub.heightLeftOut : 0)
    }
}
