import Foundation

/// A small horizontal bar chart drawn by the server as inline SVG.
///
/// Readable in both themes (bars use `currentColor` and theme tokens from CSS classes) and without colour alone:
/// every bar carries its value as text, and a second series is drawn as an outline, not a different hue.
struct BarChart: Sendable {
    struct Row: Sendable {
        let label: String
        let value: Double
        let valueText: String
        /// A second series (e.g. the estimate beside the actual time), drawn as an outline.
        var compare: Double? = nil
        var compareText: String? = nil
    }

    /// The chart's accessible name.
    let title: String
    let rows: [Row]
    /// Names of the two series, shown in a legend when there is a second one.
    var seriesName: String? = nil
    var compareName: String? = nil

    private static let width = 340.0
    private static let labelWidth = 112.0
    private static let barWidth = 150.0
    private static let rowHeight = 22.0
    private static let pairHeight = 34.0

    /// The SVG markup; all text is escaped.
    var svg: String {
        let paired = rows.contains { $0.compare != nil }
        let step = paired ? Self.pairHeight : Self.rowHeight
        let legend = paired && seriesName != nil && compareName != nil ? 20.0 : 0
        let height = legend + step * Double(max(rows.count, 1)) + 4
        let top = rows.flatMap { [$0.value, $0.compare ?? 0] }.max() ?? 0
        let scale = top > 0 ? Self.barWidth / top : 0
        var out = #"<svg class="chart" role="img" viewBox="0 0 \#(Self.width) \#(height)" width="100%" preserveAspectRatio="xMinYMin meet" aria-label="\#(Self.escape(title))"><title>\#(Self.escape(title))</title>"#
        if legend > 0, let seriesName, let compareName {
            out += #"<rect class="bar" x="0" y="4" width="12" height="10" rx="2"/><text class="chart-text" x="16" y="13">\#(Self.escape(seriesName))</text>"#
            out += #"<rect class="bar-outline" x="120" y="4.5" width="12" height="9" rx="2"/><text class="chart-text" x="136" y="13">\#(Self.escape(compareName))</text>"#
        }
        for (index, row) in rows.enumerated() {
            let y = legend + Double(index) * step
            let x = Self.labelWidth
            out += #"<text class="chart-label" x="0" y="\#(y + 15)">\#(Self.escape(Self.clip(row.label)))</text>"#
            let w = max(row.value * scale, row.value > 0 ? 2 : 0)
            out += #"<rect class="bar" x="\#(x)" y="\#(y + 4)" width="\#(Self.round(w))" height="13" rx="3"/>"#
            out += #"<text class="chart-text" x="\#(Self.round(x + w + 5))" y="\#(y + 15)">\#(Self.escape(row.valueText))</text>"#
            if let compare = row.compare {
                let cw = max(compare * scale, compare > 0 ? 2 : 0)
                out += #"<rect class="bar-outline" x="\#(x + 0.75)" y="\#(y + 20.75)" width="\#(Self.round(max(cw - 1.5, 0)))" height="9.5" rx="2"/>"#
                out += #"<text class="chart-text small" x="\#(Self.round(x + cw + 5))" y="\#(y + 29)">\#(Self.escape(row.compareText ?? ""))</text>"#
            }
        }
        return out + "</svg>"
    }

    private static func round(_ value: Double) -> String { String(format: "%.1f", value) }

    private static func clip(_ label: String) -> String {
        label.count > 16 ? String(label.prefix(15)) + "…" : label
    }

    /// Escapes text for SVG markup, scalar by scalar: a combining mark must not hide a `<` or a quote inside a
    /// grapheme cluster.
    static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
