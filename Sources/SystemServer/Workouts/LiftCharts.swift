import Foundation
import SystemCore

/// The workouts pages' charts, drawn as SVG on the server; each pictures figures the page also gives as text.
enum LiftCharts {
    /// A set from the clip, in four bands over one time axis: the bar's height (the raw readings faint, cleaned and
    /// smoothed bold), its velocity, its acceleration, and the clip's pitch and roll (as read, faint, and with the
    /// spikes removed); each rep's rise shaded across all four and numbered. At most `points` points a line: an hour
    /// of readings still draws quickly.
    static func set(_ analysis: LiftAnalysis, points: Int = 600) -> String? {
        let series = analysis.series
        guard series.seconds.count >= 2, let first = series.seconds.first, let last = series.seconds.last, last > first else { return nil }
        let width = 320.0, left = 34.0, right = 6.0
        let hasTilt = series.tiltSeconds.count >= 2
        let bands = [Band(top: 8, bottom: 80), Band(top: 94, bottom: 140), Band(top: 154, bottom: 200), Band(top: 214, bottom: 262)]
        let bottom = hasTilt ? bands[3].bottom : bands[2].bottom
        func x(_ t: Double) -> Double { left + (width - left - right) * (min(max(t, first), last) - first) / (last - first) }
        func line(_ times: [Double], _ values: [Double], _ y: (Double) -> Double) -> String {
            let step = max(1, times.count / points)
            return stride(from: 0, to: min(times.count, values.count), by: step).compactMap { index in
                values[index].isFinite ? "\(f(x(times[index]))),\(f(y(values[index])))" : nil
            }.joined(separator: " ")
        }
        // Height: from its lowest to its highest reading, whole centimetres.
        let cleanHeights = series.height.filter(\.isFinite)
        let low = (cleanHeights.min() ?? 0).rounded(.down), high = max(low + 1, (cleanHeights.max() ?? 1).rounded(.up))
        let yHeight = bands[0].scale(low, high)
        // Velocity, acceleration and tilt: symmetric about zero, to their largest magnitude.
        let speed = reach(series.velocity, at: 0.2), push = reach(series.acceleration, at: 1)
        let tilt = reach(series.pitch + series.roll, at: 5)
        let yVelocity = bands[1].scale(-speed, speed), yAcceleration = bands[2].scale(-push, push), yTilt = bands[3].scale(-tilt, tilt)

        var svg = """
            <svg class="chart lift-chart" viewBox="0 0 320 \(Int(bottom) + 18)" role="img" aria-label="The bar's height, speed and \
            acceleration\(hasTilt ? " and the clip's tilt" : "") over the set, \(analysis.reps.count) reps marked">
            """
        svg += "<g class=\"reps\">"
        for (index, rep) in analysis.reps.enumerated() {
            svg +=
                "<rect class=\"rep\" x=\"\(f(x(rep.start)))\" y=\"\(f(bands[0].top))\" width=\"\(f(max(1, x(rep.end) - x(rep.start))))\" "
            svg += "height=\"\(f(bottom - bands[0].top))\"/>"
            svg += "<text class=\"rep-number\" x=\"\(f((x(rep.start) + x(rep.end)) / 2))\" y=\"\(f(bands[0].top + 10))\" "
            svg += "text-anchor=\"middle\">\(index + 1)</text>"
        }
        svg += "</g>"
        svg += axis(bands[0], top: "\(Int(high)) cm", bottom: "\(Int(low)) cm")
        svg += "<polyline class=\"raw\" fill=\"none\" points=\"\(line(series.seconds, series.raw, yHeight))\"/>"
        svg += "<polyline class=\"height\" fill=\"none\" points=\"\(line(series.seconds, series.height, yHeight))\"/>"
        svg += axis(bands[1], top: String(speed, places: 1), bottom: "m/s") + zero(bands[1], left, width - right)
        svg += "<polyline class=\"velocity\" fill=\"none\" points=\"\(line(series.seconds, series.velocity, yVelocity))\"/>"
        svg += axis(bands[2], top: String(push, places: 0), bottom: "m/s²") + zero(bands[2], left, width - right)
        svg += "<polyline class=\"acceleration\" fill=\"none\" points=\"\(line(series.seconds, series.acceleration, yAcceleration))\"/>"
        if hasTilt {
            svg += axis(bands[3], top: "\(Int(tilt))°", bottom: "tilt") + zero(bands[3], left, width - right)
            svg += "<polyline class=\"raw\" fill=\"none\" points=\"\(line(series.tiltSeconds, series.rawPitch, yTilt))\"/>"
            svg += "<polyline class=\"raw\" fill=\"none\" points=\"\(line(series.tiltSeconds, series.rawRoll, yTilt))\"/>"
            svg += "<polyline class=\"pitch\" fill=\"none\" points=\"\(line(series.tiltSeconds, series.pitch, yTilt))\"/>"
            svg += "<polyline class=\"roll\" fill=\"none\" points=\"\(line(series.tiltSeconds, series.roll, yTilt))\"/>"
            svg +=
                "<text class=\"legend pitch-label\" x=\"\(f(width - right))\" y=\"\(f(bands[3].top + 7))\" text-anchor=\"end\">pitch</text>"
            svg +=
                "<text class=\"legend roll-label\" x=\"\(f(width - right - 30))\" y=\"\(f(bands[3].top + 7))\" text-anchor=\"end\">roll</text>"
        }
        svg += "<text class=\"axis\" x=\"\(f(left))\" y=\"\(f(bottom + 14))\">0 s</text>"
        svg +=
            "<text class=\"axis\" x=\"\(f(width - right))\" y=\"\(f(bottom + 14))\" text-anchor=\"end\">\(String(last - first, places: 0) + " s")</text></svg>"
        return svg
    }

    /// A horizontal band of the set chart, and how a value maps into it.
    private struct Band {
        let top: Double
        let bottom: Double

        func scale(_ low: Double, _ high: Double) -> (Double) -> Double {
            { value in bottom - (bottom - top) * (min(max(value, low), high) - low) / (high - low) }
        }
    }

    /// The largest magnitude among `values`, and at least `floor`, so a still bar draws flat rather than magnified noise.
    private static func reach(_ values: [Double], at floor: Double) -> Double {
        max(floor, values.lazy.filter(\.isFinite).map(abs).max() ?? floor)
    }

    private static func axis(_ band: Band, top: String, bottom: String) -> String {
        "<text class=\"axis\" x=\"0\" y=\"\(f(band.top + 6))\">\(top)</text><text class=\"axis\" x=\"0\" y=\"\(f(band.bottom))\">\(bottom)</text>"
    }

    private static func zero(_ band: Band, _ from: Double, _ to: Double) -> String {
        let y = f((band.top + band.bottom) / 2)
        return "<line class=\"zero\" x1=\"\(f(from))\" x2=\"\(f(to))\" y1=\"\(y)\" y2=\"\(y)\"/>"
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
    static func f(_ value: Double) -> String { String(value, places: 1) }
}
