import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the process knows about the keyboard, kept by the UIKit layer's one observer of the
/// keyboard notifications (its hub), which parses each notification once and hands the parsed
/// event to every scroll view that observes.
///
/// UIKit posts no notification for a keyboard that is already up (Behaviour rules:
/// *Joining a keyboard already up*), so the last one on each screen is kept; whether this system's
/// end frames count the input accessory view (Behaviour rules:
/// *How much of the view the keyboard covers*) is a fact of the system, learned here once and
/// seeded into every engine.
package struct KeyboardFacts: Sendable {
    /// What the last keyboard notification on one screen said.
    package struct LastNotification: Sendable, Equatable {
        /// Everything that covered the screen (the end frame grown by an accessory it left out),
        /// `nil` when it showed no keyboard.
        package var coveringFrame: CGRect?
        /// Whether it hid the keyboard.
        package var isHidden: Bool

        /// What a screen with no notification yet knows: nothing.
        package static let none = LastNotification(coveringFrame: nil, isHidden: false)
    }

    /// The last notification per screen (named by the notification's object, iOS 16.1 and later),
    /// searched in order: a device has one screen, or a few with external displays, and a search
    /// of a few costs less than hashing.
    private var byScreen: [(screen: ObjectIdentifier, last: LastNotification)] = []
    /// The last notification that named no screen (before iOS 16.1): the one screen's.
    private var unnamedScreen = LastNotification.none
    /// Whether this system's end frames count the input accessory view (Behaviour rules:
    /// *How much of the view the keyboard covers*).
    package var accessoryReport: InputAccessoryPlacement.Report = .unknown

    /// Facts known before any notification.
    package init() {}

    // MARK: - Reading

    /// What the last notification on `screen` said (`nil`: the screen of a notification that named
    /// none).
    package func lastNotification(on screen: ObjectIdentifier?) -> LastNotification {
        guard let screen else { return unnamedScreen }
        return byScreen.first { $0.screen == screen }?.last ?? unnamedScreen
    }

    // MARK: - Recording

    /// Records that the keyboard on `screen` is gone though no notification said so: the input
    /// being edited left its window with no hide (a SwiftUI screen popped while its field was
    /// focused, iOS 26.5) and the window's keyboard layout guide rests. Kept where
    /// ``lastNotification(on:)`` reads for `screen`: under it once a notification named it, else
    /// with the notifications that name no screen (before iOS 16.1), which later ones replace.
    package mutating func recordHidden(on screen: ObjectIdentifier?) {
        let hidden = LastNotification(coveringFrame: nil, isHidden: true)
        if let screen, let index = byScreen.firstIndex(where: { $0.screen == screen }) {
            byScreen[index].last = hidden
        } else {
            unnamedScreen = hidden
        }
    }

    /// Records one parsed notification, its end frame already in screen coordinates.
    ///
    /// - Parameters:
    ///   - notification: the parsed notification.
    ///   - screen: the screen it names, `nil` when it names none.
    ///   - screenHeight: that screen's height, `nil` when unknown (then only an empty frame hides).
    ///   - accessory: the first responder's input accessory view as measured for it, in screen
    ///     coordinates (``InputAccessoryPlacement/measurement(of:endFrame:kind:)``): it teaches
    ///     whether end frames count it (Behaviour rules:
    ///     *How much of the view the keyboard covers*).
    ///   - heightLeftOut: a height above the keyboard that is never part of its frame and teaches
    ///     nothing (iOS 26's bottom search field, ``SearchFieldBar``).
    /// - Returns: what the notification said, as kept; `nil` for a shown keyboard's frame that
    ///   cannot be read, which says nothing and is not kept.
    @discardableResult
    package mutating func record(
        _ notification: KeyboardNotification, screen: ObjectIdentifier?, screenHeight: CGFloat?,
        accessory: CGRect?, heightLeftOut: CGFloat = 0
    ) -> LastNotification? {
        var said = LastNotification(coveringFrame: nil, isHidden: true)
        if !notification.kind.isHide {
            guard case .success(let endFrame) = notification.endFrame else { return nil }
            // A frame that shows no keyboard is a hide too (Behaviour rules:
            // *Docked and undocked keyboards*).
            let showsKeyboard =
                KeyboardState(endFrame: endFrame, screenHeight: screenHeight ?? .infinity) != .hidden
            let leftOut = InputAccessoryPlacement.heightLeftOut(
                accessory: accessory, accessoryHeight: 0, endFrame: endFrame, showsKeyboard: showsKeyboard,
                isLocal: notification.isLocal ?? true, report: &accessoryReport)
            if showsKeyboard {
                said.coveringFrame = KeyboardOverlap.coveringFrame(
                    endFrame: endFrame, accessoryHeight: leftOut + max(0, heightLeftOut))
                said.isHidden = false
            }
        }
        guard let screen else {
            unnamedScreen = said
            return said
        }
        if let index = byScreen.firstIndex(where: { $0.screen == screen }) {
            byScreen[index].last = said
        } else {
            byScreen.append((screen, said))
        }
        return said
    }
}
