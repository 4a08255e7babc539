import Foundation

// The pantry's events: own foods and recipes, own portions, favourites. Their `type` strings are stored forever (see
// `Event`).

extension DomainEvent {
    /// An own food or recipe, created or edited: the whole of it as it is now. What was logged of it before keeps the
    /// nutrients it had then.
    public struct OwnFoodSaved: Event {
        public static let type = "health.own-food-saved"
        public var food: OwnFood

        public init(_ food: OwnFood) { self.food = food }
    }

    /// An own food or recipe taken out of the lists (its log entries, and recipes using it, keep it as it was).
    public struct OwnFoodDeleted: Event {
        public static let type = "health.own-food-deleted"
        public var foodId: Int

        public init(_ foodId: Int) { self.foodId = foodId }
    }

    /// A portion of the user's own for a food; one of the same unit is replaced.
    public struct PortionAdded: Event {
        public static let type = "health.portion-added"
        public var foodId: Int
        public var portion: FoodPortion

        public init(foodId: Int, portion: FoodPortion) {
            self.foodId = foodId
            self.portion = portion
        }
    }

    public struct PortionRemoved: Event {
        public static let type = "health.portion-removed"
        public var foodId: Int
        public var unit: String

        public init(foodId: Int, unit: String) {
            self.foodId = foodId
            self.unit = unit
        }
    }

    /// A food pinned as a favourite, or unpinned.
    public struct FoodPinned: Event {
        public static let type = "health.food-pinned"
        public var foodId: Int
        public var pinned: Bool

        public init(foodId: Int, pinned: Bool) {
            self.foodId = foodId
            self.pinned = pinned
        }
    }
}
