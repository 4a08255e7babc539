import Foundation
import SystemCore
import SystemStore

/// A food as the API and `system foods --json` give it: USDA's description beside the name, household portions,
/// and the nutrients per 100 g that USDA analysed (one it did not is absent, never 0).
public struct FoodJSON: Encodable, Sendable {
    let id: Int
    let name: String
    let usdaDescription: String
    let category: String?
    let dataType: String
    let kcalPer100g: Double?
    let portions: [Portion]
    let nutrients: [NutrientJSON]

    struct Portion: Encodable, Sendable {
        let amount: Double
        let unit: String
        let grams: Double
        let label: String
    }

    public struct NutrientJSON: Encodable, Sendable {
        let id: Int
        let name: String
        let unit: String
        let per100g: Double
    }

    public init(_ food: Food) {
        id = food.id
        name = food.name
        usdaDescription = food.description
        category = food.category
        dataType = food.dataType
        kcalPer100g = food.kcalPer100g
        portions = food.portions.map { Portion(amount: $0.amount, unit: $0.unit, grams: $0.grams, label: $0.label) }
        nutrients = food.nutrients.map {
            NutrientJSON(id: $0.nutrient.id, name: $0.nutrient.name, unit: $0.nutrient.symbol, per100g: $0.amount)
        }
    }
}

/// A search result in brief (`fields=summary`), for search as you type.
public struct FoodSummaryJSON: Encodable, Sendable {
    let id: Int
    let name: String
    let usdaDescription: String
    let kcalPer100g: Double?

    public init(_ match: FoodMatch) {
        id = match.id
        name = match.name
        usdaDescription = match.description
        kcalPer100g = match.kcalPer100g
    }
}

/// What an import of USDA's download loaded.
public struct FoodImportJSON: Encodable, Sendable {
    let file: String
    let dataTypes: [String]
    let foods: Int
    let nutrients: Int
    let portions: Int
    let skipped: Int
    let importedAt: String
    /// "Loaded 7,793 foods from FoodData_Central_sr_legacy_food_csv_2018-04.zip."
    let summary: String

    public init(_ summary: FoodImportSummary) {
        self.summary = "Loaded \(Readable.count(summary.foods)) foods from \(summary.file)."
        file = summary.file
        dataTypes = summary.dataTypes
        foods = summary.foods
        nutrients = summary.nutrients
        portions = summary.portions
        skipped = summary.skipped
        importedAt = summary.importedAt.formatted(.iso8601)
    }
}
