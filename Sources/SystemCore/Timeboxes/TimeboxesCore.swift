/// The timeboxes in the core: a day planned in stretches of 15 minutes to 2 hours, each starting its intention in one
/// tap, the day's plan against what happened, and what the coach makes of them.
public enum TimeboxesCore: CoreModule {
    public static let name = "timeboxes"
    public static let events: [any Event.Type] = [
        DomainEvent.TimeboxPlanned.self, DomainEvent.TimeboxChanged.self, DomainEvent.TimeboxRemoved.self,
        DomainEvent.TimeboxStarted.self,
    ]
    public static let states: [any ModuleState.Type] = [TimeboxLog.self]
}
