"""The portable parts of .ci/simulator-check, on any machine with bash and python3 (.ci/run runs
them: python3 -m unittest discover -s .ci/tests).

The summaries in fixtures/ are written by hand in the shape `xcrun xcresulttool get test-results
summary` prints under Xcode 16 and 26 (the keys .ci/simulator_check_results.py cites); every
number asserted here is read off those files or counted by hand in fixtures/declared, whose lines
say which ones count.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

CI = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(CI)
FIXTURES = os.path.join(CI, "tests", "fixtures")
SCRIPT = os.path.join(CI, "simulator-check")
sys.path.insert(0, CI)

import simulator_check_results as results  # noqa: E402


def fixture(name):
    return os.path.join(FIXTURES, name)


def script(*args, env=None):
    """Runs .ci/simulator-check; its exit status, stdout and stderr."""
    done = subprocess.run(
        ["bash", SCRIPT, *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    return done.returncode, done.stdout, done.stderr


class CountResultsTests(unittest.TestCase):
    """The verdict on a result bundle's summary against the number of tests the sources declare."""

    def test_eleven_passed_of_eleven_declared_holds(self):
        holds, message = results.verdict("hosted", results.load_summary(fixture("hosted-passed-xcode26.json")), 11)
        self.assertTrue(holds, message)
        self.assertEqual(
            message,
            "ok: hosted: 11 passed, 0 failed, 0 skipped, 0 expected failures of 11 (Passed); the sources declare 11")

    def test_one_more_declared_test_than_passed_fails(self):
        # A test added to the sources that the bundle did not run: 11 passed of 12 declared.
        holds, message = results.verdict("hosted", results.load_summary(fixture("hosted-passed-xcode26.json")), 12)
        self.assertFalse(holds)
        self.assertIn("11 passed, not 12", message)
        self.assertIn("11 ran, not 12", message)

    def test_a_skipped_test_fails_even_when_xcode_says_passed(self):
        # The screen test skips without KEYBOARD_AWARE_SCREEN: 10 passed, 1 skipped, "Passed".
        holds, message = results.verdict(
            "hosted", results.load_summary(fixture("hosted-screen-skipped-xcode16.json")), 11)
        self.assertFalse(holds)
        self.assertIn("10 passed, not 11", message)
        self.assertIn("1 skipped (a skipped test proves nothing)", message)
        self.assertNotIn("the result is", message)

    def test_failures_are_named_with_their_text(self):
        holds, message = results.verdict("ui", results.load_summary(fixture("ui-two-failed-xcode26.json")), 12)
        self.assertFalse(holds)
        self.assertTrue(message.startswith(
            "FAIL: ui: 10 passed, 2 failed, 0 skipped, 0 expected failures of 12 (Failed); the sources declare 12: "),
            message)
        self.assertIn("2 failed", message)
        self.assertIn("the result is 'Failed', not 'Passed'", message)
        self.assertIn("SignUpKeyboardUITests/testEveryTappedFieldStaysAboveTheKeyboard(): XCTAssertNil failed", message)
        self.assertIn("ChatKeyboardUITests/testSendKeepsTheNewestMessageOnTheComposer(): XCTAssertTrue failed", message)

    def test_nothing_ran_fails(self):
        holds, message = results.verdict("ui", results.load_summary(fixture("ui-nothing-ran-xcode16.json")), 12)
        self.assertFalse(holds)
        self.assertIn("0 passed, not 12", message)
        self.assertIn("0 ran, not 12", message)

    def test_zero_declared_and_zero_passed_still_fails(self):
        holds, message = results.verdict("ui", results.load_summary(fixture("ui-nothing-ran-xcode16.json")), 0)
        self.assertFalse(holds)
        self.assertIn("the sources declare no test", message)

    def test_an_expected_failure_fails(self):
        summary = results.load_summary(fixture("hosted-passed-xcode26.json"))
        summary["passedTests"], summary["expectedFailures"] = 10, 1
        holds, message = results.verdict("hosted", summary, 11)
        self.assertFalse(holds)
        self.assertIn("1 expected failures", message)

    def test_a_legacy_or_missing_summary_is_refused(self):
        with self.assertRaisesRegex(
                results.CheckError,
                "not a test-results summary \\(no totalTestCount, passedTests, failedTests, skippedTests, "
                "expectedFailures, result\\)"):
            results.load_summary(fixture("not-a-summary.json"))
        with self.assertRaisesRegex(results.CheckError, "not a test-results summary"):
            results.load_summary(fixture("no-such-summary.json"))

    def test_a_count_that_is_not_a_whole_number_is_refused(self):
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
            file.write('{"result": "Passed", "totalTestCount": 11, "passedTests": "11", "failedTests": 0, '
                       '"skippedTests": 0, "expectedFailures": 0}')
        self.addCleanup(os.remove, file.name)
        with self.assertRaisesRegex(results.CheckError, "passedTests is '11', not a whole number"):
            results.load_summary(file.name)


