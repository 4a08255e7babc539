import Foundation

/// The daily amounts of nutrients a user aims at: at least so much protein and fibre, at most so much fat, saturated
/// fat, sugars and sodium (energy has the ring), and at least so much of the vitamins and minerals USDA gives. Set
/// whole, by one event; a nutrient without a target has none.
public struct NutrientTargets: Hashable, Sendable, Codable {
    /// By USDA nutrient id: the amount a day, in the nutrient's headline unit (g, or mg for sodium).
    public var amounts: [Int: Double]

    public init(_ amounts: [Int: Double] = [:]) { self.amounts = amounts }

    /// Whether a target is a floor (protein, fibre) or a ceiling (fat, saturated fat, carbohydrate, sugars, sodium).
    public enum Kind: String, Sendable, Codable {
        case atLeast, atMost
    }

    /// A nutrient a target may be set for: its key in the API and the forms, whether the target is a floor or a
    /// ceiling, its name in a sentence, and its unit (USDA's).
    public struct Entry: Sendable {
        public let id: Int
        public let key: String
        public let kind: Kind
        public let name: String
        public let unit: String
        /// A vitamin or mineral (shown apart from the headline nutrients).
        public var isMicro: Bool { !Nutrient.headline.contains { $0.id == id } }
    }

    /// The headline nutrients, then the vitamins and minerals USDA gives for most foods, in its order.
    public static let entries: [Entry] = [
        Entry(id: Nutrient.protein, key: "protein", kind: .atLeast, name: "protein", unit: "g"),
        Entry(id: Nutrient.fat, key: "fat", kind: .atMost, name: "fat", unit: "g"),
        Entry(id: Nutrient.saturatedFat, key: "saturatedFat", kind: .atMost, name: "saturated fat", unit: "g"),
        Entry(id: Nutrient.carbohydrate, key: "carbohydrate", kind: .atMost, name: "carbohydrate", unit: "g"),
        Entry(id: Nutrient.sugars, key: "sugars", kind: .atMost, name: "sugars", unit: "g"),
        Entry(id: Nutrient.fibre, key: "fibre", kind: .atLeast, name: "fibre", unit: "g"),
        Entry(id: Nutrient.sodium, key: "sodium", kind: .atMost, name: "sodium", unit: "mg"),
        Entry(id: 1087, key: "calcium", kind: .atLeast, name: "calcium", unit: "mg"),
        Entry(id: 1089, key: "iron", kind: .atLeast, name: "iron", unit: "mg"),
        Entry(id: 1090, key: "magnesium", kind: .atLeast, name: "magnesium", unit: "mg"),
        Entry(id: 1091, key: "phosphorus", kind: .atLeast, name: "phosphorus", unit: "mg"),
        Entry(id: 1092, key: "potassium", kind: .atLeast, name: "potassium", unit: "mg"),
        Entry(id: 1095, key: "zinc", kind: .atLeast, name: "zinc", unit: "mg"),
        Entry(id: 1103, key: "selenium", kind: .atLeast, name: "selenium", unit: "µg"),
        Entry(id: 1162, key: "vitaminC", kind: .atLeast, name: "vitamin C", unit: "mg"),
        Entry(id: 1165, key: "thiamin", kind: .atLeast, name: "thiamin", unit: "mg"),
        Entry(id: 1166, key: "riboflavin", kind: .atLeast, name: "riboflavin", unit: "mg"),
        Entry(id: 1167, key: "niacin", kind: .atLeast, name: "niacin", unit: "mg"),
        Entry(id: 1175, key: "vitaminB6", kind: .atLeast, name: "vitamin B6", unit: "mg"),
        Entry(id: 1190, key: "folate", kind: .atLeast, name: "folate (DFE)", unit: "µg"),
        Entry(id: 1178, key: "vitaminB12", kind: .atLeast, name: "vitamin B12", unit: "µg"),
        Entry(id: 1106, key: "vitaminA", kind: .atLeast, name: "vitamin A (RAE)", unit: "µg"),
        Entry(id: 1109, key: "vitaminE", kind: .atLeast, name: "vitamin E", unit: "mg"),
        Entry(id: 1114, key: "vitaminD", kind: .atLeast, name: "vitamin D", unit: "µg"),
        Entry(id: 1185, key: "vitaminK", kind: .atLeast, name: "vitamin K", unit: "µg"),
    ]

