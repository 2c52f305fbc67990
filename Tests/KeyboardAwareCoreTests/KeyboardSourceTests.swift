import Foundation
import KeyboardAwareCore
import Testing

@Suite("Where the keyboard is without a notification")
struct KeyboardSourceTests {
    let screen = CGSize(width: 393, height: 852)

    /// The iPhone's guide rests on the bottom safe-area edge, 852 - 34 = 818.
    func guide(top: CGFloat) -> KeyboardSource.GuideReading { .init(top: top, restingTop: 818) }

    @Test func withNoNotificationTheGuidesKeyboardIsTheOne() {
        // The guide's top at 516: the full-width docked keyboard 516..852.
        #expect(
            KeyboardSource.currentFrame(lastNotified: nil, guide: guide(top: 516), screenSize: screen).frame
                == CGRect(x: 0, y: 516, width: 393, height: 336))
    }

    @Test func aNotifiedDockedKeyboardKeepsItsFrameWhileTheGuideShowsOne() {
        // The notification's 472 counts a 44 pt accessory view; the guide, misplaced around it,
        // says 516. The notification's frame stands.
        let covering = CGRect(x: 0, y: 472, width: 393, height: 380)
        #expect(
            KeyboardSource.currentFrame(lastNotified: covering, guide: guide(top: 516), screenSize: screen).frame
                == covering)
    }

    @Test func theFingerDragsTheKeyboardDownWhole() {
        let resting = CGRect(x: 0, y: 472, width: 393, height: 380)
        // Above the keyboard's top the finger moves nothing.
        #expect(KeyboardSource.interactiveDismissalFrame(resting: resting, fingerY: 300) == resting)
        #expect(KeyboardSource.interactiveDismissalFrame(resting: resting, fingerY: 472) == resting)
        // 100 pt into it: the whole 380 pt slides down 100 (top 572, bottom 952, past the screen).
        #expect(
            KeyboardSource.interactiveDismissalFrame(resting: resting, fingerY: 572)
                == CGRect(x: 0, y: 572, width: 393, height: 380))
        // At the screen's bottom edge: top 852, wholly below, which *Docked and undocked keyboards* calls hidden.
        let gone = KeyboardSource.interactiveDismissalFrame(resting: resting, fingerY: 852)
        #expect(gone.minY == 852)
        #expect(KeyboardState(endFrame: gone, screenHeight: 852) == .hidden)
    }

    /// A composer 88 pt high (a view controller's input accessory view) that stays while the
    /// keyboard goes rests at 852 - 88 = 764: the covering frame (keyboard and composer, top 428)
    /// follows the finger down to there and no further, so the content never passes under it.
    @Test func aComposerThatStaysStopsTheDraggedFrameAtItsRestingPlace() {
        let resting = CGRect(x: 0, y: 428, width: 393, height: 424)
        let drag = { (finger: CGFloat) in
            KeyboardSource.interactiveDismissalFrame(resting: resting, fingerY: finger, accessoryRestingTop: 764)
        }
        #expect(drag(600) == CGRect(x: 0, y: 600, width: 393, height: 424))
        #expect(drag(764).minY == 764)
        #expect(drag(800).minY == 764)
        #expect(drag(852).minY == 764)
        // Above the frame's top, the finger still moves nothing; without a staying accessory the
        // frame goes on down.
        #expect(drag(300) == resting)
        #expect(KeyboardSource.interactiveDismissalFrame(resting: resting, fingerY: 800).minY == 800)
        // A resting place above the frame's top (an accessory taller than the frame) holds it where it is.
        #expect(
            KeyboardSource.interactiveDismissalFrame(resting: resting, fingerY: 700, accessoryRestingTop: 400)
                == resting)
    }

    /// After a hide known from a notification, a guide that shows a keyboard (iOS 26 resting above
    /// the safe area) is not taken for one; a notification that shows one again ends that.
    @Test func aNotifiedHideStandsAgainstTheGuide() {
        let resting = guide(top: 516)
        #expect(
            KeyboardSource.currentFrame(
                lastNotified: nil, isHiddenByNotification: true, guide: resting, screenSize: screen
            ).frame == nil)
        #expect(
            KeyboardSource.currentFrame(lastNotified: nil, guide: resting, screenSize: screen).frame
                == CGRect(x: 0, y: 516, width: 393, height: 336))
    }

    @Test func aGuideAtRestMeansNoDockedKeyboard() {
        // A docked keyboard notified before the scene went to the background, gone since: the
        // guide rests at 818 (or within half a point of it), so no keyboard.
        #expect(
            KeyboardSource.currentFrame(lastNotified: phoneKeyboard, guide: guide(top: 818), screenSize: screen).frame
                == nil)
        #expect(
            KeyboardSource.currentFrame(lastNotified: phoneKeyboard, guide: guide(top: 817.6), screenSize: screen).frame
                == nil)
        // 817 is a point above its rest: something 35 pt tall is docked.
        #expect(
            KeyboardSource.currentFrame(lastNotified: nil, guide: guide(top: 817), screenSize: screen).frame
                == CGRect(x: 0, y: 817, width: 393, height: 35))
    }

    @Test func anUndockedKeyboardComesFromTheNotification() {
        // A floating iPad keyboard: the guide drops it to its resting place and shows none.
        let floating = CGRect(x: 100, y: 300, width: 320, height: 250)
        #expect(
            KeyboardSource.currentFrame(lastNotified: floating, guide: guide(top: 818), screenSize: screen).frame
                == floating)
        #expect(KeyboardSource.currentFrame(lastNotified: floating, guide: nil, screenSize: screen).frame == floating)
    }

    @Test func withNoGuideTheNotificationStandsAndAHiddenOneIsNone() {
        #expect(
            KeyboardSource.currentFrame(lastNotified: phoneKeyboard, guide: nil, screenSize: screen).frame
                == phoneKeyboard)
        // Below the screen: hidden, so no keyboard is known.
        let below = CGRect(x: 0, y: 852, width: 393, height: 336)
        #expect(KeyboardSource.currentFrame(lastNotified: below, guide: nil, screenSize: screen).frame == nil)
        #expect(KeyboardSource.currentFrame(lastNotified: nil, guide: nil, screenSize: screen).frame == nil)
        // A guide with no bottom safe area resting on the screen's edge shows no keyboard.
        let edge = KeyboardSource.GuideReading(top: 852, restingTop: 852)
        #expect(KeyboardSource.currentFrame(lastNotified: nil, guide: edge, screenSize: screen).frame == nil)
    }

    @Test func aFrameReachingPastTheScreensSidesIsNoScreenFrame() {
        #expect(KeyboardSource.isScreenFrame(phoneKeyboard, screenSize: screen))
        // Half a point of rounding either side is still the screen.
        #expect(KeyboardSource.isScreenFrame(CGRect(x: -0.5, y: 516, width: 394, height: 336), screenSize: screen))
        // A text view's frame in its own coordinates: starts 16 pt left of the screen.
        #expect(!KeyboardSource.isScreenFrame(CGRect(x: -16, y: 300, width: 393, height: 336), screenSize: screen))
        // The old orientation's frame after a turn: 852 wide on a 393 pt screen.
        #expect(!KeyboardSource.isScreenFrame(CGRect(x: 0, y: 200, width: 852, height: 193), screenSize: screen))
    }

    /// FB18129544: an 834-wide iPad's keyboard reported in a text view's coordinates, the view at
    /// x 500 of the screen: x -500 reaches past the screen's left side. Read in the view's space it
    /// is 0...834, which fits: that is the frame meant. A converted frame that does not fit either,
    /// or none, passes the notification over; a frame that fits is taken as reported.
    @Test func aFrameInTheInputsCoordinatesIsReadInThem() {
        let pad = CGSize(width: 834, height: 1194)
        let reported = CGRect(x: -500, y: 796, width: 834, height: 398)
        let converted = CGRect(x: 0, y: 796, width: 834, height: 398)
        #expect(KeyboardSource.screenFrame(reported: reported, fromInput: converted, screenSize: pad) == converted)
        #expect(KeyboardSource.screenFrame(reported: reported, fromInput: nil, screenSize: pad) == nil)
        #expect(
            KeyboardSource.screenFrame(
                reported: reported, fromInput: CGRect(x: 300, y: 796, width: 834, height: 398), screenSize: pad) == nil)
        #expect(KeyboardSource.screenFrame(reported: converted, fromInput: reported, screenSize: pad) == converted)
    }
}
