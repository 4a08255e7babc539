import Foundation

/// A stretch's triggers counted as the retrospective and an intention's review show them: how many, which ones, at
/// what time of day, and whether they were surfed.
public struct TriggerSummary: Hashable, Sendable {
    /// A pull and how often it came.
    public struct Count: Hashable, Sendable {
        public let what: String
        public let count: Int
    }

    /// Each pull and how often, most often first (then by name).
    public let byWhat: [Count]
    /// How many came in the morning (before 12:00), the afternoon (before 17:00) and the evening.
    public let morning: Int
    public let afternoon: Int
    public let evening: Int
    /// How the urges ended: passed, given in to, or not said yet.
    public let passed: Int
    public let gaveIn: Int
    public let unsettled: Int
    /// Minutes lost to the urges given in to.
    public let distractionMinutes: Int

    public var total: Int { passed + gaveIn + unsettled }

    public init(_ triggers: [InternalTrigger], calendar: DayCalendar) {
        var counts: [String: Int] = [:]
        var (morning, afternoon, evening) = (0, 0, 0)
        for trigger in triggers {
            counts[trigger.what, default: 0] += 1
            let hour = calendar.timeOfDay(trigger.at).hour
            switch hour {
            case calendar.settings.dayStartHour..<12: morning += 1
            case 12..<17: afternoon += 1
            default: evening += 1
            }
        }
        byWhat = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { Count(what: $0.key, count: $0.value) }
        (self.morning, self.afternoon, self.evening) = (morning, afternoon, evening)
        passed = triggers.filter { $0.settled == .passed }.count
        gaveIn = triggers.filter { $0.settled == .gaveIn }.count
        unsettled = triggers.filter { $0.settled == nil }.count
        distractionMinutes = triggers.reduce(0) { $0 + $1.distractionMinutes }
    }

    /// "bored ×3, anxious ×1".
    public var whatLine: String { byWhat.map { "\($0.what) ×\($0.count)" }.joined(separator: ", ") }

    /// "2 in the morning, 1 in the afternoon".
    public var whenLine: String {
        [(morning, "in the morning"), (afternoon, "in the afternoon"), (evening, "in the evening")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }

    /// "2 passed, 1 given in to (10 min)".
    public var outcomeLine: String {
        var parts: [String] = []
        if passed > 0 { parts.append("\(passed) surfed until it passed") }
        if gaveIn > 0 { parts.append("\(gaveIn) given in to (\(Readable.minutes(distractionMinutes)))") }
        if unsettled > 0 { parts.append("\(unsettled) not said") }
        return parts.joined(separator: ", ")
    }
}

/// A pull that keeps coming back in a stretch, and when: what the coach notices ("Boredom pulled you 6 times this
/// week, mostly after 15:00").
public struct TriggerPattern: Hashable, Sendable {
    public let what: String
    public let count: Int
    /// "mostly after 15:00", "mostly before 11:00", or nil when it came at all hours.
    public let when: String?

    /// The fewest times a pull must come back to be a pattern.
    public static let least = 3

    /// The most frequent pull of `triggers`, if it came at least ``least`` times. "Mostly" is two thirds: the
    /// latest whole hour at or after which two thirds of them came, if later than the first hour of the day; else
    /// the earliest hour before which two thirds came.
    public init?(_ triggers: [InternalTrigger], calendar: DayCalendar) {
        let summary = TriggerSummary(triggers, calendar: calendar)
        guard let top = summary.byWhat.first, top.count >= Self.least else { return nil }
        what = top.what
        count = top.count
        // Minutes since the day's start, so a trigger after midnight sorts after the evening's.
        let start = calendar.settings.dayStartHour * 60
        let minutes = triggers.filter { $0.what == top.what }.map { trigger -> Int in
            let time = calendar.timeOfDay(trigger.at)
            return (time.hour * 60 + time.minute - start + 1440) % 1440
        }.sorted()
        let needed = (2 * minutes.count + 2) / 3  // two thirds, rounded up
        let afterHour = minutes[minutes.count - needed] / 60  // two thirds came at or after this hour
        let beforeHour = (minutes[needed - 1] / 60) + 1  // two thirds came before this hour
        let clock = { (hour: Int) in String((hour + calendar.settings.dayStartHour) % 24, zeroPaddedTo: 2) + ":00" }
        if afterHour + calendar.settings.dayStartHour >= 12 {
            when = "mostly after \(clock(afterHour))"
        } else if beforeHour + calendar.settings.dayStartHour <= 12 {
            when = "mostly before \(clock(beforeHour))"
        } else {
            when = nil
        }
    }

    /// "Boredom pulled you 6 times this week, mostly after 15:00."
    public var sentence: String {
        "\(InternalTrigger.noun(what)) pulled you \(count) times this week\(when.map { ", \($0)" } ?? "")."
    }
}
