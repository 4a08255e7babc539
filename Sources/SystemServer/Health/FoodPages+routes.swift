import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The Foods page and a food's page, and their forms: a food from its label, a recipe and its ingredients, the
/// user's own portions, favourites. A refused form comes back with what was typed and why.
struct FoodPages: Sendable {
    let app: ServerModuleContext
    let library: FoodLibrary

    var pages: Pages { app.pages }
    var service: SystemService { app.service }

    static let savedMessages = [
        "food-saved": "Saved.", "ingredient-added": "Ingredient added.", "ingredient-removed": "Ingredient removed.",
        "portion-added": "Portion added.", "portion-removed": "Portion removed.", "favourite-added": "A favourite now.",
        "favourite-removed": "No longer a favourite.", "food-deleted": "Deleted: what you logged of it stays as it was.",
        "recipe-saved": "Recipe saved.",
    ]

    func add(to router: Router<AppContext>) {
        router.get("/foods") { request, context in try await foods(request, context) }
        router.get("/foods/{id}") { request, context in
            let parameters = request.uri.queryParameters
            return try await food(
                try context.user(), id: Int(PathInput.text(context)), portion: parameters.get("portion").flatMap { Int($0) },
                day: parameters.get("date").flatMap { CivilDate(String($0)) },
                meal: parameters.get("meal").flatMap { Meal(rawValue: String($0)) },
                recipe: parameters.get("recipe").flatMap { Int(String($0)) }, in: context)
        }
        router.post("/foods/own") { request, context in try await createFood(request, context) }
        router.post("/foods/{id}/label") { request, context in try await editFood(request, context) }
        router.post("/foods/{id}/delete") { request, context in
            try await write(request, context, saved: "food-deleted", to: { _ in "/foods" }) { id, _ in .pantry(.delete(id)) }
        }
        router.post("/foods/{id}/favourite") { request, context in
            try await write(request, context, saved: nil) { id, form in .pantry(.pin(id, form["favourite"] != "false")) }
        }
        router.post("/foods/{id}/portions") { request, context in try await addPortion(request, context) }
        router.post("/foods/{id}/portions/remove") { request, context in
            try await write(request, context, saved: "portion-removed", fragment: "own-portions") { id, form in
                .pantry(.removePortion(food: id, unit: form["unit"] ?? ""))
            }
        }
        router.post("/recipes") { request, context in try await createRecipe(request, context) }
        router.post("/recipes/{id}") { request, context in try await saveRecipe(request, context) }
        router.post("/recipes/{id}/ingredients") { request, context in try await addIngredient(request, context) }
        router.post("/recipes/{id}/ingredients/{index}/remove") { request, context in
            let index = Int(context.parameters.get("index") ?? "") ?? -1
            return try await write(request, context, saved: "ingredient-removed", fragment: "ingredients") { id, _ in
                .pantry(.removeIngredient(recipe: id, index: index))
            }
        }
    }

    // MARK: Pages

    private func foods(_ request: Request, _ context: AppContext) async throws -> Response {
        let parameters = request.uri.queryParameters
        return try await foodsPage(
            for: try context.user(), query: parameters.get("q").map { String($0) }?.trimmingCharacters(in: .whitespaces) ?? "",
            day: parameters.get("date").flatMap { CivilDate(String($0)) },
            meal: parameters.get("meal").flatMap { Meal(rawValue: String($0)) },
            recipe: parameters.get("recipe").flatMap { Int(String($0)) }, in: context)
    }

    func foodsPage(
        for user: UserID, query: String = "", day: CivilDate? = nil, meal: Meal? = nil, recipe: Int? = nil,
        problem: FoodsPage.Problem? = nil, status: HTTPResponse.Status = .ok, in context: AppContext
    ) async throws -> Response {
        let state = try await service.state(for: user)
        let now = service.clock.now()
        let database = try await library.database()
        let foods = UserFoods(database, state: state, on: state.today(now: now))
        let page = FoodsPage(
            state: state, now: now, query: query, matches: try await foods.search(query), count: try await database?.count() ?? 0,
            imports: try await database?.imports() ?? [],
            importRefusal: database == nil
                ? "This server's store keeps no food database: it needs SQLite or PostgreSQL." : library.importRefusal,
            day: day, meal: meal, usual: query.isEmpty ? try await foods.usual() : ([], []),
            recipe: recipe.flatMap { state.pantry[$0]?.recipe == nil ? nil : state.pantry[$0] }, problem: problem)
        return pages.renderer.render(page, "foods", status: status, in: context)
    }

