import Foundation
import SystemCore

/// The day's food on Today and on every day page: what was eaten by meal, the energy and the main nutrients, and the
/// way to add more (the Foods page, which comes back here).
struct FoodModule: DailyModule {
    /// "Protein 62 g of at least 120 g".
    static func targets(_ targets: NutrientTargets, _ day: FoodDay) -> [TargetRow] {
        targets.progress(of: day).map { progress in
            TargetRow(text: progress.sentence.prefix(1).uppercased() + progress.sentence.dropFirst(), onTrack: progress.isOnTrack)
        }
    }

    let id = "food"
    let name = "Food"
    let position = 60
    let stylesheet: String? = "/assets/health.css"

    var savedMessages: [String: String] {
        ["food-logged": "Food logged.", "food-removed": "Entry removed.", "food-copied": "Meal copied."]
    }

    struct View: Sendable, Encodable {
        let date: String
        let addHref: String
        let meals: [MealView]
        let isEmpty: Bool
        let total: String
        let nutrients: String
        let incomplete: String?
        /// The daily targets against the day's totals.
        let targets: [TargetRow]
        let hasTargets: Bool
        /// Copying a meal from another day: the day before by default, the meals to choose from.
        let copyFrom: String
        let copyKey: String
        let copyMeals: [Choice]
        let copyError: String?
        /// Saving a meal as a recipe: the name typed and why it was refused.
        let recipeName: String
        let recipeError: String?
        let recipeKey: String
        let hasMeals: Bool
    }

    struct TargetRow: Sendable, Encodable {
        let text: String
        let onTrack: Bool
    }

    struct Choice: Sendable, Encodable {
        let value: String
        let label: String
    }

    struct MealView: Sendable, Encodable {
        let title: String
        let kcal: String
        let entries: [EntryView]
    }

    struct EntryView: Sendable, Encodable {
        let id: String
        let name: String
        let quantity: String
        let kcal: String
        let href: String?
        let key: String
        let here: String
    }

    func view(for day: DailyContext) -> (any Encodable & Sendable)? {
        let entries = day.state.food.entries(on: day.date)
        let sums = FoodDay(entries)
        let here = DayPage.href(day.date, today: day.today) + "#food"
        let meals = Meal.allCases.compactMap { meal -> MealView? in
            let eaten = sums.entries(of: meal)
            guard !eaten.isEmpty else { return nil }
            return MealView(
                title: meal.title, kcal: "\(Int(eaten.reduce(0) { $0 + ($1.kcal ?? 0) }.rounded())) kcal",
                entries: eaten.map { entry in
                    EntryView(
                        id: entry.id.description, name: entry.food.name, quantity: entry.quantity,
                        kcal: entry.kcal.map { "\(Int($0.rounded())) kcal" } ?? "energy not analysed",
                        href: entry.food.foodId.map { "/foods/\($0)" }, key: day.newKey(), here: here)
                })
        }
        let grams = { (id: Int) in "\(Readable.amount(sums.total(id))) g" }
        let missing = sums.incomplete
        return View(
            date: day.date.description, addHref: "/foods?date=\(day.date)", meals: meals, isEmpty: entries.isEmpty,
            total: "\(Int(sums.total(Nutrient.energyKcal).rounded())) kcal",
            nutrients: "Protein \(grams(Nutrient.protein)) · fat \(grams(Nutrient.fat)) · carbohydrate \(grams(Nutrient.carbohydrate))",
            incomplete: missing.isEmpty || entries.isEmpty
                ? nil : "Some foods have no figure for \(Readable.list(missing)): those totals are at least this much.",
            targets: Self.targets(day.state.body.targets, sums), hasTargets: !day.state.body.targets.amounts.isEmpty,
            copyFrom: day.date.adding(days: -1).description, copyKey: day.newKey(),
            copyMeals: [Choice(value: "", label: "The whole day")] + Meal.allCases.map { Choice(value: $0.rawValue, label: $0.title) },
            copyError: (day.inputs[id] as? DomainError)?.message,
            recipeName: (day.inputs[Self.recipeInput] as? RecipeInput)?.name ?? "",
            recipeError: (day.inputs[Self.recipeInput] as? RecipeInput)?.error.message, recipeKey: day.newKey(), hasMeals: !meals.isEmpty)
    }
}
