import Foundation

// The food log's events. Their `type` strings are stored forever (see `Event`).

extension DomainEvent {
    /// Something eaten, with the food as it was then (name and nutrients per 100 g).
    public struct FoodLogged: Event {
        public static let type = "health.food-logged"
        public var entryId: FoodEntryID
        public var date: CivilDate
        public var meal: Meal
        public var food: LoggedFood
        public var amount: Double
        public var unit: String
        public var grams: Double
        public var at: Date

        public init(entry: FoodEntry) {
            entryId = entry.id
            date = entry.date
            meal = entry.meal
            food = entry.food
            amount = entry.amount
            unit = entry.unit
            grams = entry.grams
            at = entry.loggedAt
        }
    }

    /// An entry's day, meal and amount, replaced whole.
    public struct FoodEntryChanged: Event {
        public static let type = "health.food-entry-changed"
        public var entryId: FoodEntryID
        public var date: CivilDate
        public var meal: Meal
        public var amount: Double
        public var unit: String
        public var grams: Double

        public init(entryId: FoodEntryID, date: CivilDate, meal: Meal, amount: Double, unit: String, grams: Double) {
            self.entryId = entryId
            self.date = date
            self.meal = meal
            self.amount = amount
            self.unit = unit
            self.grams = grams
        }
    }

    /// An entry taken out of the log (it stays in the history).
    public struct FoodEntryRemoved: Event {
        public static let type = "health.food-entry-removed"
        public var entryId: FoodEntryID
        public var at: Date

        public init(entryId: FoodEntryID, at: Date) {
            self.entryId = entryId
            self.at = at
        }
    }
}
