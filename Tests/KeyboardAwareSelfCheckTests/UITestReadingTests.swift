import Foundation
import Testing

@testable import KeyboardAwareSelfCheck

@Suite("What the UI tests read from the accessibility tree")
struct UITestReadingTests {
    /// An iPhone 16's keyboard, 336 points high at the bottom of its 852-point screen, with the
    /// field focused: the software keyboard is up.
    @Test func aKeyboardWithKeysIsUp() {
        let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)
        #expect(SoftwareKeyboardPresence.problem(fieldHasFocus: true, keyboard: keyboard) == nil)
        // 120 points is still a keyboard; half a point less is the bar of a hardware keyboard.
        #expect(
            SoftwareKeyboardPresence.problem(fieldHasFocus: true, keyboard: CGRect(x: 0, y: 0, width: 393, height: 120))
                == nil)
        #expect(
            SoftwareKeyboardPresence.problem(
                fieldHasFocus: true, keyboard: CGRect(x: 0, y: 0, width: 393, height: 119.5))
                == "only a 119.5-point bar came up in place of the keyboard: the simulator's hardware keyboard is connected"
        )
    }

    /// The iPad's shortcuts bar, 55 points at the bottom of an 834×1194 screen, is what a connected
    /// hardware keyboard leaves; no keyboard at all, or an empty frame, with the field focused, too.
    @Test func aHardwareKeyboardIsNamed() {
        #expect(
            SoftwareKeyboardPresence.problem(
                fieldHasFocus: true, keyboard: CGRect(x: 0, y: 1139, width: 834, height: 55))
                == "only a 55-point bar came up in place of the keyboard: the simulator's hardware keyboard is connected"
        )
        let none =
            "the field has keyboard focus but no software keyboard came up: "
            + "the simulator's hardware keyboard is connected"
        #expect(SoftwareKeyboardPresence.problem(fieldHasFocus: true, keyboard: nil) == none)
        #expect(SoftwareKeyboardPresence.problem(fieldHasFocus: true, keyboard: .zero) == none)
    }

    /// Without focus, the tap missed the field: that is said, not the hardware keyboard.
    @Test func aFieldWithoutFocusIsNamed() {
        #expect(
            SoftwareKeyboardPresence.problem(fieldHasFocus: false, keyboard: nil)
                == "the field did not take keyboard focus, and no keyboard came up")
        #expect(
            SoftwareKeyboardPresence.problem(
                fieldHasFocus: false, keyboard: CGRect(x: 0, y: 516, width: 393, height: 336))
                == "a keyboard is up, but the field does not have keyboard focus")
    }

    /// The sign-up form's readout: no keyboard on an iPhone 16 (the home indicator's 34 points are
    /// UIKit's own), then a 336-point keyboard with a 44-point bar reaching 380 points into the
    /// form: 380 − 34 = 346 of the kit's on top of the app's 0.
    @Test func theInsetReadoutReadsBack() {
        let resting = InsetReadout(content: 0, indicator: 0, adjusted: 34)
        #expect(resting.description == "contentInset.bottom 0, indicator 0, adjusted 34")
        #expect(InsetReadout("contentInset.bottom 0, indicator 0, adjusted 34") == resting)
        let up = InsetReadout(content: CGFloat(345.6), indicator: 346.4, adjusted: 380)
        #expect(up == InsetReadout(content: 346, indicator: 346, adjusted: 380))
        #expect(InsetReadout(up.description) == up)
    }

    /// The same iPhone 16: the keyboard and its bar reach 380 points into the form. 346 on both
    /// insets and 380 adjusted is room made exactly; 380.8 measured is within the point that
    /// frames round to.
    @Test func theInsetsMakeRoomForTheKeyboard() {
        let up = InsetReadout(content: 346, indicator: 346, adjusted: 380)
        #expect(up.problem(keyboardCovering: 380) == nil)
        #expect(up.problem(keyboardCovering: 380.8) == nil)
        #expect(
            up.problem(keyboardCovering: 381.5)
                == "the adjusted inset 380 does not end at the keyboard's top, 381.5 points above the scroll view's bottom"
        )
        // The keyboard's room without its bar (336): 44 points short.
        #expect(
            InsetReadout(content: 302, indicator: 302, adjusted: 336).problem(keyboardCovering: 380)
                == "the adjusted inset 336 does not end at the keyboard's top, 380 points above the scroll view's bottom"
        )
        #expect(
            InsetReadout(content: 0, indicator: 0, adjusted: 34).problem(keyboardCovering: 380)
                == "no room was made for the keyboard: contentInset.bottom is 0")
        #expect(
            InsetReadout(content: 346, indicator: 0, adjusted: 380).problem(keyboardCovering: 380)
                == "the indicator inset 0 is not the content inset 346")
        // A sheet UIKit moved so that the keyboard covers 20 points of it, less than the 34 of the
        // safe area: no room is due (20 - 34 < 0), and some made is wrong.
        #expect(InsetReadout(content: 0, indicator: 0, adjusted: 34).problem(keyboardCovering: 20) == nil)
        #expect(
            InsetReadout(content: 10, indicator: 10, adjusted: 44).problem(keyboardCovering: 20)
                == "room was made (contentInset.bottom 10) where the keyboard covers 20 points, no more than the 34 UIKit adds"
        )
    }

    /// Any other text is no readout: a test reading it fails instead of comparing nothing.
    @Test func otherTextIsNoReadout() {
        #expect(InsetReadout("") == nil)
        #expect(InsetReadout("contentInset.bottom 0, indicator 0") == nil)
        #expect(InsetReadout("contentInset.bottom x, indicator 0, adjusted 34") == nil)
        #expect(InsetReadout("indicator 0, contentInset.bottom 0, adjusted 34") == nil)
    }
}
