import Foundation

extension DomainEvent {
    /// An entry written: the day's review or a note.
    public struct JournalEntryWritten: Event {
        public static let type = "journal.entry-written"
        public var entryId: JournalEntryID
        public var date: CivilDate
        public var kind: JournalEntry.Kind
        public var templateId: JournalTemplateID?
        public var text: String
        public var feeling: Feeling?
        public var tags: [String]
        public var starred: Bool
        public var at: Date

        public init(_ entry: JournalEntry) {
            entryId = entry.id
            date = entry.date
            kind = entry.kind
            templateId = entry.templateId
            text = entry.text
            feeling = entry.feeling
            tags = entry.tags
            starred = entry.starred
            at = entry.writtenAt
        }
    }

    /// An entry as it reads after an edit: the whole new version (the earlier ones stay in the log).
    public struct JournalEntryEdited: Event {
        public static let type = "journal.entry-edited"
        public var entryId: JournalEntryID
        public var text: String
        public var feeling: Feeling?
        public var tags: [String]
        public var starred: Bool
        public var at: Date

        public init(_ id: JournalEntryID, _ version: JournalEntry.Version) {
            entryId = id
            text = version.text
            feeling = version.feeling
            tags = version.tags
            starred = version.starred
            at = version.at
        }

        var version: JournalEntry.Version { .init(text: text, feeling: feeling, tags: tags, starred: starred, at: at) }
    }

    public struct JournalEntryRemoved: Event {
        public static let type = "journal.entry-removed"
        public var entryId: JournalEntryID
        public init(_ id: JournalEntryID) { entryId = id }
    }

    /// A template of the user's own, new or changed.
    public struct JournalTemplateSaved: Event {
        public static let type = "journal.template-saved"
        public var template: JournalTemplate
        public init(_ template: JournalTemplate) { self.template = template }
    }

    public struct JournalTemplateRemoved: Event {
        public static let type = "journal.template-removed"
        public var templateId: JournalTemplateID
        public init(_ id: JournalTemplateID) { templateId = id }
    }

    /// The template a new entry starts from; nil for the evening review.
    public struct JournalDefaultTemplateChosen: Event {
        public static let type = "journal.default-template-chosen"
        public var templateId: JournalTemplateID?
        public init(_ id: JournalTemplateID?) { templateId = id }
    }

    /// A photo added to a day or to one of its entries; its bytes are in the journal's tables, under its SHA-256.
    public struct JournalPhotoAdded: Event {
        public static let type = "journal.photo-added"
        public var photo: JournalPhoto
        public init(_ photo: JournalPhoto) { self.photo = photo }
    }

    public struct JournalPhotoRemoved: Event {
        public static let type = "journal.photo-removed"
        public var photoId: PhotoID
        public init(_ id: PhotoID) { photoId = id }
    }

    /// The time of day the coach asks for the evening entry; nil: in the evening of the waking window.
    public struct JournalReviewTimeSet: Event {
        public static let type = "journal.review-time-set"
        public var time: TimeOfDay?
        public init(_ time: TimeOfDay?) { self.time = time }
    }
}