class CommandLineTests(unittest.TestCase):
    """The sub-commands, through the script, as the workflow and a maintainer call them."""

    def test_count_results_exits_0_when_it_holds(self):
        status, out, _ = script("count-results", "hosted", fixture("hosted-passed-xcode26.json"), "11")
        self.assertEqual(status, 0)
        self.assertTrue(out.startswith("ok: hosted: 11 passed"), out)

    def test_count_results_exits_1_when_it_does_not(self):
        status, out, _ = script("count-results", "ui", fixture("ui-two-failed-xcode26.json"), "12")
        self.assertEqual(status, 1)
        self.assertTrue(out.startswith("FAIL: ui: 10 passed, 2 failed"), out)

    def test_count_results_exits_2_on_what_it_cannot_read(self):
        status, _, err = script("count-results", "ui", fixture("not-a-summary.json"), "12")
        self.assertEqual(status, 2)
        self.assertIn("not a test-results summary", err)
        status, _, err = script("count-results", "ui", fixture("hosted-passed-xcode26.json"), "twelve")
        self.assertEqual(status, 2)
        self.assertIn("WANT is 'twelve', not a whole number", err)
        status, _, err = script("count-results", "ui")
        self.assertEqual(status, 2)
        self.assertIn("usage:", err)

    def test_declared_tests_counts_by_hand(self):
        # fixtures/declared: 3 in SomeTests.swift and 1 in Nested/MoreTests.swift (the lines marked
        # RUNS); notes.txt is not Swift.
        status, out, _ = script("declared-tests", fixture("declared"))
        self.assertEqual((status, out), (0, "4\n"))
        self.assertEqual(results.declared_xctests([fixture("declared/Nested")]), 1)
        # @Test: 1 in SomeTests.swift, 3 in MoreTests.swift (the commented-out one is not).
        self.assertEqual(results.declared_swift_tests([fixture("declared")]), 4)

    def test_declared_tests_of_a_missing_folder_exits_2(self):
        status, _, err = script("declared-tests", fixture("no-such-folder"))
        self.assertEqual(status, 2)
        self.assertIn("no-such-folder: no such folder", err)


class SwiftTestLogTests(unittest.TestCase):
    """The package job's `swift test` log against the @Test attributes the sources declare."""

    def read(self, name):
        with open(fixture(name), encoding="utf-8") as file:
            return file.read()

    def test_exactly_the_declared_count_passes(self):
        holds, message = results.swift_test_log(self.read("swift-test-passed.log"), 272)
        self.assertTrue(holds, message)

    def test_another_count_fails(self):
        holds, message = results.swift_test_log(self.read("swift-test-passed.log"), 273)
        self.assertFalse(holds)
        self.assertEqual(
            message, "FAIL: swift test ran 272 tests, the sources declare 273 (@Test attributes under Tests)")

    def test_a_failed_run_fails(self):
        holds, message = results.swift_test_log(self.read("swift-test-failed.log"), 272)
        self.assertFalse(holds)
        self.assertEqual(message, "FAIL: swift test ran 272 tests and failed")

    def test_the_singular_is_read(self):
        self.assertTrue(results.swift_test_log(self.read("swift-test-one.log"), 1)[0])

    def test_no_run_line_fails(self):
        holds, message = results.swift_test_log("Build complete!\n\t Executed 0 tests, with 0 failures\n", 272)
        self.assertFalse(holds)
        self.assertIn("no \"Test run with N tests\" line", message)


