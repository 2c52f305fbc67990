#if canImport(UIKit)
import UIKit

/// Where the keyboard is on each screen, for the whole process: what a scroll view that starts
/// observing while the keyboard is already up lays out from (rule 14, attach), since UIKit posts
/// no notification for a keyboard that is already up.
///
/// One observer of the keyboard notifications, started by the first coordinator that observes and
/// kept for the life of the process (it costs one dictionary write per notification). It keeps the
/// last end frame on each screen, grown by the accessory view the frame leaves out (everything
/// that covers the screen, as attach wants it), and forgets it on a hide. It also remembers the
/// text field or text view being edited anywhere, whose accessory view it measures, and what
/// accessories seen in place taught about this system's frames (rule 3), which every
/// coordinator shares: it is a fact of the system. The choice between what it remembers and the
/// window's keyboard layout guide is the core's (`KeyboardSource.currentFrame`).
@MainActor
final class KeyboardTracker: NSObject {
    /// The process's tracker, observing from its first use.
    static let shared = KeyboardTracker()

    /// The last covering frame per screen, since iOS 16.1 (notifications name their screen), or
    /// `NSNull` where the last notification hid the keyboard.
    private let framesByScreen = NSMapTable<AnyObject, NSObject>.weakToStrongObjects()
    /// The last notification that names no screen (before iOS 16.1): the one screen's.
    private var unnamedScreen: (frame: CGRect?, isHidden: Bool) = (nil, false)
    /// The text field or text view being edited anywhere in the process, if any.
    private(set) weak var editingInput: UIView?
    /// Whether this system's end frames count the input accessory view, as far as accessories seen
    /// in place tell (rule 3): every coordinator's engine starts each event from it.
    var accessoryReport: InputAccessoryReport = .unknown

    private override init() {
        super.init()
        let center = NotificationCenter.default
        for name in ScrollViewSnapshotReader.keyboardEventKinds.keys {
            center.addObserver(self, selector: #selector(keyboardNotification(_:)), name: name, object: nil)
        }
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            center.addObserver(self, selector: #selector(inputDidBeginEditing(_:)), name: name, object: nil)
        }
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            center.addObserver(self, selector: #selector(inputDidEndEditing(_:)), name: name, object: nil)
        }
    }

    // MARK: - What it knows

    /// The keyboard frame to attach under for `view`, in its screen's coordinates: the core's
    /// choice between the last notification on that screen and the window's keyboard layout
    /// guide. `nil` outside a window or when no keyboard is known to be up.
    func currentFrame(for view: UIView) -> CGRect? {
        guard let window = view.window, let geometry = ScreenSpace.geometry(of: view) else { return nil }
        let last = lastNotification(on: ScreenSpace.screen(of: window))
        return KeyboardSource.currentFrame(
            lastNotified: last.frame, isHiddenByNotification: last.isHidden,
            guide: ScreenSpace.keyboardLayoutGuide(of: window), screenSize: geometry.screenSize)
    }

    /// What the last notification on `screen` said: the covering frame it showed, or a hide.
    private func lastNotification(on screen: AnyObject?) -> (frame: CGRect?, isHidden: Bool) {
        guard let screen, let stored = framesByScreen.object(forKey: screen) else { return unnamedScreen }
        return ((stored as? NSValue)?.cgRectValue, stored is NSNull)
    }

    // MARK: - Notifications

    @objc private func keyboardNotification(_ notification: Notification) {
        guard let kind = ScrollViewSnapshotReader.keyboardEventKinds[notification.name] else { return }
        var event = KeyboardNotification(kind: kind, userInfo: notification.userInfo)
        var covering: CGRect?
        if !kind.isHide {
            // A frame that cannot be read, or cannot be a screen frame, says nothing about where
            // the keyboard is.
            guard case .success(var endFrame) = event.endFrame else { return }
            let screen = ScreenSpace.screenSize(of: notification)
            if let screen {
                // Read in the input's coordinates when it cannot be a screen frame (FB18129544).
                guard
                    let screenFrame = KeyboardSource.screenFrame(
                        reported: endFrame, fromInput: ScreenSpace.frame(endFrame, from: editingInput),
                        screenSize: screen)
                else { return }
                endFrame = screenFrame
                event.endFrame = .success(screenFrame)
            }
            // A frame that shows no keyboard is a hide too (rule 2).
            let showsKeyboard = KeyboardState(endFrame: endFrame, screenHeight: screen?.height ?? .infinity) != .hidden
            let leftOut = InputAccessoryPlacement.heightLeftOut(
                accessory: InputAccessory.frame(for: event, editing: editingInput, around: nil),
                accessoryHeight: 0, endFrame: endFrame, showsKeyboard: showsKeyboard,
                isLocal: event.isLocal ?? true, report: &accessoryReport)
            if showsKeyboard { covering = KeyboardOverlap.coveringFrame(endFrame: endFrame, accessoryHeight: leftOut) }
        }
        let isHidden = covering == nil
        guard let screen = notification.object.map({ $0 as AnyObject }) else {
            unnamedScreen = (covering, isHidden)
            return
        }
        framesByScreen.setObject(covering.map { NSValue(cgRect: $0) } ?? NSNull(), forKey: screen)
    }

    @objc private func inputDidBeginEditing(_ notification: Notification) {
        editingInput = notification.object as? UIView
    }

    @objc private func inputDidEndEditing(_ notification: Notification) {
        guard let input = notification.object as? UIView, input === editingInput else { return }
        editingInput = nil
    }
}
#endif
