import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A keyboard notification's `userInfo`, read once into values the engine can trust.
///
/// Parsing never fails: a malformed duration or curve counts as missing, and a malformed end frame
/// is kept as a ``KeyboardInputProblem`` so that the engine can decide (hide notifications hide
/// whatever their frame says; the others are ignored).
package struct KeyboardNotification: Sendable, Equatable {
    /// UIKit's `userInfo` key names, spelled out so that the parser works without UIKit.
    package enum Key {
        /// `UIResponder.keyboardFrameEndUserInfoKey`: where the keyboard ends, in screen coordinates.
        package static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
        /// `UIResponder.keyboardFrameBeginUserInfoKey`: where the keyboard starts. Not read (no
        /// rule depends on it); scenario files carry it so that a replayed `userInfo` is complete.
        package static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
        /// `UIResponder.keyboardAnimationDurationUserInfoKey`: seconds, as a number.
        package static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
        /// `UIResponder.keyboardAnimationCurveUserInfoKey`: a `UIView.AnimationCurve` raw value.
        package static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
        /// `UIResponder.keyboardIsLocalUserInfoKey`: whether the keyboard belongs to this app.
        package static let isLocal = "UIKeyboardIsLocalUserInfoKey"
    }

    /// Which of the six notifications this is.
    package var kind: KeyboardEventKind
    /// The end frame in screen coordinates, or why there is none.
    package var endFrame: Result<CGRect, KeyboardInputProblem>
    /// Duration and curve, with missing or malformed parts replaced by 0 s and curve 7.
    package var animation: KeyboardAnimation
    /// Whether the keyboard belongs to this app. Informational only: in Split View another app's
    /// docked keyboard covers this app's window just the same.
    package var isLocal: Bool?

    /// A notification with every part given, for tests and for replaying malformed input.
    package init(
        kind: KeyboardEventKind, endFrame: Result<CGRect, KeyboardInputProblem>,
        animation: KeyboardAnimation = .immediate, isLocal: Bool? = nil
    ) {
        self.kind = kind
        self.endFrame = endFrame
        self.animation = animation
        self.isLocal = isLocal
    }

    /// Convenience for well-formed input.
    package init(
        kind: KeyboardEventKind, endFrame: CGRect, duration: TimeInterval = 0,
        curve: Int = KeyboardAnimation.keyboardCurve
    ) {
        self.init(
            kind: kind, endFrame: Self.validated(endFrame),
            animation: KeyboardAnimation(duration: duration, curve: curve))
    }

    /// Reads a notification's `userInfo` with UIKit's key names. Keys may be the strings above or
    /// anything whose description is one of them (UIKit's `String` constants bridge either way).
    package init(kind: KeyboardEventKind, userInfo: [AnyHashable: Any]?) {
        let info = userInfo ?? [:]
        // One pass over the entries, comparing plain strings: looking each key up with
        // `info[AnyHashable(key)]` compares `AnyHashable`s, which goes through the runtime's
        // generic boxes and cost three quarters of a parse. Keys that are not strings keep the
        // slower match by description.
        var found: (end: Any?, duration: Any?, curve: Any?, isLocal: Any?)
        var hasKeysOtherThanStrings = false
        for (key, value) in info {
            guard let name = key.base as? String else {
                hasKeysOtherThanStrings = true
                continue
            }
            switch name {
            case Key.frameEnd: found.end = value
            case Key.animationDuration: found.duration = value
            case Key.animationCurve: found.curve = value
            case Key.isLocal: found.isLocal = value
            default: break
            }
        }
        if hasKeysOtherThanStrings {
            // Keys that only describe as UIKit's names: matched by description, for what is missing.
            func described(_ key: String) -> Any? { info.first { "\($0.key.base)" == key }?.value }
            found.end = found.end ?? described(Key.frameEnd)
            found.duration = found.duration ?? described(Key.animationDuration)
            found.curve = found.curve ?? described(Key.animationCurve)
            found.isLocal = found.isLocal ?? described(Key.isLocal)
        }
        self.kind = kind
        switch found.end {
        case nil: endFrame = .failure(.missingEndFrame)
        case let raw?:
            if let rect = RectValue.rect(from: raw) {
                endFrame = Self.validated(rect)
            } else {
                endFrame = .failure(.endFrameNotARect)
            }
        }
        let duration = found.duration.flatMap(NumberValue.double(from:)) ?? 0
        animation = KeyboardAnimation(duration: duration, curve: Self.curve(from: found.curve))
        isLocal = found.isLocal.flatMap { $0 as? Bool }
    }

    // MARK: - Validation

    static func validated(_ rect: CGRect) -> Result<CGRect, KeyboardInputProblem> {
        rect.isFinite ? .success(rect) : .failure(.endFrameNotFinite)
    }

    /// A curve is a whole number, kept as reported (`UIView.AnimationCurve`'s raw values, or the
    /// keyboard's private 7); anything else counts as missing. Whether a value fits
    /// `UIView.AnimationOptions` is ``KeyboardAnimation/animationOptionsCurve``'s concern.
    static func curve(from raw: Any?) -> Int {
        guard let raw, let number = NumberValue.double(from: raw), number.isFinite,
            number.rounded() == number, abs(number) < 1e18
        else {
            return KeyboardAnimation.keyboardCurve
        }
        return Int(number)
    }
}
