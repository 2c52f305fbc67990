import Foundation
import Testing

@testable import KeyboardAwareCore

/// The facts the UIKit layer reads before it asks the engine, each read by a core function of raw
/// values or by the keyboard intake (`KeyboardIntake`) from raw reads, worked out by hand from what
/// Apple documents and what has been reported.
@Suite("Facts read from UIKit: the ten places a device differed")
struct ReadingFactsTests {
    // MARK: - 1. iPadOS 26 editors: the keyboard frame reported in the text view's coordinates (FB18129544)

    /// An 11-inch iPad, portrait: 820 x 1180. The docked keyboard with its accessory is 415 high,
    /// so it rests at 1180 - 415 = 765.
    let iPad = CGSize(width: 820, height: 1180)
    let iPadKeyboard = CGRect(x: 0, y: 765, width: 820, height: 415)
    /// A full-width text view under a 74 pt navigation bar: the usual editor.
    let editor = CGRect(x: 0, y: 74, width: 820, height: 1106)

    /// The frame iPadOS 26 posts in the text view's coordinates: its y is the screen's minus the
    /// view's top plus its content offset.
    func inEditor(offsetY: CGFloat) -> CGRect {
        iPadKeyboard.offsetBy(dx: 0, dy: -74 + offsetY)
    }

