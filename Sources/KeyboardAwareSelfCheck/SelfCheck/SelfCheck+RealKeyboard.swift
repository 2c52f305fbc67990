// Where UIKit has a screen: visionOS has none, and the kit leaves its views alone there.
#if canImport(UIKit) && !os(visionOS)
import KeyboardAware
import KeyboardAwareSimulator
import UIKit

extension SelfCheck {
    /// The system's own keyboard, brought up by real text fields: at each field, the kit's idea of
    /// where the keyboard starts agrees with the window's `keyboardLayoutGuide` within a point
    /// (``KeyboardTopAgreement``), and the field lies above it; `focusNextField()` moves on with
    /// the same agreement; when editing ends, the insets are back. Skipped when no software keyboard
    /// comes up within 5 seconds (a hardware keyboard is connected to the simulator).
    package static func realKeyboardAgreesWithTheLayoutGuide(in scene: UIWindowScene) async -> Outcome {
        let previousKey = scene.windows.first(where: \.isKeyWindow)
        let window = UIWindow(windowScene: scene)
        let root = UIViewController()
        window.rootViewController = root
        let view = KeyboardAwareScrollView(frame: root.view.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.view.addSubview(view)
        // Three plain fields: the last two low enough that the keyboard covers them.
        let height = window.bounds.height
        let fields = [0.2, 0.75, 0.9].map { fraction -> UITextField in
            let field = UITextField(frame: CGRect(x: 20, y: height * fraction, width: 200, height: 44))
            field.borderStyle = .roundedRect
            view.addSubview(field)
            return field
        }
        view.contentSize = CGSize(width: window.bounds.width, height: height + 200)
        window.makeKeyAndVisible()
        defer {
            for field in fields { _ = field.resignFirstResponder() }
            window.isHidden = true
            previousKey?.makeKey()
        }
        window.layoutIfNeeded()
        let before = (content: EdgeInsets(view.contentInset), indicator: EdgeInsets(view.verticalScrollIndicatorInsets))

        guard fields[1].becomeFirstResponder() else { return .failed("the field refused to become first responder") }
        // A simulator that has just booted can take seconds to bring its first keyboard up: the
        // keyboard is looked for every quarter of a second, for up to 5 seconds, before it is
        // called absent; once it is there, a second more lets its animation and the kit's answer
        // settle.
        var waited: UInt64 = 0
        while keyboardIsAbsent(read(view, in: window), view: view), waited < keyboardWait {
            try? await Task.sleep(nanoseconds: 250_000_000)
            waited += 250_000_000
        }
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        let reading = read(view, in: window)
        if keyboardIsAbsent(reading, view: view) {
            return .skipped(
                "no software keyboard came up within 5 s (the simulator's hardware keyboard is connected)")
        }
        if let problem = agreement(reading, view: view, field: fields[1]) { return .failed("at field 2: \(problem)") }
        recordDockedEdge(view.keyboardAvoidance.keyboard.keyboardFrame, in: window)

        guard view.keyboardAvoidance.focusNextField(), fields[2].isFirstResponder else {
            return .failed("focusNextField() did not move to field 3 with the system keyboard up")
        }
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        if let problem = agreement(read(view, in: window), view: view, field: fields[2]) {
            return .failed("at field 3: \(problem)")
        }

        _ = fields[2].resignFirstResponder()
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        let hidden = read(view, in: window)
        if let problem = KeyboardTopAgreement.disagreement(
            state: view.keyboardAvoidance.keyboard.keyboardState, kitTop: hidden.kitTop, guideTop: hidden.guideTop,
            restingTop: hidden.restingTop)
        {
            return .failed("after editing ended: \(problem)")
        }
        if let kept = KeyboardRoom.notRestored(
            "contentInset", before: before.content, after: EdgeInsets(view.contentInset))
            ?? KeyboardRoom.notRestored(
                "verticalScrollIndicatorInsets", before: before.indicator,
                after: EdgeInsets(view.verticalScrollIndicatorInsets))
        {
            return .failed(kept)
        }
        return .passed
    }

    /// Records which bottom this device's docked keyboard frame ends at (the screen's, or a
    /// Slide Over window's: see *Docked and undocked keyboards* in the behaviour rules), in the log
    /// the self-check writes: what devices send is read from there.
    private static func recordDockedEdge(_ frame: CGRect?, in window: UIWindow) {
        guard let frame, let screen = window.windowScene?.screen else { return }
        let windowFrame = window.convert(window.bounds, to: screen.coordinateSpace)
        let edge = DockedKeyboardEdge(endFrame: frame, screen: screen.bounds.size, window: windowFrame)
        print(
            "self-check: the docked keyboard's frame \(frame) ends at \(edge?.rawValue ?? "no bottom (not docked)"), "
                + "window \(windowFrame), screen \(screen.bounds.size)")
    }

    /// How long the check waits for the system keyboard to come up: 5 seconds.
    private static let keyboardWait: UInt64 = 5_000_000_000

    /// Neither the kit nor the window's layout guide sees a keyboard: the kit's state is hidden and
    /// the guide rests at the bottom of the safe area.
    private static func keyboardIsAbsent(_ reading: KeyboardReading, view: KeyboardAwareScrollView) -> Bool {
        view.keyboardAvoidance.keyboard.keyboardState == .hidden && reading.guideTop >= reading.restingTop - 1
    }

    /// What the kit and UIKit say about the keyboard, in window coordinates.
    private struct KeyboardReading {
        /// The top of the room the kit keeps clear: the view's bottom less its adjusted inset.
        var kitTop: CGFloat
        /// The top of the window's `keyboardLayoutGuide`.
        var guideTop: CGFloat
        /// Where that guide rests with no keyboard: the bottom of the window's safe area.
        var restingTop: CGFloat
        /// The guide's frame: the keyboard as UIKit lays it out.
        var guide: CGRect
    }

    private static func read(_ view: UIScrollView, in window: UIWindow) -> KeyboardReading {
        window.layoutIfNeeded()
        let guide = window.keyboardLayoutGuide.layoutFrame
        let viewBottom = view.convert(view.bounds, to: window).maxY
        return KeyboardReading(
            kitTop: viewBottom - view.adjustedContentInset.bottom, guideTop: guide.minY,
            restingTop: window.bounds.maxY - window.safeAreaInsets.bottom, guide: guide)
    }

    /// The kit agrees with the layout guide, and `field` lies above the keyboard it lays out.
    private static func agreement(_ reading: KeyboardReading, view: KeyboardAwareScrollView, field: UITextField)
        -> String?
    {
        KeyboardTopAgreement.disagreement(
            state: view.keyboardAvoidance.keyboard.keyboardState, kitTop: reading.kitTop, guideTop: reading.guideTop,
            restingTop: reading.restingTop)
            ?? KeyboardClearance.problem(
                field: field.convert(field.bounds, to: nil), keyboard: reading.guide, accessoryBar: nil)
    }
}
#endif
