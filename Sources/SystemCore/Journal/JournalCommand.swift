import Foundation

/// What a user asks of the journal. Each refusal names its field.
public enum JournalCommand: Command, Equatable {
    /// Writes an entry: its first version is the one given, at `now`.
    case write(id: JournalEntryID, date: CivilDate, kind: JournalEntry.Kind, templateId: JournalTemplateID?, JournalDraft)
    /// A new version of an entry; nothing when it reads as it does.
    case edit(JournalEntryID, JournalDraft)
    case remove(JournalEntryID)
    case saveTemplate(JournalTemplate)
    case removeTemplate(JournalTemplateID)
    /// The template a new entry starts from; nil for the evening review.
    case chooseDefaultTemplate(JournalTemplateID?)
    /// Adds a photo whose bytes are already kept (``JournalPhoto/sha256``), at `now`.
    case addPhoto(JournalPhoto)
    case removePhoto(PhotoID)
    /// Entries and their photos from another journal (Day One), each written when it was there: one command, so the
    /// import is all or nothing. Entries and photos the journal has already (an import of the same file again) are
    /// left as they are; an entry may be of a day still to come, as the other journal had it.
    case importEntries([JournalEntry], photos: [JournalPhoto])
    /// The time of day the coach asks for the evening entry (and reminds, outside quiet hours); nil: the evening.
    case setReviewTime(TimeOfDay?)

    /// The longest entry: a long evening's writing, far below what a request may carry.
    public static let maximumCharacters = 50_000
    public static let maximumTags = 20
    public static let maximumQuestions = 20

    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        let journal = state.journal
        switch self {
        case .write(let id, let date, let kind, let templateId, let draft):
            guard journal[id] == nil else {
                throw DomainError(.conflict, code: "entry_exists", message: "An entry with id \(id) already exists.", field: "id")
            }
            guard date <= state.calendar.day(containing: now) else { throw .invalid("date", "That day has not come yet.") }
            if kind == .review, journal.review(on: date) != nil {
                throw DomainError(
                    .conflict, code: "review_exists", message: "\(date) has its review already: edit it, or write a note.",
                    field: "kind")
            }
            if let templateId, journal.template(templateId) == nil { throw .invalid("templateId", "There is no template \(templateId).") }
            let version = try draft.version(at: now)
            let entry = JournalEntry(id: id, date: date, kind: kind, templateId: templateId, versions: [version])
            return [DomainEvent(DomainEvent.JournalEntryWritten(entry))]
        case .edit(let id, let draft):
            guard let entry = journal[id] else {
                throw DomainError(.notFound, code: "entry_not_found", message: "There is no journal entry \(id).", field: "id")
            }
            let version = try draft.version(at: now)
            let current = entry.current
            guard
                version.text != current.text || version.feeling != current.feeling || version.tags != current.tags
                    || version.starred != current.starred
            else { return [] }
            return [DomainEvent(DomainEvent.JournalEntryEdited(id, version))]
        case .remove(let id):
            guard journal[id] != nil else {
                throw DomainError(.notFound, code: "entry_not_found", message: "There is no journal entry \(id).", field: "id")
            }
            return [DomainEvent(DomainEvent.JournalEntryRemoved(id))]
        case .saveTemplate(var template):
            if template.isStarter { throw .invalid("id", "The starter templates stay as they are: save a copy under a new name.") }
            template.name = template.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !template.name.isEmpty else { throw .invalid("name", "Give the template a name.") }
            guard template.name.count <= 80 else { throw .invalid("name", "A name has at most 80 characters.") }
            if let other = journal.templates.first(where: {
                $0.id != template.id && $0.name.caseInsensitiveCompare(template.name) == .orderedSame
            }) {
                throw .invalid("name", "There is a template called “\(other.name)” already.")
            }
            template.questions = template.questions.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            guard !template.questions.isEmpty else { throw .invalid("questions", "A template asks at least one question.") }
            guard template.questions.count <= Self.maximumQuestions else {
                throw .invalid("questions", "A template asks at most \(Self.maximumQuestions) questions.")
            }
            if let long = template.questions.first(where: { $0.count > 200 }) {
                throw .invalid("questions", "A question has at most 200 characters: “\(long.prefix(40))…” is longer.")
            }
            return journal.template(template.id) == template ? [] : [DomainEvent(DomainEvent.JournalTemplateSaved(template))]
        case .removeTemplate(let id):
            guard let template = journal.template(id) else {
                throw DomainError(.notFound, code: "template_not_found", message: "There is no template \(id).", field: "id")
            }
            if template.isStarter { throw .invalid("id", "“\(template.name)” ships with the app and stays; you need not use it.") }
            return [DomainEvent(DomainEvent.JournalTemplateRemoved(id))]
        case .chooseDefaultTemplate(let id):
            if let id, journal.template(id) == nil { throw .invalid("templateId", "There is no template \(id).") }
            let chosen = id == JournalTemplate.eveningReview.id ? nil : id
            return journal.defaultTemplate.id == (chosen ?? JournalTemplate.eveningReview.id)
                ? [] : [DomainEvent(DomainEvent.JournalDefaultTemplateChosen(chosen))]
        case .addPhoto(var photo):
            guard journal.photo(photo.id) == nil else {
                throw DomainError(.conflict, code: "photo_exists", message: "A photo with id \(photo.id) already exists.", field: "id")
            }
            guard photo.date <= state.calendar.day(containing: now) else { throw .invalid("date", "That day has not come yet.") }
            if let entryId = photo.entryId {
                guard let entry = journal[entryId] else { throw .invalid("entry", "There is no journal entry \(entryId).") }
                photo.date = entry.date
            }
            guard photo.sha256.count == 64, photo.sha256.allSatisfy(\.isHexDigit) else {
                throw .invalid("sha256", "“\(photo.sha256)” is not a SHA-256.")
            }
            guard JournalPhoto.mediaTypes.contains(photo.mediaType) else {
                throw .invalid("mediaType", "Photos are kept as JPEG or PNG, not \(photo.mediaType).")
            }
            guard photo.width > 0, photo.height > 0, photo.bytes > 0, photo.bytes <= JournalPhoto.maximumBytes else {
                throw .invalid("bytes", "A photo has at most \(JournalPhoto.maximumBytes >> 20) MB.")
            }
            photo.addedAt = now
            return [DomainEvent(DomainEvent.JournalPhotoAdded(photo))]
        case .importEntries(let entries, let photos):
            var events: [DomainEvent] = []
            var added: Set<JournalEntryID> = []
            for entry in entries where journal[entry.id] == nil && added.insert(entry.id).inserted {
                let draft = JournalDraft(text: entry.text, feeling: entry.feeling, tags: entry.tags, starred: entry.starred)
                let version: JournalEntry.Version
                do {
                    version = try draft.version(at: entry.writtenAt)
                } catch {
                    throw .invalid(error.field ?? "text", "The entry of \(entry.date) (\(entry.id)): \(error.message)")
                }
                let kept = JournalEntry(id: entry.id, date: entry.date, kind: .note, templateId: nil, versions: [version])
                events.append(DomainEvent(DomainEvent.JournalEntryWritten(kept)))
            }
            var addedPhotos: Set<PhotoID> = []
            for photo in photos where journal.photo(photo.id) == nil && addedPhotos.insert(photo.id).inserted {
                guard JournalPhoto.mediaTypes.contains(photo.mediaType), photo.sha256.count == 64 else {
                    throw .invalid("photos", "The photo \(photo.id) is not a JPEG or PNG kept by its SHA-256.")
                }
                events.append(DomainEvent(DomainEvent.JournalPhotoAdded(photo)))
            }
            return events
        case .setReviewTime(let time):
            return journal.reviewAt == time ? [] : [DomainEvent(DomainEvent.JournalReviewTimeSet(time))]
        case .removePhoto(let id):
            guard journal.photo(id) != nil else {
                throw DomainError(.notFound, code: "photo_not_found", message: "There is no photo \(id).", field: "id")
            }
            return [DomainEvent(DomainEvent.JournalPhotoRemoved(id))]
        }
    }
}

