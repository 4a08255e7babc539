import Foundation
import SystemCore
import SystemTestSupport
import Testing

@testable import SystemStore

/// The food database on SQLite and PostgreSQL: USDA's download loaded whole or not at all, searched the way a person
/// types, and shown with what USDA analysed and nothing it did not.
@Suite(.timeLimit(.minutes(15))) struct FoodDatabaseTests {
    static var backends: [Backend] { Backend.allCases.filter { $0 != .memory } }
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// Runs `body` with an empty food database of this kind.
    func withFoods(_ backend: Backend, _ body: (FoodDatabase) async throws -> Void) async throws {
        try await backend.withDatabase { store in
            let database = try await store.moduleDatabase()
            try await StoreModules.standard.migrate(database)
            try await body(FoodDatabase(database))
        }
    }

    func load(_ fixture: USDAFixture, into foods: FoodDatabase, named name: String = "fixture.zip") async throws -> FoodImportSummary {
        let zip = try fixture.write()
        defer { try? FileManager.default.removeItem(at: zip) }
        return try await foods.importUSDA(zip, named: name, at: now)
    }

    @Test(arguments: backends)
    func aDownloadLoadsItsFoodsWithHumanNamesAndLeavesOtherKindsOut(_ backend: Backend) async throws {
        try await withFoods(backend) { foods in
            let summary = try await load(.sample, into: foods)
            #expect(summary.foods == 6)
            #expect(summary.skipped == 1)  // the branded food
            #expect(summary.nutrients == 9)
            #expect(summary.portions == 3)
            #expect(summary.dataTypes == ["sr_legacy_food"])
            #expect(try await foods.count() == 6)

            let egg = try #require(try await foods.food(171287))
            #expect(egg.name == "Egg, raw")
            #expect(egg.description == "Egg, whole, raw, fresh")
            #expect(egg.category == "Dairy and Egg Products")
            #expect(egg.kcalPer100g == 143)
            #expect(egg.per100g(Nutrient.protein) == 12.56)
            #expect(egg.per100g(1162) == 0)  // analysed, and zero
            #expect(egg.per100g(Nutrient.fibre) == nil)  // not analysed: absent, not zero
            #expect(egg.portions.map(\.label) == ["1 large (50 g)", "1 cup (4.86 large eggs) (243 g)"])

            // Energy given only in kJ becomes kcal; a food without any energy row has none.
            #expect(try await foods.food(900002)?.kcalPer100g.map { ($0 * 10).rounded() / 10 } == 28.9)
            #expect(try await foods.food(900001)?.kcalPer100g == nil)
            #expect(try await foods.food(900001)?.nutrients.isEmpty == true)
            #expect(try await foods.food(999999) == nil)
        }
    }

    @Test(arguments: backends)
    func searchFindsWhatAPersonTypesBestFirst(_ backend: Backend) async throws {
        try await withFoods(backend) { foods in
            _ = try await load(.sample, into: foods)
            // "egg" finds eggs first, then what merely starts with the letters.
            #expect(try await foods.search("egg").map(\.id) == [171287, 169904, 169228])
            // "eggs" finds eggs whichever the number (PostgreSQL's index matches prefixes only, so the plural there).
            let eggs = try await foods.search("EGGS").map(\.id)
            #expect(eggs.contains(169904) && [169904, 171287].contains(eggs.first))
            // Every word as the start of a word; accents and case folded both ways.
            #expect(try await foods.search("milk 2").map(\.name) == ["Milk, 2%"])
            #expect(try await foods.search("cafe").map(\.id) == [900001])
            #expect(try await foods.search("jalapeño RAW").map(\.id) == [900002])
            #expect(try await foods.search("jalapeno").map(\.id) == [900002])
            // The USDA description is searched too.
            #expect(try await foods.search("fresh").map(\.id) == [171287])
            #expect(try await foods.search("egg", limit: 1).count == 1)
            #expect(try await foods.search("zzz").isEmpty)
            #expect(try await foods.search(" ,.% ").isEmpty)
            #expect(try await foods.search("\"egg*").map(\.id).first == 171287)  // query syntax is only text
        }
    }

    @Test(arguments: backends)
    func theUsersOwnFoodsComeFirstWithinARank(_ backend: Backend) async throws {
        try await withFoods(backend) { foods in
            _ = try await load(.sample, into: foods)
            // Within a rank (here, names whose first word begins with "e"), scrambled eggs, eaten often, come first.
            #expect(try await foods.search("e", preferring: [169904: 3, 171287: 1]).map(\.id) == [169904, 171287, 169228])
            // But a favourite never jumps a rank: for "egg", eggplant only begins with the letters.
            #expect(try await foods.search("egg", preferring: [169228: 50]).map(\.id) == [171287, 169904, 169228])
            // The user's foods are found even past the page of the rank's shortest names.
            #expect(try await foods.search("e", limit: 1, preferring: [169904: 1]).map(\.id) == [169904])
        }
    }

    @Test(arguments: backends)
    func aNewerReleaseReplacesTheFoodsOfItsKind(_ backend: Backend) async throws {
        try await withFoods(backend) { foods in
            _ = try await load(.sample, into: foods, named: "first.zip")
            var newer = USDAFixture.sample
            newer.foods.removeAll { $0.id == 169228 }
            newer.foods.append((169229, "Eggplant, cooked, boiled, drained, without salt"))
            newer.amounts = newer.amounts.filter { $0.food != 169228 } + [(169229, 1008, 35)]
            _ = try await load(newer, into: foods, named: "second.zip")

            #expect(try await foods.count() == 6)
            #expect(try await foods.food(169228) == nil)
            #expect(try await foods.food(169229)?.name == "Eggplant, boiled")
            #expect(try await foods.food(169229)?.kcalPer100g == 35)
            #expect(try await foods.search("eggplant").map(\.id) == [169229])
            #expect(try await foods.imports().map(\.file) == ["second.zip", "first.zip"])
        }
    }

    @Test(arguments: backends)
    func anotherKindOfFoodsStaysBesideAndNamesStayUnique(_ backend: Backend) async throws {
        try await withFoods(backend) { foods in
            _ = try await load(.sample, into: foods, named: "sr.zip")
            // Foundation Foods brings a food whose name meets SR Legacy's raw egg: both take their ids, and the search
            // finds the renamed one by its new name.
            var foundation = USDAFixture(
                foods: [(321358, "Egg, raw"), (321359, "Kale, raw")], amounts: [(321358, 1008, 140)], portions: [])
            foundation.dataType = "foundation_food"
            let summary = try await load(foundation, into: foods, named: "foundation.zip")
            #expect(summary.dataTypes == ["foundation_food"])
            #expect(try await foods.count() == 8)
            #expect(try await foods.food(171287)?.name == "Egg, raw (#171287)")
            #expect(try await foods.food(321358)?.name == "Egg, raw (#321358)")
            #expect(Set(try await foods.search("egg raw 171287").map(\.id)) == [171287])
            // Loading SR Legacy again leaves the Foundation foods.
            _ = try await load(.sample, into: foods, named: "sr-again.zip")
            #expect(try await foods.food(321359)?.name == "Kale, raw")
            #expect(try await foods.count() == 8)
        }
    }

    @Test(arguments: backends)
    func aFileThatIsNotUSDAsDownloadIsRefusedAndChangesNothing(_ backend: Backend) async throws {
        try await withFoods(backend) { foods in
            _ = try await load(.sample, into: foods)
            let notAZip = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-zip-\(UUID().uuidString).zip")
            try Data("hello".utf8).write(to: notAZip)
            defer { try? FileManager.default.removeItem(at: notAZip) }
            await #expect { try await foods.importUSDA(notAZip, named: "photo.zip", at: now) } throws: { error in
                "\(error)" == "photo.zip is not a zip file: download the CSV zip from USDA FoodData Central."
            }
            let refusals: [(USDAFixture, String)] = [
                (USDAFixture.sample.without("food.csv"), "is not a USDA FoodData Central CSV download: it has no food.csv"),
                (USDAFixture.sample.replacing("food.csv", with: "\"id\",\"name\"\n\"1\",\"x\"\n"), "has no column “fdc_id”"),
                (
                    USDAFixture.sample.replacing(
                        "food.csv",
                        with: "\"fdc_id\",\"data_type\",\"description\"\n\"1\",\"sr_legacy_food\",\"A\"\n\"x\",\"sr_legacy_food\",\"B\"\n"),
                    "food.csv, row 3: its fdc_id “x” is not a number"
                ),
                (
                    USDAFixture.sample.replacing(
                        "food.csv", with: "\"fdc_id\",\"data_type\",\"description\"\n\"1\",\"branded_food\",\"A\"\n"),
                    "holds no SR Legacy, Foundation or FNDDS foods"
                ),
            ]
            for (fixture, message) in refusals {
                await #expect { try await load(fixture, into: foods, named: "bad.zip") } throws: { error in
                    error is FoodImportError && "\(error)".contains(message) && "\(error)".hasPrefix("bad.zip")
                }
            }
            // Nothing half-imported: the first load stands whole.
            #expect(try await foods.count() == 6)
            #expect(try await foods.search("egg").map(\.id) == [171287, 169904, 169228])
            #expect(try await foods.imports().count == 1)
        }
    }

    /// SR Legacy loads whole; "egg" finds eggs; and however a search reads the index (one word, a few words with few
    /// matches, or with many), its page is the first of every match ranked by tier, then shorter names: the same as
    /// ranking all of them.
    @Test(.enabled(if: SharedData.usdaSRLegacy != nil, Comment(rawValue: SharedData.skipMessage("USDA's SR Legacy zip"))))
    func srLegacyLoadsWholeAndASearchPageIsTheFirstOfAllMatchesRanked() async throws {
        let zip = try #require(SharedData.usdaSRLegacy)
        try await Backend.sqlite.withDatabase { store in
            let database = try await store.moduleDatabase()
            try await StoreModules.standard.migrate(database)
            let foods = FoodDatabase(database)
            let summary = try await foods.importUSDA(zip, named: zip.lastPathComponent, at: now)
            #expect(summary.foods == 7_793)
            #expect(summary.nutrients == 641_056)
            #expect(summary.portions > 14_000)
            let eggs = try await foods.search("egg", limit: 8)
            #expect(eggs.allSatisfy { $0.name.hasPrefix("Egg") && !$0.name.hasPrefix("Eggplant") })
            #expect(eggs.first?.name == "Egg, raw")
            #expect(try await foods.search("milk 2").first?.name == "Milk, 2%")
            let egg = try #require(try await foods.food(171287))
            #expect(egg.kcalPer100g == 143)
            #expect(egg.portions.contains { $0.unit == "large" && $0.grams == 50 })

            for query in ["chicken b", "beef g", "rice w", "rice white cooked", "milk 2", "apple r", "cheese ch", "egg", "co", "oats"] {
                let terms = FoodText.terms(query)
                // Every word as a prefix anywhere, or the first word's plural or singular first ("oats" finds "Oat bran").
                let rest = terms.dropFirst().map { " AND \"\($0)\"*" }.joined()
                let heads = FoodDatabase.heads(of: terms[0]).map { "^\"\($0)\"" }.joined(separator: " OR ")
                let match = "(\(terms.map { "\"\($0)\"*" }.joined(separator: " "))) OR ((name : (\(heads)))\(rest))"
                let all = try await database.execute(
                    """
                    SELECT f.id, f.name_folded, s.rowid FROM health_food_search s JOIN health_foods f ON f.search_order = s.rowid
                    WHERE health_food_search MATCH ?
                    """, [.text(match)])
                let ranked = all.sorted {
                    (FoodDatabase.tier(of: $0["name_folded"].text!, for: terms), $0["rowid"].integer!)
                        < (FoodDatabase.tier(of: $1["name_folded"].text!, for: terms), $1["rowid"].integer!)
                }
                #expect(try await foods.search(query).map(\.id) == ranked.prefix(20).map { Int($0["id"].integer!) }, "\(query)")
            }
        }
    }
}
