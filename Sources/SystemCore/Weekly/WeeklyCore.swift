/// The Weekly module in the core: areas of focus, the week's goals and capacity, retrospectives and action items.
public enum WeeklyCore: CoreModule {
    public static let name = "weekly"
    public static let events: [any Event.Type] = [
        DomainEvent.AreaCreated.self,
        DomainEvent.AreaChanged.self,
        DomainEvent.AreasReordered.self,
        DomainEvent.AreaArchived.self,
        DomainEvent.AreaRestored.self,
        DomainEvent.GoalAdded.self,
        DomainEvent.GoalChanged.self,
        DomainEvent.GoalCompleted.self,
        DomainEvent.GoalDropped.self,
        DomainEvent.GoalReopened.self,
        DomainEvent.CapacitySet.self,
        DomainEvent.RetroRecorded.self,
        DomainEvent.ActionItemChecked.self,
        DomainEvent.WeeklySettingsChanged.self,
    ]
    public static let states: [any ModuleState.Type] = [WeeklyLog.self, WeeklySettings.self]
}