/// An entry as the user typed it: checked and tidied into a version.
public struct JournalDraft: Hashable, Sendable {
    public var text: String
    public var feeling: Feeling?
    public var tags: [String]
    public var starred: Bool

    public init(text: String, feeling: Feeling? = nil, tags: [String] = [], starred: Bool = false) {
        self.text = text
        self.feeling = feeling
        self.tags = tags
        self.starred = starred
    }

    /// The version this draft makes at `at`: the text without trailing blanks (a template's empty answers are
    /// blank lines), tags trimmed, without a leading `#`, each once whatever its case.
    func version(at: Date) throws(DomainError) -> JournalEntry.Version {
        var text = text.replacingOccurrences(of: "\r\n", with: "\n")
        while let last = text.last, last.isWhitespace { text.removeLast() }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .invalid("text", "Write something first.") }
        guard text.count <= JournalCommand.maximumCharacters else {
            throw .invalid("text", "An entry has at most \(JournalCommand.maximumCharacters) characters; this one has \(text.count).")
        }
        var kept: [String] = []
        for raw in tags {
            var tag = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            while tag.hasPrefix("#") { tag.removeFirst() }
            tag = tag.trimmingCharacters(in: .whitespaces)
            guard !tag.isEmpty else { continue }
            guard tag.count <= 40 else { throw .invalid("tags", "A tag has at most 40 characters: “\(tag.prefix(40))…” is longer.") }
            if !kept.contains(where: { $0.caseInsensitiveCompare(tag) == .orderedSame }) { kept.append(tag) }
        }
        guard kept.count <= JournalCommand.maximumTags else {
            throw .invalid("tags", "An entry has at most \(JournalCommand.maximumTags) tags.")
        }
        return JournalEntry.Version(text: text, feeling: feeling, tags: kept, starred: starred, at: at)
    }
}

extension UserCommand {
    public static func journal(_ command: JournalCommand) -> UserCommand { UserCommand(command) }
}
