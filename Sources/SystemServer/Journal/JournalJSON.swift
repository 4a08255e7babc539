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
    /// The day's photos, in the order they were added (each names its entry, if any).
    let photos: [JournalPhotoJSON]
    /// How steady the journal and the intention reviews are on the day, 0 to 1 (Loop's habit strength).
    let consistency: [String: Double]

    public init(_ date: CivilDate, state: UserState) {
        let entries = state.journal.entries(on: date)
        self.date = date.description
        review = entries.first { $0.kind == .review }.map { JournalEntryJSON($0, calendar: state.calendar) }
        notes = entries.filter { $0.kind == .note }.map { JournalEntryJSON($0, calendar: state.calendar) }
        template = JournalTemplateJSON(state.journal.defaultTemplate, isDefault: true)
        photos = state.journal.photos(on: date).map { JournalPhotoJSON($0, calendar: state.calendar) }
        let strength = Consistency(state, through: date)
        consistency = ["journal": strength.journal.last ?? 0, "reviews": strength.reviews.last ?? 0]
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(review, forKey: .review)
        try c.encode(notes, forKey: .notes)
        try c.encode(template, forKey: .template)
        try c.encode(photos, forKey: .photos)
        try c.encode(consistency, forKey: .consistency)
    }

    enum CodingKeys: String, CodingKey {
        case date, review, notes, template, photos, consistency
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
        let photos: [JournalPhotoJSON]
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
                photos: moment.photos.map { JournalPhotoJSON($0, calendar: state.calendar) },
                intentions: moment.intentions.map { IntentionJSON($0, in: state) })
        }
    }
}

/// A photo in the API: what it is and where its bytes and thumbnail are served.
public struct JournalPhotoJSON: Encodable, Sendable {
    let id: String
    let date: String
    let entryId: String?
    let sha256: String
    let mediaType: String
    let width: Int
    let height: Int
    let bytes: Int
    let addedAt: String
    let url: String
    let thumbnailUrl: String

    public init(_ photo: JournalPhoto, calendar: DayCalendar) {
        id = photo.id.description
        date = photo.date.description
        entryId = photo.entryId?.description
        sha256 = photo.sha256
        mediaType = photo.mediaType
        width = photo.width
        height = photo.height
        bytes = photo.bytes
        addedAt = calendar.iso8601(photo.addedAt)
        url = "/api/v1/photos/\(photo.id)"
        thumbnailUrl = "/api/v1/photos/\(photo.id)?size=thumbnail"
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(date, forKey: .date)
        try c.encode(entryId, forKey: .entryId)
        try c.encode(sha256, forKey: .sha256)
        try c.encode(mediaType, forKey: .mediaType)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(bytes, forKey: .bytes)
        try c.encode(addedAt, forKey: .addedAt)
        try c.encode(url, forKey: .url)
        try c.encode(thumbnailUrl, forKey: .thumbnailUrl)
    }

    enum CodingKeys: String, CodingKey {
        case id, date, entryId, sha256, mediaType, width, height, bytes, addedAt, url, thumbnailUrl
    }
}
