import Foundation

extension Scenario.Event {
    /// The event as an explanation names its cause (`keyboard willShow`, `focus field 3`), in the
    /// scenario file's own words.
    package var cause: String {
        switch self {
        case .keyboard(let event): "keyboard \(event.kind)"
        case .focus(let index): "focus field \(index)"
        case .blur: "blur"
        case .caret: "caret"
        case .returnKey: "return key"
        case .setContentInset: "app sets contentInset"
        case .setIndicatorInset: "app sets verticalScrollIndicatorInsets"
        case .scroll: "user scrolls"
        case .contentSize: "content size"
        case .resize: "resize"
        case .touch(let isDown): isDown ? "finger down" : "finger up"
        case .attach: "attach"
        case .track: "tracked frame"
        case .wait: "wait"
        case .background: "background"
        case .foreground: "foreground"
        case .options: "options"
        case .pin(let y): y == nil ? "unpin" : "pin"
        case .pinMoved(let y): y == nil ? "pinned row gone" : "pinned row moved"
        case .inputLeftWindow: "input left its window"
        case .layoutPass: "layout pass"
        case .window(let isIn): isIn ? "joined a window" : "left its window"
        }
    }
}

extension ReplayStep {
    /// `--explain`'s line: the event's number, counted from 1 as the output lines are, and why.
    package var explanationLine: String {
        "\(eventIndex + 1) \(explanation.map(String.init(describing:)) ?? event.cause)"
    }
}