    func food(
        _ user: UserID, id: Int?, portion: Int? = nil, day: CivilDate? = nil, meal: Meal? = nil, recipe: Int? = nil,
        problem: FoodPage.Problem? = nil, status: HTTPResponse.Status = .ok, in context: AppContext
    ) async throws -> Response {
        let state = try await service.state(for: user)
        let now = service.clock.now()
        let foods = try await library.foods(for: state, on: state.today(now: now))
        guard let id, let food = try await foods.food(id) else {
            let page = ErrorPage(
                chrome: Chrome(.health, state: state, now: now), heading: "No such food",
                message: "There is no food with this number here: it may come from another food database. Search for it by name.")
            return pages.renderer.render(page, "error", status: .notFound, in: context)
        }
        let target = recipe.flatMap { state.pantry[$0]?.recipe == nil ? nil : state.pantry[$0] }
        let page = FoodPage(
            state: state, now: now, food: food, portion: portion, problem: problem, day: day, meal: meal, addingTo: target)
        return pages.renderer.render(page, "food", status: status, in: context)
    }

    // MARK: Forms

    private func createFood(_ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            let id = SystemService.newOwnFoodID(for: user, idempotencyKey: key)
            try await service.execute(.pantry(try LabelForm.command(form, id: id, new: true)), for: user, idempotencyKey: key)
            return Responses.seeOther("/foods/\(id)?saved=food-saved")
        } catch let error as DomainError {
            return try await foodsPage(
                for: user, problem: .food(LabelForm.Input(values: Self.labelValues(form)), error), status: error.httpStatus, in: context)
        }
    }

    private func editFood(_ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        guard let id = Int(PathInput.text(context)), try await service.state(for: user).pantry[id] != nil else {
            return try await food(user, id: nil, in: context)
        }
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            try await service.execute(.pantry(try LabelForm.command(form, id: id, new: false)), for: user, idempotencyKey: key)
            return Responses.seeOther("/foods/\(id)?saved=food-saved")
        } catch let error as DomainError {
            return try await food(
                user, id: id, problem: .label(LabelForm.Input(values: Self.labelValues(form)), error), status: error.httpStatus, in: context
            )
        }
    }

    private func addPortion(_ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        guard let id = Int(PathInput.text(context)) else { return try await food(user, id: nil, in: context) }
        let name = form["name"] ?? "", grams = form["grams"] ?? ""
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            let state = try await service.state(for: user)
            guard try await library.foods(for: state, on: state.today(now: service.clock.now())).food(id) != nil
            else { return try await food(user, id: nil, in: context) }
            guard let weight = LabelForm.decimal(grams) else {
                throw DomainError.invalid("grams", "“\(grams)” is not a weight: give the portion's grams, such as 320.")
            }
            try await service.execute(
                .pantry(.addPortion(food: id, FoodPortion(amount: 1, unit: name, grams: weight))), for: user, idempotencyKey: key)
            return Responses.seeOther("/foods/\(id)?saved=portion-added#own-portions")
        } catch let error as DomainError {
            return try await food(user, id: id, problem: .portion(name: name, grams: grams, error), status: error.httpStatus, in: context)
        }
    }

    private func createRecipe(_ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let name = form["name"] ?? "", servingsText = form["servings"] ?? "1"
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            guard let servings = LabelForm.decimal(servingsText.isEmpty ? "1" : servingsText) else {
                throw DomainError.invalid("servings", "“\(servingsText)” is not a number of servings, such as 4.")
            }
            let id = SystemService.newOwnFoodID(for: user, idempotencyKey: key)
            try await service.execute(
                .pantry(.createRecipe(id: id, name: name, recipe: Recipe(ingredients: [], servings: servings))), for: user,
                idempotencyKey: key)
            return Responses.seeOther("/foods?recipe=\(id)")
        } catch let error as DomainError {
            return try await foodsPage(
                for: user, problem: .recipe(name: name, servings: servingsText, error), status: error.httpStatus, in: context)
        }
    }

    private func saveRecipe(_ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await service.state(for: user)
        guard let id = Int(PathInput.text(context)), let current = state.pantry[id], let recipe = current.recipe else {
            return try await food(user, id: nil, in: context)
        }
        let input = RecipeView.Input(name: form["name"] ?? "", servings: form["servings"] ?? "", cookedGrams: form["cookedGrams"] ?? "")
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            guard let servings = LabelForm.decimal(input.servings) else {
                throw DomainError.invalid("servings", "“\(input.servings)” is not a number of servings, such as 4.")
            }
            var cooked: Double? = nil
            if !input.cookedGrams.trimmingCharacters(in: .whitespaces).isEmpty {
                guard let grams = LabelForm.decimal(input.cookedGrams) else {
                    throw DomainError.invalid("cookedGrams", "“\(input.cookedGrams)” is not a weight in grams, such as 1200.")
                }
                cooked = grams
            }
            try await service.execute(
                .pantry(
                    .changeRecipe(
                        id: id, name: input.name, recipe: Recipe(ingredients: recipe.ingredients, servings: servings, cookedGrams: cooked))),
                for: user, idempotencyKey: key)
            return Responses.seeOther("/foods/\(id)?saved=recipe-saved#ingredients")
        } catch let error as DomainError {
            return try await food(user, id: id, problem: .recipe(input, error), status: error.httpStatus, in: context)
        }
    }

    /// Adds `foodId` in `quantity` of `unit` to the recipe; refused, the food's page (still adding to the recipe)
    /// comes back with what was typed and why.
    private func addIngredient(_ request: Request, _ context: AppContext) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await service.state(for: user)
        let foods = try await library.foods(for: state, on: state.today(now: service.clock.now()))
        guard let id = Int(PathInput.text(context)), state.pantry[id]?.recipe != nil else {
            return try await food(user, id: nil, in: context)
        }
        guard let foodID = form["foodId"].flatMap({ Int($0) }), let ingredient = try await foods.food(foodID) else {
            let page = ErrorPage(
                chrome: Chrome(.health, state: state, now: service.clock.now()), heading: "Which food?",
                message: "Choose the food to add: search for it with “Add an ingredient” on the recipe's page.")
            return pages.renderer.render(page, "error", status: .unprocessableContent, in: context)
        }
        let input = FoodPage.Input(quantity: form["quantity"] ?? "", unit: form["unit"] ?? "g", meal: "", date: "")
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            let quantity = try FoodModule.quantity(input, of: ingredient)
            try await service.execute(
                .pantry(
                    .addIngredient(
                        recipe: id,
                        Ingredient(food: LoggedFood(ingredient), amount: quantity.amount, unit: quantity.unit, grams: quantity.grams))),
                for: user, idempotencyKey: key)
            return Responses.seeOther("/foods/\(id)?saved=ingredient-added#ingredients")
        } catch let error as DomainError {
            return try await food(user, id: foodID, recipe: id, problem: .log(input, error), status: error.httpStatus, in: context)
        }
    }

    /// A form that only names the food (`{id}`): the command, then back to the food's page (or `to`).
    private func write(
        _ request: Request, _ context: AppContext, saved: String?, fragment: String? = nil, to next: ((Int) -> String)? = nil,
        command: (Int, FormData) -> UserCommand
    ) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await service.state(for: user)
        let foods = try await library.foods(for: state, on: state.today(now: service.clock.now()))
        guard let id = Int(PathInput.text(context)), try await foods.food(id) != nil else {
            return try await food(user, id: nil, in: context)
        }
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            let outcome = try await service.execute(command(id, form), for: user, idempotencyKey: key)
            let message = saved ?? (outcome.state.pantry.pinned.contains(id) ? "favourite-added" : "favourite-removed")
            return Responses.seeOther((next?(id) ?? "/foods/\(id)") + "?saved=\(message)" + (fragment.map { "#\($0)" } ?? ""))
        } catch let error as DomainError where error.kind == .notFound {
            return try await food(user, id: nil, in: context)
        }
    }

    /// What was typed in a label form, by field.
    static func labelValues(_ form: FormData) -> [String: String] {
        var values: [String: String] = [:]
        for name in ["name", "servingGrams", "servingName"] + OwnFood.labelFields.map(\.key) { values[name] = form[name] }
        return values
    }
}
