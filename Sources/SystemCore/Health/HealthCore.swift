/// The health module in the core: the food log, the user's own foods and recipes (the pantry), and the body's log (the food database and devices' readings live in
/// the store's module tables).
public enum HealthCore: CoreModule {
    public static let name = "health"
    public static let events: [any Event.Type] = [
        DomainEvent.FoodLogged.self,
        DomainEvent.FoodEntryChanged.self,
        DomainEvent.FoodEntryRemoved.self,
        DomainEvent.WeightLogged.self,
        DomainEvent.WeightRemoved.self,
        DomainEvent.ActivityLogged.self,
        DomainEvent.ActivityRemoved.self,
        DomainEvent.BodyProfileChanged.self,
        DomainEvent.HealthImported.self,
        DomainEvent.NutrientTargetsSet.self,
        DomainEvent.OwnFoodSaved.self,
        DomainEvent.OwnFoodDeleted.self,
        DomainEvent.PortionAdded.self,
        DomainEvent.PortionRemoved.self,
        DomainEvent.FoodPinned.self,
    ]
    public static let states: [any ModuleState.Type] = [FoodLog.self, BodyLog.self, Pantry.self]
}
