import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system foods add "Protein bar" --serving 40g --kcal 180 --protein 20`: a food of your own, from its label.
struct FoodsAdd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a food of your own from its label.",
        discussion: """
            The values are per 100 g, or per serving when --serving gives its weight. Leave out what the label does \
            not give: it is unknown, never 0. Your foods come first in search and log like any other \
            (system eat "protein bar" 1 bar).
            """)

    @Argument(help: ArgumentHelp("Its name.", valueName: "NAME"))
    var name: String

    @Option(help: ArgumentHelp("The weight the label's values are for (40g); per 100 g without it.", valueName: "WEIGHT"))
    var serving: String?

    @Option(help: ArgumentHelp("What a serving is called (bar, slice); serving by default.", valueName: "NAME"))
    var servingName: String?

    @Option(help: "Energy, kcal.") var kcal: Double
    @Option(help: "Protein, g.") var protein: Double?
    @Option(help: "Fat, g.") var fat: Double?
    @Option(help: "Of which saturated, g.") var saturatedFat: Double?
    @Option(help: "Carbohydrate, g.") var carbohydrate: Double?
    @Option(help: "Of which sugars, g.") var sugars: Double?
    @Option(help: "Fibre, g.") var fibre: Double?
    @Option(help: "Sodium, mg.") var sodium: Double?

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let given: [(Int, Double?)] = [
            (Nutrient.energyKcal, kcal), (Nutrient.protein, protein), (Nutrient.fat, fat), (Nutrient.saturatedFat, saturatedFat),
            (Nutrient.carbohydrate, carbohydrate), (Nutrient.sugars, sugars), (Nutrient.fibre, fibre), (Nutrient.sodium, sodium),
        ]
        var values: [Int: Double] = [:]
        for (id, value) in given { values[id] = value }
        let grams = try serving.map { try PantryCLI.grams($0, option: "--serving") }
        try await store.withService { service in
            let id = OwnFood.newID(UUID())
            let after = try await service.execute(
                .pantry(.createFood(id: id, name: name, values: values, servingGrams: grams, servingName: servingName))
            ).state
            guard let food = after.pantry[id] else { throw CLIError("The food was not saved.") }
            if output.json { return say(JSONText.encode(FoodJSON(food.food()))) }
            let energy = food.per100g[Nutrient.energyKcal].map { "\(Int($0.rounded())) kcal per 100 g" } ?? ""
            say(
                "Added \(food.name) (\(food.id)): \(energy)"
                    + (food.portions.first.map { "; 1 \($0.unit) is \(Readable.amount($0.grams)) g" } ?? "") + ".")
        }
    }
}

/// `system foods portion oats bowl 80g`: a portion of your own for a food.
struct FoodsPortion: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "portion", abstract: "Add a portion of your own to a food (system foods portion oats bowl 80g), or --remove it.")

    @Argument(help: ArgumentHelp("The food: its id, or words to search for.", valueName: "FOOD"))
    var food: String

    @Argument(help: ArgumentHelp("The portion's name (bowl, my mug).", valueName: "NAME"))
    var name: String

    @Argument(help: ArgumentHelp("What it weighs (320g).", valueName: "WEIGHT"))
    var weight: String?

    @Flag(help: "Remove the portion instead.") var remove = false

    @OptionGroup var store: DataOptions

    func validate() throws {
        if !remove, weight == nil { throw ValidationError("Say what the portion weighs: system foods portion oats bowl 80g") }
    }

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let found = try await FoodLookup(service, state: state, on: state.today(now: service.clock.now())).food(food)
            if remove {
                _ = try await service.execute(.pantry(.removePortion(food: found.id, unit: name)))
                return say("Removed the portion “\(name)” of \(found.name).")
            }
            let grams = try PantryCLI.grams(weight ?? "", option: "WEIGHT")
            _ = try await service.execute(.pantry(.addPortion(food: found.id, FoodPortion(amount: 1, unit: name, grams: grams))))
            say("1 \(name) of \(found.name) is \(Readable.amount(grams)) g: system eat \"\(found.name)\" \"1 \(name)\"")
        }
    }
}

/// `system foods favourite oats`: pins a food first in search and on the Foods page.
struct FoodsFavourite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favourite", abstract: "Make a food a favourite (first in search), or --remove it; alone, list the favourites.")

    @Argument(help: ArgumentHelp("The food: its id, or words to search for.", valueName: "FOOD"))
    var food: String?

    @Flag(help: "No longer a favourite.") var remove = false

    @OptionGroup var store: DataOptions

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let lookup = try await FoodLookup(service, state: state, on: state.today(now: service.clock.now()))
            guard let food else {
                let favourites = try await lookup.foods.usual(limit: 50).favourites
                if favourites.isEmpty { return say("No favourites yet: system foods favourite FOOD.") }
                for match in favourites { say("\(String(match.id).padded(toWidth: 7)) \(match.name)") }
                return
            }
            let found = try await lookup.food(food)
            _ = try await service.execute(.pantry(.pin(found.id, !remove)))
            say(remove ? "\(found.name) is no longer a favourite." : "\(found.name) is a favourite: it comes first in search.")
        }
    }
}

/// `system recipe`: recipes of your own.
struct RecipeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipe", abstract: "Your recipes: add, show, edit, delete; log one with system eat NAME \"1 serving\".",
        subcommands: [RecipeList.self, RecipeAdd.self, RecipeShow.self, RecipeEdit.self, RecipeDelete.self],
        defaultSubcommand: RecipeList.self)
}

struct RecipeList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List your recipes.")

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            let recipes = try await service.state().pantry.all.filter { $0.recipe != nil }
            if output.json { return say(JSONText.encode(["recipes": recipes.compactMap { RecipeJSON($0) }])) }
            if recipes.isEmpty { return say("No recipes yet: system recipe add NAME --ingredient \"oats=80g\".") }
            for food in recipes {
                say("\(String(food.id).padded(toWidth: 5)) \(food.name)  ·  \(food.recipe!.summary)")
            }
        }
    }
}

/// `system recipe add Porridge --servings 2 --ingredient "oats, rolled=80g" --ingredient "milk, 2%=300ml"`.
struct RecipeAdd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a recipe from its ingredients, or from a meal you logged (--from-meal).",
        discussion: """
            Each --ingredient is FOOD=AMOUNT, the food found as by system eat ("oats=80g", "egg=2 large"). Or \
            --from-meal breakfast (or day) makes the recipe of what you logged then, on --date.
            """)

    @Argument(help: ArgumentHelp("Its name.", valueName: "NAME"))
    var name: String

    @Option(name: .customLong("ingredient"), help: ArgumentHelp("FOOD=AMOUNT, once per ingredient.", valueName: "FOOD=AMOUNT"))
    var ingredients: [String] = []

    @Option(help: "How many servings it makes.") var servings: Double = 1

    @Option(help: ArgumentHelp("What the dish weighs once cooked (1200g).", valueName: "WEIGHT"))
    var cooked: String?

    @Option(help: ArgumentHelp("Make it of a meal you logged (breakfast, lunch, dinner, snack) or the whole day.", valueName: "MEAL"))
    var fromMeal: String?

    @OptionGroup var date: DateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let fromMeal, fromMeal != "day", Meal(rawValue: fromMeal) == nil {
            throw ValidationError("--from-meal: breakfast, lunch, dinner, snack or day.")
        }
        if fromMeal != nil, !ingredients.isEmpty { throw ValidationError("Give either --ingredient or --from-meal, not both.") }
    }

    func run() async throws {
        let cookedGrams = try cooked.map { try PantryCLI.grams($0, option: "--cooked") }
        try await store.withService { service in
            let state = try await service.state()
            let day = date.resolve(today: state.today(now: service.clock.now()))
            let id = OwnFood.newID(UUID())
            let command: PantryCommand
            if let fromMeal {
                command = .recipeFromMeal(id: id, name: name, date: day, meal: Meal(rawValue: fromMeal), servings: servings)
            } else {
                let lookup = try await FoodLookup(service, state: state, on: day)
                var parts: [Ingredient] = []
                for text in ingredients { parts.append(try await PantryCLI.ingredient(text, lookup)) }
                command = .createRecipe(
                    id: id, name: name, recipe: Recipe(ingredients: parts, servings: servings, cookedGrams: cookedGrams))
            }
            let after = try await service.execute(.pantry(command)).state
            guard var food = after.pantry[id] else { throw CLIError("The recipe was not saved.") }
            if fromMeal != nil, let cookedGrams, let recipe = food.recipe {
                food =
                    try await service.execute(
                        .pantry(
                            .changeRecipe(
                                id: food.id, name: food.name,
                                recipe: Recipe(ingredients: recipe.ingredients, servings: recipe.servings, cookedGrams: cookedGrams)))
                    ).state.pantry[food.id] ?? food
            }
            PantryCLI.show(food, json: output.json)
        }
    }
}

struct RecipeShow: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a recipe: its ingredients, servings and energy.")

    @Argument(help: ArgumentHelp("The recipe's name or id.", valueName: "RECIPE"))
    var recipe: String

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            PantryCLI.show(try PantryCLI.recipe(recipe, in: try await service.state()), json: output.json)
        }
    }
}

/// `system recipe edit Porridge --servings 3 --add-ingredient "banana=1 medium" --remove-ingredient 2`.
struct RecipeEdit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a recipe; what you logged of it before stays as it was.")

    @Argument(help: ArgumentHelp("The recipe's name or id.", valueName: "RECIPE"))
    var recipe: String

    @Option(help: "A new name.") var name: String?
    @Option(help: "How many servings it makes.") var servings: Double?
    @Option(help: ArgumentHelp("What the dish weighs once cooked (1200g; 0 for the ingredients' weight).", valueName: "WEIGHT"))
    var cooked: String?
    @Option(help: ArgumentHelp("Add FOOD=AMOUNT.", valueName: "FOOD=AMOUNT")) var addIngredient: [String] = []
    @Option(help: ArgumentHelp("Remove the ingredient of this number, as show lists them.", valueName: "N")) var removeIngredient: [Int] =
        []

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let food = try PantryCLI.recipe(recipe, in: state)
            var current = food.recipe!
            for number in removeIngredient.sorted(by: >) {
                guard current.ingredients.indices.contains(number - 1) else {
                    throw CLIError("--remove-ingredient: \(food.name) has no ingredient \(number); system recipe show lists them.")
                }
                current.ingredients.remove(at: number - 1)
            }
            let lookup = try await FoodLookup(service, state: state, on: state.today(now: service.clock.now()))
            for text in addIngredient { current.ingredients.append(try await PantryCLI.ingredient(text, lookup)) }
            if let servings { current.servings = servings }
            if let cooked {
                let grams = try PantryCLI.grams(cooked, option: "--cooked", allowZero: true)
                current.cookedGrams = grams == 0 ? nil : grams
            }
            let after = try await service.execute(.pantry(.changeRecipe(id: food.id, name: name ?? food.name, recipe: current))).state
            PantryCLI.show(after.pantry[food.id] ?? food, json: output.json)
        }
    }
}

struct RecipeDelete: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a recipe; what you logged of it stays as it was.")

    @Argument(help: ArgumentHelp("The recipe's name or id.", valueName: "RECIPE"))
    var recipe: String

    @OptionGroup var store: DataOptions

    func run() async throws {
        try await store.withService { service in
            let food = try PantryCLI.recipe(recipe, in: try await service.state())
            _ = try await service.execute(.pantry(.delete(food.id)))
            say("Deleted \(food.name).")
        }
    }
}

/// What the pantry's commands share: reading a weight, an ingredient, a recipe's name, and showing a recipe.
enum PantryCLI {
    /// "40", "40g", "1.2kg" in grams.
    static func grams(_ text: String, option: String, allowZero: Bool = false) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: ",", with: ".")
        let factor = trimmed.hasSuffix("kg") ? 1_000.0 : 1
        let number = trimmed.replacingOccurrences(of: "kg", with: "").replacingOccurrences(of: "g", with: "").trimmingCharacters(
            in: .whitespaces)
        guard let value = Double(number), value.isFinite, allowZero ? value >= 0 : value > 0 else {
            throw CLIError("\(option): “\(text)” is not a weight; give grams, such as 40g.")
        }
        return value * factor
    }

    /// "oats, rolled=80g": the food found as by `system eat`, and how much.
    static func ingredient(_ text: String, _ lookup: FoodLookup) async throws -> Ingredient {
        guard let split = text.lastIndex(of: "="), !text[..<split].trimmingCharacters(in: .whitespaces).isEmpty else {
            throw CLIError("--ingredient: “\(text)” is not FOOD=AMOUNT, such as \"oats=80g\".")
        }
        let food = try await lookup.food(String(text[..<split]))
        let quantity = try FoodAmount.parse(String(text[text.index(after: split)...]), of: food)
        return Ingredient(food: LoggedFood(food), amount: quantity.amount, unit: quantity.unit, grams: quantity.grams)
    }

    /// A recipe by its id or name (or the one recipe whose name has these words).
    static func recipe(_ text: String, in state: UserState) throws -> OwnFood {
        let recipes = state.pantry.all.filter { $0.recipe != nil }
        if let id = Int(text), let food = recipes.first(where: { $0.id == id }) { return food }
        if let food = state.pantry.named(text), food.recipe != nil { return food }
        let matches = state.pantry.matching(FoodText.terms(text)).filter { $0.recipe != nil }
        guard matches.count == 1, let food = matches.first else {
            throw CLIError(
                matches.isEmpty
                    ? "You have no recipe “\(text)”; system recipe lists them."
                    : "“\(text)” names \(matches.count) recipes (\(matches.map(\.name).joined(separator: ", "))); give more of the name.")
        }
        return food
    }

    static func show(_ food: OwnFood, json: Bool) {
        guard let recipe = food.recipe else { return }
        if json { return say(JSONText.encode(RecipeJSON(food))) }
        say("\(food.name) (\(food.id))")
        say(recipe.summary)
        for (index, ingredient) in recipe.ingredients.enumerated() {
            let energy =
                ingredient.food.per100g[Nutrient.energyKcal].map { "\(Int(($0 * ingredient.grams / 100).rounded())) kcal" }
                ?? "not analysed"
            say("  \(index + 1). \(ingredient.food.name), \(ingredient.quantity)  ·  \(energy)")
        }
        if let serving = recipe.servingPortion {
            let kcal = food.per100g[Nutrient.energyKcal].map { "\(Int(($0 * serving.grams / 100).rounded())) kcal" } ?? "energy unknown"
            say("A serving: \(Readable.amount(serving.grams)) g · \(kcal). Log it: system eat \"\(food.name)\" \"1 serving\"")
        } else {
            say("Add ingredients: system recipe edit \"\(food.name)\" --add-ingredient FOOD=AMOUNT")
        }
    }
}
