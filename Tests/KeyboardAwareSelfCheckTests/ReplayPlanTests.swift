import Foundation
import KeyboardAwareSimulator
import KeyboardAwareTestSupport
import Testing

@testable import KeyboardAwareSelfCheck

@Suite("Which replays a screen can run")
struct ReplayPlanTests {
    static var repositoryScenarios: [(name: String, scenario: Scenario)] {
        Repository.scenarioNames.compactMap { name in (try? Repository.scenario(name)).map { (name, $0) } }
    }

    /// Rows reach down to the next row's top; the last is its cell's height.
    @Test func rowHeightsReachTheNextRow() {
        let cells = [
            CGRect(x: 0, y: 100, width: 393, height: 50), CGRect(x: 0, y: 160, width: 393, height: 44),
            CGRect(x: 0, y: 204, width: 393, height: 80),
        ]
        #expect(ReplayPlan.rowHeights(of: cells) == [60, 44, 80])
    }

    /// 44 unless a row has it; then the next whole point no row has.
    @Test func theEstimateIsUnlikeEveryRow() {
        #expect(ReplayPlan.estimate(unlike: [60, 60]) == 44)
        #expect(ReplayPlan.estimate(unlike: [44, 45, 60]) == 46)
    }

    /// The repository's files: 85 once each, and the 17 tables with rows (four chats, eight inverted
    /// chats, floating header, short table, previous cell, header and footer, the bottom search
    /// field; all rows 60, 75 or 300 high) again with 44: 85 + 17 = 102.
    @Test func tablesAreReplayedAgainWithEstimatedRowHeights() throws {
        let replays = ReplayPlan.replays(of: Self.repositoryScenarios)
        #expect(Self.repositoryScenarios.count == 85)
        #expect(replays.count == 102)
        let estimated = replays.filter { $0.rowHeights != .exact }
        #expect(
            estimated.map(\.name) == [
                "chat-composer-pinned-to-keyboard-guide (estimated row heights)",
                "chat-content-rides-under-the-finger (estimated row heights)",
                "chat-content-rides-with-keyboard (estimated row heights)",
                "chat-stays-at-end (estimated row heights)",
                "inverted-chat-focus-in-cell (estimated row heights)",
                "inverted-chat-interactive-dismissal (estimated row heights)",
                "inverted-chat-keyboard-shown-hidden (estimated row heights)",
                "inverted-chat-lift-always (estimated row heights)",
                "inverted-chat-lift-persistent (estimated row heights)",
                "inverted-chat-lift-when-at-end (estimated row heights)",
                "inverted-chat-message-arrives (estimated row heights)",
                "inverted-chat-pin-and-stream (estimated row heights)",
                "ios26-bottom-search-field (estimated row heights)",
                "plain-table-floating-header (estimated row heights)", "short-table-bounces (estimated row heights)",
                "table-form-previous-cell (estimated row heights)",
                "table-header-footer-off-screen-rows (estimated row heights)",
            ])
        #expect(estimated.allSatisfy { $0.rowHeights == .estimated(44) })
    }

    /// An iPhone 15 or 16 (393×852), CI's iPhone: 65 files of that screen, less the 33 no device can
    /// be given (the eight inverted-chat-… files a view drawn upside down, which the replay through
    /// real views does not draw yet; held-hide-applied-late, held-hide-net-writes, rotation-keeps-held-hide,
    /// secure-field-keyboard-swap and chat-keyboard-swapped-for-input-view need time to pass as the
    /// file says, scene-background-and-back the scene sent away; attach-under-keyboard, interactive-dismissal, interactive-dismissal-followed,
    /// interactive-dismissal-springs-back, interactive-dismissal-let-go-silently, chat-content-rides-under-the-finger and
    /// tap-field-while-keyboard-up need a finger or an attach; ios26-accessory-view, ios26-bottom-search-field and the
    /// three accessory-… files an accessory where a real keyboard shows it; keyboard-on-another-screen
    /// and malformed-userinfo a second screen; the five intake-… files the first responder they
    /// describe or a field taken out of its window) = 32, plus iphone-landscape-form turned = 33, plus
    /// the 7 tables with estimated rows that can run (none of the inverted chats') = 40. Without turning (iOS 15) the landscape
    /// form and rotation-while-editing go: 38.
    @Test func anIPhone15Replays40() {
        let replays = ReplayPlan.replays(of: Self.repositoryScenarios)
        let phone = CGSize(width: 393, height: 852)
        #expect(ReplayPlan.replayableCount(replays, device: phone, canTurn: true) == 40)
        #expect(ReplayPlan.replayableCount(replays, device: phone, canTurn: false) == 38)
        // Turned on its side, the same screen replays the same ones.
        #expect(ReplayPlan.replayableCount(replays, device: CGSize(width: 852, height: 393), canTurn: true) == 40)
    }

    /// An iPad Pro 11-inch (834×1194): 7 files upright (two floating keyboards, one dragged, the
    /// shortcuts bar, form sheet, full screen, the Slide Over keyboard ending at the window) and 6
    /// turned (slide over, split view left and right, split keyboard, two Stage Manager windows) =
    /// 13; the 820×1180 ones are another iPad's.
    @Test func anIPadPro11Replays13() {
        let replays = ReplayPlan.replays(of: Self.repositoryScenarios)
        let pad = CGSize(width: 834, height: 1194)
        #expect(ReplayPlan.replayableCount(replays, device: pad, canTurn: true) == 13)
        #expect(ReplayPlan.replayableCount(replays, device: pad, canTurn: false) == 7)
    }

    /// An iPad Air 11-inch (M2) or an iPad (A16), CI's (820×1180): another app's keyboard, the form
    /// sheet that moves with the keyboard and the full-screen form upright, and the Split View left
    /// app turned (1180×820) = 4; without turning, 3.
    @Test func anIPadAir11Replays4() {
        let replays = ReplayPlan.replays(of: Self.repositoryScenarios)
        #expect(ReplayPlan.replayableCount(replays, device: CGSize(width: 820, height: 1180), canTurn: true) == 4)
        #expect(ReplayPlan.replayableCount(replays, device: CGSize(width: 820, height: 1180), canTurn: false) == 3)
    }

    /// A screen no scenario was written for can replay none: a run there proves nothing.
    @Test func anotherScreenReplaysNone() {
        let replays = ReplayPlan.replays(of: Self.repositoryScenarios)
        #expect(ReplayPlan.replayableCount(replays, device: CGSize(width: 375, height: 667), canTurn: true) == 0)
    }

    @Test func whyNotNamesWhatIsMissing() throws {
        let rotation = try Repository.scenario("rotation-while-editing")
        #expect(
            ReplayPlan.whyNot(rotation, device: CGSize(width: 393, height: 852), canTurn: false)
                == "needs the device turned, which this system cannot ask for (iOS 16 can)")
        let pad = try Repository.scenario("ipad-full-screen")
        #expect(
            ReplayPlan.whyNot(pad, device: CGSize(width: 393, height: 852), canTurn: true)
                == "needs a 834×1194 screen (this one is 393×852)")
    }
}

