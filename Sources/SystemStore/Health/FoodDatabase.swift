import Foundation
import SystemCore

/// The food database on either backend: search as you type, one food with its portions and nutrients, and what was
/// imported. Its tables are ``HealthTables``.
public struct FoodDatabase: Sendable {
    let database: any ModuleDatabase

    public init(_ database: any ModuleDatabase) {
        self.database = database
    }

    /// The food database of a store; nil for a store without SQL (the memory one), which keeps none.
    public static func of(_ storage: any Sendable) async throws -> FoodDatabase? {
        try await moduleDatabase(of: storage).map(FoodDatabase.init)
    }

    /// Foods matching every word of the query as a prefix (accents and case folded), best first: the name itself,
    /// then names whose first word is the query's ("egg" finds "Egg, raw", then "Eggs, scrambled" — the plural or
    /// singular next — before "Eggplant"), names whose first word begins with it, any other match; within each, the foods the user eats most and most
    /// lately (`preferring`, a score per food id: ``FoodLog/preferences(on:)``), then shorter names.
    public func search(_ query: String, limit: Int = 20, preferring preferences: [Int: Double] = [:]) async throws -> [FoodMatch] {
        let terms = FoodText.terms(query)
        guard !terms.isEmpty, limit > 0 else { return [] }
        let candidates =
            switch database.dialect {
            case .sqlite: try await sqliteCandidates(terms, limit: limit, mine: Set(preferences.keys))
            case .postgres: try await postgresCandidates(terms, limit: limit, mine: Set(preferences.keys))
            }
        let tier = { (name: String) in Self.tier(of: name, for: terms) }
        // Each candidate once; within a rank the user's foods by score, then the database's order (shorter first).
        var seen: Set<Int> = []
        let unique = candidates.filter { seen.insert($0.match.id).inserted }
        return unique.map { (tier: tier($0.nameFolded), score: preferences[$0.match.id] ?? -1, order: $0.order, match: $0.match) }
            .sorted { a, b in
                if a.tier != b.tier { return a.tier < b.tier }
                if a.score != b.score { return a.score > b.score }
                return a.order < b.order
            }
            .prefix(limit).map(\.match)
    }

    /// How well a folded name matches a query's words: 0 the name itself, 1 its first word is the query's ("oats":
    /// "Oats, quick" before "Oat bran"), 2 its plural or singular, 3 its first word begins with it, 4 any other match.
    public static func tier(of name: String, for terms: [String]) -> Int {
        guard let head = terms.first else { return 4 }
        if name == terms.joined(separator: " ") { return 0 }
        let first = String(name.prefix { $0 != " " })
        if first == head { return 1 }
        if heads(of: head).contains(first) { return 2 }
        return first.hasPrefix(head) ? 3 : 4
    }

    /// A food a search may show, with what ranks it.
    struct Candidate {
        let match: FoodMatch
        let nameFolded: String
        /// Its place among all foods: shorter names first.
        let order: Int64
    }

    /// SQLite: a few queries that each read matches in the index's order (shorter names first) and stop at `limit`,
    /// so the time does not grow with the number of matches: for each rank, its first `limit` foods are enough. The
    /// user's foods that match are read by id.
    private func sqliteCandidates(_ terms: [String], limit: Int, mine: Set<Int>) async throws -> [Candidate] {
        let folded = terms.joined(separator: " ")
        let head = terms[0]
        let rest = terms.dropFirst().map { "\"\($0)\"*" }.joined(separator: " ")
        func with(_ part: String) -> String { rest.isEmpty ? part : "(\(part)) AND \(rest)" }
        let heads = Self.heads(of: head)
        let columns = "f.id, f.name, f.name_folded, f.description, f.kcal, f.search_order"
        typealias Part = (sql: String, binds: [SQLValue])
        let exact: Part = ("SELECT \(columns), 0 AS part FROM health_foods f WHERE f.name_folded = ?", [.text(folded)])
        func ranked(_ number: Int, _ match: String) -> Part {
            (
                """
                SELECT * FROM (SELECT \(columns), \(number) AS part FROM health_food_search s JOIN health_foods f
                ON f.search_order = s.rowid WHERE health_food_search MATCH ? ORDER BY s.rowid LIMIT ?)
                """, [.text(match), .integer(Int64(limit))]
            )
        }
        let beginning = ranked(1, with("name : ^\"\(head)\"*"))  // the first word begins with the query's
        let headed = ranked(2, with("name : (\(heads.map { "^\"\($0)\"" }.joined(separator: " OR ")))"))  // it is the query's
        let anywhere = terms.map { "\"\($0)\"*" }.joined(separator: " ")
        func byOrder(_ orders: [Int64]) -> Part {
            (
                "SELECT \(columns), 3 AS part FROM health_foods f WHERE f.search_order IN (\(orders.map { _ in "?" }.joined(separator: ", ")))",
                orders.map { .integer($0) }
            )
        }
        // Each read is one statement, so one trip to SQLite's thread. (Ranking in the statement too, to read back
        // only a page, took longer than reading every candidate: SQLite sorts whole rows.)
        func union(_ parts: [Part]) async throws -> [SQLRow] {
            try await database.execute(parts.map(\.sql).joined(separator: " UNION ALL "), parts.flatMap(\.binds))
        }

