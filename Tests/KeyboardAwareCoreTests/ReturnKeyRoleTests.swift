import Testing

@testable import KeyboardAwareCore

@Suite("Rule 12: when the kit takes part in a text field's return key")
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

    @Test func returnMovesFocusOnlyWhenNoOtherInputTookIt() {
        #expect(
            ReturnKeyRole.movesFocusOnReturn(
                role: .navigates, isNavigationEnabled: true,
                anotherInputIsFirstResponder: false))
        #expect(
            ReturnKeyRole.movesFocusOnReturn(
                role: .navigatesAndLabels, isNavigationEnabled: true,
                anotherInputIsFirstResponder: false))
        #expect(
            !ReturnKeyRole.movesFocusOnReturn(
                role: .navigates, isNavigationEnabled: true,
                anotherInputIsFirstResponder: true))
        #expect(
            !ReturnKeyRole.movesFocusOnReturn(
                role: .navigates, isNavigationEnabled: false,
                anotherInputIsFirstResponder: false))
        #expect(
            !ReturnKeyRole.movesFocusOnReturn(
                role: .none, isNavigationEnabled: true,
                anotherInputIsFirstResponder: false))
    }
}
