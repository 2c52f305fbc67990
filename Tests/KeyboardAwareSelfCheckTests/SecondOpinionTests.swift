import Foundation
import KeyboardAwareCore
import Testing

@testable import KeyboardAwareSelfCheck

/// An iPhone 15 in portrait: 852 high, a 34-point home indicator area, so the layout guide rests
/// at 818; its keyboard is 336 high and starts at 516.
@Suite("UIKit's second opinion on the keyboard")
struct KeyboardTopAgreementTests {
    @Test func aDockedKeyboardWhereTheGuideIsAgrees() {
        #expect(
            KeyboardTopAgreement.disagreement(state: .docked, kitTop: 516, guideTop: 516, restingTop: 818) == nil)
        // A third of a pixel's rounding on a 3x screen.
        #expect(
            KeyboardTopAgreement.disagreement(state: .docked, kitTop: 516.33, guideTop: 516, restingTop: 818) == nil)
    }

    /// The accessory bar's 44 points left out of the kit's top: 560 against the guide's 516.
    @Test func aTopMoreThanAPointApartDisagrees() {
        #expect(
            KeyboardTopAgreement.disagreement(state: .docked, kitTop: 560, guideTop: 516, restingTop: 818)
                == "keyboard top: the kit 560, UIKit's layout guide 516")
    }

    @Test func aKeyboardOnlyOneSideSeesDisagrees() {
        #expect(
            KeyboardTopAgreement.disagreement(state: .hidden, kitTop: 818, guideTop: 516, restingTop: 818)
                == "UIKit's keyboard layout guide starts at 516, the kit sees no keyboard")
        #expect(
            KeyboardTopAgreement.disagreement(state: .docked, kitTop: 516, guideTop: 818, restingTop: 818)
                == "the kit sees a docked keyboard up to 516, UIKit's layout guide none")
    }

    @Test func noKeyboardAnywhereAgrees() {
        #expect(KeyboardTopAgreement.disagreement(state: .hidden, kitTop: 818, guideTop: 818, restingTop: 818) == nil)
    }

    /// The documented exception: for a floating keyboard the guide drops to the bottom.
    @Test func anUndockedKeyboardIsTheException() {
        #expect(
            KeyboardTopAgreement.disagreement(state: .undocked, kitTop: 1174, guideTop: 1174, restingTop: 1174) == nil)
    }
}

@Suite("Room made once for the keyboard, and given back")
struct KeyboardRoomTests {
    /// Safe area 34, a 300-point keyboard: one room-maker ends at most at 334.
    @Test func roomMadeOnceIsFine() {
        #expect(KeyboardRoom.countedTwice(before: 34, after: 300, contentInset: 266, overlap: 300) == nil)
        #expect(KeyboardRoom.countedTwice(before: 34, after: 334, contentInset: 300, overlap: 300) == nil)
    }

    /// The controller's 300 and the kit's 266 on top of the safe area's 34: 600.
    @Test func roomMadeTwiceFails() {
        #expect(
            KeyboardRoom.countedTwice(before: 34, after: 600, contentInset: 566, overlap: 300)
                == "the keyboard's room counted twice: adjustedContentInset.bottom 600 "
                + "(contentInset.bottom 566), at most 334")
    }

    @Test func insetsBackOnHide() {
        let before = EdgeInsets(top: 59, bottom: 34)
        #expect(KeyboardRoom.notRestored("adjustedContentInset", before: before, after: before) == nil)
        #expect(
            KeyboardRoom.notRestored("adjustedContentInset", before: before, after: EdgeInsets(top: 59, bottom: 334))
                == "adjustedContentInset after the keyboard hid is \(EdgeInsets(top: 59, bottom: 334)), was \(before)")
    }
}

@Suite("The focused field in clear view")
struct KeyboardClearanceTests {
    /// iPhone 15: keyboard from 516, the Previous/Next/Done bar 44 above it, from 472.
    static let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)
    static let bar = CGRect(x: 0, y: 472, width: 393, height: 44)

    @Test func theBarRaisesWhatIsCovered() {
        #expect(KeyboardClearance.coveredTop(keyboard: Self.keyboard, accessoryBar: Self.bar) == 472)
        #expect(KeyboardClearance.coveredTop(keyboard: Self.keyboard, accessoryBar: nil) == 516)
        #expect(KeyboardClearance.coveredTop(keyboard: Self.keyboard, accessoryBar: .zero) == 516)
    }

    /// A field from 418 to 462 clears the bar at 472; one from 440 to 484 is 12 points under it.
    @Test func aFieldUnderTheBarIsCovered() {
        #expect(
            KeyboardClearance.problem(
                field: CGRect(x: 16, y: 418, width: 361, height: 44), keyboard: Self.keyboard, accessoryBar: Self.bar)
                == nil)
        #expect(
            KeyboardClearance.problem(
                field: CGRect(x: 16, y: 440, width: 361, height: 44), keyboard: Self.keyboard, accessoryBar: Self.bar)
                == "the field's bottom 484 is below the keyboard's top 472")
    }

    /// Scrolled too far: under a navigation bar that ends at 103.
    @Test func aFieldUnderTheNavigationBarIsHidden() {
        #expect(
            KeyboardClearance.problem(
                field: CGRect(x: 16, y: 80, width: 361, height: 44), keyboard: Self.keyboard, accessoryBar: nil,
                visibleTop: 103) == "the field's top 80 is above the visible area's top 103")
    }

    @Test func noKeyboardIsAProblem() {
        #expect(
            KeyboardClearance.problem(
                field: CGRect(x: 16, y: 80, width: 361, height: 44), keyboard: .zero, accessoryBar: nil)
                == "no keyboard on screen")
    }
}
