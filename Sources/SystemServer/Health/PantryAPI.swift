import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The API of the user's own foods: `/api/v1/foods` (a food from its label, portions, favourites) and
/// `/api/v1/recipes`.
struct PantryAPI: Sendable {
    let api: APIHandler
    let library: FoodLibrary

    func add(to group: RouterGroup<AppContext>) {
        group.get("foods/mine", use: mine)
        group.post("foods", use: createFood)
        group.put("foods/{id}", use: editFood)
        group.delete("foods/{id}", use: delete)
        group.post("foods/{id}/portions", use: addPortion)
        group.delete("foods/{id}/portions/{unit}", use: removePortion)
        group.put("foods/{id}/favourite", use: pin)
        group.delete("foods/{id}/favourite", use: unpin)
        group.get("recipes", use: recipes)
        group.post("recipes", use: createRecipe)
        group.get("recipes/{id}", use: recipe)
        group.put("recipes/{id}", use: editRecipe)
        group.delete("recipes/{id}", use: deleteRecipe)
    }

    @Sendable func mine(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let foods = try await library.foods(for: read.state, on: read.today)
        let usual = try await foods.usual(limit: 50)
        return Responses.json(
            .ok,
            JSONText.encode(
                MyFoodsJSON(
                    own: read.state.pantry.all.map { FoodSummaryJSON(UserFoods.match($0)) },
                    favourites: usual.favourites.map(FoodSummaryJSON.init),
                    recent: usual.recent.map(FoodSummaryJSON.init))))
    }

