import Foundation
import KeyboardAwareCore
import Testing

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

    /// IQKeyboardManager's `shared` (Swift) and `sharedManager` (Objective-C) create the manager,
    /// whose initializer registers its observers and turns its toolbar on: no plan reads them, and
    /// with no read that returns only an existing instance, both are skipped.
    @Test func noPlanAsksForAConstructingRead() {
        #expect(SecondKeyboardManager.known.count == 2)
        for manager in SecondKeyboardManager.known {
            #expect(manager.safeSelector == nil, "\(manager.name)")
            if case .existingInstance(let selector) = manager.lookup {
                #expect(!manager.constructingAccessors.contains(selector), "\(manager.name)")
            }
        }
        #expect(SecondKeyboardManager.known[0].constructingAccessors.contains("shared"))
        #expect(SecondKeyboardManager.known[1].constructingAccessors.contains("sharedManager"))
    }

    /// A read of an existing instance is made; one that names a constructing accessor is not.
    @Test func onlyAReadOfAnExistingInstanceIsMade() {
        var manager = SecondKeyboardManager.known[0]
        manager.lookup = .existingInstance(selector: "existingManager")
        #expect(manager.safeSelector == "existingManager")
        manager.lookup = .existingInstance(selector: "shared")
        #expect(manager.safeSelector == nil)
        manager.lookup = .skipped(reason: "none")
        #expect(manager.safeSelector == nil)
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
        hasRun: Bool = false, drawn: Bool = true, active: Bool = true,
        responder: KeyboardWarmUp.FirstResponder? = nil
    ) -> KeyboardWarmUp.Facts {
        KeyboardWarmUp.Facts(
            hasRun: hasRun, hasDrawnFirstFrame: drawn, isSceneForegroundActive: active, firstResponder: responder)
    }

    @Test func runsOnceAfterTheFirstFrameInAnActiveScene() {
        #expect(KeyboardWarmUp.verdict(facts()) == .run)
        #expect(KeyboardWarmUp.verdict(facts(hasRun: true)) == .alreadyRan)
    }

    @Test func waitsForTheFirstFrameAndTheActiveScene() {
        #expect(KeyboardWarmUp.verdict(facts(drawn: false)) == .waitForActiveScene)
        #expect(KeyboardWarmUp.verdict(facts(active: false)) == .waitForActiveScene)
    }

    /// Whatever is first responder keeps its place: an editing input has the keyboard already, a
    /// chat controller shows its composer only while it is first, a composer's text view lives in
    /// the keyboard's window, and a controller with key commands loses them. Each is dropped, not
    /// waited for, and even before the first frame.
    @Test func neverRunsWhileAnythingIsFirstResponder() {
        let kinds: [KeyboardWarmUp.FirstResponder] = [
            .textInput, .textInputInKeyboardWindow, .viewController, .otherResponder,
        ]
        #expect(kinds.count == KeyboardWarmUp.FirstResponder.allCases.count)
        for kind in kinds {
            #expect(KeyboardWarmUp.verdict(facts(responder: kind)) == .responderIsFirst)
            #expect(KeyboardWarmUp.verdict(facts(drawn: false, responder: kind)) == .responderIsFirst)
            #expect(KeyboardWarmUp.verdict(facts(hasRun: true, responder: kind)) == .alreadyRan)
        }
    }

    /// Whether `aftermath` takes a late notification for the warm-up's (a mutating call cannot
    /// stand inside `#expect`).
    private func hears(_ aftermath: inout KeyboardWarmUp.Aftermath, isKeyboardOwnerFirst: Bool, isLocal: Bool?) -> Bool
    {
        aftermath.isWarmUps(isKeyboardOwnerFirst: isKeyboardOwnerFirst, isLocal: isLocal)
    }

    @Test func itsOwnNotificationsAreNotHeard() {
        #expect(KeyboardWarmUp.isOwnNotification(isWarmingUp: true, objectIsWarmUpField: false))
        #expect(KeyboardWarmUp.isOwnNotification(isWarmingUp: false, objectIsWarmUpField: true))
        #expect(!KeyboardWarmUp.isOwnNotification(isWarmingUp: false, objectIsWarmUpField: false))
    }

    /// iOS 17's keyboard reports the warm-up's show and hide late, as many turns late as it likes:
    /// each that comes while nothing is first responder is the warm-up's, however many.
    @Test func lateNotificationsWithNothingFirstAreTheWarmUps() {
        var aftermath = KeyboardWarmUp.Aftermath()
        // No warm-up ran: nothing is its.
        #expect(!hears(&aftermath, isKeyboardOwnerFirst: false, isLocal: true))
        aftermath.warmUpEnded()
        // A late will-show, did-show, will-hide, did-hide, one without isLocal among them.
        #expect(hears(&aftermath, isKeyboardOwnerFirst: false, isLocal: true))
        #expect(hears(&aftermath, isKeyboardOwnerFirst: false, isLocal: nil))
        #expect(hears(&aftermath, isKeyboardOwnerFirst: false, isLocal: true))
        #expect(hears(&aftermath, isKeyboardOwnerFirst: false, isLocal: true))
        #expect(aftermath.isAwaiting)
    }

    /// Another app's keyboard (Slide Over, Split View) is never the warm-up's, and does not end
    /// the wait for the warm-up's own.
    @Test func anotherAppsKeyboardIsNotTheWarmUps() {
        var aftermath = KeyboardWarmUp.Aftermath()
        aftermath.warmUpEnded()
        #expect(!hears(&aftermath, isKeyboardOwnerFirst: false, isLocal: false))
        #expect(hears(&aftermath, isKeyboardOwnerFirst: false, isLocal: true))
    }

    /// The user's first keyboard (a field, or a chat controller showing its composer) finds its
    /// responder first: it is heard, and so is everything after it, a late hide of the warm-up
    /// included (it hides a keyboard no scroll view made room for, so it writes nothing).
    @Test func aResponderFirstEndsTheWaitForGood() {
        var aftermath = KeyboardWarmUp.Aftermath()
        aftermath.warmUpEnded()
        #expect(!hears(&aftermath, isKeyboardOwnerFirst: true, isLocal: true))
        #expect(!aftermath.isAwaiting)
        #expect(!hears(&aftermath, isKeyboardOwnerFirst: false, isLocal: true))

        var editing = KeyboardWarmUp.Aftermath()
        editing.warmUpEnded()
        editing.responderBecameFirst()
        #expect(!hears(&editing, isKeyboardOwnerFirst: false, isLocal: true))
    }

    /// What ends the wait: a responder that shows the keyboard, an input view or an accessory, not
    /// one with key commands alone.
    @Test func onlyAResponderThatCanShowAKeyboardEndsTheWait() {
        #expect(KeyboardWarmUp.canShowKeyboard(isTextInput: true, hasInputView: false, hasInputAccessoryView: false))
        #expect(KeyboardWarmUp.canShowKeyboard(isTextInput: false, hasInputView: false, hasInputAccessoryView: true))
        #expect(KeyboardWarmUp.canShowKeyboard(isTextInput: false, hasInputView: true, hasInputAccessoryView: false))
        #expect(!KeyboardWarmUp.canShowKeyboard(isTextInput: false, hasInputView: false, hasInputAccessoryView: false))
    }

    /// The responder is asked only while a warm-up's notification is awaited (it costs an action
    /// sent through UIKit).
    @Test func asksForTheResponderOnlyWhileAwaiting() {
        var aftermath = KeyboardWarmUp.Aftermath()
        var asked = 0
        func ask() -> Bool {
            asked += 1
            return true
        }
        _ = aftermath.isWarmUps(isKeyboardOwnerFirst: ask(), isLocal: true)
        #expect(asked == 0)
        aftermath.warmUpEnded()
        _ = aftermath.isWarmUps(isKeyboardOwnerFirst: ask(), isLocal: true)
        _ = aftermath.isWarmUps(isKeyboardOwnerFirst: ask(), isLocal: true)
        #expect(asked == 1)
    }
}

@Suite("Debug overlay accessibility")
struct DebugOverlayAccessibilityTests {
    /// VoiceOver never reads the overlay's line over the app; a UI test, run without VoiceOver,
    /// still finds it.
    @Test func hiddenFromVoiceOverOnly() {
        #expect(DebugOverlayAccessibility.isHidden(isVoiceOverRunning: true))
        #expect(!DebugOverlayAccessibility.isHidden(isVoiceOverRunning: false))
    }
}
