import Foundation

/// Names a person would write for USDA's descriptions: "Milk, reduced fat, fluid, 2% milkfat, without added vitamin A
/// and vitamin D" is "Milk, 2%", and the description stays one tap away.
///
/// A curated table names the most common foods; rules name the rest: the description's comma-separated parts, less
/// those that say nothing to a person eating it (fluid, fresh, drained, the vitamins added to milk, "includes…"
/// notes), "cooked" when the way it was cooked follows, and the detail past the first few parts. How it was prepared
/// is never dropped (raw, boiled, fried, roasted…), so cooked and raw carrots never look alike.
///
/// Names are unique within a database: foods whose names meet take back what was dropped, part by part, until they
/// differ (USDA's descriptions are unique; should two ever match, the id tells them apart). Hand-written, because
/// naming is this app's own editorial choice; no library holds it.
public enum FoodNames {
    /// A unique display name for each food.
    public static func names(for foods: [(id: Int, description: String)]) -> [Int: String] {
        var namings = foods.map { Naming(description: $0.description) }
        while true {
            var holders: [String: [Int]] = [:]
            for index in namings.indices { holders[namings[index].key, default: []].append(index) }
            var climbed = false
            for (_, group) in holders where group.count > 1 {
                // A curated name stays with its food; the others make way.
                let curated = group.filter { namings[$0].isCurated }
                let movers = curated.count == 1 ? group.filter { $0 != curated[0] } : group
                let members = group.map { namings[$0] }
                for index in movers where namings[index].canClimb {
                    namings[index].climb(apartFrom: members)
                    climbed = true
                }
            }
            if !climbed { break }
        }
        // Foods still alike (the same description) are told apart by their ids. An id folds into a word ("Milk (#2)"
        // is "milk 2", like "Milk, 2%"), so this repeats until every name is unique: each round ends the names it
        // touches with their own id, which no other food's name ends with.
        var names = namings.map(\.name)
        for _ in 0..<4 {
            var holders: [String: [Int]] = [:]
            for (index, name) in names.enumerated() { holders[FoodText.folded(name), default: []].append(index) }
            let alike = holders.values.filter { $0.count > 1 }.flatMap { $0 }
            if alike.isEmpty { break }
            for index in alike { names[index] += " (#\(foods[index].id))" }
        }
        return Dictionary(foods.indices.map { (foods[$0].id, names[$0]) }, uniquingKeysWith: { first, _ in first })
    }

    /// The name of one food by itself (no other food to differ from).
    public static func name(of description: String) -> String {
        Naming(description: description).name
    }

    /// A food's name as it grows: the curated one or the rules' parts, then part by part what they dropped, then the
    /// whole description.
    struct Naming {
        let whole: String
        let parts: [String]
        private var kept: [Bool]
        private var curated: String?
        private var usesWhole = false
        private(set) var name: String
        /// What must differ between foods: names compare as search folds them, so "Milk, 2%" and "milk 2%" meet.
        private(set) var key: String

        var isCurated: Bool { curated != nil && !usesWhole }
        var canClimb: Bool { !usesWhole }

        init(description: String) {
            whole = description.trimmingCharacters(in: .whitespaces)
            curated = FoodNames.curated[whole]
            let parts = FoodNames.parts(of: whole)
            self.parts = parts
            var kept: [Bool] = parts.map { !FoodNames.isNoise($0, in: parts) }
            // Past the first three parts that remain, keep only how it was prepared.
            var detail = 0
            for index in parts.indices where kept[index] {
                if FoodNames.isPreparation(parts[index]) { continue }
                detail += 1
                if detail > 3 { kept[index] = false }
            }
            self.kept = kept
            name = curated ?? FoodNames.join(parts, kept)
            key = FoodText.folded(name)
        }

        /// One step longer: the first dropped part that tells it apart from the foods it meets (or the first dropped
        /// part, when none does), else the whole description.
        mutating func climb(apartFrom others: [Naming]) {
            let dropped = parts.indices.filter { !kept[$0] }
            if curated != nil || dropped.isEmpty {
                usesWhole = true
                curated = nil
                name = whole
            } else {
                let shared = { (part: String) in
                    others.allSatisfy { other in other.parts.contains { $0.caseInsensitiveCompare(part) == .orderedSame } }
                }
                let index = dropped.first { !shared(parts[$0]) } ?? dropped[0]
                kept[index] = true
                name = FoodNames.join(parts, kept)
                if name == whole || kept.allSatisfy({ $0 }) { usesWhole = true }
            }
            key = FoodText.folded(name)
        }
    }

