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

The summary's shape is the one Xcode 16 introduced with `xcresulttool get test-results summary`
and Xcode 26 still writes (JSON is its only output, so no `--format`): top-level `result`
("Passed", "Failed", …), `totalTestCount`, `passedTests`, `failedTests`, `skippedTests`,
`expectedFailures`, `testFailures` (each with `testIdentifierString` and `failureText`) and
`devicesAndConfigurations` (the same counts per device). Xcode 16.3 release notes, "xcresulttool":
https://developer.apple.com/documentation/xcode-release-notes/xcode-16_3-release-notes#xcresulttool
(`xcrun xcresulttool help get test-results summary` prints the schema on a Mac).
"""

import json
import os
import re
import sys

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
