#!/usr/bin/env python3
"""The portable parts of .ci/simulator-check: what the sources declare, and what the result bundles
hold. Standard library only; runs on Linux (its tests are .ci/tests/test_simulator_check.py) and
on the macOS runners, whose python3 comes with the image.

Sub-commands (each prints one line and exits 0 when the check holds, 1 when it does not, 2 on a
file it cannot read):

  declared-xctests FOLDER...       the XCTest methods (`func test…(`) the Swift files declare
  declared-swift-tests FOLDER...   the Swift Testing tests (`@Test` attributes) they declare
  count-results NAME SUMMARY WANT  the summary of `xcresulttool get test-results summary` holds
                                   exactly WANT passed tests, none failed, skipped or expected to fail
  swift-test-log LOG WANT          a `swift test` log ends with "Test run with WANT tests … passed"
  pick-device DEVICES NAME RUNTIME the UDID of the available device NAME on RUNTIME in
                                   `xcrun simctl list devices --json`, or nothing
  has-device-type TYPES NAME       NAME is in `xcrun simctl list devicetypes --json`
  watchdog SECONDS NAME LOG CMD... runs CMD, its output shown and kept in LOG; stops it (its whole
                                   process group) after SECONDS, saying so; CMD's status, 124 on timeout
  restore-preferences BEFORE NOW ID KEEP OUT
                                   Simulator.app's preferences NOW (an XML property list) with the
                                   keys this run changed put back as BEFORE had them, and the entry
                                   of device ID dropped unless KEEP is 1, written to OUT
  kit-off-report SUMMARY FOLDER... the UI tests' summary of a run with the kit turned off: every
                                   test the Swift files under FOLDER declare failed there, except
                                   those marked `// Kit off: passes, …`; names each that did not
  summary RESULTS HOSTED UI        the run's summary table (Markdown) from RESULTS/phases.tsv, the
                                   result bundles' summaries, the logs' device facts and the
                                   artifacts there; HOSTED and UI are the declared test counts

The summary's shape is the one Xcode 16 introduced with `xcresulttool get test-results summary`
and Xcode 26 still writes (JSON by default; the `--format json` some CI logs pass is accepted, and
left out here only because it is the default): top-level `result`
("Passed", "Failed", …), `totalTestCount`, `passedTests`, `failedTests`, `skippedTests`,
`expectedFailures`, `testFailures` (each with `testIdentifierString` and `failureText`) and
`devicesAndConfigurations` (the same counts per device). Xcode 16.3 release notes, "xcresulttool":
https://developer.apple.com/documentation/xcode-release-notes/xcode-16_3-release-notes#xcresulttool
(`xcrun xcresulttool help get test-results summary` prints the schema on a Mac).
"""

import json
import os
import plistlib
import re
import signal
import subprocess
import sys
import threading

# A test method as XCTest finds it: an instance method whose name starts with `test` and takes no
# argument. One per line in Demo/HostedTests and Demo/UITests.
XCTEST_METHOD = re.compile(r"^\s*func test[A-Za-z0-9_]*\(\)")
# A Swift Testing test: the `@Test` attribute at the start of a line (`@Test func`, `@Test("…")`,
# `@Test(arguments: …)`). A parameterized test is one test in "Test run with N tests", whatever
# the number of its arguments.
SWIFT_TESTING_TEST = re.compile(r"^\s*@Test\b")

COUNTS = ("totalTestCount", "passedTests", "failedTests", "skippedTests", "expectedFailures")


class CheckError(Exception):
    """A file that cannot be read as what it should be (exit 2)."""


def swift_files(folders):
    """Every .swift file under `folders`, sorted, so that counts do not depend on the file system."""
    files = []
    for folder in folders:
        if not os.path.isdir(folder):
            raise CheckError(f"{folder}: no such folder")
        for root, dirs, names in os.walk(folder):
            dirs.sort()
            files += [os.path.join(root, name) for name in sorted(names) if name.endswith(".swift")]
    return files


def count_lines(folders, pattern):
    """Lines of the Swift files under `folders` that match `pattern`."""
    count = 0
    for path in swift_files(folders):
        with open(path, encoding="utf-8") as file:
            count += sum(1 for line in file if pattern.match(line))
    return count


