import Foundation
import SystemCore

/// A trigger as the API gives it.
public struct TriggerJSON: Encodable, Sendable {
    let id: String
    let intentionId: String
    let date: String
    let at: String
    let what: String
    let toward: String?
    let surfMinutes: Int
    let surfEndsAt: String
    /// How it ended (`passed`, `gave_in`), or null while it is being surfed.
    let outcome: String?
    let outcomes: [Outcome]
    let distractionMinutes: Int

    struct Outcome: Encodable, Sendable {
        let outcome: String
        let at: String
        let minutes: Int?

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(outcome, forKey: .outcome)
            try c.encode(at, forKey: .at)
            try c.encode(minutes, forKey: .minutes)
        }

        enum CodingKeys: String, CodingKey { case outcome, at, minutes }
    }

    public init(_ trigger: InternalTrigger, calendar: DayCalendar) {
        id = trigger.id.description
        intentionId = trigger.intention.description
        date = trigger.date.description
        at = calendar.iso8601(trigger.at)
        what = trigger.what
        toward = trigger.toward
        surfMinutes = trigger.surfMinutes
        surfEndsAt = calendar.iso8601(trigger.surfEndsAt)
        outcome = trigger.settled?.rawValue
        outcomes = trigger.outcomes.map { Outcome(outcome: $0.kind.rawValue, at: calendar.iso8601($0.at), minutes: $0.minutes) }
        distractionMinutes = trigger.distractionMinutes
    }

    enum CodingKeys: String, CodingKey {
        case id, intentionId, date, at, what, toward, surfMinutes, surfEndsAt, outcome, outcomes, distractionMinutes
    }

    /// What is not known is null, never left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(intentionId, forKey: .intentionId)
        try c.encode(date, forKey: .date)
        try c.encode(at, forKey: .at)
        try c.encode(what, forKey: .what)
        try c.encode(toward, forKey: .toward)
        try c.encode(surfMinutes, forKey: .surfMinutes)
        try c.encode(surfEndsAt, forKey: .surfEndsAt)
        try c.encode(outcome, forKey: .outcome)
        try c.encode(outcomes, forKey: .outcomes)
        try c.encode(distractionMinutes, forKey: .distractionMinutes)
    }
}

/// `GET /api/v1/days/{date}/triggers`: the day's triggers and their summary.
public struct DayTriggersJSON: Encodable, Sendable {
    let date: String
    let triggers: [TriggerJSON]
    let summary: Summary

    struct Summary: Encodable, Sendable {
        let total: Int
        let byWhat: [Count]
        let morning: Int
        let afternoon: Int
        let evening: Int
        let passed: Int
        let gaveIn: Int
        let unsettled: Int
        let distractionMinutes: Int

        struct Count: Encodable, Sendable {
            let what: String
            let count: Int
        }

        init(_ summary: TriggerSummary) {
            total = summary.total
            byWhat = summary.byWhat.map { Count(what: $0.what, count: $0.count) }
            morning = summary.morning
            afternoon = summary.afternoon
            evening = summary.evening
            passed = summary.passed
            gaveIn = summary.gaveIn
            unsettled = summary.unsettled
            distractionMinutes = summary.distractionMinutes
        }
    }

    public init(_ date: CivilDate, state: UserState) {
        let triggers = state.triggers.triggers(on: date)
        self.date = date.description
        self.triggers = triggers.map { TriggerJSON($0, calendar: state.calendar) }
        summary = Summary(TriggerSummary(triggers, calendar: state.calendar))
    }
}
