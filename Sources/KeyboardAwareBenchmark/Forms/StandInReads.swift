import Foundation
import KeyboardAwareSimulator

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A text field of the stand-in app: the keyboard intake holds it weakly and tells it by identity.
final class StandInField {}

/// The app's views as the keyboard intake reads them (`IntakeReads`), standing in for the UIKit
/// layer's reads so that the benchmark's keyboard event goes through the intake as a device's
/// does: an iPhone with one screen and a focused field of the form, first responder, with no input
/// accessory view, no search bar and no composer. Every read answers at once from stored values, so
/// that what is timed is the intake's own work, not a view tree's.
struct StandInReads: IntakeReads {
    /// The focused field, first responder. Not retained: the view keeps it alive, and the app's
    /// reads hold no input either (here, where an object the intake references weakly counts its
    /// references in a side table, a retain and release per event would cost more than on a device).
    unowned(unsafe) let field: StandInField
    /// The focused field's frame in the screen (read only when an end frame looks reported in its
    /// coordinates).
    var fieldInScreen: CGRect

    /// The one screen, as the notification's object names it.
    static let screen = ObjectIdentifier(StandInField.self)
    /// The screen's size, the window filling it.
    static let screenSize = Form.screen

    /// Where a keyboard notification comes from on this phone: its one screen (iOS 16.1 and later).
    static let origin = KeyboardIntake<StandInField>.Origin(screen: screen, screenSize: screenSize)

    func isFirstResponder(_ input: StandInField) -> Bool { input === field }

    func isInWindow(_ input: StandInField) -> Bool { true }

    func screenSize(of input: StandInField) -> CGSize? { Self.screenSize }

    func windowFrame(of input: StandInField) -> CGRect? { CGRect(origin: .zero, size: Self.screenSize) }

    func place(of input: StandInField) -> (frameInScreen: CGRect, boundsOrigin: CGPoint)? {
        input === field ? (fieldInScreen, .zero) : nil
    }

    func ownAccessoryFrame(of input: StandInField, endFrame: CGRect) -> CGRect? { nil }

    func searchBar(around input: StandInField) -> SearchFieldBar.Reading? { nil }

    func firstResponderTextInput() -> StandInField? { field }

    func firstResponderTextInput(inside view: Int) -> StandInField? { view == 0 ? field : nil }

    func hasTextInputFirstResponder(around view: Int) -> Bool { true }

    func nesting(of input: StandInField, in view: Int) -> InputNesting {
        input === field && view == 0 ? .inside : .outside
    }

    func screen(of view: Int) -> ObjectIdentifier? { Self.screen }

    func composerFrame(around view: Int, endFrame: CGRect) -> CGRect? { nil }

    func isKeyboardOwnerFirst() -> Bool { true }
}

/// One scroll view of the stand-in app with its own intake and engine: what a keyboard event costs
/// it, from the notification's `userInfo` to the engine's decision.
struct StandInView {
    typealias Intake = KeyboardIntake<StandInField>

    /// The process's intake (in the hub's measurement, shared; here one per view).
    var intake = Intake()
    var engine = KeyboardAvoidanceEngine()
    /// The focused field, kept alive here: the intake holds it weakly.
    let field: StandInField
    /// The scroll view, as the reads tell views apart: the focused field is in view 0.
    let index: Int
    /// The input this view tracks: the field in view 0, none in the others (kept, so that each
    /// event passes it on as the UIKit layer passes its tracked input, not a new copy).
    let tracked: StandInField?

    /// Scroll view `index` when `field` began editing (its begin-editing came before the
    /// keyboard's notifications, as a text field's does): view 0 holds the field and tracks it.
    init(field: StandInField, index: Int = 0) {
        self.field = field
        self.index = index
        tracked = index == 0 ? field : nil
        intake.inputBeganEditing(field)
    }

    /// One keyboard notification, in full: `take` (the parse, the intake's choices, the facts
    /// recorded), this view's `keyboardInput`, and `decide`. Not inlined, as the floor is not: each is one call.
    @inline(never) mutating func keyboardEvent(
        _ kind: KeyboardEventKind, userInfo: [AnyHashable: Any], reads: StandInReads, snapshot: ScrollViewSnapshot,
        focus: FocusedField?
    ) -> KeyboardAvoidanceDecision? {
        var editing: StandInField?
        guard
            let notice = intake.take(
                kind, userInfo: userInfo, from: StandInReads.origin, reads: reads, editing: &editing)
        else { return nil }
        // The focus is passed on as it came, as the UIKit layer passes the one it read: choosing it
        // in a conditional expression copied the whole field into a new optional on every event.
        guard index == 0 else {
            return Self.decide(
                notice, editing: editing, intake: &intake, engine: &engine, view: index, tracked: tracked,
                reads: reads, snapshot: snapshot, focus: nil)
        }
        return Self.decide(
            notice, editing: editing, intake: &intake, engine: &engine, view: index, tracked: tracked, reads: reads,
            snapshot: snapshot, focus: focus)
    }

    /// One notification as an intake took it in, with the input being edited that `take` gave, for
    /// scroll view `view`: `keyboardInput` and `decide`.
    static func decide(
        _ notice: Intake.Notice, editing: StandInField?, intake: inout Intake, engine: inout KeyboardAvoidanceEngine,
        view: Int = 0, tracked: StandInField?, reads: StandInReads, snapshot: ScrollViewSnapshot, focus: FocusedField?
    ) -> KeyboardAvoidanceDecision {
        let taken = intake.keyboardInput(
            for: notice, editing: editing, scrollView: view, tracked: tracked, snapshot: snapshot,
            judged: engine.judgesKeyboardEvents, reads: reads)
        return engine.decide(.keyboard(taken.keyboard), at: 0, scrollView: snapshot, focus: focus)
    }
}
