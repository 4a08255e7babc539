import Foundation
import SystemCore

extension Line {
    /// A set's analysis as lines: the set, a table of its reps, the partial reps, the advice and what was skipped.
    static func lift(_ analysis: LiftAnalysis, goal: LiftAdvice.Goal) -> [String] {
        var lines: [String] = []
        let reps = analysis.reps
        var summary = reps.count == 1 ? "1 rep" : "\(reps.count) reps"
        if let loss = analysis.velocityLossPercent, reps.count > 1 {
            summary += " · the bar slowed \(Int(loss.rounded())) % from the fastest rep to the last (\(goal.rawValue) allows \(Int(goal.velocityLossCutOff)) %)"
        }
        if let slowest = analysis.slowestRep, reps.count > 1 { summary += " · slowest: rep \(slowest)" }
        if let unstable = analysis.leastStableRep, reps.count > 1 { summary += " · least stable: rep \(unstable)" }
        lines.append(summary + ".")
        if !reps.isEmpty {
            let header = ["Rep", "Range", "Mean speed", "Peak speed", "Peak at", "To peak", "Peak accel.", "Time", "Pitch", "Roll"]
            let rows = reps.enumerated().map { index, rep in
                [
                    "\(index + 1)", "\(Line.fixed(rep.romCm, 0)) cm", "\(Line.fixed(rep.meanConcentricVelocity, 2)) m/s",
                    "\(Line.fixed(rep.peakVelocity, 2)) m/s", "\(Int(rep.peakVelocityAtPercent.rounded())) %",
                    "\(Line.fixed(rep.timeToPeakS, 2)) s", "\(Line.fixed(rep.peakAcceleration, 1)) m/s²",
                    "\(Line.fixed(rep.durationS, 2)) s", rep.maxAbsPitchDeg.map { "\(Int($0.rounded()))°" } ?? "–",
                    rep.maxAbsRollDeg.map { "\(Int($0.rounded()))°" } ?? "–",
                ]
            }
            lines += Line.aligned([header] + rows)
        }
        if !analysis.partialReps.isEmpty {
            let partial = analysis.partialReps.map { "\(Line.fixed($0.romCm, 0)) cm at \(Line.fixed($0.start, 1)) s" }
            lines.append("Partial, not counted: \(Readable.list(partial)).")
        }
        let advice = LiftAdvice.of(analysis, goal: goal)
        if reps.isEmpty {
            lines.append("No rise of the bar went far enough to be a rep.")
        } else if advice.isEmpty {
            lines.append("Nothing to correct: a clean set.")
        } else {
            lines += advice.map { "- \($0.text)" }
        }
        if analysis.ignoredLines > 0 {
            lines.append(
                analysis.ignoredLines == 1
                    ? "1 line was not a reading and was skipped." : "\(Readable.count(analysis.ignoredLines)) lines were not readings and were skipped.")
        }
        return lines
    }

    /// `value` with `places` decimals ("0.62").
    static func fixed(_ value: Double, _ places: Int) -> String { String(format: "%.\(places)f", value) }

    /// Rows as columns, each as wide as its widest cell, two spaces apart; the first column right-aligned (a number).
    static func aligned(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? pad + cell : cell + (column == row.count - 1 ? "" : pad)
            }.joined(separator: "  ")
        }
    }
}
