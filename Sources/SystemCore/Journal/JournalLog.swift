import Foundation

/// The journal: entries by day, with every version, and the user's templates.
///
/// Its entries are kept by the month of their day (``DatedEntries``); its head holds the templates and the default.
public struct JournalLog: ModuleState {
    /// What every answer needs, whatever the length of the history.
    struct Head: Codable, Sendable {
        /// The user's own templates, in the order they were first saved.
        var templates: [JournalTemplate] = []
        var defaultTemplateId: JournalTemplateID?
        /// The month of the earliest day written about (numbered as ``MonthParts`` numbers them), so a look back
        /// over the years knows where the journal starts.
        var firstMonth: Int?
        /// The month of the latest day written about (an imported entry may be dated ahead), so an export knows where
        /// the journal ends.
        var lastMonth: Int?
        /// The time of day the coach asks for the evening entry; nil: in the evening of the waking window.
        var reviewAt: TimeOfDay?
        /// How many entries and photos the journal holds now.
        var entryCount = 0
        var photoCount = 0

        mutating func wrote(on date: CivilDate) {
            let month = MonthParts.month(of: date)
            firstMonth = min(firstMonth ?? .max, month)
            lastMonth = max(lastMonth ?? .min, month)
        }
    }

    private var head = Head()
    private var days = DatedEntries<JournalEntry>(prefix: "journal", kind: "journal-entry")
    /// Photos by the month of their day (`journal/photos/2026-11`).
    private var photos = DatedEntries<JournalPhoto>(prefix: "journal/photos", kind: "journal-photo")

    public init(context: ModuleContext) {}

    public subscript(id: JournalEntryID) -> JournalEntry? { days[id] }

    /// A day's entries: its review first, then its notes in the order they were written.
    public func entries(on date: CivilDate) -> [JournalEntry] {
        days.entries(on: date).enumerated().sorted { a, b in
            a.element.kind != b.element.kind ? a.element.kind == .review : a.offset < b.offset
        }.map(\.element)
    }

    public func photo(_ id: PhotoID) -> JournalPhoto? { photos[id] }

    /// A day's photos in the order they were added.
    public func photos(on date: CivilDate) -> [JournalPhoto] { photos.entries(on: date) }

    /// The photos of one entry, in the order they were added.
    public func photos(of entry: JournalEntry) -> [JournalPhoto] { photos(on: entry.date).filter { $0.entryId == entry.id } }

    /// The month of the earliest day written about; nil before the first entry.
    public var firstMonth: Int? { head.firstMonth }

    /// How many entries and photos the journal holds, whatever the months held.
    public var entryCount: Int { head.entryCount }
    public var photoCount: Int { head.photoCount }

    /// The time of day the user asked to be reminded of the evening entry; nil: in the evening of the waking window.
    public var reviewAt: TimeOfDay? { head.reviewAt }

    /// Every day from the first written about to the last, in order (none before the first entry): what an export
    /// walks.
    public var daysWrittenAbout: [CivilDate] {
        guard let first = head.firstMonth, let last = head.lastMonth, first <= last else { return [] }
        return (first...last).flatMap(MonthParts.days)
    }

    /// The day's review, if it was written.
    public func review(on date: CivilDate) -> JournalEntry? { entries(on: date).first { $0.kind == .review } }

    /// The starter templates, then the user's own.
    public var templates: [JournalTemplate] { JournalTemplate.starters + head.templates }

    public func template(_ id: JournalTemplateID) -> JournalTemplate? { templates.first { $0.id == id } }

    /// The template called `name`, in any case.
    public func template(named name: String) -> JournalTemplate? {
        let wanted = name.trimmingCharacters(in: .whitespaces)
        return templates.first { $0.name.caseInsensitiveCompare(wanted) == .orderedSame }
    }

    /// The template a new entry starts from: the user's choice, or the evening review.
    public var defaultTemplate: JournalTemplate {
        head.defaultTemplateId.flatMap(template) ?? .eveningReview
    }

