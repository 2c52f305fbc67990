import Foundation

/// Another keyboard manager that moves views for the keyboard too (IQKeyboardManager): both
/// moving one field is the "wrong first height" of an app halfway through a migration. The UIKit
/// layer looks each up by class name and reads it through key-value coding; what it read is
/// judged here.
package struct SecondKeyboardManager: Sendable, Equatable {
    /// The name a developer knows it by.
    package var name: String
    /// Its class's runtime name, for `NSClassFromString`.
    package var className: String
    /// The class method that returns its one instance.
    package var sharedSelector: String
    /// The keys its on-off switch answers to, in the order tried (versions renamed it).
    package var enabledKeys: [String]
    /// The keys of its lists of controller classes it leaves alone, and those it handles even
    /// when switched off.
    package var disabledClassesKey: String
    package var enabledClassesKey: String
    /// The line that turns it off for one controller class, `%@` standing for that class.
    package var turnOffTemplate: String

    /// The managers the documentation lists (Migrating from IQKeyboardManager).
    package static let known: [SecondKeyboardManager] = [
        SecondKeyboardManager(
            name: "IQKeyboardManager", className: "IQKeyboardManagerSwift.IQKeyboardManager",
            sharedSelector: "shared", enabledKeys: ["isEnabled", "enable"],
            disabledClassesKey: "disabledDistanceHandlingClasses", enabledClassesKey: "enabledDistanceHandlingClasses",
            turnOffTemplate: "IQKeyboardManager.shared.disabledDistanceHandlingClasses.append(%@.self)"),
        SecondKeyboardManager(
            name: "IQKeyboardManager (Objective-C)", className: "IQKeyboardManager",
            sharedSelector: "sharedManager", enabledKeys: ["enable"],
            disabledClassesKey: "disabledDistanceHandlingClasses", enabledClassesKey: "enabledDistanceHandlingClasses",
            turnOffTemplate:
                "[[IQKeyboardManager sharedManager].disabledDistanceHandlingClasses addObject:[%@ class]];"),
    ]

    // MARK: - Judging what was read

    /// Whether it moves the views of a controller whose class and superclasses are named
    /// `controllerClasses` (most derived first): its lists match a class or any superclass, a
    /// disabled class wins over an enabled one, and outside both lists its switch decides. An
    /// unreadable switch (`nil`) counts as off: the kit warns only about what it could read.
    package static func movesViews(
        isEnabled: Bool?, disabledClasses: Set<String>, enabledClasses: Set<String>, controllerClasses: [String]
    ) -> Bool {
        if controllerClasses.contains(where: disabledClasses.contains) { return false }
        if controllerClasses.contains(where: enabledClasses.contains) { return true }
        return isEnabled == true
    }

    /// The notice logged once for `controllerClass`, with the line that turns this manager off
    /// for it.
    package func notice(controllerClass: String) -> String {
        let line = turnOffTemplate.replacingOccurrences(of: "%@", with: controllerClass)
        return """
            KeyboardAware: \(name) is enabled for \(controllerClass), whose scroll view KeyboardAware \
            manages: both would move the same field. Turn it off for this controller: \(line)
            """
    }
}
