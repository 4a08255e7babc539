import Foundation

/// How firmly a habit holds, as Loop Habit Tracker measures it: a score that forgives a missed day instead of
/// breaking a streak. Each day, score = previous × m + (done ? 1 : 0) × (1 − m), with m = 0.5^(√f / 13) for a target
/// frequency f (1 for every day): a day done moves the score a little towards 100 %, a day missed a little towards 0.
public enum HabitStrength {
    /// How much of the score a day keeps: 0.948 for a daily habit, so a day four months back weighs under 1 %.
    public static func multiplier(frequency: Double) -> Double { pow(0.5, frequency.squareRoot() / 13) }

    /// The score after each day of `done`, starting from nothing.
    public static func scores(_ done: [Bool], frequency: Double = 1) -> [Double] {
        let keep = multiplier(frequency: frequency)
        var score = 0.0
        return done.map { day in
            score = score * keep + (day ? 1 - keep : 0)
            return score
        }
    }
}

/// The journal's and the intention reviews' strength over the days up to a date: a day counts for the journal when
/// it has an entry, for the reviews when an intention of the day was reviewed.
public struct Consistency: Sendable {
    /// The days drawn, oldest first, and each score after that day.
    public let days: [CivilDate]
    public let journal: [Double]
    public let reviews: [Double]

    /// The days scored: enough that a day before them would weigh under 1 % today.
    public static let window = 120

    public init(_ state: UserState, through date: CivilDate, days count: Int = Consistency.window) {
        days = (0..<count).map { date.adding(days: $0 - count + 1) }
        let (entries, intentions, calendar) = (state.journal, state.intentions, state.calendar)
        journal = HabitStrength.scores(days.map { !entries.entries(on: $0).isEmpty })
        // Each day's intentions are visited until a reviewed one, not gathered: the journal's chart draws four months
        // of a heavy user's days (3,000 intentions) on every Today.
        reviews = HabitStrength.scores(
            days.map { day in
                var reviewed = false
                intentions.visitStarted(in: calendar.interval(of: day)) { intention in
                    reviewed = !intention.review.isEmpty
                    return !reviewed
                }
                return reviewed
            })
    }
}
