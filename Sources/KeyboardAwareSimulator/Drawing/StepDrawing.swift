import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Draws one replay step to scale: the screen with its window, the scroll view, the visible
/// region, the fields and the keyboard; beside it the whole content with the visible band; and
/// the numbers of the output line.
public enum StepDrawing {
    private enum Palette {
        static let screen = "#f2f2f7", window = "#ffffff", windowStroke = "#8e8e93"
        static let scrollView = "#0a84ff", visible = "#34c759", field = "#d1d1d6", fieldStroke = "#636366"
        static let focused = "#ff9f0a", keyboard = "#3a3a3c", cell = "#e5e5ea", hidden = "#c7c7cc"
        static let text = "#1c1c1e", muted = "#6c6c70", warning = "#ff3b30"
    }

    private static let screenPanelHeight: CGFloat = 520
    private static let margin: CGFloat = 24
    private static let infoWidth: CGFloat = 330

    public static func svg(for step: ReplayStep, in scenario: Scenario) -> String {
        let view = step.scrollView
        let screenScale = min(screenPanelHeight / max(view.screenSize.height, 1), 560 / max(view.screenSize.width, 1))
        let screenSize = CGSize(width: view.screenSize.width * screenScale, height: view.screenSize.height * screenScale)
        let contentScale = min(screenPanelHeight / max(view.contentSize.height, view.frame.height, 1),
                               160 / max(view.contentSize.width, 1))
        let top = margin + 34
        var canvas = SVGCanvas()
        canvas.text(title(step, scenario), at: CGPoint(x: margin, y: margin + 10), size: 16, weight: "bold")

        let screenOrigin = CGPoint(x: margin, y: top)
        drawScreen(step, scenario, origin: screenOrigin, scale: screenScale, on: &canvas)

        let contentOrigin = CGPoint(x: margin * 2 + screenSize.width, y: top)
        let contentWidth = drawContent(step, scenario, origin: contentOrigin, scale: contentScale, on: &canvas)

        let infoOrigin = CGPoint(x: contentOrigin.x + contentWidth + margin, y: top)
        drawNumbers(step, origin: infoOrigin, on: &canvas)

        let width = infoOrigin.x + infoWidth
        let height = top + max(screenSize.height, screenPanelHeight) + margin + 20
        return canvas.document(width: width, height: height)
    }

    // MARK: - Panels

