/// The health module in the core: the food log (the food database itself lives in the store's module tables).
public enum HealthCore: CoreModule {
    public static let name = "health"
    public static let events: [any Event.Type] = [
        DomainEvent.FoodLogged.self,
        DomainEvent.FoodEntryChanged.self,
        DomainEvent.FoodEntryRemoved.self,
    ]
    public static let states: [any ModuleState.Type] = [FoodLog.self]
}
