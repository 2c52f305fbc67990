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

    // The one-byte values come after the frame, in the bytes its result leaves free, rather than
    // each padded to eight: a notification is copied into every scroll view's input.

    /// The end frame in screen coordinates, or why there is none.
    package var endFrame: Result<CGRect, KeyboardInputProblem>
    /// Which of the six notifications this is.
    package var kind: KeyboardEventKind
    /// Whether the keyboard belongs to this app. Informational only: in Split View another app's
    /// docked keyboard covers this app's window just the same.
    package var isLocal: Bool?
    /// Duration and curve, with missing or malformed parts replaced by 0 s and curve 7.
    package var animation: KeyboardAnimation

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
    /// Inlined into the intake's `take`, which builds its notice around the result: returned from
    /// a call, the notification written field by field was copied into the notice in wide loads,
    /// which wait.
    @inline(__always)
    package init(kind: KeyboardEventKind, userInfo: [AnyHashable: Any]?) {
        self.kind = kind
        endFrame = .failure(.missingEndFrame)
        var duration: Double?
        var curve = KeyboardAnimation.keyboardCurve
        isLocal = nil
        // Which keys were found, for the match by description below.
        var found: (end: Bool, duration: Bool, curve: Bool, isLocal: Bool) = (false, false, false, false)
        guard let info = userInfo else {
            animation = KeyboardAnimation(duration: 0, curve: curve)
            return
        }
        // One pass over the entries, comparing plain strings (``field(named:)``): looking each key
        // up with `info[AnyHashable(key)]` compares `AnyHashable`s, which goes through the
        // runtime's generic boxes and cost three quarters of a parse. Each value is read where it is found:
        // kept as `Any` until after the pass, the values were copied through the runtime's generic
        // witnesses of `Optional<Any>`. Keys that are not strings keep the slower match by
        // description.
        var hasKeysOtherThanStrings = false
        for (key, value) in info {
            guard let name = key.base as? String else {
                hasKeysOtherThanStrings = true
                continue
            }
            switch Self.field(named: name) {
            case .frameEnd?:
                found.end = true
                endFrame = Self.endFrame(from: value)
            case .animationDuration?:
                found.duration = true
                duration = NumberValue.double(from: value)
            case .animationCurve?:
                found.curve = true
                curve = Self.curve(from: value)
            case .isLocal?:
                found.isLocal = true
                isLocal = value as? Bool
            case nil: break
            }
        }
        if hasKeysOtherThanStrings {
            // Keys that only describe as UIKit's names: matched by description, for what is missing.
            func described(_ key: String) -> Any? { info.first { "\($0.key.base)" == key }?.value }
            if !found.end, let value = described(Key.frameEnd) { endFrame = Self.endFrame(from: value) }
            if !found.duration, let value = described(Key.animationDuration) {
                duration = NumberValue.double(from: value)
            }
            if !found.curve, let value = described(Key.animationCurve) { curve = Self.curve(from: value) }
            if !found.isLocal, let value = described(Key.isLocal) { isLocal = value as? Bool }
        }
        animation = KeyboardAnimation(duration: duration ?? 0, curve: curve)
    }

    // MARK: - Keys

    /// The `userInfo` entries the parser reads.
    enum Field {
        case frameEnd, animationDuration, animationCurve, isLocal
    }

    /// The entry a key named `name` holds, `nil` for one not read. UIKit's key names differ in
    /// length, so one length comparison leaves one string to compare in full, where a `switch` over
    /// the names compared up to four strings of 28 to 38 bytes per entry.
    static func field(named name: String) -> Field? {
        let field: Field
        let key: String
        switch name.utf8.count {
        case 29: (field, key) = (.frameEnd, Key.frameEnd)
        case 38: (field, key) = (.animationDuration, Key.animationDuration)
        case 35: (field, key) = (.animationCurve, Key.animationCurve)
        case 28: (field, key) = (.isLocal, Key.isLocal)
        default: return nil
        }
        return name == key ? field : nil
    }

    // MARK: - Validation

    static func validated(_ rect: CGRect) -> Result<CGRect, KeyboardInputProblem> {
        rect.isFinite ? .success(rect) : .failure(.endFrameNotFinite)
    }

    /// The end frame a `userInfo` value gives: a finite rect, or why not.
    static func endFrame(from raw: Any) -> Result<CGRect, KeyboardInputProblem> {
        guard let rect = RectValue.rect(from: raw) else { return .failure(.endFrameNotARect) }
        return validated(rect)
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