    static func parts(of description: String) -> [String] {
        description.split(separator: ",").map { part in
            var text = part.trimmingCharacters(in: .whitespaces)
            // "(Includes foods for USDA's Food Distribution Program)", "(includes sourdough)": notes, not names.
            if let open = text.range(of: "(includes", options: .caseInsensitive) {
                text = text[..<open.lowerBound].trimmingCharacters(in: .whitespaces)
            }
            return text
        }.filter { !$0.isEmpty }
    }

    static func join(_ parts: [String], _ kept: [Bool]) -> String {
        var words = parts.indices.filter { kept[$0] }.map { rewritten(parts[$0]) }
        if words.isEmpty { words = [parts.first ?? ""] }
        var name = words.joined(separator: ", ")
        if let first = name.first, first.isLowercase { name = first.uppercased() + name.dropFirst() }
        return name
    }

    /// A part as a person would say it.
    static func rewritten(_ part: String) -> String {
        let lower = part.lowercased()
        if lower == "with salt" || lower == "salt added in processing" { return "salted" }
        if lower.hasSuffix("% milkfat") { return String(part.dropLast(" milkfat".count)) }
        if lower.hasPrefix("separable ") { return String(part.dropFirst("separable ".count)) }
        return part
    }

    /// A part that says nothing to a person eating the food.
    static func isNoise(_ part: String, in parts: [String]) -> Bool {
        let lower = part.lowercased()
        if noise.contains(lower) { return true }
        if noisePrefixes.contains(where: { lower.hasPrefix($0) }) { return true }
        // "cooked" before the way it was cooked: "Carrots, cooked, boiled" is "Carrots, boiled".
        if lower == "cooked", let at = parts.firstIndex(of: part), parts[(at + 1)...].contains(where: { methods.contains($0.lowercased()) })
        {
            return true
        }
        // Milk's "reduced fat" or "lowfat" next to the percentage that says it better.
        if ["reduced fat", "lowfat", "low fat", "whole"].contains(lower), parts.contains(where: { $0.lowercased().hasSuffix("% milkfat") })
        {
            return lower != "whole"
        }
        return false
    }

    static func isPreparation(_ part: String) -> Bool {
        let lower = part.lowercased()
        return methods.contains(lower) || preparations.contains(lower) || lower.hasPrefix("cooked") || lower.hasPrefix("fried")
            || lower == "salted"
    }

    static let noise: Set<String> = [
        "fluid", "fresh", "drained", "without salt", "without added salt", "all commercial varieties", "commercial", "nfs",
        "regular", "solids and liquids", "ready-to-eat", "ready-to-serve", "all grades", "year round average", "as purchased",
    ]
    static let noisePrefixes = ["with added vitamin", "without added vitamin", "fortified with vitamin", "includes usda commodity"]
    /// The ways of cooking "cooked" gives way to.
    static let methods: Set<String> = [
        "baked", "boiled", "braised", "broiled", "fried", "grilled", "microwaved", "microwave", "pan-fried", "pan-broiled",
        "pan-browned", "poached", "roasted", "scrambled", "simmered", "steamed", "stewed", "hard-boiled", "omelet", "toasted",
    ]
    /// States of a food that tell it apart as much as the way it was cooked.
    static let preparations: Set<String> = [
        "raw", "cooked", "dry", "dried", "uncooked", "unprepared", "prepared", "frozen", "canned", "smoked", "heated",
        "unheated", "oven-heated", "dehydrated", "toasted", "batter", "flour",
    ]

