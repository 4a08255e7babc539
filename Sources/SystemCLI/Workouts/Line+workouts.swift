import Foundation
import SystemCore

extension Line {
    /// A set's analysis as lines: the set, a table of its reps, the partial reps, the advice and what was skipped.
    static func lift(_ analysis: LiftAnalysis, goal: LiftAdvice.Goal) -> [String] {
        var lines: [String] = []
        let reps = analysis.reps
        var summary = reps.count == 1 ? "1 rep" : "\(reps.count) reps"
        if let loss = analysis.velocityLossPercent, reps.count > 1 {
            summary +=
                " · the bar slowed \(Int(loss.rounded())) % from the fastest rep to the last (\(goal.rawValue) allows \(Int(goal.velocityLossCutOff)) %)"
        }
        if let slowest = analysis.slowestRep, reps.count > 1 { summary += " · slowest: rep \(slowest)" }
        // A bar that stayed level has no least stable rep worth naming.
        if let unstable = analysis.leastStableRep, reps.count > 1,
            max(reps[unstable - 1].maxAbsPitchDeg ?? 0, reps[unstable - 1].maxAbsRollDeg ?? 0) >= Self.namedTiltDegrees
        {
            summary += " · least stable: rep \(unstable)"
        }
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
                    ? "1 line was not a reading and was skipped."
                    : "\(Readable.count(analysis.ignoredLines)) lines were not readings and were skipped.")
        }
        return lines
    }

    /// The tilt from which the summary names the least stable rep.
    static let namedTiltDegrees = 2.0

    /// `value` with `places` decimals ("0.62").
    static func fixed(_ value: Double, _ places: Int) -> String { String(value, places: places) }

    /// Rows as columns, each as wide as its widest cell, two spaces apart; the columns in `rightAligned` (numbers)
    /// pad on the left.
    static func aligned(_ rows: [[String]], rightAligned: Set<Int> = [0]) -> [String] {
        let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + (column == row.count - 1 ? "" : pad)
            }.joined(separator: "  ")
        }
    }

    /// What `system lift set` says of a set just recorded: the set, its estimated one-rep max, a record, and the
    /// weight for the next session.
    static func recorded(_ set: LiftSet, lift: Lift, in state: UserState) -> [String] {
        let log = state.workouts
        var line = "\(lift.name): \(Readable.barWeight(set.weightKg)) × \(set.reps)"
        if let target = set.targetReps { line += " (aimed for \(target))" }
        line += " recorded."
        if let epley = set.epleyKg, let brzycki = set.brzyckiKg, set.reps > 1 {
            line += " Estimated one-rep max \(Readable.barWeight(epley)) (Epley), \(Readable.barWeight(brzycki)) (Brzycki)."
        }
        if log.isRecord(set) { line += " A personal record!" }
        var lines = [line]
        let next = log.nextWeight(after: set, calendar: state.calendar)
        lines.append(
            next > set.weightKg
                ? "Next session: \(Readable.barWeight(next)), every set today having reached its target."
                : next < set.weightKg
                    ? "Next session: \(Readable.barWeight(next)), a lighter week after two short sessions."
                    : "Next session: \(Readable.barWeight(next)) again.")
        return lines
    }

    /// A lift's history: its best estimated one-rep max (and from the load–velocity line, with clip data at three
    /// weights), then its last `sessions` sessions, newest first.
    static func history(of lift: Lift, in state: UserState, sessions: Int) -> [String] {
        let log = state.workouts
        let calendar = state.calendar
        let all = log.sets(of: lift.id)
        guard !all.isEmpty else {
            return ["No \(lift.name.lowercased()) recorded yet: `system lift set \(lift.name.lowercased()) 60kg 5`."]
        }
        var lines: [String] = []
        if let best = all.best, let epley = best.epleyKg {
            lines.append(
                "\(lift.name): best estimated one-rep max \(Readable.barWeight(epley)) (Epley, \(Readable.barWeight(best.weightKg)) × \(best.reps) on "
                    + "\(Readable.day(calendar.day(containing: best.at)))).")
        }
        if let fromVelocity = log.velocityOneRepMax(of: lift.id) {
            lines.append("From the bar's speed at \(fromVelocity.weights) weights: \(Readable.barWeight(fromVelocity.kg)).")
        }
        let byDay = log.sessions(of: lift.id, calendar: calendar)
        var rows = [["Day", "Sets", "Volume", "Best set", "1RM Epley", "Brzycki"]]
        for (day, sets) in byDay.reversed().prefix(sessions) {
            let best = sets.best!  // a session has at least one set
            rows.append([
                Readable.shortDay(day), Readable.sets(sets), "\(Readable.count(Int(sets.volumeKg.rounded()))) kg",
                "\(Readable.barWeight(best.weightKg)) × \(best.reps)", best.epleyKg.map(Readable.barWeight) ?? "–",
                best.brzyckiKg.map(Readable.barWeight) ?? "–",
            ])
        }
        lines += aligned(rows, rightAligned: [2, 4, 5])
        if byDay.count > sessions { lines.append("And \(byDay.count - sessions) earlier sessions: --limit \(min(200, byDay.count)).") }
        return lines
    }
}
