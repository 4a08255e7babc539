import Foundation
import SystemTestSupport
import Testing

/// `system foods` as a user runs it: load USDA's zip, search, show a food; bad files refused in one line.
@Suite(.serialized) struct FoodsProcessTests {
    @Test func aDownloadIsLoadedSearchedAndShown() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let zip = try USDAFixture.sample.write()
        defer { try? FileManager.default.removeItem(at: zip) }

        let empty = try ProcessTests.run(["foods", "search", "egg", "--data-dir", directory])
        #expect(empty.status == 0)
        #expect(empty.stdout == "The food database is empty: load USDA's with `system foods import FILE.zip`.\n")

        let loaded = try ProcessTests.run(["foods", "import", zip.path, "--data-dir", directory])
        #expect(loaded.status == 0, "\(loaded.stderr)")
        #expect(
            loaded.stdout
                == "Loaded 6 foods from \(zip.lastPathComponent): 9 nutrient amounts, 3 portions; 1 rows of other kinds left out.\n")

        let found = try ProcessTests.run(["foods", "search", "egg", "--data-dir", directory])
        #expect(found.stdout.split(separator: "\n").first == "171287  Egg, raw  ·  143 kcal/100 g")
        let json = try ProcessTests.run(["foods", "search", "milk", "2", "--json", "--data-dir", directory])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: [[String: Any]]])
        #expect(object["foods"]?.map { $0["name"] as? String } == ["Milk, 2%"])

        let shown = try ProcessTests.run(["foods", "show", "171287", "--data-dir", directory])
        #expect(shown.stdout.contains("USDA: Egg, whole, raw, fresh\n"))
        #expect(shown.stdout.contains("  Protein: 12.6 g\n"))
        #expect(shown.stdout.contains("  Fibre: not analysed\n"))
    }

    @Test(arguments: [
        (["foods", "import", "/nowhere/sr.zip"], "system: /nowhere/sr.zip: no such file."),
        (["foods", "show", "42"], "system: There is no food 42: find one with `system foods search`."),
        (["foods", "search", "%"], "system: Say what to search for: system foods search egg"),
    ])
    func badInputIsOneReadableLine(_ arguments: [String], _ message: String) throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try ProcessTests.run(arguments + ["--data-dir", directory])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == message)
    }

    @Test func ownFoodsAndRecipesAreMadeLoggedAndEdited() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let zip = try USDAFixture.sample.write()
        defer { try? FileManager.default.removeItem(at: zip) }
        func system(_ arguments: String...) throws -> ProcessTests.Result {
            try ProcessTests.run(arguments + ["--data-dir", directory])
        }
        #expect(try system("foods", "import", zip.path).status == 0)

        let bar = try system("foods", "add", "Protein bar", "--serving", "40g", "--serving-name", "bar", "--kcal", "180", "--protein", "20")
        #expect(bar.status == 0, "\(bar.stderr)")
        #expect(bar.stdout.hasPrefix("Added Protein bar (-") && bar.stdout.hasSuffix("): 450 kcal per 100 g; 1 bar is 40 g.\n"))
        let eaten = try system("eat", "protein bar", "1 bar", "--meal", "snack")
        #expect(eaten.stdout.hasPrefix("Logged 1 bar (40 g) of Protein bar for snack on "), "\(eaten.stderr)")

        let made = try system(
            "recipe", "add", "Eggs and milk", "--servings", "2", "--ingredient", "egg=2 large", "--ingredient", "milk 2=1 cup")
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("Your recipe · 2 ingredients · 2 servings · 344 g\n"))
        #expect(made.stdout.contains("  1. Egg, raw, 2 large (100 g)  ·  143 kcal\n"))
        #expect(made.stdout.contains("A serving: 172 g · 133 kcal."))
        let logged = try system("eat", "eggs and milk", "1 serving", "--meal", "breakfast")
        #expect(logged.stdout.contains("Logged 1 serving (172 g) of Eggs and milk for breakfast"), "\(logged.stderr)")

        let edited = try system("recipe", "edit", "eggs and milk", "--servings", "4", "--cooked", "300g", "--remove-ingredient", "2")
        #expect(edited.stdout.contains("Your recipe · 1 ingredient · 4 servings · 300 g cooked\n"), "\(edited.stderr)")
        // The breakfast eaten keeps the recipe as it was.
        #expect(try system("meal").stdout.contains("Eggs and milk, 1 serving (172 g)  ·  133 kcal"))
        let json = try system("recipe", "show", "eggs", "--json")
        let recipe = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(recipe["servingGrams"] as? Double == 75)
        #expect(recipe["revision"] as? Int == 2)

        #expect(try system("foods", "portion", "egg", "my bowl", "150g").status == 0)
        #expect(try system("eat", "egg", "1 my bowl").stdout.contains("1 my bowl (150 g) of Egg, raw"))
        #expect(try system("foods", "favourite", "eggplant").stdout == "Eggplant, raw is a favourite: it comes first in search.\n")
        #expect(try system("foods", "favourite").stdout.contains("Eggplant, raw"))

        for (arguments, message) in [
            (["recipe", "add", "Stew", "--ingredient", "egg"], "system: --ingredient: “egg” is not FOOD=AMOUNT, such as \"oats=80g\"."),
            (["recipe", "add", "Eggs and milk"], "system: You have a food called “Eggs and milk” already."),
            (["recipe", "show", "soup"], "system: You have no recipe “soup”; system recipe lists them."),
            (
                ["foods", "add", "Slab", "--kcal", "900", "--serving", "50g"],
                "system: That is 1800 kcal of energy in 100 g, more than any food has: check the serving's weight."
            ),
        ] {
            let refused = try ProcessTests.run(arguments + ["--data-dir", directory])
            #expect(refused.status != 0)
            #expect(refused.stderr.split(separator: "\n").first.map(String.init) == message)
        }
    }

    @Test func aFileThatIsNotAZipChangesNothing() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let notes = URL(fileURLWithPath: directory).appendingPathComponent("notes.zip")
        try Data("not a zip".utf8).write(to: notes)
        let result = try ProcessTests.run(["foods", "import", notes.path, "--data-dir", directory])
        #expect(result.status == 1)
        #expect(result.stderr == "system: notes.zip is not a zip file: download the CSV zip from USDA FoodData Central. Nothing changed.\n")
    }

    @Test func foodIsEatenShownByMealAndRemoved() throws {
        let directory = ProcessTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let zip = try USDAFixture.sample.write()
        defer { try? FileManager.default.removeItem(at: zip) }
        _ = try ProcessTests.run(["foods", "import", zip.path, "--data-dir", directory])

        let egg = try ProcessTests.run(["eat", "egg", "2 large", "--meal", "breakfast", "--date", "2026-11-20", "--data-dir", directory])
        #expect(egg.status == 0, "\(egg.stderr)")
        #expect(egg.stdout == "Logged 2 large (100 g) of Egg, raw for breakfast on Friday 20 November 2026: 143 kcal.\n")
        let milk = try ProcessTests.run([
            "eat", "milk, 2%", "250ml", "--meal", "breakfast", "--date", "2026-11-20", "--data-dir", directory,
        ])
        #expect(milk.stdout == "Logged 250 ml (257.8 g) of Milk, 2% for breakfast on Friday 20 November 2026: 129 kcal.\n")
        let refused = try ProcessTests.run(["eat", "egg", "3 bowls", "--date", "2026-11-20", "--data-dir", directory])
        #expect(refused.status == 1)
        #expect(refused.stderr == "system: “bowls” is not a unit of Egg, raw: use g, oz, ml or one of its portions (large, cup).\n")

        let day = try ProcessTests.run(["meal", "--date", "2026-11-20", "--data-dir", directory])
        let lines = day.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Friday 20 November 2026")
        #expect(lines[1] == "Breakfast · 272 kcal")
        #expect(lines[2].hasSuffix("Egg, raw, 2 large (100 g)  ·  143 kcal"))
        #expect(lines.contains("Total: 272 kcal · protein 21.1 g · fat 9.5 g · carbohydrate 0 g"))
        let id = String(lines[2].trimmingCharacters(in: .whitespaces).prefix(8))
        let removed = try ProcessTests.run(["meal", "--remove", id, "--date", "2026-11-20", "--data-dir", directory])
        #expect(removed.stdout.hasPrefix("Removed 2 large (100 g) of Egg, raw from breakfast.\n"))
        #expect(!removed.stdout.contains("Egg, raw, 2 large"))
    }
}