    /// Common foods by their exact USDA description (SR Legacy and FNDDS spell them the same), named as people say
    /// them. Names here still meet the uniqueness rule: a clash falls back to the description.
    static let curated: [String: String] = [
        "Milk, whole, 3.25% milkfat, with added vitamin D": "Milk, whole",
        "Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D": "Milk, 2%",
        "Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D": "Milk, 1%",
        "Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)": "Milk, skim",
        "Milk, chocolate, fluid, commercial, whole, with added vitamin A and vitamin D": "Chocolate milk",
        "Egg, whole, raw, fresh": "Egg, raw",
        "Egg, whole, cooked, hard-boiled": "Egg, hard-boiled",
        "Egg, whole, cooked, scrambled": "Egg, scrambled",
        "Egg, whole, cooked, fried": "Egg, fried",
        "Egg, whole, cooked, poached": "Egg, poached",
        "Egg, whole, cooked, omelet": "Omelet",
        "Egg, white, raw, fresh": "Egg white, raw",
        "Egg, yolk, raw, fresh": "Egg yolk, raw",
        "Bananas, raw": "Banana, raw",
        "Apples, raw, with skin (Includes foods for USDA's Food Distribution Program)": "Apple, raw, with skin",
        "Apples, raw, without skin": "Apple, raw, peeled",
        "Oranges, raw, all commercial varieties": "Orange, raw",
        "Avocados, raw, all commercial varieties": "Avocado, raw",
        "Carrots, raw": "Carrot, raw",
        "Carrots, cooked, boiled, drained, without salt": "Carrot, boiled",
        "Broccoli, raw": "Broccoli, raw",
        "Broccoli, cooked, boiled, drained, without salt": "Broccoli, boiled",
        "Tomatoes, red, ripe, raw, year round average": "Tomato, raw",
        "Potatoes, flesh and skin, raw": "Potato, raw",
        "Potatoes, baked, flesh and skin, without salt": "Potato, baked",
        "Potatoes, boiled, cooked without skin, flesh, without salt": "Potato, boiled, peeled",
        "Potatoes, mashed, home-prepared, whole milk and butter added": "Mashed potatoes",
        "Rice, white, long-grain, regular, enriched, cooked": "Rice, white, cooked",
        "Rice, white, long-grain, regular, raw, enriched": "Rice, white, raw",
        "Rice, brown, long-grain, cooked (Includes foods for USDA's Food Distribution Program)": "Rice, brown, cooked",
        "Rice, brown, long-grain, raw (Includes foods for USDA's Food Distribution Program)": "Rice, brown, raw",
        "Oats (Includes foods for USDA's Food Distribution Program)": "Oats, rolled, dry",
        "Pasta, dry, enriched": "Pasta, dry",
        "Pasta, cooked, enriched, without added salt": "Pasta, cooked",
        "Bread, whole-wheat, commercially prepared": "Bread, whole-wheat",
        "Bread, white, commercially prepared (includes soft bread crumbs)": "Bread, white",
        "Butter, salted": "Butter",
        "Butter, without salt": "Butter, unsalted",
        "Cheese, cheddar (Includes foods for USDA's Food Distribution Program)": "Cheddar",
        "Peanut butter, smooth style, with salt (Includes foods for USDA's Food Distribution Program)": "Peanut butter, smooth",
        "Peanut butter, chunk style, with salt": "Peanut butter, chunky",
        "Oil, olive, salad or cooking": "Olive oil",
        "Sugars, granulated": "Sugar",
        "Beef, ground, 85% lean meat / 15% fat, raw (Includes foods for USDA's Food Distribution Program)": "Ground beef, 85% lean, raw",
        "Beef, ground, 80% lean meat / 20% fat, raw": "Ground beef, 80% lean, raw",
        "Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw": "Chicken breast, raw",
        "Chicken, broiler or fryers, breast, skinless, boneless, meat only, cooked, grilled": "Chicken breast, grilled",
        "Chicken, broilers or fryers, breast, meat only, cooked, roasted": "Chicken breast, roasted",
        "Orange juice, raw (Includes foods for USDA's Food Distribution Program)": "Orange juice, fresh",
        "Beverages, coffee, brewed, prepared with tap water": "Coffee, brewed",
        "Beverages, tea, black, brewed, prepared with tap water": "Tea, black, brewed",
        "Yogurt, plain, whole milk": "Yogurt, plain",
        "Yogurt, Greek, plain, nonfat (Includes foods for USDA's Food Distribution Program)": "Greek yogurt, plain, nonfat",
        "Nuts, almonds": "Almonds",
        "Beverages, water, tap, drinking": "Water, tap",
        "Cheese, mozzarella, whole milk": "Mozzarella",
        "Cheese, parmesan, grated": "Parmesan, grated",
        "Cheese, feta": "Feta",
        "Cheese, swiss": "Swiss cheese",
        "Cheese, cottage, lowfat, 2% milkfat": "Cottage cheese, 2%",
        "Cheese, cream": "Cream cheese",
        "Cream, fluid, heavy whipping": "Cream, heavy whipping",
        "Cream, sour, cultured": "Sour cream",
        "Yogurt, plain, low fat": "Yogurt, plain, low fat",
        "Yogurt, Greek, plain, whole milk": "Greek yogurt, plain",
        "Pears, raw": "Pear, raw",
        "Grapes, red or green (European type, such as Thompson seedless), raw": "Grapes, raw",
        "Strawberries, raw": "Strawberries, raw",
        "Blueberries, raw": "Blueberries, raw",
        "Raspberries, raw": "Raspberries, raw",
        "Pineapple, raw, all varieties": "Pineapple, raw",
        "Mangos, raw": "Mango, raw",
        "Watermelon, raw": "Watermelon, raw",
        "Kiwifruit, green, raw": "Kiwi, raw",
        "Peaches, yellow, raw": "Peach, raw",
        "Cherries, sweet, raw": "Cherries, raw",
        "Lemons, raw, without peel": "Lemon, raw",
        "Grapefruit, raw, pink and red and white, all areas": "Grapefruit, raw",
        "Plums, raw": "Plum, raw",
        "Apricots, raw": "Apricot, raw",
        "Dates, medjool": "Dates, medjool",
        "Raisins, dark, seedless (Includes foods for USDA's Food Distribution Program)": "Raisins",
        "Spinach, raw": "Spinach, raw",
        "Lettuce, iceberg (includes crisphead types), raw": "Lettuce, iceberg",
        "Lettuce, cos or romaine, raw": "Lettuce, romaine",
        "Cucumber, with peel, raw": "Cucumber, raw",
        "Onions, raw": "Onion, raw",
        "Garlic, raw": "Garlic, raw",
        "Peppers, sweet, red, raw": "Red pepper, raw",
        "Peppers, sweet, green, raw": "Green pepper, raw",
        "Mushrooms, white, raw": "Mushrooms, raw",
        "Cauliflower, raw": "Cauliflower, raw",
        "Cabbage, raw": "Cabbage, raw",
        "Kale, raw": "Kale, raw",
        "Squash, summer, zucchini, includes skin, raw": "Zucchini, raw",
        "Sweet potato, raw, unprepared (Includes foods for USDA's Food Distribution Program)": "Sweet potato, raw",
        "Sweet potato, cooked, baked in skin, flesh, without salt": "Sweet potato, baked",
        "Peas, green, raw": "Peas, raw",
        "Corn, sweet, yellow, raw": "Sweet corn, raw",
        "Beans, snap, green, raw": "Green beans, raw",
        "Celery, raw": "Celery, raw",
        "Asparagus, raw": "Asparagus, raw",
        "Beets, raw": "Beetroot, raw",
        "Beans, black, mature seeds, cooked, boiled, without salt": "Black beans, boiled",
        "Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt": "Chickpeas, boiled",
        "Lentils, mature seeds, cooked, boiled, without salt": "Lentils, boiled",
        "Beans, kidney, red, mature seeds, cooked, boiled, without salt": "Kidney beans, boiled",
        "Tofu, raw, firm, prepared with calcium sulfate": "Tofu, firm",
        "Hummus, commercial": "Hummus",
        "Nuts, walnuts, english": "Walnuts",
        "Nuts, cashew nuts, raw": "Cashews",
        "Peanuts, all types, raw": "Peanuts",
        "Seeds, chia seeds, dried": "Chia seeds",
        "Seeds, sunflower seed kernels, dried": "Sunflower seeds",
        "Nuts, pistachio nuts, raw": "Pistachios",
        "Oil, canola": "Canola oil",
        "Oil, coconut": "Coconut oil",
        "Honey": "Honey",
        "Syrups, maple": "Maple syrup",
        "Catsup": "Ketchup",
        "Fish, salmon, Atlantic, farmed, raw": "Salmon, raw",
        "Fish, salmon, Atlantic, farmed, cooked, dry heat": "Salmon, baked",
        "Fish, tuna, light, canned in water, drained solids (Includes foods for USDA's Food Distribution Program)": "Tuna, canned in water",
        "Fish, cod, Atlantic, raw": "Cod, raw",
        "Crustaceans, shrimp, raw": "Shrimp, raw",
        "Pork, fresh, loin, whole, separable lean and fat, raw": "Pork loin, raw",
        "Turkey, whole, meat only, raw": "Turkey, raw",
        "Pork, cured, bacon, pre-sliced, cooked, pan-fried": "Bacon, fried",
        "Beef, grass-fed, strip steaks, lean only, raw": "Steak, strip, raw",
        "Quinoa, cooked": "Quinoa, cooked",
        "Couscous, cooked": "Couscous, cooked",
        "Bulgur, cooked": "Bulgur, cooked",
        "Cereals, oats, regular and quick, not fortified, dry": "Oats, quick, dry",
        "Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving), without salt":
            "Porridge, made with water",
        "Bread, rye": "Bread, rye",
        "Bread, pita, white, enriched": "Pita bread",
        "Tortillas, ready-to-bake or -fry, flour, refrigerated": "Tortilla, flour",
        "Tortillas, ready-to-bake or -fry, corn": "Tortilla, corn",
        "Beverages, coffee, brewed, espresso, restaurant-prepared": "Espresso",
        "Beverages, tea, green, brewed, regular": "Green tea, brewed",
        "Beverages, carbonated, cola, regular": "Cola",
        "Alcoholic beverage, beer, regular, all": "Beer",
        "Alcoholic beverage, wine, table, red": "Red wine",
        "Alcoholic beverage, wine, table, white": "White wine",
        "Beverages, almond milk, unsweetened, shelf stable": "Almond milk, unsweetened",
        "Soymilk, original and vanilla, unfortified": "Soy milk",
        "Chocolate, dark, 70-85% cacao solids": "Dark chocolate, 70–85%",
        "Ice creams, vanilla": "Vanilla ice cream",
        "Snacks, popcorn, air-popped": "Popcorn",
        "Snacks, potato chips, plain, salted": "Potato chips, salted",
    ]
}
