import Foundation
import KeyboardAwareCore
import Testing

@Suite(
    "*Docked and undocked keyboards*, *How much of the view the keyboard covers*, *What is inset*: state, covered height, extra inset"
)
struct KeyboardStateAndOverlapTests {
    @Test func classifiesKeyboards() {
        let height: CGFloat = 852
        func state(_ rect: CGRect, _ kind: KeyboardEventKind = .willShow) -> KeyboardState {
            KeyboardState(kind: kind, endFrame: rect, screenHeight: height)
        }
        #expect(state(CGRect(x: 0, y: 516, width: 393, height: 336)) == .docked) // maxY 852
        #expect(state(CGRect(x: 0, y: 515, width: 393, height: 336)) == .docked) // maxY 851 = 852 - 1
        #expect(state(CGRect(x: 0, y: 514, width: 393, height: 336)) == .undocked) // maxY 850
        #expect(state(CGRect(x: 0, y: 852, width: 393, height: 336)) == .hidden) // minY = height
        #expect(state(CGRect(x: 0, y: 516, width: 0, height: 336)) == .hidden) // empty
        #expect(state(CGRect(x: 0, y: 516, width: 393, height: -1)) == .hidden) // negative
        #expect(state(CGRect(x: 0, y: 516, width: 393, height: 336), .willHide) == .hidden)
        #expect(KeyboardState(kind: .didHide, endFrame: nil, screenHeight: height) == .hidden)
    }

    @Test func coveredHeightIsMeasuredFromTheViewsBottom() {
        let keyboard = CGRect(x: 0, y: 874, width: 834, height: 320)
        // Full screen: 1194 - 874.
        #expect(KeyboardOverlap.coveredHeight(of: CGRect(x: 0, y: 0, width: 834, height: 1194), by: keyboard) == 320)
        // Form sheet ending at 1027: 1027 - 874.
        #expect(KeyboardOverlap.coveredHeight(of: CGRect(x: 87, y: 167, width: 660, height: 860), by: keyboard) == 153)
        // Ending exactly at the keyboard's top: an empty overlap.
        #expect(KeyboardOverlap.coveredHeight(of: CGRect(x: 0, y: 0, width: 834, height: 874), by: keyboard) == 0)
        // Beside the keyboard (another screen region): nothing.
        #expect(KeyboardOverlap.coveredHeight(of: CGRect(x: 900, y: 800, width: 100, height: 300), by: keyboard) == 0)
        // A view inside the keyboard's band that ends above the screen's bottom: 1000 - 900.
        #expect(KeyboardOverlap.coveredHeight(of: CGRect(x: 0, y: 900, width: 834, height: 100), by: keyboard) == 100)
    }

    @Test func extraSubtractsWhatUIKitAlreadyAdds() {
        var engine = KeyboardAvoidanceEngine()
        // Bar 55 high over a 34 pt home-indicator area: 55 - 34 = 21.
        let bar = CGRect(x: 0, y: 797, width: 393, height: 55)
        _ = engine.decide(.keyboard(.init(show(bar))), at: 0, scrollView: phone(), focus: nil)
        #expect(engine.extraBottomInset == 21)
        // A bar shorter than the safe area adds nothing (never negative).
        var short = KeyboardAvoidanceEngine()
        _ = short.decide(
            .keyboard(.init(show(CGRect(x: 0, y: 832, width: 393, height: 20)))), at: 0, scrollView: phone(), focus: nil
        )
        #expect(short.keyboardState == .docked)
        #expect(short.extraBottomInset == 0)
    }

    @Test func undockedKeyboardsCoverNothingUnlessFollowed() {
        let floating = CGRect(x: 40, y: 400, width: 320, height: 250) // maxY 650
        var engine = KeyboardAvoidanceEngine()
        _ = engine.decide(.keyboard(.init(show(floating))), at: 0, scrollView: phone(), focus: nil)
        #expect(engine.keyboardState == .undocked)
        #expect(engine.extraBottomInset == 0)
        var following = KeyboardAvoidanceEngine(
            options: KeyboardAvoidanceOptions().with(\.followsUndockedKeyboard, true))
        _ = following.decide(.keyboard(.init(show(floating))), at: 0, scrollView: phone(), focus: nil)
        // 852 - 400 = 452 covered, minus 34.
        #expect(following.extraBottomInset == 418)
    }

    /// *Docked and undocked keyboards*: where the window ends above the screen's bottom, a full-width frame that touches
    /// the window's bottom is docked; one that does not span the screen, or misses the window's
    /// bottom by more than a point, is not; a window reaching the screen's bottom changes nothing.
    @Test func aSlideOverWindowsDockedKeyboardEndsAtTheWindowsBottom() {
        let screen = CGSize(width: 1024, height: 1366)
        let window = CGRect(x: 634, y: 20, width: 375, height: 1326)
        func state(_ frame: CGRect, _ window: CGRect?) -> KeyboardState {
            KeyboardState(endFrame: frame, screen: screen, window: window)
        }
        #expect(state(CGRect(x: 0, y: 948, width: 1024, height: 398), window) == .docked)
        #expect(state(CGRect(x: 0, y: 949, width: 1024, height: 398), window) == .docked) // 1 pt off
        #expect(state(CGRect(x: 0, y: 950, width: 1024, height: 398), window) == .undocked) // 2 pt off
        #expect(state(CGRect(x: 1, y: 948, width: 1023, height: 398), window) == .docked) // width - 1
        #expect(state(CGRect(x: 0, y: 948, width: 1022, height: 398), window) == .undocked)
        #expect(state(CGRect(x: 0, y: 948, width: 1024, height: 398), nil) == .undocked)
        let full = CGRect(origin: .zero, size: screen)
        #expect(state(CGRect(x: 0, y: 948, width: 1024, height: 398), full) == .undocked)
        #expect(state(CGRect(x: 0, y: 968, width: 1024, height: 398), window) == .docked) // the screen's bottom
    }

    /// The edge a docked frame ends at: the screen's bottom (852), a Slide Over window's (1346 on
    /// a 1366-high screen), none for a floating one.
    @Test func theDockedEdgeIsTheScreensOrTheWindows() {
        let screen = CGSize(width: 1024, height: 1366)
        let window = CGRect(x: 634, y: 20, width: 375, height: 1326)
        #expect(
            DockedKeyboardEdge(endFrame: CGRect(x: 0, y: 968, width: 1024, height: 398), screen: screen, window: window)
                == .screenBottom)
        #expect(
            DockedKeyboardEdge(endFrame: CGRect(x: 0, y: 948, width: 1024, height: 398), screen: screen, window: window)
                == .windowBottom)
        #expect(
            DockedKeyboardEdge(
                endFrame: CGRect(x: 300, y: 500, width: 320, height: 260), screen: screen, window: window)
                == nil)
    }
}
