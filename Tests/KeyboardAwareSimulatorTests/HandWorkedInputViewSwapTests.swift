import Foundation
import Testing

@testable import KeyboardAwareSimulator

/// A keyboard swapped for a custom input view (`inputView` and `reloadInputViews()`) and back,
/// as UIKit reports it: a frame change, or a hide followed by a show (*Which keyboard events count*, *Docked and undocked keyboards*, *How much of the view the keyboard covers*, *What is inset*, *When the offset moves*, *When the keyboard hides*, *Rotation and resizing*, *Animation*, *Repeated events change nothing*, *Content lift*, *Held hides*). Worked
/// out by hand from the rules before the scenario was first replayed.
@Suite("Hand-worked: a keyboard swapped for a custom input view")
struct HandWorkedInputViewSwapTests {
    /// iPhone 393×852, safe area 59/34, content 1600 high, at its end: maxOffsetY = 1600 + 34 - 852
    /// = 782. The text view (multiline) at 1540..1584, 1594 with its distance. `whenAtEnd`, hides
    /// held 0.05 s as the UIKit layer holds them.
    @Test func aPanelSwappedInAndOutKeepsTheEndWithNoJump() throws {
        try expectReplay(
            "chat-keyboard-swapped-for-input-view",
            [
                // Focus with no keyboard: nothing; visible [841, 1600].
                Expected(inset: 0, adjusted: 34, y: 782, keyboard: .hidden, focus: 0, visible: true, writes: "000"),
                // Keys 336 high: extra 336 - 34 = 302; kept at the end, 1600 + 336 - 852 = 1084;
                // the field (1540..1594) shows in [1143, 1600]: no focus scroll.
                Expected(
                    inset: 302, adjusted: 336, y: 1084, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111", notify: true),
                // The panel, 300 high, as a frame change with no animation (the views are replaced at
                // once): extra 266, end 1600 + 300 - 852 = 1048.
                Expected(
                    inset: 266, adjusted: 300, y: 1048, keyboard: .docked, focus: 0, visible: true, writes: "111",
                    notify: true),
                // Its did-event agrees: nothing.
                Expected(inset: 266, adjusted: 300, y: 1048, keyboard: .docked, focus: 0, visible: true, writes: "000"),
                // Back to the keys as a hide then a show: the hide is held while the text view edits
                // (*Held hides*), so the insets never drop to 0 and the content never jumps to 782.
                Expected(
                    inset: 266, adjusted: 300, y: 1048, keyboard: .docked, focus: 0, visible: true, writes: "000",
                    notify: false),
                // The show drops it and lays out the keys: 302, at the end 1084.
                Expected(
                    inset: 302, adjusted: 336, y: 1084, keyboard: .docked, animation: 0.25, focus: 0, visible: true,
                    writes: "111", notify: true),
                Expected(inset: 302, adjusted: 336, y: 1084, keyboard: .docked, focus: 0, visible: true, writes: "000"),
            ])
    }
}
