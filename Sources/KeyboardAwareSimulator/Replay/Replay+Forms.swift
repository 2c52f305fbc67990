import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Replay {
    /// One return-key (or Next/Previous) step from field `index`, the way a table or collection
    /// view has to take it: only fields whose cells intersect the scroll view's bounds exist (and
    /// the focused one, which UIKit keeps); the engine asks for hidden cells to be revealed until
    /// it knows the neighbour, as the UIKit layer scrolls rows in. Fields outside cells (a table's
    /// header or footer, a plain scroll view's content) always exist.
    ///
    /// Revealing changes no offset here: the focus scroll that follows starts where the user was,
    /// as it does on a device.
    func formStep(_ direction: FormStep.Direction, from index: Int) -> FormStep {
        let fields = scenario.fields
        var existing: [Int]
        var hidden: [HiddenCell] = []
        if scenario.scrollView.kind == .scroll {
            existing = Array(fields.indices)
        } else {
            let bounds = scrollView.bounds
            let shown = scenario.cells.indices.filter { scenario.cells[$0].intersects(bounds) }
            existing = fields.indices.filter { i in
                i == index || fields[i].cell.map { shown.contains($0) } ?? true
            }
            // A cell holds its fields: should a scenario place one outside its cell, the cell is
            // taken to reach it.
            hidden = scenario.cells.indices.filter { !shown.contains($0) }.map { cell in
                let frame = fields.filter { $0.cell == cell }.reduce(scenario.cells[cell].standardized) {
                    $0.union($1.frame.standardized)
                }
                return HiddenCell(section: 0, item: cell, frame: frame)
            }
        }
        while true {
            guard let current = existing.firstIndex(of: index) else { return .stay }
            let step = engine.formStep(
                direction, from: current, fieldFrames: existing.map { fields[$0].frame },
                hiddenCells: hidden, rightToLeft: scenario.options.isRightToLeft)
            switch step {
            case .revealCell(_, let cell):
                hidden.removeAll { $0.item == cell }
                // Kept in index order: reading order breaks ties by index, whatever was revealed when.
                existing = (existing + fields.indices.filter { fields[$0].cell == cell && $0 != index }).sorted()
            case .focus(let position): return .focus(existing[position])
            case .release, .stay: return step
            }
        }
    }
}
