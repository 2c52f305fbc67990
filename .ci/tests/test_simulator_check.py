"""The portable parts of .ci/simulator-check, on any machine with bash and python3 (.ci/run runs
them: python3 -m unittest discover -s .ci/tests).

The summaries in fixtures/ are written by hand in the shape `xcrun xcresulttool get test-results
summary` prints under Xcode 16 and 26 (the keys .ci/simulator_check_results.py cites); every
number asserted here is read off those files or counted by hand in fixtures/declared, whose lines
say which ones count.
"""

import contextlib
import io
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
        self.assertEqual(len(steps), 8, steps)
        order = ["+ xcodegen generate", "+ xcodebuild build-for-testing",
                 "(output kept in RESULTS/build.log; stopped after 1800 s)\n",
                 "-only-testing:KeyboardAwareHostedTests -test-timeouts-enabled YES "
                 "-default-test-execution-time-allowance 600 -maximum-test-execution-time-allowance 600 "
                 "-resultBundlePath RESULTS/hosted.xcresult\n",
                 "+ xcrun xcresulttool get test-results summary --path RESULTS/hosted.xcresult\n",
                 "-only-testing:KeyboardAwareUITests -test-timeouts-enabled YES "
                 "-default-test-execution-time-allowance 600 -maximum-test-execution-time-allowance 600 "
                 "-resultBundlePath RESULTS/ui.xcresult -collect-test-diagnostics on-failure\n",
                 "+ xcrun xcresulttool get test-results summary --path RESULTS/ui.xcresult\n",
                 "--console-pty --terminate-running-process DEVICE-UDID dev.keyboardaware.demo --self-check\n",
                 "(output kept in RESULTS/self-check.log; stopped after 900 s)\n"]
        positions = [out.index(text) for text in order]
        self.assertEqual(positions, sorted(positions))
        self.assertNotIn("--format", out)

    def test_simulator_preferences_are_saved_before_they_are_written(self):
        out = self.dry_run("iPhone 16", "iOS-26-5", "393x852")
        save = out.index("+ defaults export com.apple.iphonesimulator RESULTS/simulator-preferences-before.plist\n")
        write = out.index("+ defaults write com.apple.iphonesimulator ConnectHardwareKeyboard -bool false\n")
        self.assertLess(save, write)

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
        developer = os.path.join(self.bin, "Xcode.app", "Contents", "Developer")
        os.makedirs(os.path.join(developer, "usr", "bin"))
        shutil.copy(os.path.join(self.bin, "xcodebuild"), os.path.join(developer, "usr", "bin", "xcodebuild"))
        env = dict(os.environ, PATH=self.bin + os.pathsep + os.environ["PATH"], DEVELOPER_DIR=developer)
        env.pop("GITHUB_ACTIONS", None)
        env.pop("GITHUB_STEP_SUMMARY", None)
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
        # The run still ends with its table: setup failed, nothing after it ran.
        with open(os.path.join(self.results, "summary.md")) as file:
            table = file.read()
        self.assertIn("### iPad (A16), iOS 26.5, screen 393x852: FAILED: setup failed, build not run, "
                      "hosted tests not run, UI tests not run, self-check not run\n", table)
        self.assertIn("| setup | failed |  | device type 'iPad (A16)' is not in this Xcode (the list above has "
                      "those it has) |\n", table)
        self.assertIn("| hosted tests | not run | no result (the sources declare ", table)
        self.assertIn(table, out)

    def test_a_runtime_the_download_did_not_bring_stops_the_run(self):
        status, _, err, calls = self.run_check("iPhone 16", download_works=False)
        self.assertEqual(status, 1)
        self.assertEqual(calls[-1], "xcrun simctl list runtimes")
        self.assertEqual(len(calls), 4)
        self.assertIn(
            "simulator-check: FAIL: runtime com.apple.CoreSimulator.SimRuntime.iOS-26-5 is still missing after the "
            "download; this machine has: iOS 18.6 (18.6 - 22G86) - com.apple.CoreSimulator.SimRuntime.iOS-18-6", err)



