import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a measured input accessory view stands against a keyboard's end frame (Behaviour rules:
/// *How much of the view the keyboard covers*), both in screen coordinates.
package enum InputAccessoryPlacement: Sendable, Equatable {
    /// Directly above the end frame (its bottom within 1 pt of the frame's top): the frame leaves
    /// out this much above its top, from the accessory's top.
    case above(leftOut: CGFloat)
    /// The end frame's top (its top within 1 pt of the frame's top, its bottom no lower than the
    /// frame's bottom + 1): already counted.
    case top
    /// Over the keyboard but in neither place: not yet where it will rest (the notification came
    /// before the accessory was laid out).
    case notInPlace(height: CGFloat)
    /// Not over the keyboard at all (no horizontal overlap): it does not cover with it.
    case besides

    /// Where `accessory` stands against `endFrame`.
    package init(accessory: CGRect, endFrame: CGRect) {
        let accessory = accessory.standardized
        let end = endFrame.standardized
        guard accessory.minX < end.maxX, accessory.maxX > end.minX else {
            self = .besides
            return
        }
        if abs(accessory.maxY - end.minY) <= 1 {
            self = .above(leftOut: max(0, end.minY - accessory.minY))
        } else if abs(accessory.minY - end.minY) <= 1, accessory.maxY <= end.maxY + 1 {
            self = .top
        } else {
            self = .notInPlace(height: accessory.height)
        }
    }

    /// What an accessory in this place teaches about the system's end frames, if anything.
    package var report: InputAccessoryPlacement.Report? {
        switch self {
        case .above: .leftOut
        case .top: .included
        case .notInPlace, .besides: nil
        }
    }

    /// The height the end frame leaves out, given what has been learned so far: an accessory not
    /// yet in place counts in full only once end frames are known to leave accessories out.
    package func heightLeftOut(given report: InputAccessoryPlacement.Report) -> CGFloat {
        switch self {
        case .above(let height): height
        case .notInPlace(let height): report == .leftOut ? height : 0
        case .top, .besides: 0
        }
    }

    /// The accessory frame to hand the engine for an accessory measured at `accessory` when a
    /// notification of `kind` came, in screen coordinates.
    ///
    /// A will-event comes before the keyboard moves, while the accessory still stands where the
    /// previous keyboard put it: measured against the new end frame, a bar on a keyboard that
    /// loses its predictions row would seem to lie directly above the new frame and teach "left
    /// out" wrongly. So at a will-event only its height counts, as an accessory not yet in place
    /// (below the end frame: counted only where the system is known to leave accessories out); a
    /// did-event comes once it rests, and its place is measured and teaches.
    package static func measurement(of accessory: CGRect, endFrame: CGRect, kind: KeyboardEventKind) -> CGRect {
        guard kind.isWill else { return accessory }
        let end = endFrame.standardized
        return CGRect(x: end.minX, y: end.maxY, width: end.width, height: accessory.standardized.height)
    }

    /// The accessory the keyboard carries for an event of `kind`, measured as above: the first
    /// responder's own accessory view before a composer that a responder around the scroll view
    /// shows (UIKit shows the first responder's, and looks further up its responder chain only when
    /// it has none). `composer` is read only when there is no own one; `nil` with neither.
    package static func measurement(
        own: CGRect?, composer: () -> CGRect?, endFrame: CGRect, kind: KeyboardEventKind
    ) -> CGRect? {
        (own ?? composer()).map { measurement(of: $0, endFrame: endFrame, kind: kind) }
    }

    /// The height of the input accessory view that a shown keyboard's `endFrame` leaves out
    /// (Behaviour rules: *How much of the view the keyboard covers*), learning into `report` from
    /// an accessory in place whether this system's frames count it.
    ///
    /// - Parameters:
    ///   - accessory: the accessory view as measured, in screen coordinates; `nil` (or a rect that
    ///     is not finite) when none was measured, and then `accessoryHeight` is the answer.
    ///   - accessoryHeight: the height left out when no accessory was measured (negative or not
    ///     finite counts as 0).
    ///   - endFrame: the notification's end frame, in screen coordinates.
    ///   - showsKeyboard: whether that end frame shows a keyboard (Behaviour rules:
    ///     *Docked and undocked keyboards*).
    ///   - isLocal: whether the keyboard is this app's: another app's carries none of its accessories.
    ///   - report: what has been learned so far; updated by an accessory in place.
    package static func heightLeftOut(
        accessory: CGRect?, accessoryHeight: CGFloat, endFrame: CGRect, showsKeyboard: Bool, isLocal: Bool,
        report: inout InputAccessoryPlacement.Report
    ) -> CGFloat {
        guard let accessory, accessory.isFinite else {
            return accessoryHeight.isFinite ? max(0, accessoryHeight) : 0
        }
        guard isLocal, showsKeyboard else { return 0 }
        let placement = InputAccessoryPlacement(accessory: accessory, endFrame: endFrame)
        if let learned = placement.report { report = learned }
        return placement.heightLeftOut(given: report)
    }
}

extension InputAccessoryPlacement {
    /// Whether this system's keyboard notifications count the first responder's input accessory view
    /// in a shown keyboard's end frame (Behaviour rules: *How much of the view the keyboard covers*).
    ///
    /// Learned from accessories seen in place, never assumed from the system version: iOS 15-18 count
    /// it, and by every report read so far so does iOS 26 for show and frame-change events (hide frames
    /// can be the accessory bar alone), but a build that leaves it out must be served too. It is a
    /// fact of the system, not of one scroll view, so the UIKit layer shares what one engine learned
    /// with every other.
    package enum Report: String, Sendable, Hashable {
        /// No accessory has been seen in place yet: counts as included.
        case unknown
        /// End frames start below the accessory: it covers the screen on top of the frame.
        case leftOut
        /// End frames start at the accessory's top: it is part of the frame.
        case included
    }
}
