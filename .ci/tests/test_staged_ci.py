"""The new parts of CI that need no Mac: the kit-off report of .ci/simulator-check, the staged
simulator matrix of the workflow, the Demo's launch arguments as the UI tests use them, and
.ci/logged. The numbers asserted are counted by hand in fixtures/kit-off and
fixtures/ui-kit-off-xcode26.json."""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

CI = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.dirname(CI)
FIXTURES = os.path.join(CI, "tests", "fixtures")
sys.path.insert(0, CI)

import simulator_check_results as results  # noqa: E402


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        return file.read()


class KitOffReportTests(unittest.TestCase):
    declared = [(f"KitOffUITests/{name}()", passes) for name, passes in (
        ("testAFieldEndsAboveTheKeyboard", False), ("testTheInsetsComeBack", False),
        ("testTheFirstKeyboardIsTimed", True))]

    def summary(self, failures, total=3):
        return {"result": "Failed", "totalTestCount": total, "passedTests": total - len(failures),
                "failedTests": len(failures), "skippedTests": 0, "expectedFailures": 0,
                "testFailures": [{"testIdentifierString": name, "failureText": text} for name, text in failures]}

    def test_the_sources_name_each_test_with_its_class_and_mark(self):
        self.assertEqual(results.declared_xctest_names([os.path.join(FIXTURES, "kit-off")]), self.declared)

    def test_every_keyboard_test_failing_holds(self):
        holds, lines = results.kit_off_report(self.summary([
            ("KitOffUITests/testAFieldEndsAboveTheKeyboard()", "below the keyboard"),
            ("KitOffUITests/testTheInsetsComeBack()", "no room was made")]), self.declared)
        self.assertTrue(holds, lines)
        self.assertEqual(lines[0], "2 of 2 keyboard tests failed with the kit off, as they must")
        self.assertIn("expected to pass with the kit off (marked in its source): "
                      "KitOffUITests/testTheFirstKeyboardIsTimed()", lines)

    def test_a_keyboard_test_that_passed_is_named(self):
        holds, lines = results.kit_off_report(self.summary([
            ("KitOffUITests/testAFieldEndsAboveTheKeyboard()", "below the keyboard")]), self.declared)
        self.assertFalse(holds)
        self.assertEqual(lines[0], "FAIL: 1 of 2 keyboard tests failed with the kit off")
        self.assertIn("passed with the kit off (it would pass with the kit doing nothing): "
                      "KitOffUITests/testTheInsetsComeBack()", lines)

    def test_a_failure_for_want_of_a_software_keyboard_proves_nothing(self):
        text = "the field has keyboard focus but no software keyboard came up: the simulator's hardware keyboard is connected"
        holds, lines = results.kit_off_report(self.summary([
            ("KitOffUITests/testAFieldEndsAboveTheKeyboard()", text),
            ("KitOffUITests/testTheInsetsComeBack()", "no room was made")]), self.declared)
        self.assertFalse(holds)
        self.assertEqual(lines[0], "FAIL: 1 of 2 keyboard tests failed with the kit off")
        self.assertTrue(any(line.startswith("failed only because no software keyboard came up") and
                            "testAFieldEndsAboveTheKeyboard" in line for line in lines), lines)

    def test_fewer_tests_run_than_declared_fails(self):
        holds, lines = results.kit_off_report(self.summary([
            ("KitOffUITests/testAFieldEndsAboveTheKeyboard()", "x"),
            ("KitOffUITests/testTheInsetsComeBack()", "y")], total=2), self.declared)
        self.assertFalse(holds)
        self.assertIn("2 ran, the sources declare 3", lines[0])

    def test_the_sub_command_reads_the_bundle_summary(self):
        done = subprocess.run(
            [sys.executable, os.path.join(CI, "simulator_check_results.py"), "kit-off-report",
             os.path.join(FIXTURES, "ui-kit-off-xcode26.json"), os.path.join(FIXTURES, "kit-off")],
            capture_output=True, text=True, timeout=30)
        self.assertEqual(done.returncode, 1, done.stdout + done.stderr)
        self.assertEqual(done.stdout.splitlines()[0], "FAIL: 1 of 2 keyboard tests failed with the kit off")
        self.assertIn("KitOffUITests/testTheInsetsComeBack()", done.stdout)

    def test_the_demo_marks_only_the_timings_to_pass(self):
        declared = results.declared_xctest_names([os.path.join(ROOT, "Demo/UITests")])
        self.assertEqual(len(declared), results.declared_xctests([os.path.join(ROOT, "Demo/UITests")]))
        self.assertEqual(sorted(name for name, passes in declared if passes), [
            "KeyboardWarmUpUITests/testFirstKeyboardWithWarmUp()",
            "KeyboardWarmUpUITests/testFirstKeyboardWithoutWarmUp()"])
        self.assertNotIn("?", "".join(name.split("/")[0] for name, _ in declared))

    def test_a_kit_off_dry_run_runs_only_the_ui_tests_with_the_kit_off(self):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        done = subprocess.run(
            ["bash", os.path.join(CI, "simulator-check"), "--dry-run", "--kit-off", "--results", folder,
             "iPhone 16", "iOS-18-6", "393x852"], capture_output=True, text=True, cwd=ROOT, timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr)
        out = done.stdout.replace(folder, "RESULTS")
        self.assertIn("kit off: TEST_RUNNER_KEYBOARD_AWARE_OFF=1", out)
        self.assertIn("-resultBundlePath RESULTS/ui-kit-off.xcresult -collect-test-diagnostics on-failure\n", out)
        self.assertIn("+ .ci/simulator-check kit-off-report RESULTS/ui-kit-off-summary.json Demo/UITests\n", out)
        self.assertNotIn("KeyboardAwareHostedTests", out)
        self.assertNotIn("--self-check", out)
        self.assertIn("stopped after 2700 s", out)


