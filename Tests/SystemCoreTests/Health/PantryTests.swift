import Foundation
import Testing

@testable import SystemCore

/// Own foods and recipes: a label's values per 100 g or per serving, a recipe's nutrients summed from its
/// ingredients over the dish's weight, edits that never change what was logged, portions and favourites.
@Suite struct PantryTests {
    static let egg = LoggedFood(foodId: 171287, name: "Egg, raw", description: nil, per100g: [1008: 143, 1003: 12.56, 1079: 0])
    static let milk = LoggedFood(foodId: 171267, name: "Milk, 2%", description: nil, per100g: [1008: 50, 1003: 3.3])
    static let at = instant("2026-11-20T08:00:00Z")

    static func ingredient(_ food: LoggedFood, grams: Double) -> Ingredient {
        Ingredient(food: food, amount: grams, unit: "g", grams: grams)
    }

    @Test(arguments: [
        // Per 100 g as given; per a 40 g serving scaled to 100 g, with the serving as a portion.
        (nil as Double?, 180.0, 180.0, 0),
        (40, 180, 450, 1),
        (250, 100, 40, 1),
    ])
    func aLabelsValuesAreKeptPer100g(serving: Double?, kcal: Double, per100g: Double, portions: Int) throws {
        var state = UserState.fresh()
        try state.run(
            .pantry(.createFood(id: -100_000_001, name: "Bar", values: [1008: kcal], servingGrams: serving, servingName: "bar")),
            at: Self.at)
        let food = try #require(state.pantry.named("bar"))
        #expect(food.id == -100_000_001)
        #expect(food.per100g[1008] == per100g)
        #expect(food.portions.count == portions)
        #expect(food.food().kcalPer100g == per100g)
        #expect(food.per100g[1003] == nil)  // not on the label: unknown, never 0
    }

    @Test(arguments: [
        (PantryCommand.createFood(id: -100_000_001, name: " ", values: [1008: 100], servingGrams: nil, servingName: nil), "name"),
        (.createFood(id: -100_000_001, name: "Bar", values: [1003: 10], servingGrams: nil, servingName: nil), "kcal"),
        (.createFood(id: -100_000_001, name: "Bar", values: [1008: 100, 1003: -1], servingGrams: nil, servingName: nil), "protein"),
        (.createFood(id: -100_000_001, name: "Bar", values: [1008: 1200], servingGrams: nil, servingName: nil), "kcal"),
        // 30 g of protein in a 20 g serving is 150 g in 100 g: the serving's weight is wrong.
        (.createFood(id: -100_000_001, name: "Bar", values: [1008: 80, 1003: 30], servingGrams: 20, servingName: nil), "protein"),
        (.createFood(id: -100_000_001, name: "Bar", values: [1008: 80], servingGrams: 0, servingName: nil), "servingGrams"),
        (.createRecipe(id: -100_000_002, name: "Stew", recipe: Recipe(ingredients: [], servings: 0)), "servings"),
        (.createRecipe(id: -100_000_002, name: "Stew", recipe: Recipe(ingredients: [], servings: 2, cookedGrams: -5)), "cookedGrams"),
        (.recipeFromMeal(id: -100_000_003, name: "Breakfast", date: civil("2026-11-20"), meal: .breakfast, servings: 1), "meal"),
        (.addPortion(food: 171287, FoodPortion(amount: 1, unit: "g", grams: 10)), "unit"),
        (.addPortion(food: 171287, FoodPortion(amount: 1, unit: "bowl", grams: 0)), "grams"),
    ])
    func aBadSaveIsRefusedNamingItsField(_ command: PantryCommand, field: String) throws {
        var state = UserState.fresh()
        #expect(throws: DomainError.self) { try state.run(.pantry(command), at: Self.at) }
        do {
            try state.run(.pantry(command), at: Self.at)
        } catch let error as DomainError {
            #expect(error.field == field)
        }
        #expect(state.pantry.all.isEmpty)
    }

