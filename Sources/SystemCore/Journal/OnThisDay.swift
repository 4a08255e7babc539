import Foundation

/// "On this day": what was written, photographed and done a week, a month, a year and every earlier year before a date — the
/// journal's way of making its writer a witness to their own history.
public struct OnThisDay: Sendable {
    /// One look back: when, and what that day holds.
    public struct Moment: Sendable {
        /// "A week ago", "A month ago", "A year ago", "3 years ago".
        public let label: String
        public let date: CivilDate
        public let entries: [JournalEntry]
        public let photos: [JournalPhoto]
        /// The day's intentions in start order: all of them, or the first few when fewer were asked for.
        public let intentions: [Intention]
        /// How many intentions the day has, whether or not all are in `intentions`.
        public let intentionCount: Int
    }

    /// The looks back that found something, nearest first.
    public let moments: [Moment]

    /// What `state` holds on each day `dates(before:)` names, down to the first year of the user's history, with at
    /// most `intentionsPerDay` of each day's intentions (a page that shows three need not copy a heavy user's 25 a
    /// day, a dozen days over, on every Today).
    public init(_ state: UserState, on date: CivilDate, intentionsPerDay: Int = .max) {
        let (journal, log, calendar) = (state.journal, state.intentions, state.calendar)
        let first = [journal.firstMonth, log.firstMonth].compactMap { $0 }.min().map { $0 / 12 } ?? date.year
        moments = Self.dates(before: date, since: first).compactMap { label, day in
            let entries = journal.entries(on: day)
            let photos = journal.photos(on: day)
            var intentions: [Intention] = []
            var count = 0
            log.visitStarted(in: calendar.interval(of: day)) { intention in
                if count < intentionsPerDay { intentions.append(intention) }
                count += 1
            }
            return entries.isEmpty && photos.isEmpty && count == 0
                ? nil
                : Moment(label: label, date: day, entries: entries, photos: photos, intentions: intentions, intentionCount: count)
        }
    }

    /// The days to look back to from `date`: a week, a month (the same day of the month before, or its last day), then
    /// the same date a year ago and every earlier year down to `firstYear`. A 29 February falls on the 28th in the
    /// years without one; and the 28th of a year without a 29th also looks back to the 29ths of leap years.
    public static func dates(before date: CivilDate, since firstYear: Int) -> [(label: String, date: CivilDate)] {
        var dates: [(String, CivilDate)] = [("A week ago", date.adding(days: -7))]
        let month = date.month == 1 ? (year: date.year - 1, month: 12) : (year: date.year, month: date.month - 1)
        dates.append(
            (
                "A month ago",
                CivilDate(year: month.year, month: month.month, day: min(date.day, CivilDate.daysIn(month: month.month, year: month.year)))!
            ))
        let lastOfFebruary = date.month == 2 && date.day == 28 && CivilDate(year: date.year, month: 2, day: 29) == nil
        for year in stride(from: date.year - 1, through: firstYear, by: -1) {
            let back = date.year - year
            let label = back == 1 ? "A year ago" : "\(back) years ago"
            dates.append(
                (label, CivilDate(year: year, month: date.month, day: min(date.day, CivilDate.daysIn(month: date.month, year: year)))!))
            if lastOfFebruary, let leapDay = CivilDate(year: year, month: 2, day: 29) { dates.append((label, leapDay)) }
        }
        return dates
    }
}
