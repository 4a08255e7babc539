import Foundation

/// A food of the user's own: one typed from a label, or a recipe made of other foods. Its id is negative, so it never
/// meets the food database's (USDA's ids are positive) in a log entry, a link or the API; nine digits drawn from a
/// UUID (``newID(_:)``), so one user's id names nothing of another's.
public struct OwnFood: Hashable, Codable, Sendable, Identifiable {
    public let id: Int
    public var name: String
    /// By USDA's nutrient id, per 100 g; a nutrient the label does not give (or some ingredient has no figure for)
    /// is absent, which is not zero. A recipe's is worked out from its ingredients (``Recipe/per100g``).
    public var per100g: [Int: Double]
    /// Its household measures: a label's serving ("bar", 40 g), a recipe's serving (its weight ÷ servings).
    public var portions: [FoodPortion]
    /// What it is made of, when it is a recipe.
    public var recipe: Recipe?
    /// How many times it was saved: 1 when created, one more for each edit.
    public var revision: Int

    public init(id: Int, name: String, per100g: [Int: Double], portions: [FoodPortion], recipe: Recipe? = nil, revision: Int = 1) {
        self.id = id
        self.name = name
        self.per100g = per100g
        self.portions = portions
        self.recipe = recipe
        self.revision = revision
    }

    /// A new id: negative, nine digits, from a UUID (random, or derived from a request's idempotency key, so a retry
    /// names the same food).
    public static func newID(_ uuid: UUID) -> Int {
        let bytes = uuid.uuid
        let number = (UInt32(bytes.0) << 24 | UInt32(bytes.1) << 16 | UInt32(bytes.2) << 8 | UInt32(bytes.3)) % 900_000_000
        return -(100_000_000 + Int(number))
    }

    /// What a label gives, as the forms, the API and the CLI name it: "kcal", "protein", "saturatedFat"…, in the
    /// label's order and unit (g, or mg for sodium).
    public static let labelFields: [(id: Int, key: String, name: String, unit: String)] = Nutrient.headline.map { entry in
        let key = entry.id == Nutrient.energyKcal ? "kcal" : NutrientTargets.nutrients.first { $0.id == entry.id }?.key ?? String(entry.id)
        return (entry.id, key, entry.name, entry.unit)
    }

    /// A food from a label's values: per 100 g, or per serving of `servingGrams` (then that serving, named by
    /// `servingName`, is one of its portions).
    public static func fromLabel(
        id: Int, name: String, values: [Int: Double], servingGrams: Double?, servingName: String? = nil
    ) -> OwnFood {
        guard let servingGrams, servingGrams > 0 else { return OwnFood(id: id, name: name, per100g: values, portions: []) }
        let per100g = values.mapValues { $0 * 100 / servingGrams }
        let named = servingName?.trimmingCharacters(in: .whitespaces) ?? ""
        let unit = named.isEmpty ? "serving" : named
        return OwnFood(id: id, name: name, per100g: per100g, portions: [FoodPortion(amount: 1, unit: unit, grams: servingGrams)])
    }

    /// A recipe: its nutrients per 100 g and its serving worked out from the ingredients.
    public static func recipe(id: Int, name: String, _ recipe: Recipe) -> OwnFood {
        OwnFood(id: id, name: name, per100g: recipe.per100g, portions: recipe.servingPortion.map { [$0] } ?? [], recipe: recipe)
    }

    /// As the food pages, search and the log see a food: USDA's nutrient names and units from `nutrients` where the
    /// database has them, the label's own otherwise.
    public func food(nutrients known: [Int: Nutrient] = [:]) -> Food {
        let amounts = per100g.sorted { $0.key < $1.key }.map { id, amount in
            NutrientAmount(nutrient: known[id] ?? Nutrient.label(id), amount: amount)
        }
        return Food(
            id: id, name: name, description: recipe.map { $0.summary } ?? "Your food", category: nil,
            dataType: recipe == nil ? "own_food" : "recipe", portions: portions,
            nutrients: amounts.sorted { ($0.nutrient.rank, $0.nutrient.id) < ($1.nutrient.rank, $1.nutrient.id) })
    }
}

