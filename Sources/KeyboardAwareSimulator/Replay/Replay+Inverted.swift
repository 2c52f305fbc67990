import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An inverted view's replay seen on its upright mirror (Behaviour rules: *Inverted*): what the
/// stress run checks the rules against, since every rule holds there as written. Each value is
/// mapped with the content height and frame of the moment (``InvertedMirror``).
extension SimulatedScrollView {
    /// The model's upright mirror: insets and safe area with their tops and bottoms swapped, the
    /// offset flipped, short content resting at its end.
    package var mirrored: SimulatedScrollView {
        let mirror = InvertedMirror(snapshot)
        var view = self
        view.contentInset = InvertedMirror.insets(contentInset)
        view.indicatorInset = InvertedMirror.insets(indicatorInset)
        view.safeArea = InvertedMirror.insets(safeArea)
        view.systemInsetInWindow = systemInsetInWindow.map(InvertedMirror.insets)
        view.contentOffset.y = mirror.offsetY(contentOffset.y)
        view.shortContentRestsAtEnd = true
        return view
    }
}

extension Replay {
    /// The replay as its mirror shows it now: the model mirrored, the scenario's cells and fields
    /// flipped (the cells in reverse order) and its starting insets swapped. The engine is the
    /// same: what it tells from outside (state, extras, frames) is the mirror's already.
    package var mirrored: Replay {
        let mirror = InvertedMirror(scrollView.snapshot)
        var replay = self
        replay.scrollView = scrollView.mirrored
        replay.scenario = scenario.mirrored(by: mirror)
        return replay
    }
}

extension Scenario {
    /// The scenario's cells and fields flipped by `mirror`, the cells in reverse order (a field's
    /// cell `i` of `n` is `n - 1 - i`), its view's insets and safe area swapped; events are left as
    /// they are (``ReplayStep/mirrored``).
    package func mirrored(by mirror: InvertedMirror) -> Scenario {
        var scenario = self
        let count = cells.count
        scenario.cells = cells.reversed().map(mirror.rect)
        scenario.fields = fields.map { field in
            var field = field
            field.frame = mirror.rect(field.frame)
            field.caret = field.caret.map(mirror.rect)
            field.cell = field.cell.map { count - 1 - $0 }
            return field
        }
        scenario.scrollView.contentInset = InvertedMirror.insets(scrollView.contentInset)
        scenario.scrollView.indicatorInset = InvertedMirror.insets(scrollView.indicatorInset)
        scenario.scrollView.safeArea = InvertedMirror.insets(scrollView.safeArea)
        return scenario
    }
}

extension ReplayStep {
    /// The step as the mirror shows it: the model mirrored, and the event's own values (the app's
    /// insets, a pin's y, a caret, a user's scroll) in the mirror's coordinates of the moment
    /// after the event.
    package var mirrored: ReplayStep {
        let mirror = InvertedMirror(scrollView.snapshot)
        var step = self
        step.scrollView = scrollView.mirrored
        step.focusedRect = focusedRect.map(mirror.rect)
        switch event {
        case .setContentInset(let inset): step.event = .setContentInset(InvertedMirror.insets(inset))
        case .setIndicatorInset(let inset): step.event = .setIndicatorInset(InvertedMirror.insets(inset))
        case .pin(let y): step.event = .pin(y.map(mirror.contentY))
        case .pinMoved(let y): step.event = .pinMoved(y.map(mirror.contentY))
        case .caret(let rect): step.event = .caret(mirror.rect(rect))
        case .scroll(let point): step.event = .scroll(CGPoint(x: point.x, y: mirror.offsetY(point.y)))
        case .resize(var resize):
            resize.safeArea = resize.safeArea.map(InvertedMirror.insets)
            step.event = .resize(resize)
        default: break
        }
        return step
    }
}