class DeviceListTests(unittest.TestCase):
    """Picking the device a --keep-device run left, and the device types Xcode has."""

    devices = {"devices": {
        "com.apple.CoreSimulator.SimRuntime.iOS-26-5": [
            {"name": "iPhone 16", "udid": "A1", "isAvailable": True},
            {"name": "KeyboardAware iPhone 16 (26.5)", "udid": "B2", "isAvailable": False},
            {"name": "KeyboardAware iPhone 16 (26.5)", "udid": "C3", "isAvailable": True},
        ],
        "com.apple.CoreSimulator.SimRuntime.iOS-18-6": [
            {"name": "KeyboardAware iPad (A16) (18.6)", "udid": "D4", "isAvailable": True},
        ],
    }}

    def test_the_first_available_device_of_that_name_on_that_runtime(self):
        runtime = "com.apple.CoreSimulator.SimRuntime.iOS-26-5"
        self.assertEqual(results.pick_device(self.devices, "KeyboardAware iPhone 16 (26.5)", runtime), "C3")
        self.assertIsNone(results.pick_device(self.devices, "KeyboardAware iPad (A16) (18.6)", runtime))
        self.assertIsNone(results.pick_device(self.devices, "KeyboardAware iPhone 16 (26.5)", "iOS-26-5"))

    def test_a_device_type_xcode_lacks_is_named_with_those_it_has(self):
        types = {"devicetypes": [{"name": "iPhone 16"}, {"name": "iPad (A16)"}]}
        self.assertTrue(results.has_device_type(types, "iPad (A16)")[0])
        holds, message = results.has_device_type(types, "iPad Pro (11-inch) (4th generation)")
        self.assertFalse(holds)
        self.assertEqual(
            message,
            "FAIL: device type 'iPad Pro (11-inch) (4th generation)' is not in this Xcode; it has: iPhone 16, iPad (A16)")


