import UIKit

/// Facts of the system the Demo runs on that the kit's assumptions rest on and only a device or a
/// simulator can settle, each stated as one line, `device fact: NAME: VALUE`: on standard output,
/// and appended to `Library/Caches/device-facts.log` in the app's container, where
/// `.ci/simulator-check` reads what the UI tests made the app state and puts it in the run's table.
@MainActor
enum DeviceFacts {
    /// The file the facts are appended to.
    static var file: URL? {
        FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?
            .appendingPathComponent("device-facts.log")
    }

    /// States `value` for the fact `name`.
    static func state(_ name: String, _ value: String) {
        let line = "device fact: \(name): \(value) (iOS \(UIDevice.current.systemVersion))"
        print(line)
        guard let file else { return }
        let data = Data((line + "\n").utf8)
        if let handle = try? FileHandle(forWritingTo: file) {
            handle.seekToEndOfFile()
            handle.write(data)
            try? handle.close()
        } else {
            try? data.write(to: file)
        }
    }

    // MARK: - The return key

    /// States, when return is pressed in `field`, whether UIKit sends `.editingDidEndOnExit` while
    /// the field still edits (the event, then the resign: the order the kit relies on) or after it
    /// ended its editing. Watch a field before anything else adds a target for that event, and
    /// one whose delegate does not end editing itself.
    static func watchReturnKey(of field: UITextField) {
        field.addTarget(
            ReturnKeyOrder.shared, action: #selector(ReturnKeyOrder.returnPressed(_:)), for: .editingDidEndOnExit)
    }

    // MARK: - The input accessory view in the keyboard's frame

    /// States whether the end frame of a keyboard notification includes the input accessory view
    /// of a text view that becomes first responder in `scene` (and whether that frame is a screen
    /// frame at all: iPadOS 26 may report it in the text view's coordinates, FB18129544); the
    /// keyboard must come up within 5 seconds.
    static func stateAccessoryInKeyboardFrame(in scene: UIWindowScene) async {
        let previousKey = scene.windows.first(where: \.isKeyWindow)
        let window = UIWindow(windowScene: scene)
        let root = UIViewController()
        window.rootViewController = root
        let textView = UITextView(frame: CGRect(x: 20, y: 120, width: 240, height: 88))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: 44))
        accessory.backgroundColor = .secondarySystemBackground
        textView.inputAccessoryView = accessory
        root.view.addSubview(textView)
        window.makeKeyAndVisible()
        let frames = KeyboardFrames()
        NotificationCenter.default.addObserver(
            frames, selector: #selector(KeyboardFrames.keyboardDidShow(_:)),
            name: UIResponder.keyboardDidShowNotification, object: nil)
        defer {
            NotificationCenter.default.removeObserver(frames)
            textView.resignFirstResponder()
            window.isHidden = true
            previousKey?.makeKey()
        }
        textView.becomeFirstResponder()
        for _ in 0..<20 where frames.last == nil {
            try? await Task.sleep(nanoseconds: 250_000_000)
        }
        try? await Task.sleep(nanoseconds: 500_000_000)
        let screen = scene.screen
        guard let end = frames.last else {
            state("accessory in keyboard frame", "no keyboard came up within 5 s: not measured")
            return
        }
        let top = accessory.convert(accessory.bounds, to: screen.coordinateSpace).minY
        if end.minX < -1 || end.maxX > screen.bounds.width + 1 {
            state(
                "accessory in keyboard frame",
                "the end frame \(end) is not a screen frame (iPadOS 26 may report it in the text view's coordinates, FB18129544)"
            )
        } else if end.minY <= top + 1 {
            state(
                "accessory in keyboard frame", "included: the frame's top \(end.minY) is at the accessory's top \(top)")
        } else {
            state(
                "accessory in keyboard frame",
                "left out: the frame's top \(end.minY) is below the accessory's top \(top)")
        }
    }
}

/// The end frame the last keyboard notification gave (UIKit posts them on the main thread).
@MainActor
private final class KeyboardFrames: NSObject {
    var last: CGRect?

    @objc func keyboardDidShow(_ notification: Notification) {
        last = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    }
}

/// The target that reads the order of return's event and the end of editing.
@MainActor
private final class ReturnKeyOrder: NSObject {
    static let shared = ReturnKeyOrder()

    @objc func returnPressed(_ field: UITextField) {
        DeviceFacts.state(
            "return key order", field.isFirstResponder ? "the event, then the resign" : "the resign, then the event")
    }
}
