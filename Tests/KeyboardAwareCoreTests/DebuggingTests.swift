import Foundation
import Testing

@testable import KeyboardAwareCore

@Suite("Second keyboard manager")
struct SecondKeyboardManagerTests {
    private let chain = ["SignUpViewController", "FormViewController", "UIViewController"]

    @Test func anEnabledManagerMovesTheViews() {
        #expect(
            SecondKeyboardManager.movesViews(
                isEnabled: true, disabledClasses: ["UITableViewController"], enabledClasses: [],
                controllerClasses: chain))
    }

    /// Its lists match a superclass as `isKind(of:)` does, and the disabled list wins.
    @Test func aDisabledSuperclassTurnsItOff() {
        #expect(
            !SecondKeyboardManager.movesViews(
                isEnabled: true, disabledClasses: ["FormViewController"], enabledClasses: ["SignUpViewController"],
                controllerClasses: chain))
    }

    @Test func anEnabledClassMovesViewsWhileSwitchedOff() {
        #expect(
            SecondKeyboardManager.movesViews(
                isEnabled: false, disabledClasses: [], enabledClasses: ["FormViewController"], controllerClasses: chain)
        )
        #expect(
            !SecondKeyboardManager.movesViews(
                isEnabled: nil, disabledClasses: [], enabledClasses: [], controllerClasses: chain))
    }

    @Test func theNoticeNamesTheLineThatTurnsItOff() {
        let swift = SecondKeyboardManager.known[0]
        #expect(swift.className == "IQKeyboardManagerSwift.IQKeyboardManager")
        #expect(
            swift.notice(controllerClass: "SignUpViewController")
                == "KeyboardAware: IQKeyboardManager is enabled for SignUpViewController, whose scroll view "
                + "KeyboardAware manages: both would move the same field. Turn it off for this controller: "
                + "IQKeyboardManager.shared.disabledDistanceHandlingClasses.append(SignUpViewController.self)")
        #expect(
            SecondKeyboardManager.known[1].notice(controllerClass: "LoginController").hasSuffix(
                "[[IQKeyboardManager sharedManager].disabledDistanceHandlingClasses addObject:[LoginController class]];"
            ))
    }
}

@Suite("Keyboard warm-up")
struct KeyboardWarmUpTests {
    private func facts(
        hasRun: Bool = false, drawn: Bool = true, active: Bool = true, editing: Bool = false
    ) -> KeyboardWarmUp.Facts {
        KeyboardWarmUp.Facts(
            hasRun: hasRun, hasDrawnFirstFrame: drawn, isSceneForegroundActive: active,
            isTextInputFirstResponder: editing)
    }

    @Test func runsOnceAfterTheFirstFrameInAnActiveScene() {
        #expect(KeyboardWarmUp.verdict(facts()) == .run)
        #expect(KeyboardWarmUp.verdict(facts(hasRun: true)) == .alreadyRan)
    }

    @Test func waitsForTheFirstFrameAndTheActiveScene() {
        #expect(KeyboardWarmUp.verdict(facts(drawn: false)) == .waitForActiveScene)
        #expect(KeyboardWarmUp.verdict(facts(active: false)) == .waitForActiveScene)
    }

    /// An input being edited has the keyboard already: the warm-up would only take its focus.
    @Test func neverRunsOverAnEditingInput() {
        #expect(KeyboardWarmUp.verdict(facts(editing: true)) == .inputIsEditing)
        #expect(KeyboardWarmUp.verdict(facts(drawn: false, editing: true)) == .inputIsEditing)
    }

    @Test func itsOwnNotificationsAreNotHeard() {
        #expect(KeyboardWarmUp.isOwnNotification(isWarmingUp: true, objectIsWarmUpField: false))
        #expect(KeyboardWarmUp.isOwnNotification(isWarmingUp: false, objectIsWarmUpField: true))
        #expect(!KeyboardWarmUp.isOwnNotification(isWarmingUp: false, objectIsWarmUpField: false))
    }
}
