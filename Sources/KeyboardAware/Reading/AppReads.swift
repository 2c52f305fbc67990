#if canImport(UIKit)
import UIKit

/// The app's views as the keyboard intake reads them (`IntakeReads`): raw facts, each read only
/// when the intake asks. Made for one notification or one attach, with the scroll views that
/// observe then; a window is walked for its first responder at most once however many scroll
/// views ask.
@MainActor
struct AppReads: @preconcurrency IntakeReads {
    /// The observing scroll views, in the order they started.
    private let scrollViews: [UIScrollView]
    /// Whether a window has a first-responder text input, by window, once walked.
    private let walked: WalkedWindows?

    /// Reads for one notification, with the scroll views that observe.
    init(scrollViews: [UIScrollView]) {
        self.scrollViews = scrollViews
        walked = WalkedWindows()
    }

    /// Reads of one input or one scroll view, allocating nothing: asked on layout passes.
    init() {
        scrollViews = []
        walked = nil
    }

    private final class WalkedWindows {
        var hasTextInput: [ObjectIdentifier: Bool] = [:]
    }

    // MARK: - A text input

    func isFirstResponder(_ input: UIView) -> Bool { input.isFirstResponder }

    func isInWindow(_ input: UIView) -> Bool { input.window != nil }

    func screenSize(of input: UIView) -> CGSize? { ScreenSpace.screenSize(of: input) }

    func windowFrame(of input: UIView) -> CGRect? { ScreenSpace.windowFrame(of: input) }

    func place(of input: UIView) -> (frameInScreen: CGRect, boundsOrigin: CGPoint)? {
        ScreenSpace.frameInScreen(of: input).map { ($0, input.bounds.origin) }
    }

    func ownAccessoryFrame(of input: UIView, endFrame: CGRect) -> CGRect? {
        InputAccessory.ownFrame(of: input, endFrame: endFrame)
    }

    func searchBar(around input: UIView) -> SearchFieldBar.Reading? { InputAccessory.searchBar(around: input) }

    // MARK: - Windows and scroll views

    func firstResponderTextInput() -> UIView? {
        var windows: Set<ObjectIdentifier> = []
        for scrollView in scrollViews {
            if let window = scrollView.window, windows.insert(ObjectIdentifier(window)).inserted {
                let input = FirstResponder.textInput(in: window)
                walked?.hasTextInput[ObjectIdentifier(window)] = input != nil
                if let input { return input }
            }
            if let input = composerTextInput(around: scrollView) { return input }
        }
        return nil
    }

    func firstResponderTextInput(inside view: UIScrollView) -> UIView? { FirstResponder.textInput(in: view) }

    func hasTextInputFirstResponder(around view: UIScrollView) -> Bool {
        if let window = view.window {
            let key = ObjectIdentifier(window)
            let found = walked?.hasTextInput[key] ?? (FirstResponder.textInput(in: window) != nil)
            walked?.hasTextInput[key] = found
            if found { return true }
        }
        return composerTextInput(around: view) != nil
    }

    func nesting(of input: UIView, in view: UIScrollView) -> InputNesting {
        guard input.isDescendant(of: view) else { return .outside }
        return FirstResponder.isInsideAvoidingScrollView(input, within: view) ? .insideAnotherAvoiding : .inside
    }

    func screen(of view: UIScrollView) -> ObjectIdentifier? { ScreenSpace.screenIdentity(of: view) }

    func composerFrame(around view: UIScrollView, endFrame: CGRect) -> CGRect? {
        InputAccessory.composerFrame(around: view, endFrame: endFrame)
    }

    func isKeyboardOwnerFirst() -> Bool { KeyboardWarmUpState.isKeyboardOwnerFirst?() ?? false }

    /// The first-responder text input inside the composer a responder around `scrollView` shows:
    /// UIKit hosts it in the keyboard's window, which a walk of the app's window does not reach.
    private func composerTextInput(around scrollView: UIScrollView) -> UIView? {
        InputAccessory.composer(around: scrollView).flatMap(FirstResponder.textInput(in:))
    }
}
#endif
