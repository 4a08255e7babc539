import Foundation
import Synchronization

/// Cuts time into the user's days: in their zone, starting at their day start hour.
///
/// A day is named by the civil date on which it begins; it runs from that date's day start hour to the next
/// date's, so a daylight-saving day lasts 23 or 25 hours.
public struct DayCalendar: Sendable {
    public let settings: Settings
    public let timeZone: TimeZone
    private let calendar: Calendar
    /// The instants of the wall-clock times asked for so far, in this zone.
    private let instants = Instants()

    public init(settings: Settings) {
        self.settings = settings
        self.timeZone = TimeZone(identifier: settings.timeZone) ?? TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The day an instant belongs to.
    public func day(containing instant: Date) -> CivilDate {
        guard let clock = wallClock(instant) else {
            let parts = calendar.dateComponents([.year, .month, .day, .hour], from: instant)
            let date = CivilDate(year: parts.year!, month: parts.month!, day: parts.day!)!
            return parts.hour! < settings.dayStartHour ? date.adding(days: -1) : date
        }
        return CivilDate(daysSinceEpoch: clock.second / 3_600 < settings.dayStartHour ? clock.day - 1 : clock.day)
    }

    /// What the wall clock reads at an instant, as its day since 1970 and the second of that day: the instant plus the
    /// zone's offset at that instant, one offset look-up and arithmetic where the calendar's date components cost
    /// several (this runs for every intention a page sorts into days or shows the time of). Nil for an instant past
    /// the years 1970 ± 30,000, which the calendar reads instead.
    private func wallClock(_ instant: Date) -> (day: Int, second: Int)? {
        let seconds = instant.timeIntervalSince1970.rounded(.down)
        guard seconds.magnitude < 1e12 else { return nil }
        let local = Int(seconds) + timeZone.secondsFromGMT(for: instant)
        let (days, second) = local.quotientAndRemainder(dividingBy: 86_400)
        return second < 0 ? (days - 1, second + 86_400) : (days, second)
    }

    /// The instant a local wall-clock time happens; a time skipped by a DST jump resolves to the moment after it,
    /// and a time that happens twice to its first occurrence.
    public func instant(_ date: CivilDate, _ time: TimeOfDay) -> Date {
        let local = date.daysSinceEpoch * 86_400 + time.minutes * 60
        // Looked up, then resolved, rather than resolved in a closure: a closure calling `resolve` copied the whole
        // calendar (its settings, zone and calendar) into its context on every call, answered or not.
        if let known = instants.known(local) { return known }
        return instants.remember(local, resolve(date, time, local: TimeInterval(local)))
    }

    private func resolve(_ date: CivilDate, _ time: TimeOfDay, local: TimeInterval) -> Date {
        // Fast path: away from any offset change (the offset is the same a day either side), the wall-clock time
        // happens exactly once, at its local reading minus that offset. Near a change, the calendar decides.
        let offset = TimeInterval(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: local)))
        let candidate = Date(timeIntervalSince1970: local - offset)
        if TimeInterval(timeZone.secondsFromGMT(for: candidate.addingTimeInterval(-93_600))) == offset,
            TimeInterval(timeZone.secondsFromGMT(for: candidate.addingTimeInterval(93_600))) == offset
        {
            return candidate
        }
        let parts = DateComponents(year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute)
        return calendar.nextDate(
            after: calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day))!.addingTimeInterval(-1),
            matching: DateComponents(hour: time.hour, minute: time.minute),
            matchingPolicy: .nextTime, repeatedTimePolicy: .first, direction: .forward
        ) ?? calendar.date(from: parts)!
    }

    /// The instant a wall-clock time happens within a day as the user's days are cut: a time before the day start
    /// hour is on the next calendar date (01:30 on a day that starts at 04:00 is that night's).
    public func instant(on day: CivilDate, at time: TimeOfDay) -> Date {
        instant(time.hour < settings.dayStartHour ? day.adding(days: 1) : day, time)
    }

    /// The first day of the week that holds `date`, per the week start setting.
    public func weekStart(containing date: CivilDate) -> CivilDate {
        date.adding(days: -((date.isoWeekday - settings.weekStart + 7) % 7))
    }

    /// The span of a day: from its day start to the next day's.
    public func interval(of date: CivilDate) -> DateInterval {
        let start = instant(date, TimeOfDay(hour: settings.dayStartHour)!)
        let end = instant(date.adding(days: 1), TimeOfDay(hour: settings.dayStartHour)!)
        return DateInterval(start: start, end: end)
    }

    /// The waking window of a day, which presence is measured against.
    public func wakingWindow(of date: CivilDate) -> DateInterval {
        // The window lies inside the day: a time before the day start hour belongs to the next calendar date.
        let start = instant(on: date, at: settings.wakingStart)
        var end = instant(on: date, at: settings.wakingEnd)
        // An end at or before the start is on the calendar date after the one it was placed on (even when both
        // times fall before the day start hour, so both were already moved to the next date).
        if end <= start { end = instant(on: date.adding(days: 1), at: settings.wakingEnd) }
        return DateInterval(start: start, end: end)
    }

    /// An instant as ISO 8601 with this zone's offset at that instant: `2026-11-20T09:30:00+01:00`.
    public func iso8601(_ instant: Date) -> String {
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        let offset = timeZone.secondsFromGMT(for: instant)
        let hours = String(abs(offset) / 3600, zeroPaddedTo: 2), minutes = String(abs(offset) / 60 % 60, zeroPaddedTo: 2)
        let zone = offset == 0 ? "Z" : (offset < 0 ? "-" : "+") + hours + ":" + minutes
        let date = String(p.year!, zeroPaddedTo: 4) + "-" + String(p.month!, zeroPaddedTo: 2) + "-" + String(p.day!, zeroPaddedTo: 2)
        let time = String(p.hour!, zeroPaddedTo: 2) + ":" + String(p.minute!, zeroPaddedTo: 2) + ":" + String(p.second!, zeroPaddedTo: 2)
        return date + "T" + time + zone
    }

    /// The local wall-clock time of an instant.
    public func timeOfDay(_ instant: Date) -> TimeOfDay {
        guard let clock = wallClock(instant) else {
            let parts = calendar.dateComponents([.hour, .minute], from: instant)
            return TimeOfDay(hour: parts.hour!, minute: parts.minute!)!
        }
        return TimeOfDay(hour: clock.second / 3_600, minute: clock.second % 3_600 / 60)!
    }

    /// The local calendar date of an instant (ignoring the day start hour).
    public func calendarDate(_ instant: Date) -> CivilDate {
        guard let clock = wallClock(instant) else {
            let parts = calendar.dateComponents([.year, .month, .day], from: instant)
            return CivilDate(year: parts.year!, month: parts.month!, day: parts.day!)!
        }
        return CivilDate(daysSinceEpoch: clock.day)
    }

    /// The local calendar year of an instant, for range checks before anything else reads it.
    public func yearOrNil(_ instant: Date) -> Int? {
        calendar.dateComponents([.year], from: instant).year
    }
}

/// The instants of the wall-clock times one zone was asked for, by their local reading (seconds since 1970 as if
/// the zone were UTC). The same days' bounds and waking windows are asked for on every page (Today's journal chart
/// alone asks for 120 days), and each answer costs the time zone three offset look-ups. A few thousand answers at
/// most; past that it starts again.
private final class Instants: Sendable {
    private let answers = Mutex<[Int: Date]>([:])
    static let limit = 8_192

    func known(_ local: Int) -> Date? { answers.withLock { $0[local] } }

    func remember(_ local: Int, _ answer: Date) -> Date {
        answers.withLock { answers in
            if answers.count >= Self.limit { answers.removeAll(keepingCapacity: true) }
            answers[local] = answer
        }
        return answer
    }
}