    private static func drawScreen(_ step: ReplayStep, _ scenario: Scenario, origin: CGPoint, scale: CGFloat,
                                   on canvas: inout SVGCanvas) {
        let view = step.scrollView
        func map(_ rect: CGRect) -> CGRect {
            CGRect(x: origin.x + rect.minX * scale, y: origin.y + rect.minY * scale,
                   width: rect.width * scale, height: rect.height * scale)
        }
        let frame = view.frameInScreen
        canvas.rect(map(CGRect(origin: .zero, size: view.screenSize)), fill: Palette.screen, stroke: Palette.text,
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
        for (index, field) in scenario.fields.enumerated() {
            let focused = index == step.focus
            canvas.rect(map(toScreen(field.frame)), fill: focused ? Palette.focused : Palette.field,
                        stroke: focused ? Palette.text : Palette.fieldStroke, strokeWidth: focused ? 2 : 1,
                        opacity: focused ? 0.9 : 1, radius: 3, clip: "scrollview")
            let label = map(toScreen(field.frame))
            canvas.text("\(index)", at: CGPoint(x: label.minX + 4, y: label.minY + min(label.height - 2, 12)),
                        size: 10, fill: Palette.text, clip: "scrollview")
        }
        if let caret = step.focus.flatMap({ scenario.fields[$0].isMultiline ? step.focusedRect : nil }) {
            canvas.rect(map(toScreen(caret)), fill: Palette.warning, clip: "scrollview")
        }

        // The visible band: frame minus adjusted top and bottom.
        let adjusted = view.adjustedContentInset
        let visible = CGRect(x: frame.minX, y: frame.minY + adjusted.top, width: frame.width,
                             height: max(0, frame.height - adjusted.top - adjusted.bottom))
        canvas.rect(map(visible), fill: Palette.visible, stroke: Palette.visible, strokeWidth: 2, opacity: 0.18)
        canvas.rect(map(frame), fill: "none", stroke: Palette.scrollView, strokeWidth: 2)
        canvas.rect(map(CGRect(origin: .zero, size: view.screenSize)), fill: "none", stroke: Palette.text,
                    strokeWidth: 2, radius: 10)

        if let keyboard = step.keyboardFrame {
            canvas.rect(map(keyboard), fill: Palette.keyboard, opacity: step.keyboardState == .hidden ? 0.35 : 0.8, radius: 4)
            let center = map(keyboard)
            canvas.text("keyboard (\(step.keyboardState.rawValue))", at: CGPoint(x: center.midX, y: center.midY + 4),
                        size: 12, weight: "bold", fill: "#ffffff", anchor: "middle")
        }
    }

    /// The whole content at its own scale, with the visible band; returns the panel's width.
    private static func drawContent(_ step: ReplayStep, _ scenario: Scenario, origin: CGPoint, scale: CGFloat,
                                    on canvas: inout SVGCanvas) -> CGFloat {
        let view = step.scrollView
        func map(_ rect: CGRect) -> CGRect {
            CGRect(x: origin.x + rect.minX * scale, y: origin.y + 16 + rect.minY * scale,
                   width: rect.width * scale, height: rect.height * scale)
        }
        canvas.text("content", at: CGPoint(x: origin.x, y: origin.y + 8), size: 11, fill: Palette.muted)
        canvas.rect(map(CGRect(origin: .zero, size: view.contentSize)), fill: Palette.window, stroke: Palette.windowStroke)
        for cell in scenario.cells { canvas.rect(map(cell), fill: Palette.cell, stroke: Palette.hidden) }
        for (index, field) in scenario.fields.enumerated() {
            canvas.rect(map(field.frame), fill: index == step.focus ? Palette.focused : Palette.field,
                        stroke: Palette.fieldStroke, strokeWidth: 0.5)
        }
        let viewport = view.snapshot.viewport
        let band = CGRect(x: 0, y: viewport.visibleTop,
                          width: view.contentSize.width, height: max(0, viewport.visibleHeight))
        canvas.rect(map(band), fill: Palette.visible, stroke: Palette.visible, strokeWidth: 1.5, opacity: 0.25)
        return max(view.contentSize.width * scale, 60)
    }

    private static func drawNumbers(_ step: ReplayStep, origin: CGPoint, on canvas: inout SVGCanvas) {
        let view = step.scrollView
        func f(_ value: CGFloat) -> String { JSONWriter.format(Double((value * 100).rounded() / 100)) }
        var lines: [(String, String)] = [
            ("keyboard", step.keyboardState.rawValue),
            ("contentInset.bottom", f(view.contentInset.bottom)),
            ("indicator bottom", f(view.indicatorInset.bottom)),
            ("adjusted top / bottom", "\(f(view.adjustedContentInset.top)) / \(f(view.adjustedContentInset.bottom))"),
            ("contentOffset.y", f(view.contentOffset.y)),
            ("focus", step.focus.map(String.init) ?? "none"),
            ("focus visible", step.focusVisible.map { $0 ? "yes" : "NO" } ?? "–"),
            ("writes (inset, indicator, offset)",
             "\(step.writes.contentInset), \(step.writes.indicatorInset), \(step.writes.contentOffset)"),
            ("animation", step.animation.map { "\(f($0.duration)) s, curve \($0.curve)" } ?? "none"),
        ]
        if let ignored = step.ignored { lines.append(("ignored", ignored)) }
        var y = origin.y + 12
        for (label, value) in lines {
            canvas.text(label, at: CGPoint(x: origin.x, y: y), size: 11, fill: Palette.muted)
            let alarming = (label == "focus visible" && value == "NO") || label == "ignored"
            canvas.text(value, at: CGPoint(x: origin.x, y: y + 15), size: 14, weight: "bold",
                        fill: alarming ? Palette.warning : Palette.text)
            y += 38
        }
        let legend = [("scroll view", Palette.scrollView), ("visible region", Palette.visible),
                      ("focused field", Palette.focused), ("keyboard", Palette.keyboard)]
        for (name, color) in legend {
            canvas.rect(CGRect(x: origin.x, y: y, width: 12, height: 12), fill: color)
            canvas.text(name, at: CGPoint(x: origin.x + 18, y: y + 10), size: 11, fill: Palette.muted)
            y += 18
        }
    }

    private static func title(_ step: ReplayStep, _ scenario: Scenario) -> String {
        let name = scenario.name.map { "\($0) — " } ?? ""
        return "\(name)event \(step.eventIndex): \(describe(step.event))"
    }

    /// A short human description of an event.
    public static func describe(_ event: Scenario.Event) -> String {
        switch event {
        case let .keyboard(kind, _, onMainScreen): "keyboard \(kind.rawValue)\(onMainScreen ? "" : " (other screen)")"
        case .focus(let index): "focus field \(index)"
        case .blur: "end editing"
        case .caret: "caret moved"
        case .returnKey: "return key"
        case .setContentInset: "app sets contentInset"
        case .setIndicatorInset: "app sets indicator inset"
        case .scroll: "user scrolls"
        case .contentSize: "content size changes"
        case .resize: "resize"
        }
    }
}