    @Test func twoFoodsNeverShareAName() throws {
        var state = UserState.fresh()
        try state.run(
            .pantry(.createFood(id: -100_000_001, name: "Skyr", values: [1008: 63], servingGrams: nil, servingName: nil)), at: Self.at)
        #expect(throws: DomainError.self) {
            try state.run(.pantry(.createRecipe(id: -100_000_002, name: "SKYR", recipe: Recipe(ingredients: [], servings: 1))), at: Self.at)
        }
    }

    @Test func aRecipesNutrientsAreItsIngredientsOverTheDishsWeight() throws {
        let raw = Recipe(ingredients: [Self.ingredient(Self.egg, grams: 100), Self.ingredient(Self.milk, grams: 244)], servings: 2)
        #expect(raw.rawGrams == 344)
        #expect(raw.total(1008) == 265)
        #expect(raw.servingPortion == FoodPortion(amount: 1, unit: "serving", grams: 172))
        // Fibre: the milk has no figure, so the dish's is unknown rather than the egg's alone.
        #expect(raw.per100g[1079] == nil)
        #expect(abs(raw.per100g[1008]! - 265.0 / 344 * 100) < 1e-6)
        // Cooked down to 300 g, the same energy is in less food.
        let cooked = Recipe(ingredients: raw.ingredients, servings: 4, cookedGrams: 300)
        #expect(abs(cooked.per100g[1008]! - 265.0 / 3) < 1e-6)
        #expect(cooked.servingPortion?.grams == 75)
        #expect(Recipe(ingredients: [], servings: 1).per100g.isEmpty)
    }

    @Test func editingARecipeLeavesWhatWasLoggedAndCountsItsRevisions() throws {
        var state = UserState.fresh()
        try state.run(
            .pantry(
                .createRecipe(
                    id: -100_000_002, name: "Eggs and milk",
                    recipe: Recipe(ingredients: [Self.ingredient(Self.egg, grams: 100)], servings: 1))),
            at: Self.at)
        let recipe = try #require(state.pantry.named("eggs and milk"))
        let food = recipe.food()
        try state.run(
            .food(
                .log(
                    id: fixedID(1), date: civil("2026-11-20"), meal: .breakfast, food: LoggedFood(food), amount: 1, unit: "serving",
                    grams: 100)),
            at: Self.at)
        try state.run(.pantry(.addIngredient(recipe: recipe.id, Self.ingredient(Self.milk, grams: 244))), at: Self.at)
        try state.run(.pantry(.removeIngredient(recipe: recipe.id, index: 0)), at: Self.at)
        let edited = try #require(state.pantry[recipe.id])
        #expect(edited.revision == 3)
        #expect(edited.recipe?.ingredients.map(\.food.name) == ["Milk, 2%"])
        #expect(edited.per100g[1008] == 50)
        #expect(state.food[fixedID(1)]?.kcal == 143)  // the breakfast eaten keeps the recipe as it was
        // A recipe is never its own ingredient; an ingredient that is not there is not found.
        let itself = Ingredient(food: LoggedFood(edited.food()), amount: 1, unit: "serving", grams: 100)
        #expect(throws: DomainError.self) { try state.run(.pantry(.addIngredient(recipe: recipe.id, itself)), at: Self.at) }
        #expect(throws: DomainError.self) { try state.run(.pantry(.removeIngredient(recipe: recipe.id, index: 5)), at: Self.at) }
    }

    @Test func aMealBecomesARecipeOfWhatWasEaten() throws {
        var state = UserState.fresh()
        for (id, food, meal) in [(1, Self.egg, Meal.breakfast), (2, Self.milk, .breakfast), (3, Self.milk, .dinner)] {
            try state.run(
                .food(.log(id: fixedID(id), date: civil("2026-11-20"), meal: meal, food: food, amount: 100, unit: "g", grams: 100)),
                at: Self.at)
        }
        try state.run(
            .pantry(.recipeFromMeal(id: -100_000_003, name: "Breakfast", date: civil("2026-11-20"), meal: .breakfast, servings: 1)),
            at: Self.at)
        let recipe = try #require(state.pantry.named("Breakfast")?.recipe)
        #expect(recipe.ingredients.map(\.food.name) == ["Egg, raw", "Milk, 2%"])
        #expect(recipe.total(1008) == 193)
    }

    @Test func aNewIdIsNegativeNineDigitsAndARetryOfTheSameIdIsAConflict() throws {
        for uuid in [
            UUID(), UUID(uuidString: "00000000-0000-4000-8000-000000000000")!, UUID(uuidString: "FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF")!,
        ] {
            #expect((-999_999_999 ... -100_000_000).contains(OwnFood.newID(uuid)))
        }
        var state = UserState.fresh()
        let create = PantryCommand.createFood(id: -100_000_001, name: "A", values: [1008: 1], servingGrams: nil, servingName: nil)
        try state.run(.pantry(create), at: Self.at)
        #expect(throws: DomainError.self) { try state.run(.pantry(create), at: Self.at) }
        #expect(throws: DomainError.self) {
            try state.run(.pantry(.createFood(id: 5, name: "B", values: [1008: 1], servingGrams: nil, servingName: nil)), at: Self.at)
        }
        try state.run(.pantry(.delete(-100_000_001)), at: Self.at)
        #expect(state.pantry.all.isEmpty)
        #expect(throws: DomainError.self) { try state.run(.pantry(.delete(-100_000_001)), at: Self.at) }
        // An edit of a food that is not there is not found.
        #expect(throws: DomainError.self) {
            try state.run(
                .pantry(.changeFood(id: -100_000_009, name: "C", values: [1008: 1], servingGrams: nil, servingName: nil)), at: Self.at)
        }
    }

    @Test func portionsReplaceTheirNamesakeAndFavouritesToggle() throws {
        var state = UserState.fresh()
        try state.run(.pantry(.addPortion(food: 171287, FoodPortion(amount: 1, unit: "bowl", grams: 150))), at: Self.at)
        try state.run(.pantry(.addPortion(food: 171287, FoodPortion(amount: 1, unit: "Bowl", grams: 180))), at: Self.at)
        #expect(state.pantry.portions(of: 171287) == [FoodPortion(amount: 1, unit: "Bowl", grams: 180)])
        try state.run(.pantry(.removePortion(food: 171287, unit: "bowl")), at: Self.at)
        #expect(state.pantry.portions(of: 171287).isEmpty)
        try state.run(.pantry(.pin(171287, true)), at: Self.at)
        #expect(try state.run(.pantry(.pin(171287, true)), at: Self.at).isEmpty)  // already: nothing written
        #expect(state.pantry.pinned == [171287])
        try state.run(.pantry(.pin(171287, false)), at: Self.at)
        #expect(state.pantry.pinned.isEmpty)
    }

    @Test func ownFoodsMatchEveryWordAsAPrefix() throws {
        var state = UserState.fresh()
        for (index, name) in ["Protein bar, chocolate", "Porridge with berries", "Café latte"].enumerated() {
            try state.run(
                .pantry(.createFood(id: -100_000_010 - index, name: name, values: [1008: 1], servingGrams: nil, servingName: nil)),
                at: Self.at)
        }
        #expect(state.pantry.matching(FoodText.terms("bar choc")).map(\.name) == ["Protein bar, chocolate"])
        #expect(state.pantry.matching(FoodText.terms("cafe")).map(\.name) == ["Café latte"])
        #expect(state.pantry.matching(FoodText.terms("berries porr")).map(\.name) == ["Porridge with berries"])
        #expect(state.pantry.matching(FoodText.terms("ate")).isEmpty)
    }
}
