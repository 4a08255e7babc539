import Foundation
import Testing

@testable import SystemCore

/// Amounts as people say them, weighed through the food's own portions.
struct FoodAmountTests {
    static let milk = Food(
        id: 171267, name: "Milk, 2%", description: "", category: nil, dataType: "sr_legacy_food",
        portions: [FoodPortion(amount: 1, unit: "cup", grams: 244), FoodPortion(amount: 1, unit: "fl oz", grams: 30.5)], nutrients: [])
    static let egg = Food(
        id: 171287, name: "Egg, raw", description: "", category: nil, dataType: "sr_legacy_food",
        portions: [FoodPortion(amount: 1, unit: "large", grams: 50), FoodPortion(amount: 1, unit: "cup (4.86 large eggs)", grams: 243)],
        nutrients: [])
    static let bread = Food(
        id: 1, name: "Bread", description: "", category: nil, dataType: "sr_legacy_food",
        portions: [FoodPortion(amount: 1, unit: "slice", grams: 32), FoodPortion(amount: 2, unit: "slices, thin", grams: 40)], nutrients: []
    )

    @Test(arguments: [
        (milk, "250ml", "ml", 257.8, false),
        (milk, "1 cup", "cup", 244, false),
        (milk, "0.5 l", "l", 515.7, false),
        (egg, "2 large", "large", 100, false),
        (egg, "150g", "g", 150, false),
        (egg, "150", "g", 150, false),
        (egg, "1,5 kg", "kg", 1_500, false),
        (egg, "3 oz", "oz", 85, false),
        (egg, "cup", "cup (4.86 large eggs)", 243, false),
        (egg, "100 ml", "ml", 102.7, false),
        (bread, "3 slices", "slice", 96, false),
        (bread, "2 slices, thin", "slices, thin", 40, false),
        (Food(id: 2, name: "Oil", description: "", category: nil, dataType: "x", portions: [], nutrients: []), "10 ml", "ml", 10, true),
    ])
    func anAmountIsWeighedThroughTheFoodsPortions(_ food: Food, _ text: String, _ unit: String, _ grams: Double, _ estimate: Bool) throws {
        let amount = try FoodAmount.parse(text, of: food)
        #expect(amount.unit == unit)
        #expect((amount.grams * 10).rounded() / 10 == grams)
        #expect(amount.isEstimate == estimate)
    }

    @Test(arguments: ["", "0g", "-2 large", "two eggs", "3 bowls", "1e400 g"])
    func whatIsNotAnAmountIsRefusedByName(_ text: String) {
        #expect {
            try FoodAmount.parse(text, of: Self.egg)
        } throws: { error in
            (error as? DomainError)?.field == "amount" && (error as? DomainError)?.message.contains("large, cup") == true
        }
    }
}
