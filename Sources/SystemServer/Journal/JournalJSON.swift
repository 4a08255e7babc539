import Foundation
import SystemCore

/// An entry in the API: its words as written (Markdown) and as shown (safe HTML), and its earlier versions.
public struct JournalEntryJSON: Encodable, Sendable {
    struct Version: Encodable, Sendable {
        let text: String
        let at: String
    }

    let id: String
    let date: String
    let kind: String
    let templateId: String?
    let text: String
    let html: String
    let feeling: String?
    let tags: [String]
    let starred: Bool
    let writtenAt: String
    let editedAt: String?
    let edits: Int
    /// The versions before this one, oldest first.
    let earlierVersions: [Version]

    public init(_ entry: JournalEntry, calendar: DayCalendar) {
        id = entry.id.description
        date = entry.date.description
        kind = entry.kind.rawValue
        templateId = entry.templateId?.description
        text = entry.text
        html = Markdown.html(entry.text)
        feeling = entry.feeling?.rawValue
        tags = entry.tags
        starred = entry.starred
        writtenAt = calendar.iso8601(entry.writtenAt)
        editedAt = entry.edits > 0 ? calendar.iso8601(entry.current.at) : nil
        edits = entry.edits
        earlierVersions = entry.versions.dropLast().map { Version(text: $0.text, at: calendar.iso8601($0.at)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(date, forKey: .date)
        try c.encode(kind, forKey: .kind)
        try c.encode(templateId, forKey: .templateId)
        try c.encode(text, forKey: .text)
        try c.encode(html, forKey: .html)
        try c.encode(feeling, forKey: .feeling)
        try c.encode(tags, forKey: .tags)
        try c.encode(starred, forKey: .starred)
        try c.encode(writtenAt, forKey: .writtenAt)
        try c.encode(editedAt, forKey: .editedAt)
        try c.encode(edits, forKey: .edits)
        try c.encode(earlierVersions, forKey: .earlierVersions)
    }

    enum CodingKeys: String, CodingKey {
        case id, date, kind, templateId, text, html, feeling, tags, starred, writtenAt, editedAt, edits, earlierVersions
    }
}

/// `GET /api/v1/days/{date}/journal`: the day's review (null until written), its notes, and the template a new
/// review starts from.
public struct JournalDayJSON: Encodable, Sendable {
    let date: String
    let review: JournalEntryJSON?
    let notes: [JournalEntryJSON]
    let template: JournalTemplateJSON
    /// How steady the journal and the intention reviews are on the day, 0 to 1 (Loop's habit strength).
    let consistency: [String: Double]

    public init(_ date: CivilDate, state: UserState) {
        let entries = state.journal.entries(on: date)
        self.date = date.description
        review = entries.first { $0.kind == .review }.map { JournalEntryJSON($0, calendar: state.calendar) }
        notes = entries.filter { $0.kind == .note }.map { JournalEntryJSON($0, calendar: state.calendar) }
        template = JournalTemplateJSON(state.journal.defaultTemplate, isDefault: true)
        let strength = Consistency(state, through: date)
        consistency = ["journal": strength.journal.last ?? 0, "reviews": strength.reviews.last ?? 0]
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(review, forKey: .review)
        try c.encode(notes, forKey: .notes)
        try c.encode(template, forKey: .template)
        try c.encode(consistency, forKey: .consistency)
    }

    enum CodingKeys: String, CodingKey {
        case date, review, notes, template, consistency
    }
}

struct JournalTemplateJSON: Encodable, Sendable {
    let id: String
    let name: String
    let questions: [String]
    /// The text an entry from it starts with.
    let markdown: String
    let starter: Bool
    let isDefault: Bool

    init(_ template: JournalTemplate, isDefault: Bool) {
        id = template.id.description
        name = template.name
        questions = template.questions
        markdown = template.markdown
        starter = template.isStarter
        self.isDefault = isDefault
    }

    enum CodingKeys: String, CodingKey {
        case id, name, questions, markdown, starter
        case isDefault = "default"
    }
}

/// `GET /api/v1/journal/templates`: the starters, then the user's own.
public struct JournalTemplatesJSON: Encodable, Sendable {
    let templates: [JournalTemplateJSON]

    public init(_ journal: JournalLog) {
        let chosen = journal.defaultTemplate.id
        templates = journal.templates.map { JournalTemplateJSON($0, isDefault: $0.id == chosen) }
    }
}

/// `GET /api/v1/days/{date}/on-this-day`: the looks back that found something, nearest first.
public struct OnThisDayJSON: Encodable, Sendable {
    struct Moment: Encodable, Sendable {
        let label: String
        let date: String
        let entries: [JournalEntryJSON]
        let intentions: [IntentionJSON]
    }

    let date: String
    let moments: [Moment]

    public init(_ date: CivilDate, state: UserState) {
        self.date = date.description
        moments = OnThisDay(state, on: date).moments.map { moment in
            Moment(
                label: moment.label, date: moment.date.description,
                entries: moment.entries.map { JournalEntryJSON($0, calendar: state.calendar) },
                intentions: moment.intentions.map { IntentionJSON($0, in: state) })
        }
    }
}
