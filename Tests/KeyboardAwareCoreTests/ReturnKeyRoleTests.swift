import KeyboardAwareCore
import Testing

@Suite("*The return key*: when the kit takes part in a text field's return key")
struct ReturnKeyRoleTests {
    @Test func aDefaultKeyIsNavigatedAndLabelled() {
        #expect(ReturnKeyRole.role(for: .init(keyType: .default)) == .navigatesAndLabels)
        // A label the kit set itself counts as the app's `.default`.
        #expect(ReturnKeyRole.role(for: .init(keyType: .navigation, keyTypeSetByKit: true)) == .navigatesAndLabels)
    }

    @Test func aNextOrDoneKeyTheAppChoseKeepsItsLabel() {
        #expect(ReturnKeyRole.role(for: .init(keyType: .navigation)) == .navigates)
    }

    @Test func theAppsOwnReturnHandlingKeepsTheKitOut() {
        // Other return actions or a search field, whatever the key. (A delegate decides by what
        // textFieldShouldReturn(_:) returns: UIKit sends the event the kit listens for only on true.)
        for keyType in [ReturnKeyRole.KeyType.default, .navigation, .appAction] {
            #expect(ReturnKeyRole.role(for: .init(keyType: keyType, hasOtherReturnActions: true)) == .none)
            #expect(ReturnKeyRole.role(for: .init(keyType: keyType, isSearchField: true)) == .none)
        }
        // Even a label the kit set earlier is given up once the app adds a return action.
        #expect(
            ReturnKeyRole.role(
                for: .init(keyType: .navigation, keyTypeSetByKit: true, hasOtherReturnActions: true)) == .none)
        // Go, Send, Search… promise the app's action.
        #expect(ReturnKeyRole.role(for: .init(keyType: .appAction)) == .none)
    }

    @Test func returnMovesFocusOnlyWhenTheKitTakesPartAndNoOtherInputTookIt() {
        let order = ReturnKeyEditingEnd.afterTheEvent
        #expect(
            ReturnKeyPress(role: .navigates, fieldStillEdits: true, delegateHandlesReturn: true).movesFocus(
                knowing: order))
        #expect(
            ReturnKeyPress(role: .navigatesAndLabels, fieldStillEdits: true, delegateHandlesReturn: false)
                .movesFocus(knowing: order))
        // The app's delegate put focus in another field: it keeps it, whatever the order.
        for order in [ReturnKeyEditingEnd.afterTheEvent, .beforeTheEvent] {
            #expect(
                !ReturnKeyPress(
                    role: .navigates, fieldStillEdits: false, anotherInputEdits: true, delegateHandlesReturn: true
                )
                .movesFocus(knowing: order))
        }
        #expect(
            !ReturnKeyPress(
                role: .navigates, isNavigationEnabled: false, fieldStillEdits: true, delegateHandlesReturn: false
            )
            .movesFocus(knowing: order))
        #expect(
            !ReturnKeyPress(role: .none, fieldStillEdits: true, delegateHandlesReturn: false).movesFocus(knowing: order)
        )
    }

    @Test func aKeyboardTheAppDismissedOnReturnStaysDismissed() {
        // The delegate called resignFirstResponder() and returned true. UIKit ends editing after
        // the event (what the kit assumes, and sees whenever a field still edits at the event):
        // nothing editing means the app ended it, from the very first press.
        #expect(ReturnKeyEditingEnd.assumed == .afterTheEvent)
        let dismissedByTheApp = ReturnKeyPress(
            role: .navigatesAndLabels, fieldStillEdits: false, delegateHandlesReturn: true)
        #expect(!dismissedByTheApp.movesFocus(knowing: .assumed))
        #expect(dismissedByTheApp.showsTheAppDismissed(knowing: .assumed))
        // Where UIKit is seen ending editing first, the same reading may be UIKit's own ending: the
        // kit moves on, as return navigation needs, and blames the app for nothing.
        #expect(dismissedByTheApp.movesFocus(knowing: .beforeTheEvent))
        #expect(!dismissedByTheApp.showsTheAppDismissed(knowing: .beforeTheEvent))
        // With no delegate method, no app code ran: a field no longer editing was ended by UIKit.
        let endedByUIKit = ReturnKeyPress(
            role: .navigatesAndLabels, fieldStillEdits: false, delegateHandlesReturn: false)
        #expect(endedByUIKit.movesFocus(knowing: .afterTheEvent))
        #expect(!endedByUIKit.showsTheAppDismissed(knowing: .afterTheEvent))
        // A field still editing, or one the app moved focus from, shows no dismissal.
        #expect(
            !ReturnKeyPress(role: .navigates, fieldStillEdits: true, delegateHandlesReturn: true)
                .showsTheAppDismissed(knowing: .afterTheEvent))
        #expect(
            !ReturnKeyPress(
                role: .navigates, fieldStillEdits: false, anotherInputEdits: true, delegateHandlesReturn: true
            )
            .showsTheAppDismissed(knowing: .afterTheEvent))
    }

    @Test func theKitsLabelIsNextOnlyWhereReturnMovesOn() {
        #expect(ReturnKeyLabel.label(hasNextField: true, appDismissesOnReturn: false) == .next)
        #expect(ReturnKeyLabel.label(hasNextField: false, appDismissesOnReturn: false) == .done)
        // A field whose delegate was seen dismissing the keyboard on return: return ends editing.
        #expect(ReturnKeyLabel.label(hasNextField: true, appDismissesOnReturn: true) == .done)
        #expect(ReturnKeyLabel.label(hasNextField: false, appDismissesOnReturn: true) == .done)
    }

    @Test func uikitsOrderFollowsThePressesThatShowIt() {
        var order = ReturnKeyEditingEnd.assumed
        // A press that cannot tell (the app's code ran and nothing edits) changes nothing.
        order.learn(from: ReturnKeyPress(role: .navigates, fieldStillEdits: false, delegateHandlesReturn: true))
        #expect(order == .afterTheEvent)
        // Nor does one where the app moved focus.
        order.learn(
            from: ReturnKeyPress(
                role: .navigates, fieldStillEdits: false, anotherInputEdits: true, delegateHandlesReturn: false))
        #expect(order == .afterTheEvent)
        // A field ended with no app code run: this system ends editing first; the latest press decides.
        order.learn(from: ReturnKeyPress(role: .navigates, fieldStillEdits: false, delegateHandlesReturn: false))
        #expect(order == .beforeTheEvent)
        // A field still editing at the event: UIKit ends editing after it.
        order.learn(from: ReturnKeyPress(role: .navigates, fieldStillEdits: true, delegateHandlesReturn: true))
        #expect(order == .afterTheEvent)
    }
}
