import Foundation

/// What a user asks of their own foods, recipes, portions and favourites.
public enum PantryCommand: Command, Equatable {
    /// Creates an own food from a label's values: per 100 g, or per serving of `servingGrams`. Its `id` is new
    /// (``OwnFood/newID(_:)``).
    case createFood(id: Int, name: String, values: [Int: Double], servingGrams: Double?, servingName: String?)
    /// Replaces an own food's label.
    case changeFood(id: Int, name: String, values: [Int: Double], servingGrams: Double?, servingName: String?)
    /// Creates a recipe with a new `id`.
    case createRecipe(id: Int, name: String, recipe: Recipe)
    /// Replaces a recipe's name, ingredients, servings and cooked weight.
    case changeRecipe(id: Int, name: String, recipe: Recipe)
    /// Adds an ingredient to a recipe.
    case addIngredient(recipe: Int, Ingredient)
    /// Takes the ingredient at `index` (from 0) out of a recipe.
    case removeIngredient(recipe: Int, index: Int)
    /// A new recipe (with a new `id`) of what was logged on a day (one meal, or the whole day).
    case recipeFromMeal(id: Int, name: String, date: CivilDate, meal: Meal?, servings: Double)
    case delete(Int)
    case addPortion(food: Int, FoodPortion)
    case removePortion(food: Int, unit: String)
    case pin(Int, Bool)