class StagedMatrixTests(unittest.TestCase):
    """The simulators job of .github/workflows/ci.yml: one line per job, required or not yet."""

    def setUp(self):
        self.workflow = read(".github/workflows/ci.yml")
        self.lines = [line for line in self.workflow.splitlines() if re.match(r"\s*- \{ name: .*runtime: iOS-", line)]

    @staticmethod
    def value(line, key):
        match = re.search(rf"\b{key}: (\"[^\"]*\"|[^,}}]+)", line)
        return match.group(1).strip().strip('"') if match else None

    def test_exactly_one_job_is_required_the_ios_18_iphone(self):
        required = [line for line in self.lines if self.value(line, "required") == "true"]
        self.assertEqual(len(required), 1, required)
        self.assertEqual((self.value(required[0], "device"), self.value(required[0], "runtime"),
                          self.value(required[0], "kit_off")), ("iPhone 16", "iOS-18-6", "false"))
        self.assertGreaterEqual(len(self.lines), 7)

    def test_every_other_job_says_it_is_not_yet_required_and_cannot_fail_the_workflow(self):
        for line in self.lines:
            with self.subTest(line=line):
                self.assertIn(self.value(line, "required"), ("true", "false"))
                self.assertIn(self.value(line, "kit_off"), ("true", "false"))
                if self.value(line, "required") == "false":
                    self.assertIn("(not yet required)", self.value(line, "name"))
        self.assertIn("    continue-on-error: ${{ !matrix.required }}\n", self.workflow)

    def test_one_kit_off_job_runs_the_script_with_kit_off(self):
        kit_off = [line for line in self.lines if self.value(line, "kit_off") == "true"]
        self.assertEqual(len(kit_off), 1)
        self.assertIn('if [ "$KIT_OFF" = true ]; then mode=(--kit-off); fi', self.workflow)

    def test_promotion_is_documented(self):
        contributing = read("CONTRIBUTING.md")
        self.assertIn("### Promoting a simulator job", contributing)
        self.assertIn("required: true", contributing)

    def test_the_ios_builds_of_swift_6_0_need_no_platform_download(self):
        job = self.workflow.split("  swift-6-0:", 1)[1].split("\n  simulators:", 1)[0]
        self.assertNotIn("-downloadPlatform", job)
        self.assertNotIn("-destination 'generic/platform=iOS'", job)
        self.assertEqual(job.count("--triple arm64-apple-ios15.0"), 2)

    def test_every_build_and_test_of_the_package_jobs_is_logged(self):
        for name in ("package", "swift-6-0"):
            job = self.workflow.split(f"\n  {name}:", 1)[1]
            job = re.split(r"\n  [a-z0-9-]+:\n", job, maxsplit=1)[0]
            with self.subTest(job=name):
                for line in job.splitlines():
                    stripped = line.strip()
                    if re.match(r"(xcodebuild (build|-downloadPlatform)|swift (test|build)\b)", stripped):
                        previous = job.splitlines()[job.splitlines().index(line) - 1]
                        self.assertIn(".ci/logged", previous + line, line)
                self.assertIn("path: ${{ runner.temp }}/logs", job)


