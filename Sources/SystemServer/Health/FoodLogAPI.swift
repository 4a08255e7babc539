import Foundation
import Hummingbird
import SystemCore
import SystemStore

/// The food log's API: `/api/v1/days/{date}/food`.
struct FoodLogAPI: Sendable {
    let api: APIHandler
    let library: FoodLibrary

    func add(to group: RouterGroup<AppContext>) {
        group.get("days/{date}/food", use: day)
        group.post("days/{date}/food", use: log)
        group.put("days/{date}/food/{id}", use: change)
        group.delete("days/{date}/food/{id}", use: remove)
        group.post("days/{date}/food/copy", use: copy)
    }

    /// Copies to the day what was eaten on `from` (a date), all of it or one `meal`.
    @Sendable func copy(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let date = try await write.date()
            guard let from = try write.body.date("from", required: true) else { throw APIError.missing("from") }
            let seed = write.key ?? UUID().uuidString
            let outcome = try await write.execute(.food(.copy(from: from, meal: try Self.meal(write.body), to: date, seed: seed)))
            return APIReply(.created, json: DayFoodJSON(outcome.state, on: date))
        }
    }

    @Sendable func day(_ request: Request, context: AppContext) async throws -> Response {
        let read = try await api.read(context)
        return Responses.json(.ok, JSONText.encode(DayFoodJSON(read.state, on: try read.date())))
    }

    /// Logs `foodId` (the food database's id) in an `amount` ("2 large", "250ml", or a number with `unit`), under a
    /// `meal` (by the time of day when absent).
    @Sendable func log(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let date = try await write.date()
            let state = try await write.state()
            guard let foodID = try write.body.int("foodId", required: true) else { throw APIError.missing("foodId") }
            let foods = try await library.foods(for: state, on: state.today(now: write.now))
            guard let food = try await foods.food(foodID) else {
                throw APIError(.notFound, code: "food_not_found", message: "There is no food with id \(foodID).", field: "foodId")
            }
            let quantity = try Self.amount(write.body, of: food)
            let meal = try Self.meal(write.body) ?? Meal.at(state.calendar.timeOfDay(write.now))
            let id: FoodEntryID = SystemService.newID("food", for: write.user, idempotencyKey: write.key)
            let outcome = try await write.execute(
                .food(
                    .log(
                        id: id, date: date, meal: meal, food: LoggedFood(food), amount: quantity.amount, unit: quantity.unit,
                        grams: quantity.grams)))
            guard let entry = outcome.state.food[id] else {
                throw APIError(.conflict, code: "food_entry_exists", message: "Logged already.")
            }
            return APIReply(.created, json: FoodEntryJSON(entry, in: outcome.state.calendar))
        }
    }

    /// Changes what is given: `meal`, `date` (moves it to another day), `amount` (as in a log).
    @Sendable func change(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let date = try await write.date()
            let state = try await write.state()
            let entry = try Self.entry(context, on: date, in: state)
            var quantity: FoodAmount? = nil
            if write.body.has("amount") {
                var current: Food? = nil
                if let foodID = entry.food.foodId {
                    current = try await library.foods(for: state, on: date).food(foodID)
                }
                quantity = try Self.amount(write.body, of: Self.food(of: entry, now: current))
            }
            let newDate = try write.body.string("date").map { text throws(APIError) in
                guard let day = CivilDate(text) else {
                    throw APIError.badRequest(
                        "date", "“\(text)” is not a date: use YYYY-MM-DD, for example 2026-11-20.", code: "invalid_date")
                }
                return day
            }
            let outcome = try await write.execute(
                .food(
                    .change(
                        id: entry.id, date: newDate, meal: try Self.meal(write.body), amount: quantity?.amount, unit: quantity?.unit,
                        grams: quantity?.grams)))
            guard let changed = outcome.state.food[entry.id] else { throw FoodCommand.notFoundError(entry.id) }
            return APIReply(.ok, json: FoodEntryJSON(changed, in: outcome.state.calendar))
        }
    }

    @Sendable func remove(_ request: Request, context: AppContext) async throws -> Response {
        try await api.write(request, context) { write in
            let date = try await write.date()
            let entry = try Self.entry(context, on: date, in: try await write.state())
            let outcome = try await write.execute(.food(.remove(entry.id)))
            return APIReply(.ok, json: DayFoodJSON(outcome.state, on: date))
        }
    }

    /// The entry `{id}` names, on the day `{date}` names: another day's, or another user's, is not found.
    static func entry(_ context: AppContext, on date: CivilDate, in state: UserState) throws -> FoodEntry {
        let id: FoodEntryID = try PathInput.id(context, code: "food_entry_not_found", noun: "food entry")
        guard let entry = state.food[id], entry.date == date else { throw APIError(FoodCommand.notFoundError(id)) }
        return entry
    }

    /// The food of an entry, for weighing a new amount: its portions in the database now, if it is still there, and
    /// the entry's own unit as it was logged (which weighs the same as then, whatever a newer release says).
    static func food(of entry: FoodEntry, now current: Food?) -> Food {
        let unit = entry.unit
        let own =
            ["g", "kg", "oz", "lb", "ml", "l", "dl", "cl"].contains(unit)
            ? [] : [FoodPortion(amount: entry.amount, unit: unit, grams: entry.grams)]
        let others = (current?.portions ?? []).filter { $0.unit != unit }
        return Food(
            id: entry.food.foodId ?? 0, name: entry.food.name, description: entry.food.description ?? "", category: nil, dataType: "",
            portions: own + others, nutrients: current?.nutrients ?? [])
    }

    static func amount(_ body: JSONBody, of food: Food) throws -> FoodAmount {
        let text: String
        if let number = try? body.double("amount") {
            text = "\(number) \(try body.string("unit") ?? "g")"
        } else {
            text = try body.string("amount", required: true) ?? ""
        }
        do {
            return try FoodAmount.parse(text, of: food)
        } catch {
            throw APIError(error)
        }
    }

    static func meal(_ body: JSONBody) throws(APIError) -> Meal? {
        guard let text = try body.string("meal") else { return nil }
        guard let meal = Meal(rawValue: text) else {
            throw APIError(
                .unprocessableContent, code: "invalid_field", message: "A meal is breakfast, lunch, dinner or snack.", field: "meal")
        }
        return meal
    }
}
