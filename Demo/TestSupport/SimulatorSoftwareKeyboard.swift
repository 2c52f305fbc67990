import UIKit

/// Keeps the simulator's software keyboard on screen while a hardware keyboard is connected, for
/// the Demo's test bundles only (never in an app: it calls into UIKit's private keyboard class).
///
/// A simulator booted without Simulator.app, as CI boots it, can come up with a hardware keyboard
/// connected; iOS then hides the software keyboard ("automatic minimization") and the tests would
/// measure nothing. UIKit's keyboard turns that off through `setAutomaticMinimizationEnabled:`;
/// the setting is the device's, so it holds for the app under test too. EarlGrey,
/// WebDriverAgent's `forceSimulatorSoftwareKeyboardPresence` and Chromium's test support call
/// the same two setters. They are looked up by name and skipped when missing: the tests then say
/// that the software keyboard did not come up (`SoftwareKeyboardPresence`), rather than pass.
@MainActor
enum SimulatorSoftwareKeyboard {
    /// Turns automatic minimization off and lets a touch show the keyboard, where the simulator's
    /// UIKit has those setters; returns what it did, for the test log.
    @discardableResult
    static func keepOnScreen() -> String {
        #if targetEnvironment(simulator)
        return setKeyboardPreferences()
        #else
        return "not a simulator: nothing set"
        #endif
    }

    /// Outside the `#if`, so that a compile for devices type-checks it too.
    private static func setKeyboardPreferences() -> String {
        let shared = NSSelectorFromString("sharedInstance")
        guard let type = NSClassFromString("UIKeyboardImpl") as? NSObject.Type, type.responds(to: shared),
            let keyboard = type.perform(shared)?.takeUnretainedValue() as? NSObject
        else { return "UIKeyboardImpl.sharedInstance is not in this UIKit: nothing set" }
        var set: [String] = []
        for (key, value) in [("automaticMinimizationEnabled", false), ("softwareKeyboardShownByTouch", true)] {
            let setter = NSSelectorFromString("set\(key.prefix(1).uppercased())\(key.dropFirst()):")
            guard keyboard.responds(to: setter) else { continue }
            keyboard.setValue(value, forKey: key)
            set.append("\(key) = \(value)")
        }
        return set.isEmpty ? "no keyboard setter in this UIKit: nothing set" : set.joined(separator: ", ")
    }
}
