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
        let clipped =
            intervals
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
        var intervals: [DateInterval] = []
        intentions.visitOverlapping(window, now: now) { intervals.append($0.actualInterval(now: now)) }
        return Presence(date: date, window: window, presentSeconds: Presence.covered(by: intervals, within: window))
    }

    /// The intentions that started on a day, in start order.
    public func intentions(on date: CivilDate) -> [Intention] {
        intentions.started(in: calendar.interval(of: date))
    }

    /// The day `now` falls in, in the user's settings.
    public func today(now: Date) -> CivilDate { calendar.day(containing: now) }
}

extension UserState {
    /// The best presence ratio of the `days` days before `date`, measured at `now`; with `upTo`, each day counts
    /// only its first `upTo` seconds of waking (still as a share of its whole window), so a morning is compared
    /// with the same part of earlier days.
    ///
    /// One query for the whole span; when no daylight-saving change falls in it, each day's waking window is the
    /// first one moved by whole days, so no calendar arithmetic runs per day (the coach asks this on every render).
    public func bestPresence(ofDaysBefore date: CivilDate, days: Int, now: Date, upTo: TimeInterval? = nil) -> Double {
        guard days > 0 else { return 0 }
        let first = date.adding(days: -days)
        let firstWindow = calendar.wakingWindow(of: first)
        let lastWindow = calendar.wakingWindow(of: date.adding(days: -1))
        let uniform =
            lastWindow.start.timeIntervalSince(firstWindow.start) == Double(days - 1) * 86_400
            && lastWindow.duration == firstWindow.duration
        guard uniform else {
            return (1...days).map { daysBefore in
                let window = calendar.wakingWindow(of: date.adding(days: -daysBefore))
                guard window.duration > 0 else { return 0 }
                let counted = DateInterval(start: window.start, duration: min(window.duration, max(0, upTo ?? window.duration)))
                var intervals: [DateInterval] = []
                intentions.visitOverlapping(counted, now: now) { intervals.append($0.actualInterval(now: now)) }
                return Presence.covered(by: intervals, within: counted) / window.duration
            }.max() ?? 0
        }
        guard firstWindow.duration > 0 else { return 0 }
        let span = DateInterval(start: firstWindow.start, end: max(firstWindow.start, lastWindow.end))
        // Each interval goes to the days whose window it touches (at most one more than the days it spans), so the
        // work grows with the intentions, not with intentions × days.
        var byDay = [[DateInterval]](repeating: [], count: days)
        let counted = min(firstWindow.duration, max(0, upTo ?? firstWindow.duration))
        let window = { (offset: Int) in
            DateInterval(start: firstWindow.start.addingTimeInterval(Double(offset) * 86_400), duration: counted)
        }
        intentions.visitOverlapping(span, now: now) { intention in
            let interval = intention.actualInterval(now: now)
            let from = interval.start.timeIntervalSince(firstWindow.start) / 86_400
            let to = interval.end.timeIntervalSince(firstWindow.start) / 86_400
            let first = max(0, Int(from.rounded(.down)) - 1), last = min(days - 1, Int(to.rounded(.down)))
            guard first <= last else { return }
            for offset in first...last where interval.end > window(offset).start && interval.start < window(offset).end {
                byDay[offset].append(interval)
            }
        }
        var best = 0.0
        for (offset, inside) in byDay.enumerated() where !inside.isEmpty {
            best = max(best, Presence.covered(by: inside, within: window(offset)) / firstWindow.duration)
        }
        return best
    }
}
