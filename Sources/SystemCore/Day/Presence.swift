import Foundation

/// The share of a day's waking window spent inside intentions.
public struct Presence: Hashable, Sendable {
    public let date: CivilDate
    public let window: DateInterval
    /// Seconds of the window covered by at least one intention (overlaps count once).
    public let presentSeconds: TimeInterval

    public var windowSeconds: TimeInterval { window.duration }
    public var presentMinutes: Int { Int((presentSeconds / 60).rounded()) }
    public var windowMinutes: Int { Int((windowSeconds / 60).rounded()) }
    /// 0…1.
    public var ratio: Double { windowSeconds > 0 ? presentSeconds / windowSeconds : 0 }

    /// Measures the union of `intervals`, clipped to `window`.
    public static func covered(by intervals: [DateInterval], within window: DateInterval) -> TimeInterval {
        let clipped = intervals
            .compactMap { interval -> (Date, Date)? in
                let start = max(interval.start, window.start)
                let end = min(interval.end, window.end)
                return start < end ? (start, end) : nil
            }
            .sorted { $0.0 < $1.0 }
        var total: TimeInterval = 0
        var current: (Date, Date)?
        for (start, end) in clipped {
            if let (currentStart, currentEnd) = current, start <= currentEnd {
                current = (currentStart, max(currentEnd, end))
            } else {
                if let (currentStart, currentEnd) = current { total += currentEnd.timeIntervalSince(currentStart) }
                current = (start, end)
            }
        }
        if let (currentStart, currentEnd) = current { total += currentEnd.timeIntervalSince(currentStart) }
        return total
    }
}

extension UserState {
    /// Presence on a day, with a running intention counted up to `now`.
    public func presence(on date: CivilDate, now: Date) -> Presence {
        let window = calendar.wakingWindow(of: date)
        let intervals = intentions.overlapping(window, now: now).map { $0.actualInterval(now: now) }
        return Presence(date: date, window: window, presentSeconds: Presence.covered(by: intervals, within: window))
    }

    /// The intentions that started on a day, in start order.
    public func intentions(on date: CivilDate) -> [Intention] {
        intentions.started(in: calendar.interval(of: date))
    }

    /// The day `now` falls in, in the user's settings.
    public func today(now: Date) -> CivilDate { calendar.day(containing: now) }
}
