import KeyboardAwareCore
import Testing

@Suite("Tap to dismiss: whose editing a tap ends")
struct DismissTapTargetTests {
    @Test func anInputInsideTheScrollViewComesFirst() {
        for outside in [DismissTapTarget.OutsideInput.absent, .inSameScene, .inAnotherScene] {
            #expect(DismissTapTarget.target(inputInScrollView: true, outside: outside) == .inputInScrollView)
        }
    }

    @Test func aComposerOutsideTheScrollViewIsEndedInTheSameScene() {
        #expect(DismissTapTarget.target(inputInScrollView: false, outside: .inSameScene) == .inputOutside)
    }

    @Test func anInputInAnotherWindowSceneIsNotThisTapsToEnd() {
        // iPad windows side by side: the field being edited in the other scene keeps its keyboard.
        #expect(DismissTapTarget.target(inputInScrollView: false, outside: .inAnotherScene) == .nothing)
        #expect(DismissTapTarget.target(inputInScrollView: false, outside: .absent) == .nothing)
    }
}
