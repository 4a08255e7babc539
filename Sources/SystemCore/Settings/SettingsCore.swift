/// The Settings module in the core: the general settings (time zone, day and week, theme) and first-use hints.
public enum SettingsCore: CoreModule {
    public static let name = "settings"
    public static let events: [any Event.Type] = [
        DomainEvent.SettingsChanged.self,
        DomainEvent.GeneralSettingsChanged.self,
        DomainEvent.HintDismissed.self,
    ]
    public static let states: [any ModuleState.Type] = [SettingsState.self]
}
