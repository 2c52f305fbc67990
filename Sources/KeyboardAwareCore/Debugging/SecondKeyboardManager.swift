import Foundation

/// Another keyboard manager that moves views for the keyboard too (IQKeyboardManager): both
/// moving one field is the "wrong first height" of an app halfway through a migration. The UIKit
/// layer may look one up by class name and read it through key-value coding only where the plan
/// (``lookup``) names a read that cannot create it; what it read is judged here.
///
/// Reading another library's shared instance must never create it: IQKeyboardManager 6's
/// initializer registers its observers and turns its toolbar on, so a debug build that links it
/// without using it would get its toolbar on every field. Neither IQKeyboardManager offers a read
/// that returns its instance only when it exists (the Swift one's `shared` is a static created on
/// first access, the Objective-C one's `sharedManager` creates it on first call), so neither is
/// looked up: the check is skipped for both.
package struct SecondKeyboardManager: Sendable, Equatable {
    /// How the UIKit layer may find the one instance.
    package enum Lookup: Sendable, Equatable {
        /// Not looked up: the only way to its instance creates it when it does not exist yet.
        case skipped(reason: String)
        /// A class method that returns the instance only when it exists already (`nil` otherwise).
        case existingInstance(selector: String)
    }

    /// The name a developer knows it by.
    package var name: String
    /// Its class's runtime name, for `NSClassFromString`.
    package var className: String
    /// The class methods that create the instance when they find none: never called.
    package var constructingAccessors: Set<String>
    /// How the instance is found, if at all.
    package var lookup: Lookup
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
            constructingAccessors: ["shared", "sharedManager"],
            lookup: .skipped(
                reason: "its `shared` is created on first access; nothing tells whether it exists without creating it"),
            enabledKeys: ["isEnabled", "enable"],
            disabledClassesKey: "disabledDistanceHandlingClasses", enabledClassesKey: "enabledDistanceHandlingClasses",
            turnOffTemplate: "IQKeyboardManager.shared.disabledDistanceHandlingClasses.append(%@.self)"),
        SecondKeyboardManager(
            name: "IQKeyboardManager (Objective-C)", className: "IQKeyboardManager",
            constructingAccessors: ["sharedManager"],
            lookup: .skipped(reason: "its `sharedManager` creates it on first call"),
            enabledKeys: ["enable"],
            disabledClassesKey: "disabledDistanceHandlingClasses", enabledClassesKey: "enabledDistanceHandlingClasses",
            turnOffTemplate:
                "[[IQKeyboardManager sharedManager].disabledDistanceHandlingClasses addObject:[%@ class]];"),
    ]

    // MARK: - Looking up

    /// The class method the UIKit layer may call for the instance: only a read of one that exists,
    /// never a constructing accessor; `nil` when the check is skipped.
    package var safeSelector: String? {
        guard case .existingInstance(let selector) = lookup, !constructingAccessors.contains(selector) else {
            return nil
        }
        return selector
    }

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
