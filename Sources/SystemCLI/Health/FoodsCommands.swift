import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system foods`: the food database, loaded from USDA's download and searched on this machine.
struct FoodsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foods", abstract: "Load USDA's food database, search it, and show a food.",
        subcommands: [FoodsImport.self, FoodsSearch.self, FoodsShow.self])
}

/// `system foods import FILE.zip`.
struct FoodsImport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Load USDA FoodData Central's CSV download (a zip) into the food database.",
        discussion: """
            Download SR Legacy as CSV from https://fdc.nal.usda.gov/download-datasets (Foundation Foods and FNDDS \
            work the same way). The foods of the kinds the file holds are replaced in one transaction, or nothing \
            changes. The food database is shared by every account of the database.
            """)

    @Argument(help: ArgumentHelp("The downloaded zip.", valueName: "FILE"))
    var file: String

    @OptionGroup var location: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let path = (file as NSString).expandingTildeInPath
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError("\(file): no such file.") }
        try await location.withStore { database in
            let foods = FoodDatabase(try await database.moduleDatabase())
            let summary: FoodImportSummary
            do {
                summary = try await foods.importUSDA(
                    URL(fileURLWithPath: path), named: (path as NSString).lastPathComponent, at: SystemClock().now())
            } catch let error as FoodImportError {
                throw CLIError(error.description + " Nothing changed.")
            }
            if output.json { return say(JSONText.encode(FoodImportJSON(summary))) }
            say(
                "Loaded \(Readable.count(summary.foods)) foods from \(summary.file): \(Readable.count(summary.nutrients)) nutrient amounts, "
                    + "\(Readable.count(summary.portions)) portions"
                    + (summary.skipped > 0 ? "; \(Readable.count(summary.skipped)) rows of other kinds left out." : "."))
        }
    }
}

/// `system foods search egg`.
struct FoodsSearch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: "Search the food database, best match first.")

    @Argument(help: ArgumentHelp("Words to find, each as the start of a word (`milk 2`, `chick bre`).", valueName: "WORDS"))
    var words: [String]

    @Option(help: "How many foods to show (1–50).")
    var limit = 10

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (1...50).contains(limit) else { throw ValidationError("--limit: give a number from 1 to 50.") }
        guard !FoodText.terms(words.joined(separator: " ")).isEmpty else {
            throw ValidationError("Say what to search for: system foods search egg")
        }
    }

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let foods = try await FoodLookup(service).foods
            // The foods this user eats most and most lately come first within a rank.
            let matches = try await foods.search(
                words.joined(separator: " "), limit: limit, preferring: state.food.preferences(on: state.today(now: service.clock.now())))
            if output.json {
                var full: [FoodJSON] = []
                for match in matches { if let food = try await foods.food(match.id) { full.append(FoodJSON(food)) } }
                return say(JSONText.encode(["foods": full]))
            }
            if matches.isEmpty {
                let count = try await foods.count()
                return say(count == 0 ? "The food database is empty: load USDA's with `system foods import FILE.zip`." : "Nothing matches.")
            }
            for match in matches {
                let energy = match.kcalPer100g.map { "\(Int($0.rounded())) kcal/100 g" } ?? "energy not analysed"
                say("\(String(match.id).padding(toLength: 7, withPad: " ", startingAt: 0)) \(match.name)  ·  \(energy)")
            }
        }
    }
}

/// `system foods show 171287`.
struct FoodsShow: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a food: its portions and nutrients per 100 g.")

    @Argument(help: ArgumentHelp("The food's id, as `system foods search` lists it.", valueName: "ID"))
    var id: Int

    @OptionGroup var location: StoreOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await location.withStore { database in
            guard let food = try await FoodDatabase(try await database.moduleDatabase()).food(id) else {
                throw CLIError("There is no food \(id): find one with `system foods search`.")
            }
            if output.json { return say(JSONText.encode(FoodJSON(food))) }
            say(food.name)
            say("USDA: \(food.description)")
            if !food.portions.isEmpty { say("Portions: " + food.portions.map(\.label).joined(separator: "; ")) }
            say("Per 100 g:")
            for entry in Nutrient.headline {
                say("  \(entry.name): " + (food.headlineAmount(entry.id).map { "\(Readable.amount($0)) \(entry.unit)" } ?? "not analysed"))
            }
        }
    }
}
