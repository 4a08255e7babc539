import Foundation

/// What a user asks of the food log.
public enum FoodCommand: Command, Equatable {
    /// Logs a food eaten on a day: `amount` in `unit` as the user said it, `grams` what that weighs.
    case log(id: FoodEntryID, date: CivilDate, meal: Meal, food: LoggedFood, amount: Double, unit: String, grams: Double)
    /// Changes what is given of an entry: its day, meal or amount.
    case change(
        id: FoodEntryID, date: CivilDate? = nil, meal: Meal? = nil, amount: Double? = nil, unit: String? = nil, grams: Double? = nil)
    case remove(FoodEntryID)
    /// Logs again, on `to`, what was eaten on `from` (one meal, or the whole day), each food as it was logged then,
    /// under the same meal. The new entries' ids derive from `seed`, so a retry logs nothing twice.
    case copy(from: CivilDate, meal: Meal?, to: CivilDate, seed: String)

    /// The most an entry may weigh.
    public static let maximumGrams = 10_000.0

    public func decide(in state: UserState, now: Date) throws(DomainError) -> [DomainEvent] {
        switch self {
        case .log(let id, let date, let meal, let food, let amount, let unit, let grams):
            guard state.food[id] == nil else {
                throw DomainError(.conflict, code: "food_entry_exists", message: "A food entry with id \(id) already exists.", field: "id")
            }
            let name = food.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard (1...200).contains(name.count) else { throw .invalid("food", "Name the food (at most 200 characters).") }
            guard food.per100g.values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw .invalid("food", "A nutrient amount must be a number of 0 or more.")
            }
            let (unit, amount, grams) = try Self.valid(unit: unit, amount: amount, grams: grams)
            var kept = food
            kept.name = name
            let entry = FoodEntry(id: id, date: date, meal: meal, food: kept, amount: amount, unit: unit, grams: grams, loggedAt: now)
            return [DomainEvent(DomainEvent.FoodLogged(entry: entry))]

        case .change(let id, let date, let meal, let amount, let unit, let grams):
            guard let entry = state.food[id] else { throw Self.notFound(id) }
            let (newUnit, newAmount, newGrams) = try Self.valid(
                unit: unit ?? entry.unit, amount: amount ?? entry.amount, grams: grams ?? entry.grams)
            let changed = DomainEvent.FoodEntryChanged(
                entryId: id, date: date ?? entry.date, meal: meal ?? entry.meal, amount: newAmount, unit: newUnit, grams: newGrams)
            guard
                changed.date != entry.date || changed.meal != entry.meal || changed.amount != entry.amount || changed.unit != entry.unit
                    || changed.grams != entry.grams
            else { return [] }
            return [DomainEvent(changed)]

        case .remove(let id):
            guard state.food[id] != nil else { throw Self.notFound(id) }
            return [DomainEvent(DomainEvent.FoodEntryRemoved(entryId: id, at: now))]

        case .copy(let from, let meal, let to, let seed):
            let entries = state.food.entries(on: from).filter { meal == nil || $0.meal == meal }
            guard !entries.isEmpty else {
                throw .invalid("from", "Nothing was logged \(meal.map { "for \($0.rawValue) " } ?? "")on \(from) to copy.")
            }
            let ids: [FoodEntryID] = entries.indices.map { .derived(from: "food-copy", seed, String($0)) }
            if let copied = ids.first(where: { state.food[$0] != nil }) {
                throw DomainError(.conflict, code: "food_entry_exists", message: "This copy was made already (\(copied)).", field: "id")
            }
            return zip(ids, entries).map { id, entry in
                let copy = FoodEntry(
                    id: id, date: to, meal: entry.meal, food: entry.food, amount: entry.amount, unit: entry.unit, grams: entry.grams,
                    loggedAt: now)
                return DomainEvent(DomainEvent.FoodLogged(entry: copy))
            }
        }
    }

    static func valid(unit: String, amount: Double, grams: Double) throws(DomainError) -> (String, Double, Double) {
        let unit = unit.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...60).contains(unit.count) else { throw .invalid("unit", "Say what the amount is in: g, ml, or a portion such as cup.") }
        guard amount.isFinite, amount > 0, amount <= 100_000 else {
            throw .invalid("amount", "An amount is a number more than 0, such as 150 or 1.5.")
        }
        guard grams.isFinite, grams > 0, grams <= maximumGrams else {
            throw .invalid("amount", "One entry weighs more than 0 g and at most 10 kg.")
        }
        return (unit, amount, grams)
    }

    public static func notFoundError(_ id: FoodEntryID) -> DomainError { notFound(id) }

    static func notFound(_ id: FoodEntryID) -> DomainError {
        DomainError(.notFound, code: "food_entry_not_found", message: "There is no food entry \(id).", field: "id")
    }
}

extension UserCommand {
    /// The food log.
    public static func food(_ command: FoodCommand) -> UserCommand { UserCommand(command) }
}
