import Foundation
import KeyboardAwareCore
import Testing

@Suite("When a layout pass is a resize")
struct LayoutGeometryTests {
    let portrait = LayoutGeometry(
        screenSize: CGSize(width: 393, height: 852),
        frameInScreen: CGRect(x: 0, y: 0, width: 393, height: 852),
        systemInset: EdgeInsets(top: 59, bottom: 34))

    @Test func theFirstLayoutCounts() {
        #expect(portrait.requiresLayout(since: nil))
    }

    @Test func aScrollIsNotAResize() {
        // The snapshot of a scrolled view differs only in offset: same geometry.
        #expect(!LayoutGeometry(phone(offsetY: 300)).requiresLayout(since: LayoutGeometry(phone())))
        #expect(!portrait.requiresLayout(since: portrait))
    }

    @Test func rotationWindowAndSafeAreaChangesAre() {
        var rotated = portrait
        rotated.screenSize = CGSize(width: 852, height: 393)
        #expect(rotated.requiresLayout(since: portrait))
        var moved = portrait
        moved.frameInScreen.origin.y = 0.02
        #expect(moved.requiresLayout(since: portrait))
        var nudged = portrait
        nudged.frameInScreen.origin.y = 0.005 // within 0.01 pt: noise
        #expect(!nudged.requiresLayout(since: portrait))
        var safeArea = portrait
        safeArea.systemInset.bottom = 21
        #expect(safeArea.requiresLayout(since: portrait))
    }

    @Test func aCollapsingLargeTitleIsNot() {
        // The top safe-area part shrinks from 59 + 52 (large title) to 59 + 0 as people scroll.
        var collapsed = portrait
        collapsed.systemInset.top = 59
        var large = portrait
        large.systemInset.top = 111
        #expect(!collapsed.requiresLayout(since: large))
    }
}
