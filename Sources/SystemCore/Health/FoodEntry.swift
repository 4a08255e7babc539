import Foundation

public typealias FoodEntryID = Identifier<FoodEntry>

/// The meals a day's food is logged under, in the day's order.
public enum Meal: String, Codable, Sendable, CaseIterable, Comparable {
    case breakfast, lunch, dinner, snack

    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The meal a time of day suggests: breakfast until 10:59, lunch until 14:59, a snack until 17:29, dinner until
    /// 21:59, and a snack in the night.
    public static func at(_ time: TimeOfDay) -> Meal {
        switch time.minutes {
        case 240..<660: .breakfast
        case 660..<900: .lunch
        case 900..<1050: .snack
        case 1050..<1320: .dinner
        default: .snack
        }
    }

    public static func < (a: Meal, b: Meal) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// What was eaten, as it was when it was logged: its name, USDA's description and its nutrients per 100 g. The log
/// keeps them, so loading a newer release of the food database, or the food leaving it, never changes a day
/// already eaten.
public struct LoggedFood: Hashable, Codable, Sendable {
    /// The food database's id, when it came from there.
    public var foodId: Int?
    public var name: String
    public var description: String?
    /// By USDA's nutrient id; a nutrient not analysed is absent.
    public var per100g: [Int: Double]

    public init(foodId: Int?, name: String, description: String?, per100g: [Int: Double]) {
        self.foodId = foodId
        self.name = name
        self.description = description
        self.per100g = per100g
    }

    /// The food as the database has it now.
    public init(_ food: Food) {
        var values: [Int: Double] = [:]
        for amount in food.nutrients { values[amount.nutrient.id] = amount.amount }
        if values[Nutrient.energyKcal] == nil, let kcal = food.kcalPer100g { values[Nutrient.energyKcal] = kcal }
        self.init(foodId: food.id, name: food.name, description: food.description, per100g: values)
    }
}

/// One thing eaten on a day: a food, how much (as the user said it, and in grams), and the meal.
public struct FoodEntry: Hashable, Codable, Sendable, Identifiable, DatedEntry {
    public let id: FoodEntryID
    public var date: CivilDate
    public var meal: Meal
    public var food: LoggedFood
    /// The amount as the user gave it, in `unit` ("2" "large", "250" "ml", "150" "g").
    public var amount: Double
    public var unit: String
    public var grams: Double
    public let loggedAt: Date

    /// How much of a nutrient this entry holds, or nil when it was not analysed.
    public func value(of nutrient: Int) -> Double? {
        food.per100g[nutrient].map { $0 * grams / 100 }
    }

    public var kcal: Double? { value(of: Nutrient.energyKcal) }

    /// "2 large (100 g)", "150 g".
    public var quantity: String {
        unit == "g" ? "\(Readable.amount(amount)) g" : "\(Readable.amount(amount)) \(unit) (\(Readable.amount(grams)) g)"
    }
}

/// A day's entries summed: each headline nutrient's total, and which totals miss an entry that was not analysed for
/// it (so "12 g of fibre" can say "at least").
public struct FoodDay: Sendable {
    public let entries: [FoodEntry]

    public init(_ entries: [FoodEntry]) { self.entries = entries }

    public func total(_ nutrient: Int) -> Double {
        entries.reduce(0) { $0 + ($1.value(of: nutrient) ?? 0) }
    }

    /// Whether some entry has no figure for a nutrient, so its total is at least this much.
    public func isIncomplete(_ nutrient: Int) -> Bool { entries.contains { $0.value(of: nutrient) == nil } }

    /// The headline nutrients some entry has no figure for, by their plain names ("saturated fat", "fibre").
    public var incomplete: [String] {
        Nutrient.headline.filter { isIncomplete($0.id) }.map { Nutrient.plainName($0.id) }
    }

    public func entries(of meal: Meal) -> [FoodEntry] { entries.filter { $0.meal == meal } }
}