def declared_xctests(folders):
    return count_lines(folders, XCTEST_METHOD)


def declared_swift_tests(folders):
    return count_lines(folders, SWIFT_TESTING_TEST)


# MARK: - The kit-off run

# The XCTestCase a test method belongs to, and the mark of a test that passes with the kit off (in
# the comment lines right above its `func`): it measures something else, such as a time.
XCTEST_CLASS = re.compile(r"^\s*(?:final\s+)?class\s+([A-Za-z0-9_]+)\s*:\s*XCTestCase\b")
XCTEST_NAME = re.compile(r"^\s*func (test[A-Za-z0-9_]*)\(\)")
KIT_OFF_PASSES = re.compile(r"^\s*//+\s*Kit off: passes\b")
# A failure that says the software keyboard never came: the run could not type, which proves
# nothing of the kit (SoftwareKeyboardPresence's messages).
KEYBOARD_MISSING = ("no keyboard came up", "no software keyboard came up", "hardware keyboard is connected")


def declared_xctest_names(folders):
    """[(\"Class/testName()\", passes_with_kit_off)] for each test method the Swift files declare,
    in file order; the XCTestCase is the last one declared above the method."""
    tests = []
    for path in swift_files(folders):
        with open(path, encoding="utf-8") as file:
            lines = file.read().splitlines()
        current = None
        for index, line in enumerate(lines):
            declared = XCTEST_CLASS.match(line)
            if declared:
                current = declared.group(1)
                continue
            method = XCTEST_NAME.match(line)
            if not method:
                continue
            marked = False
            above = index - 1
            while above >= 0 and lines[above].strip().startswith(("//", "@")):
                marked = marked or bool(KIT_OFF_PASSES.match(lines[above]))
                above -= 1
            tests.append((f"{current or '?'}/{method.group(1)}()", marked))
    return tests


def kit_off_report(summary, declared):
    """(holds, lines): with the kit turned off, each declared test not marked to pass failed for a
    reason other than a missing software keyboard; the lines name every test that did not."""
    failures = {}
    for failure in summary.get("testFailures") or []:
        if isinstance(failure, dict) and failure.get("testIdentifierString"):
            failures.setdefault(failure["testIdentifierString"], str(failure.get("failureText", "")))
    must_fail = [name for name, passes in declared if not passes]
    may_pass = [name for name, passes in declared if passes]
    passed = [name for name in must_fail if name not in failures]
    no_keyboard = [name for name in must_fail if name in failures
                   and any(text in failures[name] for text in KEYBOARD_MISSING)]
    proved = len(must_fail) - len(passed) - len(no_keyboard)
    problems = []
    if not must_fail:
        problems.append("the sources declare no keyboard test")
    if summary["totalTestCount"] != len(declared):
        problems.append(f"{summary['totalTestCount']} ran, the sources declare {len(declared)}")
    head = (f"{proved} of {len(must_fail)} keyboard tests failed with the kit off, as they must"
            if not (passed or no_keyboard or problems) else
            f"FAIL: {proved} of {len(must_fail)} keyboard tests failed with the kit off")
    lines = [head + (": " + "; ".join(problems) if problems else "")]
    lines += [f"passed with the kit off (it would pass with the kit doing nothing): {name}" for name in passed]
    lines += [f"failed only because no software keyboard came up (proves nothing): {name}: {failures[name]}"
              for name in no_keyboard]
    lines += [f"expected to pass with the kit off (marked in its source): {name}" for name in may_pass]
    return not (passed or no_keyboard or problems), lines


def load_summary(path):
    """The summary JSON, with every count it must have as an integer."""
    try:
        with open(path, encoding="utf-8") as file:
            summary = json.load(file)
    except (OSError, ValueError) as error:
        raise CheckError(f"{path}: not a test-results summary ({error})") from error
    if not isinstance(summary, dict):
        raise CheckError(f"{path}: not a test-results summary (no JSON object)")
    missing = [key for key in COUNTS + ("result",) if key not in summary]
    if missing:
        raise CheckError(f"{path}: not a test-results summary (no {', '.join(missing)})")
    for key in COUNTS:
        if type(summary[key]) is not int:
            raise CheckError(f"{path}: {key} is {summary[key]!r}, not a whole number")
    return summary


