import Foundation

public typealias TimeboxID = Identifier<Timebox>

/// A stretch of a day planned for one thing: work, rest, friends or chores ("Make time for traction"). It runs from
/// `start` to `end` (15 minutes to 2 hours), serves one of the week's goals or an area if the user says, and starts
/// its intention in one tap when its time has come.
public struct Timebox: DatedEntry, Hashable {
    public let id: TimeboxID
    /// The user's day it is planned on.
    public let date: CivilDate
    public internal(set) var start: Date
    public internal(set) var end: Date
    public internal(set) var text: String
    public internal(set) var link: Todo.Link?
    /// The intention started from it, if it was.
    public internal(set) var intention: IntentionID?

    public init(
        id: TimeboxID, date: CivilDate, start: Date, end: Date, text: String, link: Todo.Link? = nil, intention: IntentionID? = nil
    ) {
        self.id = id
        self.date = date
        self.start = start
        self.end = end
        self.text = text
        self.link = link
        self.intention = intention
    }

    /// Its length in real minutes (an hour across a daylight-saving jump is still an hour).
    public var minutes: Int { Int((end.timeIntervalSince(start) / 60).rounded()) }

    public var interval: DateInterval { DateInterval(start: start, end: max(start, end)) }

    /// The shortest and longest timebox, in minutes.
    public static let minutesRange = 15...120
    public static let maxLength = 140
    /// How long before its start a timebox may already be started.
    public static let earlyStart: TimeInterval = 10 * 60
    /// A start this soon after the timebox's is on time.
    public static let onTimeGrace: TimeInterval = 5 * 60

    /// Whether its Start button is offered at `now`: from a little before its start until its end, once.
    public func canStart(at now: Date) -> Bool {
        intention == nil && now >= start.addingTimeInterval(-Self.earlyStart) && now < end
    }

    /// The minutes left of it at `now` (all of it before it starts), at least 1.
    public func remainingMinutes(at now: Date) -> Int {
        max(1, Int((end.timeIntervalSince(max(now, start)) / 60).rounded(.up)))
    }

    /// The start and end of a timebox on `date` from wall-clock times (`09:00`, `10:30`): a time before the day start
    /// hour is that night's, so `23:00`–`00:30` is one timebox. A time that does not read is refused, naming it.
    public static func instants(on date: CivilDate, from: String, to: String, calendar: DayCalendar) throws(DomainError) -> (
        start: Date, end: Date
    ) {
        guard let startTime = TimeOfDay(from.trimmingCharacters(in: .whitespaces)) else {
            throw .invalid("start", from.isEmpty ? "Say when the timebox starts, as HH:MM." : "“\(from)” is not a time: write it as HH:MM.")
        }
        guard let endTime = TimeOfDay(to.trimmingCharacters(in: .whitespaces)) else {
            throw .invalid("end", to.isEmpty ? "Say when the timebox ends, as HH:MM." : "“\(to)” is not a time: write it as HH:MM.")
        }
        return (calendar.instant(on: date, at: startTime), calendar.instant(on: date, at: endTime))
    }
}
