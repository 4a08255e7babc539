import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

extension Meal: ExpressibleByArgument {}

/// `system eat "milk, 2%" 250ml --meal breakfast`: logs a food from the food database.
struct EatCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eat", abstract: "Log what you ate: system eat \"milk, 2%\" 250ml --meal breakfast.",
        discussion: """
            FOOD is searched as on the Foods page and its best match is logged (say which with its id, from `system \
            foods search`). AMOUNT is grams (150g, 150), kg, oz, lb, a volume (250ml, 0.5l: weighed through the \
            food's cup or spoon) or one of its portions (2 large, 1 cup, 3 slices). The meal defaults to the time of \
            day.
            """)

    @Argument(help: ArgumentHelp("The food: words to search for, or its id.", valueName: "FOOD"))
    var food: String

    @Argument(help: ArgumentHelp("How much: 150g, 2 large, 250ml, 1 cup.", valueName: "AMOUNT"))
    var amount: String

    @Option(help: ArgumentHelp("breakfast, lunch, dinner or snack (default: by the time of day).", valueName: "MEAL"))
    var meal: Meal?

    @OptionGroup var date: DateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let now = service.clock.now()
            let day = date.resolve(today: state.today(now: now))
            let found = try await FoodLookup(service, state: state, on: day).food(food)
            let quantity = try FoodAmount.parse(amount, of: found)
            let meal = meal ?? Meal.at(state.calendar.timeOfDay(now))
            let id = FoodEntryID(UUID())
            let after = try await service.execute(
                .food(
                    .log(
                        id: id, date: day, meal: meal, food: LoggedFood(found), amount: quantity.amount, unit: quantity.unit,
                        grams: quantity.grams))
            ).state
            guard let entry = after.food[id] else { throw CLIError("The entry was not logged.") }
            if output.json { return say(JSONText.encode(FoodEntryJSON(entry, in: after.calendar))) }
            let energy = entry.kcal.map { "\(Int($0.rounded())) kcal" } ?? "energy not analysed"
            say(
                "Logged \(entry.quantity)\(quantity.isEstimate ? " (weighed as water)" : "") of \(entry.food.name) for "
                    + "\(meal.rawValue) on \(Readable.day(day)): \(energy).")
        }
    }
}

/// `system meal`: a day's food, by meal, with the totals.
struct MealCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "meal", abstract: "Show a day's food by meal, with its energy and nutrients; remove an entry with --remove.",
        discussion: "--copy-from yesterday logs that day's food again on the day (only one meal with --copy-meal breakfast).")

    @Option(help: ArgumentHelp("Remove this entry (its id, or the start of it, as --json or the list shows).", valueName: "ID"))
    var remove: String?

    @Option(help: ArgumentHelp("Copy to the day what was eaten on this day (YYYY-MM-DD, today or yesterday).", valueName: "DATE"))
    var copyFrom: String?

    @Option(help: ArgumentHelp("With --copy-from: only this meal.", valueName: "MEAL"))
    var copyMeal: Meal?

    func validate() throws {
        if let copyFrom, TypedDate.parse(copyFrom, today: CivilDate(daysSinceEpoch: 0)) == nil {
            throw ValidationError("--copy-from: “\(copyFrom)” is not a date; use YYYY-MM-DD, for example 2026-11-20.")
        }
        if copyMeal != nil, copyFrom == nil { throw ValidationError("--copy-meal goes with --copy-from.") }
    }

    @OptionGroup var date: DateOption
    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            var state = try await service.state()
            let day = date.resolve(today: state.today(now: service.clock.now()))
            if let remove {
                let matches = state.food.entries(on: day).filter { $0.id.description.hasPrefix(remove.lowercased()) }
                guard matches.count == 1, let entry = matches.first else {
                    throw CLIError(
                        matches.isEmpty
                            ? "--remove: no entry of \(Readable.day(day)) has the id \(remove); `system meal --json` lists them."
                            : "--remove: \(remove) is the start of \(matches.count) entries' ids; give more of it.")
                }
                state = try await service.execute(.food(.remove(entry.id))).state
                if !output.json { say("Removed \(entry.quantity) of \(entry.food.name) from \(entry.meal.rawValue).") }
            }
            if let copyFrom {
                let today = state.today(now: service.clock.now())
                let from = TypedDate.parse(copyFrom, today: today)!  // validate() refused anything else
                let before = state.food.entries(on: day).count
                state = try await service.execute(.food(.copy(from: from, meal: copyMeal, to: day, seed: UUID().uuidString))).state
                let copied = state.food.entries(on: day).count - before
                if !output.json { say("Copied \(copied) \(copied == 1 ? "entry" : "entries") from \(Readable.day(from)).") }
            }
            if output.json { return say(JSONText.encode(DayFoodJSON(state, on: day))) }
            let entries = state.food.entries(on: day)
            guard !entries.isEmpty else { return say("Nothing logged on \(Readable.day(day)). Log food with system eat FOOD AMOUNT.") }
            say(Readable.day(day))
            for meal in Meal.allCases {
                let eaten = entries.filter { $0.meal == meal }
                guard !eaten.isEmpty else { continue }
                let kcal = eaten.reduce(0) { $0 + ($1.kcal ?? 0) }
                say("\(meal.title) · \(Int(kcal.rounded())) kcal")
                for entry in eaten {
                    let energy = entry.kcal.map { "\(Int($0.rounded())) kcal" } ?? "not analysed"
                    say("  \(entry.id.description.prefix(8))  \(entry.food.name), \(entry.quantity)  ·  \(energy)")
                }
            }
            let sums = FoodDay(entries)
            let grams = { (id: Int) in Readable.amount(sums.total(id)) + " g" }
            say(
                "Total: \(Int(sums.total(Nutrient.energyKcal).rounded())) kcal · protein \(grams(Nutrient.protein)) · fat "
                    + "\(grams(Nutrient.fat)) · carbohydrate \(grams(Nutrient.carbohydrate))")
            for progress in state.body.targets.progress(of: sums) {
                say("Target: \(progress.sentence)" + (progress.isOnTrack ? " ✓" : ""))
            }
            let missing = sums.incomplete
            if !missing.isEmpty { say("Not analysed for every food (so at least these): \(missing.joined(separator: ", ")).") }
        }
    }
}

/// Finds the food a command names: by its id, or the best match of a search of the database and the user's own
/// foods and recipes.
struct FoodLookup {
    let foods: UserFoods

    init(_ service: ScopedService, state: UserState, on day: CivilDate) async throws {
        foods = try await UserFoods.of(service.service.storage, state: state, on: day)
    }

    func food(_ words: String) async throws -> Food {
        if let id = Int(words.trimmingCharacters(in: .whitespaces)) {
            guard let food = try await foods.food(id) else {
                throw CLIError("There is no food \(id): find one with `system foods search`.")
            }
            return food
        }
        guard let match = try await foods.search(words, limit: 1).first, let food = try await foods.food(match.id) else {
            let count = try await foods.database?.count() ?? 0
            throw CLIError(
                count == 0
                    ? "No food of yours matches “\(words)”, and the food database is empty: load USDA's with `system foods import FILE.zip`."
                    : "No food matches “\(words)”: try fewer or other words (system foods search \(words)).")
        }
        return food
    }
}
