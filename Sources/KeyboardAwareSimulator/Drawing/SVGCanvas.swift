import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Accumulates SVG elements; coordinates are written with at most two decimals.
struct SVGCanvas {
    private(set) var body = ""

    mutating func rect(
        _ rect: CGRect, fill: String, stroke: String = "none", strokeWidth: CGFloat = 1,
        opacity: CGFloat = 1, dash: Bool = false, radius: CGFloat = 0, clip: String? = nil
    ) {
        let r = rect.standardized
        body += "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
        body += " rx=\"\(n(radius))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\""
        if opacity < 1 { body += " opacity=\"\(n(opacity))\"" }
        if dash { body += " stroke-dasharray=\"6 4\"" }
        if let clip { body += " clip-path=\"url(#\(clip))\"" }
        body += "/>\n"
    }

    mutating func line(from a: CGPoint, to b: CGPoint, stroke: String, width: CGFloat = 1, dash: Bool = false) {
        body += "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\" stroke=\"\(stroke)\""
        body += " stroke-width=\"\(n(width))\"\(dash ? " stroke-dasharray=\"4 3\"" : "")/>\n"
    }

    mutating func text(
        _ text: String, at point: CGPoint, size: CGFloat = 12, weight: String = "normal",
        fill: String = "#1c1c1e", anchor: String = "start", clip: String? = nil
    ) {
        body += "<text x=\"\(n(point.x))\" y=\"\(n(point.y))\" font-size=\"\(n(size))\" font-weight=\"\(weight)\""
        body += " fill=\"\(fill)\" text-anchor=\"\(anchor)\""
        if let clip { body += " clip-path=\"url(#\(clip))\"" }
        body += ">\(escaped(text))</text>\n"
    }

    mutating func clipPath(id: String, rect: CGRect) {
        let r = rect.standardized
        body +=
            "<clipPath id=\"\(id)\"><rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"/></clipPath>\n"
    }

    func document(width: CGFloat, height: CGFloat) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
        viewBox="0 0 \(n(width)) \(n(height))" font-family="-apple-system, Helvetica, Arial, sans-serif">
        <rect width="100%" height="100%" fill="#ffffff"/>
        \(body)</svg>

        """
    }

    private func n(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return JSONWriter.format(Double(rounded))
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
