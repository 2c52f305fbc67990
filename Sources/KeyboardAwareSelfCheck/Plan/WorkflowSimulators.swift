import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The simulators a GitHub Actions workflow boots, read from its text: every line that names both
/// an iOS simulator runtime (`runtime: iOS-26-5`) and a screen in points (`screen: 393x852`) is
/// one job, as the matrix of `.github/workflows/ci.yml` writes its entries, one per line. The
/// hosted tests hold each job's real screen to the one it declares.
package enum WorkflowSimulators {
    /// The screens of the jobs `workflow` declares, in order.
    package static func screens(in workflow: String) -> [ReplayCoverage.Screen] {
        workflow.split(separator: "\n").compactMap { line in
            let text = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard let runtime = value(of: "runtime", in: text), runtime.hasPrefix("iOS-"),
                let major = Int(runtime.dropFirst(4).prefix { $0.isNumber }),
                let screen = value(of: "screen", in: text)
            else { return nil }
            let sides = screen.split(separator: "x").compactMap { Int($0) }
            guard sides.count == 2 else { return nil }
            return ReplayCoverage.Screen(size: CGSize(width: sides[0], height: sides[1]), canTurn: major >= 16)
        }
    }

    /// The plain or quoted scalar after `key:` in `text` (`iOS-26-5`, `393x852`).
    private static func value(of key: String, in text: Substring) -> Substring? {
        guard let start = text.range(of: "\(key):")?.upperBound else { return nil }
        let rest = text[start...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
        let value = rest.prefix { !" ,}\"'".contains($0) }
        return value.isEmpty ? nil : value
    }
}
