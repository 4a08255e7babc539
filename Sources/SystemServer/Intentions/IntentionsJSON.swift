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
    @Nullable var endedAt: String?
    @Nullable var actualMinutes: Int?
    let status: String
    let tags: [LabelJSON]
    @Nullable var feeling: String?
    let review: ReviewJSON
    /// The to-do it was started from (null for a free-standing intention, which counts toward no goal).
    @Nullable var todoId: String?
    /// What its time counts toward: the to-do's goal and area ("Ship the importer · Career"), or its area; null
    /// for a free-standing intention.
    @Nullable var serves: String?

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
}

public struct ReviewJSON: Encodable, Sendable {
    @Nullable var wentWell: String?
    @Nullable var couldImprove: String?
    @Nullable var interesting: String?

    init(_ review: Review) {
        wentWell = review.wentWell
        couldImprove = review.couldImprove
        interesting = review.interesting
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