    @Test func aFullWidthEditorsFrameInItsOwnCoordinatesIsReadInThem() {
        // Not scrolled: reported 765 - 74 = 691, bottom 1106, above the screen's 1180. As a screen
        // frame it is undocked (covers nothing); in the editor's space it is 691 + 74 = 765.
        let reported = inEditor(offsetY: 0)
        #expect(reported == CGRect(x: 0, y: 691, width: 820, height: 415))
        let fromEditor = KeyboardSource.rect(reported, inViewAt: editor, boundsOrigin: .zero)
        #expect(
            KeyboardSource.screenFrame(reported: reported, fromInput: fromEditor, screenSize: iPad) == iPadKeyboard)
    }

    @Test func aScrolledEditorsFrameIsNotTakenForAHide() {
        // Scrolled 800 down: reported 765 - 74 + 800 = 1491, wholly below the screen (hidden by
        // *Docked and undocked keyboards*). Read in the editor's space: 1491 + 74 - 800 = 765.
        let reported = inEditor(offsetY: 800)
        #expect(reported.minY == 1491)
        let fromEditor = KeyboardSource.rect(reported, inViewAt: editor, boundsOrigin: CGPoint(x: 0, y: 800))
        #expect(
            KeyboardSource.screenFrame(reported: reported, fromInput: fromEditor, screenSize: iPad) == iPadKeyboard)
    }

    @Test func framesThatAreScreenFramesStayAsReported() {
        // A docked frame resting on the bottom, whatever the input's space would give.
        let elsewhere = CGRect(x: 0, y: 839, width: 820, height: 415)
        #expect(
            KeyboardSource.screenFrame(reported: iPadKeyboard, fromInput: elsewhere, screenSize: iPad) == iPadKeyboard)
        // A hardware keyboard's shortcuts bar: the software keyboard's 415 pt frame with only its
        // 55 pt bar on screen (top 1125, across the bottom). The editor's space gives 1199, which
        // rests nowhere either: the frame stands.
        let bar = CGRect(x: 0, y: 1125, width: 820, height: 415)
        let barFromEditor = KeyboardSource.rect(bar, inViewAt: editor, boundsOrigin: .zero)
        #expect(barFromEditor.minY == 1199)
        #expect(KeyboardSource.screenFrame(reported: bar, fromInput: barFromEditor, screenSize: iPad) == bar)
        // A floating keyboard, 320 wide, is not a docked one's width: it stays.
        let floating = CGRect(x: 250, y: 600, width: 320, height: 260)
        #expect(KeyboardSource.screenFrame(reported: floating, fromInput: nil, screenSize: iPad) == floating)
    }

    // MARK: - 2. Chat screens with .interactiveWithAccessory

    @Test func bothInteractiveModesFollowTheFinger() {
        // UIScrollView.KeyboardDismissMode: .onDrag 1, .interactive 2, .interactiveWithAccessory 4.
        let withAccessory = InteractiveDismissal(mode: 4, accessoryStaysUnderInteractive: true)
        #expect(withAccessory == .keyboardAndAccessory)
        #expect(withAccessory.followsFinger)
        #expect(InteractiveDismissal(mode: 2, accessoryStaysUnderInteractive: true) == .keyboardOnly)
        #expect(InteractiveDismissal(mode: 2, accessoryStaysUnderInteractive: false) == .keyboardAndAccessory)
        #expect(!InteractiveDismissal(mode: 1, accessoryStaysUnderInteractive: true).followsFinger)
        #expect(!InteractiveDismissal(mode: 0, accessoryStaysUnderInteractive: true).followsFinger)
    }

    // MARK: - 3. A secure field -> text view swap

    /// The phone's keyboard frame once it is down: 0,852 393x336.
    let hidden = CGRect(x: 0, y: 852, width: 393, height: 336)

    @Test func aTextViewThatHasNotBegunEditingYetStillEdits() throws {
        // The secure field began editing but is no longer first responder, and the scroll view
        // tracks no input; the text view is first responder but posts its begin-editing after the
        // will-events: the window's first responder tells that an input still edits.
        let secure = TestInput()
        let textView = TestInput()
        let reads = TestReads(firstResponder: textView)
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(secure)
        let swap = try intake.keyboardInput(show(hidden, kind: .willHide), reads: reads)
        #expect(swap.keyboard.isInputEditing == true)
        #expect(reads.count(.hasTextInputFirstResponder) == 1)
        // The tracked input is not first responder, none began, and no text input in the window
        // is: none edits.
        let noneFirst = TestReads()
        var ended = KeyboardIntake<TestInput>()
        let gone = try ended.keyboardInput(show(hidden, kind: .willHide), tracked: secure, reads: noneFirst)
        #expect(gone.keyboard.isInputEditing == false)
        // The tracked input is first responder: it edits, and the window is not walked.
        let tracked = TestReads(firstResponder: textView)
        let edits = try ended.keyboardInput(show(hidden, kind: .willHide), tracked: textView, reads: tracked)
        #expect(edits.keyboard.isInputEditing == true)
        #expect(tracked.count(.hasTextInputFirstResponder) == 0)
        // A did-event is never held: the window is not asked.
        let did = try intake.keyboardInput(show(hidden, kind: .didHide), reads: reads)
        #expect(did.keyboard.isInputEditing == false)
        #expect(reads.count(.hasTextInputFirstResponder) == 1)
    }

    @Test func aShowReadsWhetherTheInputThatBeganIsFirstResponderOnceWhateverTheViews() throws {
        // Field `a` began editing and is first responder; three observing scroll views track
        // nothing, and `a` is inside none of them. The hub hands each the one notice.
        let a = TestInput()
        var reads = TestReads(firstResponder: a)
        reads.nestings[a] = .outside
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(a)
        let shown = try intake.takeIn(show(kind: .willShow), reads: reads)
        #expect(shown.editingInputIsFirstResponder == true && shown.measuredInput == ObjectIdentifier(a))
        for _ in 0..<3 {
            let taken = intake.keyboardInput(
                for: shown, editing: a, scrollView: TestScrollView(), tracked: nil, snapshot: phone(), judged: true,
                reads: reads)
            #expect(taken.startsTracking == nil && taken.keyboard.isInputEditing == true)
        }
        // Asked once, in `take` (its accessory measured without asking again); each view asks only
        // whether `a` is inside it, and walks nothing.
        #expect(reads.count(.isFirstResponder, of: a) == 1)
        #expect(reads.count(.nesting, of: a) == 3)
        #expect(reads.count(.firstResponderInside) == 0 && reads.count(.hasTextInputFirstResponder) == 0)
        // A hide takes the input as it is, asking once more whether it is first responder, for
        // every view's choice of holding the hide: the views ask nothing (still 1 + 1 = 2).
        let hide = try intake.takeIn(show(hidden, kind: .willHide), reads: reads)
        #expect(hide.editingInputIsFirstResponder == true)
        #expect(reads.count(.isFirstResponder, of: a) == 2)
        for _ in 0..<3 {
            let taken = intake.keyboardInput(
                for: hide, editing: a, scrollView: TestScrollView(), tracked: nil, snapshot: phone(), judged: true,
                reads: reads)
            #expect(taken.keyboard.isInputEditing == true)
        }
        #expect(reads.count(.isFirstResponder, of: a) == 2)
    }

    @Test func anInputThatStopsEditingWhileTheNoticeIsHandedOutIsNotTracked() throws {
        // Field `a` began editing and is first responder when the will-show comes; `a` and `b` are
        // inside the scroll view, which tracks nothing. The hub holds `a`, as `take` gave it, while
        // it hands the notice from view to view.
        let a = TestInput()
        let b = TestInput()
        var reads = TestReads(firstResponder: a)
        reads.nestings[a] = .inside
        reads.nestings[b] = .inside
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(a)
        var editing: TestInput?
        let shown = try #require(intake.take(show(kind: .willShow), from: phoneOrigin, reads: reads, editing: &editing))
        #expect(editing === a && shown.editingInputIsFirstResponder)
        func startsTracking() -> TestInput? {
            intake.keyboardInput(
                for: shown, editing: editing, scrollView: TestScrollView(), tracked: nil, snapshot: phone(),
                judged: true, reads: reads
            ).startsTracking
        }
        // Nothing changed: the view tracks `a` from this notification on.
        #expect(startsTracking() === a)
        // An earlier view's writes ran app code that ended `a`'s editing: `a` is no longer the input
        // edited, and the view tracks nothing.
        intake.inputEndedEditing(a)
        #expect(startsTracking() == nil)
        // ... or that moved editing to `b`: the view tracks `b`, the input edited now.
        intake.inputBeganEditing(b)
        #expect(startsTracking() === b)
    }

    @Test func theSwapsHideIsHeldSoTheInsetsDoNotFlash() throws {
        // The secure field is edited with the keyboard up over the phone: extra 336 - 34 = 302.
        let secure = TestInput()
        let textView = TestInput()
        var reads = TestReads(firstResponder: secure)
        var intake = KeyboardIntake<TestInput>()
        intake.inputBeganEditing(secure)
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        let up = try intake.keyboardInput(show(), reads: reads)
        let shown = engine.decide(.keyboard(up.keyboard), at: 0, scrollView: view, focus: nil)
        view = applying(shown.changes, to: view)
        #expect(view.contentInset.bottom == 302)
        // The swap: the secure field ends editing, the text view becomes first responder and its
        // begin-editing has not come. Its willHide, with the window still editing, is held for
        // 0.05 s: nothing written.
        intake.inputEndedEditing(secure)
        reads = TestReads(firstResponder: textView)
        let hide = KeyboardNotification(kind: .willHide, endFrame: hidden, duration: 0.25)
        let swap = try intake.keyboardInput(hide, reads: reads)
        let held = engine.decide(.keyboard(swap.keyboard), at: 1, scrollView: view, focus: nil)
        #expect(held.changes.isEmpty)
        #expect(held.wakeAt == 1.05)
        // The text view's show follows: the held hide is dropped, the inset never moved.
        let again = try intake.keyboardInput(show(), reads: reads)
        let back = engine.decide(.keyboard(again.keyboard), at: 1.01, scrollView: view, focus: nil)
        #expect(back.changes.contentInset == nil)
    }

    // MARK: - 4. The first view under a keyboard already up

    @Test func aSceneBackInTheForegroundWaitsForAKeyboardNotKnownYet() {
        // The phone's keyboard 0,516 393x336 was up when the scene left.
        let before = CGRect(x: 0, y: 516, width: 393, height: 336)
        let now = CGRect(x: 0, y: 560, width: 393, height: 292)
        // Known now: that frame, or a hide; nothing asked again.
        #expect(KeyboardSource.Attach.shown(now).foregroundFrame(last: before) == (now, false))
        #expect(KeyboardSource.Attach.hidden.foregroundFrame(last: before) == (nil, false))
        // Not known yet (the guide not laid out again): the frame of before, and asked again;
        // never "no keyboard".
        #expect(KeyboardSource.Attach.notYetKnown.foregroundFrame(last: before) == (before, true))
        #expect(KeyboardSource.Attach.notYetKnown.foregroundFrame(last: nil) == (nil, true))
    }

    @Test func aGuideNotLaidOutYetIsNotNoKeyboard() {
        let window = CGRect(x: 0, y: 0, width: 393, height: 852)
        // Made by its first use: layoutFrame zero until the window lays out.
        let fresh = KeyboardSource.GuideReading(
            layoutFrame: .zero, windowFrameInScreen: window, windowSafeAreaBottom: 34)
        #expect(!fresh.isLaidOut)
        #expect(
            KeyboardSource.currentFrame(lastNotified: nil, guide: fresh, screenSize: CGSize(width: 393, height: 852))
                == .notYetKnown)
        // Laid out over the docked keyboard: top 516, resting at 852 - 34 = 818.
        let laidOut = KeyboardSource.GuideReading(
            layoutFrame: CGRect(x: 0, y: 516, width: 393, height: 336), windowFrameInScreen: window,
            windowSafeAreaBottom: 34)
        #expect(laidOut.top == 516)
        #expect(laidOut.restingTop == 818)
        #expect(
            KeyboardSource.currentFrame(lastNotified: nil, guide: laidOut, screenSize: CGSize(width: 393, height: 852))
                == .shown(phoneKeyboard))
    }

    @Test func aSlideOverKeyboardEndingAtTheWindowsBottomIsDockedForTheGuideToo() {
        // iPad 820x1180, a Slide Over window 490,20 320x1140 (bottom 1160). The last notification's
        // docked keyboard spans the screen and ends at the window's bottom: 0,800 820x360 (*Docked and undocked keyboards*).
        let screen = CGSize(width: 820, height: 1180)
        let window = CGRect(x: 490, y: 20, width: 320, height: 1140)
        let docked = CGRect(x: 0, y: 800, width: 820, height: 360)
        // The window's guide rests at its bottom less a safe area of 20: 1140 - 20 = 1120 in the
        // window, so the keyboard went without a notification.
        let resting = KeyboardSource.GuideReading(
            layoutFrame: CGRect(x: 0, y: 1120, width: 320, height: 20), windowFrameInScreen: window,
            windowSafeAreaBottom: 20)
        #expect(!resting.showsKeyboard)
        // Taken for undocked by the screen alone (1160 < 1179), the stale frame stood; docked in
        // its window, the guide decides: gone.
        #expect(
            KeyboardSource.currentFrame(lastNotified: docked, guide: resting, screenSize: screen)
                == .shown(docked))
        #expect(
            KeyboardSource.currentFrame(lastNotified: docked, guide: resting, screenSize: screen, windowFrame: window)
                == .hidden)
    }

    @Test func aPinnedRowsCellRecycledOverAScrollStepIsLetGo() {
        let pinned = IndexPath(indexes: [0, 12])
        // Still on screen and still row 12: followed.
        #expect(PinnedRowCell.keepsFollowing(isVisible: true, cellIndexPath: pinned, pinned: pinned))
        // Back inside the bounds, but now showing row 27: recycled, let go.
        #expect(
            !PinnedRowCell.keepsFollowing(
                isVisible: true, cellIndexPath: IndexPath(indexes: [0, 27]), pinned: pinned))
        // Off screen, or showing no row: let go.
        #expect(!PinnedRowCell.keepsFollowing(isVisible: false, cellIndexPath: pinned, pinned: pinned))
        #expect(!PinnedRowCell.keepsFollowing(isVisible: true, cellIndexPath: nil, pinned: pinned))
    }

    // MARK: - 5. The iOS 26 bottom search field

    /// What the system made of the bar decides, from the iPhoneOS 26.2 SDK's
    /// `UINavigationItemSearchBarPlacement` (automatic 0, integrated 1, stacked 2,
    /// integratedCentered 3, integratedButton 4) and `UISearchTab`.
    @Test func aSearchBarRidesOnTheKeyboardByItsPlacement() {
        typealias Placement = SearchFieldBar.Placement
        // Hosted in a tab bar: rides, whatever else is read.
        #expect(SearchFieldBar.ridesOnKeyboard(Placement(host: .tabBar, isHorizontallyCompact: false)))
        #expect(SearchFieldBar.ridesOnKeyboard(Placement(host: .tabBar, hasBottomPlacements: false)))
        // An app's own search bar in a bottom toolbar, no search controller's: stays.
        #expect(!SearchFieldBar.ridesOnKeyboard(Placement(host: .toolbar)))
        // A search tab's field on an iPhone with iOS 26's design: rides.
        #expect(SearchFieldBar.ridesOnKeyboard(Placement(host: .other, isInSearchTab: true)))
        // ...but not on a regular-width iPad, nor with the old design.
        #expect(
            !SearchFieldBar.ridesOnKeyboard(Placement(host: .other, isInSearchTab: true, isHorizontallyCompact: false)))
        #expect(
            !SearchFieldBar.ridesOnKeyboard(Placement(host: .other, isInSearchTab: true, hasBottomPlacements: false)))
        // Integrated (1), integratedCentered (3), integratedButton (4) into a shown toolbar: rides.
        for integrated in [1, 3, 4] {
            #expect(
                SearchFieldBar.ridesOnKeyboard(
                    Placement(host: .navigationBar, itemPlacement: integrated, isToolbarShown: true)))
        }
        // Integrated with the toolbar hidden, or its integration refused: stays in the navigation bar.
        #expect(!SearchFieldBar.ridesOnKeyboard(Placement(host: .navigationBar, itemPlacement: 1)))
        #expect(
            !SearchFieldBar.ridesOnKeyboard(
                Placement(host: .navigationBar, itemPlacement: 1, allowsToolbarIntegration: false, isToolbarShown: true)
            ))
        // Stacked (2), automatic (0), or no search controller at all (a field in a table's header): stays.
        #expect(
            !SearchFieldBar.ridesOnKeyboard(Placement(host: .navigationBar, itemPlacement: 2, isToolbarShown: true)))
        #expect(
            !SearchFieldBar.ridesOnKeyboard(Placement(host: .navigationBar, itemPlacement: 0, isToolbarShown: true)))
        #expect(!SearchFieldBar.ridesOnKeyboard(Placement(host: .other)))
    }

    /// Where the bar stands at the will-event does not count: the keyboard shrinking from emoji
    /// (top 476) to letters (top 516) leaves a riding bar at 426..476, 40 pt above the new frame,
    /// and it still counts its 50 pt; a field low in the content (a table header scrolled down to
    /// 700..750, below the keyboard's top) rides on nothing and counts 0.
    @Test func aSearchBarIsMeasuredByWhatItIsNotWhereItStands() {
        let riding = SearchFieldBar.Placement(host: .other, isInSearchTab: true)
        let aboveAfterShrink = SearchFieldBar.Reading(
            frame: CGRect(x: 16, y: 426, width: 361, height: 50), placement: riding)
        #expect(
            SearchFieldBar.heightLeftOut(
                bar: aboveAfterShrink, endFrame: phoneKeyboard, showsKeyboard: true, isLocal: true)
                == 50)
        // Resting above the tab bar (744..794) when the first will-show comes: 50.
        let resting = SearchFieldBar.Reading(frame: CGRect(x: 16, y: 744, width: 361, height: 50), placement: riding)
        #expect(
            SearchFieldBar.heightLeftOut(bar: resting, endFrame: phoneKeyboard, showsKeyboard: true, isLocal: true)
                == 50)
        let inContent = SearchFieldBar.Reading(
            frame: CGRect(x: 16, y: 700, width: 361, height: 50), placement: SearchFieldBar.Placement(host: .other))
        #expect(
            SearchFieldBar.heightLeftOut(bar: inContent, endFrame: phoneKeyboard, showsKeyboard: true, isLocal: true)
                == 0)
        // A navigation bar's stacked field, 102..152: 0.
        let top = SearchFieldBar.Reading(
            frame: CGRect(x: 16, y: 102, width: 361, height: 50),
            placement: SearchFieldBar.Placement(host: .navigationBar, itemPlacement: 2))
        #expect(
            SearchFieldBar.heightLeftOut(bar: top, endFrame: phoneKeyboard, showsKeyboard: true, isLocal: true) == 0)
        // A riding bar beside the keyboard (x 400..761, the keyboard ends at 393), another app's
        // keyboard, or no keyboard: 0.
        let beside = SearchFieldBar.Reading(frame: CGRect(x: 400, y: 466, width: 361, height: 50), placement: riding)
        #expect(
            SearchFieldBar.heightLeftOut(bar: beside, endFrame: phoneKeyboard, showsKeyboard: true, isLocal: true) == 0)
        #expect(
            SearchFieldBar.heightLeftOut(bar: resting, endFrame: phoneKeyboard, showsKeyboard: true, isLocal: false)
                == 0)
        #expect(
            SearchFieldBar.heightLeftOut(bar: resting, endFrame: phoneKeyboard, showsKeyboard: false, isLocal: true)
                == 0)
    }

    @Test func theBottomSearchFieldCountsItsHeightAndTeachesNothing() {
        var facts = KeyboardFacts()
        let screen = ObjectIdentifier(NSObject.self)
        // The search bar, 50 high, rests directly above the 336 pt keyboard (466..516).
        let bar = SearchFieldBar.Reading(
            frame: CGRect(x: 16, y: 466, width: 361, height: 50),
            placement: SearchFieldBar.Placement(host: .other, isInSearchTab: true))
        let didShow = show(kind: .didShow)
        let searchHeight = SearchFieldBar.heightLeftOut(
            bar: bar, endFrame: phoneKeyboard, showsKeyboard: true, isLocal: true)
        #expect(searchHeight == 50)
        let said = facts.record(
            didShow, screen: screen, screenHeight: 852, accessory: nil, heightLeftOut: searchHeight)
        #expect(said?.coveringFrame == CGRect(x: 0, y: 466, width: 393, height: 386))
        #expect(facts.accessoryReport == .unknown)
        // Then a table cell's field with the kit's 58 pt bar, which this system counts in the frame
        // (852 - 336 - 58 = 458). At the will-event the bar is not in place yet: with nothing
        // wrongly learned it adds nothing, where "left out" would add 58 (top 400).
        let withBar = CGRect(x: 0, y: 458, width: 393, height: 394)
        let measured = InputAccessoryPlacement.measurement(
            of: CGRect(x: 0, y: 900, width: 393, height: 58), endFrame: withBar, kind: .willShow)
        let next = facts.record(show(withBar), screen: screen, screenHeight: 852, accessory: measured)
        #expect(next?.coveringFrame == withBar)
        // At the did-event the bar forms the frame's top: the system counts it (learned, shared).
        facts.record(
            show(withBar, kind: .didShow), screen: screen, screenHeight: 852,
            accessory: CGRect(x: 0, y: 458, width: 393, height: 58))
        #expect(facts.accessoryReport == .included)
        #expect(facts.lastNotification(on: screen).coveringFrame == withBar)
    }

    // MARK: - 6. The Liquid Glass bar

    @Test func anAppBuiltWithTheIOS18SDKKeepsTheEarlierBarOnIOS26() {
        let sdk = AccessoryBarLook.sdkMajorVersion(platformVersion: "18.5", sdkName: "iphoneos18.5")
        #expect(sdk == 18)
        let look = AccessoryBarLook(systemMajorVersion: 26, sdkMajorVersion: sdk, requiresCompatibility: false)
        #expect(!look.usesLiquidGlass)
        #expect(look.height == 44)
        let glass = AccessoryBarLook(
            systemMajorVersion: 26,
            sdkMajorVersion: AccessoryBarLook.sdkMajorVersion(platformVersion: nil, sdkName: "iphonesimulator26.2"),
            requiresCompatibility: false)
        #expect(glass.height == 58)
        #expect(AccessoryBarLook.sdkMajorVersion(platformVersion: "26.2", sdkName: nil) == 26)
        #expect(AccessoryBarLook.sdkMajorVersion(platformVersion: nil, sdkName: nil) == nil)
    }

    // MARK: - 7. An options change keeps the app's inset (*Changing options*), the kit's writes told exactly (*What is inset*)

    @Test func anOptionsChangeLaysOutAgainSoTheAppsNextWriteIsRecognised() {
        // The app's bottom inset 50 under the keyboard: extra 336 - 34 = 302, applied 352.
        var engine = KeyboardAvoidanceEngine(baseContentInset: EdgeInsets(bottom: 50))
        var view = phone(inset: EdgeInsets(bottom: 50))
        view = applying(engine.decide(.keyboard(.init(show())), at: 0, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset.bottom == 352)
        // keyboardCoversAppInset on: the app's 50 is room the keyboard has, extra 336 - 34 - 50 =
        // 252, applied 302, written at once.
        var options = engine.options
        options.keyboardCoversAppInset = true
        // Swapped without laying out, the engine would expect 302 while the view holds 352: the
        // app's read-modify-write of 352 would not be the kit's, and would become its own bottom.
        var swapped = engine
        swapped.options = options
        #expect(swapped.appliedInset(.content).bottom == 302)
        #expect(!swapped.isOwnWrite(view.contentInset, to: .content))
        view = applying(engine.decide(.options(options), at: 1, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset.bottom == 302)
        #expect(engine.isOwnWrite(view.contentInset, to: .content))
        // The app's read-modify-write of its top carries the kit's 302: its own bottom stays 50,
        // and the hide gives back exactly 50.
        var written = view.contentInset
        written.top = 8
        view = applying(
            engine.decide(.appInset(.content, written, .editEdges), at: 2, scrollView: view, focus: nil).changes,
            to: view)
        let hide = KeyboardNotification(kind: .willHide, endFrame: CGRect(x: 0, y: 852, width: 393, height: 336))
        view = applying(engine.decide(.keyboard(.init(hide)), at: 3, scrollView: view, focus: nil).changes, to: view)
        #expect(view.contentInset == EdgeInsets(top: 8, bottom: 50))
    }

    @Test func theKitsOwnWriteIsRecognisedExactly() {
        // The phone's keyboard asks the content inset to hold bottom 302 (336 - 34).
        var engine = KeyboardAvoidanceEngine()
        _ = engine.decide(.keyboard(.init(show())), at: 0, scrollView: phone(), focus: nil)
        #expect(engine.isOwnWrite(EdgeInsets(bottom: 302), to: .content))
        // 0.005 pt off: the app's, not the kit's.
        #expect(!engine.isOwnWrite(EdgeInsets(bottom: 302.005), to: .content))
        #expect(!engine.isOwnWrite(EdgeInsets(top: 0.004, bottom: 302), to: .content))
    }

    // MARK: - 8. The return-key order, per field

    @Test func oneOddFieldDoesNotFlipEveryForm() {
        var odd = ReturnKeyOrder()
        var other = ReturnKeyOrder()
        // A field whose editing ended before the event with no delegate: shows "before".
        let before = ReturnKeyPress(role: .navigates, fieldStillEdits: false, delegateHandlesReturn: false)
        #expect(odd.learn(from: before) == .afterTheEvent)
        #expect(other.order == .afterTheEvent)
        // A second agreeing press of the same field decides, for that field alone.
        #expect(odd.learn(from: before) == .beforeTheEvent)
        #expect(other.order == .afterTheEvent)
        // One press showing "after" in between resets the count.
        let after = ReturnKeyPress(role: .navigates, fieldStillEdits: true, delegateHandlesReturn: false)
        other.learn(from: after)
        other.learn(from: before)
        other.learn(from: after)
        #expect(other.order == .afterTheEvent)
    }

    @Test func fieldsHostedBySwiftUIAreLeftToSwiftUI() {
        // `_UIHostingView<AnyView>` as the Objective-C runtime names it.
        #expect(
            SwiftUIHosting.hostsField(classNames: [
                "UITextField", "UIView", "_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_",
            ]))
        #expect(!SwiftUIHosting.hostsField(classNames: ["UITextField", "FormCell", "UITableView"]))
    }

    /// A SwiftUI field gets no kit bar whatever the switches say (its `.toolbar(placement:
    /// .keyboard)` is the accessory SwiftUI sets); a UIKit field follows its own switch, else the
    /// scroll view's.
    @Test func swiftUIFieldsGetNoAccessoryBar() {
        for ownSwitch in [nil, true, false] as [Bool?] {
            for scrollView in [true, false] {
                #expect(
                    !SwiftUIHosting.getsAccessoryBar(
                        ownSwitch: ownSwitch, scrollViewShowsBar: scrollView, isHostedBySwiftUI: true))
            }
        }
        #expect(SwiftUIHosting.getsAccessoryBar(ownSwitch: nil, scrollViewShowsBar: true, isHostedBySwiftUI: false))
        #expect(!SwiftUIHosting.getsAccessoryBar(ownSwitch: nil, scrollViewShowsBar: false, isHostedBySwiftUI: false))
        #expect(SwiftUIHosting.getsAccessoryBar(ownSwitch: true, scrollViewShowsBar: false, isHostedBySwiftUI: false))
        #expect(!SwiftUIHosting.getsAccessoryBar(ownSwitch: false, scrollViewShowsBar: true, isHostedBySwiftUI: false))
    }

    // MARK: - 9. Wake-ups

    @Test func oneTimerPerDeadlineAndACancelledOneFiresIntoNothing() {
        // Held hides last 0.05 s by default (Behaviour rules: *Held hides*).
        var engine = KeyboardAvoidanceEngine()
        var view = phone()
        func keyboard(_ kind: KeyboardEventKind, _ frame: CGRect) -> KeyboardAvoidanceInput {
            .keyboard(.init(show(frame, kind: kind), isInputEditing: true))
        }
        let shown = engine.decide(keyboard(.willShow, phoneKeyboard), at: 0, scrollView: view, focus: nil)
        view = applying(shown.changes, to: view)
        #expect(shown.wakeAt == nil)
        #expect(shown.wakeGeneration == nil)
        // A hide while a field still edits is held until 1 + 0.05: one timer is asked for.
        let held = engine.decide(keyboard(.willHide, hidden), at: 1, scrollView: view, focus: nil)
        #expect(held.wakeAt == 1.05)
        let first = held.wakeGeneration
        #expect(first != nil)
        // A second hide replaces it and the time held goes on: the same deadline, no new timer.
        let replaced = engine.decide(keyboard(.willHide, hidden), at: 1.02, scrollView: view, focus: nil)
        #expect(replaced.wakeAt == 1.05)
        #expect(replaced.wakeGeneration == nil)
        // A show drops it: no wake-up asked for, and the timer made for it fires into nothing.
        let back = engine.decide(keyboard(.willShow, phoneKeyboard), at: 1.03, scrollView: view, focus: nil)
        #expect(back.wakeAt == nil)
        #expect(back.wakeGeneration == nil)
        let firstFires = engine.wakeFires(first ?? -1)
        #expect(!firstFires)
        // A new hold gets a new timer, which fires once.
        let again = engine.decide(keyboard(.willHide, hidden), at: 2, scrollView: view, focus: nil)
        #expect(again.wakeAt == 2.05)
        let second = again.wakeGeneration
        #expect(second != nil && second != first)
        let secondFires = engine.wakeFires(second ?? -1)
        let secondFiresTwice = engine.wakeFires(second ?? -1)
        #expect(secondFires)
        #expect(!secondFiresTwice)
        // Cancelled (the view left its window) before a further hold's timer fires: into nothing.
        _ = engine.decide(keyboard(.willShow, phoneKeyboard), at: 3, scrollView: view, focus: nil)
        let third = engine.decide(keyboard(.willHide, hidden), at: 4, scrollView: view, focus: nil).wakeGeneration
        engine.cancelWake()
        let thirdFires = engine.wakeFires(third ?? -1)
        #expect(third != nil)
        #expect(!thirdFires)
    }

    @Test func aViewOutsideItsWindowIsDecidedInTheLastGeometryItHadOnScreen() {
        var engine = KeyboardAvoidanceEngine()
        // On screen: a 600-high view 100 below the screen's top. The keyboard (516..852) covers
        // 700 - 516 = 184 of it, less the 34 UIKit adds: 150.
        let onScreen = phone(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let shown = engine.decide(.keyboard(.init(show())), at: 0, scrollView: onScreen, focus: nil)
        #expect(shown.changes.contentInset == EdgeInsets(bottom: 150))
        // Out of its window the view is read in its own bounds (a 393x600 "screen", no safe area),
        // holding the 150 written.
        var outside = ScrollViewSnapshot(
            screenSize: CGSize(width: 393, height: 600), frameInScreen: CGRect(x: 0, y: 0, width: 393, height: 600),
            contentSize: CGSize(width: 393, height: 1200), contentOffset: CGPoint(x: 0, y: -59),
            contentInset: EdgeInsets(bottom: 150), adjustedContentInset: EdgeInsets(bottom: 150),
            indicatorInset: EdgeInsets(bottom: 150))
        outside.isOnScreen = false
        // A keyboard without its predictive bar (636..852) in the last geometry on screen covers
        // 700 - 636 = 64, less the 34 UIKit added there: 30. UIKit reports no safe area out of a
        // window, but the view shows with its 34 again once back: 30 + 34 = 64, the keyboard's.
        let smaller = CGRect(x: 0, y: 636, width: 393, height: 216)
        var standIn = engine
        let changed = standIn.decide(
            .keyboard(.init(show(smaller, kind: .willChangeFrame))), at: 1, scrollView: outside, focus: nil)
        #expect(changed.changes.contentInset == EdgeInsets(bottom: 30))
        // Deciding off screen keeps the geometry that stands in.
        #expect(standIn.lastScreenGeometry?.frameInScreen == CGRect(x: 0, y: 100, width: 393, height: 600))
        #expect(standIn.lastScreenGeometry?.screenSize == CGSize(width: 393, height: 852))
        // Never decided on screen, nothing stands in: a keyboard frame waits for the view's place
        // on screen, and nothing is written (in its own bounds, 636 below a 600-high top would have
        // been no keyboard, and the 150 would have gone).
        var neverOnScreen = KeyboardAvoidanceEngine()
        let unplaced = neverOnScreen.decide(
            .keyboard(.init(show(smaller, kind: .willChangeFrame))), at: 1, scrollView: outside, focus: nil)
        #expect(neverOnScreen.lastScreenGeometry == nil)
        #expect(unplaced.changes.isEmpty)
        #expect(neverOnScreen.lastKeyboardFrame == nil)
    }

    @Test func aViewNeverOnScreenDecidesOnlyWhatChangesWhatTheEngineRemembers() {
        var engine = KeyboardAvoidanceEngine()
        // Made in code with the app's bottom inset of 20 and not in a window yet: read in its own
        // 393x600 bounds, with its insets alone.
        var unplaced = ScrollViewSnapshot(
            screenSize: CGSize(width: 393, height: 600), frameInScreen: CGRect(x: 0, y: 0, width: 393, height: 600),
            contentSize: CGSize(width: 393, height: 1200), contentOffset: .zero,
            contentInset: EdgeInsets(bottom: 20), adjustedContentInset: EdgeInsets(bottom: 20),
            indicatorInset: .zero)
        unplaced.isOnScreen = false
        // The app's inset is remembered: it is what the keyboard's extra goes on top of.
        _ = engine.decide(
            .appInset(.content, EdgeInsets(bottom: 20), .replace), at: 0, scrollView: unplaced, focus: nil)
        #expect(engine.baseContentInset == EdgeInsets(bottom: 20))
        // A keyboard frame and a pin need the view's place on screen: they wait for it. In its own
        // bounds the phone keyboard (516..852) would have covered 600 - 516 = 84 of it.
        let shown = engine.decide(.keyboard(.init(show())), at: 1, scrollView: unplaced, focus: nil)
        #expect(shown.changes.isEmpty)
        #expect(engine.keyboardState == .hidden)
        #expect(engine.lastKeyboardFrame == nil)
        let pinned = engine.decide(.pin(0), at: 2, scrollView: unplaced, focus: nil)
        #expect(pinned.changes.isEmpty)
        #expect(engine.pin == nil)
        // In a window, 100 below the screen's top: the keyboard covers 700 - 516 = 184, less the
        // 34 UIKit adds, 150 on top of the app's 20: 170.
        let placed = phone(inset: EdgeInsets(bottom: 20), frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        let onScreen = engine.decide(.keyboard(.init(show())), at: 3, scrollView: placed, focus: nil)
        #expect(onScreen.changes.contentInset == EdgeInsets(bottom: 170))
    }

    /// The 600-high view of the test above, shown on screen at y = 100 with the phone keyboard up
    /// (extra 150), then read out of its window in its own bounds, `height` high, with no safe area.
    private func offScreen(after engine: inout KeyboardAvoidanceEngine, height: CGFloat = 600, offsetY: CGFloat = -59)
        -> ScrollViewSnapshot
    {
        let onScreen = phone(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        _ = engine.decide(.keyboard(.init(show())), at: 0, scrollView: onScreen, focus: nil)
        var outside = ScrollViewSnapshot(
            screenSize: CGSize(width: 393, height: height),
            frameInScreen: CGRect(x: 0, y: 0, width: 393, height: height),
            contentSize: CGSize(width: 393, height: 1200), contentOffset: CGPoint(x: 0, y: offsetY),
            contentInset: EdgeInsets(bottom: 150), adjustedContentInset: EdgeInsets(bottom: 150),
            indicatorInset: EdgeInsets(bottom: 150))
        outside.isOnScreen = false
        return outside
    }

    @Test func aControllerTakingOverAViewOutsideItsWindowIsNoRotation() {
        var engine = KeyboardAvoidanceEngine()
        let before = offScreen(after: &engine)
        // Moved under a UITableViewController while out of its window: the controller adjusts it
        // now, so the keyboard's extra goes at once (the app's 0), and the keyboard's frame is kept.
        // Read in its own 393x600 bounds, `before` would be another screen than the 393x852 that
        // stands in for the view now: a rotation, which forgets the frame and writes nothing.
        var after = before
        after.isAdjustedByController = true
        let decision = engine.decide(
            .resize(before: before, isKeyboardTransition: false), at: 1, scrollView: after, focus: nil)
        #expect(decision.changes.contentInset == EdgeInsets.zero)
        #expect(engine.lastKeyboardFrame == phoneKeyboard)
    }

    @Test func aContentSizeChangeOutsideItsWindowMeasuresTheEndInTheGeometryThatStandsIn() {
        var options = KeyboardAvoidanceOptions()
        options.contentLift = .whenAtEnd
        var engine = KeyboardAvoidanceEngine(options: options)
        // Shrunk to 500 high out of its window, resting at 784: the end of 1200 of content in the
        // 600 that stands in, with the 150 written and the 34 UIKit added there
        // (1200 - 600 + 150 + 34 = 784), not in its own 500 with no safe area (850).
        let outside = offScreen(after: &engine, height: 500, offsetY: 784)
        var grown = outside
        grown.contentSize.height = 1300
        let decision = engine.decide(.contentSize(before: outside.viewport), at: 1, scrollView: grown, focus: nil)
        // In the stand-in the keyboard still covers 700 - 516 = 184, less the 34: the extra stays
        // 150 (nothing written), and the view stays at its end, 1300 - 600 + 150 + 34 = 884.
        #expect(decision.changes.contentInset == nil)
        #expect(decision.changes.contentOffset?.y == 884)
        // The UIKit layer hands the viewport over already placed in the geometry of its last
        // layout (frame 600 high, 59/34 added): the same 784 end, the same 884, not the share
        // counted twice (an end at 1200 - 600 + 150 + 68 = 818, which 784 is not: no lift).
        var again = KeyboardAvoidanceEngine(options: options)
        let away = offScreen(after: &again, height: 500, offsetY: 784)
        let lastLayout = LayoutGeometry(phone(frame: CGRect(x: 0, y: 100, width: 393, height: 600)))
        var grownAway = away
        grownAway.contentSize.height = 1300
        let placedBefore = again.decide(
            .contentSize(before: away.placed(in: lastLayout).viewport), at: 1, scrollView: grownAway, focus: nil)
        #expect(placedBefore.changes.contentInset == nil)
        #expect(placedBefore.changes.contentOffset?.y == 884)
    }

    // MARK: - 10. Work on paths that run per frame

    @Test func noCorrectionIsFoundWhileTheFingerIsDown() {
        let measured = FocusedField(frame: CGRect(x: 16, y: 900, width: 361, height: 40))
        let moved = FocusedField(frame: CGRect(x: 16, y: 940, width: 361, height: 40))
        #expect(
            FocusedField.needsCorrection(isAvoidingKeyboard: true, isTouching: false, measured: measured, now: moved))
        #expect(
            !FocusedField.needsCorrection(isAvoidingKeyboard: true, isTouching: true, measured: measured, now: moved))
        #expect(
            !FocusedField.needsCorrection(
                isAvoidingKeyboard: true, isTouching: false, measured: measured, now: measured))
    }

    @Test func onlyTheInnermostAvoidingViewActs() throws {
        // A text view, first responder, posts its will-show before its begin-editing: the scroll
        // view takes it to track only when it is inside it with no scroll view between them that
        // avoids the keyboard itself (directly inside, or inside scroll views that do not); inside
        // one that does, that innermost one acts for it.
        func startsTracking(_ nesting: InputNesting) throws -> Bool {
            let textView = TestInput()
            var reads = TestReads(firstResponder: textView)
            reads.nestings[textView] = nesting
            var intake = KeyboardIntake<TestInput>()
            return try intake.keyboardInput(show(), reads: reads).startsTracking === textView
        }
        #expect(try startsTracking(.inside))
        #expect(try !startsTracking(.insideAnotherAvoiding))
        #expect(try !startsTracking(.outside))
    }

    // MARK: - A focused input that leaves its window with no hide notification

    @Test func aPoppedFieldsKeyboardIsTakenAsGoneOnceTheGuideAgrees() {
        let screen = CGSize(width: 393, height: 852)
        let window = CGRect(x: 0, y: 0, width: 393, height: 852)
        let notLaidOut = KeyboardSource.GuideReading(
            layoutFrame: .zero, windowFrameInScreen: window, windowSafeAreaBottom: 34)
        let resting = KeyboardSource.GuideReading(
            layoutFrame: CGRect(x: 0, y: 818, width: 393, height: 34), windowFrameInScreen: window,
            windowSafeAreaBottom: 34)
        // The last notification showed the keyboard; the SwiftUI screen was popped with its field
        // focused and no hide came. Until the guide is laid out, nothing is said.
        #expect(
            KeyboardSource.currentFrame(
                lastNotified: phoneKeyboard, inputLeftWindow: true, guide: notLaidOut, screenSize: screen)
                == .notYetKnown)
        // The guide rests on the safe area (818): hidden.
        #expect(
            KeyboardSource.currentFrame(
                lastNotified: phoneKeyboard, inputLeftWindow: true, guide: resting, screenSize: screen) == .hidden)
        // The hub keeps that for every later view on the screen: the next attach is a hide.
        var facts = KeyboardFacts()
        let main = ObjectIdentifier(NSObject.self)
        facts.record(show(), screen: main, screenHeight: 852, accessory: nil)
        #expect(facts.lastNotification(on: main).coveringFrame == phoneKeyboard)
        facts.recordHidden(on: main)
        let last = facts.lastNotification(on: main)
        #expect(
            KeyboardSource.currentFrame(
                lastNotified: last.coveringFrame, isHiddenByNotification: last.isHidden, guide: notLaidOut,
                screenSize: screen) == .hidden)
        // With the input still in its window the notification stands for a guide not laid out.
        #expect(
            KeyboardSource.currentFrame(lastNotified: phoneKeyboard, guide: notLaidOut, screenSize: screen)
                == .shown(phoneKeyboard))
        // Before iOS 16.1 notifications name no screen: the hide is kept with them, so the next
        // show (naming none either) is what the view's screen reads, not a stale hide.
        var unnamed = KeyboardFacts()
        unnamed.record(show(), screen: nil, screenHeight: 852, accessory: nil)
        unnamed.recordHidden(on: main)
        #expect(unnamed.lastNotification(on: main).isHidden)
        unnamed.record(show(), screen: nil, screenHeight: 852, accessory: nil)
        #expect(!unnamed.lastNotification(on: main).isHidden)
        #expect(unnamed.lastNotification(on: main).coveringFrame == phoneKeyboard)
    }
}