    public static let folds = Folds<JournalLog>()
        .on(DomainEvent.JournalEntryWritten.self) { $0.apply($1) }
        .on(DomainEvent.JournalEntryEdited.self) { $0.apply($1) }
        .on(DomainEvent.JournalEntryRemoved.self) { $0.apply($1) }
        .on(DomainEvent.JournalTemplateSaved.self) { log, e in
            if let index = log.head.templates.firstIndex(where: { $0.id == e.template.id }) {
                log.head.templates[index] = e.template
            } else {
                log.head.templates.append(e.template)
            }
        }
        .on(DomainEvent.JournalTemplateRemoved.self) { log, e in
            log.head.templates.removeAll { $0.id == e.templateId }
            if log.head.defaultTemplateId == e.templateId { log.head.defaultTemplateId = nil }
        }
        .on(DomainEvent.JournalDefaultTemplateChosen.self) { $0.head.defaultTemplateId = $1.templateId }
        .on(DomainEvent.JournalReviewTimeSet.self) { $0.head.reviewAt = $1.time }
        .on(DomainEvent.JournalPhotoAdded.self) { log, e in
            guard log.photos.canAdd(e.photo.id, on: e.photo.date) else { return }
            log.photos.set(e.photo)
            log.head.photoCount += 1
            log.head.wrote(on: e.photo.date)
        }
        .on(DomainEvent.JournalPhotoRemoved.self) { log, e in
            guard log.photos[e.photoId] != nil else { return }
            log.photos.remove(e.photoId)
            log.head.photoCount -= 1
        }

    mutating func apply(_ e: DomainEvent.JournalEntryWritten) {
        guard days.canAdd(e.entryId, on: e.date) else { return }  // or the reader loads the month and folds again
        let version = JournalEntry.Version(text: e.text, feeling: e.feeling, tags: e.tags, starred: e.starred, at: e.at)
        days.set(JournalEntry(id: e.entryId, date: e.date, kind: e.kind, templateId: e.templateId, versions: [version]))
        head.entryCount += 1
        head.wrote(on: e.date)
    }

    mutating func apply(_ e: DomainEvent.JournalEntryEdited) {
        guard var entry = days[e.entryId] else { return }
        entry.versions.append(e.version)
        days.set(entry)
    }

    mutating func apply(_ e: DomainEvent.JournalEntryRemoved) {
        guard let entry = days[e.entryId] else { return }
        days.remove(e.entryId)
        head.entryCount -= 1
        // Its photos stay with its day.
        for var photo in photos.entries(on: entry.date) where photo.entryId == e.entryId {
            photo.entryId = nil
            photos.set(photo)
        }
    }

    // MARK: Snapshots: the head, and the entries by month (`journal/2026-11`)

    public static let partPrefix: String? = "journal"

    public func snapshotHead() throws -> Data { try SnapshotJSON.encoder.encode(head) }

    public init(snapshotHead data: Data, context: ModuleContext, load: PartLoad) throws {
        head = try JSONDecoder().decode(Head.self, from: data)
        days.loadedFromHead(load)
        photos.loadedFromHead(load)
    }

    public var changedParts: Set<String> { days.changedParts.union(photos.changedParts) }

    public func snapshotPart(_ name: String) throws -> Data {
        try name.hasPrefix(photos.prefix + "/") ? photos.snapshotPart(name) : days.snapshotPart(name)
    }

    public mutating func loadPart(_ name: String, _ data: Data) throws {
        if name.hasPrefix(photos.prefix + "/") { try photos.loadPart(name, data) } else { try days.loadPart(name, data) }
    }

    public mutating func markUnknown(_ kind: String, ids: Set<String>) {
        days.markUnknown(kind, ids: ids)
        photos.markUnknown(kind, ids: ids)
    }

    public func directory(of parts: Set<String>) -> [PartLoad.Entry] { days.directory(of: parts) + photos.directory(of: parts) }

    public mutating func markSnapshotted() {
        days.markSnapshotted()
        photos.markSnapshotted()
    }
}

extension UserState {
    public var journal: JournalLog { self[JournalLog.self] }
}
