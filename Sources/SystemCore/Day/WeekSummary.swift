import Foundation

/// A week at a glance: each day's presence and focused time, and the totals.
public struct WeekSummary: Sendable {
    public struct Day: Sendable {
        public let date: CivilDate
        public let presence: Presence
        public let intentionCount: Int
        /// Minutes spent inside intentions that started that day.
        public let focusedMinutes: Int
        public let tractionMinutes: Int
        public let distractionMinutes: Int
    }

    public let start: CivilDate
    public let days: [Day]

    public var end: CivilDate { start.adding(days: 6) }
    public var intentionCount: Int { days.reduce(0) { $0 + $1.intentionCount } }
    public var focusedMinutes: Int { days.reduce(0) { $0 + $1.focusedMinutes } }
    public var tractionMinutes: Int { days.reduce(0) { $0 + $1.tractionMinutes } }
    public var distractionMinutes: Int { days.reduce(0) { $0 + $1.distractionMinutes } }

    /// The mean presence of the days that have begun (days after `today` do not count).
    public func averagePresence(today: CivilDate) -> Double? {
        let begun = days.filter { $0.date <= today }
        guard !begun.isEmpty else { return nil }
        return begun.reduce(0) { $0 + $1.presence.ratio } / Double(begun.count)
    }
}

extension UserState {
    /// The week that holds `date`, starting on the user's week start day.
    public func week(containing date: CivilDate, now: Date) -> WeekSummary {
        let (intentions, calendar, labels) = (self.intentions, self.calendar, self.labels)  // read out of the state once
        let start = calendar.weekStart(containing: date)
        let days = (0..<7).map { offset -> WeekSummary.Day in
            let day = start.adding(days: offset)
            // Visited, not gathered: the week page sums a week of intentions (175 for a heavy user) on every request.
            var count = 0, focused = 0, traction = 0, distraction = 0
            intentions.visitStarted(in: calendar.interval(of: day)) { intention in
                let minutes = intention.minutes(now: now)
                count += 1
                focused += minutes
                // A distraction tag outweighs a traction one.
                var kind: Label.Kind?
                for tag in intention.tags {
                    if let tagged = labels[tag]?.kind, kind == nil || tagged == .distraction { kind = tagged }
                }
                if kind == .distraction { distraction += minutes } else if kind == .traction { traction += minutes }
            }
            return WeekSummary.Day(
                date: day, presence: presence(on: day, now: now), intentionCount: count,
                focusedMinutes: focused, tractionMinutes: traction, distractionMinutes: distraction)
        }
        return WeekSummary(start: start, days: days)
    }
}
