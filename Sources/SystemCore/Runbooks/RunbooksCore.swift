/// The runbooks' part in the core: the runbooks (starters and the user's own, every version), which are hidden, and
/// their runs; the coach offers one when a stretch of bad feelings shows.
public enum RunbooksCore: CoreModule {
    public static let name = "runbooks"
    public static let events: [any Event.Type] = [
        DomainEvent.RunbookSaved.self, DomainEvent.RunbookHidden.self, DomainEvent.RunbookShown.self,
        DomainEvent.RunbookRunRecorded.self,
    ]
    public static let states: [any ModuleState.Type] = [RunbookLog.self]
}
