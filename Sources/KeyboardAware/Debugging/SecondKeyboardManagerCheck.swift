#if canImport(UIKit)
import ObjectiveC
import UIKit

/// Names a second keyboard manager (``SecondKeyboardManager/known``) once per controller class
/// whose scroll view the kit manages, with the line that turns it off there. A manager is looked
/// up only through a read that cannot create it (``SecondKeyboardManager/safeSelector``), once per
/// process, and read through key-value coding only where it answers; a manager whose only way to
/// its instance creates it (both IQKeyboardManagers) is never looked up, so an app that links one
/// without using it never gets it made, with its observers and toolbar, by the kit.
@MainActor
enum SecondKeyboardManagerCheck {
    /// The managers linked into this process, with their one instance: looked up once.
    private static let present: [(manager: SecondKeyboardManager, instance: NSObject)] =
        SecondKeyboardManager.known.compactMap { manager in
            guard let selector = manager.safeSelector, let type = NSClassFromString(manager.className),
                class_getClassMethod(type, NSSelectorFromString(selector)) != nil,
                let instance = (type as AnyObject).value(forKey: selector) as? NSObject
            else { return nil }
            return (manager, instance)
        }
    /// The controller classes already named, so that each is named once.
    private static var noted: Set<String> = []

    /// Logs, once per controller class, a manager that moves the views of `scrollView`'s
    /// controller. Called when observing starts, never per frame.
    static func note(_ scrollView: UIScrollView) {
        guard !present.isEmpty, let controller = owningController(of: scrollView) else { return }
        let classes = classNames(of: type(of: controller))
        let shown = String(describing: type(of: controller))
        for (manager, instance) in present where !noted.contains(manager.name + classes[0]) {
            let isEnabled = manager.enabledKeys.lazy.compactMap { bool(instance, $0) }.first
            let moves = SecondKeyboardManager.movesViews(
                isEnabled: isEnabled, disabledClasses: classList(instance, manager.disabledClassesKey),
                enabledClasses: classList(instance, manager.enabledClassesKey), controllerClasses: classes)
            guard moves else { continue }
            noted.insert(manager.name + classes[0])
            Log.notice(manager.notice(controllerClass: shown))
        }
    }

    // MARK: - Reading

    /// The view controller whose view holds `scrollView`, through the responder chain.
    private static func owningController(of scrollView: UIScrollView) -> UIViewController? {
        var responder: UIResponder? = scrollView.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// `type` and its superclasses' runtime names, most derived first.
    private static func classNames(of type: AnyClass) -> [String] {
        var names: [String] = []
        var current: AnyClass? = type
        while let next = current {
            names.append(NSStringFromClass(next))
            current = class_getSuperclass(next)
        }
        return names
    }

    /// A Boolean property, when `object` answers to `key`.
    private static func bool(_ object: NSObject, _ key: String) -> Bool? {
        guard object.responds(to: NSSelectorFromString(key)) else { return nil }
        return (object.value(forKey: key) as? NSNumber)?.boolValue
    }

    /// A list of classes (a Swift array or an Objective-C set), as runtime names.
    private static func classList(_ object: NSObject, _ key: String) -> Set<String> {
        guard object.responds(to: NSSelectorFromString(key)) else { return [] }
        let value = object.value(forKey: key)
        let items = (value as? [AnyObject]) ?? (value as? NSSet)?.allObjects.map { $0 as AnyObject } ?? []
        return Set(items.compactMap { ($0 as? AnyClass).map(NSStringFromClass) })
    }
}
#endif