        var rows: [SQLRow] = []
        // Several words ("rice white cooked") match few foods, and each ranked read would join the same long lists of
        // words again: read every match's folded name from the index once, when there are fewer than `probe`, rank
        // them here, and read only the foods a page shows.
        let probe = 60
        var probed: [SQLRow] = []
        if terms.count > 1 {
            probed = try await database.execute(
                "SELECT rowid, name FROM health_food_search WHERE health_food_search MATCH ? ORDER BY rowid LIMIT ?",
                [.text(anywhere), .integer(Int64(probe))])
            if probed.count < probe {
                let shown = probed.map { (tier: Self.tier(of: $0["name"].text ?? "", for: terms), order: $0["rowid"].integer ?? 0) }
                    .sorted { ($0.tier, $0.order) < ($1.tier, $1.order) }.prefix(limit).map(\.order)
                if !shown.isEmpty { rows = try await union([byOrder(Array(shown))]) }
            }
        }
        if terms.count == 1 || probed.count == probe {
            // The exact name and the first `limit` names whose first word begins with the query's. When those are all
            // the query's first word itself ("egg": "Egg, …"; "beef g": "Beef, ground, …") they are the page — no food
            // ranks between the name itself and them — however many foods match.
            rows = try await union([exact, beginning])
            let begun = rows.filter { $0["part"].integer == 1 }
            let isPage =
                begun.count == limit && heads.allSatisfy { $0.hasPrefix(head) }
                && begun.allSatisfy { Self.tier(of: $0["name_folded"].text ?? "", for: terms) <= 1 }
            if !isPage {
                // The other ranks: the first word's plural or singular, and anywhere (for several words, the probe
                // holds the first `limit` of those).
                rows += try await union([
                    headed, terms.count == 1 ? ranked(3, anywhere) : byOrder(probed.prefix(limit).compactMap { $0["rowid"].integer }),
                ])
            }
        }
        if !mine.isEmpty {
            let own = try await database.execute(
                "SELECT \(columns), f.search_text FROM health_foods f WHERE f.id IN (\(mine.map { _ in "?" }.joined(separator: ", ")))",
                mine.sorted().map { .integer(Int64($0)) })
            // Every word must begin a word of the name or the description, as in the index.
            rows += own.filter { row in
                let words = ((row["name_folded"].text ?? "") + " " + (row["search_text"].text ?? "")).split(separator: " ")
                return terms.allSatisfy { term in words.contains { $0.hasPrefix(term) } }
            }
        }
        return rows.map(Self.candidate)
    }

    /// PostgreSQL: the matches of its full-text index, ranked in SQL.
    private func postgresCandidates(_ terms: [String], limit: Int, mine: Set<Int>) async throws -> [Candidate] {
        let folded = terms.joined(separator: " ")
        let heads = Self.heads(of: terms[0])
        let tier = """
            CASE WHEN f.name_folded = ? THEN 0 WHEN split_part(f.name_folded, ' ', 1) = ? THEN 1
            WHEN split_part(f.name_folded, ' ', 1) IN (?, ?, ?) THEN 2 WHEN f.name_folded LIKE ? THEN 3 ELSE 4 END
            """
        let tierBinds: [SQLValue] = [.text(folded), .text(terms[0])] + heads.map(SQLValue.text) + [.text(terms[0] + "%")]
        // (An integer alone in ORDER BY names a column, so with no foods of the user's there is no such term.)
        let mineSQL = mine.isEmpty ? "" : "CASE WHEN f.id IN (\(mine.map { _ in "?" }.joined(separator: ", "))) THEN 0 ELSE 1 END, "
        let match = terms.map { "'\($0)':*" }.joined(separator: " & ")
        let rows = try await database.execute(
            """
            SELECT f.id, f.name, f.name_folded, f.description, f.kcal, 0 AS search_order FROM health_foods f
            WHERE f.search @@ to_tsquery('simple', ?) ORDER BY \(tier), \(mineSQL)length(f.name), f.name LIMIT ?
            """, [.text(match)] + tierBinds + mine.sorted().map { .integer(Int64($0)) } + [.integer(Int64(limit))])
        // The database's order is the rows' own: the tier and the user's foods only reorder within it.
        return rows.enumerated().map { index, row in
            let candidate = Self.candidate(row)
            return Candidate(match: candidate.match, nameFolded: candidate.nameFolded, order: Int64(index))
        }
    }

    static func candidate(_ row: SQLRow) -> Candidate {
        Candidate(
            match: FoodMatch(
                id: Int(row["id"].integer ?? 0), name: row["name"].text ?? "", description: row["description"].text ?? "",
                kcalPer100g: row["kcal"].real),
            nameFolded: row["name_folded"].text ?? "", order: row["search_order"].integer ?? 0)
    }

    /// The first parts of a name that count as the query's own word: itself, its plural, its singular.
    static func heads(of folded: String) -> [String] {
        let singular =
            folded.hasSuffix("es") && folded.count > 3
            ? String(folded.dropLast(2)) : folded.hasSuffix("s") && folded.count > 2 ? String(folded.dropLast()) : folded
        return [folded, folded + "s", singular == folded ? folded + "es" : singular]
    }

    /// One food with its portions and the nutrients USDA analysed, or nil when there is no such food.
    public func food(_ id: Int) async throws -> Food? {
        let found = try await database.execute(
            "SELECT id, name, description, category, data_type FROM health_foods WHERE id = ?", [.integer(Int64(id))])
        guard let row = found.first else { return nil }
        let nutrients = try await database.execute(
            """
            SELECT n.id, n.name, n.unit, n.rank, a.amount FROM health_food_nutrients a JOIN health_nutrients n ON n.id = a.nutrient_id
            WHERE a.food_id = ? ORDER BY n.rank, n.id
            """, [.integer(Int64(id))])
        let portions = try await database.execute(
            "SELECT amount, unit, grams FROM health_food_portions WHERE food_id = ? ORDER BY seq", [.integer(Int64(id))])
        return Food(
            id: id, name: row["name"].text ?? "", description: row["description"].text ?? "", category: row["category"].text,
            dataType: row["data_type"].text ?? "",
            portions: portions.map {
                FoodPortion(amount: $0["amount"].real ?? 1, unit: $0["unit"].text ?? "", grams: $0["grams"].real ?? 0)
            },
            nutrients: nutrients.map { nutrient in
                NutrientAmount(
                    nutrient: Nutrient(
                        id: Int(nutrient["id"].integer ?? 0), name: nutrient["name"].text ?? "", unit: nutrient["unit"].text ?? "",
                        rank: Int(nutrient["rank"].integer ?? 0)),
                    amount: nutrient["amount"].real ?? 0)
            })
    }

    /// Every nutrient the database knows, by id: names and units for a food of the user's own.
    public func nutrients() async throws -> [Int: Nutrient] {
        var found: [Int: Nutrient] = [:]
        for row in try await database.execute("SELECT id, name, unit, rank FROM health_nutrients") {
            let id = Int(row["id"].integer ?? 0)
            found[id] = Nutrient(id: id, name: row["name"].text ?? "", unit: row["unit"].text ?? "", rank: Int(row["rank"].integer ?? 0))
        }
        return found
    }

    /// The foods with these ids, as a search lists them (ids with no food are left out).
    public func matches(_ ids: [Int]) async throws -> [FoodMatch] {
        guard !ids.isEmpty else { return [] }
        return try await database.execute(
            "SELECT id, name, name_folded, description, kcal, 0 AS search_order FROM health_foods WHERE id IN (\(ids.map { _ in "?" }.joined(separator: ", ")))",
            ids.map { .integer(Int64($0)) }
        ).map { Self.candidate($0).match }
    }

    /// Loads USDA FoodData Central's CSV zip (see ``USDAImport``), replacing the foods of the data types it holds.
    public func importUSDA(_ zip: URL, named file: String, at now: Date) async throws -> FoodImportSummary {
        try await USDAImport.load(zip, named: file, into: database, at: now)
    }

    /// How many foods there are.
    public func count() async throws -> Int {
        Int(try await database.execute("SELECT COUNT(*) AS n FROM health_foods").first?["n"].integer ?? 0)
    }

    /// Every import, newest first.
    public func imports() async throws -> [FoodImportSummary] {
        try await database.execute(
            "SELECT file, data_types, foods, nutrients, portions, imported_at FROM health_food_imports ORDER BY id DESC"
        ).map { row in
            FoodImportSummary(
                file: row["file"].text ?? "", dataTypes: (row["data_types"].text ?? "").split(separator: ",").map(String.init),
                foods: Int(row["foods"].integer ?? 0), nutrients: Int(row["nutrients"].integer ?? 0),
                portions: Int(row["portions"].integer ?? 0), skipped: 0,
                importedAt: Date(timeIntervalSince1970: Double(row["imported_at"].integer ?? 0) / 1000))
        }
    }
}

/// What one import of a food database loaded.
public struct FoodImportSummary: Sendable, Hashable, Codable {
    public let file: String
    /// USDA's data types it held ("sr_legacy_food"…); the foods of these types it replaced.
    public let dataTypes: [String]
    public let foods: Int
    /// Nutrient amounts (one food's one nutrient per 100 g).
    public let nutrients: Int
    public let portions: Int
    /// Rows of other data types (branded foods, samples) it left out.
    public let skipped: Int
    public let importedAt: Date
}