class ArgumentTests(unittest.TestCase):
    """What the script accepts, refuses and prints, without Xcode (--dry-run)."""

    def dry_run(self, *args):
        results_folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, results_folder)
        status, out, err = script("--dry-run", "--results", results_folder, *args)
        self.assertEqual(status, 0, err)
        self.assertEqual(os.listdir(results_folder), [], "a dry run wrote to the results folder")
        return out.replace(results_folder, "RESULTS")

    def test_the_three_spellings_of_a_runtime_are_one(self):
        for runtime in ("iOS-18-6", "18.6", "com.apple.CoreSimulator.SimRuntime.iOS-18-6"):
            out = self.dry_run("iPhone 16", runtime, "393x852")
            self.assertIn("simulator-check: iPhone 16 on com.apple.CoreSimulator.SimRuntime.iOS-18-6 (iOS 18.6)", out)
            self.assertIn("+ xcodebuild -downloadPlatform iOS -buildVersion 18.6\n", out)
            self.assertIn(
                "+ xcrun simctl create KeyboardAware\\ iPhone\\ 16\\ \\(18.6\\) iPhone\\ 16 "
                "com.apple.CoreSimulator.SimRuntime.iOS-18-6\n", out)

    def test_the_screen_reaches_the_tests(self):
        out = self.dry_run("iPad (A16)", "iOS-26-5", "820x1180")
        self.assertIn("TEST_RUNNER_KEYBOARD_AWARE_SCREEN=820x1180\n", out)

    def test_every_first_use_overlay_and_autofill_are_turned_off_before_and_after_boot(self):
        out = self.dry_run("iPhone 16", "iOS-26-5", "393x852")
        boot = out.index("+ xcrun simctl bootstatus DEVICE-UDID -b")
        prefs = os.path.expanduser("~/Library/Developer/CoreSimulator/Devices/DEVICE-UDID/data/Library/Preferences")
        for key in ("DidShowContinuousPathIntroduction", "KeyboardDidShowProductivityTutorial",
                    "DidShowGestureKeyboardIntroduction", "UIKeyboardDidShowInternationalInfoIntroduction"):
            for domain in ("com.apple.Preferences", "com.apple.keyboard.preferences"):
                self.assertIn(f"+ plutil -replace {key} -bool YES {prefs}/{domain}.plist\n", out[:boot])
                self.assertIn(f"+ xcrun simctl spawn DEVICE-UDID defaults write {domain} {key} -bool YES\n", out[boot:])
        self.assertIn(f"+ plutil -replace AutoFillPasswords -bool NO {prefs}/com.apple.WebUI.plist\n", out[:boot])
        self.assertIn("+ xcrun simctl spawn DEVICE-UDID defaults write com.apple.WebUI AutoFillPasswords -bool NO\n",
                      out[boot:])

    def test_the_steps_come_in_order_and_the_ui_tests_collect_diagnostics(self):
        out = self.dry_run("iPhone 16", "iOS-26-5", "393x852")
        steps = [line for line in out.splitlines() if line.startswith("== ")]
        self.assertEqual(len(steps), 9, steps)
        order = ["+ xcodegen generate", "+ xcodebuild build-for-testing",
                 "-only-testing:KeyboardAwareHostedTests -resultBundlePath RESULTS/hosted.xcresult\n",
                 "-only-testing:KeyboardAwareUITests -resultBundlePath RESULTS/ui.xcresult "
                 "-collect-test-diagnostics on-failure\n",
                 "+ xcrun xcresulttool get test-results summary --path RESULTS/hosted.xcresult\n",
                 "+ xcrun xcresulttool get test-results summary --path RESULTS/ui.xcresult\n",
                 "--console-pty --terminate-running-process DEVICE-UDID dev.keyboardaware.demo --self-check\n"]
        positions = [out.index(text) for text in order]
        self.assertEqual(positions, sorted(positions))
        self.assertNotIn("--format", out)

    def test_the_counts_it_would_require_are_the_sources(self):
        out = self.dry_run("iPhone 16", "iOS-26-5", "393x852")
        hosted = results.declared_xctests([os.path.join(ROOT, "Demo/HostedTests")])
        ui = results.declared_xctests([os.path.join(ROOT, "Demo/UITests")])
        self.assertGreater(hosted, 0)
        self.assertGreater(ui, 0)
        self.assertIn(f"+ .ci/simulator-check count-results hosted RESULTS/hosted-summary.json {hosted}\n", out)
        self.assertIn(f"+ .ci/simulator-check count-results ui RESULTS/ui-summary.json {ui}\n", out)

    def test_wrong_arguments_exit_2_saying_what_is_wrong(self):
        cases = [
            ((), "expected DEVICE RUNTIME SCREEN, got 0 argument(s)"),
            (("iPhone 16", "iOS-26-5"), "expected DEVICE RUNTIME SCREEN, got 2 argument(s)"),
            (("iPhone 16", "iOS-26-5", "393x852", "extra"), "got 4 argument(s)"),
            (("", "iOS-26-5", "393x852"), "DEVICE is empty"),
            (("iPhone 16", "visionOS-2-0", "393x852"), "RUNTIME 'visionOS-2-0' is not an iOS runtime"),
            (("iPhone 16", "iOS-26-x", "393x852"), "RUNTIME 'iOS-26-x' is not an iOS runtime"),
            (("iPhone 16", "iOS-26-5", "393"), "SCREEN '393' is not WIDTHxHEIGHT"),
            (("iPhone 16", "iOS-26-5", "393x852.5"), "SCREEN '393x852.5' is not WIDTHxHEIGHT"),
            (("--results",), "--results needs a folder"),
            (("--fast", "iPhone 16", "iOS-26-5", "393x852"), "unknown option --fast"),
        ]
        for args, message in cases:
            with self.subTest(args=args):
                status, out, err = script("--dry-run", *args)
                self.assertEqual(status, 2, out + err)
                self.assertIn(message, err)
                self.assertIn("usage: .ci/simulator-check", err)
                self.assertEqual(out, "")

    def test_help_shows_the_usage_and_exits_0(self):
        status, out, _ = script("--help")
        self.assertEqual(status, 0)
        self.assertTrue(out.startswith("  .ci/simulator-check [OPTIONS] DEVICE RUNTIME SCREEN\n"), out[:200])
        self.assertIn("--keep-device", out)
        self.assertIn("count-results NAME SUMMARY.json WANT", out)

    @unittest.skipIf(shutil.which("xcodebuild") or shutil.which("xcrun"), "this machine has Xcode")
    def test_without_xcode_it_stops_before_anything_saying_so(self):
        status, out, err = script("iPhone 16", "iOS-26-5", "393x852")
        self.assertEqual(status, 1)
        self.assertIn("simulator-check: FAIL: no xcodebuild or xcrun here: this needs a Mac with Xcode", err)
        self.assertNotIn("==", out)


