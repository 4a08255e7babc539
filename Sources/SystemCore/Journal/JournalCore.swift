/// The journal's part in the core: entries, templates and photos.
public enum JournalCore: CoreModule {
    public static let name = "journal"
    public static let events: [any Event.Type] = [
        DomainEvent.JournalEntryWritten.self, DomainEvent.JournalEntryEdited.self, DomainEvent.JournalEntryRemoved.self,
        DomainEvent.JournalTemplateSaved.self, DomainEvent.JournalTemplateRemoved.self,
        DomainEvent.JournalDefaultTemplateChosen.self, DomainEvent.JournalPhotoAdded.self, DomainEvent.JournalPhotoRemoved.self,
        DomainEvent.JournalReviewTimeSet.self,
    ]
    public static let states: [any ModuleState.Type] = [JournalLog.self]
}
