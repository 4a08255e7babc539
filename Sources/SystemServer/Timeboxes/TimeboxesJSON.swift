import Foundation
import SystemCore

/// A timebox and what became of it.
public struct TimeboxJSON: Encodable, Sendable {
    let id: String
    let date: String
    let start: String
    let end: String
    let minutes: Int
    let text: String
    let goal: String?
    let area: String?
    /// `upcoming`, `due`, `on_time`, `late`, `missed`.
    let status: String
    /// For `late`: how many minutes after the start the first intention began.
    let lateMinutes: Int?
    let actualMinutes: Int
    /// The intention started from it, if it was.
    let intention: String?
    let intentions: [Actual]
    let canStart: Bool

    struct Actual: Encodable, Sendable {
        let id: String
        let text: String
        let startedAt: String
        let endedAt: String?

        enum CodingKeys: String, CodingKey { case id, text, startedAt, endedAt }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(text, forKey: .text)
            try c.encode(startedAt, forKey: .startedAt)
            try c.encode(endedAt, forKey: .endedAt)
        }
    }

    enum CodingKeys: String, CodingKey {
        case id, date, start, end, minutes, text, goal, area, status, lateMinutes, actualMinutes, intention, intentions, canStart
    }

    /// What a timebox does not have is null, never left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(date, forKey: .date)
        try c.encode(start, forKey: .start)
        try c.encode(end, forKey: .end)
        try c.encode(minutes, forKey: .minutes)
        try c.encode(text, forKey: .text)
        try c.encode(goal, forKey: .goal)
        try c.encode(area, forKey: .area)
        try c.encode(status, forKey: .status)
        try c.encode(lateMinutes, forKey: .lateMinutes)
        try c.encode(actualMinutes, forKey: .actualMinutes)
        try c.encode(intention, forKey: .intention)
        try c.encode(intentions, forKey: .intentions)
        try c.encode(canStart, forKey: .canStart)
    }

    public init(_ row: TimeboxPlan.Row, state: UserState, now: Date) {
        let calendar = state.calendar
        let timebox = row.timebox
        id = timebox.id.description
        date = timebox.date.description
        start = calendar.iso8601(timebox.start)
        end = calendar.iso8601(timebox.end)
        minutes = timebox.minutes
        text = timebox.text
        goal = timebox.link?.goalID?.description
        area = (timebox.link?.goalID.flatMap { state.weekly[goal: $0]?.areaID } ?? timebox.link?.areaID)?.description
        status = row.status.code
        if case .late(let minutes) = row.status { lateMinutes = minutes } else { lateMinutes = nil }
        actualMinutes = row.actualMinutes
        intention = timebox.intention?.description
        intentions = row.intentions.map {
            Actual(
                id: $0.id.description, text: $0.text, startedAt: calendar.iso8601($0.startedAt), endedAt: $0.endedAt.map(calendar.iso8601))
        }
        canStart = state.today(now: now) == timebox.date && timebox.canStart(at: now) && state.intentions.running == nil
    }
}

/// `GET /api/v1/days/{date}/timeboxes`: the plan against what happened, and the share of the waking day planned.
public struct DayTimeboxesJSON: Encodable, Sendable {
    let date: String
    let plannedMinutes: Int
    let wakingMinutes: Int
    let plannedPercent: Int
    let timeboxes: [TimeboxJSON]

    public init(_ plan: TimeboxPlan, state: UserState) {
        date = plan.date.description
        plannedMinutes = plan.plannedMinutes
        wakingMinutes = plan.wakingMinutes
        plannedPercent = plan.plannedPercent
        let now = plan.now
        timeboxes = plan.rows.map { TimeboxJSON($0, state: state, now: now) }
    }
}

/// `GET /api/v1/calendar` and its reset: whether the feed is on, and its address right after it was made (only its
/// hash is kept, so it cannot be shown again).
public struct CalendarFeedJSON: Encodable, Sendable {
    let active: Bool
    let madeAt: String?
    let url: String?

    enum CodingKeys: String, CodingKey { case active, madeAt, url }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(active, forKey: .active)
        try c.encode(madeAt, forKey: .madeAt)
        try c.encode(url, forKey: .url)
    }

    public init(url: String?, madeAt: Date?, state: UserState) {
        active = madeAt != nil
        self.madeAt = madeAt.map(state.calendar.iso8601)
        self.url = url
    }
}