class DeveloperFolderTests(unittest.TestCase):
    """The Xcode a run uses is checked before the first xcodebuild, with a message that says what
    to install or select (fake xcrun, xcodebuild and xcode-select that record their calls)."""

    def setUp(self):
        self.bin = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.bin)
        self.calls = os.path.join(self.bin, "calls")
        for tool, body in (("xcrun", ""), ("xcodebuild", ""),
                           ("xcode-select", 'echo "$FAKE_SELECTED"')):
            path = os.path.join(self.bin, tool)
            with open(path, "w") as file:
                file.write(f'#!/usr/bin/env bash\necho "$(basename "$0") $*" >> {self.calls}\n{body}\n')
            os.chmod(path, 0o755)
        self.results = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.results)

    def run_check(self, **env_vars):
        env = dict(os.environ, PATH=self.bin + os.pathsep + os.environ["PATH"], **env_vars)
        for name in ("GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY") + (() if "DEVELOPER_DIR" in env_vars else ("DEVELOPER_DIR",)):
            env.pop(name, None)
        status, out, err = script("--results", self.results, "iPhone 16", "iOS-26-5", "393x852", env=env)
        calls = []
        if os.path.exists(self.calls):
            with open(self.calls) as file:
                calls = file.read().splitlines()
        return status, out, err, calls

    def test_a_developer_dir_that_does_not_exist_stops_before_xcodebuild(self):
        status, _, err, calls = self.run_check(DEVELOPER_DIR="/Applications/Xcode_16.9.app/Contents/Developer")
        self.assertEqual(status, 1)
        self.assertIn("simulator-check: FAIL: DEVELOPER_DIR names /Applications/Xcode_16.9.app/Contents/Developer, "
                      "which does not exist; the Xcodes here: ", err)
        self.assertEqual([call for call in calls if call.startswith("xcodebuild")], [])

    def test_the_command_line_tools_alone_are_told_to_install_xcode(self):
        status, _, err, calls = self.run_check(FAKE_SELECTED="/Library/Developer/CommandLineTools")
        self.assertEqual(status, 1)
        self.assertIn("simulator-check: FAIL: only the Command Line Tools are selected "
                      "(/Library/Developer/CommandLineTools): this needs Xcode with its iOS simulator; install Xcode "
                      "(the App Store, or https://developer.apple.com/download/), then select it: "
                      "sudo xcode-select --switch /Applications/Xcode.app && sudo xcodebuild -runFirstLaunch", err)
        self.assertEqual(calls, ["xcode-select -p"])

    def test_a_folder_without_xcodebuild_is_not_an_xcode(self):
        status, _, err, _ = self.run_check(DEVELOPER_DIR=self.bin)
        self.assertEqual(status, 1)
        self.assertIn(f"simulator-check: FAIL: {self.bin} has no usr/bin/xcodebuild, so it is not an Xcode's "
                      "Developer folder", err)


class WatchdogTests(unittest.TestCase):
    """The time limit around each phase's command."""

    def setUp(self):
        self.folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.folder)
        self.log = os.path.join(self.folder, "phase.log")

    def watchdog(self, seconds, *argv):
        done = subprocess.run(
            [sys.executable, os.path.join(CI, "simulator_check_results.py"), "watchdog", str(seconds), "the self-check",
             self.log, *argv], capture_output=True, text=True, timeout=60)
        with open(self.log) as file:
            return done.returncode, done.stdout, file.read()

    def test_the_message_names_the_phase_its_limit_and_the_command(self):
        self.assertEqual(
            results.timeout_message("the self-check", 900, ["xcrun", "simctl", "launch", "--console-pty"]),
            "simulator-check: TIMEOUT: the self-check did not finish within 900 s and was stopped (its own time "
            "limit; the phases after it still run): xcrun simctl")

    def test_a_command_past_its_limit_is_stopped_with_its_children_and_exits_124(self):
        marker = os.path.join(self.folder, "still-running")
        status, out, log = self.watchdog(
            1, "bash", "-c", f"echo started; (sleep 3; touch {marker}) & sleep 30")
        self.assertEqual(status, 124)
        message = ("simulator-check: TIMEOUT: the self-check did not finish within 1 s and was stopped (its own time "
                   "limit; the phases after it still run): bash -c\n")
        self.assertTrue(out.startswith("started\n"), out)
        self.assertTrue(out.endswith(message), out)
        self.assertEqual(log, out)
        # The whole process group went: the child that would have touched the marker too.
        import time
        time.sleep(3.5)
        self.assertFalse(os.path.exists(marker))

    def test_a_command_within_its_limit_keeps_its_status_and_output(self):
        status, out, log = self.watchdog(30, "bash", "-c", "echo one; echo two >&2; exit 3")
        self.assertEqual(status, 3)
        self.assertEqual(sorted(out.splitlines()), ["one", "two"])
        self.assertEqual(log, out)


