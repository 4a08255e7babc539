/// The coach in the core: its settings. Its messages are computed from the other modules' states (`Coach`).
public enum CoachCore: CoreModule {
    public static let name = "coach"
    public static let events: [any Event.Type] = [DomainEvent.CoachSettingsChanged.self]
    public static let states: [any ModuleState.Type] = [CoachSettings.self]
}
