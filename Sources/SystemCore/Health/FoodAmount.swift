import Foundation

/// An amount of a food as a person says it — "150 g", "1.5 kg", "3 oz", "250 ml", "2 large", "1 cup" — and what
/// it weighs, from the food's own portions. A volume is weighed through the food's cup, tablespoon, teaspoon or
/// fluid-ounce portion; a food without one is taken as water (1 g per ml), and said to be an estimate.
public struct FoodAmount: Sendable, Hashable {
    public let amount: Double
    public let unit: String
    public let grams: Double
    /// The weight of a volume guessed at 1 g per ml (the food has no measure of volume).
    public let isEstimate: Bool

    static let gramsPer: [String: Double] = ["g": 1, "gram": 1, "grams": 1, "kg": 1_000, "oz": 28.349_523_125, "lb": 453.592_37]
    static let millilitresPer: [String: Double] = ["ml": 1, "l": 1_000, "dl": 100, "cl": 10]
    /// Household volumes, in millilitres, by how USDA's portions begin.
    static let volumes: [(prefix: String, millilitres: Double)] = [
        ("cup", 236.588), ("tbsp", 14.787), ("tablespoon", 14.787), ("tsp", 4.929), ("teaspoon", 4.929), ("fl oz", 29.574),
    ]

    /// Reads `text` as an amount of `food`; a bare number is grams.
    public static func parse(_ text: String, of food: Food) throws(DomainError) -> FoodAmount {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let numberEnd = trimmed.firstIndex { !($0.isNumber || $0 == "." || $0 == ",") } ?? trimmed.endIndex
        let numberText = trimmed[..<numberEnd].replacingOccurrences(of: ",", with: ".")
        let unit = trimmed[numberEnd...].trimmingCharacters(in: .whitespaces)
        let amount = numberText.isEmpty ? 1 : Double(numberText)
        let choices = food.portions.isEmpty ? "g, oz or ml" : "g, oz, ml or one of its portions (\(portionWords(food)))"
        guard let amount, amount.isFinite, amount > 0, !(numberText.isEmpty && unit.isEmpty) else {
            throw .invalid("amount", "“\(text)” is not an amount: give a number and a unit, such as 150g or 2 large; \(choices).")
        }
        if unit.isEmpty { return FoodAmount(amount: amount, unit: "g", grams: amount, isEstimate: false) }
        if let factor = gramsPer[unit] {
            return FoodAmount(
                amount: amount, unit: unit == "gram" || unit == "grams" ? "g" : unit, grams: Self.tenths(amount * factor), isEstimate: false
            )
        }
        if let millilitres = millilitresPer[unit] {
            let density = Self.density(of: food)
            return FoodAmount(
                amount: amount, unit: unit, grams: Self.tenths(amount * millilitres * (density ?? 1)), isEstimate: density == nil)
        }
        if let portion = Self.portion(unit, of: food) {
            return FoodAmount(
                amount: amount, unit: portion.unit, grams: Self.tenths(amount * portion.grams / portion.amount), isEstimate: false)
        }
        if numberText.isEmpty {
            throw .invalid("amount", "“\(text)” is not an amount: give a number and a unit, such as 150g or 2 large; \(choices).")
        }
        throw .invalid("amount", "“\(unit)” is not a unit of \(food.name): use \(choices).")
    }

    /// A weight to a tenth of a gram: finer says nothing about food.
    static func tenths(_ grams: Double) -> Double { (grams * 10).rounded() / 10 }

    /// The food's portion a unit names: the same words, or a portion that begins with them ("cup" for "cup,
    /// chopped"; "slice" for "slice (1 oz)").
    static func portion(_ unit: String, of food: Food) -> FoodPortion? {
        let singular = unit.hasSuffix("s") && unit.count > 3 ? String(unit.dropLast()) : unit
        for candidate in [unit, singular] {
            if let exact = food.portions.first(where: { $0.unit.lowercased() == candidate }) { return exact }
        }
        for candidate in [unit, singular] {
            if let begins = food.portions.first(where: { portion in
                let words = portion.unit.lowercased()
                return words.hasPrefix(candidate + ",") || words.hasPrefix(candidate + " ") || words.hasPrefix(candidate + "(")
            }) {
                return begins
            }
        }
        return nil
    }

    /// Grams per millilitre, from a portion measured by volume.
    public static func density(of food: Food) -> Double? {
        for portion in food.portions {
            let unit = portion.unit.lowercased()
            if let volume = volumes.first(where: { unit.hasPrefix($0.prefix) }) {
                return portion.grams / (portion.amount * volume.millilitres)
            }
        }
        return nil
    }

    /// "large, cup": the first words of the food's portions, for a message.
    static func portionWords(_ food: Food) -> String {
        var seen: [String] = []
        for portion in food.portions {
            let word = String(portion.unit.prefix { $0 != "," && $0 != "(" }).trimmingCharacters(in: .whitespaces)
            if !word.isEmpty, !seen.contains(word) { seen.append(word) }
        }
        return seen.prefix(5).joined(separator: ", ")
    }
}
