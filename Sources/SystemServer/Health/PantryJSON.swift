import Foundation
import SystemCore
import SystemStore

/// A recipe as the API and `system recipe --json` give it: what it makes, its ingredients as they were added, and
/// its nutrients per 100 g of the dish (one some ingredient has no figure for is absent).
public struct RecipeJSON: Encodable, Sendable {
    let id: Int
    let name: String
    let servings: Double
    let cookedGrams: Double?
    let rawGrams: Double
    let servingGrams: Double?
    let kcalPerServing: Double?
    let kcalPer100g: Double?
    /// 1 when created, one more for each edit.
    let revision: Int
    let ingredients: [IngredientJSON]
    let nutrients: [FoodJSON.NutrientJSON]

    struct IngredientJSON: Encodable, Sendable {
        let foodId: Int?
        let name: String
        let amount: Double
        let unit: String
        let grams: Double
        let kcal: Double?
    }

    public init?(_ food: OwnFood, nutrients known: [Int: Nutrient] = [:]) {
        guard let recipe = food.recipe else { return nil }
        id = food.id
        name = food.name
        servings = recipe.servings
        cookedGrams = recipe.cookedGrams
        rawGrams = recipe.rawGrams
        let serving = recipe.servingPortion?.grams
        servingGrams = serving
        kcalPer100g = food.per100g[Nutrient.energyKcal].map { ($0 * 10).rounded() / 10 }
        kcalPerServing = serving.flatMap { grams in food.per100g[Nutrient.energyKcal].map { ($0 * grams / 100).rounded() } }
        revision = food.revision
        ingredients = recipe.ingredients.map { ingredient in
            IngredientJSON(
                foodId: ingredient.food.foodId, name: ingredient.food.name, amount: ingredient.amount, unit: ingredient.unit,
                grams: ingredient.grams, kcal: ingredient.food.per100g[Nutrient.energyKcal].map { ($0 * ingredient.grams / 100).rounded() })
        }
        nutrients = FoodJSON(food.food(nutrients: known)).nutrients
    }
}

/// The foods a user keeps at hand: their own foods and recipes, the favourites and the foods eaten lately.
struct MyFoodsJSON: Encodable, Sendable {
    let own: [FoodSummaryJSON]
    let favourites: [FoodSummaryJSON]
    let recent: [FoodSummaryJSON]
}
