import Foundation

/// The daily amounts of the headline nutrients a user aims at: at least so much protein and fibre, at most so much
/// fat, saturated fat, sugars and sodium (energy has the ring). Set whole, by one event; a nutrient without a target
/// has none.
public struct NutrientTargets: Hashable, Sendable, Codable {
    /// By USDA nutrient id: the amount a day, in the nutrient's headline unit (g, or mg for sodium).
    public var amounts: [Int: Double]

    public init(_ amounts: [Int: Double] = [:]) { self.amounts = amounts }

    /// Whether a target is a floor (protein, fibre) or a ceiling (fat, saturated fat, carbohydrate, sugars, sodium).
    public enum Kind: String, Sendable, Codable {
        case atLeast, atMost
    }

    /// The nutrients a target may be set for, with their names in the API and the forms.
    public static let nutrients: [(id: Int, key: String, kind: Kind)] = [
        (Nutrient.protein, "protein", .atLeast), (Nutrient.fat, "fat", .atMost), (Nutrient.saturatedFat, "saturatedFat", .atMost),
        (Nutrient.carbohydrate, "carbohydrate", .atMost), (Nutrient.sugars, "sugars", .atMost), (Nutrient.fibre, "fibre", .atLeast),
        (Nutrient.sodium, "sodium", .atMost),
    ]

    public static func kind(of id: Int) -> Kind { nutrients.first { $0.id == id }?.kind ?? .atLeast }

    /// The unit a target is in: the headline's (g, or mg for sodium).
    public static func unit(of id: Int) -> String { Nutrient.headline.first { $0.id == id }?.unit ?? "g" }

    /// Checks every amount, naming the first that is wrong by its key.
    public func validated() throws(DomainError) -> NutrientTargets {
        for (id, amount) in amounts {
            guard let entry = Self.nutrients.first(where: { $0.id == id }) else {
                throw .invalid("targets", "A target can be set for protein, fat, saturated fat, carbohydrate, sugars, fibre and sodium.")
            }
            let limit = Self.unit(of: id) == "mg" ? 20_000.0 : 2_000.0
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

        /// Its name in the API and the forms ("protein", "saturatedFat").
        public var key: String { NutrientTargets.nutrients.first { $0.id == id }?.key ?? String(id) }
        public var unit: String { NutrientTargets.unit(of: id) }

        /// "protein 62 g of at least 120 g", as the food card, `system meal` and the JSON's reader say it.
        public var sentence: String {
            "\(Nutrient.plainName(id)) \(Readable.amount((total * 10).rounded() / 10)) \(unit) of "
                + "\(kind == .atLeast ? "at least" : "at most") \(Readable.amount(target)) \(unit)"
        }

        /// True when the floor is reached or the ceiling not passed.
        public var isOnTrack: Bool { kind == .atLeast ? total >= target : total <= target }
        /// How far along: total over target (above 1 past it).
        public var fraction: Double { target > 0 ? total / target : 0 }
    }

    /// Each target against a day's food, in the headline's order.
    public func progress(of day: FoodDay) -> [Progress] {
        Self.nutrients.compactMap { nutrient in
            amounts[nutrient.id].map { Progress(id: nutrient.id, total: day.total(nutrient.id), target: $0, kind: nutrient.kind) }
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
