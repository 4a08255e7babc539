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
        public let intentions: [Intention]
    }

    /// The looks back that found something, nearest first.
    public let moments: [Moment]

    /// What `state` holds on each day `dates(before:)` names, down to the first year of the user's history.
    public init(_ state: UserState, on date: CivilDate) {
        let first = [state.journal.firstMonth, state.intentions.firstMonth].compactMap { $0 }.min().map { $0 / 12 } ?? date.year
        moments = Self.dates(before: date, since: first).compactMap { label, day in
            let entries = state.journal.entries(on: day)
            let photos = state.journal.photos(on: day)
            let intentions = state.intentions(on: day)
            return entries.isEmpty && photos.isEmpty && intentions.isEmpty
                ? nil : Moment(label: label, date: day, entries: entries, photos: photos, intentions: intentions)
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