def verdict(name, summary, want):
    """(holds, message): the bundle `name` proves the `want` tests its sources declare when exactly
    that many passed and none failed, was skipped or was an expected failure. Zero declared tests
    proves nothing either."""
    passed, failed, skipped, expected = (
        summary[key] for key in ("passedTests", "failedTests", "skippedTests", "expectedFailures"))
    line = (f"{name}: {passed} passed, {failed} failed, {skipped} skipped, {expected} expected failures "
            f"of {summary['totalTestCount']} ({summary['result']}); the sources declare {want}")
    problems = []
    if want <= 0:
        problems.append("the sources declare no test")
    if passed != want:
        problems.append(f"{passed} passed, not {want}")
    if failed:
        problems.append(f"{failed} failed")
    if skipped:
        problems.append(f"{skipped} skipped (a skipped test proves nothing)")
    if expected:
        problems.append(f"{expected} expected failures")
    if summary["totalTestCount"] != want:
        problems.append(f"{summary['totalTestCount']} ran, not {want}")
    if summary["result"] != "Passed":
        problems.append(f"the result is {summary['result']!r}, not 'Passed'")
    if not problems:
        return True, f"ok: {line}"
    failures = summary.get("testFailures") or []
    for failure in failures[:5]:
        if isinstance(failure, dict):
            problems.append(f"{failure.get('testIdentifierString', '?')}: {failure.get('failureText', '?')}")
    if len(failures) > 5:
        problems.append(f"and {len(failures) - 5} more failures")
    return False, f"FAIL: {line}: " + "; ".join(problems)


# Swift Testing's last line: "Test run with 272 tests in 42 suites passed after 3.1 seconds." (the
# "in N suites" part is in newer toolchains only). "with 1 test" in the singular.
SWIFT_TEST_RUN = re.compile(r"Test run with (\d+) tests?\b.*\b(passed|failed) after")


def swift_test_log(text, want):
    """(holds, message): the log's Swift Testing run passed with exactly `want` tests."""
    runs = SWIFT_TEST_RUN.findall(text)
    if not runs:
        return False, "FAIL: swift test printed no \"Test run with N tests\" line: no Swift Testing run finished"
    count, outcome = int(runs[-1][0]), runs[-1][1]
    if want <= 0:
        return False, f"FAIL: the sources declare no @Test, and swift test ran {count}"
    if outcome != "passed":
        return False, f"FAIL: swift test ran {count} tests and failed"
    if count != want:
        return False, f"FAIL: swift test ran {count} tests, the sources declare {want} (@Test attributes under Tests)"
    return True, f"ok: swift test ran and passed the {want} tests the sources declare"


def pick_device(devices_json, name, runtime):
    """The UDID of the first available device called `name` on `runtime`, or None."""
    for device in devices_json.get("devices", {}).get(runtime, []):
        if device.get("name") == name and device.get("isAvailable", True):
            return device.get("udid")
    return None


def has_device_type(types_json, name):
    """(holds, message): `name` is one of the device types Xcode has."""
    names = [device_type.get("name") for device_type in types_json.get("devicetypes", [])]
    if name in names:
        return True, f"ok: device type {name!r}"
    return False, f"FAIL: device type {name!r} is not in this Xcode; it has: {', '.join(map(str, names))}"


# MARK: - The watchdog

# Seconds between asking a timed-out command to stop (SIGTERM) and killing it (SIGKILL).
WATCHDOG_GRACE = 15


def timeout_message(name, seconds, argv):
    """What a phase stopped by the watchdog prints, to the log and as the run's error."""
    return (f"simulator-check: TIMEOUT: {name} did not finish within {seconds} s and was stopped "
            f"(its own time limit; the phases after it still run): {' '.join(argv[:2])}")