/// What a recipe is made of: its ingredients as they were when added, how many servings it makes, and what the dish
/// weighs once cooked (water boils off, pasta takes it in), when the user weighed it.
public struct Recipe: Hashable, Codable, Sendable {
    public var ingredients: [Ingredient]
    public var servings: Double
    public var cookedGrams: Double?

    public init(ingredients: [Ingredient], servings: Double, cookedGrams: Double? = nil) {
        self.ingredients = ingredients
        self.servings = servings
        self.cookedGrams = cookedGrams
    }

    /// The weight of the ingredients.
    public var rawGrams: Double { ingredients.reduce(0) { $0 + $1.grams } }

    /// What the whole dish weighs: as weighed once cooked, or the ingredients' weight.
    public var totalGrams: Double { cookedGrams ?? rawGrams }

    /// The sum of a nutrient over the ingredients, or nil when some ingredient has no figure for it (a sum that
    /// leaves one out would look complete and be too low).
    public func total(_ nutrient: Int) -> Double? {
        var sum = 0.0
        for ingredient in ingredients {
            guard let amount = ingredient.food.per100g[nutrient] else { return nil }
            sum += amount * ingredient.grams / 100
        }
        return sum
    }

    /// Nutrients per 100 g of the dish: every nutrient all ingredients have a figure for, over the dish's weight.
    public var per100g: [Int: Double] {
        let total = totalGrams
        guard total > 0, let first = ingredients.first else { return [:] }
        var values: [Int: Double] = [:]
        for nutrient in first.food.per100g.keys {
            // To a millionth: finer is noise of the division, not a figure anyone measured.
            if let sum = self.total(nutrient) { values[nutrient] = (sum * 100 / total * 1e6).rounded() / 1e6 }
        }
        return values
    }

    /// One serving: the dish's weight ÷ servings.
    public var servingPortion: FoodPortion? {
        guard totalGrams > 0, servings > 0 else { return nil }
        return FoodPortion(amount: 1, unit: "serving", grams: (totalGrams / servings * 10).rounded() / 10)
    }

    /// "4 ingredients · 4 servings · 1,200 g cooked".
    public var summary: String {
        let count = ingredients.count
        let weight = cookedGrams.map { "\(Readable.count(Int($0.rounded()))) g cooked" } ?? "\(Readable.count(Int(rawGrams.rounded()))) g"
        return "Your recipe · \(count) \(count == 1 ? "ingredient" : "ingredients") · \(Readable.amount(servings)) "
            + "\(servings == 1 ? "serving" : "servings") · \(weight)"
    }
}

/// A food in a recipe, as it was when added (its name and nutrients kept, like a log entry's), and how much.
public struct Ingredient: Hashable, Codable, Sendable {
    public var food: LoggedFood
    public var amount: Double
    public var unit: String
    public var grams: Double

    public init(food: LoggedFood, amount: Double, unit: String, grams: Double) {
        self.food = food
        self.amount = amount
        self.unit = unit
        self.grams = grams
    }

    /// "2 large (100 g)", "150 g".
    public var quantity: String {
        unit == "g" ? "\(Readable.amount(amount)) g" : "\(Readable.amount(amount)) \(unit) (\(Readable.amount(grams)) g)"
    }

    /// What was eaten in a log entry, as an ingredient.
    public init(_ entry: FoodEntry) {
        self.init(food: entry.food, amount: entry.amount, unit: entry.unit, grams: entry.grams)
    }
}

extension Nutrient {
    /// A headline nutrient as a label names it, for a food without the database's table at hand.
    static func label(_ id: Int) -> Nutrient {
        let index = headline.firstIndex { $0.id == id }
        let unit = index.map { headline[$0].unit } ?? "g"
        return Nutrient(
            id: id, name: index.map { headline[$0].name } ?? "Nutrient \(id)", unit: unit == "kcal" ? "KCAL" : unit.uppercased(),
            rank: index ?? 1_000_000)
    }
}
