import Foundation
import SystemCore

/// A small horizontal bar chart, drawn by the `chart` template: its words are HTML text, so they wrap and follow
/// the browser's zoom and text size and are never clipped; only the bars are SVG (one stretched rectangle each).
///
/// Readable in both themes and without colour alone: every bar carries its value as text, and a second series is
/// drawn as an outline, not a different hue.
struct BarChart: Sendable, Encodable {
    struct Row: Sendable, Encodable {
        let label: String
        let value: Double
        let valueText: String
        /// A second series (e.g. the estimate beside the actual time), drawn as an outline.
        var compare: Double? = nil
        var compareText: String? = nil
    }

    /// A row as drawn: the bars' lengths as a share of the longest, 0…100.
    struct Line: Sendable, Encodable {
        let label: String
        let valueText: String
        let fill: String
        let compareText: String?
        let compareFill: String
    }

    struct Legend: Sendable, Encodable {
        let series: String
        let compare: String
    }

    /// The chart's accessible name.
    let title: String
    let lines: [Line]
    let legend: Legend?

    init(title: String, rows: [Row], seriesName: String? = nil, compareName: String? = nil) {
        self.title = title
        let top = rows.flatMap { [$0.value, $0.compare ?? 0] }.max() ?? 0
        // Lengths in the bars' 0…100 box; a value above nothing shows as a sliver, and an outline stops short of
        // the edge so its right side is drawn.
        func share(_ value: Double, upTo end: Double = 100) -> String {
            guard top > 0, value > 0 else { return "0" }
            return String(max(1, value / top * end), places: 1)
        }
        lines = rows.map { row in
            Line(
                label: row.label, valueText: row.valueText, fill: share(row.value),
                compareText: row.compare == nil ? nil : row.compareText ?? "", compareFill: share(row.compare ?? 0, upTo: 99))
        }
        legend =
            rows.contains { $0.compare != nil }
            ? zip(seriesName, compareName).map { Legend(series: $0, compare: $1) }
            : nil
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