def watchdog(seconds, name, log_path, argv, grace=WATCHDOG_GRACE, out=None):
    """Runs `argv` in a process group of its own, its output (stdout and stderr) shown on `out` and
    kept in `log_path`; after `seconds`, the whole group is asked to stop, then killed, and the run
    says so. Returns the command's status (128 + N when signal N ended it), 124 on a timeout."""
    out = out or sys.stdout
    with open(log_path, "w", encoding="utf-8", errors="replace") as log:
        def say(text):
            out.write(text)
            out.flush()
            log.write(text)
            log.flush()

        try:
            process = subprocess.Popen(
                argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                start_new_session=True)
        except OSError as error:
            say(f"simulator-check: {name} could not start: {error}\n")
            return 127
        lock = threading.Lock()

        def pump():
            for raw in iter(process.stdout.readline, b""):
                with lock:
                    say(raw.decode("utf-8", "replace"))

        def stop():
            for sig, wait in ((signal.SIGTERM, grace), (signal.SIGKILL, 5)):
                try:
                    os.killpg(process.pid, sig)
                except ProcessLookupError:
                    return
                try:
                    process.wait(timeout=wait)
                    return
                except subprocess.TimeoutExpired:
                    continue

        def stopped_by_signal(number, frame):
            raise KeyboardInterrupt

        # The command is in a session of its own, out of reach of the terminal's Ctrl-C and of the
        # runner's cancellation: this process passes either on.
        previous = signal.signal(signal.SIGTERM, stopped_by_signal)
        reader = threading.Thread(target=pump, daemon=True)
        reader.start()
        try:
            status = process.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            stop()
            reader.join(timeout=5)
            with lock:
                say("\n" + timeout_message(name, seconds, argv) + "\n")
            return 124
        except KeyboardInterrupt:
            stop()
            with lock:
                say(f"\nsimulator-check: {name} was interrupted and stopped\n")
            return 130
        finally:
            signal.signal(signal.SIGTERM, previous)
        # A child that outlives the command may hold the pipe open: the output is not waited for.
        reader.join(timeout=10)
        return 128 - status if status < 0 else status


# MARK: - Simulator.app's preferences

# The keys of Simulator.app's domain (com.apple.iphonesimulator) that the script writes at the top
# level; DevicePreferences gets an entry per device, dropped again with the device.
GLOBAL_SIMULATOR_KEYS = ("ConnectHardwareKeyboard",)


def restored_preferences(before, now, device, keep):
    """Simulator.app's preferences as they are `now`, with each global key the run wrote put back
    as it was `before` (removed when it was absent), and `device`'s entry under DevicePreferences
    dropped unless the device is kept. Everything else Simulator.app changed meanwhile stays."""
    restored = dict(now)
    for key in GLOBAL_SIMULATOR_KEYS:
        if key in before:
            restored[key] = before[key]
        else:
            restored.pop(key, None)
    devices = dict(restored.get("DevicePreferences") or {})
    if not keep:
        devices.pop(device, None)
    if devices or "DevicePreferences" in before:
        restored["DevicePreferences"] = devices
    else:
        restored.pop("DevicePreferences", None)
    return restored


def load_plist(path):
    """A property list file; an empty or missing file is an empty domain (`defaults export` of a
    domain that does not exist yet writes an empty dictionary)."""
    try:
        with open(path, "rb") as file:
            data = file.read()
    except FileNotFoundError:
        return {}
    except OSError as error:
        raise CheckError(f"{path}: {error}") from error
    if not data.strip():
        return {}
    try:
        value = plistlib.loads(data)
    except Exception as error:  # plistlib raises several types for a damaged file
        raise CheckError(f"{path}: not a property list ({error})") from error
    if not isinstance(value, dict):
        raise CheckError(f"{path}: not a dictionary")
    return value


# MARK: - The summary table

PHASES = ("setup", "build", "hosted tests", "UI tests", "self-check")
# The phases whose result bundle is counted, with the bundle's name.
BUNDLES = {"hosted tests": "hosted", "UI tests": "ui"}