    /// A food from its label: `name`, the values (`kcal`, `protein`… per 100 g, or per serving when `servingGrams`
    /// is given, with `servingName`).
    @Sendable func createFood(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let id = SystemService.newOwnFoodID(for: write.user, idempotencyKey: write.key)
            let outcome = try await write.execute(
                .pantry(try Self.label(write.body, id: id, name: try write.body.string("name", required: true) ?? "", new: true)))
            guard let food = try await foods(outcome.state, outcome.state.today(now: write.now)).food(id) else {
                throw APIError(PantryCommand.notFoundError(id))
            }
            return APIReply(.created, json: FoodJSON(food))
        }
    }

    /// Replaces an own food's label (the whole of it, as in a create).
    @Sendable func editFood(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let id = try Self.own(context, in: try await write.state())
            let outcome = try await write.execute(
                .pantry(try Self.label(write.body, id: id, name: try write.body.string("name", required: true) ?? "", new: false)))
            guard let food = try await foods(outcome.state, outcome.state.today(now: write.now)).food(id) else {
                throw APIError(PantryCommand.notFoundError(id))
            }
            return APIReply(.ok, json: FoodJSON(food))
        }
    }

    /// Deletes an own food or recipe: it leaves the lists; what was logged of it keeps it as it was.
    @Sendable func delete(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let id = try Self.own(context, in: try await write.state())
            try await write.execute(.pantry(.delete(id)))
            return APIReply(.ok, json: ["deleted": id])
        }
    }

    @Sendable func deleteRecipe(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let id = try Self.recipe(context, in: try await write.state())
            try await write.execute(.pantry(.delete(id)))
            return APIReply(.ok, json: ["deleted": id])
        }
    }

    /// A portion of the user's own: `unit` ("bowl"), `grams`, and `amount` (1 unless given).
    @Sendable func addPortion(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let state = try await write.state()
            let id = try await food(context, state, state.today(now: write.now))
            let portion = FoodPortion(
                amount: try write.body.double("amount") ?? 1, unit: try write.body.string("unit", required: true) ?? "",
                grams: try write.body.double("grams", required: true) ?? 0)
            let outcome = try await write.execute(.pantry(.addPortion(food: id, portion)))
            guard let food = try await foods(outcome.state, outcome.state.today(now: write.now)).food(id) else { throw Self.noFood }
            return APIReply(.created, json: FoodJSON(food))
        }
    }

    @Sendable func removePortion(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let state = try await write.state()
            let id = try await food(context, state, state.today(now: write.now))
            let unit = PathInput.text(context, "unit").removingPercentEncoding ?? PathInput.text(context, "unit")
            let outcome = try await write.execute(.pantry(.removePortion(food: id, unit: unit)))
            guard let food = try await foods(outcome.state, outcome.state.today(now: write.now)).food(id) else { throw Self.noFood }
            return APIReply(.ok, json: FoodJSON(food))
        }
    }

    @Sendable func pin(_ request: Request, context: AppContext) async throws -> Response {
        try await favourite(request, context, true)
    }

    @Sendable func unpin(_ request: Request, context: AppContext) async throws -> Response {
        try await favourite(request, context, false)
    }

    private func favourite(_ request: Request, _ context: AppContext, _ pinned: Bool) async throws -> Response {
        try await api.write(request, context) { write in
            let state = try await write.state()
            let id = try await food(context, state, state.today(now: write.now))
            try await write.execute(.pantry(.pin(id, pinned)))
            return APIReply(.ok, json: FavouriteJSON(foodId: id, favourite: pinned))
        }
    }

    @Sendable func recipes(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let known = try await library.database()?.nutrients() ?? [:]
        return Responses.json(.ok, JSONText.encode(["recipes": read.state.pantry.all.compactMap { RecipeJSON($0, nutrients: known) }]))
    }

    @Sendable func recipe(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        let id = try Self.recipe(context, in: read.state)
        guard let json = RecipeJSON(read.state.pantry[id]!, nutrients: try await library.database()?.nutrients() ?? [:]) else {
            throw Self.noRecipe
        }
        return Responses.json(.ok, JSONText.encode(json))
    }

    /// A new recipe: `name`, `servings` (1 unless given), `cookedGrams`, and either `ingredients` (`foodId` and
    /// `amount` each, as in a log) or what was logged on a day (`fromDate`, and `meal` for one meal).
    @Sendable func createRecipe(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let state = try await write.state()
            let name = try write.body.string("name", required: true) ?? ""
            let servings = try write.body.double("servings") ?? 1
            let id = SystemService.newOwnFoodID(for: write.user, idempotencyKey: write.key)
            let command: PantryCommand
            if let from = try write.body.date("fromDate") {
                if write.body.has("ingredients") {
                    throw APIError(
                        .unprocessableContent, code: "invalid_field", message: "Give either ingredients or fromDate, not both.",
                        field: "ingredients")
                }
                command = .recipeFromMeal(id: id, name: name, date: from, meal: try FoodLogAPI.meal(write.body), servings: servings)
            } else {
                let recipe = Recipe(
                    ingredients: try await ingredients(write.body, state, state.today(now: write.now)) ?? [], servings: servings,
                    cookedGrams: try write.body.double("cookedGrams"))
                command = .createRecipe(id: id, name: name, recipe: recipe)
            }
            let outcome = try await write.execute(.pantry(command))
            guard let food = outcome.state.pantry[id],
                let json = RecipeJSON(food, nutrients: try await library.database()?.nutrients() ?? [:])
            else { throw Self.noRecipe }
            return APIReply(.created, json: json)
        }
    }

    /// Changes a recipe: any of `name`, `servings`, `cookedGrams` (null: the ingredients' weight) and `ingredients`
    /// (the whole list). What was logged of it before keeps the recipe as it was.
    @Sendable func editRecipe(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let state = try await write.state()
            let id = try Self.recipe(context, in: state)
            let current = state.pantry[id]!
            let recipe = current.recipe!
            let changed = Recipe(
                ingredients: try await ingredients(write.body, state, state.today(now: write.now)) ?? recipe.ingredients,
                servings: try write.body.double("servings") ?? recipe.servings,
                cookedGrams: write.body.isNull("cookedGrams") ? nil : try write.body.double("cookedGrams") ?? recipe.cookedGrams)
            let outcome = try await write.execute(
                .pantry(.changeRecipe(id: id, name: try write.body.string("name") ?? current.name, recipe: changed)))
            guard let food = outcome.state.pantry[id],
                let json = RecipeJSON(food, nutrients: try await library.database()?.nutrients() ?? [:])
            else { throw Self.noRecipe }
            return APIReply(.ok, json: json)
        }
    }

    // MARK: Reading

    private func foods(_ state: UserState, _ today: CivilDate) async throws -> UserFoods {
        try await library.foods(for: state, on: today)
    }

    /// The ingredients a body lists, each `foodId` (the database's or the user's own) and `amount` (as in a log);
    /// nil when the field is absent.
    private func ingredients(_ body: JSONBody, _ state: UserState, _ today: CivilDate) async throws -> [Ingredient]? {
        guard let items = try body.array("ingredients") else { return nil }
        let foods = try await foods(state, today)
        var ingredients: [Ingredient] = []
        for (index, item) in items.enumerated() {
            let field = "ingredients[\(index)]"
            guard case .object(let object) = item else { throw APIError.wrongType(field, "an object with foodId and amount") }
            let entry = JSONBody(object: object)
            guard let foodID = try? entry.int("foodId", required: true) else { throw APIError.wrongType("\(field).foodId", "a food's id") }
            guard let food = try await foods.food(foodID) else {
                throw APIError(
                    .unprocessableContent, code: "food_not_found", message: "There is no food with id \(foodID).", field: "\(field).foodId")
            }
            let quantity: FoodAmount
            do {
                quantity = try FoodLogAPI.amount(entry, of: food)
            } catch let error as APIError {
                throw APIError(error.status, code: error.code, message: error.message, field: "\(field).\(error.field ?? "amount")")
            }
            ingredients.append(Ingredient(food: LoggedFood(food), amount: quantity.amount, unit: quantity.unit, grams: quantity.grams))
        }
        return ingredients
    }

    /// A label's values from a body: each `kcal`, `protein`… given, per 100 g or per `servingGrams`.
    static func label(_ body: JSONBody, id: Int, name: String, new: Bool) throws(APIError) -> PantryCommand {
        var values: [Int: Double] = [:]
        for field in OwnFood.labelFields {
            if let value = try body.double(field.key) { values[field.id] = value }
        }
        let servingGrams = try body.double("servingGrams"), servingName = try body.string("servingName")
        return new
            ? .createFood(id: id, name: name, values: values, servingGrams: servingGrams, servingName: servingName)
            : .changeFood(id: id, name: name, values: values, servingGrams: servingGrams, servingName: servingName)
    }

    /// The food `{id}` names, of the database or the user's own.
    private func food(_ context: AppContext, _ state: UserState, _ today: CivilDate) async throws -> Int {
        guard let id = Int(PathInput.text(context)), try await foods(state, today).food(id) != nil else { throw Self.noFood }
        return id
    }

    /// The own food `{id}` names: USDA's foods are not the user's to change.
    static func own(_ context: AppContext, in state: UserState) throws(APIError) -> Int {
        guard let id = Int(PathInput.text(context)), state.pantry[id] != nil else {
            throw APIError(
                .notFound, code: "own_food_not_found",
                message: "You have no food or recipe with this id (the database's foods, with positive ids, cannot be changed).")
        }
        return id
    }

    static func recipe(_ context: AppContext, in state: UserState) throws(APIError) -> Int {
        guard let id = Int(PathInput.text(context)), state.pantry[id]?.recipe != nil else { throw noRecipe }
        return id
    }

    struct FavouriteJSON: Encodable {
        let foodId: Int
        let favourite: Bool
    }

    static let noFood = APIError(.notFound, code: "food_not_found", message: "There is no food with this id.")
    static let noRecipe = APIError(.notFound, code: "recipe_not_found", message: "You have no recipe with this id.")
}
