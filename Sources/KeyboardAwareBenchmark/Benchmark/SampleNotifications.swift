import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif
#if canImport(UIKit)
import UIKit // NSValue(cgRect:)
#endif

/// The keyboard notifications every measurement replays: a docked iPhone keyboard shown and
/// hidden, with what UIKit posts (all five keys). `native` boxes like the simulator (Swift
/// values); `boxed` like a device (NSValue and NSNumber), the path swift-corelibs-foundation
/// takes on Linux.
struct SampleNotifications {
    typealias Key = KeyboardNotification.Key

    static let docked = CGRect(x: 0, y: 516, width: 393, height: 336)
    static let offScreen = CGRect(x: 0, y: 852, width: 393, height: 336)
    /// Two steps of an interactive dismissal: the docked keyboard dragged 84 and 184 pt down.
    static let dragged = [docked.offsetBy(dx: 0, dy: 84), docked.offsetBy(dx: 0, dy: 184)]

    let showInfo = Self.userInfo(end: docked, begin: offScreen, boxed: false)
    let hideInfo = Self.userInfo(end: offScreen, begin: docked, boxed: false)
    let showBoxed = Self.userInfo(end: docked, begin: offScreen, boxed: true)
    let hideBoxed = Self.userInfo(end: offScreen, begin: docked, boxed: true)
    let endOnly: [AnyHashable: Any] = [Key.frameEnd: docked]
    let parsedShow: KeyboardNotification
    let parsedHide: KeyboardNotification

    init() {
        parsedShow = KeyboardNotification(kind: .willShow, userInfo: showInfo)
        parsedHide = KeyboardNotification(kind: .willHide, userInfo: hideInfo)
    }

    /// A rect in an `NSValue`, as UIKit boxes it (`NSValue(rect:)` where there is no `cgRect` form).
    static func nsValue(_ rect: CGRect) -> NSValue {
        #if canImport(UIKit)
        NSValue(cgRect: rect)
        #else
        NSValue(rect: rect)
        #endif
    }

    static func userInfo(end: CGRect, begin: CGRect, boxed: Bool) -> [AnyHashable: Any] {
        if boxed {
            return [
                Key.frameEnd: nsValue(end), Key.frameBegin: nsValue(begin),
                Key.animationDuration: NSNumber(value: 0.25), Key.animationCurve: NSNumber(value: 7),
                Key.isLocal: NSNumber(value: true),
            ]
        }
        return [
            Key.frameEnd: end, Key.frameBegin: begin, Key.animationDuration: 0.25, Key.animationCurve: 7,
            Key.isLocal: true,
        ]
    }

    /// The show/hide pair alternating with `i`, as posted: the kind and the `userInfo`.
    func posted(_ i: Int) -> (kind: KeyboardEventKind, userInfo: [AnyHashable: Any]) {
        i & 1 == 0 ? (.willShow, showInfo) : (.willHide, hideInfo)
    }

    /// The show/hide pair alternating with `i`, parsed: what a keyboard event costs in full.
    func alternating(_ i: Int) -> KeyboardNotification {
        KeyboardNotification(kind: i & 1 == 0 ? .willShow : .willHide, userInfo: i & 1 == 0 ? showInfo : hideInfo)
    }
}