@Suite("Whether a run proves anything")
struct SelfCheckSummaryTests {
    @Test func allReplayablePassedProves() {
        let summary = SelfCheckSummary(
            passed: 34, failed: 0, skipped: 19, checksSkipped: 0, scenariosPassed: 27, replayable: 27)
        #expect(summary.problem == nil)
        #expect(summary.description == "34 passed, 0 failed, 19 skipped (27 of 27 replayable scenarios passed)")
    }

    @Test func aFailureFails() {
        #expect(
            SelfCheckSummary(passed: 33, failed: 1, skipped: 19, checksSkipped: 0, scenariosPassed: 27, replayable: 27)
                .problem
                == "1 failed")
    }

    /// Every scenario this screen can replay passed, but the real keyboard's check was skipped (no
    /// software keyboard: a hardware keyboard was connected). 6 checks passed + 27 scenarios = 33
    /// passed; 19 scenario replays of other screens + 1 check = 20 skipped. The run proves less than
    /// it says: it fails.
    @Test func aSkippedCheckFails() {
        let summary = SelfCheckSummary(
            passed: 33, failed: 0, skipped: 20, checksSkipped: 1, scenariosPassed: 27, replayable: 27)
        #expect(summary.problem == "1 check of real views skipped, which every device can run")
        #expect(
            SelfCheckSummary(passed: 32, failed: 0, skipped: 21, checksSkipped: 2, scenariosPassed: 27, replayable: 27)
                .problem == "2 checks of real views skipped, which every device can run")
        // A failure is said first.
        #expect(
            SelfCheckSummary(passed: 32, failed: 1, skipped: 20, checksSkipped: 1, scenariosPassed: 26, replayable: 27)
                .problem == "1 failed")
    }

    /// Nothing failed, but nothing was replayed: zero scenarios, or all skipped.
    @Test func noScenarioPassedFails() {
        #expect(
            SelfCheckSummary(passed: 7, failed: 0, skipped: 0, checksSkipped: 0, scenariosPassed: 0, replayable: 0)
                .problem
                == "no scenario was replayed and passed")
        #expect(
            SelfCheckSummary(passed: 7, failed: 0, skipped: 46, checksSkipped: 0, scenariosPassed: 0, replayable: 27)
                .problem
                == "no scenario was replayed and passed")
    }

    /// Skips where the screen could replay: 25 of 27 passed, two skipped for a safe area.
    @Test func fewerThanReplayableFails() {
        #expect(
            SelfCheckSummary(passed: 32, failed: 0, skipped: 21, checksSkipped: 0, scenariosPassed: 25, replayable: 27)
                .problem
                == "only 25 of the 27 scenario replays this screen can run passed")
    }
}
