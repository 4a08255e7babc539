import ArgumentParser
import Foundation
import SystemStore

/// `food-search`: the latency of the food database's search, query by query as a person types, against a raw FTS5
/// query on the same table over the same connection, in the same run (issue 15).
@main
struct FoodSearchBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "food-search",
        abstract: "Time FoodDatabase.search against a raw FTS5 query on a SQLite database that has foods loaded.",
        discussion: """
            Each query is every prefix (from two characters) of words a person looks for, as search-as-you-type sends \
            them; each is run --runs times by each engine, interleaved, after a warm-up. Prints JSON: the percentiles \
            of each engine in microseconds and the number of queries.
            """)

    @Option(help: ArgumentHelp("The SQLite file (`system foods import … --database sqlite:PATH`).", valueName: "PATH"))
    var database: String

    @Option(help: "Rounds over the query set.")
    var runs = 20

    /// What people type, each sent from its second character on.
    static let words = [
        "egg", "milk 2%", "chicken breast", "banana", "apple raw", "rice white cooked", "bread whole wheat", "cheddar", "oats",
        "beef ground", "greek yogurt", "salmon", "potato baked", "carrot", "coffee", "olive oil", "peanut butter", "broccoli",
        "pasta cooked", "orange juice", "avocado", "tomato", "butter", "sugar", "almonds", "lentils", "tofu", "spinach raw",
    ]

    static var queries: [String] {
        words.flatMap { word in (2...word.count).map { String(word.prefix($0)) } }.filter { !$0.hasSuffix(" ") }
    }

    func run() async throws {
        let store = try await SQLiteEventStore.open(path: database)
        let tables = try await store.moduleDatabase()
        let foods = FoodDatabase(tables)
        let total = try await foods.count()
        guard total > 0 else { throw ValidationError("\(database) has no foods: load some with system foods import.") }
        let queries = Self.queries
        func raw(_ query: String) async throws {
            let match = query.split(separator: " ").map { "\"\($0.filter { $0.isLetter || $0.isNumber })\"*" }.joined(separator: " ")
            _ = try await tables.execute(
                "SELECT rowid FROM health_food_search WHERE health_food_search MATCH ? ORDER BY rank LIMIT 20", [.text(match)])
        }
        for query in queries {  // warm-up: pages in the cache, statements prepared
            _ = try await foods.search(query)
            try await raw(query)
        }
        var ours: [Double] = [], fts: [Double] = []
        var times: [String: [Double]] = [:]
        let clock = ContinuousClock()
        for _ in 0..<runs {
            for query in queries {
                var start = clock.now
                _ = try await foods.search(query)
                let took = Self.microseconds(start.duration(to: clock.now))
                ours.append(took)
                times[query, default: []].append(took)
                start = clock.now
                try await raw(query)
                fts.append(Self.microseconds(start.duration(to: clock.now)))
            }
        }
        try await store.close()
        // What is slow, for whoever tunes the search: the ten queries slowest at their median (a maximum is mostly the
        // machine's noise), on standard error.
        let medians = times.mapValues { Self.percentiles($0)["p50"] ?? 0 }
        for (query, took) in medians.sorted(by: { $0.value > $1.value }).prefix(10) {
            FileHandle.standardError.write(Data("slowest: \(query) p50 \(Int(took)) µs\n".utf8))
        }
        let result: [String: Any] = [
            "foods": total, "queries": queries.count, "runs": runs,
            "search": Self.percentiles(ours), "fts5": Self.percentiles(fts),
        ]
        print(String(decoding: try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys]), as: UTF8.self))
    }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    static func percentiles(_ values: [Double]) -> [String: Double] {
        let sorted = values.sorted()
        func at(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1)] }
        return ["p50": at(50), "p90": at(90), "p99": at(99), "max": sorted.last ?? 0]
    }
}
