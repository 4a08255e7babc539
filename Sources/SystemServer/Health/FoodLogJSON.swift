import Foundation
import SystemCore

/// A food entry as the API and `system meal --json` give it.
public struct FoodEntryJSON: Encodable, Sendable {
    let id: String
    let date: String
    let meal: String
    let foodId: Int?
    let name: String
    let usdaDescription: String?
    let amount: Double
    let unit: String
    let grams: Double
    let kcal: Double?
    /// The entry's nutrients (not per 100 g): what this amount holds, by USDA nutrient id as text.
    let nutrients: [String: Double]
    let loggedAt: String

    public init(_ entry: FoodEntry, in calendar: DayCalendar) {
        id = entry.id.description
        date = entry.date.description
        meal = entry.meal.rawValue
        foodId = entry.food.foodId
        name = entry.food.name
        usdaDescription = entry.food.description
        amount = entry.amount
        unit = entry.unit
        grams = entry.grams
        kcal = entry.kcal.map { ($0 * 10).rounded() / 10 }
        nutrients = Dictionary(uniqueKeysWithValues: entry.food.per100g.map { (String($0.key), ($0.value * entry.grams).rounded() / 100) })
        loggedAt = calendar.iso8601(entry.loggedAt)
    }
}

/// A day's food: its entries by meal and the day's totals.
public struct DayFoodJSON: Encodable, Sendable {
    let date: String
    let entries: [FoodEntryJSON]
    /// The day's energy and headline nutrients; a nutrient some entry lacks is counted from the others, and named
    /// in `incomplete`.
    let totals: Totals
    /// The user's daily targets against the day's totals, in the headline's order.
    let targets: [TargetJSON]

    struct TargetJSON: Encodable, Sendable {
        /// protein, fat, saturatedFat, carbohydrate, sugars, fibre, sodium, or a vitamin or mineral (calcium, vitaminC…).
        let nutrient: String
        let unit: String
        let kind: String
        let target: Double
        let total: Double
        let onTrack: Bool
        /// Some of the day's food has no figure for it: the total is at least this much.
        let incomplete: Bool
    }

    struct Totals: Encodable, Sendable {
        let kcal: Double
        let proteinG: Double
        let fatG: Double
        let carbohydrateG: Double
        let incomplete: [String]
    }

    public init(_ state: UserState, on date: CivilDate) {
        self.date = date.description
        let day = state.food.entries(on: date)
        entries = day.map { FoodEntryJSON($0, in: state.calendar) }
        let sums = FoodDay(day)
        totals = Totals(
            kcal: sums.total(Nutrient.energyKcal).rounded(), proteinG: (sums.total(Nutrient.protein) * 10).rounded() / 10,
            fatG: (sums.total(Nutrient.fat) * 10).rounded() / 10, carbohydrateG: (sums.total(Nutrient.carbohydrate) * 10).rounded() / 10,
            incomplete: sums.incomplete)
        targets = state.body.targets.progress(of: sums).map { progress in
            TargetJSON(
                nutrient: progress.key, unit: progress.unit, kind: progress.kind.rawValue, target: progress.target,
                total: (progress.total * 10).rounded() / 10, onTrack: progress.isOnTrack, incomplete: progress.isIncomplete)
        }
    }
}
