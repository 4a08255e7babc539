import PropertyBased
import SystemCore
import Testing

/// USDA's descriptions named as a person would write them: short, with how the food was prepared, and unique.
struct FoodNamesTests {
    @Test(arguments: [
        // The curated table names the most common foods.
        ("Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D", "Milk, 2%"),
        ("Egg, whole, raw, fresh", "Egg, raw"),
        ("Bananas, raw", "Banana, raw"),
        // The rules name the rest: noise dropped, "cooked" gives way to how, salt said plainly.
        ("Eggplant, cooked, boiled, drained, without salt", "Eggplant, boiled"),
        ("Broccoli, cooked, boiled, drained, with salt", "Broccoli, boiled, salted"),
        ("Milk, whole, 3.25% milkfat, without added vitamin A and vitamin D", "Milk, whole, 3.25%"),
        ("Apples, raw, gala, with skin (Includes foods for USDA's Food Distribution Program)", "Apples, raw, gala, with skin"),
        ("Avocados, raw, Florida", "Avocados, raw, Florida"),
        // Past three parts only the preparation stays.
        ("Chicken, broilers or fryers, thigh, meat only, cooked, roasted", "Chicken, broilers or fryers, thigh, roasted"),
        (
            "Beef, chuck, blade roast, separable lean only, trimmed to 0\" fat, all grades, cooked, braised",
            "Beef, chuck, blade roast, braised"
        ),
        ("Spices, pepper, black", "Spices, pepper, black"),
    ])
    func aDescriptionIsNamedAsAPersonWouldWriteIt(_ description: String, _ name: String) {
        #expect(FoodNames.name(of: description) == name)
    }

    @Test func cookedAndRawNeverLookAlike() {
        let names = FoodNames.names(for: [
            (1, "Carrots, raw"), (2, "Carrots, cooked, boiled, drained, without salt"),
            (3, "Carrots, frozen, cooked, boiled, drained, without salt"),
        ])
        #expect(Set(names.values).count == 3)
        #expect(names[1]?.contains("raw") == true)
        #expect(names[2]?.contains("boiled") == true)
    }

    @Test func foodsWhoseNamesMeetTakeBackWhatWasDroppedAndACuratedNameStays() {
        let names = FoodNames.names(for: [
            (171267, "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D"),
            (172205, "Milk, reduced fat, fluid, 2% milkfat, without added vitamin A and vitamin D"),
            (1, "Pasta, dry, enriched"), (2, "Pasta, dry, unenriched"),
        ])
        #expect(names[171267] == "Milk, 2%")
        #expect(names[172205] == "Milk, 2%, without added vitamin A and vitamin D")
        #expect(names[1] != names[2])
    }

    @Test func identicalDescriptionsAreToldApartByTheirIds() {
        let names = FoodNames.names(for: [(7, "Soup, tomato"), (8, "Soup, tomato")])
        #expect(names[7] == "Soup, tomato (#7)")
        #expect(names[8] == "Soup, tomato (#8)")
    }

    /// For any set of foods, no two share a name as search compares names (case and accents folded).
    @Test func namesAreUniqueForAnyFoods() async {
        let parts = [
            "Milk", "milk", "Mílk", "raw", "cooked", "boiled", "fluid", "with salt", "without salt", "2% milkfat", "Egg", "whole",
            "fresh", "drained", "frozen", "with added vitamin D",
        ]
        let description = Gen.int(in: 0...(parts.count - 1)).array(of: 1...6).map { indexes in
            indexes.map { parts[$0] }.joined(separator: ", ")
        }
        await propertyCheck(input: description.array(of: 1...30)) { descriptions in
            let foods = descriptions.enumerated().map { (id: $0.offset, description: $0.element) }
            let names = FoodNames.names(for: foods)
            #expect(names.count == foods.count)
            #expect(Set(names.values.map(FoodText.folded)).count == foods.count)
        }
    }

    @Test(arguments: [
        ("Café au lait", "cafe au lait"), ("Milk, 2% milkfat", "milk 2 milkfat"), ("  Crème   brûlée ", "creme brulee"),
        ("JALAPEÑO", "jalapeno"), ("", ""),
    ])
    func searchFoldsCaseAccentsAndPunctuation(_ text: String, _ folded: String) {
        #expect(FoodText.folded(text) == folded)
    }
}
