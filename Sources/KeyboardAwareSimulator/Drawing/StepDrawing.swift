import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Draws one replay step to scale: the screen with its window, the scroll view, the visible
/// region, the fields and the keyboard; beside it the whole content with the visible band; and
/// the numbers of the output line.
package enum StepDrawing {
    private enum Palette {
        static let screen = "#f2f2f7", window = "#ffffff", windowStroke = "#8e8e93"
        static let scrollView = "#0a84ff", visible = "#34c759", field = "#d1d1d6", fieldStroke = "#636366"
        static let focused = "#ff9f0a", keyboard = "#3a3a3c", cell = "#e5e5ea", hidden = "#c7c7cc"
        static let text = "#1c1c1e", muted = "#6c6c70", warning = "#ff3b30"
    }

    private static let screenPanelHeight: CGFloat = 520
    private static let margin: CGFloat = 24
    private static let infoWidth: CGFloat = 330

    /// An SVG document of `step`: the screen to scale with the window (dashed), the scroll view
    /// (blue), the band still visible above the keyboard (green), the fields (the focused one
    /// orange) and the keyboard; the whole content beside it; and the step's numbers. The output
    /// depends only on its input, so pictures can be checked for staleness by rendering them again.
    ///
    /// An inverted view (Behaviour rules: *Inverted*) is drawn as it shows on screen, which is its
    /// upright mirror: the newest row at the bottom, above the keyboard; its numbers are the
    /// view's own, the keyboard's inset on its top.
    package static func svg(for step: ReplayStep, in scenario: Scenario) -> String {
        guard scenario.options.isInverted else { return svg(for: step, in: scenario, drawing: step, scenario) }
        let mirror = InvertedMirror(step.scrollView.snapshot)
        return svg(for: step, in: scenario, drawing: step.mirrored, scenario.mirrored(by: mirror))
    }

    /// `step` drawn as `drawn` in `drawnScenario` (itself, or an inverted view's mirror), with
    /// `step`'s own numbers.
    private static func svg(
        for step: ReplayStep, in scenario: Scenario, drawing drawn: ReplayStep, _ drawnScenario: Scenario
    ) -> String {
        let view = step.scrollView
        let screenScale = min(screenPanelHeight / max(view.screenSize.height, 1), 560 / max(view.screenSize.width, 1))
        let screenSize = CGSize(
            width: view.screenSize.width * screenScale, height: view.screenSize.height * screenScale)
        let contentScale = min(
            screenPanelHeight / max(view.contentSize.height, view.frame.height, 1),
            160 / max(view.contentSize.width, 1))
        let top = margin + 34
        var canvas = SVGCanvas()
        canvas.text(title(step, scenario), at: CGPoint(x: margin, y: margin + 10), size: 16, weight: "bold")

        let screenOrigin = CGPoint(x: margin, y: top)
        drawScreen(drawn, drawnScenario, origin: screenOrigin, scale: screenScale, on: &canvas)

        let contentOrigin = CGPoint(x: margin * 2 + screenSize.width, y: top)
        let content = drawContent(drawn, drawnScenario, origin: contentOrigin, scale: contentScale, on: &canvas)

        let infoOrigin = CGPoint(x: contentOrigin.x + content.width + margin, y: top)
        let numbersHeight = drawNumbers(step, scenario, origin: infoOrigin, on: &canvas)

        // As wide as the panels or the title, as tall as the tallest panel: a landscape screen
        // leaves no empty band below it, and a long title is never cut off.
        let titleWidth = CGFloat(title(step, scenario).count) * 16 * 0.62
        let width = max(infoOrigin.x + infoWidth, margin * 2 + titleWidth)
        let height = top + max(screenSize.height, content.height, numbersHeight) + margin
        return canvas.document(width: width, height: height)
    }

    // MARK: - Panels

    private static func drawScreen(
        _ step: ReplayStep, _ scenario: Scenario, origin: CGPoint, scale: CGFloat,
        on canvas: inout SVGCanvas
    ) {
        let view = step.scrollView
        func map(_ rect: CGRect) -> CGRect {
            CGRect(
                x: origin.x + rect.minX * scale, y: origin.y + rect.minY * scale,
                width: rect.width * scale, height: rect.height * scale)
        }
        let frame = view.frameInScreen
        canvas.rect(
            map(CGRect(origin: .zero, size: view.screenSize)), fill: Palette.screen, stroke: Palette.text,
            strokeWidth: 2, radius: 10)
        canvas.rect(map(view.window), fill: Palette.window, stroke: Palette.windowStroke, dash: true)
        canvas.clipPath(id: "scrollview", rect: map(frame))

        // Content in screen coordinates: content point p sits at frame.origin + p - offset.
        let toScreen = { (rect: CGRect) -> CGRect in
            rect.offsetBy(dx: frame.minX - view.contentOffset.x, dy: frame.minY - view.contentOffset.y)
        }
        for cell in scenario.cells {
            canvas.rect(map(toScreen(cell)), fill: Palette.cell, stroke: Palette.hidden, clip: "scrollview")
        }
        // The visible band: frame minus adjusted top and bottom, tinted under the fields so that
        // their colours stay true, outlined above them.
        let adjusted = view.adjustedContentInset
        let visible = CGRect(
            x: frame.minX, y: frame.minY + adjusted.top, width: frame.width,
            height: max(0, frame.height - adjusted.top - adjusted.bottom))
        canvas.rect(map(visible), fill: Palette.visible, opacity: 0.18)
        for (index, field) in scenario.fields.enumerated() {
            let focused = index == step.focus
            canvas.rect(
                map(toScreen(field.frame)), fill: focused ? Palette.focused : Palette.field,
                stroke: focused ? Palette.text : Palette.fieldStroke, strokeWidth: focused ? 2 : 1,
                opacity: focused ? 0.9 : 1, radius: 3, clip: "scrollview")
            let label = map(toScreen(field.frame))
            canvas.text(
                "\(index)", at: CGPoint(x: label.minX + 4, y: label.minY + min(label.height - 2, 12)),
                size: 10, fill: Palette.text, clip: "scrollview")
        }
        if let previous = previousCell(step, scenario) {
            canvas.rect(
                map(toScreen(previous)).insetBy(dx: 1, dy: 1), fill: "none", stroke: Palette.focused,
                strokeWidth: 2, dash: true, clip: "scrollview")
            let label = map(toScreen(previous))
            canvas.text(
                "previous row", at: CGPoint(x: label.maxX - 10, y: label.minY + min(label.height - 2, 12)),
                size: 10, weight: "bold", fill: Palette.focused, anchor: "end", clip: "scrollview")
        }
        if let caret = caret(step, scenario) {
            // A caret is 2 pt wide: drawn at least 4 px wide, with a line across its text view.
            let mark = map(toScreen(caret))
            let field = map(toScreen(scenario.fields[step.focus ?? 0].frame))
            canvas.line(
                from: CGPoint(x: field.minX, y: mark.midY), to: CGPoint(x: field.maxX, y: mark.midY),
                stroke: Palette.warning, width: 1.5, dash: true)
            canvas.rect(
                CGRect(x: mark.midX - 2, y: mark.minY, width: 4, height: max(mark.height, 8)),
                fill: Palette.warning, stroke: Palette.text, strokeWidth: 0.5)
            canvas.text(
                "caret", at: CGPoint(x: mark.midX + 7, y: mark.minY - 3), size: 11, weight: "bold",
                fill: Palette.warning, clip: "scrollview")
        }

        canvas.rect(map(visible), fill: "none", stroke: Palette.visible, strokeWidth: 2)
        canvas.rect(map(frame), fill: "none", stroke: Palette.scrollView, strokeWidth: 2)
        canvas.rect(
            map(CGRect(origin: .zero, size: view.screenSize)), fill: "none", stroke: Palette.text,
            strokeWidth: 2, radius: 10)

        if let keyboard = step.keyboardFrame {
            let isOff = !scenario.options.isEnabled
            canvas.rect(
                map(keyboard), fill: Palette.keyboard,
                opacity: step.keyboardState == .hidden && !isOff ? 0.35 : 0.85, radius: 4)
            // At the keyboard's top edge, where it meets the content, clear of the focused field.
            let drawn = map(keyboard)
            let label = "keyboard (\(isOff ? "avoidance off" : step.keyboardState.rawValue))"
            canvas.text(
                CGFloat(label.count) * 12 * 0.62 < drawn.width - 8 ? label : "keyboard",
                at: CGPoint(x: drawn.midX, y: drawn.minY + min(18, drawn.height - 3)),
                size: 12, weight: "bold", fill: "#ffffff", anchor: "middle")
        }
    }

    /// The whole content at its own scale, with the visible band; returns the panel's size.
    private static func drawContent(
        _ step: ReplayStep, _ scenario: Scenario, origin: CGPoint, scale: CGFloat,
        on canvas: inout SVGCanvas
    ) -> CGSize {
        let view = step.scrollView
        func map(_ rect: CGRect) -> CGRect {
            CGRect(
                x: origin.x + rect.minX * scale, y: origin.y + 16 + rect.minY * scale,
                width: rect.width * scale, height: rect.height * scale)
        }
        canvas.text("content", at: CGPoint(x: origin.x, y: origin.y + 8), size: 11, fill: Palette.muted)
        canvas.rect(
            map(CGRect(origin: .zero, size: view.contentSize)), fill: Palette.window, stroke: Palette.windowStroke)
        for cell in scenario.cells { canvas.rect(map(cell), fill: Palette.cell, stroke: Palette.hidden) }
        for (index, field) in scenario.fields.enumerated() {
            canvas.rect(
                map(field.frame), fill: index == step.focus ? Palette.focused : Palette.field,
                stroke: Palette.fieldStroke, strokeWidth: 0.5)
        }
        let viewport = view.snapshot.viewport
        let band = CGRect(
            x: 0, y: viewport.visibleTop,
            width: view.contentSize.width, height: max(0, viewport.visibleHeight))
        canvas.rect(map(band), fill: Palette.visible, stroke: Palette.visible, strokeWidth: 1.5, opacity: 0.25)
        if let caret = caret(step, scenario) {
            let mark = map(caret)
            canvas.rect(
                CGRect(x: mark.minX, y: mark.midY - 1.5, width: max(mark.width, 12), height: 3),
                fill: Palette.warning, stroke: Palette.text, strokeWidth: 0.5)
        }
        return CGSize(
            width: max(view.contentSize.width * scale, 60),
            height: 16 + max(view.contentSize.height, view.frame.height) * scale)
    }

    /// The caret of a focused text view, when the engine follows it rather than the whole view
    /// (content coordinates).
    private static func caret(_ step: ReplayStep, _ scenario: Scenario) -> CGRect? {
        guard let index = step.focus, scenario.fields[index].isMultiline, let rect = step.focusedRect,
            rect != scenario.fields[index].frame.standardized
        else { return nil }
        return rect
    }

    /// With avoidance off the engine tracks no keyboard, so its verdict on visibility ignores it:
    /// the drawing checks whether the keyboard it draws covers the focused rect.
    private static func isUnderKeyboard(_ step: ReplayStep, _ scenario: Scenario) -> Bool {
        guard !scenario.options.isEnabled, let keyboard = step.keyboardFrame, let focused = step.focusedRect else {
            return false
        }
        let view = step.scrollView
        let frame = view.frameInScreen
        let onScreen = focused.offsetBy(dx: frame.minX - view.contentOffset.x, dy: frame.minY - view.contentOffset.y)
        return onScreen.maxY > keyboard.minY && onScreen.minY < keyboard.maxY
            && onScreen.maxX > keyboard.minX && onScreen.minX < keyboard.maxX
    }

    /// In a table or collection, the cell before the focused field's: the row the kit also shows.
    private static func previousCell(_ step: ReplayStep, _ scenario: Scenario) -> CGRect? {
        guard scenario.scrollView.kind != .scroll, let index = step.focus,
            let cell = scenario.fields[index].cell, cell > 0
        else { return nil }
        return scenario.cells[cell - 1]
    }

    /// The step's numbers and the legend; returns the height they take.
    private static func drawNumbers(
        _ step: ReplayStep, _ scenario: Scenario, origin: CGPoint,
        on canvas: inout SVGCanvas
    ) -> CGFloat {
        let view = step.scrollView
        func f(_ value: CGFloat) -> String { JSONWriter.format(Double((value * 100).rounded() / 100)) }
        // The keyboard's edge: an inverted view's top, drawn at the bottom (Behaviour rules: *Inverted*).
        let isInverted = scenario.options.isInverted
        var lines: [(String, String)] = [
            ("keyboard", scenario.options.isEnabled ? step.keyboardState.rawValue : "not avoided (avoidance off)"),
            isInverted
                ? ("contentInset.top (inverted view)", f(view.contentInset.top))
                : ("contentInset.bottom", f(view.contentInset.bottom)),
            isInverted
                ? ("indicator top", f(view.indicatorInset.top)) : ("indicator bottom", f(view.indicatorInset.bottom)),
            ("adjusted top / bottom", "\(f(view.adjustedContentInset.top)) / \(f(view.adjustedContentInset.bottom))"),
            ("contentOffset.y", f(view.contentOffset.y)),
            ("focus", step.focus.map(String.init) ?? "none"),
            (
                "focus visible",
                isUnderKeyboard(isInverted ? step.mirrored : step, scenario)
                    ? "NO (under the keyboard)"
                    : step.focusVisible.map { $0 ? "yes" : "NO" } ?? "–"
            ),
            (
                "writes (inset, indicator, offset)",
                "\(step.writes.contentInset), \(step.writes.indicatorInset), \(step.writes.contentOffset)"
            ),
            ("animation", step.animation.map { "\(f($0.duration)) s, curve \($0.curve)" } ?? "none"),
        ]
        if let ignored = step.ignored { lines.append(("ignored", ignored)) }
        var y = origin.y + 12
        for (label, value) in lines {
            canvas.text(label, at: CGPoint(x: origin.x, y: y), size: 11, fill: Palette.muted)
            let alarming = (label == "focus visible" && value.hasPrefix("NO")) || label == "ignored"
            canvas.text(
                value, at: CGPoint(x: origin.x, y: y + 15), size: 14, weight: "bold",
                fill: alarming ? Palette.warning : Palette.text)
            y += 38
        }
        let legend = [
            ("scroll view", Palette.scrollView), ("visible region", Palette.visible),
            ("focused field", Palette.focused), ("keyboard", Palette.keyboard),
        ]
        for (name, color) in legend {
            canvas.rect(CGRect(x: origin.x, y: y, width: 12, height: 12), fill: color)
            canvas.text(name, at: CGPoint(x: origin.x + 18, y: y + 10), size: 11, fill: Palette.muted)
            y += 18
        }
        return y - origin.y
    }

    private static func title(_ step: ReplayStep, _ scenario: Scenario) -> String {
        let name = scenario.name.map { "\($0) — " } ?? ""
        let inverted = scenario.options.isInverted ? "inverted, drawn as on screen — " : ""
        return "\(name)\(inverted)event \(step.eventIndex): \(describe(step.event))"
    }

    /// A short human description of an event.
    package static func describe(_ event: Scenario.Event) -> String {
        switch event {
        case .keyboard(let keyboard):
            "keyboard \(keyboard.kind.rawValue)\(keyboard.onMainScreen ? "" : " (other screen)")"
                + (keyboard.isLocal ? "" : " (another app's)")
        case .focus(let index): "focus field \(index)"
        case .blur: "end editing"
        case .caret: "caret moved"
        case .returnKey: "return key"
        case .setContentInset: "app sets contentInset"
        case .setIndicatorInset: "app sets indicator inset"
        case .scroll: "user scrolls"
        case .contentSize: "content size changes"
        case .resize(let resize): resize.isKeyboardTransition ? "resize with the keyboard" : "resize"
        case .touch(let isDown): isDown ? "finger down" : "finger lifts"
        case .attach(let keyboard): keyboard == nil ? "attach, no keyboard known" : "attach under the keyboard"
        case .track: "keyboard moves (tracked)"
        case .wait(let seconds): seconds.map { "\($0) s pass" } ?? "time passes"
        case .background: "scene to the background"
        case .foreground: "scene back to the foreground"
        case .options: "options change"
        case .pin(let y): y.map { "pin content y = \($0)" } ?? "pin ends"
        case .pinMoved(let y): y.map { "pinned content moved to y = \($0)" } ?? "pinned content gone"
        case .inputLeftWindow: "the field left its window, no notification"
        case .layoutPass(let guide): guide.map { "layout pass, keyboard guide at \($0.top)" } ?? "layout pass"
        case .window(let isIn): isIn ? "the scroll view joins a window" : "the scroll view leaves its window"
        }
    }
}
