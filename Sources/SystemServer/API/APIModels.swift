import Foundation
import SystemCore

/// The API's view of an intention. Field names are a public contract: add, never rename.
public struct IntentionJSON: Encodable, Sendable {
    let id: String
    let text: String
    let date: String
    let plannedMinutes: Int
    let startedAt: String
    let plannedEndAt: String
    let endedAt: String?
    let actualMinutes: Int?
    let status: String
    let tags: [LabelJSON]
    let feeling: String?
    let review: ReviewJSON
    /// The to-do it was started from (null for a free-standing intention, which counts toward no goal).
    let todoId: String?
    /// What its time counts toward: the to-do's goal and area ("Ship the importer · Career"), or its area; null
    /// for a free-standing intention.
    let serves: String?

    public init(_ intention: Intention, in state: UserState) {
        let calendar = state.calendar
        id = intention.id.description
        text = intention.text
        date = calendar.day(containing: intention.startedAt).description
        plannedMinutes = intention.plannedMinutes
        startedAt = calendar.iso8601(intention.startedAt)
        plannedEndAt = calendar.iso8601(intention.plannedEndAt)
        endedAt = intention.endedAt.map { calendar.iso8601($0) }
        actualMinutes = intention.actualMinutes
        status = intention.status.rawValue
        tags = intention.tags.map { LabelJSON(state.labels[$0] ?? Label(id: $0, name: $0.rawValue, kind: .traction)) }
        feeling = intention.feeling?.rawValue
        review = ReviewJSON(intention.review)
        todoId = intention.todoID?.description
        serves = intention.todoID.flatMap { state.daily[$0] }.map { TodoRowText.serves($0, in: state) }
    }

    enum CodingKeys: String, CodingKey {
        case id, text, date, plannedMinutes, startedAt, plannedEndAt, endedAt, actualMinutes, status, tags, feeling, review, todoId, serves
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(text, forKey: .text)
        try c.encode(date, forKey: .date)
        try c.encode(plannedMinutes, forKey: .plannedMinutes)
        try c.encode(startedAt, forKey: .startedAt)
        try c.encode(plannedEndAt, forKey: .plannedEndAt)
        try c.encode(endedAt, forKey: .endedAt)
        try c.encode(actualMinutes, forKey: .actualMinutes)
        try c.encode(status, forKey: .status)
        try c.encode(tags, forKey: .tags)
        try c.encode(feeling, forKey: .feeling)
        try c.encode(review, forKey: .review)
        try c.encode(todoId, forKey: .todoId)
        try c.encode(serves, forKey: .serves)
    }
}

public struct ReviewJSON: Encodable, Sendable {
    let wentWell: String?
    let couldImprove: String?
    let interesting: String?

    init(_ review: Review) {
        wentWell = review.wentWell
        couldImprove = review.couldImprove
        interesting = review.interesting
    }

    enum CodingKeys: String, CodingKey { case wentWell, couldImprove, interesting }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(wentWell, forKey: .wentWell)
        try c.encode(couldImprove, forKey: .couldImprove)
        try c.encode(interesting, forKey: .interesting)
    }
}

public struct LabelJSON: Encodable, Sendable {
    let id: String
    let name: String
    let kind: String

    public init(_ label: Label) {
        id = label.id.rawValue
        name = label.name
        kind = label.kind.rawValue
    }
}

public struct DayIntentionsJSON: Encodable, Sendable {
    let date: String
    let intentions: [IntentionJSON]

    public init(date: String, intentions: [IntentionJSON]) {
        self.date = date
        self.intentions = intentions
    }
}

public struct PresenceJSON: Encodable, Sendable {
    let date: String
    let presentMinutes: Int
    let windowMinutes: Int
    let ratio: Double
    let windowStart: String
    let windowEnd: String

    public init(_ presence: Presence, calendar: DayCalendar) {
        date = presence.date.description
        presentMinutes = presence.presentMinutes
        windowMinutes = presence.windowMinutes
        ratio = (presence.ratio * 10_000).rounded() / 10_000
        windowStart = calendar.iso8601(presence.window.start)
        windowEnd = calendar.iso8601(presence.window.end)
    }
}

public struct SettingsJSON: Encodable, Sendable {
    let timeZone: String
    let dayStartHour: Int
    let wakingStart: String
    let wakingEnd: String
    let weekStart: Int
    /// The time by which the daily standup should be done (HH:MM).
    let standupBy: String
    /// The minutes behind the S, M and L goal estimates.
    let smallMinutes: Int
    let mediumMinutes: Int
    let largeMinutes: Int
    /// The Daily modules switched off on the Today page.
    let hiddenModules: [String]
    /// Quiet hours (HH:MM): no reminder from `quietFrom` until `quietUntil`; both null when off.
    @Nullable var quietFrom: String?
    @Nullable var quietUntil: String?
    /// No reminder before this instant (ISO 8601); null when off.
    @Nullable var doNotDisturbUntil: String?

    public init(_ settings: Settings) {
        timeZone = settings.timeZone
        dayStartHour = settings.dayStartHour
        wakingStart = settings.wakingStart.description
        wakingEnd = settings.wakingEnd.description
        weekStart = settings.weekStart
        standupBy = settings.standupBy.description
        smallMinutes = settings.smallMinutes
        mediumMinutes = settings.mediumMinutes
        largeMinutes = settings.largeMinutes
        hiddenModules = settings.hiddenModules
        quietFrom = settings.quietFrom?.description
        quietUntil = settings.quietUntil?.description
        doNotDisturbUntil = settings.doNotDisturbUntil.map { DayCalendar(settings: settings).iso8601($0) }
    }
}
