import ArgumentParser
import Foundation
import SystemCore
import SystemServer
import SystemStore

/// `system foods`: the food database, loaded from USDA's download and searched on this machine.
struct FoodsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foods", abstract: "Load USDA's food database, search it, show a food; add your own foods, portions and favourites.",
        subcommands: [FoodsImport.self, FoodsSearch.self, FoodsShow.self, FoodsAdd.self, FoodsPortion.self, FoodsFavourite.self])
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
                    URL(fileURLWithPath: path), named: (path as NSString).lastPathComponent, at: CommandClock.current.now())
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
            let foods = try await FoodLookup(service, state: state, on: state.today(now: service.clock.now())).foods
            // The user's own foods first, then the favourites and the foods eaten most and most lately within a rank.
            let matches = try await foods.search(words.joined(separator: " "), limit: limit)
            if output.json {
                var full: [FoodJSON] = []
                for match in matches { if let food = try await foods.food(match.id) { full.append(FoodJSON(food)) } }
                return say(JSONText.encode(["foods": full]))
            }
            if matches.isEmpty {
                let count = try await foods.database?.count() ?? 0
                return say(count == 0 ? "The food database is empty: load USDA's with `system foods import FILE.zip`." : "Nothing matches.")
            }
            for match in matches {
                let energy = match.kcalPer100g.map { "\(Int($0.rounded())) kcal/100 g" } ?? "energy not analysed"
                say("\(String(match.id).padded(toWidth: 7)) \(match.name)  ·  \(energy)")
            }
        }
    }
}

/// `system foods show 171287`, `system foods show porridge`.
struct FoodsShow: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a food: its portions and nutrients per 100 g.",
        discussion: "FOOD is its id, as `system foods search` lists it, or words to search for (the best match is shown).")

    @Argument(help: ArgumentHelp("The food: its id, or words to search for.", valueName: "FOOD"))
    var food: String

    @OptionGroup var store: DataOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await store.withService { service in
            let state = try await service.state()
            let food = try await FoodLookup(service, state: state, on: state.today(now: service.clock.now())).food(self.food)
            if output.json { return say(JSONText.encode(FoodJSON(food))) }
            say(food.name + (state.pantry.pinned.contains(food.id) ? "  ★" : ""))
            say(food.id < 0 ? food.description : "USDA: \(food.description)")
            if !food.portions.isEmpty { say("Portions: " + food.portions.map(\.label).joined(separator: "; ")) }
            say("Per 100 g:")
            let unknown = food.id < 0 ? "unknown" : "not analysed"
            for entry in Nutrient.headline {
                say("  \(entry.name): " + (food.headlineAmount(entry.id).map { "\(Readable.amount($0)) \(entry.unit)" } ?? unknown))
            }
        }
    }
}
