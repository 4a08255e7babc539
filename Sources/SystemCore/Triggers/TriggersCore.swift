/// The internal triggers in the core: catching one during an intention, surfing the urge, and what the coach makes
/// of them.
public enum TriggersCore: CoreModule {
    public static let name = "triggers"
    public static let events: [any Event.Type] = [DomainEvent.TriggerLogged.self, DomainEvent.TriggerOutcomeRecorded.self]
    public static let states: [any ModuleState.Type] = [TriggerLog.self]
}