class PreferenceRestoreTests(unittest.TestCase):
    """Simulator.app's global preferences put back after a run."""

    device = "5B0E7C1A-2D4F-4E8B-9C3A-1F6D2E8A4B70"
    other = "0C1D2E3F-4A5B-4C6D-8E7F-901A2B3C4D5E"

    def test_a_key_that_was_absent_is_removed_and_the_deleted_device_dropped(self):
        before = {"ShowChrome": True, "DevicePreferences": {self.other: {"ConnectHardwareKeyboard": True}}}
        now = {"ShowChrome": False, "ConnectHardwareKeyboard": False,
               "DevicePreferences": {self.other: {"ConnectHardwareKeyboard": True},
                                     self.device: {"ConnectHardwareKeyboard": False}}}
        self.assertEqual(results.restored_preferences(before, now, self.device, keep=False), {
            "ShowChrome": False, "DevicePreferences": {self.other: {"ConnectHardwareKeyboard": True}}})

    def test_a_key_that_was_set_gets_its_value_back_and_a_kept_device_its_entry(self):
        before = {"ConnectHardwareKeyboard": True}
        now = {"ConnectHardwareKeyboard": False, "DevicePreferences": {self.device: {"ConnectHardwareKeyboard": False}}}
        self.assertEqual(results.restored_preferences(before, now, self.device, keep=True), {
            "ConnectHardwareKeyboard": True, "DevicePreferences": {self.device: {"ConnectHardwareKeyboard": False}}})

    def test_an_empty_domain_comes_back_empty(self):
        now = {"ConnectHardwareKeyboard": False, "DevicePreferences": {self.device: {"ConnectHardwareKeyboard": False}}}
        self.assertEqual(results.restored_preferences({}, now, self.device, keep=False), {})

    def test_the_sub_command_reads_and_writes_property_lists(self):
        import plistlib
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        before, now, out = (os.path.join(folder, name) for name in ("before.plist", "now.plist", "out.plist"))
        with open(before, "wb") as file:
            plistlib.dump({"ConnectHardwareKeyboard": True}, file, fmt=plistlib.FMT_BINARY)
        with open(now, "wb") as file:
            plistlib.dump({"ConnectHardwareKeyboard": False,
                           "DevicePreferences": {self.device: {"ConnectHardwareKeyboard": False}}}, file)
        self.assertEqual(results.main(["restore-preferences", before, now, self.device, "0", out]), 0)
        with open(out, "rb") as file:
            self.assertEqual(plistlib.load(file), {"ConnectHardwareKeyboard": True})
        # A domain that did not exist before (an empty export) and a damaged file.
        open(before, "w").close()
        self.assertEqual(results.main(["restore-preferences", before, now, self.device, "0", out]), 0)
        with open(out, "rb") as file:
            self.assertEqual(plistlib.load(file), {})
        with open(now, "w") as file:
            file.write("not a plist")
        message = io.StringIO()
        with contextlib.redirect_stderr(message):
            self.assertEqual(results.main(["restore-preferences", before, now, self.device, "0", out]), 2)
        self.assertIn("not a property list", message.getvalue())


