import Foundation

/// A food of the database, per 100 g as USDA gives it.
public struct Food: Sendable, Hashable, Codable {
    public let id: Int
    /// The name a person would write (see ``FoodNames``).
    public let name: String
    /// USDA's own description.
    public let description: String
    public let category: String?
    /// Where it comes from: "sr_legacy_food", "foundation_food", "survey_fndds_food".
    public let dataType: String
    public let portions: [FoodPortion]
    /// The nutrients USDA analysed, per 100 g; a nutrient that is absent was not analysed, which is not zero.
    public let nutrients: [NutrientAmount]

    public init(
        id: Int, name: String, description: String, category: String?, dataType: String, portions: [FoodPortion],
        nutrients: [NutrientAmount]
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.category = category
        self.dataType = dataType
        self.portions = portions
        self.nutrients = nutrients
    }

    /// The amount of a nutrient in 100 g, or nil when it was not analysed.
    public func per100g(_ nutrient: Int) -> Double? {
        nutrients.first { $0.nutrient.id == nutrient }?.amount
    }

    /// A headline nutrient in 100 g, as a label shows it: energy in kcal even when USDA gave only kJ.
    public func headlineAmount(_ nutrient: Int) -> Double? {
        nutrient == Nutrient.energyKcal ? kcalPer100g : per100g(nutrient)
    }

    /// Energy in 100 g: USDA's kcal, or its kJ converted when only that was given.
    public var kcalPer100g: Double? {
        per100g(Nutrient.energyKcal) ?? per100g(Nutrient.energyKJ).map { $0 / Nutrient.kJPerKcal }
    }
}

/// A household measure of a food: "1 cup, chopped" weighs 128 g.
public struct FoodPortion: Sendable, Hashable, Codable {
    public let amount: Double
    /// The measure as USDA words it ("cup, chopped", "large", "slice").
    public let unit: String
    public let grams: Double

    public init(amount: Double, unit: String, grams: Double) {
        self.amount = amount
        self.unit = unit
        self.grams = grams
    }

    /// "1 cup, chopped (128 g)".
    public var label: String {
        "\(Readable.amount(amount)) \(unit) (\(Readable.amount(grams)) g)"
    }
}

/// A nutrient as USDA defines it.
public struct Nutrient: Sendable, Hashable, Codable {
    public let id: Int
    public let name: String
    /// USDA's unit: "G", "MG", "UG", "KCAL", "kJ", "IU".
    public let unit: String
    /// USDA's order for showing nutrients.
    public let rank: Int

    public init(id: Int, name: String, unit: String, rank: Int) {
        self.id = id
        self.name = name
        self.unit = unit
        self.rank = rank
    }

    public static let energyKcal = 1008
    public static let energyKJ = 1062
    public static let protein = 1003
    public static let fat = 1004
    public static let saturatedFat = 1258
    public static let carbohydrate = 1005
    public static let sugars = 2000
    public static let fibre = 1079
    public static let sodium = 1093
    public static let kJPerKcal = 4.184

    /// The nutrients every label shows, in its order, with the names people read; the vitamins and minerals USDA
    /// gives follow in its own order.
    public static let headline: [(id: Int, name: String, unit: String)] = [
        (energyKcal, "Energy", "kcal"), (protein, "Protein", "g"), (fat, "Fat", "g"), (saturatedFat, "of which saturated", "g"),
        (carbohydrate, "Carbohydrate", "g"), (sugars, "of which sugars", "g"), (fibre, "Fibre", "g"), (sodium, "Sodium", "mg"),
    ]

    /// A nutrient's name standing alone, in a sentence or a list: "saturated fat", "sugars", "fibre", "vitamin C".
    public static func plainName(_ id: Int) -> String {
        NutrientTargets.entry(id)?.name ?? headline.first { $0.id == id }?.name.lowercased() ?? "nutrient \(id)"
    }

    /// The unit as people write it: "g", "mg", "µg", "kcal", "kJ", "IU".
    public var symbol: String {
        switch unit.uppercased() {
        case "G": "g"
        case "MG": "mg"
        case "UG": "µg"
        case "KCAL": "kcal"
        case "KJ": "kJ"
        case "IU": "IU"
        default: unit.lowercased()
        }
    }
}

/// How much of a nutrient 100 g of a food holds.
public struct NutrientAmount: Sendable, Hashable, Codable {
    public let nutrient: Nutrient
    public let amount: Double

    public init(nutrient: Nutrient, amount: Double) {
        self.nutrient = nutrient
        self.amount = amount
    }
}

/// A food found by a search, with what a result list shows.
public struct FoodMatch: Sendable, Hashable, Codable {
    public let id: Int
    public let name: String
    public let description: String
    public let kcalPer100g: Double?

    public init(id: Int, name: String, description: String, kcalPer100g: Double?) {
        self.id = id
        self.name = name
        self.description = description
        self.kcalPer100g = kcalPer100g
    }
}

extension Readable {
    /// An amount as a label prints it: whole numbers bare, others to at most one decimal ("1", "0.5", "128", "2.4").
    public static func amount(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths, places: 1)
    }
}