# The self-check's line for the docked keyboard (KeyboardAwareSelfCheck, realKeyboardAgreesWithTheLayoutGuide).
DOCKED_EDGE = re.compile(r"the docked keyboard's frame (.+?) ends at (.+?), window ")
# Any other fact a log states: "device fact: NAME: VALUE" (the Demo's DeviceFacts, in its self-check
# mode and, through the app's device-facts.log, while the UI tests drive it).
DEVICE_FACT = re.compile(r"device fact: ([^:]+): (.+)$")
FACTS = (
    ("docked keyboard edge", "The docked keyboard frame's bottom edge"),
    ("accessory in keyboard frame", "The input accessory view inside the keyboard frame"),
    ("return key order", "Return key: `.editingDidEndOnExit` and the resign, in order"),
)
LOGS = ("self-check.log", "device-facts.log", "hosted.log", "ui.log", "ui-kit-off.log")
ARTIFACTS = (
    ("xcodegen-install.log", "XcodeGen's installation"),
    ("runtime-download.log", "the runtime's download"),
    ("create.log", "the device's creation"),
    ("boot.log", "the device's boot"),
    ("build.log", "the build's log"),
    ("build-app.log", "the app alone built after the test build failed"),
    ("hosted.xcresult", "the hosted tests' result bundle (open in Xcode)"),
    ("hosted.log", "the hosted tests' log"),
    ("ui.xcresult", "the UI tests' result bundle (open in Xcode)"),
    ("ui.log", "the UI tests' log"),
    ("ui-diagnostics", "a failed UI test's attachments, test tree and screenshot"),
    ("ui-kit-off.xcresult", "the UI tests with the kit off: their result bundle"),
    ("ui-kit-off.log", "the UI tests with the kit off: their log"),
    ("kit-off-report.txt", "which keyboard tests failed with the kit off, and which did not"),
    ("self-check.log", "the self-check's output"),
    ("device-facts.log", "what the Demo stated of the device while the UI tests drove it"),
    ("simulator.log", "the Demo's log on the simulator"),
)


def read_phases(path):
    """{phase: (status, detail)} from the script's phases.tsv (one `phase<TAB>status<TAB>detail` a
    line); a phase written twice keeps its last line."""
    phases = {}
    try:
        with open(path, encoding="utf-8", errors="replace") as file:
            for line in file:
                parts = line.rstrip("\n").split("\t")
                if len(parts) >= 2 and parts[0]:
                    phases[parts[0]] = (parts[1], parts[2] if len(parts) > 2 else "")
    except FileNotFoundError:
        pass
    return phases


def device_facts(texts):
    """{fact: value} from the logs' texts, the first statement of each fact winning."""
    facts = {}
    for text in texts:
        for line in text.splitlines():
            docked = DOCKED_EDGE.search(line)
            if docked and "docked keyboard edge" not in facts:
                facts["docked keyboard edge"] = f"{docked.group(2)} (frame {docked.group(1)})"
            fact = DEVICE_FACT.search(line)
            if fact and fact.group(1).strip() not in facts:
                facts[fact.group(1).strip()] = fact.group(2).strip()
    return facts


def tests_cell(results_dir, bundle, want):
    """`passed of declared` for a bundle, with what else it holds, or why there is no count."""
    path = os.path.join(results_dir, f"{bundle}-summary.json")
    if not os.path.exists(path):
        return f"no result (the sources declare {want})"
    try:
        summary = load_summary(path)
    except CheckError:
        return f"unreadable summary (the sources declare {want})"
    cell = f"{summary['passedTests']} of {want}"
    others = [f"{summary[key]} {label}" for key, label in (
        ("failedTests", "failed"), ("skippedTests", "skipped"), ("expectedFailures", "expected failures"))
        if summary[key]]
    return cell + (f" ({', '.join(others)})" if others else "")


def cell(text):
    """Text for a Markdown table cell: one line, no column break."""
    return " ".join(str(text).split()).replace("|", "\\|")