class SummaryTableTests(unittest.TestCase):
    """The table the run ends with, from recorded results: phases.tsv as the script writes it, the
    fixtures' summaries, and logs in the shape the self-check and the UI tests print."""

    def results_folder(self, phases, files):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        with open(os.path.join(folder, "phases.tsv"), "w") as file:
            file.write("".join("\t".join(line) + "\n" for line in phases))
        for name, source in files.items():
            if source.endswith(".json") or source.endswith(".log"):
                shutil.copy(fixture(source), os.path.join(folder, name))
            else:
                os.makedirs(os.path.join(folder, name))
        return folder

    def test_a_run_whose_ui_tests_failed(self):
        folder = self.results_folder(
            [("setup", "passed", "KeyboardAware iPhone 16 (26.5) (A1B2), Xcode 26.6"),
             ("build", "passed", "app and both test bundles; 64 scenario files in the app"),
             ("hosted tests", "passed", "11 of 11 declared tests passed"),
             ("UI tests", "failed", "UI tests: xcodebuild exit 65; FAIL: ui: 10 passed, 2 failed | see ui.log"),
             ("self-check", "passed", "self-check: PROVED")],
            {"hosted-summary.json": "hosted-passed-xcode26.json", "ui-summary.json": "ui-two-failed-xcode26.json",
             "self-check.log": "self-check-proved.log", "device-facts.log": "ui-facts.log", "ui.xcresult": "folder",
             "ui-diagnostics": "folder"})
        table = results.summary_table(folder, {"hosted": 11, "ui": 12}, "iPhone 16, iOS 26.5, screen 393x852")
        self.assertEqual(table, "\n".join([
            "### iPhone 16, iOS 26.5, screen 393x852: FAILED: UI tests failed",
            "",
            "| Phase | Result | Tests passed of declared | Detail |",
            "| --- | --- | --- | --- |",
            "| setup | passed |  | KeyboardAware iPhone 16 (26.5) (A1B2), Xcode 26.6 |",
            "| build | passed |  | app and both test bundles; 64 scenario files in the app |",
            "| hosted tests | passed | 11 of 11 | 11 of 11 declared tests passed |",
            "| UI tests | failed | 10 of 12 (2 failed) | UI tests: xcodebuild exit 65; FAIL: ui: 10 passed, 2 failed "
            "\\| see ui.log |",
            "| self-check | passed |  | self-check: PROVED |",
            "",
            "| Device fact | What the run logged |",
            "| --- | --- |",
            "| The docked keyboard frame's bottom edge | the screen's bottom (frame (0.0, 516.0, 393.0, 336.0)) |",
            "| The input accessory view inside the keyboard frame | included: the frame's top 472.0 is at the "
            "accessory's top 472.0 (iOS 26.5) |",
            "| Return key: `.editingDidEndOnExit` and the resign, in order | the event, then the resign (iOS 26.5) |",
            "",
            "Artifacts (the job's uploaded results):",
            "- `ui.xcresult`: the UI tests' result bundle (open in Xcode)",
            "- `ui-diagnostics`: a failed UI test's attachments, test tree and screenshot",
            "- `self-check.log`: the self-check's output",
            "- `device-facts.log`: what the Demo stated of the device while the UI tests drove it",
            "",
        ]))

    def test_a_run_that_stopped_at_the_build(self):
        folder = self.results_folder(
            [("setup", "passed", "device"), ("build", "failed", "the build for testing failed (exit 65)"),
             ("hosted tests", "not run", "the test bundles were not built"),
             ("UI tests", "not run", "the test bundles were not built")],
            {})
        table = results.summary_table(folder, {"hosted": 11, "ui": 16})
        self.assertIn("### simulator-check: FAILED: build failed, hosted tests not run, UI tests not run, "
                      "self-check not run\n", table)
        self.assertIn("| hosted tests | not run | no result (the sources declare 11) | the test bundles were not "
                      "built |\n", table)
        self.assertIn("| self-check | not run |  |  |\n", table)
        self.assertIn("| The docked keyboard frame's bottom edge | not logged |\n", table)
        self.assertTrue(table.endswith("- none were written\n"), table)

    def test_every_phase_passed(self):
        folder = self.results_folder([(phase, "passed", "") for phase in results.PHASES], {})
        self.assertTrue(results.summary_table(folder, {"hosted": 1, "ui": 1}).startswith(
            "### simulator-check: passed\n"))

    def test_the_first_statement_of_a_fact_wins(self):
        facts = results.device_facts([
            "self-check: the docked keyboard's frame (0.0, 500.0, 820.0, 680.0) ends at the window's bottom, "
            "window (0.0, 0.0, 820.0, 1180.0), screen (820.0, 1180.0)\n"
            "device fact: return key order: the resign, then the event\n",
            "device fact: return key order: the event, then the resign\n"])
        self.assertEqual(facts, {"docked keyboard edge": "the window's bottom (frame (0.0, 500.0, 820.0, 680.0))",
                                 "return key order": "the resign, then the event"})

    def test_the_script_prints_the_table(self):
        folder = self.results_folder([("setup", "failed", "no device")], {})
        status, out, _ = script("summary", folder, "11", "16", "iPad (A16), iOS 18.6, screen 820x1180")
        self.assertEqual(status, 0)
        self.assertTrue(out.startswith("### iPad (A16), iOS 18.6, screen 820x1180: FAILED: setup failed, "), out)


if __name__ == "__main__":
    unittest.main()