    /// The nutrients a target may be set for, with their names in the API and the forms.
    public static var nutrients: [(id: Int, key: String, kind: Kind)] { entries.map { ($0.id, $0.key, $0.kind) } }

    public static func entry(_ id: Int) -> Entry? { entries.first { $0.id == id } }

    public static func kind(of id: Int) -> Kind { entry(id)?.kind ?? .atLeast }

    /// The unit a target is in: g for the headline nutrients (mg for sodium), USDA's for a vitamin or mineral.
    public static func unit(of id: Int) -> String { entry(id)?.unit ?? "g" }

    /// The largest daily target: far past any recommended amount, short of a typing slip.
    static func limit(of id: Int) -> Double {
        switch unit(of: id) {
        case "g": 2_000
        case "mg": 20_000
        default: 20_000  // µg
        }
    }

    /// Checks every amount, naming the first that is wrong by its key.
    public func validated() throws(DomainError) -> NutrientTargets {
        for (id, amount) in amounts {
            guard let entry = Self.entry(id) else {
                throw .invalid(
                    "targets",
                    "A target can be set for protein, fat, saturated fat, carbohydrate, sugars, fibre, sodium and "
                        + "the vitamins and minerals listed on the Health page.")
            }
            let limit = Self.limit(of: id)
            guard amount.isFinite, amount > 0, amount <= limit else {
                throw .invalid(
                    entry.key,
                    "A daily target is a number more than 0 and at most \(Readable.count(Int(limit))) \(Self.unit(of: id))."
                )
            }
        }
        return self
    }

    /// How a day's total stands against its target: "62 of at least 120 g", and whether it is met (for a floor) or
    /// kept (for a ceiling).
    public struct Progress: Hashable, Sendable {
        public let id: Int
        public let total: Double
        public let target: Double
        public let kind: Kind
        /// Some of the day's food has no figure for it, so the total is at least this much.
        public var isIncomplete = false

        /// Its name in the API and the forms ("protein", "saturatedFat").
        public var key: String { NutrientTargets.nutrients.first { $0.id == id }?.key ?? String(id) }
        public var unit: String { NutrientTargets.unit(of: id) }

        /// "protein 62 g of at least 120 g", as the food card, `system meal` and the JSON's reader say it.
        public var sentence: String {
            "\(Nutrient.plainName(id)) \(Readable.amount((total * 10).rounded() / 10)) \(unit) of "
                + "\(kind == .atLeast ? "at least" : "at most") \(Readable.amount(target)) \(unit)"
                + (isIncomplete ? " (some food has no figure for it)" : "")
        }

        /// True when the floor is reached or the ceiling not passed.
        public var isOnTrack: Bool { kind == .atLeast ? total >= target : total <= target }
        /// How far along: total over target (above 1 past it).
        public var fraction: Double { target > 0 ? total / target : 0 }
    }

    /// Each target against a day's food, in the headline's order.
    /// The targets by their names in the API: `["protein": 120, "vitaminC": 90]`.
    public var byKey: [String: Double] {
        Dictionary(uniqueKeysWithValues: Self.entries.compactMap { entry in amounts[entry.id].map { (entry.key, $0) } })
    }

    public func progress(of day: FoodDay) -> [Progress] {
        Self.entries.compactMap { nutrient in
            amounts[nutrient.id].map { target in
                Progress(
                    id: nutrient.id, total: day.total(nutrient.id), target: target, kind: nutrient.kind,
                    isIncomplete: day.isIncomplete(nutrient.id))
            }
        }
    }
}

extension DomainEvent {
    /// The daily nutrient targets, replaced whole.
    public struct NutrientTargetsSet: Event {
        public static let type = "health.targets-set"
        public var targets: NutrientTargets
        public init(_ targets: NutrientTargets) { self.targets = targets }
    }
}
