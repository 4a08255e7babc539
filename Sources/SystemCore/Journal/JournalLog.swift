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
    }

    private var head = Head()
    private var days = DatedEntries<JournalEntry>(prefix: "journal", kind: "journal-entry")

    public init(context: ModuleContext) {}

    public subscript(id: JournalEntryID) -> JournalEntry? { days[id] }

    /// A day's entries: its review first, then its notes in the order they were written.
    public func entries(on date: CivilDate) -> [JournalEntry] {
        days.entries(on: date).enumerated().sorted { a, b in
            a.element.kind != b.element.kind ? a.element.kind == .review : a.offset < b.offset
        }.map(\.element)
    }

    /// The month of the earliest day written about; nil before the first entry.
    public var firstMonth: Int? { head.firstMonth }

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

    mutating func apply(_ e: DomainEvent.JournalEntryWritten) {
        guard days.canAdd(e.entryId, on: e.date) else { return }  // or the reader loads the month and folds again
        let version = JournalEntry.Version(text: e.text, feeling: e.feeling, tags: e.tags, starred: e.starred, at: e.at)
        days.set(JournalEntry(id: e.entryId, date: e.date, kind: e.kind, templateId: e.templateId, versions: [version]))
        head.firstMonth = min(head.firstMonth ?? .max, MonthParts.month(of: e.date))
    }

    mutating func apply(_ e: DomainEvent.JournalEntryEdited) {
        guard var entry = days[e.entryId] else { return }
        entry.versions.append(e.version)
        days.set(entry)
    }

    mutating func apply(_ e: DomainEvent.JournalEntryRemoved) {
        guard days[e.entryId] != nil else { return }
        days.remove(e.entryId)
    }

    // MARK: Snapshots: the head, and the entries by month (`journal/2026-11`)

    public static let partPrefix: String? = "journal"

    public func snapshotHead() throws -> Data { try SnapshotJSON.encoder.encode(head) }

    public init(snapshotHead data: Data, context: ModuleContext, load: PartLoad) throws {
        head = try JSONDecoder().decode(Head.self, from: data)
        days.loadedFromHead(load)
    }

    public var changedParts: Set<String> { days.changedParts }
    public func snapshotPart(_ name: String) throws -> Data { try days.snapshotPart(name) }
    public mutating func loadPart(_ name: String, _ data: Data) throws { try days.loadPart(name, data) }
    public mutating func markUnknown(_ kind: String, ids: Set<String>) { days.markUnknown(kind, ids: ids) }
    public func directory(of parts: Set<String>) -> [PartLoad.Entry] { days.directory(of: parts) }
    public mutating func markSnapshotted() { days.markSnapshotted() }
}

extension UserState {
    public var journal: JournalLog { self[JournalLog.self] }
}