def summary_table(results_dir, wants, title=None):
    """The run's summary in Markdown: each phase passed / failed / not run with its tests passed of
    declared, the device facts the logs state, and the artifacts to open."""
    phases = read_phases(os.path.join(results_dir, "phases.tsv"))
    texts = []
    for name in LOGS:
        try:
            with open(os.path.join(results_dir, name), encoding="utf-8", errors="replace") as file:
                texts.append(file.read())
        except OSError:
            pass
    facts = device_facts(texts)
    failed = [phase for phase in PHASES if phases.get(phase, ("not run", ""))[0] not in ("passed", "left out")]
    verdict = "passed" if not failed else "FAILED: " + ", ".join(
        f"{phase} {phases.get(phase, ('not run', ''))[0]}" for phase in failed)
    lines = [f"### {title or 'simulator-check'}: {verdict}", "",
             "| Phase | Result | Tests passed of declared | Detail |", "| --- | --- | --- | --- |"]
    for phase in PHASES:
        status, detail = phases.get(phase, ("not run", ""))
        bundle = BUNDLES.get(phase)
        if bundle and not os.path.exists(os.path.join(results_dir, f"{bundle}-summary.json")) \
                and os.path.exists(os.path.join(results_dir, f"{bundle}-kit-off-summary.json")):
            bundle += "-kit-off"  # the kit-off run's UI tests: their passes are what it reports
        tests = tests_cell(results_dir, bundle, wants[BUNDLES[phase]]) if bundle else ""
        lines.append(f"| {phase} | {cell(status)} | {cell(tests)} | {cell(detail)} |")
    lines += ["", "| Device fact | What the run logged |", "| --- | --- |"]
    for key, label in FACTS:
        lines.append(f"| {label} | {cell(facts.get(key, 'not logged'))} |")
    present = [(name, what) for name, what in ARTIFACTS if os.path.exists(os.path.join(results_dir, name))]
    lines += ["", "Artifacts (the job's uploaded results):"]
    lines += [f"- `{name}`: {what}" for name, what in present] or ["- none were written"]
    return "\n".join(lines) + "\n"


def load_json(path):
    try:
        with open(path, encoding="utf-8") as file:
            return json.load(file)
    except (OSError, ValueError) as error:
        raise CheckError(f"{path}: {error}") from error


def whole_number(text, what):
    if not re.fullmatch(r"[0-9]+", text):
        raise CheckError(f"{what} is {text!r}, not a whole number")
    return int(text)


USAGE = __doc__.split("Sub-commands", 1)[1].split("\n\n", 1)[1].split("\n\nThe summary", 1)[0]


def main(argv):
    command, args = (argv[0], argv[1:]) if argv else ("", [])
    try:
        if command == "declared-xctests" and args:
            print(declared_xctests(args))
            return 0
        if command == "declared-swift-tests" and args:
            print(declared_swift_tests(args))
            return 0
        if command == "count-results" and len(args) == 3:
            holds, message = verdict(args[0], load_summary(args[1]), whole_number(args[2], "WANT"))
        elif command == "swift-test-log" and len(args) == 2:
            try:
                with open(args[0], encoding="utf-8", errors="replace") as file:
                    text = file.read()
            except OSError as error:
                raise CheckError(f"{args[0]}: {error}") from error
            holds, message = swift_test_log(text, whole_number(args[1], "WANT"))
        elif command == "pick-device" and len(args) == 3:
            udid = pick_device(load_json(args[0]), args[1], args[2])
            if udid:
                print(udid)
            return 0
        elif command == "has-device-type" and len(args) == 2:
            holds, message = has_device_type(load_json(args[0]), args[1])
        elif command == "watchdog" and len(args) >= 4:
            return watchdog(whole_number(args[0], "SECONDS"), args[1], args[2], args[3:])
        elif command == "restore-preferences" and len(args) == 5:
            restored = restored_preferences(load_plist(args[0]), load_plist(args[1]), args[2], args[3] == "1")
            with open(args[4], "wb") as file:
                plistlib.dump(restored, file)
            return 0
        elif command == "kit-off-report" and len(args) >= 2:
            holds, lines = kit_off_report(load_summary(args[0]), declared_xctest_names(args[1:]))
            print("\n".join(lines))
            return 0 if holds else 1
        elif command == "summary" and len(args) in (3, 4):
            wants = {"hosted": whole_number(args[1], "HOSTED"), "ui": whole_number(args[2], "UI")}
            print(summary_table(args[0], wants, args[3] if len(args) == 4 else None), end="")
            return 0
        else:
            print(f"usage: {os.path.basename(sys.argv[0])} SUB-COMMAND ARGUMENTS\n{USAGE}", file=sys.stderr)
            return 2
    except CheckError as error:
        print(f"FAIL: {error}", file=sys.stderr)
        return 2
    print(message)
    return 0 if holds else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