class FakeXcodeTests(unittest.TestCase):
    """The runtime download and the device-type check, against a fake xcrun and xcodebuild that
    record how they were called (no Xcode here)."""

    def setUp(self):
        self.bin = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.bin)
        self.calls = os.path.join(self.bin, "calls")
        fake = f"""#!/usr/bin/env bash
echo "$(basename "$0") $*" >> {self.calls}
case "$(basename "$0") $*" in
  "xcodebuild -version") echo "Xcode 26.6" ;;
  "xcodebuild -downloadPlatform iOS -buildVersion 26.5") [ -n "$FAKE_DOWNLOAD_WORKS" ] && touch {self.bin}/downloaded ;;
  "xcrun simctl list runtimes")
    echo "== Runtimes =="
    echo "iOS 18.6 (18.6 - 22G86) - com.apple.CoreSimulator.SimRuntime.iOS-18-6"
    [ -f {self.bin}/downloaded ] && echo "iOS 26.5 (26.5 - 23F77) - com.apple.CoreSimulator.SimRuntime.iOS-26-5" ;;
  "xcrun simctl list devicetypes --json") echo '{{"devicetypes": [{{"name": "iPhone 16"}}]}}' ;;
  *) echo "unexpected: $*" >&2; exit 99 ;;
esac
exit 0
"""
        for tool in ("xcrun", "xcodebuild"):
            path = os.path.join(self.bin, tool)
            with open(path, "w") as file:
                file.write(fake)
            os.chmod(path, 0o755)
        self.results = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.results)

    def run_check(self, device, download_works):
        env = dict(os.environ, PATH=self.bin + os.pathsep + os.environ["PATH"])
        env.pop("GITHUB_ACTIONS", None)
        if download_works:
            env["FAKE_DOWNLOAD_WORKS"] = "1"
        status, out, err = script("--results", self.results, device, "iOS-26-5", "393x852", env=env)
        with open(self.calls) as file:
            return status, out, err, file.read().splitlines()

    def test_a_missing_runtime_is_downloaded_then_a_missing_device_type_stops_the_run(self):
        status, out, err, calls = self.run_check("iPad (A16)", download_works=True)
        self.assertEqual(status, 1)
        self.assertEqual(calls, [
            "xcodebuild -version", "xcrun simctl list runtimes",
            "xcodebuild -downloadPlatform iOS -buildVersion 26.5", "xcrun simctl list runtimes",
            "xcrun simctl list devicetypes --json",
        ])
        self.assertIn("the runtime com.apple.CoreSimulator.SimRuntime.iOS-26-5 is not on this machine", out)
        self.assertIn("FAIL: device type 'iPad (A16)' is not in this Xcode; it has: iPhone 16", out)
        self.assertIn("simulator-check: FAIL: device type 'iPad (A16)' is not in this Xcode", err)

    def test_a_runtime_the_download_did_not_bring_stops_the_run(self):
        status, _, err, calls = self.run_check("iPhone 16", download_works=False)
        self.assertEqual(status, 1)
        self.assertEqual(calls[-1], "xcrun simctl list runtimes")
        self.assertEqual(len(calls), 4)
        self.assertIn(
            "simulator-check: FAIL: runtime com.apple.CoreSimulator.SimRuntime.iOS-26-5 is still missing after the "
            "download; this machine has: iOS 18.6 (18.6 - 22G86) - com.apple.CoreSimulator.SimRuntime.iOS-18-6", err)


if __name__ == "__main__":
    unittest.main()
