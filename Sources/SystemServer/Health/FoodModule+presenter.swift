import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The food log's forms: log a food from its page, remove an entry from a day.
extension FoodModule {
    func addRoutes(to router: Router<AppContext>, pages: Pages) {
        router.post("/days/{date}/food") { request, context in try await log(request, context, pages) }
        router.post("/food/{id}/remove") { request, context in try await remove(request, context, pages) }
        router.post("/days/{date}/food/copy") { request, context in try await copy(request, context, pages) }
        router.post("/days/{date}/food/recipe") { request, context in try await saveAsRecipe(request, context, pages) }
    }

    /// Saves what was eaten at a meal (or the whole day) as a new recipe; refused, the day comes back with the
    /// reason and the name typed.
    private func saveAsRecipe(_ request: Request, _ context: AppContext, _ pages: Pages) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await pages.service.state(for: user)
        guard let date = context.parameters.get("date").flatMap(CivilDate.init) else {
            return pages.notFound(state, pages.service.clock.now(), context, what: "day")
        }
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        let name = form["name"] ?? ""
        do {
            let meal = form.nonEmpty("meal").flatMap(Meal.init)
            let id = SystemService.newOwnFoodID(for: user, idempotencyKey: key)
            try await pages.service.execute(
                .pantry(.recipeFromMeal(id: id, name: name, date: date, meal: meal, servings: 1)), for: user, idempotencyKey: key)
            return Responses.seeOther("/foods/\(id)?saved=recipe-saved#ingredients")
        } catch let error as DomainError {
            return try await pages.dayPage(
                for: user, date: date, inputs: [Self.recipeInput: RecipeInput(name: name, error: error)], status: error.httpStatus,
                in: context)
        }
    }

    /// A refused "save as a recipe": the name typed and why.
    struct RecipeInput: Sendable {
        let name: String
        let error: DomainError
    }

    static let recipeInput = "food-recipe"

    /// Copies a meal (or a whole day) from another day; refused, the day comes back with the reason on the card.
    private func copy(_ request: Request, _ context: AppContext, _ pages: Pages) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await pages.service.state(for: user)
        guard let date = context.parameters.get("date").flatMap(CivilDate.init) else {
            return pages.notFound(state, pages.service.clock.now(), context, what: "day")
        }
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            guard let from = form.nonEmpty("from").flatMap(CivilDate.init) else {
                throw DomainError.invalid("from", "Choose the day to copy from.")
            }
            let meal = form.nonEmpty("meal").flatMap(Meal.init)
            try await pages.service.execute(
                .food(.copy(from: from, meal: meal, to: date, seed: key ?? UUID().uuidString)), for: user, idempotencyKey: key)
            return Responses.seeOther(pages.dayPath(date, state: state) + "?saved=food-copied#food")
        } catch let error as DomainError {
            return try await pages.dayPage(for: user, date: date, inputs: [id: error], status: error.httpStatus, in: context)
        }
    }

    /// Logs the food named by `foodId`: `quantity` of `unit` (a portion, g, oz, ml), under `meal`. Refused, the
    /// food's page comes back with what was typed and why.
    private func log(_ request: Request, _ context: AppContext, _ pages: Pages) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await pages.service.state(for: user)
        let now = pages.service.clock.now()
        let foods = try await UserFoods.of(pages.service.storage, state: state, on: state.today(now: now))
        guard let date = context.parameters.get("date").flatMap(CivilDate.init),
            let foodID = form["foodId"].flatMap({ Int($0) }),
            let food = try await foods.food(foodID)
        else {
            return pages.notFound(state, now, context, what: "food")
        }
        let input = FoodPage.Input(
            quantity: form["quantity"] ?? "", unit: form["unit"] ?? "g", meal: form["meal"] ?? "", date: date.description)
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        do {
            let quantity = try Self.quantity(input, of: food)
            guard let meal = Meal(rawValue: input.meal) else {
                throw DomainError.invalid("meal", "Choose the meal: breakfast, lunch, dinner or snack.")
            }
            let id: FoodEntryID = SystemService.newID("food", for: user, idempotencyKey: key)
            let outcome = try await pages.service.execute(
                .food(
                    .log(
                        id: id, date: date, meal: meal, food: LoggedFood(food), amount: quantity.amount, unit: quantity.unit,
                        grams: quantity.grams)),
                for: user, idempotencyKey: key)
            return Responses.seeOther(pages.dayPath(date, state: outcome.state) + "?saved=food-logged#food")
        } catch let error as DomainError {
            let page = FoodPage(state: state, now: now, food: food, portion: nil, problem: .log(input, error), newKey: Pages.newKey)
            return pages.renderer.render(page, "food", status: error.httpStatus, in: context)
        }
    }

    /// The log form's amount: a number of the chosen unit.
    static func quantity(_ input: FoodPage.Input, of food: Food) throws(DomainError) -> FoodAmount {
        let number = input.quantity.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        guard let value = Double(number), value.isFinite, value > 0 else {
            throw DomainError.invalid("amount", "“\(input.quantity)” is not an amount: write how much as a number, such as 1 or 1.5.")
        }
        return try FoodAmount.parse("\(value) \(input.unit)", of: food)
    }

    private func remove(_ request: Request, _ context: AppContext, _ pages: Pages) async throws -> Response {
        let user = try context.user()
        let form = FormData(try await request.bodyText())
        let state = try await pages.service.state(for: user)
        guard let id = context.parameters.get("id").flatMap(FoodEntryID.init), let entry = state.food[id] else {
            return pages.notFound(state, pages.service.clock.now(), context, what: "food entry")
        }
        let key = form.nonEmpty("idempotencyKey").map { "form-\($0)" }
        try await pages.service.execute(.food(.remove(id)), for: user, idempotencyKey: key)
        if let next = form.nonEmpty("next").flatMap(Responses.localPath) {
            return Responses.seeOther(Responses.path(next, saved: "food-removed"))
        }
        return Responses.seeOther(pages.dayPath(entry.date, state: state) + "?saved=food-removed#food")
    }
}