class LaunchArgumentTests(unittest.TestCase):
    """The UI tests open every screen by the launch argument, with a title the Demo's menu has."""

    def test_no_ui_test_taps_a_menu_row_and_every_opened_title_is_a_screen(self):
        menu = read("Demo/KeyboardAwareDemo.swiftpm/Sources/DemoMenuViewController.swift")
        titles = set(re.findall(r'title: "([^"]+)"', menu))
        folder = os.path.join(ROOT, "Demo/UITests")
        opened = []
        for name in sorted(os.listdir(folder)):
            text = read(f"Demo/UITests/{name}")
            self.assertNotIn("app.launch()", text.replace("app.launch()\n        return app", ""), name)
            self.assertNotIn('firstMatch.tap()', text, f"{name} taps something by its first match")
            opened += re.findall(r'DemoScreen\.open\("([^"]+)"', text)
            opened += re.findall(r'"--open-screen", "([^"]+)"', text)
            for match in re.findall(r'open\("([^"]+)"\)', text):
                opened.append(match)
        self.assertTrue(opened)
        self.assertEqual(sorted(set(opened) - titles), [], f"titles the menu does not have; it has {sorted(titles)}")
        for title in ("Edit profile (sheet)", "Search at the bottom", "Sign-up form", "Chat", "AI chat"):
            self.assertIn(title, opened)

    def test_the_demo_reads_the_arguments_the_tests_pass(self):
        demo = read("Demo/KeyboardAwareDemo.swiftpm/Sources/DemoLaunchArguments.swift")
        tests = read("Demo/UITests/DemoScreen.swift")
        self.assertIn('static let openScreen = "--open-screen"', demo)
        self.assertIn('static let keyboardAwareOff = "--keyboard-aware-off"', demo)
        self.assertIn('["--open-screen", title]', tests)
        self.assertIn('["--keyboard-aware-off"]', tests)
        self.assertIn('environment["KEYBOARD_AWARE_OFF"] == "1"', tests)
        self.assertIn("export TEST_RUNNER_KEYBOARD_AWARE_OFF=1", read(".ci/simulator-check"))


class LoggedTests(unittest.TestCase):
    def run_logged(self, *argv, summary=True):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        env = dict(os.environ)
        env.pop("GITHUB_STEP_SUMMARY", None)
        if summary:
            env["GITHUB_STEP_SUMMARY"] = os.path.join(folder, "summary.md")
        log = os.path.join(folder, "logs", "step.log")
        done = subprocess.run([sys.executable, os.path.join(CI, "logged"), "The step", log, *argv],
                              capture_output=True, text=True, env=env, timeout=30)
        with open(log, encoding="utf-8") as file:
            kept = file.read()
        lines = ""
        if summary:
            with open(env["GITHUB_STEP_SUMMARY"], encoding="utf-8") as file:
                lines = file.read()
        return done, kept, lines

    def test_a_passing_command_is_shown_kept_and_summarized(self):
        done, kept, lines = self.run_logged("sh", "-c", "echo out; echo err >&2")
        self.assertEqual(done.returncode, 0)
        self.assertEqual(sorted(done.stdout.split()), ["err", "out"])
        self.assertEqual(sorted(kept.split()), ["err", "out"])
        self.assertRegex(lines, r"^- ✅ \*\*The step\*\*: passed in \d+ s; log `step.log`\n$")

    def test_a_failing_command_keeps_its_status(self):
        done, kept, lines = self.run_logged("sh", "-c", "echo broken; exit 3")
        self.assertEqual(done.returncode, 3)
        self.assertEqual(kept, "broken\n")
        self.assertIn("❌ **The step**: FAILED (exit 3)", lines)

    def test_a_command_that_cannot_start_exits_127(self):
        done, kept, lines = self.run_logged("/no/such/command")
        self.assertEqual(done.returncode, 127)
        self.assertIn("cannot run /no/such/command", kept)
        self.assertIn("FAILED (exit 127)", lines)

    def test_without_a_summary_file_it_only_runs(self):
        done, kept, _ = self.run_logged("true", summary=False)
        self.assertEqual(done.returncode, 0)
        self.assertEqual(kept, "")


if __name__ == "__main__":
    unittest.main()
