import Foundation
import KeyboardAwareCore
import Testing

@Suite("*Bad input*, *Animation*: reading userInfo")
struct KeyboardNotificationTests {
    typealias Key = KeyboardNotification.Key
    let frame = CGRect(x: 0, y: 516, width: 393, height: 336)

    @Test func readsAWellFormedNotification() {
        let note = KeyboardNotification(
            kind: .willShow,
            userInfo: [
                Key.frameEnd: frame, Key.frameBegin: CGRect(x: 0, y: 852, width: 393, height: 336),
                Key.animationDuration: 0.25, Key.animationCurve: 7, Key.isLocal: true,
            ])
        #expect(note.endFrame == .success(frame))
        #expect(note.animation == KeyboardAnimation(duration: 0.25, curve: 7))
        #expect(note.isLocal == true)
    }

    @Test func readsNSValueAndNSNumberBoxes() {
        #if !canImport(ObjectiveC)
        let boxed = NSValue(rect: frame)
        #else
        let boxed = frame as Any
        #endif
        let note = KeyboardNotification(
            kind: .didChangeFrame,
            userInfo: [
                Key.frameEnd: boxed, Key.animationDuration: NSNumber(value: 0.4),
                Key.animationCurve: NSNumber(value: 3),
            ])
        #expect(note.endFrame == .success(frame))
        #expect(note.animation == KeyboardAnimation(duration: 0.4, curve: 3))
    }

    /// The parser matches a key by its length before its name: a name of UIKit's length that is
    /// not UIKit's is not read, and the begin frame, the one key of length 31, is not read either.
    @Test func aKeyOfTheRightLengthButAnotherNameIsNotRead() {
        let note = KeyboardNotification(
            kind: .willShow,
            userInfo: [
                "UIKeyboardFrameEndUserInfoKex": frame, "UIKeyboardAnimationDurationUserInfoKex": 0.25,
                "UIKeyboardAnimationCurveUserInfoKex": 3, "UIKeyboardIsLocalUserInfoKex": false,
                Key.frameBegin: frame,
            ])
        #expect(note.endFrame == .failure(.missingEndFrame))
        #expect(note.animation == KeyboardAnimation(duration: 0, curve: KeyboardAnimation.keyboardCurve))
        #expect(note.isLocal == nil)
    }

    @Test func missingEndFrame() {
        #expect(KeyboardNotification(kind: .willShow, userInfo: [:]).endFrame == .failure(.missingEndFrame))
        #expect(KeyboardNotification(kind: .willShow, userInfo: nil).endFrame == .failure(.missingEndFrame))
    }

    @Test func endFrameThatIsNotARect() {
        let values: [Any] = ["0 516 393 336", 42, ["x": 0], NSNull(), true, [0, 516, 393, 336]]
        for value in values {
            let note = KeyboardNotification(kind: .willChangeFrame, userInfo: [Key.frameEnd: value])
            #expect(note.endFrame == .failure(.endFrameNotARect), "\(value)")
        }
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func endFrameThatIsNotFinite(_ bad: CGFloat) {
        for rect in [
            CGRect(x: bad, y: 516, width: 393, height: 336), CGRect(x: 0, y: bad, width: 393, height: 336),
            CGRect(x: 0, y: 516, width: bad, height: 336), CGRect(x: 0, y: 516, width: 393, height: bad),
        ] {
            let note = KeyboardNotification(kind: .willShow, userInfo: [Key.frameEnd: rect])
            #expect(note.endFrame == .failure(.endFrameNotFinite))
        }
    }

    @Test func missingOrMalformedDurationIsZero() {
        for duration: Any? in [nil, -1.0, Double.nan, Double.infinity, "0.25", true, NSNull()] {
            var info: [AnyHashable: Any] = [Key.frameEnd: frame]
            if let duration { info[Key.animationDuration] = duration }
            #expect(KeyboardNotification(kind: .willShow, userInfo: info).animation.duration == 0)
        }
    }

    @Test func missingOrMalformedCurveIsTheKeyboardsSeven() {
        for curve: Any? in [nil, 7.5, "easeIn", Double.nan, Double.infinity, 1e300, true] {
            var info: [AnyHashable: Any] = [Key.frameEnd: frame, Key.animationDuration: 0.25]
            if let curve { info[Key.animationCurve] = curve }
            #expect(KeyboardNotification(kind: .willShow, userInfo: info).animation.curve == 7)
        }
        let easeOut = KeyboardNotification(kind: .willShow, userInfo: [Key.frameEnd: frame, Key.animationCurve: 2.0])
        #expect(easeOut.animation.curve == 2)
        // Whole numbers are kept as reported, even outside UIKit's curves.
        let odd = KeyboardNotification(kind: .willShow, userInfo: [Key.frameEnd: frame, Key.animationCurve: 99])
        #expect(odd.animation.curve == 99)
    }

    @Test func animationOptionsKeepTheCurveInItsFourBits() {
        // UIView.AnimationOptions: curveEaseInOut 0 << 16, curveEaseIn 1 << 16 = 65536,
        // curveEaseOut 2 << 16 = 131072, curveLinear 3 << 16 = 196608; the keyboard's 7 << 16 = 458752.
        #expect(KeyboardAnimation(duration: 0.25, curve: 1).animationOptionsCurve == 65_536)
        #expect(KeyboardAnimation(duration: 0.25, curve: 3).animationOptionsCurve == 196_608)
        #expect(KeyboardAnimation(duration: 0.25, curve: 7).animationOptionsCurve == 458_752)
        #expect(KeyboardAnimation(duration: 0.25, curve: 16).animationOptionsCurve == 458_752)
        #expect(KeyboardAnimation(duration: 0.25, curve: -1).animationOptionsCurve == 458_752)
    }

    @Test func keysMayArriveAsOtherHashables() {
        let note = KeyboardNotification(kind: .willShow, userInfo: [AnyHashable(NSString(string: Key.frameEnd)): frame])
        #expect(note.endFrame == .success(frame))
    }
}