    /// The most a grams nutrient can be in 100 g, and energy: anything above is a typing slip or a wrong serving weight.
    static let ceilings: [Int: Double] = [Nutrient.energyKcal: 950, Nutrient.sodium: 40_000]

    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        let pantry = state.pantry
        switch self {
        case .createFood(let id, let name, let values, let servingGrams, let servingName):
            try Self.isNew(id, in: pantry)
            return try Self.label(
                id: id, name: name, values: values, servingGrams: servingGrams, servingName: servingName, revision: 1, in: pantry)

        case .changeFood(let id, let name, let values, let servingGrams, let servingName):
            let previous = try Self.existing(id, in: pantry)
            if previous.recipe != nil { throw .invalid("id", "\(previous.name) is a recipe: change its ingredients instead.") }
            return try Self.label(
                id: id, name: name, values: values, servingGrams: servingGrams, servingName: servingName, revision: previous.revision + 1,
                in: pantry)

        case .createRecipe(let id, let name, let recipe):
            try Self.isNew(id, in: pantry)
            return try Self.save(recipe, named: name, id: id, revision: 1, in: pantry)

        case .changeRecipe(let id, let name, let recipe):
            let previous = try Self.existing(id, in: pantry)
            if previous.recipe == nil { throw .invalid("id", "\(previous.name) is a food, not a recipe.") }
            return try Self.save(recipe, named: name, id: id, revision: previous.revision + 1, in: pantry)

        case .addIngredient(let id, let ingredient):
            let (food, recipe) = try Self.recipe(id, in: pantry)
            let changed = Recipe(ingredients: recipe.ingredients + [ingredient], servings: recipe.servings, cookedGrams: recipe.cookedGrams)
            return try Self.save(changed, named: food.name, id: id, revision: food.revision + 1, in: pantry)

        case .removeIngredient(let id, let index):
            let (food, recipe) = try Self.recipe(id, in: pantry)
            guard recipe.ingredients.indices.contains(index) else {
                throw DomainError(
                    .notFound, code: "ingredient_not_found", message: "\(food.name) has no ingredient \(index + 1).", field: "index")
            }
            var ingredients = recipe.ingredients
            ingredients.remove(at: index)
            let changed = Recipe(ingredients: ingredients, servings: recipe.servings, cookedGrams: recipe.cookedGrams)
            return try Self.save(changed, named: food.name, id: id, revision: food.revision + 1, in: pantry)

        case .recipeFromMeal(let id, let name, let date, let meal, let servings):
            try Self.isNew(id, in: pantry)
            let entries = state.food.entries(on: date).filter { meal == nil || $0.meal == meal }
            guard !entries.isEmpty else {
                throw .invalid("meal", "Nothing was logged \(meal.map { "for \($0.rawValue) " } ?? "")on \(date) to make a recipe of.")
            }
            return try Self.save(
                Recipe(ingredients: entries.map(Ingredient.init), servings: servings), named: name, id: id, revision: 1, in: pantry)

        case .delete(let id):
            guard pantry[id] != nil else { throw Self.notFound(id) }
            return [DomainEvent(DomainEvent.OwnFoodDeleted(id))]

        case .addPortion(let food, let portion):
            let unit = portion.unit.trimmingCharacters(in: .whitespacesAndNewlines)
            guard (1...60).contains(unit.count) else { throw .invalid("unit", "Name the portion (at most 60 characters), such as bowl.") }
            guard unit.first?.isLetter == true else {
                throw .invalid("unit", "A portion's name begins with a letter, such as bowl or slice.")
            }
            let reserved = Set(FoodAmount.gramsPer.keys).union(FoodAmount.millilitresPer.keys)
            guard !reserved.contains(unit.lowercased()) else {
                throw .invalid("unit", "“\(unit)” is a unit of weight or volume already; name the portion, such as bowl.")
            }
            guard portion.amount.isFinite, portion.amount > 0, portion.amount <= 1_000 else {
                throw .invalid("amount", "A portion is an amount more than 0, such as 1.")
            }
            guard portion.grams.isFinite, portion.grams > 0, portion.grams <= FoodCommand.maximumGrams else {
                throw .invalid("grams", "A portion weighs more than 0 g and at most 10 kg.")
            }
            return [
                DomainEvent(
                    DomainEvent.PortionAdded(foodId: food, portion: FoodPortion(amount: portion.amount, unit: unit, grams: portion.grams)))
            ]

        case .removePortion(let food, let unit):
            guard pantry.portions(of: food).contains(where: { $0.unit.lowercased() == unit.lowercased() }) else {
                throw DomainError(
                    .notFound, code: "portion_not_found", message: "There is no portion of yours called “\(unit)”.", field: "unit")
            }
            return [DomainEvent(DomainEvent.PortionRemoved(foodId: food, unit: unit))]

        case .pin(let food, let pinned):
            if food < 0, pantry[food] == nil { throw Self.notFound(food) }
            return pantry.pinned.contains(food) == pinned ? [] : [DomainEvent(DomainEvent.FoodPinned(foodId: food, pinned: pinned))]
        }
    }

    static func save(_ recipe: Recipe, named name: String, id: Int, revision: Int, in pantry: Pantry) throws(DomainError) -> [DomainEvent] {
        let name = try valid(name: name, id: id, in: pantry)
        guard recipe.servings.isFinite, recipe.servings > 0, recipe.servings <= 100 else {
            throw .invalid("servings", "A recipe makes more than 0 and at most 100 servings.")
        }
        if let cooked = recipe.cookedGrams {
            guard cooked.isFinite, cooked > 0, cooked <= 50_000 else {
                throw .invalid("cookedGrams", "The cooked dish weighs more than 0 g and at most 50 kg (or leave it out).")
            }
        }
        guard recipe.ingredients.count <= 100 else { throw .invalid("ingredients", "A recipe has at most 100 ingredients.") }
        for ingredient in recipe.ingredients {
            guard ingredient.food.foodId != id else { throw .invalid("ingredients", "A recipe cannot be one of its own ingredients.") }
            _ = try FoodCommand.valid(unit: ingredient.unit, amount: ingredient.amount, grams: ingredient.grams)
            guard ingredient.food.per100g.values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw .invalid("ingredients", "A nutrient amount must be a number of 0 or more.")
            }
        }
        var food = OwnFood.recipe(id: id, name: name, recipe)
        food.revision = revision
        var unchanged = pantry[id]
        unchanged?.revision = revision
        return food == unchanged ? [] : [DomainEvent(DomainEvent.OwnFoodSaved(food))]
    }

    /// A food from a label, checked.
    static func label(
        id: Int, name: String, values: [Int: Double], servingGrams: Double?, servingName: String?, revision: Int, in pantry: Pantry
    ) throws(DomainError) -> [DomainEvent] {
        let name = try valid(name: name, id: id, in: pantry)
        if let servingGrams {
            guard servingGrams.isFinite, servingGrams > 0, servingGrams <= 5_000 else {
                throw .invalid("servingGrams", "A serving weighs more than 0 g and at most 5 kg.")
            }
        }
        guard values[Nutrient.energyKcal] != nil else {
            throw .invalid("kcal", "Give the energy (kcal) from the label; leave out only what the label does not give.")
        }
        var food = OwnFood.fromLabel(id: id, name: name, values: values, servingGrams: servingGrams, servingName: servingName)
        try check(food.per100g, perServing: servingGrams != nil)
        food.revision = revision
        var unchanged = pantry[id]
        unchanged?.revision = revision
        return food == unchanged ? [] : [DomainEvent(DomainEvent.OwnFoodSaved(food))]
    }

    /// A new own food's id: negative, and not one the user has (a retry of the same request derives the same id).
    static func isNew(_ id: Int, in pantry: Pantry) throws(DomainError) {
        guard id < 0 else { throw .invalid("id", "An own food's id is negative.") }
        if let made = pantry[id] {
            throw DomainError(.conflict, code: "own_food_exists", message: "“\(made.name)” was made already.", field: "id")
        }
    }

    /// The own food an edit names.
    static func existing(_ id: Int, in pantry: Pantry) throws(DomainError) -> OwnFood {
        guard let food = pantry[id] else { throw notFound(id) }
        return food
    }

    static func recipe(_ id: Int, in pantry: Pantry) throws(DomainError) -> (OwnFood, Recipe) {
        guard let food = pantry[id] else { throw notFound(id) }
        guard let recipe = food.recipe else { throw .invalid("recipe", "\(food.name) is a food, not a recipe.") }
        return (food, recipe)
    }

    /// A name of 1–200 characters that no other own food has.
    static func valid(name: String, id: Int, in pantry: Pantry) throws(DomainError) -> String {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...200).contains(name.count), !FoodText.terms(name).isEmpty else {
            throw .invalid("name", "Name it (at most 200 characters), such as Porridge.")
        }
        if let other = pantry.named(name), other.id != id {
            throw DomainError(.conflict, code: "own_food_exists", message: "You have a food called “\(other.name)” already.", field: "name")
        }
        return name
    }

    /// Per 100 g, no amount below 0, no grams nutrient above 100 g, no more energy than pure fat has.
    static func check(_ per100g: [Int: Double], perServing: Bool) throws(DomainError) {
        let hint = perServing ? ": check the serving's weight" : ""
        for (nutrient, amount) in per100g {
            let name = Nutrient.plainName(nutrient)
            guard amount.isFinite, amount >= 0 else { throw .invalid(key(nutrient), "The \(name) is a number of 0 or more.") }
            let ceiling = ceilings[nutrient] ?? 100
            guard amount <= ceiling else {
                let unit = Nutrient.label(nutrient).symbol
                throw .invalid(
                    key(nutrient), "That is \(Readable.amount(amount)) \(unit) of \(name) in 100 g, more than any food has\(hint).")
            }
        }
    }

    /// The field a nutrient is typed in: "kcal", "protein", "saturatedFat"…
    public static func key(_ nutrient: Int) -> String {
        OwnFood.labelFields.first { $0.id == nutrient }?.key ?? "nutrient\(nutrient)"
    }

    static func notFound(_ id: Int) -> DomainError {
        DomainError(.notFound, code: "own_food_not_found", message: "You have no food or recipe \(id).", field: "id")
    }

    public static func notFoundError(_ id: Int) -> DomainError { notFound(id) }
}

extension UserCommand {
    /// Own foods, recipes, portions and favourites.
    public static func pantry(_ command: PantryCommand) -> UserCommand { UserCommand(command) }
}
