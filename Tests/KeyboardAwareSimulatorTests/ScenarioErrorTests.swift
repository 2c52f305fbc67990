import Foundation
import Testing

@testable import KeyboardAwareSimulator

@Suite("Invalid scenario files name the JSON path at fault")
struct ScenarioErrorTests {
    /// A valid file with `events` replaced.
    func file(events: String, extra: String = "") -> String {
        """
        {"format": 1, "screen": {"width": 393, "height": 852}, \(extra)
         "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                        "contentSize": {"width": 393, "height": 1200}},
         "fields": [{"frame": {"x": 0, "y": 0, "width": 10, "height": 10}}],
         "events": \(events)}
        """
    }

    func message(_ text: String) -> String? {
        do {
            _ = try Scenario(json: text)
            return nil
        } catch let error as ScenarioError {
            return error.description
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func aValidFileDecodes() throws {
        let scenario = try Scenario(json: file(events: #"[{"focus": 0}, {"keyboard": "willShow"}]"#))
        #expect(scenario.events.count == 2)
        #expect(scenario.scrollView.insetAdjustment == .automatic)
        #expect(scenario.options == KeyboardAvoidanceOptions.scenarioDefault)
    }

    @Test func namesTheFieldAtFault() {
        #expect(
            message(
                file(
                    events:
                        #"[{"focus": 0}, {"blur": true}, {"returnKey": true}, {"keyboard": "willShow", "end": {"x": 0, "y": 1, "width": "wide", "height": 2}}]"#
                ))
                == "events[3].end.width: expected a number, found a string")
        #expect(
            message(file(events: #"[{"keyboard": "willShow", "end": {"x": 0, "y": 1, "height": 2}}]"#))
                == "events[0].end.width: missing")
        #expect(
            message(file(events: #"[{"keyboard": "willPop"}]"#))
                == #"events[0].keyboard: expected one of "willShow", "didShow", "willChangeFrame", "didChangeFrame", "willHide", "didHide", found "willPop""#
        )
        #expect(message(file(events: #"[{"focus": 3}]"#)) == "events[0].focus: no field 3 (there are 1)")
        #expect(message(file(events: #"[{"focus": 0.5}]"#)) == "events[0].focus: expected a whole number >= 0")
        // Too large for an index, or for an Int at all: still a message, never a crash.
        #expect(message(file(events: #"[{"focus": 1e300}]"#)) == "events[0].focus: no field 1e+300 (there are 1)")
        #expect(message(file(events: #"[{"focus": Infinity}]"#)) == "events[0].focus: expected a finite number")
        #expect(
            message(file(events: #"[{"wiggle": 1}]"#))
                == "events[0]: expected an event: one of keyboard, focus, blur, caret, returnKey, setContentInset, setIndicatorInset, scroll, contentSize, resize, touch, attach, track, wait, background, foreground, options, pin, pinMoved, inputLeftWindow, layoutPass, window"
        )
        #expect(
            message(file(events: #"[{"window": "closed"}]"#))
                == #"events[0].window: expected "left" or "joined", found "closed""#)
        #expect(message(file(events: #"[{"background": false}]"#)) == "events[0].background: expected true")
        #expect(message(file(events: #"[{"foreground": {}}]"#)) == "events[0].foreground.keyboard: missing")
        // The new events' own errors.
        #expect(message(file(events: #"[{"attach": {}}]"#)) == "events[0].attach.keyboard: missing")
        #expect(
            message(file(events: #"[{"attach": {"keyboard": 3}}]"#))
                == "events[0].attach.keyboard: expected an object, found a number")
        #expect(
            message(file(events: #"[{"keyboard": "willShow", "local": "no"}]"#))
                == "events[0].local: expected true or false, found a string")
        #expect(
            message(file(events: #"[{"keyboard": "willShow", "accessoryHeight": "44"}]"#))
                == "events[0].accessoryHeight: expected a number, found a string")
        #expect(
            message(file(events: #"[{"focus": 0, "blur": true}]"#))
                == "events[0]: one event per entry, found focus and blur")
        #expect(
            message(file(events: #"[{"keyboard": "willShow", "screen": "tv"}]"#))
                == #"events[0].screen: expected "main" or "other", found "tv""#)
        #expect(
            message(file(events: #"[{"keyboard": "willShow", "userInfo": {}, "duration": 1}]"#))
                == #"events[0].userInfo: gives the raw dictionary; it cannot be combined with "duration""#)
        #expect(
            message(file(events: #"[{"resize": {"screen": {"width": -1, "height": 2}}}]"#))
                == "events[0].resize.screen.width: expected a number >= 0")
        #expect(message(file(events: #"{}"#)) == "events: expected an array, found an object")
    }

    @Test func namesTopLevelProblems() {
        #expect(message(#"{"format": 2}"#) == "format: expected 1 (the only format there is)")
        #expect(message(#"{"format": 1}"#) == "screen: missing")
        #expect(message("[]") == "(root): expected an object, found an array")
        #expect(
            message(file(events: "[]", extra: #""options": {"keyboardDistance": "far"},"#))
                == "options.keyboardDistance: expected a number, found a string")
        #expect(
            message(file(events: "[]", extra: #""options": {"holdHide": -0.05},"#))
                == "options.holdHide: expected a non-negative number of seconds")
        #expect(
            message(file(events: "[]", extra: #""window": {"x": 0, "y": 0, "width": 1, "height": NaN},"#))
                == "window.height: expected a finite number")
    }

    @Test func syntaxErrorsGiveLineAndColumn() {
        #expect(
            message("{\n  \"format\": 1,\n  \"screen\": {\"width\": 393,,}\n}")
                // `  "screen": {"width": 393,,}`: the second comma is the 27th character.
                == "(root): invalid JSON at line 3, column 27: expected a key in quotes")
        #expect(message("") == "(root): invalid JSON at line 1, column 1: unexpected end of input")
        #expect(message("{\"a\": tru}") == "(root): invalid JSON at line 1, column 7: expected true")
    }

    @Test func fieldsMustPointAtRealCells() {
        let text = """
            {"format": 1, "screen": {"width": 393, "height": 852},
             "scrollView": {"kind": "table", "frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                            "contentSize": {"width": 393, "height": 100}},
             "cells": [{"x": 0, "y": 0, "width": 393, "height": 50}],
             "fields": [{"frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "cell": 1}],
             "events": []}
            """
        #expect(message(text) == "fields[0].cell: no cell 1 (there are 1)")
    }
}

@Suite("The UIKit scroll view model")
struct SimulatedScrollViewTests {
    let safeArea = EdgeInsets(top: 59, left: 20, bottom: 34, right: 20)
    let frame = CGSize(width: 393, height: 852)

    @Test func adjustmentModes() {
        let tall = CGSize(width: 393, height: 1200)
        let wideAndShort = CGSize(width: 800, height: 400)
        #expect(
            ContentInsetAdjustment.never.systemInset(safeArea: safeArea, contentSize: tall, frameSize: frame) == .zero)
        #expect(
            ContentInsetAdjustment.always.systemInset(safeArea: safeArea, contentSize: tall, frameSize: frame)
                == safeArea)
        // scrollableAxes: vertical only when 1200 > 852; horizontal only when wider than 393.
        #expect(
            ContentInsetAdjustment.scrollableAxes.systemInset(safeArea: safeArea, contentSize: tall, frameSize: frame)
                == EdgeInsets(top: 59, bottom: 34))
        #expect(
            ContentInsetAdjustment.scrollableAxes.systemInset(
                safeArea: safeArea, contentSize: wideAndShort, frameSize: frame)
                == EdgeInsets(left: 20, right: 20))
        // scrollableAxes with alwaysBounceVertical: short content scrolls vertically all the same.
        #expect(
            ContentInsetAdjustment.scrollableAxes.systemInset(
                safeArea: safeArea, contentSize: wideAndShort, frameSize: frame, bouncesVertically: true)
                == safeArea)
        // automatic: scrollableAxes, so short content gets no top/bottom…
        #expect(
            ContentInsetAdjustment.automatic.systemInset(
                safeArea: safeArea, contentSize: wideAndShort, frameSize: frame)
                == EdgeInsets(left: 20, right: 20))
        #expect(
            ContentInsetAdjustment.automatic.systemInset(safeArea: safeArea, contentSize: tall, frameSize: frame)
                == EdgeInsets(top: 59, bottom: 34))
        // …except a navigation controller's view, which gets top/bottom always.
        #expect(
            ContentInsetAdjustment.automatic.systemInset(
                safeArea: safeArea, contentSize: wideAndShort, frameSize: frame, isNavigationControllerOwned: true)
                == safeArea)
        // never adds nothing, whatever the bounce or the controller.
        #expect(
            ContentInsetAdjustment.never.systemInset(
                safeArea: safeArea, contentSize: tall, frameSize: frame, bouncesVertically: true,
                isNavigationControllerOwned: true)
                == .zero)
    }

    @Test func defaultOffsetRestsUnderTheTopInset() throws {
        let scenario = try Scenario(
            json: """
                {"format": 1, "screen": {"width": 393, "height": 852}, "window": {"x": 10, "y": 20, "width": 300, "height": 800},
                 "scrollView": {"frame": {"x": 5, "y": 6, "width": 200, "height": 300}, "contentSize": {"width": 200, "height": 100},
                                "contentInset": {"top": 7}, "safeArea": {"top": 3}, "insetAdjustment": "scrollableAxes"},
                 "events": []}
                """)
        let view = SimulatedScrollView(scenario: scenario)
        // Content 100 < frame 300: scrollableAxes adds no safe area; offset = -7.
        #expect(view.contentOffset == CGPoint(x: 0, y: -7))
        #expect(view.frameInScreen == CGRect(x: 15, y: 26, width: 200, height: 300))
    }

    @Test func userScrollsStopAtTheEnds() throws {
        let scenario = try Scenario(
            json: """
                {"format": 1, "screen": {"width": 393, "height": 852},
                 "scrollView": {"frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "contentSize": {"width": 393, "height": 1200},
                                "safeArea": {"top": 59, "bottom": 34}},
                 "events": [{"scroll": {"x": 50, "y": 5000}}, {"scroll": {"x": -50, "y": -500}}, {"scroll": {"x": 0, "y": 100}}]}
                """)
        let steps = Replay.run(scenario)
        // Max y = 1200 + 34 - 852 = 382; min -59; no horizontal room: x stays 0.
        #expect(
            steps.map(\.scrollView.contentOffset) == [
                CGPoint(x: 0, y: 382), CGPoint(x: 0, y: -59), CGPoint(x: 0, y: 100),
            ])
        #expect(steps.allSatisfy { $0.writes == SimulatedScrollView.Writes() })
    }
}
