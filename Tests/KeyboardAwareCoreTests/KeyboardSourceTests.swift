import Foundation
import Testing

@testable import KeyboardAwareCore

@Suite("Where the keyboard is without a notification; accessory views left out")
struct KeyboardSourceTests {
    let screen = CGSize(width: 393, height: 852)

    @Test func onlyIOS26AndLaterLeaveTheAccessoryOut() {
        // The iPhone keyboard without its 44 pt bar.
        #expect(
            KeyboardSource.accessoryHeightLeftOut(endFrame: phoneKeyboard, accessoryHeight: 44, systemMajorVersion: 26)
                == 44)
        #expect(
            KeyboardSource.accessoryHeightLeftOut(endFrame: phoneKeyboard, accessoryHeight: 44, systemMajorVersion: 27)
                == 44)
        #expect(
            KeyboardSource.accessoryHeightLeftOut(endFrame: phoneKeyboard, accessoryHeight: 44, systemMajorVersion: 18)
                == 0)
        #expect(
            KeyboardSource.accessoryHeightLeftOut(endFrame: phoneKeyboard, accessoryHeight: 0, systemMajorVersion: 26)
                == 0)
        #expect(
            KeyboardSource.accessoryHeightLeftOut(
                endFrame: phoneKeyboard, accessoryHeight: .nan, systemMajorVersion: 26) == 0)
    }

    @Test func aFrameThatIsTheBarAloneIsNotGrownByIt() {
        // A hardware keyboard: only the 44 pt bar shows, and the frame is that bar (808..852).
        let bar = CGRect(x: 0, y: 808, width: 393, height: 44)
        #expect(KeyboardSource.accessoryHeightLeftOut(endFrame: bar, accessoryHeight: 44, systemMajorVersion: 26) == 0)
        // 45 pt: within a point of the bar, still the bar.
        let nearly = CGRect(x: 0, y: 806, width: 393, height: 45)
        #expect(
            KeyboardSource.accessoryHeightLeftOut(endFrame: nearly, accessoryHeight: 44, systemMajorVersion: 26) == 0)
    }

    /// The iPhone's guide rests on the bottom safe-area edge, 852 - 34 = 818.
    func guide(top: CGFloat) -> KeyboardSource.GuideReading { .init(top: top, restingTop: 818) }

    @Test func aDockedKeyboardInTheGuideWins() {
        // The guide's top at 516: the full-width docked keyboard 516..852.
        #expect(
            KeyboardSource.currentFrame(lastNotified: nil, guide: guide(top: 516), screenSize: screen)
                == CGRect(x: 0, y: 516, width: 393, height: 336))
        // A notification that says 560 (autofill's wrong frame) gives way to the guide's 472.
        #expect(
            KeyboardSource.currentFrame(
                lastNotified: CGRect(x: 0, y: 560, width: 393, height: 292), guide: guide(top: 472), screenSize: screen)
                == CGRect(x: 0, y: 472, width: 393, height: 380))
    }

    @Test func aGuideAtRestMeansNoDockedKeyboard() {
        // A docked keyboard notified before the scene went to the background, gone since: the
        // guide rests at 818 (or within half a point of it), so no keyboard.
        #expect(
            KeyboardSource.currentFrame(lastNotified: phoneKeyboard, guide: guide(top: 818), screenSize: screen) == nil)
        #expect(
            KeyboardSource.currentFrame(lastNotified: phoneKeyboard, guide: guide(top: 817.6), screenSize: screen)
                == nil)
        // 817 is a point above its rest: something 35 pt tall is docked.
        #expect(
            KeyboardSource.currentFrame(lastNotified: nil, guide: guide(top: 817), screenSize: screen)
                == CGRect(x: 0, y: 817, width: 393, height: 35))
    }

    @Test func anUndockedKeyboardComesFromTheNotification() {
        // A floating iPad keyboard: the guide drops it to its resting place and shows none.
        let floating = CGRect(x: 100, y: 300, width: 320, height: 250)
        #expect(
            KeyboardSource.currentFrame(lastNotified: floating, guide: guide(top: 818), screenSize: screen) == floating)
        #expect(KeyboardSource.currentFrame(lastNotified: floating, guide: nil, screenSize: screen) == floating)
    }

    @Test func withNoGuideTheNotificationStandsAndAHiddenOneIsNone() {
        #expect(
            KeyboardSource.currentFrame(lastNotified: phoneKeyboard, guide: nil, screenSize: screen) == phoneKeyboard)
        // Below the screen: hidden, so no keyboard is known.
        let below = CGRect(x: 0, y: 852, width: 393, height: 336)
        #expect(KeyboardSource.currentFrame(lastNotified: below, guide: nil, screenSize: screen) == nil)
        #expect(KeyboardSource.currentFrame(lastNotified: nil, guide: nil, screenSize: screen) == nil)
        // A guide with no bottom safe area resting on the screen's edge shows no keyboard.
        let edge = KeyboardSource.GuideReading(top: 852, restingTop: 852)
        #expect(KeyboardSource.currentFrame(lastNotified: nil, guide: edge, screenSize: screen) == nil)
    }
}
