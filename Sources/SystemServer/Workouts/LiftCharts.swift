import Foundation
import SystemCore

/// The workouts pages' charts, drawn as SVG on the server; each pictures figures the page also gives as text.
enum LiftCharts {
    /// A set from the clip: the bar's height (raw readings faint, cleaned and smoothed bold) above its velocity, over
    /// time, each rep's rise shaded and numbered. At most `points` points a line: an hour of readings still draws
    /// quickly.
    static func set(_ analysis: LiftAnalysis, points: Int = 600) -> String? {
        let series = analysis.series
        guard series.seconds.count >= 2, let first = series.seconds.first, let last = series.seconds.last, last > first else { return nil }
        let width = 320.0, left = 34.0, right = 6.0
        let heightTop = 8.0, heightBottom = 92.0, velocityTop = 108.0, velocityBottom = 168.0
        func x(_ t: Double) -> Double { left + (width - left - right) * (t - first) / (last - first) }
        let cleanHeights = series.height.filter(\.isFinite)
        let low = (cleanHeights.min() ?? 0).rounded(.down), high = max(low + 1, (cleanHeights.max() ?? 1).rounded(.up))
        func yHeight(_ cm: Double) -> Double { heightBottom - (heightBottom - heightTop) * (min(max(cm, low), high) - low) / (high - low) }
        let reach = max(0.2, series.velocity.map(abs).filter(\.isFinite).max() ?? 0.2)
        func yVelocity(_ v: Double) -> Double {
            let middle = (velocityTop + velocityBottom) / 2
            return middle - (velocityBottom - velocityTop) / 2 * max(-1, min(1, v / reach))
        }
        let step = max(1, series.seconds.count / points)
        func line(_ values: [Double], _ y: (Double) -> Double) -> String {
            stride(from: 0, to: series.seconds.count, by: step).compactMap { index in
                values[index].isFinite ? "\(f(x(series.seconds[index]))),\(f(y(values[index])))" : nil
            }.joined(separator: " ")
        }
        let reps = analysis.reps.enumerated().map { index, rep in
            """
            <rect class="rep" x="\(f(x(rep.start)))" y="\(f(heightTop))" width="\(f(max(1, x(rep.end) - x(rep.start))))" height="\(f(velocityBottom - heightTop))"/>\
            <text class="rep-number" x="\(f((x(rep.start) + x(rep.end)) / 2))" y="\(f(heightTop + 10))" text-anchor="middle">\(index + 1)</text>
            """
        }.joined()
        let zero = f(yVelocity(0))
        return """
            <svg class="chart lift-chart" viewBox="0 0 320 184" role="img" aria-label="The bar's height and speed over the set, \(analysis.reps.count) reps marked">\
            <g class="reps">\(reps)</g>\
            <text class="axis" x="0" y="\(f(heightTop + 6))">\(Int(high)) cm</text><text class="axis" x="0" y="\(f(heightBottom))">\(Int(low)) cm</text>\
            <text class="axis" x="0" y="\(f(velocityTop + 6))">\(String(format: "%.1f", reach))</text><text class="axis" x="0" y="\(f(velocityBottom))">m/s</text>\
            <polyline class="raw" fill="none" points="\(line(series.raw, yHeight))"/>\
            <polyline class="height" fill="none" points="\(line(series.height, yHeight))"/>\
            <line class="zero" x1="\(f(left))" x2="\(f(width - right))" y1="\(zero)" y2="\(zero)"/>\
            <polyline class="velocity" fill="none" points="\(line(series.velocity, yVelocity))"/>\
            <text class="axis" x="\(f(left))" y="182">0 s</text><text class="axis" x="\(f(width - right))" y="182" text-anchor="end">\(String(format: "%.0f s", last - first))</text></svg>
            """
    }

    /// A lift's best estimated one-rep max per session, as a line over the days.
    static func oneRepMax(_ days: [(CivilDate, Double)]) -> String? {
        guard days.count >= 2, let first = days.first, let last = days.last else { return nil }
        let values = days.map(\.1)
        let low = (values.min()! - 2.5).rounded(.down), high = (values.max()! + 2.5).rounded(.up)
        let span = Double(max(1, last.0.daysSinceEpoch - first.0.daysSinceEpoch))
        func x(_ day: CivilDate) -> Double { 36 + 278 * Double(day.daysSinceEpoch - first.0.daysSinceEpoch) / span }
        func y(_ kg: Double) -> Double { 10 + 100 * (high - kg) / (high - low) }
        let points = days.map { "\(f(x($0.0))),\(f(y($0.1)))" }.joined(separator: " ")
        let dots = days.map { "<circle cx=\"\(f(x($0.0)))\" cy=\"\(f(y($0.1)))\" r=\"2.5\"/>" }.joined()
        return """
            <svg class="chart one-rep-max-chart" viewBox="0 0 320 130" role="img" aria-label="Estimated one-rep max per session, \(Readable.shortDay(first.0)) to \(Readable.shortDay(last.0))">\
            <text class="axis" x="0" y="14">\(Readable.amount(high)) kg</text><text class="axis" x="0" y="112">\(Readable.amount(low)) kg</text>\
            <text class="axis" x="36" y="126">\(Readable.shortDay(first.0))</text>\
            <text class="axis" x="314" y="126" text-anchor="end">\(Readable.shortDay(last.0))</text>\
            <polyline class="trend" fill="none" points="\(points)"/><g class="dots">\(dots)</g></svg>
            """
    }

    /// A coordinate with one decimal.
    static func f(_ value: Double) -> String { String(format: "%.1f", value) }
}
