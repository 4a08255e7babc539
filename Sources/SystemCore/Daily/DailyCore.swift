/// The Daily module in the core: to-dos tied to the week's plan, and the standup.
public enum DailyCore: CoreModule {
    public static let name = "daily"
    public static let events: [any Event.Type] = [
        DomainEvent.TodoAdded.self,
        DomainEvent.TodoChanged.self,
        DomainEvent.TodoCompleted.self,
        DomainEvent.TodoReopened.self,
        DomainEvent.TodoDropped.self,
        DomainEvent.TodoCarried.self,
        DomainEvent.TodosReordered.self,
        DomainEvent.StandupRecorded.self,
        DomainEvent.DailySettingsChanged.self,
    ]
    public static let states: [any ModuleState.Type] = [DailyLog.self, DailySettings.self]
}
